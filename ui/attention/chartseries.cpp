#include "attention/chartseries.h"

#include <QtCharts/QLineSeries>

namespace ChartSeries {

QLineSeries *line(const ChartStyle::Line &line)
{
    auto *series = new QLineSeries;
    series->setPen(line.pen());
    return series;
}

QScatterSeries *markers(QScatterSeries::MarkerShape shape, const ChartStyle::Marker &marker)
{
    auto *series = new QScatterSeries;
    series->setMarkerShape(shape);
    series->setMarkerSize(marker.size);
    series->setColor(marker.colour);
    series->setBorderColor(ChartStyle::Attention::markerBorder);
    return series;
}

} // namespace ChartSeries
