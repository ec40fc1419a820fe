#pragma once

// What the Attention memory page works out on every change, and what its
// chart draws: the memory at the current T = S, the chosen GPU, whether the
// cuDNN kernel can run, how far each line fits, and the memory against T = S
// over the chart's range. QtCore only; the widgets only show it.

#include "core/attentionmemory.h"

#include <QList>
#include <QString>

#include <optional>

// The chosen GPU: a preset or the size typed in.
struct AttentionGpu
{
    QString name; // as the page shows it, in the current language
    quint64 memoryBytes = 0;
    ComputeCapability computeCapability;
    bool custom = false;
};

// The longest T = S whose memory fits the chosen GPU, naive and fused.
struct AttentionFitLimits
{
    quint64 naive = 0;
    quint64 fused = 0;
};

struct AttentionResults
{
    AttentionShape shape;
    AttentionMemory memory; // at the shape's T = S
    AttentionGpu gpu;
    CudnnAttentionSupport cudnn;
    AttentionFitLimits limits;
};

// Everything at this shape and GPU; std::nullopt when the memory does not fit
// in 64 bits (never within AttentionLimits).
std::optional<AttentionResults> attentionResults(const AttentionShape &shape,
                                                 const AttentionGpu &gpu);

// The chart's sweep over T = S: 2^9 = 512 to 2^17 = 131072 on a log₂ axis,
// eight points an octave, each length rounded to the nearest token.
namespace AttentionSweep {
inline constexpr int pointsPerOctave = 8;
inline constexpr int lowestExponent = 9;
inline constexpr int highestExponent = 17;
static_assert(quint64(1) << lowestExponent == AttentionLimits::minSequence);
static_assert(quint64(1) << highestExponent == AttentionLimits::maxSequence);
} // namespace AttentionSweep

struct AttentionSweepPoint
{
    quint64 sequence = 0; // T = S
    quint64 naiveBytes = 0;
    quint64 fusedBytes = 0;

    friend bool operator==(const AttentionSweepPoint &, const AttentionSweepPoint &) = default;
};

// The memory of the shape's B, N, d, dtype and pass at every point of the
// sweep (the shape's own T and S are ignored); points that would overflow are
// left out (none within AttentionLimits).
QList<AttentionSweepPoint> sweepSequenceLength(const AttentionShape &shape);

// The lowest and highest memory the sweep reaches for the shape's B, N and d
// over every data type and both passes: a memory axis covering them stays put
// when the data type or the pass changes.
struct AttentionMemoryEnvelope
{
    quint64 lowest = 0;
    quint64 highest = 0;

    friend bool operator==(const AttentionMemoryEnvelope &, const AttentionMemoryEnvelope &)
        = default;
};
AttentionMemoryEnvelope memoryEnvelope(const AttentionShape &shape);
