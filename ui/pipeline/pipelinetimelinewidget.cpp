#include "pipeline/pipelinetimelinewidget.h"

#include "charts/chartlook.h"
#include "charts/chartstyle.h"

#include <QEvent>
#include <QHelpEvent>
#include <QLocale>
#include <QPainter>
#include <QStringList>
#include <QToolTip>

#include <algorithm>
#include <array>
#include <cmath>

using namespace Qt::StringLiterals;
using pipeline::Block;
using pipeline::BlockKind;
namespace Style = ChartStyle::Pipeline;

namespace {

QColor fillColour(BlockKind kind)
{
    switch (kind) {
    case BlockKind::Forward:
        return Style::forward;
    case BlockKind::Backward:
    case BlockKind::BackwardInput:
        return Style::backward;
    case BlockKind::BackwardWeight:
        return Style::backwardWeight;
    }
    return Qt::black;
}

// Interleaved 1F1B: chunks 2, 4, … (index 1, 3) in the second shade, framed.
bool isOtherChunk(int chunk)
{
    return chunk % 2 == 1;
}

QColor fillColour(BlockKind kind, int chunk)
{
    if (!isOtherChunk(chunk))
        return fillColour(kind);
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

bool hasChunks(const pipeline::Result &result)
{
    for (const pipeline::StageTimeline &stage : result.stages) {
        for (const Block &block : stage.blocks) {
            if (block.chunk > 0)
                return true;
        }
    }
    return false;
}

QString timeText(double value, int decimals)
{
    return QLocale().toString(value, 'f', value == std::floor(value) ? 0 : decimals);
}

// The frame inside a chunk-2 block: `box` inset by half the frame's width
// and a pixel more, so the fill shows outside it as well as inside.
QRectF frameRect(const QRectF &box, qreal frameWidth)
{
    const qreal inset = frameWidth / 2 + 1.0;
    return box.adjusted(inset, inset, -inset, -inset);
}

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
    void add(const QRectF &box)
    {
        const QRectF frame = frameRect(box, width);
        if (box.width() >= minimumFramedSize(width))
            frames.append(frame);
        else if (box.width() >= 3)
            edges << QLineF(box.left() + 0.5, frame.top(), box.right() - 0.5, frame.top())
                  << QLineF(box.left() + 0.5, frame.bottom(), box.right() - 0.5, frame.bottom());
    }

    void paint(QPainter &painter, const QColor &colour) const
    {
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(colour, width));
        painter.drawRects(frames.constData(), int(frames.size()));
        painter.drawLines(edges.constData(), int(edges.size()));
    }
};

constexpr int margin = 6;
constexpr int swatchSize = 12;
// With a pinned setting, a row's blocks take its top part and the pinned
// strip most of the rest; a chunk-2 block needs room for its frame.
constexpr double pinnedBlockShare = 0.62;
constexpr double pinnedStripShare = 0.3;

// A step of 1, 2 or 5 × 10^k giving ticks at least `minimumPixels` apart.
double tickStep(double pixelsPerUnit, double minimumPixels)
{
    return pixelsPerUnit <= 0 ? 1.0 : ChartStyle::niceTickStep(minimumPixels / pixelsPerUnit);
}

} // namespace

PipelineTimelineWidget::PipelineTimelineWidget(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(u"pipelineTimeline"_s);
    setFocusPolicy(Qt::TabFocus);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    updateAccessibleText();
}

void PipelineTimelineWidget::setResult(const pipeline::Result &result, const QString &message)
{
    // The page hands the same simulation again after a language switch: its
    // blocks are then the same shared list, not a copy. Anything else is new.
    const bool sameResult = result.stages.constData() == m_result.stages.constData()
                            && result.problem == m_result.problem && message == m_message;
    if (!sameResult)
        ++m_resultsShown;
    m_result = result;
    m_message = message;
    m_splitBackward = false;
    m_chunked = false;
    m_chunkCount = 1;
    for (const pipeline::StageTimeline &stage : std::as_const(m_result.stages)) {
        for (const Block &block : stage.blocks) {
            m_splitBackward = m_splitBackward || block.kind == BlockKind::BackwardWeight;
            m_chunked = m_chunked || block.chunk > 0;
            m_chunkCount = std::max(m_chunkCount, block.chunk + 1);
        }
    }
    updateAccessibleText();
    update();
}

void PipelineTimelineWidget::setPinned(const QString &label, const pipeline::Result &pinned)
{
    // As for setResult: the same simulation again (a language switch) is the same run.
    if (!m_pinned || m_pinned->result.stages.constData() != pinned.stages.constData()
        || m_pinned->result.problem != pinned.problem)
        ++m_pinnedShown;
    m_pinned = Pinned{label, pinned, hasChunks(pinned)};
    updateAccessibleText();
    update();
}

void PipelineTimelineWidget::clearPinned()
{
    if (!m_pinned)
        return;
    m_pinned.reset();
    ++m_pinnedShown;
    updateAccessibleText();
    update();
}

bool PipelineTimelineWidget::drawsPinned() const
{
    return m_pinned && m_pinned->result.ok() && !m_pinned->result.stages.isEmpty();
}

int PipelineTimelineWidget::pinnedStrips() const
{
    // The rows are the current run's GPUs. A pinned run with fewer GPUs has
    // strips under its own GPUs only; one with more shows its first p, under
    // the GPUs of the same number: rows added for GPUs the current run does not
    // have would squeeze the run being explored, and the dashed line still
    // marks the pinned run's whole makespan (the summary names the GPUs left out).
    if (!drawsPinned())
        return 0;
    return int(std::min(m_result.stages.size(), m_pinned->result.stages.size()));
}

QString PipelineTimelineWidget::stageName(int stage) const
{
    return tr("GPU %1").arg(QLocale().toString(stage + 1));
}

QString PipelineTimelineWidget::kindName(BlockKind kind) const
{
    switch (kind) {
    case BlockKind::Forward:
        return tr("forward");
    case BlockKind::Backward:
        return tr("backward");
    case BlockKind::BackwardInput:
        return tr("backward: input gradient (B)");
    case BlockKind::BackwardWeight:
        return tr("backward: weight gradient (W)");
    }
    return {};
}

QString PipelineTimelineWidget::blockLabel(const Block &block) const
{
    return blockLabel(m_result, block);
}

QString PipelineTimelineWidget::blockLabel(const pipeline::Result &result, const Block &block) const
{
    const QLocale locale;
    if (result.microBatchesPerBlock > 1)
        return u"%1–%2"_s.arg(locale.toString(1), locale.toString(result.microBatchesPerBlock));
    return locale.toString(block.microBatch + 1);
}

QString PipelineTimelineWidget::pinnedMakespanText() const
{
    return tr("pinned: makespan %1").arg(timeText(m_pinned->result.makespan, 1));
}

QString PipelineTimelineWidget::summary() const
{
    if (!m_result.ok() || m_result.stages.isEmpty())
        return m_message;
    const QLocale locale;
    QStringList lines;
    for (int stage = 0; stage < m_result.stages.size(); ++stage) {
        const pipeline::StageTimeline &timeline = m_result.stages[stage];
        lines.append(tr("%1: %2 blocks, busy %3, idle %4 time units.")
                         .arg(stageName(stage), locale.toString(timeline.blocks.size()),
                              locale.toString(timeline.busyTime, 'f', 1),
                              locale.toString(timeline.idleTime, 'f', 1)));
    }
    if (drawsPinned()) {
        lines.append(tr("Pinned: %1; makespan %2 time units, against %3 now.")
                         .arg(m_pinned->label, timeText(m_pinned->result.makespan, 1),
                              timeText(m_result.makespan, 1)));
        const qsizetype pinnedGpus = m_pinned->result.stages.size();
        if (pinnedGpus > pinnedStrips())
            lines.append(tr("The pinned run's strips show its first %1 of %2 GPUs.")
                             .arg(locale.toString(pinnedStrips()), locale.toString(pinnedGpus)));
    }
    return lines.join(u'\n');
}

void PipelineTimelineWidget::updateAccessibleText()
{
    setAccessibleName(tr("Pipeline timeline"));
    setAccessibleDescription(summary());
}

QSize PipelineTimelineWidget::sizeHint() const
{
    return {760, 320};
}

QSize PipelineTimelineWidget::minimumSizeHint() const
{
    const QFontMetrics metrics(font());
    return {320, 4 * metrics.height() + 8 * 12};
}

PipelineTimelineWidget::Geometry PipelineTimelineWidget::geometry() const
{
    const QFontMetrics metrics(font());
    Geometry g;
    int labelWidth = 0;
    const int stages = std::max<int>(1, int(m_result.stages.size()));
    for (int stage = 0; stage < stages; ++stage)
        labelWidth = std::max(labelWidth, metrics.horizontalAdvance(stageName(stage)));
    const int plotLeft = margin + labelWidth + margin;
    legendPlaces(legendEntries(), plotLeft, &g.legendLines);
    const int lineStep = metrics.height() + margin;
    g.legendHeight = margin + g.legendLines * lineStep;
    if (drawsPinned()) {
        g.pinnedLines = pinnedNameLines(width() - margin - (plotLeft + swatchSize + 4));
        g.legendHeight += int(g.pinnedLines.size()) * lineStep;
    }
    const int plotWidth = width() - labelWidth - 3 * margin - 4;
    const int axisHeight = (axisTitleWraps(plotWidth) ? 3 : 2) * metrics.height() + 3 * margin;
    g.plot = QRectF(margin + labelWidth + margin, g.legendHeight, plotWidth,
                    height() - g.legendHeight - axisHeight);
    g.rowHeight = g.plot.height() / stages;
    const double padding = g.rowHeight >= 10 ? 1.5 : 0.5;
    if (drawsPinned()) {
        g.blockHeight = g.rowHeight * pinnedBlockShare - padding;
        g.stripTop = g.rowHeight * pinnedBlockShare + padding;
        g.stripHeight = g.rowHeight * pinnedStripShare - padding;
    } else {
        g.blockHeight = g.rowHeight - 2 * padding;
    }
    g.span = m_result.makespan;
    if (drawsPinned())
        g.span = std::max(g.span, m_pinned->result.makespan);
    g.pixelsPerUnit = g.span > 0 ? g.plot.width() / g.span : 0;
    return g;
}

QRectF PipelineTimelineWidget::blockRect(const Geometry &g, int stage, double start,
                                         double end) const
{
    const double padding = g.rowHeight >= 10 ? 1.5 : 0.5;
    return QRectF(g.plot.left() + start * g.pixelsPerUnit,
                  g.plot.top() + stage * g.rowHeight + padding, (end - start) * g.pixelsPerUnit,
                  g.blockHeight);
}

QRectF PipelineTimelineWidget::stripRect(const Geometry &g, int stage, double start,
                                         double end) const
{
    return QRectF(g.plot.left() + start * g.pixelsPerUnit,
                  g.plot.top() + stage * g.rowHeight + g.stripTop, (end - start) * g.pixelsPerUnit,
                  g.stripHeight);
}

void PipelineTimelineWidget::paintEvent(QPaintEvent *)
{
    if (m_paintCache.paint())
        return;
    QPainter painter(this);
    painter.fillRect(rect(), ChartLook::plotArea());
    const Geometry g = geometry();
    if (!m_result.ok() || m_result.stages.isEmpty()) {
        painter.setPen(Style::paperText);
        painter.drawText(rect().adjusted(2 * margin, 2 * margin, -2 * margin, -2 * margin),
                         Qt::AlignCenter | Qt::TextWordWrap, m_message);
        return;
    }
    paintLegend(painter, g);
    paintRows(painter, g);
    if (drawsPinned()) {
        paintPinned(painter, g);
        paintPinnedLegend(painter, g);
    }
    paintAxis(painter, g);
    if (hasFocus()) {
        painter.setPen(QPen(palette().color(QPalette::Highlight), 1, Qt::DashLine));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(rect().adjusted(0, 0, -1, -1));
    }
}

QList<PipelineTimelineWidget::LegendEntry> PipelineTimelineWidget::legendEntries() const
{
    QList<LegendEntry> entries{{fillColour(BlockKind::Forward), kindName(BlockKind::Forward)}};
    const QList<BlockKind> backward = m_splitBackward ? QList{BlockKind::BackwardInput,
                                                              BlockKind::BackwardWeight}
                                                      : QList{BlockKind::Backward};
    for (BlockKind kind : backward)
        entries.append({fillColour(kind), kindName(kind)});
    if (m_chunked) {
        // The GPU's even-numbered chunks are framed; the tooltips name each one.
        const QLocale locale;
        QStringList framed;
        for (int chunk = 1; chunk < m_chunkCount; chunk += 2)
            framed << locale.toString(chunk + 1);
        entries.append(
            {Style::forwardOtherChunk, tr("framed: chunk %1").arg(framed.join(u", "_s)), true});
    }
    entries.append({Style::bubble, tr("bubble (idle GPU)")});
    return entries;
}

QList<QPointF> PipelineTimelineWidget::legendPlaces(const QList<LegendEntry> &entries, double left,
                                                    int *lines) const
{
    const QFontMetrics metrics(font());
    QList<QPointF> places;
    double x = left;
    double y = margin;
    *lines = 1;
    for (const LegendEntry &entry : entries) {
        const double entryWidth = swatchSize + 4 + metrics.horizontalAdvance(entry.text);
        if (x > left && x + entryWidth > width() - margin) {
            x = left;
            y += metrics.height() + margin;
            ++*lines;
        }
        places.append({x, y});
        x += entryWidth + 3 * margin;
    }
    return places;
}

void PipelineTimelineWidget::paintLegend(QPainter &painter, const Geometry &g) const
{
    const QFontMetrics metrics(font());
    const QList<LegendEntry> entries = legendEntries();
    int lines = 1;
    const QList<QPointF> places = legendPlaces(entries, g.plot.left(), &lines);
    for (qsizetype i = 0; i < entries.size(); ++i) {
        const LegendEntry &entry = entries.at(i);
        const QPointF place = places.at(i);
        const QRectF swatch(place.x(), place.y() + (metrics.height() - swatchSize) / 2.0,
                            swatchSize, swatchSize);
        painter.setPen(entry.colour.darker(Style::swatchOutlineDarkness));
        painter.setBrush(entry.colour);
        painter.drawRect(swatch);
        if (entry.framed) {
            painter.setPen(QPen(Style::otherChunkFrame, 1.0));
            painter.setBrush(Qt::NoBrush);
            painter.drawRect(swatch.adjusted(2.5, 2.5, -2.5, -2.5));
        }
        painter.setPen(Style::paperText);
        painter.drawText(QPointF(place.x() + swatchSize + 4, place.y() + metrics.ascent()),
                         entry.text);
    }
    if (m_result.microBatchesPerBlock <= 1 && !places.isEmpty()) {
        const QPointF last = places.last();
        const double x = last.x() + swatchSize + 4 + metrics.horizontalAdvance(entries.last().text)
                         + 3 * margin;
        const QString numbers = tr("numbers: micro-batch");
        painter.setPen(Style::paperQuietText);
        if (x + metrics.horizontalAdvance(numbers) <= width() - margin)
            painter.drawText(QPointF(x, last.y() + metrics.ascent()), numbers);
    }
}

QStringList PipelineTimelineWidget::pinnedNameLines(double room) const
{
    const QFontMetrics metrics(font());
    const QString separator = u", "_s;
    const QStringList parts = tr("Pinned: %1").arg(m_pinned->label).split(separator);
    QStringList lines;
    for (qsizetype i = 0; i < parts.size(); ++i) {
        const QString &part = parts.at(i);
        // A line that breaks after this part ends in its comma.
        const QString ending = i + 1 < parts.size() ? separator.trimmed() : QString();
        if (lines.isEmpty()) {
            lines.append(part);
        } else if (metrics.horizontalAdvance(lines.last() + separator + part + ending) <= room) {
            lines.last() += separator + part;
        } else {
            lines.last() += separator.trimmed();
            lines.append(part);
        }
    }
    for (QString &line : lines)
        line = metrics.elidedText(line, Qt::ElideRight, int(std::max(0.0, room)));
    return lines;
}

void PipelineTimelineWidget::paintPinnedLegend(QPainter &painter, const Geometry &g) const
{
    // Lines of their own under the legend: "Pinned: <setting>" at the left, the
    // makespan's label beside the dashed line where it has room.
    const QFontMetrics metrics(font());
    const double y = margin + g.legendLines * (metrics.height() + margin);
    double baseline = y + metrics.ascent();
    double x = g.plot.left();
    const QRectF swatch(x, y + (metrics.height() - swatchSize) / 2.0, swatchSize, swatchSize);
    painter.setPen(Qt::NoPen);
    painter.setBrush(Style::pinnedForward);
    painter.drawRect(swatch.adjusted(0, 0, -swatchSize / 2.0, 0));
    painter.setBrush(Style::pinnedBackward);
    painter.drawRect(swatch.adjusted(swatchSize / 2.0, 0, 0, 0));
    x += swatchSize + 4;
    painter.setPen(Style::paperText);
    const int lineStep = metrics.height() + margin;
    for (qsizetype i = 0; i < g.pinnedLines.size(); ++i)
        painter.drawText(QPointF(x, baseline + double(i * lineStep)), g.pinnedLines.at(i));
    // The makespan's label goes on the name's last line.
    baseline += double((g.pinnedLines.size() - 1) * lineStep);
    const double nameEnd = x + metrics.horizontalAdvance(g.pinnedLines.constLast()) + 2 * margin;

    const QString makespan = pinnedMakespanText();
    const double makespanWidth = metrics.horizontalAdvance(makespan);
    const double lineX = g.plot.left() + m_pinned->result.makespan * g.pixelsPerUnit;
    // Left of the line, else right of it, else after the name.
    double left = lineX - 4 - makespanWidth;
    if (left < nameEnd)
        left = lineX + 4;
    if (left < nameEnd || left + makespanWidth > width() - margin)
        left = nameEnd;
    if (left + makespanWidth <= width() - margin) {
        painter.setPen(Style::paperQuietText);
        painter.drawText(QPointF(left, baseline), makespan);
    }
}

void PipelineTimelineWidget::paintRows(QPainter &painter, const Geometry &g) const
{
    const QFontMetrics metrics(font());
    QFont labelFont = font();
    if (g.blockHeight < metrics.height() + 2)
        labelFont.setPointSizeF(std::max(6.0, labelFont.pointSizeF() * 0.8));
    const QFontMetrics labelMetrics(labelFont);
    const bool rowFitsLabel = g.blockHeight >= labelMetrics.height();
    if (labelFont != m_labelFont) {
        m_laidOut.clear();
        m_labelFont = labelFont;
    }
    const QString bubbleText = tr("bubble");
    const double bubbleTextWidth = laidOut(bubbleText).size().width() + 6;
    const double minimumLabelledWidth = laidOut(u"0"_s).size().width() + 3;
    constexpr double minimumOutlinedWidth = 4.0;
    const bool framesFit = g.blockHeight >= minimumFramedSize(Style::otherChunkFrameWidth);

    // Thousands of blocks at p = 16, m = 64: gather the rectangles by colour and
    // draw each colour at once, then the few labels that fit.
    struct Label
    {
        QRectF box;
        QString text;
        QColor colour;
    };
    QList<QRectF> bubbles;
    // Per kind, in the first chunk's shade and in the other chunks' shade.
    std::array<std::array<QList<QRectF>, 2>, pipeline::blockKindCount> outlined;
    std::array<std::array<QList<QRectF>, 2>, pipeline::blockKindCount> plain;
    ChunkFrames frames(Style::otherChunkFrameWidth);
    QList<Label> labels;
    bubbles.reserve(m_result.stages.size());

    for (int stage = 0; stage < m_result.stages.size(); ++stage) {
        const QRectF row(g.plot.left(), g.plot.top() + stage * g.rowHeight, g.plot.width(),
                         g.rowHeight);
        painter.setPen(Style::paperText);
        painter.drawText(QRectF(margin, row.top(), g.plot.left() - 2 * margin, row.height()),
                         Qt::AlignRight | Qt::AlignVCenter, stageName(stage));

        // The whole row starts as bubble; blocks are drawn over it.
        bubbles.append(blockRect(g, stage, 0, m_result.makespan));
        double previousEnd = 0;
        const auto labelGap = [&](double from, double to) {
            if (rowFitsLabel && (to - from) * g.pixelsPerUnit >= bubbleTextWidth)
                labels.append({blockRect(g, stage, from, to), bubbleText, Style::bubbleText});
        };
        const QList<Block> &blocks = m_result.stages[stage].blocks;
        for (const Block &block : blocks) {
            if (block.start > previousEnd + 1e-9)
                labelGap(previousEnd, block.start);
            previousEnd = block.end;
            const QRectF box = blockRect(g, stage, block.start, block.end);
            const auto kind = static_cast<std::size_t>(block.kind);
            const bool otherChunk = isOtherChunk(block.chunk);
            (box.width() >= minimumOutlinedWidth ? outlined : plain)[kind][otherChunk ? 1 : 0]
                .append(box);
            if (otherChunk && framesFit)
                frames.add(box);
            if (rowFitsLabel && box.width() >= minimumLabelledWidth) {
                QString label = blockLabel(block);
                if (laidOut(label).size().width() + 2 <= box.width())
                    labels.append({box, std::move(label), textColour(block.kind)});
            }
        }
        if (m_result.makespan > previousEnd + 1e-9)
            labelGap(previousEnd, m_result.makespan);
    }

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
    frames.paint(painter, Style::otherChunkFrame);
    painter.setFont(labelFont);
    for (const Label &label : std::as_const(labels)) {
        painter.setPen(label.colour);
        const QStaticText &text = laidOut(label.text);
        const QSizeF size = text.size();
        painter.drawStaticText(label.box.center() - QPointF(size.width() / 2, size.height() / 2),
                               text);
    }
    painter.setFont(font());
}

void PipelineTimelineWidget::paintPinned(QPainter &painter, const Geometry &g) const
{
    // Under each row, the pinned run's blocks on paper, a pixel apart so that
    // neighbours of the faded shades stay told apart; a thin line through the
    // strip shows where that GPU waited.
    std::array<QList<QRectF>, pipeline::blockKindCount> blocks;
    QList<QLineF> idleLines;
    ChunkFrames frames(Style::pinnedOtherChunkFrameWidth);
    const bool framesFit = m_pinned->chunked && g.stripHeight >= minimumFramedSize(frames.width);
    const pipeline::Result &pinned = m_pinned->result;
    for (int stage = 0; stage < pinnedStrips(); ++stage) {
        const QRectF strip = stripRect(g, stage, 0, pinned.makespan);
        idleLines.append(
            QLineF(strip.left(), strip.center().y(), strip.right(), strip.center().y()));
        for (const Block &block : pinned.stages[stage].blocks) {
            QRectF box = stripRect(g, stage, block.start, block.end);
            if (box.width() > 2)
                box.adjust(0.5, 0, -0.5, 0);
            blocks[static_cast<std::size_t>(block.kind)].append(box);
            if (framesFit && isOtherChunk(block.chunk))
                frames.add(box);
        }
    }
    painter.setPen(QPen(Style::pinnedForward, 1));
    painter.drawLines(idleLines.constData(), int(idleLines.size()));
    painter.setPen(Qt::NoPen);
    for (std::size_t kind = 0; kind < blocks.size(); ++kind) {
        painter.setBrush(pinnedColour(BlockKind(kind)));
        painter.drawRects(blocks[kind].constData(), int(blocks[kind].size()));
    }
    frames.paint(painter, Style::pinnedOtherChunkFrame);
    // The pinned makespan: a dashed line, as the other charts draw the pinned setting.
    const double x = g.plot.left() + pinned.makespan * g.pixelsPerUnit;
    const QFontMetrics metrics(font());
    painter.setPen(ChartStyle::pinned.pen());
    painter.setBrush(Qt::NoBrush);
    painter.drawLine(QPointF(x, margin + metrics.height() + margin),
                     QPointF(x, g.plot.bottom() + 2));
}

const QStaticText &PipelineTimelineWidget::laidOut(const QString &text) const
{
    // Labels are numbers and a word or two: a few dozen per language.
    constexpr qsizetype maxKept = 512;
    auto found = m_laidOut.constFind(text);
    if (found == m_laidOut.constEnd()) {
        if (m_laidOut.size() >= maxKept)
            m_laidOut.clear();
        QStaticText laid(text);
        laid.setTextFormat(Qt::PlainText);
        laid.setPerformanceHint(QStaticText::AggressiveCaching);
        laid.prepare(QTransform(), m_labelFont);
        found = m_laidOut.insert(text, laid);
    }
    return *found;
}

void PipelineTimelineWidget::paintAxis(QPainter &painter, const Geometry &g) const
{
    const QLocale locale;
    const QFontMetrics metrics(font());
    const double axisY = g.plot.bottom() + 2;
    painter.setPen(Style::paperText);
    painter.drawLine(QPointF(g.plot.left(), axisY), QPointF(g.plot.right(), axisY));

    const double step = tickStep(g.pixelsPerUnit, 4.0 * metrics.horizontalAdvance(u"00"_s));
    const int decimals = step < 1.0 ? 1 : 0;
    for (int i = 0;; ++i) {
        const double t = i * step;
        if (t > g.span + 1e-9)
            break;
        const double x = g.plot.left() + t * g.pixelsPerUnit;
        painter.drawLine(QPointF(x, axisY), QPointF(x, axisY + 4));
        const QString text = locale.toString(t, 'f', decimals);
        const double textWidth = metrics.horizontalAdvance(text);
        const double left = std::clamp(x - textWidth / 2, 0.0, width() - textWidth - 1);
        painter.drawText(QPointF(left, axisY + 4 + metrics.ascent()), text);
    }
    const double titleTop = axisY + 6 + metrics.height();
    if (axisTitleWraps(g.plot.width()))
        painter.drawText(QRectF(margin, titleTop, width() - 2 * margin, 2 * metrics.height() + 2),
                         Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap, axisTitle());
    else
        painter.drawText(QRectF(g.plot.left(), titleTop, g.plot.width(), metrics.height() + 2),
                         Qt::AlignHCenter | Qt::AlignTop, axisTitle());
}

QString PipelineTimelineWidget::axisTitle() const
{
    return tr("time (one micro-batch forward = 1 unit); makespan %1")
        .arg(timeText(m_result.makespan, 1));
}

bool PipelineTimelineWidget::axisTitleWraps(double plotWidth) const
{
    return QFontMetrics(font()).horizontalAdvance(axisTitle()) > plotWidth;
}

QString PipelineTimelineWidget::describeAt(const pipeline::Result &result, bool chunked, int stage,
                                           double time) const
{
    if (time > result.makespan + 1e-9)
        return {};
    const auto number = [](double value) {
        return timeText(value, 2);
    };
    // Blocks are in the order the stage ran them, so their starts only grow.
    double previousEnd = 0;
    double nextStart = result.makespan;
    for (const Block &block : result.stages[stage].blocks) {
        if (time < block.start) {
            nextStart = block.start;
            break;
        }
        if (time <= block.end) {
            const QString label = blockLabel(result, block);
            QString what = result.microBatchesPerBlock > 1
                               ? tr("%1, %2, whole batch (micro-batches %3)")
                                     .arg(stageName(stage), kindName(block.kind), label)
                               : tr("%1, %2, micro-batch %3")
                                     .arg(stageName(stage), kindName(block.kind), label);
            if (chunked)
                what = tr("%1, chunk %2").arg(what, QLocale().toString(block.chunk + 1));
            return tr("%1: time %2 to %3").arg(what, number(block.start), number(block.end));
        }
        previousEnd = block.end;
    }
    return tr("%1 is idle (bubble) from time %2 to %3")
        .arg(stageName(stage), number(previousEnd), number(nextStart));
}

QString PipelineTimelineWidget::toolTipAt(const QPoint &position) const
{
    if (!m_result.ok() || m_result.stages.isEmpty())
        return {};
    const Geometry g = geometry();
    if (!g.plot.contains(position) || g.pixelsPerUnit <= 0)
        return {};
    const int stage = std::clamp(int((position.y() - g.plot.top()) / g.rowHeight), 0,
                                 int(m_result.stages.size()) - 1);
    const double time = (position.x() - g.plot.left()) / g.pixelsPerUnit;
    const double inRow = position.y() - g.plot.top() - stage * g.rowHeight;
    if (stage < pinnedStrips() && inRow >= g.stripTop - 1) {
        const QString pinned = describeAt(m_pinned->result, m_pinned->chunked, stage, time);
        if (pinned.isEmpty())
            return {};
        return tr("Pinned setting (%1): %2").arg(m_pinned->label, pinned);
    }
    return describeAt(m_result, m_chunked, stage, time);
}

bool PipelineTimelineWidget::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const QString text = toolTipAt(help->pos());
        if (text.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), text, this);
        return true;
    }
    return QWidget::event(event);
}

void PipelineTimelineWidget::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::LocaleChange) {
        updateAccessibleText();
        update();
    }
    QWidget::changeEvent(event);
}
