#include "pipeline/timelinepaint.h"

#include "pipeline/timelinelayout.h"

#include <QPainter>
#include <QPen>

using pipeline::BlockKind;
namespace Style = ChartStyle::Pipeline;

namespace TimelinePaint {

namespace {

// The frame inside a framed block: `box` inset by half the frame's width
// and a pixel more, so the fill shows outside it as well as inside.
QRectF frameRect(const QRectF &box, qreal frameWidth)
{
    const qreal inset = frameWidth / 2 + 1.0;
    return box.adjusted(inset, inset, -inset, -inset);
}

} // namespace

bool isOtherChunk(int chunk)
{
    return TimelineLayout::inSecondShade(chunk);
}

QColor fillColour(BlockKind kind, int chunk)
{
    if (!isOtherChunk(chunk))
        return TimelineLayout::fillColour(kind);
    return kind == BlockKind::Forward ? Style::forwardOtherChunk : Style::backwardOtherChunk;
}

QColor textColour(BlockKind kind)
{
    return kind == BlockKind::Forward ? Style::forwardText : Style::backwardText;
}

QColor pinnedColour(BlockKind kind)
{
    switch (kind) {
    case BlockKind::Forward:
        return Style::pinnedForward;
    case BlockKind::Backward:
    case BlockKind::BackwardInput:
        return Style::pinnedBackward;
    case BlockKind::BackwardWeight:
        return Style::pinnedBackwardWeight;
    }
    return Qt::black;
}

void ChunkMarks::add(const QRectF &box, TimelineLayout::ChunkMark mark, bool framesFit)
{
    if (box.width() < 3 || box.height() < 3)
        return;
    // Inside the block's outline, so the fill shows around the hatch.
    if (mark.hatched)
        hatches.append(box.adjusted(1, 1, -1, -1));
    if (!mark.framed || !framesFit)
        return;
    const QRectF frame = frameRect(box, width);
    if (box.width() >= minimumFramedSize(width))
        frames.append(frame);
    else
        edges << QLineF(box.left() + 0.5, frame.top(), box.right() - 0.5, frame.top())
              << QLineF(box.left() + 0.5, frame.bottom(), box.right() - 0.5, frame.bottom());
}

void ChunkMarks::paint(QPainter &painter, const QColor &colour) const
{
    painter.save();
    // The hatch scales with the device pixel ratio, as the blocks do.
    painter.setRenderHint(QPainter::NonCosmeticBrushPatterns);
    painter.setPen(Qt::NoPen);
    painter.setBrush(QBrush(colour, hatchPattern));
    painter.drawRects(hatches.constData(), int(hatches.size()));
    painter.restore();
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(colour, width));
    painter.drawRects(frames.constData(), int(frames.size()));
    painter.drawLines(edges.constData(), int(edges.size()));
}

void RowFills::paint(QPainter &painter) const
{
    painter.setPen(Qt::NoPen);
    painter.setBrush(Style::bubble);
    painter.drawRects(bubbles.constData(), int(bubbles.size()));
    for (std::size_t kind = 0; kind < outlined.size(); ++kind) {
        for (std::size_t shade = 0; shade < 2; ++shade) {
            const QColor fill = fillColour(BlockKind(kind), int(shade));
            const QList<QRectF> &thin = plain[kind][shade];
            const QList<QRectF> &wide = outlined[kind][shade];
            painter.setBrush(fill);
            painter.setPen(Qt::NoPen);
            painter.drawRects(thin.constData(), int(thin.size()));
            painter.setPen(QPen(fill.darker(Style::blockOutlineDarkness), Style::blockOutlineWidth));
            painter.drawRects(wide.constData(), int(wide.size()));
        }
    }
    marks.paint(painter, Style::otherChunkFrame);
}

} // namespace TimelinePaint
