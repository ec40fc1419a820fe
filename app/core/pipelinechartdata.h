#pragma once

// What the Pipeline bubbles page's charts draw, worked out from the simulator:
// the bubble against the number of micro-batches, and the schedule the
// activations chart compares with. QtCore only; the widgets only draw it.

#include "core/pipelinesimulator.h"

#include <QList>

namespace pipeline {

// Both bubble fractions at one number of micro-batches m.
struct BubblePoint
{
    int microBatches = 0;
    double overTotal = 0.0; // idle ÷ makespan (GPipe)
    double overIdeal = 0.0; // idle ÷ ideal compute (Megatron-LM)

    friend bool operator==(const BubblePoint &, const BubblePoint &) = default;
};

// Which bubble fraction a chart of the sweep shows.
enum class BubbleMeasure {
    OverTotalTime, // idle ÷ makespan (GPipe)
    OverIdealCompute, // idle ÷ ideal compute (Megatron-LM)
};

// The bubble against m = minMicroBatches…maxMicroBatches for one schedule, p, v
// and r: simulated at every m the schedule accepts, and by the closed form at
// every m that has one. In increasing m.
struct BubbleSweep
{
    QList<BubblePoint> simulated;
    QList<BubblePoint> closedForm;

    // The largest fraction of either list in the chosen measure; 0 when both are empty.
    double largestOverTotal() const;
    double largestOverIdeal() const;
};

// The sweep for the schedule, p, v and r of `parameters` (their m is ignored).
BubbleSweep sweepMicroBatches(const Parameters &parameters);

// Whether two parameter sets give the same sweep: everything but m is equal.
bool sameSweep(const Parameters &a, const Parameters &b);

// The number of micro-batches nearest parameters.microBatches that the schedule
// accepts: m itself, except that interleaved 1F1B needs a multiple of p, so it
// gets the nearest one in [p, maxMicroBatches] (the larger of two as near).
int acceptedMicroBatches(const Parameters &parameters);

// The schedule the activations chart shows beside `schedule`: GPipe, or 1F1B
// when the current one is GPipe.
Schedule comparedSchedule(Schedule schedule);

} // namespace pipeline
