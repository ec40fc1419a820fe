#pragma once

#include "core/jitcache.h"

#include <QColor>
#include <QList>
#include <QWidget>

class QPainter;

// The loop's calls in order, painted from the core's runs: a lane for each
// signature (its code above it), each run a bar along the call axis, its
// first call a compile mark (trace and compile) when it compiles, the rest
// cached; the epochs as bands; under them a strip of the time, compilation
// against compute. Runs closer than a pixel are painted as one, so a loop of
// 100,000 calls paints as fast as one of a hundred. Paints only what
// JitLoop says.
class JitCacheTimeline : public QWidget
{
    Q_OBJECT
public:
    explicit JitCacheTimeline(QWidget *parent = nullptr);

    void setLoop(const JitLoop &loop);
    // The colour of signature `index`'s lane on white paper.
    static QColor signatureColour(int index);
    static QList<QColor> signatureColours();
    static QColor compileColour();

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    struct Geometry;
    Geometry geometry() const;
    void paintEpochs(QPainter &painter, const Geometry &g) const;
    void paintLanes(QPainter &painter, const Geometry &g) const;
    void paintTime(QPainter &painter, const Geometry &g) const;
    void paintLegend(QPainter &painter, const Geometry &g) const;
    int laneHeight() const;

    JitLoop m_loop;
    QList<quint64> m_epochStarts; // each epoch's first call
};
