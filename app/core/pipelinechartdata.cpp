#include "core/pipelinechartdata.h"

#include <algorithm>

namespace pipeline {

namespace {

double largest(const BubbleSweep &sweep, double BubblePoint::*measure)
{
    double top = 0.0;
    for (const QList<BubblePoint> *points : {&sweep.simulated, &sweep.closedForm}) {
        for (const BubblePoint &point : *points)
            top = std::max(top, point.*measure);
    }
    return top;
}

} // namespace

double BubbleSweep::largestOverTotal() const
{
    return largest(*this, &BubblePoint::overTotal);
}

double BubbleSweep::largestOverIdeal() const
{
    return largest(*this, &BubblePoint::overIdeal);
}

BubbleSweep sweepMicroBatches(const Parameters &parameters)
{
    BubbleSweep sweep;
    Parameters sample = parameters;
    for (int m = minMicroBatches; m <= maxMicroBatches; ++m) {
        sample.microBatches = m;
        if (PipelineSimulator::check(sample) != Problem::None)
            continue;
        const Result result = PipelineSimulator::simulate(sample);
        if (result.ok())
            sweep.simulated.append({m, result.bubbleOverTotal, result.bubbleOverIdeal});
        if (const auto form = PipelineSimulator::closedForm(sample))
            sweep.closedForm.append({m, form->bubbleOverTotal, form->bubbleOverIdeal});
    }
    return sweep;
}

bool sameSweep(const Parameters &a, const Parameters &b)
{
    return a.schedule == b.schedule && a.stages == b.stages && a.chunks == b.chunks
           && a.backwardRatio == b.backwardRatio;
}

int acceptedMicroBatches(const Parameters &parameters)
{
    const int m = parameters.microBatches;
    const int p = parameters.stages;
    if (parameters.schedule != Schedule::Interleaved || p <= 0 || m % p == 0)
        return m;
    const int below = m / p * p;
    const int above = below + p;
    const int largest = maxMicroBatches / p * p;
    if (below < p)
        return std::min(above, largest);
    if (above > largest)
        return below;
    return m - below < above - m ? below : above;
}

Schedule comparedSchedule(Schedule schedule)
{
    return schedule == Schedule::GPipe ? Schedule::OneFOneB : Schedule::GPipe;
}

} // namespace pipeline
