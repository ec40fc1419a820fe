#include "core/attentionmemory.h"

#include "core/checkedarithmetic.h"

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace {

quint64 naiveCopies(AttentionPass pass)
{
    return pass == AttentionPass::Training ? 2 : 1;
}

} // namespace

std::optional<AttentionMemory> attentionMemory(const AttentionShape &shape)
{
    const quint64 bytes = bytesPerElement(shape.dtype);
    AttentionMemory memory;

    const auto elements = checkedProduct(
        {shape.batch, shape.heads, shape.queryLength, shape.keyLength});
    const auto scoreBytes = elements ? checkedProduct({*elements, bytes}) : std::nullopt;
    if (!scoreBytes)
        return std::nullopt;
    memory.scoreElements = *elements;
    memory.naiveScoreBytes = *scoreBytes;
    memory.naiveProbabilityBytes = shape.pass == AttentionPass::Training ? *scoreBytes : 0;
    const auto naiveTotal = checkedSum(memory.naiveScoreBytes, memory.naiveProbabilityBytes);
    if (!naiveTotal)
        return std::nullopt;
    memory.naiveTotalBytes = *naiveTotal;

    const auto outputBytes = checkedProduct(
        {shape.batch, shape.queryLength, shape.heads, shape.headDim, bytes});
    const auto statisticsBytes = checkedProduct(
        {shape.batch, shape.heads, shape.queryLength, fusedStatisticsBytesPerElement});
    if (!outputBytes || !statisticsBytes)
        return std::nullopt;
    const auto fusedTotal = checkedSum(*outputBytes, *statisticsBytes);
    if (!fusedTotal)
        return std::nullopt;
    memory.fusedOutputBytes = *outputBytes;
    memory.fusedStatisticsBytes = *statisticsBytes;
    memory.fusedTotalBytes = *fusedTotal;
    return memory;
}

quint64 integerSquareRoot(quint64 n)
{
    // A floating-point first guess, then exact integer correction (the guess can be
    // off by one either way for n near 2^64, where a double cannot hold n exactly).
    auto root = static_cast<quint64>(std::sqrt(static_cast<long double>(n)));
    constexpr quint64 largestRoot = 0xFFFF'FFFFull; // ⌊√(2^64 − 1)⌋
    if (root > largestRoot)
        root = largestRoot;
    while (root > 0 && root > n / root) // root² > n, written so it cannot overflow
        --root;
    while (root < largestRoot && (root + 1) <= n / (root + 1)) // (root+1)² ≤ n
        ++root;
    return root;
}

quint64 longestNaiveSequence(const AttentionShape &shape, quint64 memoryBytes)
{
    const auto bytesPerSquareToken = checkedProduct(
        {shape.batch, shape.heads, bytesPerElement(shape.dtype), naiveCopies(shape.pass)});
    if (!bytesPerSquareToken || *bytesPerSquareToken == 0)
        return 0; // more than 2^64 bytes even for T = 1: nothing fits
    // c·T² ≤ M  ⇔  T² ≤ ⌊M / c⌋ for whole numbers T.
    return integerSquareRoot(memoryBytes / *bytesPerSquareToken);
}

quint64 longestFusedSequence(const AttentionShape &shape, quint64 memoryBytes)
{
    const auto outputPerToken = checkedProduct({shape.headDim, bytesPerElement(shape.dtype)});
    const auto perHeadAndToken = outputPerToken
                                     ? checkedSum(*outputPerToken, fusedStatisticsBytesPerElement)
                                     : std::nullopt;
    const auto bytesPerToken = perHeadAndToken
                                   ? checkedProduct({shape.batch, shape.heads, *perHeadAndToken})
                                   : std::nullopt;
    if (!bytesPerToken || *bytesPerToken == 0)
        return 0;
    return memoryBytes / *bytesPerToken;
}

CudnnAttentionSupport cudnnAttentionSupport(Dtype dtype, ComputeCapability capability)
{
    CudnnAttentionSupport support;
    support.dtypeSupported = dtype == Dtype::Float16 || dtype == Dtype::BFloat16;
    support.computeCapabilitySupported = capability >= cudnnMinimumComputeCapability;
    return support;
}

quint64 gpuMemoryBytes(int statedGigabytes)
{
    if (statedGigabytes <= 0)
        return 0;
    return static_cast<quint64>(statedGigabytes) << 30; // GiB, see the header
}

const std::array<GpuModel, 6> &knownGpus()
{
    static const std::array<GpuModel, 6> gpus{{
        {"v100-32gb"_L1, "V100"_L1, 32, {7, 0}},
        {"t4-16gb"_L1, "T4"_L1, 16, {7, 5}},
        {"a100-40gb"_L1, "A100"_L1, 40, {8, 0}},
        {"a100-80gb"_L1, "A100"_L1, 80, {8, 0}},
        {"h100-80gb"_L1, "H100"_L1, 80, {9, 0}},
        {"h200-141gb"_L1, "H200"_L1, 141, {9, 0}},
    }};
    return gpus;
}

std::optional<GpuModel> gpuById(QLatin1StringView id)
{
    for (const GpuModel &gpu : knownGpus()) {
        if (gpu.id == id)
            return gpu;
    }
    return std::nullopt;
}

qint64 powerOfTwoStep(qint64 value, int steps, qint64 minimum, qint64 maximum)
{
    value = std::clamp(value, minimum, maximum);
    for (; steps > 0 && value < maximum; --steps) {
        qint64 power = 1;
        while (power <= value && power <= maximum / 2)
            power *= 2;
        // Stopped short of value: the next power of two would pass maximum.
        value = power > value ? std::min(power, maximum) : maximum;
    }
    for (; steps < 0 && value > minimum; ++steps) {
        qint64 power = 1;
        while (power * 2 < value)
            power *= 2;
        value = std::max(power, minimum);
    }
    return value;
}
