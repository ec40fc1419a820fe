#pragma once

#include "charts/chartstyle.h"
#include "core/pipelinetypes.h"
#include "pipeline/timelinelayout.h"

#include <QColor>
#include <QLineF>
#include <QList>
#include <QRectF>
#include <QString>

#include <array>

class QPainter;

// What the timeline's painter draws with: the blocks' colours, the marks
// that tell interleaved 1F1B's chunks apart (TimelineLayout::chunkMark), and
// the rectangles gathered by colour so that each colour is drawn at once.
// The widget decides where; this says how.
namespace TimelinePaint {

// Interleaved 1F1B: chunks 2 and 4 (index 1, 3) in the second shade.
bool isOtherChunk(int chunk);
QColor fillColour(pipeline::BlockKind kind, int chunk);
QColor textColour(pipeline::BlockKind kind);
QColor pinnedColour(pipeline::BlockKind kind);

// The least height and width a block needs for a frame of this width with
// fill on both sides of it.
constexpr qreal minimumFramedSize(qreal frameWidth)
{
    return 4 * frameWidth + 4;
}

// The chunks' marks, on the rows and on the pinned strips alike: frames
// inside the blocks of chunks 2 and 4, a hatch over those of chunks 3 and 4.
struct ChunkMarks
{
    explicit ChunkMarks(qreal frameWidth)
        : width(frameWidth)
    { }

    qreal width;
    QList<QRectF> frames;
    QList<QLineF> edges;
    QList<QRectF> hatches;

    // A block too narrow for a frame keeps its top and bottom edges; one too
    // low for a frame (`framesFit` false) keeps only its hatch.
    void add(const QRectF &box, TimelineLayout::ChunkMark mark, bool framesFit);
    void paint(QPainter &painter, const QColor &colour) const;
};

// The hatch's lines, in the brush pattern Qt draws them with.
inline constexpr Qt::BrushStyle hatchPattern = Qt::BDiagPattern;

// A label drawn centred in a block or a bubble; on a hatched block over a
// patch of the block's own fill (`backing`), so the hatch never crosses it.
struct Label
{
    QRectF box;
    QString text;
    QColor colour;
    QColor backing; // invalid: none
};

// The rows' rectangles gathered by colour, each colour drawn at once.
struct RowFills
{
    QList<QRectF> bubbles;
    // Per kind, in the first chunk's shade and in the other chunks' shade.
    std::array<std::array<QList<QRectF>, 2>, pipeline::blockKindCount> outlined;
    std::array<std::array<QList<QRectF>, 2>, pipeline::blockKindCount> plain;
    ChunkMarks marks{ChartStyle::Pipeline::otherChunkFrameWidth};

    void paint(QPainter &painter) const;
};

} // namespace TimelinePaint
