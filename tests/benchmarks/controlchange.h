#pragma once

// One control change timed as the learner sees it, for the chart pages'
// benchmarks: change(i) sets one control (the page recomputes in the slot);
// then the event loop does what it does after any input, lays the page out
// and paints what changed. The clock stops once the chart and the figures
// have been painted again. The first changes warm the caches up and are not
// counted.

#include "paintcounter.h"
#include "timing.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QString>

#include <functional>
#include <utility>
#include <vector>

inline constexpr int controlChangeWarmUps = 10;
inline constexpr int controlChangesMeasured = 200;

struct ControlChangeTiming
{
    Timing timing;
    bool everyChangePainted = true;
};

inline ControlChangeTiming measureControlChanges(const std::function<void(int)> &change,
                                                 const PaintCounter &chartPaints,
                                                 const PaintCounter &figurePaints)
{
    std::vector<double> milliseconds;
    milliseconds.reserve(controlChangesMeasured);
    ControlChangeTiming measurement;
    for (int i = 0; i < controlChangeWarmUps + controlChangesMeasured; ++i) {
        const int chartBefore = chartPaints.paints;
        const int figuresBefore = figurePaints.paints;
        const auto unpainted = [&] {
            return chartPaints.paints == chartBefore || figurePaints.paints == figuresBefore;
        };
        QElapsedTimer timer;
        timer.start();
        change(i);
        for (int round = 0; round < 3 && unpainted(); ++round)
            QCoreApplication::processEvents();
        const double elapsed = elapsedMs(timer);
        if (i < controlChangeWarmUps)
            continue;
        milliseconds.push_back(elapsed);
        if (unpainted())
            measurement.everyChangePainted = false;
    }
    measurement.timing = summarise(std::move(milliseconds));
    return measurement;
}

// "median 5.84 ms, mean 5.47 ms, worst 6.35 ms".
inline QString timingFigures(const Timing &timing)
{
    return QStringLiteral("median %1 ms, mean %2 ms, worst %3 ms")
        .arg(QString::number(timing.median, 'f', 2), QString::number(timing.mean, 'f', 2),
             QString::number(timing.worst, 'f', 2));
}
