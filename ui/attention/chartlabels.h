#pragma once

// Names written on the attention page's charts (activation memory and the KV
// cache): each on a box of the paper's colour (ChartLook::makeNameTag), above
// the grid and below the series, placed at the first candidate clear of every
// drawn line, marker and name already placed (ChartStyle::firstClearPlace).

#include "charts/chartstyle.h"

#include <QGraphicsSimpleTextItem>
#include <QLatin1StringView>
#include <QList>
#include <QPointF>
#include <QRectF>
#include <QSizeF>
#include <QStringList>
#include <QtCharts/QLineSeries>

#include <optional>

class QChart;
class QColor;
class QGraphicsRectItem;
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

// A GPU size a chart draws as a reference line.
struct ReferenceGpu
{
    QLatin1StringView chips; // as shown, e.g. "A100 / H100"
    int statedGigabytes;
};
// The name on a reference line: its chips and stated size, "A100 40 GB", the
// size in the current language's digits.
QString name(const ReferenceGpu &gpu);

// The texts of the labels whose lines are shown, in order: the reference
// lines a legend names in one entry.
template<typename Lines, typename Labels>
QStringList shownTexts(const Lines &lines, const Labels &labels)
{
    QStringList texts;
    for (std::size_t i = 0; i < std::size(labels); ++i) {
        if (lines[i]->isVisible())
            texts << labels[i]->text();
    }
    return texts;
}

// Puts a chart's names one after another, each at its first candidate inside
// the plot that is clear of the drawn series and of the names placed before it.
class Placer
{
public:
    // drawn: the series' lines and markers (obstacles()).
    Placer(QChart *chart, ChartStyle::ChartObstacles drawn);

    // At the first clear candidate, or hidden when none is clear; returns
    // whether it is shown.
    bool place(QGraphicsRectItem *box, QGraphicsSimpleTextItem *text,
               const QList<QPointF> &candidates);
    // Beside the first marker of `series` (besideMarker()); hidden while the
    // series shows none.
    bool besideFirstMarker(QScatterSeries *series, QGraphicsRectItem *box,
                           QGraphicsSimpleTextItem *text);
    // Along the horizontal line `series` draws at height y (alongLine());
    // hidden while the series is.
    bool alongLine(const QLineSeries *series, double y, bool fromRight, QGraphicsRectItem *box,
                   QGraphicsSimpleTextItem *text);

private:
    QChart *m_chart = nullptr;
    QRectF m_plot;
    ChartStyle::ChartObstacles m_taken;
};

} // namespace ChartLabels
