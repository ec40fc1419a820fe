#pragma once

#include "core/kvcache.h"

#include "charts/chartview.h"
#include <QCoreApplication>
#include <QStringList>

#include <array>

namespace ChartStyle {
struct ChartObstacles;
}
class QGraphicsRectItem;
class QGraphicsSimpleTextItem;
class QLineSeries;
class QScatterSeries;
class QValueAxis;
class QXYSeries;

// The serving view's chart: the memory of a batch's KV cache (on the weights,
// when counted) against the tokens generated per sequence, on round linear
// axes, with the chosen GPU's size, the reference sizes (A100 40 GB and
// 80 GB), the context length and where the batch runs out. Translated in the
// view's context (KvCachePanel).
class KvCacheChart : public ChartView
{
    Q_DECLARE_TR_FUNCTIONS(KvCachePanel)

public:
    explicit KvCacheChart(QWidget *parent = nullptr);

    // Titles and names in the current language; plot() must follow.
    void retranslate();
    // Draws `sweep` (made for these results, from 0 to the token axis' end)
    // and the GPU called gpuName. fitSentences end the chart's description.
    void plot(const KvCacheResults &results, const QList<KvCacheSweepPoint> &sweep,
              const QString &gpuName, const QStringList &fitSentences);
    // Draws `points` (tokens, GiB), a pinned setting named `label`, faintly
    // from the next plot() on; clearPinned() stops.
    void setPinned(const QString &label, const QList<KvCacheSweepPoint> &sweep);
    void clearPinned();
    // The legend as rich text: a coloured sign and the name of each series drawn.
    QString legendText() const;

    // Where the token axis ends: the first round tick (ChartStyle::roundAxis)
    // not below the context length nor below where the batch runs out
    // (longestContext), when that lies within the longest context offered.
    static quint64 tokenAxisEnd(quint64 contextTokens, quint64 longestContext);

protected:
    void changeEvent(QEvent *event) override;

private:
    // The smallest size at which no text is cut short, at the current fonts.
    void updateMinimumSize();
    // As many ticks on each axis as have room for their labels.
    void fitTicks();
    void applyTokenTicks();
    void buildAxes();
    void buildSeries();
    void setMemoryAxisRange(double highestGib);
    void placeLabels();
    QString readout(const QXYSeries *series, qsizetype index) const override;
    ChartStyle::ChartObstacles drawnSeries() const;
    double heightOf(double gib) const;

    QChart *m_chart = nullptr;
    QValueAxis *m_tokenAxis = nullptr;
    QValueAxis *m_memoryAxis = nullptr; // in GiB
    QLineSeries *m_memorySeries = nullptr;
    QLineSeries *m_pinnedSeries = nullptr;
    QString m_pinnedLabel;
    QLineSeries *m_weightsSeries = nullptr;
    QLineSeries *m_gpuSeries = nullptr;
    QScatterSeries *m_contextSeries = nullptr;
    QScatterSeries *m_limitSeries = nullptr;
    static constexpr int referenceGpuCount = 2;
    std::array<QLineSeries *, referenceGpuCount> m_referenceSeries{};
    std::array<QGraphicsRectItem *, referenceGpuCount> m_referenceBoxes{};
    std::array<QGraphicsSimpleTextItem *, referenceGpuCount> m_referenceLabels{};
    QGraphicsRectItem *m_gpuLabelBox = nullptr;
    QGraphicsSimpleTextItem *m_gpuLabel = nullptr;
    QGraphicsRectItem *m_weightsLabelBox = nullptr;
    QGraphicsSimpleTextItem *m_weightsLabel = nullptr;
    QGraphicsRectItem *m_limitLabelBox = nullptr;
    QGraphicsSimpleTextItem *m_limitLabel = nullptr;
    double m_gpuGib = 0;
    double m_weightsGib = 0;
    double m_tokenAxisEnd = 0;
    double m_memoryAxisTop = 0;
    double m_highestGib = 1; // what the memory axis reaches
    int m_tokenLabelsFitting = 0; // labels the token axis has room for
    int m_memoryIntervals = 0; // intervals the memory axis has room for
};
