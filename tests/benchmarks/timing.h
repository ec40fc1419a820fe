#pragma once

// Median, mean and worst of a benchmark's samples, in milliseconds, and the
// clocks they are read from.

#include <QElapsedTimer>

#include <algorithm>
#include <ctime>
#include <numeric>
#include <vector>

struct Timing
{
    double median = 0;
    double mean = 0;
    double worst = 0;
};

inline Timing summarise(std::vector<double> milliseconds)
{
    std::sort(milliseconds.begin(), milliseconds.end());
    Timing timing;
    timing.median = milliseconds[milliseconds.size() / 2];
    timing.mean = std::accumulate(milliseconds.begin(), milliseconds.end(), 0.0)
                  / double(milliseconds.size());
    timing.worst = milliseconds.back();
    return timing;
}

inline double elapsedMs(const QElapsedTimer &timer)
{
    return double(timer.nsecsElapsed()) / 1e6;
}

// The processor time this thread used: on a machine shared with other work
// the wall clock also counts the time the thread waited for a core.
inline double threadCpuMs()
{
    timespec now{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return double(now.tv_sec) * 1e3 + double(now.tv_nsec) / 1e6;
}
