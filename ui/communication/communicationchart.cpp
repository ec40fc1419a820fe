#include "communication/communicationchart.h"

#include "charts/chartlook.h"
#include "charts/seriesmapping.h"
#include "communication/communicationtext.h"

#include <QAbstractItemModel>
#include <QLocale>
#include <QtCharts/QCategoryAxis>
#include <QtCharts/QChart>
#include <QtCharts/QLineSeries>
#include <QtCharts/QLogValueAxis>

#include <cmath>
#include <limits>

using namespace Qt::StringLiterals;

CommunicationChart::CommunicationChart(const QString &objectName, QAbstractItemModel *model,
                                       double lowestCount, double highestCount, QWidget *parent)
    : ChartView(parent)
    , m_model(model)
{
    setObjectName(objectName);
    setMinimumSize(ChartStyle::smallChartMinimum);
    QChart *plot = chart();
    m_countAxis = new QLogValueAxis(plot);
    m_countAxis->setBase(2);
    m_countAxis->setRange(lowestCount, highestCount);
    m_timeAxis = new QLogValueAxis(plot);
    m_timeAxis->setBase(10);
    for (QLogValueAxis *axis : {m_countAxis, m_timeAxis})
        axis->setVisible(false);
    plot->addAxis(m_countAxis, Qt::AlignBottom);
    plot->addAxis(m_timeAxis, Qt::AlignLeft);
    m_countLabels = new QCategoryAxis(plot);
    m_countLabels->setRange(std::log2(lowestCount), std::log2(highestCount));
    m_timeLabels = new QCategoryAxis(plot);
    for (QCategoryAxis *axis : {m_countLabels, m_timeLabels})
        axis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    plot->addAxis(m_countLabels, Qt::AlignBottom);
    plot->addAxis(m_timeLabels, Qt::AlignLeft);
    for (int column = 1; column < model->columnCount(); ++column) {
        auto *series = new QLineSeries(plot);
        plot->addSeries(series);
        series->attachAxis(m_countAxis);
        series->attachAxis(m_timeAxis);
        series->setVisible(false);
        SeriesMapping::feed(series, model, 0, column);
        addReadout(series);
        m_series.append(series);
    }
    m_pinned = new QLineSeries(plot);
    plot->addSeries(m_pinned);
    m_pinned->attachAxis(m_countAxis);
    m_pinned->attachAxis(m_timeAxis);
    m_pinned->setPen(ChartStyle::pinned.pen());
    m_pinned->setVisible(false);
    addReadout(m_pinned);
}

void CommunicationChart::setLines(const QList<Line> &lines)
{
    m_lines = lines;
    for (QLineSeries *series : m_series)
        series->setVisible(false);
    for (const Line &line : lines) {
        QLineSeries *series = m_series.value(line.column - 1);
        if (!series)
            continue;
        series->setName(line.name);
        series->setPen(line.look.pen());
        series->setVisible(true);
    }
    fitTimeAxis();
}

void CommunicationChart::setTitles(const QString &title, const QString &countTitle)
{
    chart()->setTitle(title);
    m_countTitle = countTitle;
    m_countLabels->setTitleText(countTitle);
    m_timeLabels->setTitleText(CommunicationText::timeTitle());
}

void CommunicationChart::retranslate()
{
    labelCounts();
    labelTimes(int(std::lround(std::log10(m_timeAxis->min()))),
               int(std::lround(std::log10(m_timeAxis->max()))));
}

void CommunicationChart::labelCounts()
{
    for (const QString &label : m_countLabels->categoriesLabels())
        m_countLabels->remove(label);
    const int low = int(std::lround(m_countLabels->min()));
    const int high = int(std::lround(m_countLabels->max()));
    m_countLabels->setStartValue(low - 1);
    // Every other power of two where there are many.
    const int step = high - low > 6 ? 2 : 1;
    for (int exponent = low; exponent <= high; exponent += step)
        m_countLabels->append(QLocale().toString(1 << exponent), exponent);
}

void CommunicationChart::labelTimes(int lowDecade, int highDecade)
{
    for (const QString &label : m_timeLabels->categoriesLabels())
        m_timeLabels->remove(label);
    m_timeLabels->setRange(lowDecade, highDecade);
    m_timeLabels->setStartValue(lowDecade - 1);
    for (int decade = lowDecade; decade <= highDecade; ++decade)
        m_timeLabels->append(CommunicationText::time(std::pow(10, decade) / 1000), decade);
}

void CommunicationChart::setPinned(const QString &name, const QList<QPointF> &points)
{
    m_pinnedName = name;
    m_pinned->setName(name);
    ChartLook::replaceIfChanged(m_pinned, points);
    m_pinned->setVisible(!points.isEmpty());
    fitTimeAxis();
}

void CommunicationChart::fitTimeAxis()
{
    double lowest = std::numeric_limits<double>::max();
    double highest = 0;
    const auto take = [&](const QLineSeries *series) {
        for (const QPointF &point : series->points()) {
            if (point.y() <= 0)
                continue;
            lowest = std::min(lowest, point.y());
            highest = std::max(highest, point.y());
        }
    };
    for (const QLineSeries *series : m_series) {
        if (series->isVisible())
            take(series);
    }
    if (m_pinned->isVisible())
        take(m_pinned);
    // Whole decades around the lines, at least two.
    int low = -3;
    int high = 0;
    if (highest > 0) {
        low = int(std::floor(std::log10(lowest)));
        high = std::max(int(std::ceil(std::log10(highest))), low + 2);
    }
    if (m_timeAxis->min() == std::pow(10, low) && m_timeAxis->max() == std::pow(10, high)
        && !m_timeLabels->categoriesLabels().isEmpty())
        return;
    m_timeAxis->setRange(std::pow(10, low), std::pow(10, high));
    labelTimes(low, high);
}

QString CommunicationChart::legendText() const
{
    QStringList entries;
    for (const Line &line : m_lines) {
        if (const QLineSeries *series = m_series.value(line.column - 1))
            entries << ChartLook::legendEntry(series->pen().color(), u"━━"_s, line.name);
    }
    if (m_pinned->isVisible())
        entries << ChartLook::legendEntry(m_pinned->pen().color(), u"╍╍"_s, m_pinnedName);
    return ChartLook::legendText(entries);
}

QString CommunicationChart::readout(const QXYSeries *series, qsizetype index) const
{
    const QPointF point = series->points().value(index);
    return CommunicationText::readout(series->name(), m_countTitle, int(point.x()),
                                      point.y() / 1000);
}
