// What the Pipeline bubbles charts draw, worked out in the core: the bubble
// against m and the compared schedule. Expected values come from DESIGN.md's
// formulas, worked by hand in each row: for GPipe and 1F1B the idle time per
// stage is (p−1)(t_f+t_b) and the makespan (m+p−1)(t_f+t_b), so
// bubble ÷ total = (p−1)/(m+p−1) and bubble ÷ ideal = (p−1)/m; interleaved
// divides the idle time by v; ZB-H1 idles (p−1)(t_F+t_B−t_W).
#include "core/pipelinechartdata.h"

#include <QTest>

#include <cmath>

using namespace pipeline;

Q_DECLARE_METATYPE(pipeline::Parameters)
Q_DECLARE_METATYPE(pipeline::Schedule)

class TestPipelineChartData : public QObject
{
    Q_OBJECT

private slots:
    void sweepPoints_data();
    void sweepPoints();
    void sweepCoversEveryAcceptedM_data();
    void sweepCoversEveryAcceptedM();
    void simulatedAgreesWithTheClosedForm();
    void sweepIgnoresTheCurrentM();
    void largestFractions();
    void sameSweep_data();
    void sameSweep();
    void acceptedMicroBatches_data();
    void acceptedMicroBatches();
    void comparedSchedule_data();
    void comparedSchedule();
};

namespace {

Parameters parametersOf(Schedule schedule, int stages, int chunks = 2, double ratio = 2.0)
{
    Parameters parameters;
    parameters.schedule = schedule;
    parameters.stages = stages;
    parameters.chunks = chunks;
    parameters.backwardRatio = ratio;
    return parameters;
}

const BubblePoint *pointAt(const QList<BubblePoint> &points, int microBatches)
{
    for (const BubblePoint &point : points) {
        if (point.microBatches == microBatches)
            return &point;
    }
    return nullptr;
}

} // namespace

void TestPipelineChartData::sweepPoints_data()
{
    QTest::addColumn<Parameters>("parameters");
    QTest::addColumn<int>("microBatches");
    QTest::addColumn<double>("overTotal");
    QTest::addColumn<double>("overIdeal");

    // GPipe, p = 4, r = 2 (t_f + t_b = 3): idle 3·3 = 9 on each stage.
    // m = 1: makespan 4·3 = 12, ideal 3: 9/12 = 0.75, 9/3 = 3.
    QTest::newRow("GPipe p4 m1") << parametersOf(Schedule::GPipe, 4) << 1 << 0.75 << 3.0;
    // m = 8, DESIGN.md's worked example: 9 of 33 (27.3 %), 9 of 24 (37.5 %).
    QTest::newRow("GPipe p4 m8") << parametersOf(Schedule::GPipe, 4) << 8 << 9.0 / 33.0 << 0.375;
    // m = 64: 3/67 and 3/64.
    QTest::newRow("GPipe p4 m64") << parametersOf(Schedule::GPipe, 4) << 64 << 3.0 / 67.0
                                  << 3.0 / 64.0;
    // 1F1B has GPipe's bubble: p = 8, m = 16: 7/23 and 7/16.
    QTest::newRow("1F1B p8 m16") << parametersOf(Schedule::OneFOneB, 8) << 16 << 7.0 / 23.0
                                 << 7.0 / 16.0;
    // Interleaved, v = 2, m = 8: idle 9/2 = 4.5 of 24 + 4.5 = 28.5 (15.8 %), 4.5/24.
    QTest::newRow("interleaved p4 v2 m8")
        << parametersOf(Schedule::Interleaved, 4) << 8 << 4.5 / 28.5 << 4.5 / 24.0;
    // ZB-H1, t_F = t_B = t_W = 1: idle 3·(1+1−1) = 3 of 24 + 3 = 27, and 3/24.
    QTest::newRow("ZB-H1 p4 m8") << parametersOf(Schedule::ZeroBubbleH1, 4) << 8 << 3.0 / 27.0
                                 << 0.125;
    // Naive: one block for the whole batch, so (p−1)/p = 3/4 at any m; ideal 3m, idle 9m: 3.
    QTest::newRow("naive p4 m5") << parametersOf(Schedule::Naive, 4) << 5 << 0.75 << 3.0;
    // One stage never waits.
    QTest::newRow("GPipe p1 m3") << parametersOf(Schedule::GPipe, 1) << 3 << 0.0 << 0.0;
}

void TestPipelineChartData::sweepPoints()
{
    QFETCH(Parameters, parameters);
    QFETCH(int, microBatches);
    QFETCH(double, overTotal);
    QFETCH(double, overIdeal);
    const BubbleSweep sweep = sweepMicroBatches(parameters);
    const BubblePoint *point = pointAt(sweep.simulated, microBatches);
    QVERIFY(point);
    QVERIFY2(std::abs(point->overTotal - overTotal) < 1e-12,
             qPrintable(QString::number(point->overTotal)));
    QVERIFY2(std::abs(point->overIdeal - overIdeal) < 1e-12,
             qPrintable(QString::number(point->overIdeal)));
}

void TestPipelineChartData::sweepCoversEveryAcceptedM_data()
{
    QTest::addColumn<Parameters>("parameters");
    QTest::addColumn<int>("simulated");
    QTest::addColumn<int>("firstSimulated");
    QTest::addColumn<int>("closedForm");
    QTest::addColumn<int>("firstClosedForm");

    // m = 1…64: every m for GPipe and 1F1B, each with its closed form.
    QTest::newRow("GPipe") << parametersOf(Schedule::GPipe, 4) << 64 << 1 << 64 << 1;
    QTest::newRow("1F1B") << parametersOf(Schedule::OneFOneB, 4) << 64 << 1 << 64 << 1;
    // Interleaved needs m a multiple of p = 4: 4, 8, …, 64, sixteen of them.
    QTest::newRow("interleaved p4") << parametersOf(Schedule::Interleaved, 4) << 16 << 4 << 16 << 4;
    // ZB-H1 simulates every m, but its formula needs m ≥ p: m = 4…64, 61 of them,
    QTest::newRow("ZB-H1 p4") << parametersOf(Schedule::ZeroBubbleH1, 4) << 64 << 1 << 61 << 4;
    // and r ≤ 2: none at r = 3.
    QTest::newRow("ZB-H1 p4 r3") << parametersOf(Schedule::ZeroBubbleH1, 4, 2, 3.0) << 64 << 1 << 0
                                 << 0;
}

void TestPipelineChartData::sweepCoversEveryAcceptedM()
{
    QFETCH(Parameters, parameters);
    QFETCH(int, simulated);
    QFETCH(int, firstSimulated);
    QFETCH(int, closedForm);
    QFETCH(int, firstClosedForm);
    const BubbleSweep sweep = sweepMicroBatches(parameters);
    QCOMPARE(sweep.simulated.size(), simulated);
    QCOMPARE(sweep.simulated.first().microBatches, firstSimulated);
    QCOMPARE(sweep.simulated.last().microBatches, 64);
    QCOMPARE(sweep.closedForm.size(), closedForm);
    if (closedForm > 0) {
        QCOMPARE(sweep.closedForm.first().microBatches, firstClosedForm);
        QCOMPARE(sweep.closedForm.last().microBatches, 64);
    }
    for (qsizetype i = 1; i < sweep.simulated.size(); ++i)
        QVERIFY(sweep.simulated[i].microBatches > sweep.simulated[i - 1].microBatches);
}

void TestPipelineChartData::simulatedAgreesWithTheClosedForm()
{
    // The chart draws the formula as a check on the simulation: where both exist they agree.
    for (Schedule schedule :
         {Schedule::GPipe, Schedule::OneFOneB, Schedule::Interleaved, Schedule::ZeroBubbleH1}) {
        const BubbleSweep sweep = sweepMicroBatches(parametersOf(schedule, 4));
        for (const BubblePoint &form : sweep.closedForm) {
            const BubblePoint *simulated = pointAt(sweep.simulated, form.microBatches);
            QVERIFY(simulated);
            QVERIFY(std::abs(simulated->overTotal - form.overTotal) < 1e-9);
            QVERIFY(std::abs(simulated->overIdeal - form.overIdeal) < 1e-9);
        }
    }
}

void TestPipelineChartData::sweepIgnoresTheCurrentM()
{
    Parameters few = parametersOf(Schedule::GPipe, 4);
    few.microBatches = 1;
    Parameters many = few;
    many.microBatches = 50;
    const BubbleSweep a = sweepMicroBatches(few);
    const BubbleSweep b = sweepMicroBatches(many);
    QCOMPARE(a.simulated, b.simulated);
    QCOMPARE(a.closedForm, b.closedForm);
}

void TestPipelineChartData::largestFractions()
{
    // GPipe, p = 4: the largest fractions are at m = 1: 3/4 of the total, 3 times the work.
    const BubbleSweep sweep = sweepMicroBatches(parametersOf(Schedule::GPipe, 4));
    QCOMPARE(sweep.largestOverTotal(), 0.75);
    QCOMPARE(sweep.largestOverIdeal(), 3.0);
    QCOMPARE(BubbleSweep().largestOverIdeal(), 0.0);
}

void TestPipelineChartData::sameSweep_data()
{
    QTest::addColumn<Parameters>("other");
    QTest::addColumn<bool>("same");
    Parameters base;
    Parameters microBatches = base;
    microBatches.microBatches = 3;
    Parameters schedule = base;
    schedule.schedule = Schedule::GPipe;
    Parameters stages = base;
    stages.stages = 5;
    Parameters chunks = base;
    chunks.chunks = 3;
    Parameters ratio = base;
    ratio.backwardRatio = 1.5;
    QTest::newRow("only m differs") << microBatches << true;
    QTest::newRow("schedule") << schedule << false;
    QTest::newRow("stages") << stages << false;
    QTest::newRow("chunks") << chunks << false;
    QTest::newRow("ratio") << ratio << false;
}

void TestPipelineChartData::sameSweep()
{
    QFETCH(Parameters, other);
    QFETCH(bool, same);
    QCOMPARE(pipeline::sameSweep(Parameters(), other), same);
}

void TestPipelineChartData::acceptedMicroBatches_data()
{
    QTest::addColumn<Schedule>("schedule");
    QTest::addColumn<int>("stages");
    QTest::addColumn<int>("microBatches");
    QTest::addColumn<int>("accepted");
    // Interleaved needs a multiple of p; the nearest one, the larger on a tie,
    // at least p and at most 64 (maxMicroBatches).
    QTest::newRow("multiple kept") << Schedule::Interleaved << 4 << 8 << 8;
    QTest::newRow("9 -> 8") << Schedule::Interleaved << 4 << 9 << 8;
    QTest::newRow("10, tie -> 12") << Schedule::Interleaved << 4 << 10 << 12;
    QTest::newRow("11 -> 12") << Schedule::Interleaved << 4 << 11 << 12;
    QTest::newRow("1 -> p") << Schedule::Interleaved << 4 << 1 << 4;
    QTest::newRow("6 at p = 4, tie -> 8") << Schedule::Interleaved << 4 << 6 << 8;
    // p = 5: 60 and 65 are the multiples around 64; 65 is beyond the range.
    QTest::newRow("64 at p = 5 -> 60") << Schedule::Interleaved << 5 << 64 << 60;
    QTest::newRow("64 at p = 3 -> 63") << Schedule::Interleaved << 3 << 64 << 63;
    QTest::newRow("63 at p = 16 -> 64") << Schedule::Interleaved << 16 << 63 << 64;
    // p = 16, m = 1: the smallest multiple is 16.
    QTest::newRow("1 at p = 16 -> 16") << Schedule::Interleaved << 16 << 1 << 16;
    // Every other schedule takes any m.
    QTest::newRow("1F1B keeps 9") << Schedule::OneFOneB << 4 << 9 << 9;
    QTest::newRow("GPipe keeps 1") << Schedule::GPipe << 16 << 1 << 1;
}

void TestPipelineChartData::acceptedMicroBatches()
{
    QFETCH(Schedule, schedule);
    QFETCH(int, stages);
    QFETCH(int, microBatches);
    QFETCH(int, accepted);
    Parameters parameters = parametersOf(schedule, stages);
    parameters.microBatches = microBatches;
    QCOMPARE(pipeline::acceptedMicroBatches(parameters), accepted);
}

void TestPipelineChartData::comparedSchedule_data()
{
    QTest::addColumn<Schedule>("schedule");
    QTest::addColumn<Schedule>("compared");
    QTest::newRow("GPipe beside 1F1B") << Schedule::GPipe << Schedule::OneFOneB;
    QTest::newRow("1F1B beside GPipe") << Schedule::OneFOneB << Schedule::GPipe;
    QTest::newRow("naive beside GPipe") << Schedule::Naive << Schedule::GPipe;
    QTest::newRow("interleaved beside GPipe") << Schedule::Interleaved << Schedule::GPipe;
    QTest::newRow("ZB-H1 beside GPipe") << Schedule::ZeroBubbleH1 << Schedule::GPipe;
}

void TestPipelineChartData::comparedSchedule()
{
    QFETCH(Schedule, schedule);
    QFETCH(Schedule, compared);
    QCOMPARE(pipeline::comparedSchedule(schedule), compared);
}

QTEST_GUILESS_MAIN(TestPipelineChartData)
#include "tst_pipelinechartdata.moc"
