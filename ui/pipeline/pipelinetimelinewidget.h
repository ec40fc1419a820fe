#pragma once

#include "core/pipelinesimulator.h"
#include "pipeline/timelinelayout.h"

#include <QHash>
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
    TimelineLayout timelineLayout() const;
    QString toolTipAt(const QPoint &position) const;
    void updateAccessibleText();
    void paintLegend(QPainter &painter, const TimelineLayout &layout) const;
    void paintPinnedLegend(QPainter &painter, const TimelineLayout &layout) const;
    void paintAxis(QPainter &painter, const TimelineLayout &layout) const;
    void paintRows(QPainter &painter, const TimelineLayout &layout) const;
    void paintPinned(QPainter &painter, const TimelineLayout &layout) const;
    // The label laid out in the block labels' font, kept: a timeline draws the
    // same few numbers hundreds of times, and laying out text is most of a paint.
    const QStaticText &laidOut(const QString &text) const;

    pipeline::Result m_result;
    QString m_message;
    mutable QFont m_labelFont; // the font m_laidOut is laid out in
    mutable QHash<QString, QStaticText> m_laidOut;
    std::optional<TimelineLayout::Pinned> m_pinned;
    bool m_pinnedChunked = false; // the pinned run is interleaved
};
