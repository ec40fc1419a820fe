#include "review/calibrationchart.h"

#include "common/chartlook.h"
#include "common/chartstyle.h"
#include "common/charttools.h"

#include <QCursor>
#include <QEvent>
#include <QLocale>
#include <QToolTip>
#include <QtCharts/QBarCategoryAxis>
#include <QtCharts/QBarSeries>
#include <QtCharts/QBarSet>
#include <QtCharts/QCategoryAxis>
#include <QtCharts/QChart>

// Given its chart at once: QChartView's own default chart, once replaced by
// setChart(), belongs to nobody and would leak.
CalibrationChart::CalibrationChart(QWidget *parent)
    : QChartView(new QChart, parent)
{
    setObjectName(QStringLiteral("calibrationChart"));
    setRenderHint(QPainter::Antialiasing);
    QChart *chart = this->chart();
    chart->legend()->hide();
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
    setMinimumHeight(220);
    setPoints(calibrationOf({}));
    ChartLook::follow(this);
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
    m_tools->setCharts({{this, [this] {
                             return chart()->title();
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
    return tr("%1 %").arg(QLocale().toString(qRound(point.shareRight() * 100)));
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
    QStringList labels;
    for (const CalibrationPoint &point : m_points) {
        const QString share = point.answers > 0
                                  ? tr("%1 % right")
                                        .arg(locale.toString(qRound(point.shareRight() * 100)))
                                  : tr("no answers yet");
        // Axis labels are rich text: a line break must be <br>.
        labels << tr("%1\n%2\n%Ln answer(s)", nullptr, point.answers)
                      .arg(levelName(point.confidence), share)
                      .replace(u'\n', QStringLiteral("<br>"));
    }
    m_categories->setCategories(labels);
    for (const QString &label : m_percentAxis->categoriesLabels())
        m_percentAxis->remove(label);
    m_percentAxis->setStartValue(-1);
    const ChartStyle::RoundAxis axis = ChartStyle::roundAxis(100);
    for (int tick = 0; tick < axis.tickCount(); ++tick) {
        const int percent = qRound(tick * axis.step);
        m_percentAxis->append(tr("%1 %").arg(locale.toString(percent)), percent);
    }
}

void CalibrationChart::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        updateTexts();
        if (m_tools)
            m_tools->dataChanged();
    }
    QChartView::changeEvent(event);
}
