#include "pipeline/timelinelayout.h"

#include "charts/chartstyle.h"

#include <QLocale>

#include <algorithm>
#include <cmath>
#include <limits>

using namespace Qt::StringLiterals;
using pipeline::Block;
using pipeline::BlockKind;
namespace Style = ChartStyle::Pipeline;

namespace {

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

TimelineLayout::TimelineLayout(const pipeline::Result &result, const std::optional<Pinned> &pinned,
                               const QFontMetrics &metrics, const QSize &size)
    : m_result(result)
    , m_pinned(pinned)
    , m_metrics(metrics)
    , m_size(size)
{
    m_drawsPinned = m_pinned && m_pinned->result.ok() && !m_pinned->result.stages.isEmpty();
    for (const pipeline::StageTimeline &stage : std::as_const(m_result.stages)) {
        for (const Block &block : stage.blocks) {
            m_splitBackward = m_splitBackward || block.kind == BlockKind::BackwardWeight;
            m_chunked = m_chunked || block.chunk > 0;
            m_chunkCount = std::max(m_chunkCount, block.chunk + 1);
        }
    }
    const int stages = std::max<int>(1, int(m_result.stages.size()));
    int labelWidth = 0;
    for (int stage = 0; stage < stages; ++stage)
        labelWidth = std::max(labelWidth, m_metrics.horizontalAdvance(stageName(stage)));
    const int plotLeft = margin + labelWidth + margin;
    const int plotWidth = m_size.width() - labelWidth - 3 * margin - 4;
    m_plot = QRectF(plotLeft, 0, plotWidth, 0); // its top and height follow from the legend
    placeLegend();
    const int lineStep = m_metrics.height() + margin;
    int legendHeight = margin + m_legendLines * lineStep;
    if (m_drawsPinned) {
        m_pinnedLines = pinnedNameLines(m_size.width() - margin - (plotLeft + swatchSize + 4));
        legendHeight += int(m_pinnedLines.size()) * lineStep;
    }
    const int axisHeight = (axisTitleWraps() ? 3 : 2) * m_metrics.height() + 3 * margin;
    m_plot = QRectF(plotLeft, legendHeight, plotWidth, m_size.height() - legendHeight - axisHeight);
    m_rowHeight = m_plot.height() / stages;
    if (m_drawsPinned) {
        m_blockHeight = m_rowHeight * pinnedBlockShare - padding();
        m_stripTop = m_rowHeight * pinnedBlockShare + padding();
        m_stripHeight = m_rowHeight * pinnedStripShare - padding();
    } else {
        m_blockHeight = m_rowHeight - 2 * padding();
    }
    m_span = m_result.makespan;
    if (m_drawsPinned)
        m_span = std::max(m_span, m_pinned->result.makespan);
    m_pixelsPerUnit = m_span > 0 ? m_plot.width() / m_span : 0;
}

int TimelineLayout::pinnedStrips() const
{
    // The rows are the current run's GPUs. A pinned run with fewer GPUs has
    // strips under its own GPUs only; one with more shows its first p, under
    // the GPUs of the same number: rows added for GPUs the current run does not
    // have would squeeze the run being explored, and the dashed line still
    // marks the pinned run's whole makespan (the summary names the GPUs left out).
    if (!m_drawsPinned)
        return 0;
    return int(std::min(m_result.stages.size(), m_pinned->result.stages.size()));
}

QColor TimelineLayout::fillColour(BlockKind kind)
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

QString TimelineLayout::stageName(int stage)
{
    return tr("GPU %1").arg(QLocale().toString(stage + 1));
}

QString TimelineLayout::kindName(BlockKind kind)
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

QString TimelineLayout::blockLabel(const pipeline::Result &result, const Block &block)
{
    const QLocale locale;
    if (result.microBatchesPerBlock > 1)
        return u"%1–%2"_s.arg(locale.toString(1), locale.toString(result.microBatchesPerBlock));
    return locale.toString(block.microBatch + 1);
}

QString TimelineLayout::timeText(double value, int decimals)
{
    return QLocale().toString(value, 'f', value == std::floor(value) ? 0 : decimals);
}

bool TimelineLayout::hasChunks(const pipeline::Result &result)
{
    for (const pipeline::StageTimeline &stage : result.stages) {
        for (const Block &block : stage.blocks) {
            if (block.chunk > 0)
                return true;
        }
    }
    return false;
}

TimelineLayout::ChunkMark TimelineLayout::chunkMark(int chunk)
{
    // Chunk 2 framed, 3 hatched, 4 both (v is at most 4).
    return {chunk % 2 == 1, chunk % 4 >= 2};
}

void TimelineLayout::placeLegend()
{
    m_legend = {{fillColour(BlockKind::Forward), kindName(BlockKind::Forward), {}, {}}};
    const QList<BlockKind> backward = m_splitBackward ? QList{BlockKind::BackwardInput,
                                                              BlockKind::BackwardWeight}
                                                      : QList{BlockKind::Backward};
    for (BlockKind kind : backward)
        m_legend.append({fillColour(kind), kindName(kind), {}, {}});
    if (m_chunked) {
        // Each chunk the GPUs run, in its shade with its mark; the tooltips name it too.
        const QLocale locale;
        for (int chunk = 0; chunk < m_chunkCount; ++chunk)
            m_legend.append({inSecondShade(chunk) ? Style::forwardOtherChunk : Style::forward,
                             tr("chunk %1").arg(locale.toString(chunk + 1)),
                             chunkMark(chunk),
                             {}});
    }
    m_legend.append({Style::bubble, tr("bubble (idle GPU)"), {}, {}});

    // Wrapped between the plot's left and the widget's right margin.
    const double left = m_plot.left();
    double x = left;
    double y = margin;
    m_legendLines = 1;
    for (LegendEntry &entry : m_legend) {
        const double entryWidth = swatchSize + 4 + m_metrics.horizontalAdvance(entry.text);
        if (x > left && x + entryWidth > m_size.width() - margin) {
            x = left;
            y += m_metrics.height() + margin;
            ++m_legendLines;
        }
        entry.place = {x, y};
        x += entryWidth + 3 * margin;
    }
}

QString TimelineLayout::numbersNote() const
{
    return tr("numbers: micro-batch");
}

std::optional<QPointF> TimelineLayout::numbersNotePlace() const
{
    if (m_result.microBatchesPerBlock > 1 || m_legend.isEmpty())
        return std::nullopt;
    const LegendEntry &last = m_legend.constLast();
    const double x = last.place.x() + swatchSize + 4 + m_metrics.horizontalAdvance(last.text)
                     + 3 * margin;
    if (x + m_metrics.horizontalAdvance(numbersNote()) > m_size.width() - margin)
        return std::nullopt;
    return QPointF(x, last.place.y() + m_metrics.ascent());
}

QStringList TimelineLayout::pinnedNameLines(double room) const
{
    const QString separator = u", "_s;
    const QStringList parts = tr("Pinned: %1").arg(m_pinned->label).split(separator);
    QStringList lines;
    for (qsizetype i = 0; i < parts.size(); ++i) {
        const QString &part = parts.at(i);
        // A line that breaks after this part ends in its comma.
        const QString ending = i + 1 < parts.size() ? separator.trimmed() : QString();
        if (lines.isEmpty()) {
            lines.append(part);
        } else if (m_metrics.horizontalAdvance(lines.last() + separator + part + ending) <= room) {
            lines.last() += separator + part;
        } else {
            lines.last() += separator.trimmed();
            lines.append(part);
        }
    }
    for (QString &line : lines)
        line = m_metrics.elidedText(line, Qt::ElideRight, int(std::max(0.0, room)));
    return lines;
}

double TimelineLayout::pinnedLinesTop() const
{
    return margin + m_legendLines * (m_metrics.height() + margin);
}

QString TimelineLayout::pinnedMakespanText() const
{
    return m_pinned ? tr("pinned: makespan %1").arg(timeText(m_pinned->result.makespan, 1))
                    : QString();
}

double TimelineLayout::pinnedMakespanX() const
{
    return m_drawsPinned ? m_plot.left() + m_pinned->result.makespan * m_pixelsPerUnit : 0;
}

std::optional<QPointF> TimelineLayout::pinnedMakespanPlace() const
{
    if (!m_drawsPinned || m_pinnedLines.isEmpty())
        return std::nullopt;
    const int lineStep = m_metrics.height() + margin;
    const double baseline = pinnedLinesTop() + m_metrics.ascent()
                            + double((m_pinnedLines.size() - 1) * lineStep);
    const double nameEnd = m_plot.left() + swatchSize + 4
                           + m_metrics.horizontalAdvance(m_pinnedLines.constLast()) + 2 * margin;
    const double makespanWidth = m_metrics.horizontalAdvance(pinnedMakespanText());
    const double lineX = pinnedMakespanX();
    const double right = m_size.width() - margin;
    double left = lineX - 4 - makespanWidth;
    if (left < nameEnd)
        left = lineX + 4;
    if (left < nameEnd || left + makespanWidth > right)
        left = nameEnd;
    if (left + makespanWidth > right)
        return std::nullopt;
    return QPointF(left, baseline);
}

QRectF TimelineLayout::blockRect(int stage, double start, double end) const
{
    return QRectF(m_plot.left() + start * m_pixelsPerUnit,
                  m_plot.top() + stage * m_rowHeight + padding(), (end - start) * m_pixelsPerUnit,
                  m_blockHeight);
}

QRectF TimelineLayout::stripRect(int stage, double start, double end) const
{
    return QRectF(m_plot.left() + start * m_pixelsPerUnit,
                  m_plot.top() + stage * m_rowHeight + m_stripTop, (end - start) * m_pixelsPerUnit,
                  m_stripHeight);
}

QList<TimelineLayout::Tick> TimelineLayout::ticks() const
{
    const QLocale locale;
    const double step = tickStep(m_pixelsPerUnit, 4.0 * m_metrics.horizontalAdvance(u"00"_s));
    const int decimals = step < 1.0 ? 1 : 0;
    QList<Tick> ticks;
    for (int i = 0;; ++i) {
        const double t = i * step;
        if (t > m_span + 1e-9)
            break;
        Tick tick;
        tick.x = m_plot.left() + t * m_pixelsPerUnit;
        tick.text = locale.toString(t, 'f', decimals);
        const double textWidth = m_metrics.horizontalAdvance(tick.text);
        tick.textLeft = std::clamp(tick.x - textWidth / 2, 0.0, m_size.width() - textWidth - 1);
        ticks.append(tick);
    }
    return ticks;
}

QString TimelineLayout::axisTitle() const
{
    return tr("time (one micro-batch forward = 1 unit); makespan %1")
        .arg(timeText(m_result.makespan, 1));
}

bool TimelineLayout::axisTitleWraps() const
{
    return m_metrics.horizontalAdvance(axisTitle()) > m_plot.width();
}

bool TimelineLayout::labelFits(const QFontMetricsF &metrics, const QString &text,
                               const QRectF &box) const
{
    // Two pixels clear of the block's edges on either side, by the text's
    // advance or its ink, whichever is wider (a Bengali digit's ink is).
    const qreal width = std::max(metrics.horizontalAdvance(text),
                                 metrics.boundingRect(text).width());
    return m_blockHeight >= metrics.height() && width + 4 <= box.width();
}

bool TimelineLayout::everyLabelFits(const QFont &font) const
{
    // The narrowest block against the widest number: every micro-batch has
    // a forward block, and forward blocks are the narrowest.
    double narrowest = std::numeric_limits<double>::max();
    int microBatches = 0;
    for (const pipeline::StageTimeline &stage : std::as_const(m_result.stages)) {
        for (const Block &block : stage.blocks) {
            narrowest = std::min(narrowest, (block.end - block.start) * m_pixelsPerUnit);
            microBatches = std::max(microBatches, block.microBatch + 1);
        }
    }
    if (microBatches == 0)
        return true;
    const QFontMetricsF metrics(font);
    const QRectF narrowestBox(0, 0, narrowest, m_blockHeight);
    if (m_result.microBatchesPerBlock > 1)
        return labelFits(metrics, blockLabel(m_result, m_result.stages[0].blocks[0]), narrowestBox);
    const QLocale locale;
    for (int microBatch = 1; microBatch <= microBatches; ++microBatch) {
        if (!labelFits(metrics, locale.toString(microBatch), narrowestBox))
            return false;
    }
    return true;
}

QFont TimelineLayout::blockLabelFont(const QFont &font) const
{
    QFont label = font;
    if (font.pointSizeF() <= 0)
        return label;
    constexpr double smallestPoints = 6.0;
    if (m_blockHeight < QFontMetricsF(font).height() + 2)
        label.setPointSizeF(std::max(smallestPoints, font.pointSizeF() * 0.8));
    if (everyLabelFits(label))
        return label;
    // The largest text size leaves a block or two too narrow for its number:
    // a smaller font, while that lets every number show.
    for (double scale = 0.95; scale >= minimumLabelScale - 1e-9; scale -= 0.05) {
        QFont smaller = font;
        smaller.setPointSizeF(std::max(smallestPoints, font.pointSizeF() * scale));
        if (smaller.pointSizeF() < label.pointSizeF() && everyLabelFits(smaller))
            return smaller;
    }
    return label;
}

std::optional<TimelineLayout::Hit> TimelineLayout::hitAt(const QPointF &position) const
{
    if (m_result.stages.isEmpty() || !m_plot.contains(position) || m_pixelsPerUnit <= 0)
        return std::nullopt;
    Hit hit;
    hit.stage = std::clamp(int((position.y() - m_plot.top()) / m_rowHeight), 0,
                           int(m_result.stages.size()) - 1);
    hit.time = (position.x() - m_plot.left()) / m_pixelsPerUnit;
    const double inRow = position.y() - m_plot.top() - hit.stage * m_rowHeight;
    hit.onPinnedStrip = hit.stage < pinnedStrips() && inRow >= m_stripTop - 1;
    return hit;
}

QString TimelineLayout::describeAt(const pipeline::Result &result, bool chunked, int stage,
                                   double time)
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
