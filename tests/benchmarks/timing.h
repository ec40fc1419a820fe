#pragma once

// Median, mean and worst of a benchmark's samples, in milliseconds.

#include <algorithm>
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
