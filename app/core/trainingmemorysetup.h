#pragma once

// How a question sets up the Training memory page (README.md, "training-memory
// `chart` field"); QtCore only.

#include "core/attentionmemory.h"
#include "core/trainingmemory.h"

#include <QLatin1StringView>
#include <QString>

struct TrainingMemoryChartSetup
{
    // One of trainingModelPresets()' ids, or customModelId for the Ψ and shape below.
    QString model = QString(defaultModelId);
    quint64 customParameters = 7'500'000'000; // Ψ, only for the custom model
    TransformerShape customShape; // only for the custom model
    PrecisionScheme scheme = PrecisionScheme::MixedAdam;
    quint64 dataParallel = 8; // N_d
    int zeroStage = 0;
    quint64 tensorParallel = 1;
    quint64 pipelineParallel = 1;
    bool activations = false;
    quint64 sequence = 4096;
    quint64 microBatch = 1;
    Recompute recompute = Recompute::None;
    bool sequenceParallel = false;
    QString gpu = QString(defaultGpuId); // one of knownGpus()' ids, or customGpuId
    int customGigabytes = 24;

    static constexpr QLatin1StringView defaultModelId{"llama-2-7b"};
    static constexpr QLatin1StringView customModelId{"custom"};
    static constexpr QLatin1StringView defaultGpuId{"a100-80gb"};
    static constexpr QLatin1StringView customGpuId{"custom"};

    bool isCustomModel() const { return model == customModelId; }

    // What the core computes for it: a preset's Ψ and shape, else the custom ones.
    TrainingConfig config() const
    {
        TrainingConfig config;
        config.parameters = customParameters;
        config.shape = customShape;
        if (const auto preset = trainingPresetById(QLatin1StringView(model.toLatin1()))) {
            config.parameters = preset->parameters;
            config.shape = preset->shape;
        }
        config.scheme = scheme;
        config.dataParallel = dataParallel;
        config.zeroStage = zeroStage;
        config.tensorParallel = tensorParallel;
        config.pipelineParallel = pipelineParallel;
        config.activations = activations;
        config.sequence = sequence;
        config.microBatch = microBatch;
        config.recompute = recompute;
        config.sequenceParallel = sequenceParallel;
        return config;
    }

    friend bool operator==(const TrainingMemoryChartSetup &, const TrainingMemoryChartSetup &)
        = default;
};

// Whether the controls still show `setup`: the same model and computation;
// the custom Ψ and shape only for the custom model, s, b, recomputation and
// SP only when activations count, the custom size only for the custom GPU.
inline bool showsSetup(const TrainingMemoryChartSetup &setup, const TrainingMemoryChartSetup &shown)
{
    if (shown.model != setup.model || shown.gpu != setup.gpu
        || shown.activations != setup.activations)
        return false;
    TrainingConfig wanted = setup.config();
    TrainingConfig seen = shown.config();
    if (!setup.activations) {
        seen.sequence = wanted.sequence;
        seen.microBatch = wanted.microBatch;
        seen.recompute = wanted.recompute;
        seen.sequenceParallel = wanted.sequenceParallel;
    }
    if (wanted != seen)
        return false;
    return setup.gpu != TrainingMemoryChartSetup::customGpuId
           || shown.customGigabytes == setup.customGigabytes;
}
