#pragma once

#include "charts/chartstyle.h"
#include "core/pipelinetypes.h"

#include <QColor>
#include <QLineF>
#include <QList>
#include <QRectF>
#include <QString>

#include <array>

class QPainter;

// What the timeline's painter draws with: the blocks' colours, the frames
// that mark interleaved 1F1B's other chunks, and the rectangles gathered by
// colour so that each colour is drawn at once. The widget decides where;
// this says how.
namespace TimelinePaint {

// Interleaved 1F1B: chunks 2, 4, … (index 1, 3) in the second shade, framed.
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

// Frames chunk-2 blocks, on the rows and on the pinned strips alike.
struct ChunkFrames
{
    explicit ChunkFrames(qreal frameWidth)
        : width(frameWidth)
    { }

    qreal width;
    QList<QRectF> frames;
    QList<QLineF> edges;

    // A block too narrow for a frame keeps its top and bottom edges.
    void add(const QRectF &box);
    void paint(QPainter &painter, const QColor &colour) const;
};

// A label drawn centred in a block or a bubble.
struct Label
{
    QRectF box;
    QString text;
    QColor colour;
};

// The rows' rectangles gathered by colour, each colour drawn at once.
struct RowFills
{
    QList<QRectF> bubbles;
    // Per kind, in the first chunk's shade and in the other chunks' shade.
    std::array<std::array<QList<QRectF>, 2>, pipeline::blockKindCount> outlined;
    std::array<std::array<QList<QRectF>, 2>, pipeline::blockKindCount> plain;
    ChunkFrames frames{ChartStyle::Pipeline::otherChunkFrameWidth};

    void paint(QPainter &painter) const;
};

} // namespace TimelinePaint
