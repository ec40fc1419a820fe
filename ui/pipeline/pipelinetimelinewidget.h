#pragma once

#include "core/pipelinesimulator.h"
#include "widgets/paintcache.h"

#include <QHash>
#include <QLocale>
#include <QStaticText>
#include <QWidget>

#include <optional>

// Draws a simulated pipeline schedule: one row per GPU, forward and backward
// blocks numbered by micro-batch, idle time as grey bubble, a legend and a time
// axis. A pinned setting's run is drawn faintly for comparison: a thin strip
// under each row and a dashed line at its makespan, on the same time axis.
// Every text follows the language switch and the default QLocale's digits.
class PipelineTimelineWidget : public QWidget
{
    Q_OBJECT
public:
    explicit PipelineTimelineWidget(QWidget *parent = nullptr);

    // Shows this result; a result with a problem shows `message` instead.
    void setResult(const pipeline::Result &result, const QString &message = {});

    // Draws `pinned` faintly under the result, named "Pinned: <label>"; the
    // label is in the current language (the page gives it again on a switch).
    void setPinned(const QString &label, const pipeline::Result &pinned);
    void clearPinned();
    bool hasPinned() const { return m_pinned.has_value(); }

    // One line per GPU with its busy and idle time, for screen readers, and a
    // line for the pinned run's makespan while one is pinned.
    QString summary() const;
    // The block label the widget draws, e.g. "3" or, for a whole-batch block, "1–8".
    QString blockLabel(const pipeline::Block &block) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;
    bool event(QEvent *event) override;

private:
    struct Pinned
    {
        QString label; // "GPipe, p = 4, m = 8, r = 2.0"
        pipeline::Result result;
        bool chunked = false;
    };
    struct Geometry
    {
        QRectF plot; // where the rows are drawn
        double rowHeight = 0;
        double blockHeight = 0; // the current run's blocks, at the top of each row
        double stripTop = 0; // the pinned run's strip, from the row's top
        double stripHeight = 0;
        double pixelsPerUnit = 0;
        double span = 0; // time units across: the longer of the two makespans
        int legendHeight = 0; // with the pinned setting's line under the legend
        int legendLines = 1; // the legend wraps where the widget is narrow
        QStringList pinnedLines; // the pinned setting's name, wrapped as the legend
    };
    struct LegendEntry
    {
        QColor colour;
        QString text;
        bool framed = false;
    };
    QList<LegendEntry> legendEntries() const;
    // Where each entry's swatch starts (its line's top), the entries wrapped
    // between left and the widget's right margin; lines gets their count.
    QList<QPointF> legendPlaces(const QList<LegendEntry> &entries, double left, int *lines) const;
    Geometry geometry() const;
    bool drawsPinned() const;
    // The rows that get a pinned strip: the GPUs both runs have.
    int pinnedStrips() const;
    QRectF blockRect(const Geometry &geometry, int stage, double start, double end) const;
    QRectF stripRect(const Geometry &geometry, int stage, double start, double end) const;
    QString stageName(int stage) const;
    QString kindName(pipeline::BlockKind kind) const;
    QString blockLabel(const pipeline::Result &result, const pipeline::Block &block) const;
    // What GPU `stage` of `result` does at `time`, as the tooltips say it.
    QString describeAt(const pipeline::Result &result, bool chunked, int stage, double time) const;
    QString pinnedMakespanText() const;
    QString toolTipAt(const QPoint &position) const;
    void updateAccessibleText();
    void paintLegend(QPainter &painter, const Geometry &geometry) const;
    void paintPinnedLegend(QPainter &painter, const Geometry &geometry) const;
    // "Pinned: <setting>" broken between the setting's parts to fit `room`
    // pixels (a narrow widget, a large text size), never cut short but where
    // one part alone is wider.
    QStringList pinnedNameLines(double room) const;
    void paintAxis(QPainter &painter, const Geometry &geometry) const;
    // The time axis' title; on two lines across the widget where the plot is
    // narrower than it.
    QString axisTitle() const;
    bool axisTitleWraps(double plotWidth) const;
    void paintRows(QPainter &painter, const Geometry &geometry) const;
    void paintPinned(QPainter &painter, const Geometry &geometry) const;
    // The label laid out in the block labels' font, kept: a timeline draws the
    // same few numbers hundreds of times, and laying out text is most of a paint.
    const QStaticText &laidOut(const QString &text) const;

    pipeline::Result m_result;
    QString m_message;
    bool m_splitBackward = false; // ZB-H1: B and W drawn apart
    bool m_chunked = false; // interleaved: blocks belong to model chunks
    int m_chunkCount = 1; // v, as the blocks show it
    mutable QFont m_labelFont; // the font m_laidOut is laid out in
    mutable QHash<QString, QStaticText> m_laidOut;
    std::optional<Pinned> m_pinned;
    quint64 m_resultsShown = 0; // names the result drawn, for the paint cache
    quint64 m_pinnedShown = 0; // names the pinned run drawn (or none), likewise
    // A language switch shows the same schedule again: painted from a picture
    // unless focused (the focus frame).
    PaintCache m_paintCache{this, [this]() -> std::optional<PaintCache::Look> {
                                if (hasFocus())
                                    return std::nullopt;
                                return PaintCache::lookOf(this,
                                                          QString::number(m_resultsShown) + u' '
                                                              + QString::number(m_pinnedShown)
                                                              + u' ' + QLocale().name()
                                                              + (m_pinned ? u' ' + m_pinned->label
                                                                          : QString()));
                            }};
};
