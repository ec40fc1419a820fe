#pragma once

// How the chart pages draw: the colours, marker sizes and pen widths of their
// series, markers and reference lines, and the rounding of axis ends and tick
// steps. Shared by ui/pipeline and ui/attention (one place, so the two pages
// cannot drift apart); fonts by role are in fonts.h.

#include <QColor>
#include <QFont>
#include <QList>
#include <QMargins>
#include <QPen>
#include <QPolygonF>
#include <QRectF>
#include <QSize>
#include <QStringList>

#include <limits>
#include <optional>

namespace ChartStyle {

// A line as a series or a reference draws it.
struct Line
{
    QColor colour;
    qreal width = 1.0;
    Qt::PenStyle style = Qt::SolidLine;

    QPen pen() const;
};

// A scatter series' markers: filled with `colour`, `size` pixels across.
struct Marker
{
    QColor colour;
    qreal size = 8.0;
};

// Every chart of both pages.
inline constexpr QMargins chartMargins{4, 4, 4, 4};
inline constexpr QSize smallChartMinimum{240, 260};
inline constexpr int valueAxisTicks = 5;
// The history's score line and the quiz cards' sparkline: a blue that reads
// on the palette's base in both themes.
inline constexpr QColor scoreBlue{0x2f, 0x6d, 0xb5};
// A pinned setting, drawn faintly beside the current one on every chart:
// dashed grey lines, hatched grey bars.
inline constexpr Line pinned{QColor(0x80, 0x80, 0x80), 1.5, Qt::DashLine};
inline constexpr Line pinnedSecond{QColor(0x80, 0x80, 0x80), 1.5, Qt::DotLine};
// A problem the page explains instead of drawing (dark red, bold).
inline constexpr QColor problemText{0xa4, 0x00, 0x00};

// Pipeline bubbles. Blue and orange tell forward from backward also to most
// colour-blind readers; the legend and the tooltips say it in words as well.
namespace Pipeline {
// The timeline is drawn on the theme's paper (ChartLook::plotArea), its names,
// legend and axis in the paper's text (ChartLook::paperText). Every block fill
// keeps 3:1 against white paper and against the bubble grey under the blocks
// (WCAG 1.4.11; on dark paper the rows' bubble grey carries them, and a legend
// swatch is outlined in the text's colour), so each lies in a narrow band of luminance: forward
// fills are dark, backward ones mid-tone, and any forward beside any backward
// keeps 3:1 as well (tst_timelineshades checks every pair).
inline constexpr QColor forward{0x10, 0x2a, 0x5c};
inline constexpr QColor backward{0xc4, 0x55, 0x00};
// ZB-H1's W: as light as B but teal, a hue apart from orange also for most
// colour-blind readers; 3:1 against the dark forward.
inline constexpr QColor backwardWeight{0x00, 0x85, 0x77};
inline constexpr QColor bubble{0xd4, 0xd4, 0xd4}; // idle time
// Interleaved 1F1B: the even-numbered chunks of a GPU (2, 4) in a second shade
// (purple beside the navy, red beside the orange), and each chunk but the
// first marked in otherChunkFrame: chunk 2 framed inside, 3 hatched, 4 both
// (TimelineLayout::chunkMark). The marks, not the hue, tell the chunks apart,
// since no two fills within the band above can also keep 3:1 to each other.
inline constexpr QColor forwardOtherChunk{0x3d, 0x0f, 0x5c};
inline constexpr QColor backwardOtherChunk{0xd9, 0x3b, 0x3b};
inline constexpr QColor otherChunkFrame{0xff, 0xff, 0xff};
inline constexpr qreal otherChunkFrameWidth = 1.5;
// A pinned setting's blocks, in a thin strip under each row: faded, greyed
// shades of the three kinds, still 3:1 against the paper they lie on.
inline constexpr QColor pinnedForward{0x6a, 0x7b, 0x9c};
inline constexpr QColor pinnedBackward{0xb0, 0x78, 0x50};
inline constexpr QColor pinnedBackwardWeight{0x5f, 0x99, 0x90};
// A pinned interleaved run's even-numbered chunks, framed as on the rows but
// faintly: a thinner line of warm paper, a colour no grey text blends into.
inline constexpr QColor pinnedOtherChunkFrame{0xff, 0xf6, 0xe0};
inline constexpr qreal pinnedOtherChunkFrameWidth = 1.0;
inline constexpr QColor bubbleText{0x50, 0x50, 0x50};
// Micro-batch numbers on the blocks: light on the dark forward fills, dark
// on the mid-tone backward ones.
inline constexpr QColor forwardText{0xff, 0xff, 0xff};
inline constexpr QColor backwardText{0x00, 0x00, 0x00};
// Outlines: a block's is its fill darker by this factor (QColor::darker), a legend swatch's a little lighter.
inline constexpr int blockOutlineDarkness = 150;
inline constexpr qreal blockOutlineWidth = 0.8;
inline constexpr int swatchOutlineDarkness = 140;

// Bubble against m: the closed form as a line, the simulation as hollow
// markers over it (the line shows through where they agree), the current m as
// a larger red square.
inline constexpr Line closedForm{QColor(0x33, 0x33, 0x33), 1.5};
inline constexpr Line simulatedOutline{forward, 1.5};
inline constexpr qreal simulatedMarkerSize = 8;
inline constexpr Marker currentMicroBatches{QColor(0xd6, 0x27, 0x28), 13};

// Peak activations: the current schedule's bars and the compared schedule's,
// a mid grey that keeps 3:1 against the paper and the page of both themes
// (its legend sign is on the page) and against the navy bars beside it.
inline constexpr QColor currentBars = forward;
inline constexpr QColor comparedBars{0x85, 0x85, 0x85};
} // namespace Pipeline

// Attention memory.
namespace Attention {
inline constexpr Line naive{QColor(0x1f, 0x5f, 0xbf), 3};
inline constexpr Line fused{QColor(0x2e, 0x8b, 0x3a), 3, Qt::DashLine};
inline constexpr Line chosenGpu{QColor(0xc6, 0x28, 0x28), 2.5, Qt::DashDotLine};
inline constexpr Line referenceGpu{QColor(0x80, 0x80, 0x80), 1.2, Qt::DashLine};
// The current T: a dark amber that keeps 3:1 on the paper and the page of
// both themes, as its legend sign needs (the marker also has a black border).
inline constexpr Marker current{QColor(0xb5, 0x77, 0x00), 11};
inline constexpr Marker naiveLimit{chosenGpu.colour, 18};
inline constexpr Marker fusedLimit{fused.colour, 15};
inline constexpr QColor markerBorder{0x00, 0x00, 0x00};
// Names written on the chart: in the colour of what they name (for white
// paper), on an opaque box of the paper's colour; on a dark paper the colour
// is lightened to keep 4.5:1 (ChartLook::restyle, ChartLook::nameTag).
inline constexpr QColor referenceLabel = Pipeline::bubbleText;
inline constexpr QColor chosenGpuLabel = chosenGpu.colour;
inline constexpr QColor fusedLimitLabel{0x1e, 0x6b, 0x2a};
// Room on the right for half of the last sequence label, centred on the plot's edge.
inline constexpr QMargins chartMargins{4, 4, 28, 4};
inline constexpr QSize chartMinimum{420, 330};
} // namespace Attention

// The attention page's serving view (KV cache): the batch's memory like the
// naive line, the weights under it dotted; GPU sizes and markers as above.
namespace KvCache {
inline constexpr Line cache = Attention::naive;
inline constexpr Line weights{QColor(0x6a, 0x3d, 0x9a), 2, Qt::DotLine};
} // namespace KvCache

// The smallest of 1, 2, 2.5 or 5 × 10^k not below `value`: where a value axis
// ends (1 for 0 or less).
double niceCeiling(double value);
// The smallest of 1, 2 or 5 × 10^k not below `value`: a tick step at least
// that long (1 for 0 or less).
double niceTickStep(double value);

// A value axis from 0 with whole, round ticks for counts and percentages:
// the step is the smallest whole 1, 2, 2.5 or 5 × 10^k (so 25 but never 2.5)
// that reaches `largest` in at most maxRoundIntervals steps, and the axis ends
// at the first tick not below `largest` (0/25/50/75/100 for 100 %; 0, 1, 2, 3
// for a largest count of 3). An empty or negative range gives 0 to 1.
// A narrow or short chart gives fewer intervals (maxIntervals, at least 1):
// see tickLabelsThatFit.
inline constexpr int maxRoundIntervals = 4;
struct RoundAxis
{
    double top = 1;
    double step = 1;
    int tickCount() const { return int(top / step + 0.5) + 1; }
    friend bool operator==(const RoundAxis &, const RoundAxis &) = default;
};
RoundAxis roundAxis(double largest, int maxIntervals = maxRoundIntervals);

// A text's advance in `font`, as QFontMetricsF measures it.
qreal textAdvance(const QFont &font, const QString &text);

// Tick labels that are never cut short. Qt Charts gives each of an axis' n
// labels an n-th of the chart's length (a category axis counts its start
// as one), less tickLabelPadding on either side, and cuts a label that needs
// more to "...". An axis shows only as many labels as fit.
inline constexpr qreal tickLabelPadding = 4;
// The box Qt Charts measures a label in: a text item with half a pixel of margin.
QSizeF tickLabelSize(const QFont &font, const QString &text);
// How many labels `labelLength` pixels long (along the axis) fit along
// `axisLength` pixels; 0 when not even one does.
int tickLabelsThatFit(qreal axisLength, qreal labelLength);
// How many round intervals (1 to maxRoundIntervals) a vertical value axis
// `axisLength` pixels tall has room for, with labels in `font`.
int roundIntervalsThatFit(qreal axisLength, const QFont &font);
// The longest of `texts` along a horizontal axis (its width) or a vertical one (its height).
qreal longestTickLabel(const QFont &font, const QStringList &texts, Qt::Orientation orientation);

// Room beyond each end of an axis, as a share of its span, so a marker drawn
// at the first or last value is whole rather than cut by the plot's edge.
inline constexpr double axisPadding = 0.04;

// Whether the segment from a to b passes through `rect` (an end inside counts).
bool segmentMeetsRect(const QPointF &a, const QPointF &b, const QRectF &rect);

// What a label written on a chart must keep clear of: drawn lines (as polylines
// in the chart's coordinates) and rectangles (markers, labels already placed).
struct ChartObstacles
{
    QList<QPolygonF> lines;
    QList<QRectF> boxes;
};

// The first of `candidates` (top-left corners, most wanted first) where a
// label of `size`, with `clearance` pixels around it, lies inside `bounds`
// and meets no obstacle; none when every candidate is taken.
std::optional<QRectF> firstClearPlace(const QSizeF &size, const QList<QPointF> &candidates,
                                      const QRectF &bounds, const ChartObstacles &obstacles,
                                      qreal clearance = 2);

// A log₂ axis from 2^low to 2^high with a labelled tick every 2^step: a tick
// every 16× (step 4), every 256× if that would give more than 12, and so on;
// whole ticks, with room below `lowest` and above `highest`. The step doubles
// further while the axis would have more than `maxLabels` labelled ticks (a
// short chart), up to one tick at each end.
struct Log2Axis
{
    int low = 0;
    int high = 0;
    int step = 0;
    int labelCount() const { return step > 0 ? (high - low) / step + 1 : 0; }
    friend bool operator==(const Log2Axis &, const Log2Axis &) = default;
};
Log2Axis log2Axis(double lowest, double highest, int maxLabels = std::numeric_limits<int>::max());

// A chart's smallest size at the current text size: `lines` × `columns` of
// its text (line spacing high, average characters wide), never below `floor`
// (the size at the system's text size). At the largest text size the page
// scrolls rather than squeezing the chart's labels.
QSize textMinimum(const QFont &font, int columns, int lines, const QSize &floor);

} // namespace ChartStyle
