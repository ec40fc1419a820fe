#pragma once

// Asynchronous dispatch on two lanes, the host (Python) and the GPU (JAX
// documentation, "Asynchronous dispatch"): a jitted call returns a future as
// soon as the host has dispatched it, so Python runs ahead of the device
// until something needs a value (`float(loss)`, `print` of a value,
// `block_until_ready()`). QtCore only.
//
// The model, step i = 0 … n−1, host cost h and GPU cost g a step:
//   dispatch start_i = when the host is free again after step i−1 (0 for i = 0)
//   dispatch end_i   = dispatch start_i + h
//   GPU start_i      = max(GPU end_{i−1}, dispatch end_i)
//   GPU end_i        = GPU start_i + g
//   host free_i      = GPU end_i after a synchronisation on step i, else dispatch end_i
// The loop's last result is always read (`block_until_ready()` after the
// loop, or the loop's own synchronisation on its last step), so the last
// step's host free is its GPU end, and that is the total time.

#include <QLatin1StringView>
#include <QList>
#include <QStringView>

#include <array>
#include <optional>

// How often the loop needs a value of the host: every step (`float(loss)` or
// `print` of the loss a step), every k steps (a log line every k), or only at
// the end (`block_until_ready()` on the last result).
enum class SyncPolicy { EveryStep, EveryKSteps, AtEnd };
inline constexpr std::array<SyncPolicy, 3> allSyncPolicies{SyncPolicy::EveryStep,
                                                           SyncPolicy::EveryKSteps,
                                                           SyncPolicy::AtEnd};

// "every-step", "every-k-steps", "at-end": the bank format's names.
QLatin1StringView syncPolicyKey(SyncPolicy policy);
std::optional<SyncPolicy> syncPolicyFromKey(QStringView key);

// The ranges the page and the bank format offer.
namespace DispatchLimits {
inline constexpr int minSteps = 1;
inline constexpr int maxSteps = 100'000;
inline constexpr double minStepMs = 0.01; // h and g
inline constexpr double maxStepMs = 10'000;
inline constexpr int minSyncInterval = 1; // k
inline constexpr int maxSyncInterval = maxSteps;
} // namespace DispatchLimits

struct DispatchInput
{
    double hostMs = 2; // h: the host's time to dispatch one step
    double gpuMs = 10; // g: the GPU's time to run one step
    int steps = 100; // n
    SyncPolicy sync = SyncPolicy::AtEnd;
    int syncInterval = 10; // k, for SyncPolicy::EveryKSteps only

    friend bool operator==(const DispatchInput &, const DispatchInput &) = default;
};

bool withinLimits(const DispatchInput &input);
// Each value brought into DispatchLimits (a value that is not a number to the least).
DispatchInput clampedToLimits(const DispatchInput &input);

// Whether the loop itself synchronises on step `step` (0-based): every step,
// steps k−1, 2k−1, …, or never (the read after the loop is not counted here).
bool synchronisesAfter(const DispatchInput &input, int step);

// One step's intervals, in ms from the loop's start.
struct DispatchStep
{
    double dispatchStart = 0;
    double dispatchEnd = 0;
    double hostFree = 0; // when the host goes on: dispatchEnd, or gpuEnd after a wait
    double gpuStart = 0;
    double gpuEnd = 0;

    double hostWaitMs() const { return hostFree - dispatchEnd; }
};

// h < g: the GPU is the bottleneck and the host runs ahead; h > g: the host
// is, and the GPU waits for each dispatch whatever the loop synchronises, so
// what helps is less Python a step (more work in one jitted function).
enum class Boundedness { GpuBound, Balanced, HostBound };
Boundedness boundedness(const DispatchInput &input);

struct DispatchFigures
{
    double totalMs = 0; // until the GPU has finished the last step and the host has it
    double hostDispatchMs = 0; // n·h
    double hostWaitMs = 0; // total − n·h: the host waiting on the GPU
    double gpuBusyMs = 0; // n·g
    double gpuIdleMs = 0; // total − n·g: the GPU waiting on the host
    double hostBusyShare = 0; // n·h ÷ total
    double gpuBusyShare = 0; // n·g ÷ total
    int synchronisations = 0; // the loop's own, plus the read after it where it has none
    Boundedness boundedness = Boundedness::GpuBound;

    // What a timer around one step reads, the GPU idle when it starts (JAX
    // documentation, "Asynchronous dispatch"): without `block_until_ready()`
    // only the dispatch, h; with it the dispatch and the wait, h + g.
    double stepTimerWithoutBlockMs = 0;
    double stepTimerWithBlockMs = 0;
    // A timer around the whole loop: without `block_until_ready()` after it,
    // it stops when the host leaves the loop (after its last dispatch, or the
    // wait of a synchronisation on the last step); with it, the total.
    double loopTimerWithoutBlockMs = 0;
    double loopTimerWithBlockMs = 0;
};

struct DispatchTimeline
{
    DispatchInput input; // clamped into DispatchLimits
    QList<DispatchStep> steps; // n of them, in order
    DispatchFigures figures;
};

// O(n): one pass over the steps, the input clamped into DispatchLimits first.
DispatchTimeline simulateDispatch(const DispatchInput &input);

// The summary a page draws when n blocks would be too narrow to see: the
// time axis [0, total] cut into `columns` equal columns (one a pixel, say),
// and for each the share of it (0 … 1) each lane spends dispatching, waiting
// on the GPU, or running on the GPU. Exact whatever the zoom, and O(n +
// columns): the intervals of one lane do not overlap, so all of them together
// touch at most n + columns columns.
struct LaneOccupancy
{
    double columnMs = 0;
    QList<double> hostDispatch;
    QList<double> hostWait;
    QList<double> gpuBusy;
};

LaneOccupancy laneOccupancy(const DispatchTimeline &timeline, int columns);
