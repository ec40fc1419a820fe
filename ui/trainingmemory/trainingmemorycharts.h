#pragma once

#include "charts/chartview.h"
#include "trainingmemory/trainingmemorytext.h"

#include <QCoreApplication>

class QBarCategoryAxis;
class QCategoryAxis;
class QBarSet;
class QLineSeries;
class QLogValueAxis;
class QScatterSeries;
class QStackedBarSeries;
class QValueAxis;
class TrainingMemoryModel;

// A stacked bar for each ZeRO stage (weights, gradients, optimizer states,
// activations, in GB = 10^9 bytes) with the GPU's memory as a line across;
// a pinned setting's totals as grey markers. Translated in the page's context.
class TrainingStageChart : public ChartView
{
    Q_DECLARE_TR_FUNCTIONS(TrainingMemoryPage)

public:
    explicit TrainingStageChart(QWidget *parent = nullptr);

    void retranslate();
    void plot(const TrainingMemoryResults &results);
    // Each stage's total of a pinned setting, drawn from the next plot() on.
    void setPinned(const std::array<std::optional<quint64>, TrainingLimits::stageCount> &totals);
    void clearPinned();
    QString legendText() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    QString readout(const QXYSeries *series, qsizetype index) const override;

    QChart *m_chart = nullptr;
    QStackedBarSeries *m_bars = nullptr;
    std::array<QBarSet *, 4> m_sets{};
    QBarCategoryAxis *m_stageAxis = nullptr;
    QValueAxis *m_memoryAxis = nullptr;
    QLineSeries *m_gpuLine = nullptr;
    QScatterSeries *m_pinnedMarkers = nullptr;
    QScatterSeries *m_chosenMarker = nullptr; // above the chosen stage's bar
    double m_chosenTotalGb = 0; // what its readout says
    std::array<std::optional<quint64>, TrainingLimits::stageCount> m_pinned{};
    bool m_hasPin = false;
    bool m_activations = false;
};

// Memory per GPU against N_d (1 to 1024, log₂ axis) for the four ZeRO
// stages, fed from a TrainingMemoryModel, on a log₁₀ axis in GB, with the
// GPU's memory as a line; a pinned setting's chosen stage as a dashed grey line.
class TrainingSweepChart : public ChartView
{
    Q_DECLARE_TR_FUNCTIONS(TrainingMemoryPage)

public:
    TrainingSweepChart(const TrainingMemoryModel *model, QWidget *parent = nullptr);

    void retranslate();
    // Axes and the GPU's line for the model's sweep now.
    void plot(const TrainingMemoryResults &results, const QList<DataParallelSweepPoint> &sweep);
    void setPinned(const QList<DataParallelSweepPoint> &sweep, int stage);
    void clearPinned();
    QString legendText() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    QString readout(const QXYSeries *series, qsizetype index) const override;

    QChart *m_chart = nullptr;
    std::array<QLineSeries *, TrainingLimits::stageCount> m_stages{};
    QLineSeries *m_gpuLine = nullptr;
    QLineSeries *m_pinnedLine = nullptr;
    QLogValueAxis *m_dataParallelAxis = nullptr;
    QLogValueAxis *m_memoryAxis = nullptr; // bytes, hidden
    QCategoryAxis *m_memoryLabels = nullptr; // its powers of ten, labelled in GB
    std::pair<int, int> m_labelledExponents{0, 0};
};
