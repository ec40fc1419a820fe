// Tests of the pipeline schedule simulator against DESIGN.md ("Pipeline bubbles").
// Expected values come from the closed forms and worked example there, written
// out here, never from the simulator's own closedForm().

#include "core/pipelinesimulator.h"

#include <QLocale>
#include <QTest>

#include <cmath>
#include <limits>
#include <vector>

using namespace Qt::StringLiterals;
using pipeline::BlockKind;
using pipeline::Parameters;
using pipeline::PipelineSimulator;
using pipeline::Problem;
using pipeline::Schedule;

Q_DECLARE_METATYPE(pipeline::Schedule)
Q_DECLARE_METATYPE(pipeline::Problem)
Q_DECLARE_METATYPE(pipeline::Operation)

namespace {

bool nearlyEqual(double a, double b)
{
    return std::abs(a - b) <= 1e-9 * std::max(1.0, std::max(std::abs(a), std::abs(b)));
}

QString describeCase(const Parameters &p)
{
    return u"p=%1 m=%2 v=%3 r=%4"_s.arg(p.stages)
        .arg(p.microBatches)
        .arg(p.chunks)
        .arg(p.backwardRatio);
}

Parameters parameters(Schedule schedule, int p, int m, int v, double r)
{
    Parameters parameters;
    parameters.schedule = schedule;
    parameters.stages = p;
    parameters.microBatches = m;
    parameters.chunks = v;
    parameters.backwardRatio = r;
    return parameters;
}

// DESIGN.md's bubble per stage, in units of t_f (per micro-batch), or NaN where
// the table gives no closed form for these values.
double designIdlePerStage(const Parameters &params)
{
    const double p = params.stages;
    const double m = params.microBatches;
    const double r = params.backwardRatio;
    switch (params.schedule) {
    case Schedule::Naive:
        // (p−1)(t_f+t_b) with the whole batch as one block: t_f = m, t_b = m·r.
        return (p - 1) * (m + m * r);
    case Schedule::GPipe:
    case Schedule::OneFOneB:
        return (p - 1) * (1 + r);
    case Schedule::Interleaved:
        return (p - 1) * (1 + r) / params.chunks;
    case Schedule::ZeroBubbleH1: {
        // (p−1)(t_F + t_B − t_W); B and W split the backward evenly. The bound
        // needs a full pipeline (m ≥ p) and W no longer than F (r ≤ 2).
        if (params.microBatches < params.stages || r > 2)
            return std::numeric_limits<double>::quiet_NaN();
        const double tF = 1, tB = r / 2, tW = r / 2;
        return (p - 1) * (tF + tB - tW);
    }
    }
    return std::numeric_limits<double>::quiet_NaN();
}

// Checks every block of a result: the stage never runs two at once, no block
// starts before its inputs exist, every block has its duration, and every block
// the schedule needs ran exactly once. Returns an empty string or the first fault.
// Where each block gets its input from is written out here independently of the
// simulator: a forward from the virtual stage before, a backward from the one
// after (or from the forward on the last one), a weight gradient from the input
// gradient; and every backward needs its own stage's forward activations.
QString checkInvariants(const Parameters &params, const pipeline::Result &result)
{
    const int p = params.stages;
    const bool naive = params.schedule == Schedule::Naive;
    const int v = params.schedule == Schedule::Interleaved ? params.chunks : 1;
    const int m = naive ? 1 : params.microBatches;
    const int virtualStages = p * v;
    const bool split = params.schedule == Schedule::ZeroBubbleH1;
    const double r = params.backwardRatio;
    const double unit = naive ? params.microBatches : 1.0;
    const auto expectedDuration = [&](BlockKind kind) {
        switch (kind) {
        case BlockKind::Forward:
            return unit / v;
        case BlockKind::Backward:
            return unit * r / v;
        case BlockKind::BackwardInput:
        case BlockKind::BackwardWeight:
            return r / 2;
        }
        return -1.0;
    };

    if (result.stages.size() != p)
        return u"wrong number of stages"_s;
    // Every block by (kind, virtual stage, micro-batch).
    std::vector<const pipeline::Block *> blocks(std::size_t(4 * virtualStages * m), nullptr);
    const auto slot = [&](BlockKind kind, int virtualStage,
                          int microBatch) -> const pipeline::Block *& {
        return blocks[std::size_t((int(kind) * virtualStages + virtualStage) * m + microBatch)];
    };
    int count = 0;
    for (int stage = 0; stage < p; ++stage) {
        double previousEnd = 0.0;
        for (const pipeline::Block &block : result.stages[stage].blocks) {
            if (block.start < previousEnd - 1e-12)
                return u"stage %1 runs two blocks at once at t=%2"_s.arg(stage).arg(block.start);
            if (!nearlyEqual(block.end - block.start, expectedDuration(block.kind)))
                return u"stage %1 block of wrong length"_s.arg(stage);
            if (block.start < 0 || block.end > result.makespan + 1e-9)
                return u"stage %1 block outside [0, makespan]"_s.arg(stage);
            if (block.microBatch < 0 || block.microBatch >= m || block.chunk < 0 || block.chunk >= v)
                return u"stage %1 block out of range"_s.arg(stage);
            previousEnd = block.end;
            const pipeline::Block *&entry = slot(block.kind, block.chunk * p + stage,
                                                 block.microBatch);
            if (entry)
                return u"stage %1 ran a block twice"_s.arg(stage);
            entry = &block;
            ++count;
        }
    }
    const int kindsPerMicroBatch = split ? 3 : 2;
    if (count != kindsPerMicroBatch * virtualStages * m)
        return u"%1 blocks ran, %2 expected"_s.arg(count).arg(kindsPerMicroBatch * virtualStages
                                                              * m);

    const BlockKind backwardKind = split ? BlockKind::BackwardInput : BlockKind::Backward;
    const auto startsAfter = [&](const pipeline::Block *block, BlockKind inputKind, int inputStage,
                                 int mb) {
        const pipeline::Block *input = slot(inputKind, inputStage, mb);
        return input && block->start >= input->end - 1e-12;
    };
    for (int vs = 0; vs < virtualStages; ++vs) {
        for (int mb = 0; mb < m; ++mb) {
            const pipeline::Block *forward = slot(BlockKind::Forward, vs, mb);
            const pipeline::Block *backward = slot(backwardKind, vs, mb);
            if (!forward || !backward)
                return u"virtual stage %1 micro-batch %2 missing a block"_s.arg(vs).arg(mb);
            if (vs > 0 && !startsAfter(forward, BlockKind::Forward, vs - 1, mb))
                return u"forward of virtual stage %1 micro-batch %2 starts before its input"_s
                    .arg(vs)
                    .arg(mb);
            if (!startsAfter(backward, BlockKind::Forward, vs, mb))
                return u"backward of virtual stage %1 micro-batch %2 before its forward"_s.arg(vs)
                    .arg(mb);
            if (vs + 1 < virtualStages && !startsAfter(backward, backwardKind, vs + 1, mb))
                return u"backward of virtual stage %1 micro-batch %2 starts before its gradient"_s
                    .arg(vs)
                    .arg(mb);
            if (split
                && !startsAfter(slot(BlockKind::BackwardWeight, vs, mb), BlockKind::BackwardInput,
                                vs, mb))
                return u"weight gradient of virtual stage %1 micro-batch %2 before its input gradient"_s
                    .arg(vs)
                    .arg(mb);
        }
    }
    return {};
}

} // namespace

class TestPipelineSimulator : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void closedFormsHoldForEveryStageAndMicroBatchCount_data();
    void closedFormsHoldForEveryStageAndMicroBatchCount();
    void workedExample_data();
    void workedExample();
    void everyScheduleRespectsDependenciesAndNeverOverlaps_data();
    void everyScheduleRespectsDependenciesAndNeverOverlaps();
    void activationPeaks();
    void interleavedAndZeroBubbleActivationPeaks_data();
    void interleavedAndZeroBubbleActivationPeaks();
    void invalidParametersGiveAReason_data();
    void invalidParametersGiveAReason();
    void deadlockedProgramEndsWithAnError();
    void malformedProgramIsRejected_data();
    void malformedProgramIsRejected();
    void closedFormFunctionMatchesDesign();
};

void TestPipelineSimulator::initTestCase()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
}

void TestPipelineSimulator::closedFormsHoldForEveryStageAndMicroBatchCount_data()
{
    QTest::addColumn<Schedule>("schedule");
    QTest::addColumn<int>("chunks");
    QTest::addColumn<double>("ratio");

    for (double r : {1.0, 2.0, 3.0}) {
        QTest::addRow("naive r=%g", r) << Schedule::Naive << 1 << r;
        QTest::addRow("GPipe r=%g", r) << Schedule::GPipe << 1 << r;
        QTest::addRow("1F1B r=%g", r) << Schedule::OneFOneB << 1 << r;
        for (int v = 1; v <= 4; ++v)
            QTest::addRow("interleaved v=%d r=%g", v, r) << Schedule::Interleaved << v << r;
    }
    // ZB-H1's closed form assumes t_W ≤ t_F; with B = W = r/2 that is r ≤ 2.
    for (double r : {1.0, 1.5, 2.0})
        QTest::addRow("ZB-H1 r=%g", r) << Schedule::ZeroBubbleH1 << 1 << r;
}

void TestPipelineSimulator::closedFormsHoldForEveryStageAndMicroBatchCount()
{
    QFETCH(Schedule, schedule);
    QFETCH(int, chunks);
    QFETCH(double, ratio);

    int compared = 0;
    for (int p = 1; p <= 16; ++p) {
        for (int m = 1; m <= 64; ++m) {
            const Parameters params = parameters(schedule, p, m, chunks, ratio);
            if (schedule == Schedule::Interleaved && m % p != 0)
                continue; // no schedule: see invalidParametersGiveAReason
            const double idle = designIdlePerStage(params);
            if (std::isnan(idle)) {
                QVERIFY(schedule == Schedule::ZeroBubbleH1 && m < p);
                continue;
            }
            const double ideal = m * (1 + ratio);
            const double makespan = ideal + idle;
            double overTotal = idle / makespan;
            double overIdealCompute = idle / ideal;
            if (schedule == Schedule::GPipe || schedule == Schedule::OneFOneB) {
                overTotal = (p - 1.0) / (m + p - 1.0); // GPipe's definition
                overIdealCompute = (p - 1.0) / m; // Megatron-LM's definition
            } else if (schedule == Schedule::Naive) {
                overTotal = (p - 1.0) / p; // DESIGN: idle fraction (p−1)/p
                overIdealCompute = p - 1.0;
            }

            const pipeline::Result result = PipelineSimulator::simulate(params);
            QVERIFY2(result.ok(), qPrintable(describeCase(params)));
            QVERIFY2(nearlyEqual(result.makespan, makespan),
                     qPrintable(
                         describeCase(params)
                         + u" makespan %1, expected %2"_s.arg(result.makespan).arg(makespan)));
            for (const pipeline::StageTimeline &stage : result.stages)
                QVERIFY2(nearlyEqual(stage.idleTime, idle), qPrintable(describeCase(params)));
            QVERIFY2(nearlyEqual(result.idleTimePerStage, idle), qPrintable(describeCase(params)));
            QVERIFY2(nearlyEqual(result.idealCompute, ideal), qPrintable(describeCase(params)));
            QVERIFY2(nearlyEqual(result.bubbleOverTotal, overTotal),
                     qPrintable(describeCase(params)));
            QVERIFY2(nearlyEqual(result.bubbleOverIdeal, overIdealCompute),
                     qPrintable(describeCase(params)));
            ++compared;
        }
    }
    QVERIFY(compared > 0);
}

void TestPipelineSimulator::workedExample_data()
{
    QTest::addColumn<Schedule>("schedule");
    QTest::addColumn<int>("stages");
    QTest::addColumn<int>("microBatches");
    QTest::addColumn<int>("chunks");
    QTest::addColumn<double>("makespan");
    QTest::addColumn<double>("idle");
    QTest::addColumn<QString>("percentOfTotal");
    QTest::addColumn<QString>("percentOfIdeal");

    // DESIGN.md: p = 4, m = 8, r = 2.
    QTest::newRow("GPipe") << Schedule::GPipe << 4 << 8 << 1 << 33.0 << 9.0 << u"27.3"_s
                           << u"37.5"_s;
    QTest::newRow("1F1B") << Schedule::OneFOneB << 4 << 8 << 1 << 33.0 << 9.0 << u"27.3"_s
                          << u"37.5"_s;
    QTest::newRow("interleaved v=2")
        << Schedule::Interleaved << 4 << 8 << 2 << 28.5 << 4.5 << u"15.8"_s << u"18.8"_s;
    QTest::newRow("ZB-H1") << Schedule::ZeroBubbleH1 << 4 << 8 << 1 << 27.0 << 3.0 << u"11.1"_s
                           << u"12.5"_s;
    // Quiz question 3: naive, p = 4, one batch: 3 of every 4 time units idle.
    QTest::newRow("naive m=1") << Schedule::Naive << 4 << 1 << 1 << 12.0 << 9.0 << u"75.0"_s
                               << u"300.0"_s;
    // Quiz question 4: GPipe p = 4 with m = 1 against m = 8.
    QTest::newRow("GPipe m=1") << Schedule::GPipe << 4 << 1 << 1 << 12.0 << 9.0 << u"75.0"_s
                               << u"300.0"_s;
}

void TestPipelineSimulator::workedExample()
{
    QFETCH(Schedule, schedule);
    QFETCH(int, stages);
    QFETCH(int, microBatches);
    QFETCH(int, chunks);
    QFETCH(double, makespan);
    QFETCH(double, idle);
    QFETCH(QString, percentOfTotal);
    QFETCH(QString, percentOfIdeal);

    const pipeline::Result result = PipelineSimulator::simulate(
        parameters(schedule, stages, microBatches, chunks, 2.0));
    QVERIFY(result.ok());
    QCOMPARE(result.makespan, makespan); // exact: all durations are halves
    QCOMPARE(result.idleTimePerStage, idle);
    for (const pipeline::StageTimeline &stage : result.stages)
        QCOMPARE(stage.idleTime, idle);
    const QLocale c(QLocale::C);
    QCOMPARE(c.toString(result.bubbleOverTotal * 100, 'f', 1), percentOfTotal);
    QCOMPARE(c.toString(result.bubbleOverIdeal * 100, 'f', 1), percentOfIdeal);
}

void TestPipelineSimulator::everyScheduleRespectsDependenciesAndNeverOverlaps_data()
{
    QTest::addColumn<Schedule>("schedule");
    QTest::addColumn<int>("chunks");
    QTest::addColumn<double>("ratio");
    for (double r : {1.0, 1.5, 2.0, 3.0}) {
        QTest::addRow("naive r=%g", r) << Schedule::Naive << 1 << r;
        QTest::addRow("GPipe r=%g", r) << Schedule::GPipe << 1 << r;
        QTest::addRow("1F1B r=%g", r) << Schedule::OneFOneB << 1 << r;
        QTest::addRow("ZB-H1 r=%g", r) << Schedule::ZeroBubbleH1 << 1 << r;
        for (int v = 1; v <= 4; ++v)
            QTest::addRow("interleaved v=%d r=%g", v, r) << Schedule::Interleaved << v << r;
    }
}

void TestPipelineSimulator::everyScheduleRespectsDependenciesAndNeverOverlaps()
{
    QFETCH(Schedule, schedule);
    QFETCH(int, chunks);
    QFETCH(double, ratio);
    for (int p = 1; p <= 16; ++p) {
        for (int m = 1; m <= 64; ++m) {
            if (schedule == Schedule::Interleaved && m % p != 0)
                continue;
            const Parameters params = parameters(schedule, p, m, chunks, ratio);
            const pipeline::Result result = PipelineSimulator::simulate(params);
            QVERIFY2(result.ok(), qPrintable(describeCase(params)));
            const QString fault = checkInvariants(params, result);
            QVERIFY2(fault.isEmpty(), qPrintable(describeCase(params) + u": "_s + fault));
        }
    }
}

void TestPipelineSimulator::activationPeaks()
{
    for (int p = 1; p <= 16; ++p) {
        for (int m = 1; m <= 64; ++m) {
            const pipeline::Result gpipe = PipelineSimulator::simulate(
                parameters(Schedule::GPipe, p, m, 1, 2.0));
            const pipeline::Result oneFOneB = PipelineSimulator::simulate(
                parameters(Schedule::OneFOneB, p, m, 1, 2.0));
            const pipeline::Result naive = PipelineSimulator::simulate(
                parameters(Schedule::Naive, p, m, 1, 2.0));
            for (int i = 0; i < p; ++i) {
                // GPipe keeps every micro-batch until the backwards start; so does the
                // naive schedule's single whole-batch block.
                QCOMPARE(gpipe.stages[i].peakActivations, double(m));
                QCOMPARE(naive.stages[i].peakActivations, double(m));
                // 1F1B: stage i (0-based) holds at most min(p − i, m).
                QCOMPARE(oneFOneB.stages[i].peakActivations, double(std::min(p - i, m)));
            }
        }
    }
}

void TestPipelineSimulator::interleavedAndZeroBubbleActivationPeaks_data()
{
    QTest::addColumn<Schedule>("schedule");
    QTest::addColumn<int>("chunks");
    QTest::addColumn<QList<double>>("peaks");
    // Interleaved, p = 4, m = 8, v = 2: Megatron-LM's stage i runs
    // 2(p−i−1) + (v−1)p warm-up chunk forwards and one more before its first
    // backward; each chunk holds half the stage's layers.
    QTest::newRow("interleaved p=4 m=8 v=2")
        << Schedule::Interleaved << 2 << QList<double>{5.5, 4.5, 3.5, 2.5};
    // ZB-H1: stage i holds back i weight-gradient passes, which keep their
    // micro-batch's inputs: every stage reaches p, 1F1B's worst stage.
    QTest::newRow("ZB-H1 p=4 m=8") << Schedule::ZeroBubbleH1 << 1 << QList<double>{4, 4, 4, 4};
}

void TestPipelineSimulator::interleavedAndZeroBubbleActivationPeaks()
{
    QFETCH(Schedule, schedule);
    QFETCH(int, chunks);
    QFETCH(QList<double>, peaks);
    const pipeline::Result result = PipelineSimulator::simulate(
        parameters(schedule, 4, 8, chunks, 2.0));
    QVERIFY(result.ok());
    QList<double> actual;
    for (const pipeline::StageTimeline &stage : result.stages)
        actual.append(stage.peakActivations);
    QCOMPARE(actual, peaks);
}

void TestPipelineSimulator::invalidParametersGiveAReason_data()
{
    QTest::addColumn<Schedule>("schedule");
    QTest::addColumn<int>("stages");
    QTest::addColumn<int>("microBatches");
    QTest::addColumn<int>("chunks");
    QTest::addColumn<double>("ratio");
    QTest::addColumn<Problem>("problem");
    QTest::addColumn<QStringList>("reasonMentions");

    QTest::newRow("interleaved m=6 p=4")
        << Schedule::Interleaved << 4 << 6 << 2 << 2.0 << Problem::MicroBatchesNotMultipleOfStages
        << QStringList{u"multiple"_s, u"p = 4"_s, u"m = 6"_s, u"m = 4"_s};
    QTest::newRow("interleaved m=3 p=4")
        << Schedule::Interleaved << 4 << 3 << 2 << 2.0 << Problem::MicroBatchesNotMultipleOfStages
        << QStringList{u"multiple"_s, u"m = 3"_s, u"m = 4"_s};
    QTest::newRow("interleaved m=63 p=16")
        << Schedule::Interleaved << 16 << 63 << 4 << 1.0 << Problem::MicroBatchesNotMultipleOfStages
        << QStringList{u"p = 16"_s, u"m = 63"_s, u"m = 48"_s};
    QTest::newRow("p=0") << Schedule::GPipe << 0 << 8 << 1 << 2.0 << Problem::StagesOutOfRange
                         << QStringList{u"1"_s, u"16"_s};
    QTest::newRow("p=17") << Schedule::OneFOneB << 17 << 8 << 1 << 2.0 << Problem::StagesOutOfRange
                          << QStringList{u"16"_s};
    QTest::newRow("m=0") << Schedule::GPipe << 4 << 0 << 1 << 2.0 << Problem::MicroBatchesOutOfRange
                         << QStringList{u"64"_s};
    QTest::newRow("m=65") << Schedule::ZeroBubbleH1 << 4 << 65 << 1 << 2.0
                          << Problem::MicroBatchesOutOfRange << QStringList{u"64"_s};
    QTest::newRow("v=0") << Schedule::Interleaved << 4 << 8 << 0 << 2.0 << Problem::ChunksOutOfRange
                         << QStringList{u"4"_s};
    QTest::newRow("v=5") << Schedule::Interleaved << 4 << 8 << 5 << 2.0 << Problem::ChunksOutOfRange
                         << QStringList{u"4"_s};
    QTest::newRow("r=0.5") << Schedule::GPipe << 4 << 8 << 1 << 0.5
                           << Problem::BackwardRatioOutOfRange << QStringList{u"1.0"_s, u"3.0"_s};
    QTest::newRow("r=NaN") << Schedule::GPipe << 4 << 8 << 1
                           << std::numeric_limits<double>::quiet_NaN()
                           << Problem::BackwardRatioOutOfRange << QStringList{u"3.0"_s};
}

void TestPipelineSimulator::invalidParametersGiveAReason()
{
    QFETCH(Schedule, schedule);
    QFETCH(int, stages);
    QFETCH(int, microBatches);
    QFETCH(int, chunks);
    QFETCH(double, ratio);
    QFETCH(Problem, problem);
    QFETCH(QStringList, reasonMentions);

    const Parameters params = parameters(schedule, stages, microBatches, chunks, ratio);
    QCOMPARE(PipelineSimulator::check(params), problem);
    const pipeline::Result result = PipelineSimulator::simulate(params);
    QCOMPARE(result.problem, problem);
    QVERIFY(!result.ok());
    QVERIFY(result.stages.isEmpty());
    QVERIFY(!PipelineSimulator::closedForm(params).has_value());
    const QString reason = PipelineSimulator::describe(result.problem, params);
    for (const QString &mention : reasonMentions)
        QVERIFY2(reason.contains(mention), qPrintable(reason + u" lacks "_s + mention));
}

void TestPipelineSimulator::deadlockedProgramEndsWithAnError()
{
    // Two stages that each wait for the other: stage 0 wants the backward of
    // stage 1 before running its forward; stage 1 needs that forward first.
    pipeline::Program program;
    program.stages = 2;
    program.microBatches = 1;
    program.order = {
        {{BlockKind::Backward, 0, 0}, {BlockKind::Forward, 0, 0}},
        {{BlockKind::Forward, 0, 0}, {BlockKind::Backward, 0, 0}},
    };
    pipeline::Result result = PipelineSimulator::run(program);
    QCOMPARE(result.problem, Problem::Deadlock);
    QCOMPARE(result.stuckStage, 0);
    QVERIFY(result.stages.isEmpty());
    QVERIFY(!PipelineSimulator::describe(result.problem, {}).isEmpty());

    // A stage whose order puts a backward before its own forward.
    program.stages = 1;
    program.order = {{{BlockKind::Backward, 0, 0}, {BlockKind::Forward, 0, 0}}};
    result = PipelineSimulator::run(program);
    QCOMPARE(result.problem, Problem::Deadlock);

    // A forward that is never run leaves the next stage waiting.
    program.stages = 3;
    program.order = {{{BlockKind::Forward, 0, 0}}, {}, {{BlockKind::Forward, 0, 0}}};
    result = PipelineSimulator::run(program);
    QCOMPARE(result.problem, Problem::Deadlock);
    QCOMPARE(result.stuckStage, 2);
}

void TestPipelineSimulator::malformedProgramIsRejected_data()
{
    QTest::addColumn<int>("stages");
    QTest::addColumn<QList<QList<pipeline::Operation>>>("order");
    QTest::newRow("listed twice") << 1
                                  << QList<QList<pipeline::Operation>>{
                                         {{BlockKind::Forward, 0, 0}, {BlockKind::Forward, 0, 0}}};
    QTest::newRow("micro-batch out of range")
        << 1 << QList<QList<pipeline::Operation>>{{{BlockKind::Forward, 1, 0}}};
    QTest::newRow("chunk out of range")
        << 1 << QList<QList<pipeline::Operation>>{{{BlockKind::Forward, 0, 1}}};
    QTest::newRow("fewer orders than stages")
        << 2 << QList<QList<pipeline::Operation>>{{{BlockKind::Forward, 0, 0}}};
}

void TestPipelineSimulator::malformedProgramIsRejected()
{
    QFETCH(int, stages);
    QFETCH(QList<QList<pipeline::Operation>>, order);
    pipeline::Program program;
    program.stages = stages;
    program.microBatches = 1;
    program.order = order;
    QCOMPARE(PipelineSimulator::run(program).problem, Problem::InvalidProgram);
}

void TestPipelineSimulator::closedFormFunctionMatchesDesign()
{
    // The page draws its formula curve from closedForm(); it must agree with DESIGN.md.
    for (Schedule schedule : {Schedule::Naive, Schedule::GPipe, Schedule::OneFOneB,
                              Schedule::Interleaved, Schedule::ZeroBubbleH1}) {
        for (double r : {1.0, 2.0, 3.0}) {
            for (int p = 1; p <= 16; ++p) {
                for (int m = 1; m <= 64; ++m) {
                    const Parameters params = parameters(schedule, p, m, 3, r);
                    const auto form = PipelineSimulator::closedForm(params);
                    const double idle = designIdlePerStage(params);
                    if (schedule == Schedule::Interleaved && m % p != 0) {
                        QVERIFY(!form.has_value());
                        continue;
                    }
                    QCOMPARE(form.has_value(), !std::isnan(idle));
                    if (form)
                        QVERIFY2(nearlyEqual(form->idleTimePerStage, idle),
                                 qPrintable(describeCase(params)));
                }
            }
        }
    }
    const auto worked = PipelineSimulator::closedForm(parameters(Schedule::OneFOneB, 4, 8, 1, 2.0));
    QVERIFY(worked.has_value());
    QCOMPARE(worked->makespan, 33.0);
    QCOMPARE(worked->bubbleOverIdeal, 0.375);
}

QTEST_GUILESS_MAIN(TestPipelineSimulator)
#include "tst_pipelinesimulator.moc"
