#pragma once

// The series both attention charts (activation memory and the KV cache) draw
// their lines and markers with, in the chart kit's pens and marker sizes.

#include "charts/chartstyle.h"

#include <QtCharts/QScatterSeries>

class QLineSeries;

namespace ChartSeries {

// A line in `line`'s colour, width and style.
QLineSeries *line(const ChartStyle::Line &line);
// Markers of `shape` in `marker`'s colour and size, with the attention charts' border.
QScatterSeries *markers(QScatterSeries::MarkerShape shape, const ChartStyle::Marker &marker);

} // namespace ChartSeries
