#pragma once

#include "common/paintcache.h"
#include "core/pipelinesimulator.h"

#include <QHash>
#include <QLocale>
#include <QStaticText>
#include <QWidget>

// Draws a simulated pipeline schedule: one row per GPU, forward and backward
// blocks numbered by micro-batch, idle time as grey bubble, a legend and a time
// axis. Every text follows the language switch and the default QLocale's digits.
class PipelineTimelineWidget : public QWidget
{
    Q_OBJECT
public:
    explicit PipelineTimelineWidget(QWidget *parent = nullptr);

    // Shows this result; a result with a problem shows `message` instead.
    void setResult(const pipeline::Result &result, const QString &message = {});

    // One line per GPU with its busy and idle time, for screen readers.
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
    struct Geometry
    {
        QRectF plot; // where the rows are drawn
        double rowHeight = 0;
        double pixelsPerUnit = 0;
        int legendHeight = 0;
    };
    Geometry geometry() const;
    QRectF blockRect(const Geometry &geometry, int stage, double start, double end) const;
    QString stageName(int stage) const;
    QString kindName(pipeline::BlockKind kind) const;
    QString toolTipAt(const QPoint &position) const;
    void updateAccessibleText();
    void paintLegend(QPainter &painter, const Geometry &geometry) const;
    void paintAxis(QPainter &painter, const Geometry &geometry) const;
    // The time axis' title; on two lines across the widget where the plot is
    // narrower than it.
    QString axisTitle() const;
    bool axisTitleWraps(double plotWidth) const;
    void paintRows(QPainter &painter, const Geometry &geometry) const;
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
    quint64 m_resultsShown = 0; // names the result drawn, for the paint cache
    // A language switch shows the same schedule again: painted from a picture
    // unless focused (the focus frame).
    PaintCache m_paintCache{this, [this]() -> std::optional<PaintCache::Look> {
                                if (hasFocus())
                                    return std::nullopt;
                                return PaintCache::lookOf(this, QString::number(m_resultsShown)
                                                                    + u' ' + QLocale().name());
                            }};
};
