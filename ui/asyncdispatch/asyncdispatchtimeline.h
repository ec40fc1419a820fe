#pragma once

#include "core/asyncdispatch.h"

#include <QImage>
#include <QWidget>

#include <optional>

class QPainter;

// Draws an asynchronous-dispatch timeline on two lanes over one time axis:
// the host lane (Python) with each dispatch and each wait for the GPU, the
// GPU lane with each step's run on the grey of its idle time, a legend and
// ticks in ms (or s). Each step is a block where the blocks are wide enough
// to see; else each pixel column shows how much of it each lane spends on
// what (laneOccupancy), so 100,000 steps paint as fast as 100. A pinned
// setting is drawn faintly: a thin strip under each lane and a dashed line at
// its total. Every text follows the language switch and QLocale's digits.
class AsyncDispatchTimeline : public QWidget
{
    Q_OBJECT

public:
    explicit AsyncDispatchTimeline(QWidget *parent = nullptr);

    void setTimeline(const DispatchTimeline &timeline);
    // `label` in the current language (the page gives it again on a switch).
    void setPinned(const QString &label, const DispatchTimeline &pinned);
    void clearPinned();
    bool hasPinned() const { return m_pinned.has_value(); }

    // What each lane does, in words: for screen readers.
    QString summary() const;
    // Whether the widget, at its size, draws a block for each step.
    bool drawsBlocks() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;
    bool event(QEvent *event) override;

private:
    struct Layout;
    struct Occupancy
    {
        int columns = -1;
        double span = 0;
        LaneOccupancy lanes;
    };

    Layout layout() const;
    void paintLegend(QPainter &painter, const Layout &layout) const;
    void paintAxis(QPainter &painter, const Layout &layout) const;
    void paintBlocks(QPainter &painter, const Layout &layout) const;
    void paintColumns(QPainter &painter, const Layout &layout, const DispatchTimeline &timeline,
                      Occupancy &cache, double top, double height, int lane, bool pinned) const;
    void paintPinned(QPainter &painter, const Layout &layout) const;
    QString toolTipAt(const QPointF &position) const;
    void updateAccessibleText();

    DispatchTimeline m_timeline;
    struct Pinned
    {
        QString label;
        DispatchTimeline timeline;
    };
    std::optional<Pinned> m_pinned;
    // The per-column summaries, kept for the width and span they were made for.
    mutable Occupancy m_occupancy;
    mutable Occupancy m_pinnedOccupancy;
};
