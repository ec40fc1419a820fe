#include "review/calibrationchart.h"

#include "charts/chartlook.h"
#include "charts/chartstyle.h"
#include "charts/charttools.h"
#include "core/percentformat.h"

#include <QCursor>
#include <QEvent>
#include <QFontMetrics>
#include <QGraphicsLayout>
#include <QLocale>
#include <QToolTip>
#include <QtCharts/QBarCategoryAxis>
#include <QtCharts/QBarSeries>
#include <QtCharts/QBarSet>
#include <QtCharts/QCategoryAxis>
#include <QtCharts/QChart>

#include <algorithm>
#include <limits>

// Given its chart at once: QChartView's own default chart, once replaced by
// setChart(), belongs to nobody and would leak.
CalibrationChart::CalibrationChart(QWidget *parent)
    : ChartView(parent)
{
    setObjectName(QStringLiteral("calibrationChart"));
    QChart *chart = this->chart();
    m_shares = new QBarSet(QString());
    m_shares->setColor(QColor(0x1f, 0x5f, 0xbf));
    auto *series = new QBarSeries;
    series->append(m_shares);
    chart->addSeries(series);
    m_categories = new QBarCategoryAxis;
    chart->addAxis(m_categories, Qt::AlignBottom);
    series->attachAxis(m_categories);
    m_percentAxis = new QCategoryAxis;
    m_percentAxis->setRange(0, 100);
    m_percentAxis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    chart->addAxis(m_percentAxis, Qt::AlignLeft);
    series->attachAxis(m_percentAxis);
    connect(m_shares, &QBarSet::hovered, this, &CalibrationChart::showReadout);
    // The room for each label follows the plot's width.
    connect(chart, &QChart::plotAreaChanged, this, [this](const QRectF &) { labelCategories(); });
    setPoints(calibrationOf({}));
    updateMinimumSize();
}

void CalibrationChart::setPoints(const QList<CalibrationPoint> &points)
{
    m_points = points;
    if (m_shares->count() > 0)
        m_shares->remove(0, m_shares->count());
    for (const CalibrationPoint &point : m_points)
        m_shares->append(point.shareRight() * 100);
    updateTexts();
    if (m_tools)
        m_tools->dataChanged();
}

QStringList CalibrationChart::categoryLabels() const
{
    return m_categories->categories();
}

ChartTools *CalibrationChart::makeTools(QWidget *parent)
{
    if (m_tools)
        return m_tools;
    m_tools = new ChartTools(ChartTools::Pin::LeftOut, parent);
    m_tools->setObjectName(QStringLiteral("calibrationChartTools"));
    m_tools->setCharts({{this, [this] { return chart()->title(); },
                         [] {
                             return QStringLiteral("review-calibration");
                         }}});
    m_tools->setTables([this] { return QList<ChartTable>{dataTable()}; });
    m_tools->setFigures([this] { return figures(); });
    return m_tools;
}

ChartTable CalibrationChart::dataTable() const
{
    const QLocale locale;
    ChartTable table;
    table.title = chart()->title();
    table.headers = {tr("How sure you were"), tr("Answers"), tr("Right"), tr("Share right")};
    for (const CalibrationPoint &point : m_points) {
        table.rows.append({levelName(point.confidence), locale.toString(point.answers),
                           locale.toString(point.right),
                           point.answers > 0 ? shareText(point) : QStringLiteral("—")});
    }
    return table;
}

QString CalibrationChart::figures() const
{
    return tabSeparated(dataTable());
}

QString CalibrationChart::levelName(Confidence confidence) const
{
    switch (confidence) {
    case Confidence::Guessed:
        return tr("I guessed");
    case Confidence::FairlySure:
        return tr("Fairly sure");
    case Confidence::Certain:
    case Confidence::None:
        break;
    }
    return tr("Certain");
}

QString CalibrationChart::shareText(const CalibrationPoint &point) const
{
    return PercentFormat::text(qRound(point.shareRight() * 100), QLocale());
}

void CalibrationChart::showReadout(bool on, int index)
{
    if (!on || index < 0 || index >= m_points.size()) {
        QToolTip::hideText();
        return;
    }
    const CalibrationPoint &point = m_points.at(index);
    const QLocale locale;
    const QString text = point.answers > 0
                             ? tr("%1: right %2 of %3 (%4)")
                                   .arg(levelName(point.confidence), locale.toString(point.right),
                                        locale.toString(point.answers), shareText(point))
                             : tr("%1: no answers yet").arg(levelName(point.confidence));
    QToolTip::showText(QCursor::pos(), text, this);
}

void CalibrationChart::updateTexts()
{
    const QLocale locale;
    chart()->setTitle(tr("How often you were right, by how sure you were"));
    setAccessibleName(chart()->title());
    m_labelLines.clear();
    for (const CalibrationPoint &point : m_points) {
        const QString share = point.answers > 0
                                  ? tr("%1 right", "a share of answers, as in 75% right")
                                        .arg(shareText(point))
                                  : tr("no answers yet");
        m_labelLines << tr("%1\n%2\n%Ln answer(s)", nullptr, point.answers)
                            .arg(levelName(point.confidence), share)
                            .split(u'\n');
    }
    labelCategories();
    updateMinimumSize();
    for (const QString &label : m_percentAxis->categoriesLabels())
        m_percentAxis->remove(label);
    m_percentAxis->setStartValue(-1);
    const ChartStyle::RoundAxis axis = ChartStyle::roundAxis(100);
    for (int tick = 0; tick < axis.tickCount(); ++tick) {
        const int percent = qRound(tick * axis.step);
        m_percentAxis->append(PercentFormat::text(percent, locale), percent);
    }
}

void CalibrationChart::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        updateTexts();
        if (m_tools)
            m_tools->dataChanged();
    }
    ChartView::changeEvent(event);
    // After ChartLook has given the chart the new font.
    if (event->type() == QEvent::FontChange) {
        labelCategories();
        updateMinimumSize();
    }
}

// As narrow as each label's longest word allows, and as tall as the labels
// need as they are now broken at the chart's width, with the title and a plot
// of six lines: the page scrolls rather than squeeze it.
void CalibrationChart::updateMinimumSize()
{
    constexpr int plotLines = 6;
    const QStringList titles{chart()->title()};
    const int width = ChartLook::minimumForText(chart(), titles, 1, plotLines,
                                                {{m_categories, wrappedLabels(longestWord())}})
                          .width();
    // A line to spare: Qt Charts lays a label of several rich-text lines out a
    // little taller than their line spacing adds up to, and at its minimum the
    // chart would cut the longest label's last line.
    const int height = ChartLook::minimumForText(chart(), titles, 1, plotLines).height()
                       + QFontMetrics(m_categories->labelsFont()).lineSpacing();
    setMinimumSize(QSize(width, height).expandedTo({ChartStyle::smallChartMinimum.width(), 220}));
}

void CalibrationChart::labelCategories()
{
    // Qt Charts gives each label an equal share of the chart's width inside
    // its margins, less padding either side (a pixel spare for its rounding).
    qreal left = 0;
    qreal top = 0;
    qreal right = 0;
    qreal bottom = 0;
    chart()->layout()->getContentsMargins(&left, &top, &right, &bottom);
    const QMargins margins = chart()->margins();
    const qreal across = chart()->size().width() - left - right - margins.left() - margins.right();
    const int shares = ChartLook::barLabelShares(int(m_labelLines.size()));
    const qreal room = chart()->plotArea().width() > 0
                           ? across / shares - 2 * ChartStyle::tickLabelPadding - 1
                           : std::numeric_limits<qreal>::max(); // not laid out yet
    const QStringList labels = wrappedLabels(std::max(room, longestWord()));
    // Relabelling lays the chart out again, and so calls here again: only on a change.
    if (labels == m_categories->categories())
        return;
    m_categories->setCategories(labels);
    updateMinimumSize();
}

QStringList CalibrationChart::wrappedLabels(qreal room) const
{
    const QFont font = m_categories->labelsFont();
    const auto width = [&font](const QString &text) {
        return ChartStyle::tickLabelSize(font, text.toHtmlEscaped()).width();
    };
    QStringList labels;
    for (const QStringList &lines : m_labelLines) {
        QStringList wrapped;
        for (const QString &line : lines) {
            QString current;
            for (const QString &word : line.split(u' ', Qt::SkipEmptyParts)) {
                const QString longer = current.isEmpty() ? word : current + u' ' + word;
                if (current.isEmpty() || width(longer) <= room) {
                    current = longer;
                } else {
                    wrapped << current.toHtmlEscaped();
                    current = word;
                }
            }
            wrapped << current.toHtmlEscaped();
        }
        // Axis labels are rich text: a line break must be <br>.
        labels << wrapped.join(QStringLiteral("<br>"));
    }
    return labels;
}

qreal CalibrationChart::longestWord() const
{
    const QFont font = m_categories->labelsFont();
    qreal longest = 0;
    for (const QStringList &lines : m_labelLines) {
        for (const QString &line : lines) {
            for (const QString &word : line.split(u' ', Qt::SkipEmptyParts)) {
                longest = std::max(longest,
                                   ChartStyle::tickLabelSize(font, word.toHtmlEscaped()).width());
            }
        }
    }
    return longest;
}
