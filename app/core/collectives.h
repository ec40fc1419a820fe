#pragma once

// What a collective costs on a ring, as NCCL's own performance notes model it
// (nccl-tests, doc/PERFORMANCE.md, "Performance reported by NCCL tests"):
// each of n ranks has a bandwidth B to the others, and a collective of S bytes
// (S the full buffer) moves a factor of S/B over them:
//   all-reduce      t = 2(n−1)/n · S/B   (2(n−1) transfers per element over n links)
//   all-gather      t =  (n−1)/n · S/B
//   reduce-scatter  t =  (n−1)/n · S/B
// The notes report algbw = S/t and busbw = algbw × the same factor, which is
// the link's own bandwidth at best, whatever n. The ring takes 2(n−1) steps
// for an all-reduce and n−1 for the others; a latency α per step adds
// 2(n−1)·α or (n−1)·α. QtCore only.
//
// The page's point beside it: under tensor parallelism (Megatron-LM, Shoeybi
// et al. 2019, §3) a transformer layer does two all-reduces of the b·s·h
// activations in the forward pass and two in the backward, every layer and
// every micro-batch; data parallelism does one all-reduce of the gradients a
// step.

#include <QLatin1StringView>
#include <QList>
#include <QStringView>

#include <array>
#include <optional>

enum class Collective { AllReduce, AllGather, ReduceScatter };
inline constexpr std::array<Collective, 3> allCollectives{Collective::AllReduce,
                                                          Collective::AllGather,
                                                          Collective::ReduceScatter};

// "all-reduce", "all-gather", "reduce-scatter": the bank format's names.
QLatin1StringView collectiveKey(Collective collective);
std::optional<Collective> collectiveFromKey(QStringView key);

// The ranges the page and the bank format offer.
namespace CollectiveLimits {
inline constexpr int minGpus = 2;
inline constexpr int maxGpus = 1024;
inline constexpr double minBytes = 1;
inline constexpr double maxBytes = 1e12;
inline constexpr double minBandwidth = 0.1; // GB/s per direction
inline constexpr double maxBandwidth = 10000;
inline constexpr double maxLatencyMicroseconds = 1000;
} // namespace CollectiveLimits

// 2(n−1)/n for an all-reduce, (n−1)/n for the others: the busbw factor.
double busBandwidthFactor(Collective collective, int gpus);
// The ring's steps: 2(n−1) for an all-reduce, n−1 for the others.
int ringSteps(Collective collective, int gpus);

struct CollectiveInputs
{
    Collective collective = Collective::AllReduce;
    int gpus = 8; // n
    double bytes = 1e9; // S, the full buffer
    double bytesPerSecond = 450e9; // B, per direction, per GPU
    double latencySeconds = 0; // α, per step
};

struct CollectiveCost
{
    double transferSeconds = 0; // factor · S/B
    double latencySeconds = 0; // steps · α
    double seconds = 0; // the two together
    double algorithmBandwidth = 0; // algbw = S/t, bytes per second
    double busBandwidth = 0; // busbw = algbw · factor
};

CollectiveCost collectiveCost(const CollectiveInputs &inputs);

// A link's bandwidth per direction, per GPU, with where the figure comes from.
struct LinkPreset
{
    QLatin1StringView id; // the bank format's name, e.g. "nvlink4-h100"
    QLatin1StringView name; // as shown, in every language
    double gigabytesPerSecond = 0; // GB = 10^9 bytes, per direction
    // The data sheet or specification, in English; its translation is in the
    // CommunicationControls context.
    QLatin1StringView source;
    bool insideNode = true; // NVLink and PCIe join a node's GPUs; InfiniBand joins nodes
};

const std::array<LinkPreset, 6> &linkPresets();
std::optional<LinkPreset> linkPresetById(QStringView id);
inline constexpr QLatin1StringView customLinkId{"custom"};

// A model's shape for the tensor-vs-data view: hidden size h, layers and Ψ.
struct TransformerPreset
{
    QLatin1StringView id; // as training-memory's model ids
    QLatin1StringView name;
    int hidden = 0;
    int layers = 0;
    double parameters = 0;
};

const std::array<TransformerPreset, 6> &transformerPresets();
std::optional<TransformerPreset> transformerPresetById(QStringView id);

// One training step of a model with tensor-parallel degree t and
// data-parallel degree N_d, in bf16 (2 bytes an element).
struct StepInputs
{
    int hidden = 4096; // h
    int layers = 32;
    double parameters = 6'738'415'616; // Ψ
    int sequence = 4096; // s
    int microBatch = 1; // b
    int microBatches = 8; // per step
    int dataParallel = 8; // N_d
    double insideBytesPerSecond = 450e9; // the tensor-parallel group inside a node
    double acrossBytesPerSecond = 50e9; // across nodes, also the data-parallel group's
    double latencySeconds = 0; // α
};

namespace StepLimits {
inline constexpr int minSequence = 128;
inline constexpr int maxSequence = 131072;
inline constexpr int minMicroBatch = 1;
inline constexpr int maxMicroBatch = 256;
inline constexpr int minMicroBatches = 1;
inline constexpr int maxMicroBatches = 1024;
inline constexpr int minDataParallel = 1;
inline constexpr int maxDataParallel = 1024;
inline constexpr int maxTensorParallel = 64;
} // namespace StepLimits

// 2 forward + 2 backward all-reduces per layer per micro-batch (Megatron-LM §3).
inline constexpr int tensorAllReducesPerLayer = 4;

struct StepCost
{
    int tensorParallel = 1; // t
    double activationBytes = 0; // one all-reduce: 2·b·s·h
    long long tensorAllReduces = 0; // 4 · layers · micro-batches; 0 when t = 1
    double tensorInsideSeconds = 0; // all of them over the inside link
    double tensorAcrossSeconds = 0; // all of them over the across link
    double gradientBytes = 0; // 2Ψ/t: each GPU's share of the bf16 gradients
    double dataSeconds = 0; // one all-reduce of them over N_d, across nodes; 0 when N_d = 1
    // tensorAcrossSeconds / tensorInsideSeconds; 0 when t = 1.
    double acrossOverInside() const;
};

StepCost stepCost(const StepInputs &inputs, int tensorParallel);
// t = 1, 2, 4, … 64, the chart's points.
QList<StepCost> sweepTensorParallel(const StepInputs &inputs);

// The time of one collective against n = 2, 4, … 1024 (and `inputs.gpus`
// where it is no power of two), for each bandwidth given.
struct CollectiveSweepPoint
{
    int gpus = 0;
    QList<double> seconds; // one for each bandwidth, in the order given
};

QList<CollectiveSweepPoint> sweepGpus(const CollectiveInputs &inputs,
                                      const QList<double> &bytesPerSecond);
