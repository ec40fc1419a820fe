#pragma once

#include "attentionresults.h"

#include <QStringList>
#include <QWidget>

#include <array>

class AttentionFigures;
class QCheckBox;
class QComboBox;
class QEvent;
class QGraphicsRectItem;
class QGraphicsSimpleTextItem;
class QGroupBox;
class QLabel;
class QSpinBox;
class QTextBrowser;
class QChart;
class QChartView;
class QCategoryAxis;
class QLineSeries;
class QLogValueAxis;
class QScatterSeries;

// Concept chart page. Follows the language switch through changeEvent(LanguageChange)
// and the default QLocale (digits).
//
// Attention memory (issue 4): memory of one attention layer against the sequence
// length T = S on log axes, naive (score matrix) and fused (cuDNN), with the GPU
// sizes and where the lines cross them. The numbers come from attentionmemory.h.
class AttentionPage : public QWidget
{
    Q_OBJECT
public:
    explicit AttentionPage(QWidget *parent = nullptr);

    // Sets the controls up to show the point of the question with this id
    // (any other id resets to the page's defaults).
    void showPointOf(const QString &questionId);

protected:
    void changeEvent(QEvent *event) override;

private:
    void buildControls();
    void buildChart();
    void retranslateUi();
    // Sets every control to the page's default set-up; the caller refreshes.
    void resetControls(AttentionDtype dtype);

    AttentionShape currentShape() const;
    AttentionGpu chosenGpu() const;
    QString gpuName(const GpuModel &gpu) const;

    // Recomputes the model and refreshes figures and chart from the controls.
    void refresh();
    void showFigures(const AttentionFigures &figures, const CudnnAttentionSupport &cudnn);
    // gpuSentences end the chart's description for screen readers.
    void refreshChart(const AttentionResults &results, const QStringList &gpuSentences);
    void setMemoryAxisRange(double lowestBytes, double highestBytes);
    void placeChartLabels();
    void refreshLegend(const CudnnAttentionSupport &cudnn);

    // Controls.
    QLabel *m_title = nullptr;
    QGroupBox *m_controlsBox = nullptr;
    QLabel *m_batchLabel = nullptr;
    QSpinBox *m_batchSpin = nullptr;
    QLabel *m_headsLabel = nullptr;
    QSpinBox *m_headsSpin = nullptr;
    QLabel *m_headDimLabel = nullptr;
    QSpinBox *m_headDimSpin = nullptr;
    QLabel *m_sequenceLabel = nullptr;
    QSpinBox *m_sequenceSpin = nullptr;
    QLabel *m_dtypeLabel = nullptr;
    QComboBox *m_dtypeCombo = nullptr;
    QCheckBox *m_causalCheck = nullptr;
    QLabel *m_passLabel = nullptr;
    QComboBox *m_passCombo = nullptr;
    QLabel *m_gpuLabel = nullptr;
    QComboBox *m_gpuCombo = nullptr;
    QLabel *m_customMemoryLabel = nullptr;
    QSpinBox *m_customMemorySpin = nullptr;

    // Figures and explanation.
    QGroupBox *m_figuresBox = nullptr;
    QLabel *m_figuresLabel = nullptr;
    QLabel *m_cudnnLabel = nullptr;
    QLabel *m_legendLabel = nullptr;
    QTextBrowser *m_explanation = nullptr;

    // Chart. The log axes carry the series and stay hidden; the category axes over
    // log₂ of the same ranges draw ticks and grid with labels in the current
    // language (data sizes and digits through QLocale).
    QChartView *m_chartView = nullptr;
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
    double m_gpuBytes = 0;
    int m_memoryAxisLowExponent = 0;
    int m_memoryAxisHighExponent = 0;
    bool m_memoryLabelsStale = true;
};
