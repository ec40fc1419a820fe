#pragma once

#include <QHash>
#include <QList>
#include <QPointF>
#include <QSize>
#include <QString>
#include <QStringList>

#include <functional>

class QAbstractAxis;
class QChart;
class QChartView;
class QColor;
class QGraphicsRectItem;
class QGraphicsSimpleTextItem;
class QObject;
class QPalette;
class QXYSeries;

// Makes a chart follow the application's text size and theme: its title,
// legend and axis labels take the view's font and the palette's text colour,
// the chart's background and plot area the palette's base ("paper": white in
// the light theme, dark in the dark one), its grid the palette's mid. The
// series colours of chartstyle.h are made for white paper: on a dark one each
// is lightened just enough to keep 3:1 (legibleOn). The one file of ui/charts
// that restyles Qt Charts.
namespace ChartLook {

// Styles the chart now, from the application's palette and font.
void restyle(QChartView *view);

// The plot area's (and the pipeline timeline's card) background: the
// palette's base; without a palette, the application's.
QColor plotArea();
QColor plotArea(const QPalette &palette);
// Text on that paper: names, legends and ticks, and the quieter notes.
QColor paperText(const QPalette &palette);
QColor paperQuietText(const QPalette &palette);

// WCAG 2.1 contrast ratio of two colours (1 to 21).
double contrast(const QColor &a, const QColor &b);
// `colour` itself when it keeps `ratio` against `background`, else the
// least mix of it with white (on a dark background) or black (on a light one)
// that does.
QColor legibleOn(const QColor &colour, const QColor &background, double ratio = 3.0);

// A name written on a chart, on an opaque box over the grid (ui/attention's
// ChartLabels): `colour` is the text's colour on white paper. The box takes
// the paper's colour and the text a colour that keeps 4.5:1 on it, now and
// on every restyle() of the chart the box is a child of.
void makeNameTag(QGraphicsRectItem *box, QGraphicsSimpleTextItem *text, const QColor &colour);

// Replaces the series' points unless it shows them already: a replace lays
// the chart out and repaints it even when nothing changed.
void replaceIfChanged(QXYSeries *series, const QList<QPointF> &points);

// Where a hover readout reads: the index of the point nearest `x` along the
// x axis, or -1 when there are no points.
qsizetype nearestInX(const QList<QPointF> &points, double x);

// Calls `fit` (while `context` lives) whenever the room for the chart's tick
// labels may have changed: its size, its plot area, or the font of the labels
// of an axis it has now.
void onLabelRoomChanged(QChart *chart, QObject *context, const std::function<void()> &fit);

// A legend under a chart as rich text (a label that wraps, where QLegend would
// cut the names short): each entry a sign in its series' colour and the name,
// broken only between entries.
QString legendEntry(const QColor &colour, const QString &sign, const QString &name);
QString legendText(const QStringList &entries);

// Labels to measure an axis by in place of those it shows now: a chart that
// breaks its labels into lines to the room it has gives those of its least room.
using AxisLabels = QHash<const QAbstractAxis *, QStringList>;

// The smallest size at which Qt Charts cuts none of the chart's texts short,
// at the fonts it has now: the widest of `titles` (the chart's titles it may
// show, or their lines) on `titleLines` lines, its legend (when shown) on one, each axis' labels and
// title (a vertical title along a plot at least as tall), and a plot of at
// least `plotLines` lines of the labels' text each way. A horizontal bar
// category axis gives each label an equal share of the chart's width (see
// barLabelShares).
QSize minimumForText(const QChart *chart, const QStringList &titles, int titleLines, int plotLines,
                     const AxisLabels &labels = {});

// Gives `view` minimumForText() at its fonts now, never below `floor`.
void setMinimumForText(QChartView *view, const QStringList &titles, int titleLines, int plotLines,
                       const QSize &floor);

// How many equal shares of the chart's width Qt Charts divides among the
// labels of a horizontal bar category axis of `categories` categories: one
// each and two more (its layout has a point before the first and after the last).
constexpr int barLabelShares(int categories)
{
    return categories + 2;
}

} // namespace ChartLook
