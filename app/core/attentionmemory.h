#pragma once

// Attention memory model: how much memory one attention layer needs
// when the score matrix is materialised (naive) and when a fused kernel
// (cuDNN, FlashAttention) streams it through on-chip memory instead, how long
// a sequence fits a GPU, and whether jax.nn.dot_product_attention(
// implementation="cudnn") can run. QtCore only.

#include "core/dtype.h"

#include <QLatin1StringView>
#include <QtGlobal>

#include <array>
#include <compare>
#include <optional>

enum class AttentionMask { None, Causal };
enum class AttentionPass { Inference, Training };

// The data types of the query, key and value arrays the page offers, in its order.
inline constexpr std::array<Dtype, 3> attentionDtypes{Dtype::Float32, Dtype::Float16,
                                                      Dtype::BFloat16};

// B, N, d, T, S and the rest of what decides the memory of one attention layer.
struct AttentionShape
{
    quint64 batch = 1; // B
    quint64 heads = 32; // N
    quint64 headDim = 128; // d
    quint64 queryLength = 8192; // T
    quint64 keyLength = 8192; // S
    Dtype dtype = Dtype::BFloat16;
    AttentionMask mask = AttentionMask::None;
    AttentionPass pass = AttentionPass::Inference;

    friend bool operator==(const AttentionShape &, const AttentionShape &) = default;
};

// The largest controls the page offers. With them the largest product,
// naive training memory B·N·T·S·4·2 = 2^8·2^8·2^17·2^17·2^2·2 = 2^53 bytes, fits
// in 64 bits with room to spare (and is exact in a double, which the chart uses);
// tst_attentionmemory checks it. Beyond them the model reports overflow instead
// of wrapping around.
namespace AttentionLimits {
inline constexpr quint64 minBatch = 1;
inline constexpr quint64 maxBatch = 256;
inline constexpr quint64 minHeads = 1;
inline constexpr quint64 maxHeads = 256;
inline constexpr quint64 minHeadDim = 8;
inline constexpr quint64 maxHeadDim = 256; // cuDNN's attention supports d ≤ 256
inline constexpr quint64 minSequence = 512; // the chart's sweep, T = S
inline constexpr quint64 maxSequence = 131072;
inline constexpr int minCustomGigabytes = 1;
inline constexpr int maxCustomGigabytes = 4096;
} // namespace AttentionLimits

// A step on a log₂ axis: each step up goes to the next power of two above
// value, each step down to the next one below; the result is clamped to
// [minimum, maximum]. Any number of steps finishes at once (a fast wheel
// gives dozens), and nothing overflows.
qint64 powerOfTwoStep(qint64 value, int steps, qint64 minimum, qint64 maximum);

// The softmax statistics a fused kernel keeps (log-sum-exp per query and head) are float32.
inline constexpr quint64 fusedStatisticsBytesPerElement = 4;

struct AttentionMemory
{
    // Naive attention, the textbook lower bound the course uses: the score matrix
    // QKᵀ of shape (B, N, T, S) in the input dtype, and in training the softmax
    // probabilities (same shape) kept for the backward pass. Causal masking does
    // not change it: XLA materialises the full T×S matrix and masks it.
    quint64 naiveScoreBytes = 0;
    quint64 naiveProbabilityBytes = 0; // 0 in inference
    quint64 naiveTotalBytes = 0;
    quint64 scoreElements = 0; // B·N·T·S

    // Fused kernel: the output (B, T, N, d) in the input dtype and float32 softmax
    // statistics (B, N, T); no T·S term, in training as in inference (the backward
    // pass recomputes the scores). Causal masking skips compute, not memory.
    quint64 fusedOutputBytes = 0;
    quint64 fusedStatisticsBytes = 0;
    quint64 fusedTotalBytes = 0;
};

// std::nullopt when a product does not fit in 64 bits (never within AttentionLimits).
std::optional<AttentionMemory> attentionMemory(const AttentionShape &shape);

// Largest T (with S = T) whose memory fits in memoryBytes, solved exactly:
// naive needs c·T² ≤ M with c = B·N·bytes·(2 in training), so T = ⌊√⌊M / c⌋⌋;
// fused needs k·T ≤ M with k = B·N·(d·bytes + 4), so T = ⌊M / k⌋.
// The shape's T and S are ignored; 0 when not even T = 1 fits.
quint64 longestNaiveSequence(const AttentionShape &shape, quint64 memoryBytes);
quint64 longestFusedSequence(const AttentionShape &shape, quint64 memoryBytes);

// ⌊√n⌋, exact for every 64-bit n.
quint64 integerSquareRoot(quint64 n);

struct ComputeCapability
{
    int major = 0;
    int minor = 0;
    friend constexpr auto operator<=>(const ComputeCapability &, const ComputeCapability &) = default;
};

// jax.nn.dot_product_attention(implementation="cudnn") runs cuDNN's fused
// attention, which needs float16 or bfloat16 inputs and a GPU of compute
// capability 8.0 (Ampere) or higher; otherwise JAX raises an error instead of
// falling back.
inline constexpr ComputeCapability cudnnMinimumComputeCapability{8, 0};

struct CudnnAttentionSupport
{
    bool dtypeSupported = false; // float16 or bfloat16
    bool computeCapabilitySupported = false; // ≥ 8.0
    bool available() const { return dtypeSupported && computeCapabilitySupported; }
};

CudnnAttentionSupport cudnnAttentionSupport(Dtype dtype, ComputeCapability capability);

// GPU memory. NVIDIA's data sheets state HBM sizes as "40GB", "80GB", "141GB".
// We read that number as GiB (2^30 bytes), not as 10^9 bytes, because the cards
// really hold that many GiB: HBM comes in stacks of whole GiB (A100 40GB: 5 × 8 GiB),
// and the totals nvidia-smi reports are 40960 MiB for an A100 40GB and 81920 MiB
// for an A100 80GB (exactly 40 and 80 GiB), 81559 MiB for an H100 80GB HBM3 and
// 143771 MiB for an H200 (140.4 GiB; 141e9 bytes would be only 131.3 GiB). The
// decimal reading would understate every card by about 7 %. The page says so.
// The fit limits use the whole memory; in a real program weights, activations,
// the CUDA context and JAX's preallocation take part of it.
quint64 gpuMemoryBytes(int statedGigabytes);

struct GpuModel
{
    QLatin1StringView id; // stable key, e.g. "a100-80gb"
    QLatin1StringView chip; // product name, Latin script in every language
    int statedGigabytes = 0;
    ComputeCapability computeCapability;
    quint64 memoryBytes() const { return gpuMemoryBytes(statedGigabytes); }
};

// The GPUs the page offers, oldest first: two before compute capability 8.0
// (V100 32GB 7.0, T4 16GB 7.5) so the cuDNN rule is visible, then A100 40GB and
// 80GB (8.0), H100 80GB and H200 141GB (9.0).
const std::array<GpuModel, 6> &knownGpus();
std::optional<GpuModel> gpuById(QLatin1StringView id);

// A GPU size the learner types: its compute capability is assumed to be 8.0
// (the page says so), so it never blocks the fused kernel.
inline constexpr ComputeCapability customGpuComputeCapability{8, 0};
