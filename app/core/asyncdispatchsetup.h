#pragma once

// How a question sets up the Asynchronous dispatch page (issue 26, concept
// `async-dispatch`); QtCore only. The defaults are the worked example:
// h = 2 ms, g = 10 ms, 100 steps, read only at the end.

#include "core/asyncdispatch.h"

struct AsyncDispatchChartSetup
{
    double hostMs = 2; // h
    double gpuMs = 10; // g
    int steps = 100; // n
    SyncPolicy sync = SyncPolicy::AtEnd;
    int syncInterval = 10; // k, for SyncPolicy::EveryKSteps only

    DispatchInput input() const { return {hostMs, gpuMs, steps, sync, syncInterval}; }

    friend bool operator==(const AsyncDispatchChartSetup &, const AsyncDispatchChartSetup &)
        = default;
};

// Whether the controls still show `setup`: the same h, g, n and policy, and k
// only where the policy is every k steps.
inline bool showsSetup(const AsyncDispatchChartSetup &setup, const AsyncDispatchChartSetup &shown)
{
    if (shown.hostMs != setup.hostMs || shown.gpuMs != setup.gpuMs || shown.steps != setup.steps
        || shown.sync != setup.sync)
        return false;
    return setup.sync != SyncPolicy::EveryKSteps || shown.syncInterval == setup.syncInterval;
}
