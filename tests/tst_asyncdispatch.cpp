// Asynchronous dispatch on a host lane and a GPU lane (JAX documentation,
// "Asynchronous dispatch"), against timelines worked out by hand. With host
// cost h and GPU cost g a step:
//   - read only at the end and h < g, the GPU runs without a gap from h on:
//     total = h + n·g;
//   - read every step, each step costs h + g: total = n·(h + g);
//   - h > g and read only at the end, the GPU waits for each dispatch:
//     total = n·h + g.
// Issue 26's worked example: h = 2, g = 10, n = 100.
#include "core/asyncdispatch.h"
#include "core/asyncdispatchsetup.h"

#include <QTest>

#include <cmath>

using namespace Qt::StringLiterals;

namespace {

// Every expected figure below is exact arithmetic on a few decimals.
bool near(double actual, double expected)
{
    return std::abs(actual - expected) <= 1e-9 * std::max(1.0, std::abs(expected));
}

DispatchInput input(double hostMs, double gpuMs, int steps, SyncPolicy sync, int interval = 10)
{
    return {hostMs, gpuMs, steps, sync, interval};
}

} // namespace

class TestAsyncDispatch : public QObject
{
    Q_OBJECT
private slots:
    void workedExampleReadAtEnd();
    void workedExampleReadEveryStep();
    void workedExampleStepTimer();
    void workedExampleTimelines();
    void everyTenSteps();
    void everyTenStepsWithARemainder();
    void hostBoundGpuWaitsEitherWay();
    void balanced();
    void oneStep();
    void limits();
    void clampsIntoLimits();
    void largestLoop();
    void occupancyReadAtEnd();
    void occupancyReadEveryStep();
    void keysRoundTrip();
    void setupDefaultsAreTheWorkedExample();
    void setupShown();
};

void TestAsyncDispatch::workedExampleReadAtEnd()
{
    const DispatchFigures f = simulateDispatch(input(2, 10, 100, SyncPolicy::AtEnd)).figures;
    // The GPU starts at 2 and runs 100 steps of 10 without a gap: 2 + 1,000 = 1,002 ms.
    QVERIFY(near(f.totalMs, 1002));
    // 1,000 / 1,002 = 0.99800…: the 99.8 %.
    QVERIFY(near(f.gpuBusyShare, 1000.0 / 1002));
    QCOMPARE(qRound(f.gpuBusyShare * 1000), 998);
    QVERIFY(near(f.gpuIdleMs, 2));
    // The host dispatches 100 · 2 = 200 ms and then waits 802 ms for the last result.
    QVERIFY(near(f.hostDispatchMs, 200));
    QVERIFY(near(f.hostWaitMs, 802));
    QVERIFY(near(f.hostBusyShare, 200.0 / 1002));
    QCOMPARE(f.synchronisations, 1);
    QCOMPARE(f.boundedness, Boundedness::GpuBound);
    // A timer around the loop without block_until_ready() stops after the last
    // dispatch, 200 ms; with it, at 1,002 ms.
    QVERIFY(near(f.loopTimerWithoutBlockMs, 200));
    QVERIFY(near(f.loopTimerWithBlockMs, 1002));
}

void TestAsyncDispatch::workedExampleReadEveryStep()
{
    const DispatchFigures f = simulateDispatch(input(2, 10, 100, SyncPolicy::EveryStep)).figures;
    // Each step: 2 dispatching, then 10 waiting for the GPU: 100 · 12 = 1,200 ms.
    QVERIFY(near(f.totalMs, 1200));
    // 1,000 / 1,200 = 0.8333…: the 83.3 %.
    QVERIFY(near(f.gpuBusyShare, 1000.0 / 1200));
    QCOMPARE(qRound(f.gpuBusyShare * 1000), 833);
    QVERIFY(near(f.gpuIdleMs, 200));
    QVERIFY(near(f.hostWaitMs, 1000)); // 100 waits of 10
    QCOMPARE(f.synchronisations, 100);
    // float(loss) on the last step is inside the loop: a loop timer reads the total either way.
    QVERIFY(near(f.loopTimerWithoutBlockMs, 1200));
    QVERIFY(near(f.loopTimerWithBlockMs, 1200));
}

void TestAsyncDispatch::workedExampleStepTimer()
{
    // Timing one step without block_until_ready() reads h = 2 ms instead of h + g = 12 ms.
    for (SyncPolicy policy : allSyncPolicies) {
        const DispatchFigures f = simulateDispatch(input(2, 10, 100, policy)).figures;
        QVERIFY(near(f.stepTimerWithoutBlockMs, 2));
        QVERIFY(near(f.stepTimerWithBlockMs, 12));
    }
}

void TestAsyncDispatch::workedExampleTimelines()
{
    // Read at the end: step i is dispatched in [2i, 2i + 2] and runs on the GPU
    // in [2 + 10i, 12 + 10i]; only the last step's host waits, until 1,002.
    const DispatchTimeline atEnd = simulateDispatch(input(2, 10, 100, SyncPolicy::AtEnd));
    QCOMPARE(atEnd.steps.size(), 100);
    const DispatchStep &third = atEnd.steps.at(3);
    QVERIFY(near(third.dispatchStart, 6));
    QVERIFY(near(third.dispatchEnd, 8));
    QVERIFY(near(third.hostFree, 8));
    QVERIFY(near(third.gpuStart, 32));
    QVERIFY(near(third.gpuEnd, 42));
    const DispatchStep &last = atEnd.steps.constLast();
    QVERIFY(near(last.dispatchStart, 198));
    QVERIFY(near(last.gpuStart, 992));
    QVERIFY(near(last.hostWaitMs(), 1002 - 200));

    // Read every step: step i starts at 12i, is dispatched by 12i + 2, runs until 12i + 12.
    const DispatchTimeline every = simulateDispatch(input(2, 10, 100, SyncPolicy::EveryStep));
    const DispatchStep &fifth = every.steps.at(5);
    QVERIFY(near(fifth.dispatchStart, 60));
    QVERIFY(near(fifth.dispatchEnd, 62));
    QVERIFY(near(fifth.gpuStart, 62));
    QVERIFY(near(fifth.gpuEnd, 72));
    QVERIFY(near(fifth.hostFree, 72));
    QVERIFY(near(fifth.hostWaitMs(), 10));
}

void TestAsyncDispatch::everyTenSteps()
{
    // k = 10: a block of 10 steps starting at T, GPU idle, dispatches until
    // T + 20, the GPU runs T + 2 … T + 102 and the host waits until then. Ten
    // blocks: 10 · 102 = 1,020 ms, the GPU busy 1,000 / 1,020 = 98.04 %.
    const DispatchTimeline timeline = simulateDispatch(input(2, 10, 100, SyncPolicy::EveryKSteps));
    const DispatchFigures &f = timeline.figures;
    QVERIFY(near(f.totalMs, 1020));
    QVERIFY(near(f.gpuBusyShare, 1000.0 / 1020));
    QVERIFY(near(f.hostWaitMs, 10 * (102 - 20)));
    QCOMPARE(f.synchronisations, 10);
    // Step 9 ends the first block: the host waits from 20 until 102.
    QVERIFY(synchronisesAfter(timeline.input, 9));
    QVERIFY(!synchronisesAfter(timeline.input, 8));
    QVERIFY(near(timeline.steps.at(9).dispatchEnd, 20));
    QVERIFY(near(timeline.steps.at(9).hostFree, 102));
    // Step 10 begins the second block at 102, on an idle GPU.
    QVERIFY(near(timeline.steps.at(10).dispatchStart, 102));
    QVERIFY(near(timeline.steps.at(10).gpuStart, 104));
    // Step 99 synchronises inside the loop, so a loop timer reads the total either way.
    QVERIFY(near(f.loopTimerWithoutBlockMs, 1020));
}

void TestAsyncDispatch::everyTenStepsWithARemainder()
{
    // n = 25, k = 10: two blocks of 102 ms end at 204; the last 5 steps are
    // dispatched in 204 … 214 and run on the GPU in 206 … 256. Total 256, GPU
    // busy 250 / 256; the loop leaves at 214 and the read after it waits until 256.
    const DispatchFigures f = simulateDispatch(input(2, 10, 25, SyncPolicy::EveryKSteps)).figures;
    QVERIFY(near(f.totalMs, 256));
    QVERIFY(near(f.gpuBusyShare, 250.0 / 256));
    QCOMPARE(f.synchronisations, 3); // after steps 10 and 20, and the read after the loop
    QVERIFY(near(f.loopTimerWithoutBlockMs, 214));
    QVERIFY(near(f.loopTimerWithBlockMs, 256));
}

void TestAsyncDispatch::hostBoundGpuWaitsEitherWay()
{
    // h = 10, g = 2. Read at the end: step i is dispatched by 10(i + 1) and runs
    // 2 ms on an idle GPU; total 1,000 + 2 = 1,002, GPU busy 200 / 1,002 = 19.96 %.
    const DispatchFigures atEnd = simulateDispatch(input(10, 2, 100, SyncPolicy::AtEnd)).figures;
    QCOMPARE(atEnd.boundedness, Boundedness::HostBound);
    QVERIFY(near(atEnd.totalMs, 1002));
    QVERIFY(near(atEnd.gpuBusyShare, 200.0 / 1002));
    QVERIFY(near(atEnd.hostBusyShare, 1000.0 / 1002));
    QVERIFY(near(atEnd.hostWaitMs, 2));
    QVERIFY(near(atEnd.gpuIdleMs, 802));
    QVERIFY(near(atEnd.loopTimerWithoutBlockMs, 1000));
    // Read every step: 100 · (10 + 2) = 1,200, GPU busy 200 / 1,200 = 16.7 %.
    // Not synchronising saves 198 ms of 1,200; the GPU idles most of the time either way.
    const DispatchFigures every = simulateDispatch(input(10, 2, 100, SyncPolicy::EveryStep)).figures;
    QVERIFY(near(every.totalMs, 1200));
    QVERIFY(near(every.gpuBusyShare, 200.0 / 1200));
    QVERIFY(near(every.hostWaitMs, 200));
    QVERIFY(atEnd.gpuBusyShare < 0.2 && every.gpuBusyShare < 0.2);
}

void TestAsyncDispatch::balanced()
{
    // h = g = 5, read at the end: step i is dispatched by 5(i + 1), the GPU has
    // just finished step i − 1 then; both lanes are busy. Total 5 + 10 · 5 = 55.
    const DispatchFigures f = simulateDispatch(input(5, 5, 10, SyncPolicy::AtEnd)).figures;
    QCOMPARE(f.boundedness, Boundedness::Balanced);
    QVERIFY(near(f.totalMs, 55));
    QVERIFY(near(f.gpuBusyShare, 50.0 / 55));
    QVERIFY(near(f.hostBusyShare, 50.0 / 55));
}

void TestAsyncDispatch::oneStep()
{
    // One step: dispatched in 0 … 2, run in 2 … 12, read at 12, whatever the policy.
    // The loop is left at 2 unless the loop itself synchronises on that step.
    const struct
    {
        SyncPolicy policy;
        int interval;
        double loopWithoutBlock;
    } cases[] = {{SyncPolicy::AtEnd, 10, 2},
                 {SyncPolicy::EveryStep, 10, 12},
                 {SyncPolicy::EveryKSteps, 1, 12},
                 {SyncPolicy::EveryKSteps, 10, 2}};
    for (const auto &c : cases) {
        const DispatchTimeline timeline = simulateDispatch(input(2, 10, 1, c.policy, c.interval));
        QCOMPARE(timeline.steps.size(), 1);
        QVERIFY(near(timeline.figures.totalMs, 12));
        QVERIFY(near(timeline.figures.gpuBusyShare, 10.0 / 12));
        QVERIFY(near(timeline.figures.hostWaitMs, 10));
        QCOMPARE(timeline.figures.synchronisations, 1);
        QVERIFY(near(timeline.figures.loopTimerWithoutBlockMs, c.loopWithoutBlock));
    }
}

void TestAsyncDispatch::limits()
{
    QVERIFY(withinLimits(DispatchInput{}));
    QVERIFY(withinLimits(input(0.01, 10'000, 100'000, SyncPolicy::EveryKSteps, 100'000)));
    QVERIFY(withinLimits(input(10'000, 0.01, 1, SyncPolicy::EveryKSteps, 1)));
    QVERIFY(!withinLimits(input(0.001, 10, 100, SyncPolicy::AtEnd)));
    QVERIFY(!withinLimits(input(2, 10'001, 100, SyncPolicy::AtEnd)));
    QVERIFY(!withinLimits(input(2, 10, 0, SyncPolicy::AtEnd)));
    QVERIFY(!withinLimits(input(2, 10, 100'001, SyncPolicy::AtEnd)));
    QVERIFY(!withinLimits(input(2, 10, 100, SyncPolicy::EveryKSteps, 0)));
    QVERIFY(!withinLimits(input(std::nan(""), 10, 100, SyncPolicy::AtEnd)));
}

void TestAsyncDispatch::clampsIntoLimits()
{
    const DispatchInput clamped = clampedToLimits(
        input(0, 1e6, 1'000'000, SyncPolicy::EveryKSteps, -3));
    QCOMPARE(clamped.hostMs, 0.01);
    QCOMPARE(clamped.gpuMs, 10'000.0);
    QCOMPARE(clamped.steps, 100'000);
    QCOMPARE(clamped.syncInterval, 1);
    QCOMPARE(clampedToLimits(input(std::nan(""), 10, 100, SyncPolicy::AtEnd)).hostMs, 0.01);
    // The simulation runs on the clamped input: 0 steps become 1.
    const DispatchTimeline timeline = simulateDispatch(input(2, 10, 0, SyncPolicy::AtEnd));
    QCOMPARE(timeline.input.steps, 1);
    QCOMPARE(timeline.steps.size(), 1);
    QVERIFY(near(timeline.figures.totalMs, 12));
}

void TestAsyncDispatch::largestLoop()
{
    // 100,000 steps, h = 0.01, g = 10,000, read at the end: 0.01 + 10^5 · 10^4 ms.
    const DispatchTimeline timeline = simulateDispatch(
        input(0.01, 10'000, 100'000, SyncPolicy::AtEnd));
    QCOMPARE(timeline.steps.size(), 100'000);
    QVERIFY(near(timeline.figures.totalMs, 0.01 + 1e9));
    QVERIFY(near(timeline.figures.hostDispatchMs, 1000)); // 10^5 · 0.01
    // Host-bound the other way round, read every step: 10^5 · (10,000 + 0.01).
    const DispatchFigures every
        = simulateDispatch(input(10'000, 0.01, 100'000, SyncPolicy::EveryStep)).figures;
    QVERIFY(near(every.totalMs, 1e5 * 10'000.01));
    QCOMPARE(every.synchronisations, 100'000);
}

void TestAsyncDispatch::occupancyReadAtEnd()
{
    // Total 1,002 in 501 columns of 2 ms: the host dispatches in columns 0 … 99
    // (0 … 200) and waits in 100 … 500; the GPU idles in column 0 only.
    const DispatchTimeline timeline = simulateDispatch(input(2, 10, 100, SyncPolicy::AtEnd));
    const LaneOccupancy o = laneOccupancy(timeline, 501);
    QVERIFY(near(o.columnMs, 2));
    QCOMPARE(o.gpuBusy.size(), 501);
    for (int column = 0; column < 501; ++column) {
        const bool dispatching = column < 100;
        QVERIFY(near(o.hostDispatch.at(column), dispatching ? 1 : 0));
        QVERIFY(near(o.hostWait.at(column), dispatching ? 0 : 1));
        QVERIFY(near(o.gpuBusy.at(column), column == 0 ? 0 : 1));
    }
    // One column: the shares are the figures' own.
    const LaneOccupancy whole = laneOccupancy(timeline, 1);
    QVERIFY(near(whole.gpuBusy.at(0), 1000.0 / 1002));
    QVERIFY(near(whole.hostDispatch.at(0), 200.0 / 1002));
    QVERIFY(laneOccupancy(timeline, 0).gpuBusy.isEmpty());
}

void TestAsyncDispatch::occupancyReadEveryStep()
{
    // Total 1,200 in 100 columns of 12 ms, one step a column: 2/12 dispatching,
    // 10/12 waiting, and the GPU busy 10/12. In 7 columns of 1,200/7 ms a
    // column cuts steps apart, but the GPU's shares still add up to its 1,000 ms.
    const DispatchTimeline timeline = simulateDispatch(input(2, 10, 100, SyncPolicy::EveryStep));
    const LaneOccupancy o = laneOccupancy(timeline, 100);
    for (int column = 0; column < 100; ++column) {
        QVERIFY(near(o.hostDispatch.at(column), 2.0 / 12));
        QVERIFY(near(o.hostWait.at(column), 10.0 / 12));
        QVERIFY(near(o.gpuBusy.at(column), 10.0 / 12));
    }
    const LaneOccupancy seven = laneOccupancy(timeline, 7);
    double gpuColumns = 0;
    for (double share : seven.gpuBusy)
        gpuColumns += share;
    QVERIFY(near(gpuColumns * seven.columnMs, 1000));
}

void TestAsyncDispatch::keysRoundTrip()
{
    QCOMPARE(syncPolicyKey(SyncPolicy::EveryStep), "every-step"_L1);
    QCOMPARE(syncPolicyKey(SyncPolicy::EveryKSteps), "every-k-steps"_L1);
    QCOMPARE(syncPolicyKey(SyncPolicy::AtEnd), "at-end"_L1);
    for (SyncPolicy policy : allSyncPolicies)
        QCOMPARE(syncPolicyFromKey(QString(syncPolicyKey(policy))), policy);
    QVERIFY(!syncPolicyFromKey(u"every-k").has_value());
}

void TestAsyncDispatch::setupDefaultsAreTheWorkedExample()
{
    const AsyncDispatchChartSetup setup;
    QCOMPARE(setup.input(), input(2, 10, 100, SyncPolicy::AtEnd, 10));
    QVERIFY(near(simulateDispatch(setup.input()).figures.totalMs, 1002));
    AsyncDispatchChartSetup other;
    QCOMPARE(other, setup);
    other.syncInterval = 5;
    QVERIFY(!(other == setup));
}

void TestAsyncDispatch::setupShown()
{
    AsyncDispatchChartSetup setup;
    AsyncDispatchChartSetup shown = setup;
    QVERIFY(showsSetup(setup, shown));
    // k is no control of the at-end policy's: changing it still shows the set-up.
    shown.syncInterval = 25;
    QVERIFY(showsSetup(setup, shown));
    setup.sync = shown.sync = SyncPolicy::EveryKSteps;
    QVERIFY(!showsSetup(setup, shown));
    shown.syncInterval = setup.syncInterval;
    QVERIFY(showsSetup(setup, shown));
    for (auto change : {+[](AsyncDispatchChartSetup &s) { s.hostMs = 3; },
                        +[](AsyncDispatchChartSetup &s) { s.gpuMs = 3; },
                        +[](AsyncDispatchChartSetup &s) { s.steps = 3; },
                        +[](AsyncDispatchChartSetup &s) {
                            s.sync = SyncPolicy::EveryStep;
                        }}) {
        AsyncDispatchChartSetup changed = setup;
        change(changed);
        QVERIFY(!showsSetup(setup, changed));
    }
}

QTEST_GUILESS_MAIN(TestAsyncDispatch)
#include "tst_asyncdispatch.moc"
