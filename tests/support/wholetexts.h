#pragma once

// Whether the chart pages show their texts whole: Qt Charts cuts a tick
// label, an axis title, a chart title or a legend name that has no room to
// "..." (ChartPresenter::truncatedText), and a combo box elides its current
// text to its edit field.

#include <QAbstractAxis>
#include <QChart>
#include <QComboBox>
#include <QFontMetrics>
#include <QGraphicsScene>
#include <QGraphicsTextItem>
#include <QStyle>
#include <QStyleOptionComboBox>

// The texts of `chart` shown cut short, with what they belong to; empty when all are whole.
inline QStringList cutChartTexts(const QChart *chart)
{
    using namespace Qt::StringLiterals;
    QStringList cut;
    const QList<QGraphicsItem *> items = chart->scene()->items();
    for (QGraphicsItem *item : items) {
        const auto *text = dynamic_cast<QGraphicsTextItem *>(item);
        if (text && text->isVisible() && text->toPlainText().endsWith(u"..."_s))
            cut << u"“%1” on “%2”"_s.arg(text->toPlainText(), chart->title());
    }
    const QList<QAbstractAxis *> axes = chart->axes();
    for (const QAbstractAxis *axis : axes) {
        if (axis->isVisible() && axis->labelsTruncated())
            cut << u"labels of the axis “%1” on “%2”"_s.arg(axis->titleText(), chart->title());
    }
    return cut;
}

// Whether the combo box has room for its whole current text.
inline bool showsWholeText(const QComboBox *combo)
{
    QStyleOptionComboBox option;
    option.initFrom(combo);
    option.editable = combo->isEditable();
    option.currentText = combo->currentText();
    const QRect field = combo->style()->subControlRect(QStyle::CC_ComboBox, &option,
                                                       QStyle::SC_ComboBoxEditField, combo);
    return QFontMetrics(combo->font()).horizontalAdvance(combo->currentText()) <= field.width();
}
