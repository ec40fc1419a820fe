#pragma once

#include "core/attentionchartdata.h"

#include "charts/chartview.h"
#include <QCoreApplication>
#include <QStringList>

#include <array>
#include <limits>
#include <optional>

namespace ChartStyle {
struct ChartObstacles;
}
class QGraphicsRectItem;
class QGraphicsSimpleTextItem;
class QCategoryAxis;
class QLineSeries;
class QLogValueAxis;
class QScatterSeries;
class QXYSeries;
class AttentionMemoryModel;

// The Attention memory page's chart: draws the memory of one attention layer
// against the sequence length T = S of its model (an AttentionMemoryModel, the
// one the Data view lists, fed from it by SeriesMapping) on log axes, naive
// and fused, the chosen GPU's size, the reference sizes DESIGN.md names, the
// current T and where each line runs out. Translated in the page's
// context (AttentionPage). The series and texts are in attentionchart.cpp; the
// axes, their ticks and where the names on the lines go in attentionchartaxes.cpp.
class AttentionChart : public ChartView
{
    Q_DECLARE_TR_FUNCTIONS(AttentionPage)

public:
    explicit AttentionChart(QWidget *parent = nullptr);

    // Title, axis titles and labels, series and reference names in the current
    // language; plot() must follow (the memory axis is relabelled there).
    void retranslate();
    // The naive and fused lines follow `model` from now on.
    void setModel(AttentionMemoryModel *model);
    // Draws these results; the model holds the sweep for their shape.
    // gpuSentences (the figures on the GPU and the fit limits) end the chart's
    // description for screen readers.
    void plot(const AttentionResults &results, const QStringList &gpuSentences);
    // The legend as rich text: a coloured sign and the name of each series the
    // chart can show.
    QString legendText(const CudnnAttentionSupport &cudnn) const;
    // Draws `sweep`, a pinned setting named `label`, faintly (its naive line,
    // and its fused line when `withFused`) from the next plot() on; clearPinned() stops.
    void setPinned(const QString &label, const QList<AttentionSweepPoint> &sweep, bool withFused);
    void clearPinned();
    // A memory axis covering at least `envelope` from the next plot() on (the
    // page's "Fixed y range"); none: the axis follows what is drawn.
    void setFixedMemoryRange(const std::optional<AttentionMemoryEnvelope> &envelope);

protected:
    void changeEvent(QEvent *event) override;

private:
    // The smallest size at which no text is cut short, at the current fonts.
    void updateMinimumSize();
    // The memory axis' labels: only as many as the plot's height has room for.
    void fitMemoryLabels();
    void buildAxes();
    void buildSeries();
    QString describe(const QList<QPointF> &naivePoints, const QList<QPointF> &fusedPoints,
                     const CudnnAttentionSupport &cudnn, const QStringList &gpuSentences) const;
    void setMemoryAxisRange(double lowestBytes, double highestBytes);
    void showLimit(QScatterSeries *series, QGraphicsSimpleTextItem *label, quint64 limit,
                   bool shown);
    void placeLabels();
    // The sequence axis' labels: under every power of two, or every other,
    // fourth or eighth one when the chart is too narrow for them.
    void updateSequenceLabels();
    QString readout(const QXYSeries *series, qsizetype index) const override;
    // Nearest along the log₂ axis.
    qsizetype nearestPoint(const QXYSeries *series, const QPointF &point) const override;
    // The drawn lines and markers, in chart coordinates, for placing names clear of them.
    ChartStyle::ChartObstacles drawnSeries() const;

    // The log axes carry the series and stay hidden; the category axes over log₂ of
    // the same ranges draw ticks and grid with labels in the current language
    // (data sizes and digits through QLocale).
    QChart *m_chart = nullptr;
    QLogValueAxis *m_sequenceAxis = nullptr;
    QLogValueAxis *m_memoryAxis = nullptr;
    QCategoryAxis *m_sequenceLabels = nullptr;
    QCategoryAxis *m_memoryLabels = nullptr;
    QLineSeries *m_naiveSeries = nullptr;
    QLineSeries *m_fusedSeries = nullptr;
    QLineSeries *m_gpuSeries = nullptr;
    QScatterSeries *m_currentSeries = nullptr;
    QScatterSeries *m_naiveLimitSeries = nullptr;
    QScatterSeries *m_fusedLimitSeries = nullptr;
    QLineSeries *m_pinnedNaiveSeries = nullptr;
    QLineSeries *m_pinnedFusedSeries = nullptr;
    QString m_pinnedLabel;
    std::optional<AttentionMemoryEnvelope> m_fixedRange;
    // Thin lines at the sizes DESIGN.md names: 40, 80 and 141 GB.
    static constexpr int referenceGpuCount = 3;
    std::array<QLineSeries *, referenceGpuCount> m_referenceSeries{};
    // Names on the lines, each on a light box so lines behind do not hide it.
    std::array<QGraphicsRectItem *, referenceGpuCount> m_referenceBoxes{};
    std::array<QGraphicsSimpleTextItem *, referenceGpuCount> m_referenceLabels{};
    QGraphicsRectItem *m_gpuLabelBox = nullptr;
    QGraphicsSimpleTextItem *m_gpuLabelItem = nullptr;
    // "runs out beyond T = …" beside the naive and fused markers.
    QGraphicsRectItem *m_naiveLimitBox = nullptr;
    QGraphicsSimpleTextItem *m_naiveLimitLabel = nullptr;
    QGraphicsRectItem *m_fusedLimitBox = nullptr;
    QGraphicsSimpleTextItem *m_fusedLimitLabel = nullptr;
    double m_gpuBytes = -1;
    int m_memoryAxisLowExponent = 0;
    int m_memoryAxisHighExponent = 0;
    int m_memoryAxisStep = 0;
    bool m_memoryLabelsStale = true;
    double m_lowestBytes = 1; // what the memory axis covers
    double m_highestBytes = 1;
    int m_memoryLabelsFitting = std::numeric_limits<int>::max();
    // The share of the plot's height above the top memory tick (see fitMemoryLabels).
    double m_memoryHeadroom = 0;
    int m_sequenceLabelStep = 0; // 0: labels to be made
};
