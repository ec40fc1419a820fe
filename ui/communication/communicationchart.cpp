#include "communication/communicationchart.h"

#include "charts/chartlook.h"
#include "charts/seriesmapping.h"
#include "communication/communicationtext.h"

#include <QAbstractItemModel>
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
    m_countAxis->setLabelFormat(u"%g"_s);
    m_countAxis->setRange(lowestCount, highestCount);
    m_countAxis->setMinorTickCount(0);
    m_timeAxis = new QLogValueAxis(plot);
    m_timeAxis->setBase(10);
    m_timeAxis->setLabelFormat(u"%g"_s);
    m_timeAxis->setMinorTickCount(-1);
    plot->addAxis(m_countAxis, Qt::AlignBottom);
    plot->addAxis(m_timeAxis, Qt::AlignLeft);
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
    m_countAxis->setTitleText(countTitle);
    m_timeAxis->setTitleText(CommunicationText::millisecondsTitle());
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
    if (highest <= 0) {
        m_timeAxis->setRange(0.001, 1);
        return;
    }
    // Whole decades around the lines, at least two.
    const double low = std::pow(10, std::floor(std::log10(lowest)));
    double high = std::pow(10, std::ceil(std::log10(highest)));
    if (high <= low * 10)
        high = low * 100;
    m_timeAxis->setRange(low, high);
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
    return CommunicationText::readout(series->name(), m_countAxis->titleText(), int(point.x()),
                                      point.y() / 1000);
}
