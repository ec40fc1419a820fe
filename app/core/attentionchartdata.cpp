#include "core/attentionchartdata.h"

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
