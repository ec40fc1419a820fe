#include "core/attentionchartdata.h"

#include <algorithm>
#include <cmath>

std::optional<AttentionResults> attentionResults(const AttentionShape &shape,
                                                 const AttentionGpu &gpu)
{
    const auto memory = attentionMemory(shape);
    if (!memory)
        return std::nullopt;
    AttentionResults results;
    results.shape = shape;
    results.gpu = gpu;
    results.memory = *memory;
    results.cudnn = cudnnAttentionSupport(shape.dtype, gpu.computeCapability);
    results.limits = {longestNaiveSequence(shape, gpu.memoryBytes),
                      longestFusedSequence(shape, gpu.memoryBytes)};
    return results;
}

QList<AttentionSweepPoint> sweepSequenceLength(const AttentionShape &shape)
{
    using namespace AttentionSweep;
    constexpr int steps = (highestExponent - lowestExponent) * pointsPerOctave;
    QList<AttentionSweepPoint> points;
    points.reserve(steps + 1);
    AttentionShape swept = shape;
    for (int step = 0; step <= steps; ++step) {
        const double exponent = lowestExponent + double(step) / pointsPerOctave;
        const auto length = quint64(std::llround(std::exp2(exponent)));
        swept.queryLength = length;
        swept.keyLength = length;
        if (const auto memory = attentionMemory(swept))
            points.append({length, memory->naiveTotalBytes, memory->fusedTotalBytes});
    }
    return points;
}

AttentionMemoryEnvelope memoryEnvelope(const AttentionShape &shape)
{
    // Memory grows with T = S, so the ends of the sweep bound it.
    std::optional<AttentionMemoryEnvelope> envelope;
    AttentionShape swept = shape;
    for (Dtype dtype : attentionDtypes) {
        for (AttentionPass pass : {AttentionPass::Inference, AttentionPass::Training}) {
            swept.dtype = dtype;
            swept.pass = pass;
            swept.queryLength = swept.keyLength = AttentionLimits::minSequence;
            const auto shortest = attentionMemory(swept);
            swept.queryLength = swept.keyLength = AttentionLimits::maxSequence;
            const auto longest = attentionMemory(swept);
            if (!shortest || !longest)
                continue;
            const quint64 low = std::min(shortest->naiveTotalBytes, shortest->fusedTotalBytes);
            const quint64 high = std::max(longest->naiveTotalBytes, longest->fusedTotalBytes);
            if (!envelope)
                envelope = AttentionMemoryEnvelope{low, high};
            envelope->lowest = std::min(envelope->lowest, low);
            envelope->highest = std::max(envelope->highest, high);
        }
    }
    return envelope.value_or(AttentionMemoryEnvelope{});
}
