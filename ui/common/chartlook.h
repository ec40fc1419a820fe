#pragma once

#include <QList>
#include <QPointF>

class QChartView;
class QColor;
class QXYSeries;

// Makes a chart follow the application's text size and theme: its title,
// legend and axis labels take the view's font and the palette's text colour,
// the chart's background the palette's base. The plot area stays light in
// both themes ("paper"), so that the series colours of chartstyle.h keep
// their contrast. The one file of ui/common that knows Qt Charts.
namespace ChartLook {

// Styles the chart now and again whenever the view's font or palette changes.
void follow(QChartView *view);

// Styles the chart now, from the application's palette and font.
void restyle(QChartView *view);

// The plot area's background in every theme.
QColor plotArea();

// Replaces the series' points unless it shows them already: a replace lays
// the chart out and repaints it even when nothing changed.
void replaceIfChanged(QXYSeries *series, const QList<QPointF> &points);

} // namespace ChartLook
