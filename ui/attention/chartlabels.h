#pragma once

// Names written on the attention page's charts (activation memory and the KV
// cache): each on a light box, above the grid and below the series, placed at
// the first candidate clear of every drawn line, marker and name already
// placed (ChartStyle::firstClearPlace).

#include "charts/chartstyle.h"

#include <QList>
#include <QPointF>
#include <QRectF>
#include <QSizeF>

#include <optional>

class QChart;
class QColor;
class QGraphicsRectItem;
class QGraphicsSimpleTextItem;
class QLineSeries;
class QScatterSeries;

namespace ChartLabels {

// A name drawn on `chart` in `colour`; `box` receives its box, the item to place and hide.
QGraphicsSimpleTextItem *add(QChart *chart, QGraphicsRectItem **box, const QColor &colour);
// The size of a label's box: its text with two pixels on either side.
QSizeF size(const QGraphicsSimpleTextItem *text);
// Puts a label's box where `place` says (the box's rectangle in chart
// coordinates), or hides it when there is no place; returns whether it is shown.
bool show(QGraphicsRectItem *box, QGraphicsSimpleTextItem *text, const std::optional<QRectF> &place);
// Places above and below a horizontal line at height y, most wanted first:
// from the plot's right end leftwards, or from its left end rightwards.
QList<QPointF> alongLine(const QRectF &plot, double y, const QSizeF &size, bool fromRight);
// Places beside a marker at `centre` (`markerSize` across): right, then left,
// below then above, row by row further away.
QList<QPointF> besideMarker(const QPointF &centre, qreal markerSize, const QSizeF &size);
// The visible lines and markers of these series, in chart coordinates; a
// horizontal two-point line counts as a box as high as its pen.
ChartStyle::ChartObstacles obstacles(QChart *chart, const QList<QLineSeries *> &lines,
                                     const QList<QScatterSeries *> &markers);

} // namespace ChartLabels
