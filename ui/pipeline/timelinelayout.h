#pragma once

#include "core/pipelinesimulator.h"

#include <QColor>
#include <QCoreApplication>
#include <QFont>
#include <QFontMetrics>
#include <QFontMetricsF>
#include <QList>
#include <QPointF>
#include <QRectF>
#include <QSize>
#include <QStringList>

#include <optional>

// Where everything of a pipeline timeline goes, worked out from a result, a
// pinned run, a font's metrics and the widget's size, without painting: the
// legend and its places, the pinned setting's name on its lines, the plot,
// each block's and pinned strip's rectangle, and the time axis' ticks.
// PipelineTimelineWidget paints it; its texts are that widget's translations.
class TimelineLayout
{
    Q_DECLARE_TR_FUNCTIONS(PipelineTimelineWidget)

public:
    struct Pinned
    {
        QString label; // "GPipe, p = 4, m = 8, r = 2.0"
        pipeline::Result result;
    };
    // How interleaved 1F1B tells a GPU's model chunks apart (chunk from 0):
    // chunks 1 and 3 in the first shade, 2 and 4 in the second, and within a
    // shade by marks drawn on the block: chunk 1 none, 2 a frame, 3 a hatch,
    // 4 both. The marks, not the hue, tell them apart (see chartstyle.h).
    struct ChunkMark
    {
        bool framed = false;
        bool hatched = false;
        friend bool operator==(const ChunkMark &, const ChunkMark &) = default;
    };
    static ChunkMark chunkMark(int chunk);
    static bool inSecondShade(int chunk) { return chunk % 2 == 1; }

    struct LegendEntry
    {
        QColor colour;
        QString text;
        ChunkMark mark; // a chunk's swatch carries its mark
        QPointF place; // where its swatch starts: its line's top
    };
    struct Tick
    {
        double x = 0; // on the axis
        QString text;
        double textLeft = 0; // kept inside the widget
    };

    static constexpr int margin = 6;
    static constexpr int swatchSize = 12;

    TimelineLayout(const pipeline::Result &result, const std::optional<Pinned> &pinned,
                   const QFontMetrics &metrics, const QSize &size);

    bool drawsPinned() const { return m_drawsPinned; }
    // The rows that get a pinned strip: the GPUs both runs have.
    int pinnedStrips() const;
    bool splitsBackward() const { return m_splitBackward; } // ZB-H1: B and W apart
    bool chunked() const { return m_chunked; } // interleaved: blocks of model chunks

    const QList<LegendEntry> &legend() const { return m_legend; }
    int legendLines() const { return m_legendLines; }
    // "numbers: micro-batch" after the last entry, where it fits on its line.
    std::optional<QPointF> numbersNotePlace() const;
    QString numbersNote() const;

    // The pinned setting's line(s) under the legend: "Pinned: <setting>"
    // broken between its parts to fit, never cut short but where one part
    // alone is wider than the room.
    const QStringList &pinnedLines() const { return m_pinnedLines; }
    double pinnedLinesTop() const;
    QString pinnedMakespanText() const;
    // Left of the dashed line, else right of it, else after the name, on the
    // name's last line; none where it fits nowhere.
    std::optional<QPointF> pinnedMakespanPlace() const;
    double pinnedMakespanX() const;

    QRectF plot() const { return m_plot; }
    double rowHeight() const { return m_rowHeight; }
    double blockHeight() const { return m_blockHeight; }
    double stripTop() const { return m_stripTop; } // from the row's top
    double stripHeight() const { return m_stripHeight; }
    double pixelsPerUnit() const { return m_pixelsPerUnit; }
    double span() const { return m_span; } // time units across: the longer makespan

    QRectF blockRect(int stage, double start, double end) const;
    QRectF stripRect(int stage, double start, double end) const;

    QList<Tick> ticks() const;

    // Which row, and which time on it, a point of the plot is at; on the
    // pinned strip (from a pixel above its top) or on the row's own blocks.
    struct Hit
    {
        int stage = 0;
        double time = 0;
        bool onPinnedStrip = false;
    };
    std::optional<Hit> hitAt(const QPointF &position) const;
    // The time axis' title; on two lines across the widget where the plot is
    // narrower than it.
    QString axisTitle() const;
    bool axisTitleWraps() const;

    // The font of the micro-batch numbers on the blocks: `font`, smaller
    // where the blocks are lower than its lines, and smaller still (to
    // minimumLabelScale of it) where that lets every block show its number.
    static constexpr double minimumLabelScale = 0.7;
    QFont blockLabelFont(const QFont &font) const;
    // Whether `text` in `metrics` fits on `box`, two pixels clear of its edges.
    bool labelFits(const QFontMetricsF &metrics, const QString &text, const QRectF &box) const;

    static QString stageName(int stage);
    static QString kindName(pipeline::BlockKind kind);
    // "3" or, for a whole-batch block, "1–8".
    static QString blockLabel(const pipeline::Result &result, const pipeline::Block &block);
    // What GPU `stage` of `result` does at `time`, as the tooltips say it;
    // nothing past the run's makespan.
    static QString describeAt(const pipeline::Result &result, bool chunked, int stage, double time);
    // A time in the current locale's digits: whole, or with `decimals`.
    static QString timeText(double value, int decimals);
    static bool hasChunks(const pipeline::Result &result);
    // A block's fill in the first chunk's shade.
    static QColor fillColour(pipeline::BlockKind kind);

private:
    void placeLegend();
    bool everyLabelFits(const QFont &font) const;
    QStringList pinnedNameLines(double room) const;
    double padding() const { return m_rowHeight >= 10 ? 1.5 : 0.5; }

    pipeline::Result m_result; // shared, not copied: the blocks are an implicitly shared list
    std::optional<Pinned> m_pinned;
    QFontMetrics m_metrics;
    QSize m_size;
    bool m_drawsPinned = false;
    bool m_splitBackward = false;
    bool m_chunked = false;
    int m_chunkCount = 1; // v, as the blocks show it
    QList<LegendEntry> m_legend;
    int m_legendLines = 1;
    QStringList m_pinnedLines;
    QRectF m_plot;
    double m_rowHeight = 0;
    double m_blockHeight = 0;
    double m_stripTop = 0;
    double m_stripHeight = 0;
    double m_pixelsPerUnit = 0;
    double m_span = 0;
};
