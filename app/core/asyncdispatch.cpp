#include "core/asyncdispatch.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

// `!(value >= minimum)` also takes a NaN to the minimum.
double clampedMs(double value)
{
    if (!(value >= DispatchLimits::minStepMs))
        return DispatchLimits::minStepMs;
    return std::min(value, DispatchLimits::maxStepMs);
}

DispatchFigures figuresOf(const DispatchInput &input, const QList<DispatchStep> &steps)
{
    DispatchFigures figures;
    const DispatchStep &last = steps.constLast();
    const int n = input.steps;
    figures.totalMs = last.hostFree;
    figures.hostDispatchMs = n * input.hostMs;
    figures.hostWaitMs = figures.totalMs - figures.hostDispatchMs;
    figures.gpuBusyMs = n * input.gpuMs;
    figures.gpuIdleMs = figures.totalMs - figures.gpuBusyMs;
    figures.hostBusyShare = figures.hostDispatchMs / figures.totalMs;
    figures.gpuBusyShare = figures.gpuBusyMs / figures.totalMs;
    figures.boundedness = boundedness(input);

    const bool lastSynchronisedInLoop = synchronisesAfter(input, n - 1);
    switch (input.sync) {
    case SyncPolicy::EveryStep:
        figures.synchronisations = n;
        break;
    case SyncPolicy::EveryKSteps:
        figures.synchronisations = n / input.syncInterval + (lastSynchronisedInLoop ? 0 : 1);
        break;
    case SyncPolicy::AtEnd:
        figures.synchronisations = 1;
        break;
    }

    figures.stepTimerWithoutBlockMs = input.hostMs;
    figures.stepTimerWithBlockMs = input.hostMs + input.gpuMs;
    figures.loopTimerWithoutBlockMs = lastSynchronisedInLoop ? last.hostFree : last.dispatchEnd;
    figures.loopTimerWithBlockMs = figures.totalMs;
    return figures;
}

// Adds the part of [start, end) that falls in each column to `shares`.
void addInterval(QList<double> &shares, double columnMs, double start, double end)
{
    if (end <= start)
        return;
    const qsizetype columns = shares.size();
    auto column = std::clamp(qsizetype(start / columnMs), qsizetype(0), columns - 1);
    for (; column < columns; ++column) {
        const double columnStart = column * columnMs;
        const double columnEnd = columnStart + columnMs;
        const double overlap = std::min(end, columnEnd) - std::max(start, columnStart);
        if (overlap > 0)
            shares[column] += overlap / columnMs;
        if (end <= columnEnd)
            break;
    }
}

} // namespace

QLatin1StringView syncPolicyKey(SyncPolicy policy)
{
    switch (policy) {
    case SyncPolicy::EveryStep:
        return "every-step"_L1;
    case SyncPolicy::EveryKSteps:
        return "every-k-steps"_L1;
    case SyncPolicy::AtEnd:
        return "at-end"_L1;
    }
    return {};
}

std::optional<SyncPolicy> syncPolicyFromKey(QStringView key)
{
    for (SyncPolicy policy : allSyncPolicies) {
        if (key == syncPolicyKey(policy))
            return policy;
    }
    return std::nullopt;
}

bool withinLimits(const DispatchInput &input)
{
    return clampedToLimits(input) == input;
}

DispatchInput clampedToLimits(const DispatchInput &input)
{
    using namespace DispatchLimits;
    DispatchInput clamped = input;
    clamped.hostMs = clampedMs(input.hostMs);
    clamped.gpuMs = clampedMs(input.gpuMs);
    clamped.steps = std::clamp(input.steps, minSteps, maxSteps);
    clamped.syncInterval = std::clamp(input.syncInterval, minSyncInterval, maxSyncInterval);
    return clamped;
}

bool synchronisesAfter(const DispatchInput &input, int step)
{
    switch (input.sync) {
    case SyncPolicy::EveryStep:
        return true;
    case SyncPolicy::EveryKSteps:
        return input.syncInterval > 0 && (step + 1) % input.syncInterval == 0;
    case SyncPolicy::AtEnd:
        return false;
    }
    return false;
}

Boundedness boundedness(const DispatchInput &input)
{
    if (input.hostMs < input.gpuMs)
        return Boundedness::GpuBound;
    return input.hostMs > input.gpuMs ? Boundedness::HostBound : Boundedness::Balanced;
}

DispatchTimeline simulateDispatch(const DispatchInput &input)
{
    DispatchTimeline timeline;
    timeline.input = clampedToLimits(input);
    const DispatchInput &in = timeline.input;
    timeline.steps.reserve(in.steps);
    double hostFree = 0;
    double gpuFree = 0;
    for (int i = 0; i < in.steps; ++i) {
        DispatchStep step;
        step.dispatchStart = hostFree;
        step.dispatchEnd = step.dispatchStart + in.hostMs;
        step.gpuStart = std::max(gpuFree, step.dispatchEnd);
        step.gpuEnd = step.gpuStart + in.gpuMs;
        const bool waits = synchronisesAfter(in, i) || i == in.steps - 1;
        step.hostFree = waits ? step.gpuEnd : step.dispatchEnd;
        hostFree = step.hostFree;
        gpuFree = step.gpuEnd;
        timeline.steps.append(step);
    }
    timeline.figures = figuresOf(in, timeline.steps);
    return timeline;
}

LaneOccupancy laneOccupancy(const DispatchTimeline &timeline, int columns)
{
    LaneOccupancy occupancy;
    if (columns < 1 || timeline.steps.isEmpty())
        return occupancy;
    occupancy.columnMs = timeline.figures.totalMs / columns;
    occupancy.hostDispatch.fill(0, columns);
    occupancy.hostWait.fill(0, columns);
    occupancy.gpuBusy.fill(0, columns);
    for (const DispatchStep &step : timeline.steps) {
        addInterval(occupancy.hostDispatch, occupancy.columnMs, step.dispatchStart,
                    step.dispatchEnd);
        addInterval(occupancy.hostWait, occupancy.columnMs, step.dispatchEnd, step.hostFree);
        addInterval(occupancy.gpuBusy, occupancy.columnMs, step.gpuStart, step.gpuEnd);
    }
    return occupancy;
}
