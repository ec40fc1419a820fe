#pragma once

#include "charts/charttable.h"
#include "core/trainingmemorysetup.h"

#include <QString>

#include <array>
#include <optional>

// What the Training memory page shows for one setting, worked out by the
// core (trainingMemory, smallestFittingDataParallel).
struct TrainingMemoryResults
{
    TrainingMemoryChartSetup setup;
    TrainingConfig config;
    std::array<std::optional<TrainingMemory>, TrainingLimits::stageCount> stages;
    std::array<std::optional<quint64>, TrainingLimits::stageCount> smallestFitting;
    quint64 memoryBytes = 0;
    QString gpuName;
    QString modelName; // empty for the custom model

    static TrainingMemoryResults compute(const TrainingMemoryChartSetup &setup, quint64 memoryBytes,
                                         const QString &gpuName, const QString &modelName);
    bool fits(int stage) const;
};

// The page's words and numbers, in the current language and its digits
// (TrainingMemoryPage's translation context).
namespace TrainingMemoryText {
// Bytes as the ZeRO paper writes them: GB = 10^9 bytes, one decimal ("31.4 GB").
QString gigabytes(quint64 bytes);
QString stageName(int stage);
QString modelLabel(const TrainingMemoryResults &results);
// The figures beside the controls: each stage's memory and whether it fits.
QString figures(const TrainingMemoryResults &results);
// One sentence a stage: fits or not, for the charts' descriptions.
QString fitSentence(const TrainingMemoryResults &results, int stage);
QString explanationHtml();
// The Data view: the bars' numbers and the sweep.
QList<ChartTable> tables(const TrainingMemoryResults &results,
                         const QList<DataParallelSweepPoint> &sweep);
// "training-memory-llama-2-7b-mixed-adam-nd8-z0-t1-p1", ASCII in every language.
QString fileName(const TrainingMemoryChartSetup &setup, const QString &chart);
} // namespace TrainingMemoryText
