#include "pipeline/pipelinetimelinewidget.h"

#include "charts/chartlook.h"
#include "charts/chartstyle.h"
#include "pipeline/timelinepaint.h"

#include <QEvent>
#include <QHelpEvent>
#include <QLocale>
#include <QPainter>
#include <QStringList>
#include <QToolTip>

#include <algorithm>
#include <array>

using namespace Qt::StringLiterals;
using pipeline::Block;
using pipeline::BlockKind;
namespace Style = ChartStyle::Pipeline;

using namespace TimelinePaint;

namespace {

constexpr int margin = TimelineLayout::margin;
constexpr int swatchSize = TimelineLayout::swatchSize;

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
    m_result = result;
    m_message = message;
    updateAccessibleText();
    update();
}

void PipelineTimelineWidget::setPinned(const QString &label, const pipeline::Result &pinned)
{
    m_pinned = TimelineLayout::Pinned{label, pinned};
    m_pinnedChunked = TimelineLayout::hasChunks(pinned);
    updateAccessibleText();
    update();
}

void PipelineTimelineWidget::clearPinned()
{
    if (!m_pinned)
        return;
    m_pinned.reset();
    updateAccessibleText();
    update();
}

TimelineLayout PipelineTimelineWidget::timelineLayout() const
{
    return TimelineLayout(m_result, m_pinned, QFontMetrics(font()), size());
}

QString PipelineTimelineWidget::blockLabel(const Block &block) const
{
    return TimelineLayout::blockLabel(m_result, block);
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
                         .arg(TimelineLayout::stageName(stage),
                              locale.toString(timeline.blocks.size()),
                              locale.toString(timeline.busyTime, 'f', 1),
                              locale.toString(timeline.idleTime, 'f', 1)));
    }
    const TimelineLayout layout = timelineLayout();
    if (layout.drawsPinned()) {
        lines.append(tr("Pinned: %1; makespan %2 time units, against %3 now.")
                         .arg(m_pinned->label,
                              TimelineLayout::timeText(m_pinned->result.makespan, 1),
                              TimelineLayout::timeText(m_result.makespan, 1)));
        const qsizetype pinnedGpus = m_pinned->result.stages.size();
        if (pinnedGpus > layout.pinnedStrips())
            lines.append(
                tr("The pinned run's strips show its first %1 of %2 GPUs.")
                    .arg(locale.toString(layout.pinnedStrips()), locale.toString(pinnedGpus)));
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

void PipelineTimelineWidget::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.fillRect(rect(), ChartLook::plotArea(palette()));
    if (!m_result.ok() || m_result.stages.isEmpty()) {
        painter.setPen(ChartLook::paperText(palette()));
        painter.drawText(rect().adjusted(2 * margin, 2 * margin, -2 * margin, -2 * margin),
                         Qt::AlignCenter | Qt::TextWordWrap, m_message);
        return;
    }
    const TimelineLayout layout = timelineLayout();
    paintLegend(painter, layout);
    paintRows(painter, layout);
    if (layout.drawsPinned()) {
        paintPinned(painter, layout);
        paintPinnedLegend(painter, layout);
    }
    paintAxis(painter, layout);
    if (hasFocus()) {
        painter.setPen(QPen(palette().color(QPalette::Highlight), 1, Qt::DashLine));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(rect().adjusted(0, 0, -1, -1));
    }
}

void PipelineTimelineWidget::paintLegend(QPainter &painter, const TimelineLayout &layout) const
{
    const QFontMetrics metrics(font());
    for (const TimelineLayout::LegendEntry &entry : layout.legend()) {
        const QPointF place = entry.place;
        const QRectF swatch(place.x(), place.y() + (metrics.height() - swatchSize) / 2.0,
                            swatchSize, swatchSize);
        // On dark paper a dark fill is read by an outline in the text's colour.
        const QColor paper = ChartLook::plotArea(palette());
        painter.setPen(ChartLook::contrast(entry.colour, paper) >= 3.0
                           ? entry.colour.darker(Style::swatchOutlineDarkness)
                           : ChartLook::paperText(palette()));
        painter.setBrush(entry.colour);
        painter.drawRect(swatch);
        // A chunk's mark as its blocks carry it, a thinner frame for the small swatch.
        ChunkMarks marks(1.0);
        marks.add(swatch, entry.mark, true);
        marks.paint(painter, Style::otherChunkFrame);
        painter.setPen(ChartLook::paperText(palette()));
        painter.drawText(QPointF(place.x() + swatchSize + 4, place.y() + metrics.ascent()),
                         entry.text);
    }
    if (const std::optional<QPointF> note = layout.numbersNotePlace()) {
        painter.setPen(ChartLook::paperQuietText(palette()));
        painter.drawText(*note, layout.numbersNote());
    }
}

void PipelineTimelineWidget::paintPinnedLegend(QPainter &painter, const TimelineLayout &layout) const
{
    // Lines of their own under the legend: "Pinned: <setting>" at the left, the
    // makespan's label beside the dashed line where it has room.
    const QFontMetrics metrics(font());
    const double y = layout.pinnedLinesTop();
    const double x = layout.plot().left();
    const QRectF swatch(x, y + (metrics.height() - swatchSize) / 2.0, swatchSize, swatchSize);
    painter.setPen(Qt::NoPen);
    painter.setBrush(Style::pinnedForward);
    painter.drawRect(swatch.adjusted(0, 0, -swatchSize / 2.0, 0));
    painter.setBrush(Style::pinnedBackward);
    painter.drawRect(swatch.adjusted(swatchSize / 2.0, 0, 0, 0));
    painter.setPen(ChartLook::paperText(palette()));
    const int lineStep = metrics.height() + margin;
    const QStringList &lines = layout.pinnedLines();
    for (qsizetype i = 0; i < lines.size(); ++i)
        painter.drawText(QPointF(x + swatchSize + 4, y + metrics.ascent() + double(i * lineStep)),
                         lines.at(i));
    if (const std::optional<QPointF> makespan = layout.pinnedMakespanPlace()) {
        painter.setPen(ChartLook::paperQuietText(palette()));
        painter.drawText(*makespan, layout.pinnedMakespanText());
    }
}

void PipelineTimelineWidget::paintRows(QPainter &painter, const TimelineLayout &g) const
{
    const QFont labelFont = g.blockLabelFont(font());
    const QFontMetricsF labelMetrics(labelFont);
    const bool rowFitsLabel = g.blockHeight() >= labelMetrics.height();
    if (labelFont != m_labelFont) {
        m_laidOut.clear();
        m_labelFont = labelFont;
    }
    const QString bubbleText = tr("bubble");
    const double bubbleTextWidth = laidOut(bubbleText).size().width() + 6;
    const double minimumLabelledWidth = laidOut(u"0"_s).size().width() + 3;
    constexpr double minimumOutlinedWidth = 4.0;
    const bool framesFit = g.blockHeight() >= minimumFramedSize(Style::otherChunkFrameWidth);

    // Thousands of blocks at p = 16, m = 64: gather the rectangles by colour and
    // draw each colour at once, then the few labels that fit.
    RowFills fills;
    QList<Label> labels;
    fills.bubbles.reserve(m_result.stages.size());

    for (int stage = 0; stage < m_result.stages.size(); ++stage) {
        const QRectF row(g.plot().left(), g.plot().top() + stage * g.rowHeight(), g.plot().width(),
                         g.rowHeight());
        painter.setPen(ChartLook::paperText(palette()));
        painter.drawText(QRectF(margin, row.top(), g.plot().left() - 2 * margin, row.height()),
                         Qt::AlignRight | Qt::AlignVCenter, TimelineLayout::stageName(stage));

        // The whole row starts as bubble; blocks are drawn over it.
        fills.bubbles.append(g.blockRect(stage, 0, m_result.makespan));
        double previousEnd = 0;
        const auto labelGap = [&](double from, double to) {
            if (rowFitsLabel && (to - from) * g.pixelsPerUnit() >= bubbleTextWidth)
                labels.append({g.blockRect(stage, from, to), bubbleText, Style::bubbleText, {}});
        };
        const QList<Block> &blocks = m_result.stages[stage].blocks;
        for (const Block &block : blocks) {
            if (block.start > previousEnd + 1e-9)
                labelGap(previousEnd, block.start);
            previousEnd = block.end;
            const QRectF box = g.blockRect(stage, block.start, block.end);
            const auto kind = static_cast<std::size_t>(block.kind);
            const bool otherChunk = isOtherChunk(block.chunk);
            (box.width() >= minimumOutlinedWidth ? fills.outlined
                                                 : fills.plain)[kind][otherChunk ? 1 : 0]
                .append(box);
            const TimelineLayout::ChunkMark mark = TimelineLayout::chunkMark(block.chunk);
            fills.marks.add(box, mark, framesFit);
            if (rowFitsLabel && box.width() >= minimumLabelledWidth) {
                QString label = blockLabel(block);
                if (g.labelFits(labelMetrics, label, box))
                    labels.append({box, std::move(label), textColour(block.kind),
                                   mark.hatched ? fillColour(block.kind, block.chunk) : QColor()});
            }
        }
        if (m_result.makespan > previousEnd + 1e-9)
            labelGap(previousEnd, m_result.makespan);
    }

    fills.paint(painter);
    painter.setFont(labelFont);
    for (const Label &label : std::as_const(labels)) {
        painter.setPen(label.colour);
        const QStaticText &text = laidOut(label.text);
        const QSizeF size = text.size();
        if (label.backing.isValid())
            painter.fillRect(QRectF(label.box.center()
                                        - QPointF(size.width() / 2 + 1, size.height() / 2),
                                    QSizeF(size.width() + 2, size.height()))
                                 .intersected(label.box.adjusted(1, 1, -1, -1)),
                             label.backing);
        painter.drawStaticText(label.box.center() - QPointF(size.width() / 2, size.height() / 2),
                               text);
    }
    painter.setFont(font());
}

void PipelineTimelineWidget::paintPinned(QPainter &painter, const TimelineLayout &g) const
{
    // Under each row, the pinned run's blocks on paper, a pixel apart so that
    // neighbours of the faded shades stay told apart; a thin line through the
    // strip shows where that GPU waited.
    std::array<QList<QRectF>, pipeline::blockKindCount> blocks;
    QList<QLineF> idleLines;
    ChunkMarks marks(Style::pinnedOtherChunkFrameWidth);
    const bool framesFit = g.stripHeight() >= minimumFramedSize(marks.width);
    const pipeline::Result &pinned = m_pinned->result;
    for (int stage = 0; stage < g.pinnedStrips(); ++stage) {
        const QRectF strip = g.stripRect(stage, 0, pinned.makespan);
        idleLines.append(
            QLineF(strip.left(), strip.center().y(), strip.right(), strip.center().y()));
        for (const Block &block : pinned.stages[stage].blocks) {
            QRectF box = g.stripRect(stage, block.start, block.end);
            if (box.width() > 2)
                box.adjust(0.5, 0, -0.5, 0);
            blocks[static_cast<std::size_t>(block.kind)].append(box);
            if (m_pinnedChunked)
                marks.add(box, TimelineLayout::chunkMark(block.chunk), framesFit);
        }
    }
    painter.setPen(QPen(Style::pinnedForward, 1));
    painter.drawLines(idleLines.constData(), int(idleLines.size()));
    painter.setPen(Qt::NoPen);
    for (std::size_t kind = 0; kind < blocks.size(); ++kind) {
        painter.setBrush(pinnedColour(BlockKind(kind)));
        painter.drawRects(blocks[kind].constData(), int(blocks[kind].size()));
    }
    marks.paint(painter, Style::pinnedOtherChunkFrame);
    // The pinned makespan: a dashed line, as the other charts draw the pinned setting.
    const double x = g.plot().left() + pinned.makespan * g.pixelsPerUnit();
    const QFontMetrics metrics(font());
    painter.setPen(ChartStyle::pinned.pen());
    painter.setBrush(Qt::NoBrush);
    painter.drawLine(QPointF(x, margin + metrics.height() + margin),
                     QPointF(x, g.plot().bottom() + 2));
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

void PipelineTimelineWidget::paintAxis(QPainter &painter, const TimelineLayout &layout) const
{
    const QFontMetrics metrics(font());
    const QRectF plot = layout.plot();
    const double axisY = plot.bottom() + 2;
    painter.setPen(ChartLook::paperText(palette()));
    painter.drawLine(QPointF(plot.left(), axisY), QPointF(plot.right(), axisY));
    for (const TimelineLayout::Tick &tick : layout.ticks()) {
        painter.drawLine(QPointF(tick.x, axisY), QPointF(tick.x, axisY + 4));
        painter.drawText(QPointF(tick.textLeft, axisY + 4 + metrics.ascent()), tick.text);
    }
    const double titleTop = axisY + 6 + metrics.height();
    if (layout.axisTitleWraps())
        painter.drawText(QRectF(margin, titleTop, width() - 2 * margin, 2 * metrics.height() + 2),
                         Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap, layout.axisTitle());
    else
        painter.drawText(QRectF(plot.left(), titleTop, plot.width(), metrics.height() + 2),
                         Qt::AlignHCenter | Qt::AlignTop, layout.axisTitle());
}

QString PipelineTimelineWidget::toolTipAt(const QPoint &position) const
{
    if (!m_result.ok() || m_result.stages.isEmpty())
        return {};
    const TimelineLayout layout = timelineLayout();
    const std::optional<TimelineLayout::Hit> hit = layout.hitAt(position);
    if (!hit)
        return {};
    if (hit->onPinnedStrip) {
        const QString pinned = TimelineLayout::describeAt(m_pinned->result, m_pinnedChunked,
                                                          hit->stage, hit->time);
        if (pinned.isEmpty())
            return {};
        return tr("Pinned setting (%1): %2").arg(m_pinned->label, pinned);
    }
    return TimelineLayout::describeAt(m_result, layout.chunked(), hit->stage, hit->time);
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
