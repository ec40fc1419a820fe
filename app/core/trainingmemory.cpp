#include "core/trainingmemory.h"

#include "core/checkedarithmetic.h"

#include <QStringView>

using namespace Qt::StringLiterals;

namespace {

// ⌈a / b⌉ for b > 0, without overflow.
quint64 ceilDivide(quint64 a, quint64 b)
{
    return a / b + (a % b != 0 ? 1 : 0);
}

template<typename Value, std::size_t count>
std::optional<Value> fromKey(const std::array<Value, count> &values,
                             QLatin1StringView (*key)(Value), QStringView wanted)
{
    for (Value value : values) {
        if (wanted == key(value))
            return value;
    }
    return std::nullopt;
}

bool validConfig(const TrainingConfig &config)
{
    return config.parameters > 0 && config.dataParallel > 0 && config.tensorParallel > 0
           && config.pipelineParallel > 0 && config.zeroStage >= 0
           && config.zeroStage < TrainingLimits::stageCount;
}

} // namespace

SchemeBytes schemeBytes(PrecisionScheme scheme)
{
    switch (scheme) {
    case PrecisionScheme::MixedAdam:
        // ZeRO §3.1: fp16 parameters and gradients (2Ψ + 2Ψ) and, for Adam,
        // fp32 parameters, momentum and variance (4Ψ + 4Ψ + 4Ψ): K = 12.
        return {2, 2, 12};
    case PrecisionScheme::Fp32Adam:
        return {4, 4, 8}; // fp32 weights and gradients; Adam's two fp32 moments
    case PrecisionScheme::Bf16Adam:
        return {2, 2, 4}; // bf16 weights, gradients and both moments; no master copy
    }
    return {};
}

const std::array<TrainingModelPreset, 7> &trainingModelPresets()
{
    // Parameters and shapes (num_hidden_layers, hidden_size,
    // num_attention_heads) as published:
    // - Llama 2 (Touvron et al. 2023, "Llama 2: Open Foundation and Fine-Tuned
    //   Chat Models", Table 1; the config.json of meta-llama/Llama-2-*-hf); the
    //   counts are those of the released weights (6.74 B, 13.0 B, 69.0 B).
    // - Llama 3 8B and 70B: the Meta Llama 3 model card and the config.json of
    //   meta-llama/Meta-Llama-3-8B and -70B (8.03 B, 70.6 B).
    // - GPT-3 175B: Brown et al. 2020, "Language Models are Few-Shot
    //   Learners", Table 2.1 (n_layers 96, d_model 12288, n_heads 96).
    // - ZeRO's 7.5 B: Rajbhandari et al. 2020, Figure 1. The paper gives only
    //   Ψ; the shape for its activations is an assumption (a 7 B transformer's,
    //   32 layers of h = 4096, 32 heads), which the page states.
    static const std::array<TrainingModelPreset, 7> presets{{
        {"llama-2-7b"_L1, "Llama 2 7B"_L1, 6'738'415'616, {32, 4096, 32}},
        {"llama-2-13b"_L1, "Llama 2 13B"_L1, 13'015'864'320, {40, 5120, 40}},
        {"llama-2-70b"_L1, "Llama 2 70B"_L1, 68'976'648'192, {80, 8192, 64}},
        {"llama-3-8b"_L1, "Llama 3 8B"_L1, 8'030'261'248, {32, 4096, 32}},
        {"llama-3-70b"_L1, "Llama 3 70B"_L1, 70'553'706'496, {80, 8192, 64}},
        {"gpt-3-175b"_L1, "GPT-3 175B"_L1, 175'000'000'000, {96, 12288, 96}},
        {"zero-7.5b"_L1, "ZeRO 7.5B"_L1, 7'500'000'000, {32, 4096, 32}},
    }};
    return presets;
}

std::optional<TrainingModelPreset> trainingPresetById(QLatin1StringView id)
{
    for (const TrainingModelPreset &preset : trainingModelPresets()) {
        if (preset.id == id)
            return preset;
    }
    return std::nullopt;
}

std::optional<TrainingMemory> trainingMemory(const TrainingConfig &config, int zeroStage)
{
    TrainingConfig staged = config;
    staged.zeroStage = zeroStage;
    if (!validConfig(staged))
        return std::nullopt;
    const auto modelParallel = checkedProduct({config.tensorParallel, config.pipelineParallel});
    if (!modelParallel)
        return std::nullopt;
    const quint64 perReplica = ceilDivide(config.parameters, *modelParallel); // Ψ'
    const quint64 shard = ceilDivide(perReplica, config.dataParallel); // Ψ'/N_d
    const SchemeBytes bytes = schemeBytes(config.scheme);
    // Stage 1 shards the optimizer states, 2 also the gradients, 3 also the weights.
    const auto weights = checkedProduct({bytes.weights, zeroStage >= 3 ? shard : perReplica});
    const auto gradients = checkedProduct({bytes.gradients, zeroStage >= 2 ? shard : perReplica});
    const auto optimizer = checkedProduct({bytes.optimizer, zeroStage >= 1 ? shard : perReplica});
    if (!weights || !gradients || !optimizer)
        return std::nullopt;
    TrainingMemory memory{*weights, *gradients, *optimizer, 0};
    if (config.activations) {
        const auto activations = activationBytes(config);
        if (!activations)
            return std::nullopt;
        memory.activations = *activations;
    }
    const auto states = checkedSum(*weights, *gradients);
    const auto allStates = states ? checkedSum(*states, *optimizer) : std::nullopt;
    if (!allStates || !checkedSum(*allStates, memory.activations))
        return std::nullopt;
    return memory;
}

std::optional<quint64> layerActivationBytes(const TrainingConfig &config)
{
    const TransformerShape &shape = config.shape;
    const quint64 t = config.tensorParallel;
    if (t == 0 || shape.hidden == 0)
        return std::nullopt;
    const auto sbh = checkedProduct({config.sequence, config.microBatch, shape.hidden});
    // sbh · 5·a·s/h = 5·a·s²·b: the attention's scores, softmax and its dropout mask.
    const auto attention = checkedProduct(
        {5, shape.heads, config.sequence, config.sequence, config.microBatch});
    if (!sbh || !attention)
        return std::nullopt;
    const auto times = [](quint64 factor, quint64 value) {
        return checkedProduct({factor, value});
    };
    if (config.recompute == Recompute::Full)
        return times(2, *sbh);
    const quint64 attentionTerm = config.recompute == Recompute::Selective ? 0 : *attention;
    if (config.sequenceParallel) {
        const auto kept = times(34, *sbh);
        const auto sum = kept ? checkedSum(*kept, attentionTerm) : std::nullopt;
        return sum ? std::optional(ceilDivide(*sum, t)) : std::nullopt;
    }
    // Without SP the layer norms' and dropouts' 10·sbh stay whole on every GPU.
    const auto replicated = times(10, *sbh);
    const auto split = times(24, *sbh);
    const auto splitSum = split ? checkedSum(*split, attentionTerm) : std::nullopt;
    if (!replicated || !splitSum)
        return std::nullopt;
    return checkedSum(*replicated, ceilDivide(*splitSum, t));
}

std::optional<quint64> activationBytes(const TrainingConfig &config)
{
    const quint64 p = config.pipelineParallel;
    if (p == 0)
        return std::nullopt;
    const auto perLayer = layerActivationBytes(config);
    if (!perLayer)
        return std::nullopt;
    const quint64 stageLayers = ceilDivide(config.shape.layers, p);
    return checkedProduct({*perLayer, stageLayers, p});
}

bool fitsGpu(const TrainingMemory &memory, quint64 memoryBytes)
{
    return memory.total() <= memoryBytes;
}

QList<DataParallelSweepPoint> sweepDataParallel(const TrainingConfig &config)
{
    QList<DataParallelSweepPoint> sweep;
    for (quint64 n = 1; n <= TrainingLimits::maxDataParallel; n *= 2) {
        TrainingConfig point = config;
        point.dataParallel = n;
        DataParallelSweepPoint row{n, {}};
        for (int stage = 0; stage < TrainingLimits::stageCount; ++stage) {
            if (const auto memory = trainingMemory(point, stage))
                row.totalBytes[std::size_t(stage)] = memory->total();
        }
        sweep.append(row);
    }
    return sweep;
}

std::optional<quint64> smallestFittingDataParallel(const TrainingConfig &config, int zeroStage,
                                                   quint64 memoryBytes)
{
    for (quint64 n = 1; n <= TrainingLimits::maxDataParallel; n *= 2) {
        TrainingConfig point = config;
        point.dataParallel = n;
        const auto memory = trainingMemory(point, zeroStage);
        if (memory && fitsGpu(*memory, memoryBytes))
            return n;
    }
    return std::nullopt;
}

QLatin1StringView schemeKey(PrecisionScheme scheme)
{
    switch (scheme) {
    case PrecisionScheme::MixedAdam:
        return "mixed-adam"_L1;
    case PrecisionScheme::Fp32Adam:
        return "fp32-adam"_L1;
    case PrecisionScheme::Bf16Adam:
        return "bf16-adam"_L1;
    }
    return {};
}

std::optional<PrecisionScheme> schemeFromKey(QStringView key)
{
    return fromKey(allPrecisionSchemes, &schemeKey, key);
}

QLatin1StringView recomputeKey(Recompute recompute)
{
    switch (recompute) {
    case Recompute::None:
        return "none"_L1;
    case Recompute::Selective:
        return "selective"_L1;
    case Recompute::Full:
        return "full"_L1;
    }
    return {};
}

std::optional<Recompute> recomputeFromKey(QStringView key)
{
    return fromKey(allRecomputes, &recomputeKey, key);
}
