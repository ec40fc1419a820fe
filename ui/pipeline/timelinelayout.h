#pragma once

#include "core/pipelinesimulator.h"

#include <QColor>
#include <QCoreApplication>
#include <QFontMetrics>
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
    struct LegendEntry
    {
        QColor colour;
        QString text;
        bool framed = false; // the swatch of the framed chunks
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
