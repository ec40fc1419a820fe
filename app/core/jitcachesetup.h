#pragma once

// How the compilation cache page (concept "jit-cache") is set up when a
// question opens it. QtCore only.

#include "core/jitcache.h"

struct JitCacheChartSetup
{
    // Every control of the page is one of the loop's inputs; the page opens
    // on the worked example (1,000 examples in batches of 32, the
    // partial batch kept, 3 epochs, no evaluation, float32 throughout, 2 s a
    // compilation, 0.05 ms an example): JitLoopInput's defaults.
    JitLoopInput loop;

    friend bool operator==(const JitCacheChartSetup &, const JitCacheChartSetup &) = default;
};

// Whether the controls still show `setup`: every control counts, since each
// is on the page whatever the others are (k = 0 and E = 0 are the controls'
// own "none" values).
inline bool showsSetup(const JitCacheChartSetup &setup, const JitCacheChartSetup &shown)
{
    return setup == shown;
}
