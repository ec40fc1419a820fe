#pragma once

// Training memory per GPU: the model states (weights, gradients, optimizer
// states) under data parallelism with ZeRO stage 0–3 (Rajbhandari et al.
// 2020, "ZeRO: Memory Optimizations Toward Training Trillion Parameter
// Models", §5), split first over t·p GPUs by tensor and pipeline parallelism,
// and, optionally, the activations of one pipeline stage (Korthikanti et al.
// 2022, "Reducing Activation Recomputation in Large Transformer Models",
// §4). QtCore only.

#include <QLatin1StringView>
#include <QList>
#include <QtGlobal>

#include <array>
#include <optional>

// What each parameter costs in bytes for its weight, its gradient and its
// optimizer states (the ZeRO paper's 2 + 2 + K).
enum class PrecisionScheme {
    MixedAdam, // fp16/bf16 weights and gradients, fp32 master weights and Adam moments: 2 + 2 + 12
    Fp32Adam, // fp32 weights and gradients, fp32 Adam moments: 4 + 4 + 8
    Bf16Adam, // bf16 weights, gradients and both Adam moments: 2 + 2 + 4
};
inline constexpr std::array<PrecisionScheme, 3> allPrecisionSchemes{PrecisionScheme::MixedAdam,
                                                                    PrecisionScheme::Fp32Adam,
                                                                    PrecisionScheme::Bf16Adam};

struct SchemeBytes
{
    quint64 weights = 0;
    quint64 gradients = 0;
    quint64 optimizer = 0; // K
    quint64 total() const { return weights + gradients + optimizer; }
};
SchemeBytes schemeBytes(PrecisionScheme scheme);

// Korthikanti et al.'s activation recomputation: none; selective (the
// attention's softmax, its dropout and the scores are recomputed: the
// 5·a·s/h term goes); full (only each layer's input is kept, 2·s·b·h bytes).
enum class Recompute { None, Selective, Full };
inline constexpr std::array<Recompute, 3> allRecomputes{Recompute::None, Recompute::Selective,
                                                        Recompute::Full};

namespace TrainingLimits {
inline constexpr quint64 parameterStep = 10'000'000; // 0.01 billion, the custom control's step
inline constexpr quint64 minParameters = 100'000'000; // 0.1 billion
inline constexpr quint64 maxParameters = 2'000'000'000'000; // 2,000 billion
inline constexpr quint64 maxDataParallel = 1024;
inline constexpr quint64 maxTensorParallel = 64;
inline constexpr quint64 maxPipelineParallel = 64;
inline constexpr quint64 minSequence = 128;
inline constexpr quint64 maxSequence = 131072;
inline constexpr quint64 maxMicroBatch = 256;
inline constexpr quint64 maxLayers = 512;
inline constexpr quint64 minHidden = 64;
inline constexpr quint64 maxHidden = 65536;
inline constexpr quint64 maxHeads = 512;
inline constexpr int stageCount = 4; // ZeRO stages 0, 1, 2, 3
} // namespace TrainingLimits

// The transformer's shape, for its activations.
struct TransformerShape
{
    quint64 layers = 32; // L
    quint64 hidden = 4096; // h
    quint64 heads = 32; // a
    friend bool operator==(const TransformerShape &, const TransformerShape &) = default;
};

struct TrainingModelPreset
{
    QLatin1StringView id; // the bank's key, e.g. "llama-2-7b"
    QLatin1StringView name; // as shown, Latin script in every language
    quint64 parameters = 0; // Ψ
    TransformerShape shape;
};

// Llama 2 7B, 13B, 70B, Llama 3 8B, 70B, GPT-3 175B and the ZeRO paper's 7.5 B model.
const std::array<TrainingModelPreset, 7> &trainingModelPresets();
std::optional<TrainingModelPreset> trainingPresetById(QLatin1StringView id);

struct TrainingConfig
{
    quint64 parameters = 6'738'415'616; // Ψ (Llama 2 7B)
    TransformerShape shape;
    PrecisionScheme scheme = PrecisionScheme::MixedAdam;
    quint64 dataParallel = 8; // N_d
    int zeroStage = 0; // 0–3; 3 is FSDP's full sharding
    quint64 tensorParallel = 1; // t
    quint64 pipelineParallel = 1; // p
    bool activations = false; // count one pipeline stage's activations
    quint64 sequence = 4096; // s
    quint64 microBatch = 1; // b
    Recompute recompute = Recompute::None;
    bool sequenceParallel = false;
    friend bool operator==(const TrainingConfig &, const TrainingConfig &) = default;
};

// Bytes on one GPU.
struct TrainingMemory
{
    quint64 weights = 0;
    quint64 gradients = 0;
    quint64 optimizer = 0;
    quint64 activations = 0; // 0 when not counted
    quint64 modelStates() const { return weights + gradients + optimizer; }
    quint64 total() const { return modelStates() + activations; }
    friend bool operator==(const TrainingMemory &, const TrainingMemory &) = default;
};

// Ψ' = ⌈Ψ / (t·p)⌉ parameters each GPU of a data-parallel replica owns, and
// the ZeRO paper's §5 on it: stage 0 (2 + 2 + K)Ψ'; stage 1 2Ψ' + 2Ψ' + KΨ'/N_d;
// stage 2 2Ψ' + (2 + K)Ψ'/N_d; stage 3 (2 + 2 + K)Ψ'/N_d. A sharded part holds
// ⌈Ψ'/N_d⌉ parameters (the largest shard). Activations: activationBytes().
// std::nullopt when a figure would not fit in 64 bits or an input is 0.
std::optional<TrainingMemory> trainingMemory(const TrainingConfig &config, int zeroStage);
inline std::optional<TrainingMemory> trainingMemory(const TrainingConfig &config)
{
    return trainingMemory(config, config.zeroStage);
}

// Korthikanti et al. 2022, Table 2, bytes of one layer for one micro-batch
// with 16-bit activations (sbh = s·b·h):
//   no tensor parallelism (t = 1): sbh·(34 + 5·a·s/h);
//   tensor parallelism, no SP: sbh·(10 + 24/t + 5·a·s/(h·t));
//   tensor + sequence parallelism: sbh/t·(34 + 5·a·s/h);
//   selective recomputation: the same without the 5·a·s/h term
//   (sbh·(10 + 24/t), with SP 34·sbh/t);
//   full recomputation: 2·sbh (the layer's input; Table 2 does not divide it by t).
// Each division by t rounds up to whole bytes.
std::optional<quint64> layerActivationBytes(const TrainingConfig &config);

// One pipeline stage's activations at the peak of 1F1B (the first stage):
// ⌈L/p⌉ layers, each holding p micro-batches in flight (Korthikanti et al.
// §4.2.3). Left out, as the paper's per-layer formula leaves them out: the
// embeddings, the final norm and the output layer, and temporary buffers.
std::optional<quint64> activationBytes(const TrainingConfig &config);

// Whether `memory` fits in memoryBytes (the whole GPU memory; equal fits).
bool fitsGpu(const TrainingMemory &memory, quint64 memoryBytes);

// The chart's sweep: N_d = 1, 2, 4, …, 1024 and each ZeRO stage's total
// bytes per GPU (nullopt where a figure overflows).
struct DataParallelSweepPoint
{
    quint64 dataParallel = 1;
    std::array<std::optional<quint64>, TrainingLimits::stageCount> totalBytes;
    friend bool operator==(const DataParallelSweepPoint &, const DataParallelSweepPoint &) = default;
};
QList<DataParallelSweepPoint> sweepDataParallel(const TrainingConfig &config);

// The smallest N_d of the sweep at which `zeroStage` fits memoryBytes;
// nullopt when even N_d = 1024 does not.
std::optional<quint64> smallestFittingDataParallel(const TrainingConfig &config, int zeroStage,
                                                   quint64 memoryBytes);

// "mixed-adam", "fp32-adam", "bf16-adam"; "none", "selective", "full".
QLatin1StringView schemeKey(PrecisionScheme scheme);
std::optional<PrecisionScheme> schemeFromKey(QStringView key);
QLatin1StringView recomputeKey(Recompute recompute);
std::optional<Recompute> recomputeFromKey(QStringView key);
