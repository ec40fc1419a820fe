// What the Attention memory page and its chart show, worked out in the core:
// the results at one shape and GPU, and the sweep over T = S. Expected values
// come from DESIGN.md's formulas, worked by hand in each case: naive
// B·N·T·S·bytes (twice in training), fused B·T·N·d·bytes + B·N·T·4; the
// worked example B = 1, N = 32, d = 128, T = S = 8192, bfloat16 gives 2³¹
// scores, 4 GiB naive, 64 MiB output + 1 MiB statistics fused.
#include "core/attentionchartdata.h"

#include <QTest>

Q_DECLARE_METATYPE(AttentionShape)
Q_DECLARE_METATYPE(AttentionSweepPoint)

class TestAttentionChartData : public QObject
{
    Q_OBJECT

private slots:
    void sweepPoints_data();
    void sweepPoints();
    void sweepSpansTheChartAtEightPointsAnOctave();
    void sweepIgnoresTheShapesLengthAndMask();
    void resultsOfTheWorkedExample();
    void resultsWithoutTheFusedKernel();
    void resultsReportOverflow();
};

namespace {

// DESIGN.md's worked example; its T and S do not matter to the sweep.
AttentionShape workedExample()
{
    return AttentionShape{1,
                          32,
                          128,
                          8192,
                          8192,
                          Dtype::BFloat16,
                          AttentionMask::None,
                          AttentionPass::Inference};
}

AttentionGpu a100With80GB()
{
    // NVIDIA's "80 GB" read as GiB: 80 · 2^30 bytes.
    return AttentionGpu{QStringLiteral("A100 80 GB"), 80ull << 30, {8, 0}, false};
}

} // namespace

void TestAttentionChartData::sweepPoints_data()
{
    QTest::addColumn<AttentionShape>("shape");
    QTest::addColumn<int>("index");
    QTest::addColumn<AttentionSweepPoint>("expected");

    const AttentionShape example = workedExample();
    // T = 512 = 2^9: naive 32·2^18·2 = 2^24; fused 512·32·128·2 = 2^22 plus 32·512·4 = 2^16.
    QTest::newRow("first, 512") << example << 0
                                << AttentionSweepPoint{512, 1ull << 24, (1ull << 22) + (1ull << 16)};
    // One eighth of an octave on: 512·2^(1/8) = 558.34, rounded to 558 tokens;
    // naive 32·558²·2 = 19927296; fused 558·(32·128·2 + 32·4) = 558·8320 = 4642560.
    QTest::newRow("second, 558") << example << 1 << AttentionSweepPoint{558, 19927296, 4642560};
    // Four octaves on, index 32, T = 8192: the worked example, 4 GiB and 64 MiB + 1 MiB.
    QTest::newRow("8192") << example << 32
                          << AttentionSweepPoint{8192, 1ull << 32, (1ull << 26) + (1ull << 20)};
    // Last, T = 131072 = 2^17: naive 32·2^34·2 = 2^40; fused 2^17·2^13 = 2^30 plus 32·2^17·4 = 2^24.
    QTest::newRow("last, 131072") << example << 64
                                  << AttentionSweepPoint{131072, 1ull << 40,
                                                         (1ull << 30) + (1ull << 24)};
    // Training keeps the probabilities as well: twice the naive memory; fused is unchanged.
    AttentionShape training = example;
    training.pass = AttentionPass::Training;
    QTest::newRow("training 8192")
        << training << 32 << AttentionSweepPoint{8192, 1ull << 33, (1ull << 26) + (1ull << 20)};
    // float32: 4 bytes a score and an output element: naive 32·2^26·4 = 2^33;
    // fused 8192·32·128·4 = 2^27 plus the same 2^20 of statistics.
    AttentionShape float32 = example;
    float32.dtype = Dtype::Float32;
    QTest::newRow("float32 8192") << float32 << 32
                                  << AttentionSweepPoint{8192, 1ull << 33,
                                                         (1ull << 27) + (1ull << 20)};
}

void TestAttentionChartData::sweepPoints()
{
    QFETCH(AttentionShape, shape);
    QFETCH(int, index);
    QFETCH(AttentionSweepPoint, expected);
    const QList<AttentionSweepPoint> sweep = sweepSequenceLength(shape);
    QVERIFY(index < sweep.size());
    const AttentionSweepPoint &point = sweep.at(index);
    QCOMPARE(point.sequence, expected.sequence);
    QCOMPARE(point.naiveBytes, expected.naiveBytes);
    QCOMPARE(point.fusedBytes, expected.fusedBytes);
}

void TestAttentionChartData::sweepSpansTheChartAtEightPointsAnOctave()
{
    // 2^9 to 2^17: eight octaves of eight steps, both ends included: 65 points.
    const QList<AttentionSweepPoint> sweep = sweepSequenceLength(workedExample());
    QCOMPARE(sweep.size(), 65);
    QCOMPARE(sweep.first().sequence, AttentionLimits::minSequence);
    QCOMPARE(sweep.last().sequence, AttentionLimits::maxSequence);
    for (qsizetype i = 1; i < sweep.size(); ++i) {
        QVERIFY(sweep[i].sequence > sweep[i - 1].sequence);
        QVERIFY(sweep[i].naiveBytes > sweep[i - 1].naiveBytes);
    }
    // Every eighth point is a whole octave: 2^(9 + i/8).
    for (int octave = 0; octave <= 8; ++octave)
        QCOMPARE(sweep.at(octave * 8).sequence, quint64(512) << octave);
}

void TestAttentionChartData::sweepIgnoresTheShapesLengthAndMask()
{
    AttentionShape other = workedExample();
    other.queryLength = 1024;
    other.keyLength = 1024;
    other.mask = AttentionMask::Causal; // XLA masks the full matrix: no memory saved
    QCOMPARE(sweepSequenceLength(other), sweepSequenceLength(workedExample()));
}

void TestAttentionChartData::resultsOfTheWorkedExample()
{
    const std::optional<AttentionResults> results = attentionResults(workedExample(),
                                                                     a100With80GB());
    QVERIFY(results);
    QCOMPARE(results->gpu.name, QStringLiteral("A100 80 GB"));
    QCOMPARE(results->memory.scoreElements, 1ull << 31);
    QCOMPARE(results->memory.naiveTotalBytes, 1ull << 32);
    QCOMPARE(results->memory.fusedTotalBytes, (1ull << 26) + (1ull << 20));
    // bfloat16 on compute capability 8.0: the cuDNN kernel can run.
    QVERIFY(results->cudnn.available());
    // Naive fits while 32·2·T² ≤ 80·2^30, T² ≤ 1342177280: 36635² = 1342123225
    // fits, 36636² = 1342196496 does not.
    QCOMPARE(results->limits.naive, 36635ull);
    // Fused fits while 32·(128·2 + 4)·T = 8320·T ≤ 85899345920: T ≤ 10324440.6.
    QCOMPARE(results->limits.fused, 10324440ull);
}

void TestAttentionChartData::resultsWithoutTheFusedKernel()
{
    AttentionShape shape = workedExample();
    shape.dtype = Dtype::Float32;
    // V100: compute capability 7.0, 32 GB read as 32 GiB.
    const AttentionGpu v100{QStringLiteral("V100 32 GB"), 32ull << 30, {7, 0}, false};
    const std::optional<AttentionResults> results = attentionResults(shape, v100);
    QVERIFY(results);
    QVERIFY(!results->cudnn.dtypeSupported);
    QVERIFY(!results->cudnn.computeCapabilitySupported);
    QVERIFY(!results->cudnn.available());
    // float32 naive: 32·4·T² ≤ 2^35, T² ≤ 2^28: T = 2^14 = 16384 exactly.
    QCOMPARE(results->limits.naive, 16384ull);
}

void TestAttentionChartData::resultsReportOverflow()
{
    // Far beyond AttentionLimits: B·N·T·S = 2^32·2^32·2^17·2^17 does not fit in 64 bits.
    AttentionShape huge = workedExample();
    huge.batch = 1ull << 32;
    huge.heads = 1ull << 32;
    huge.queryLength = AttentionLimits::maxSequence;
    huge.keyLength = AttentionLimits::maxSequence;
    QVERIFY(!attentionResults(huge, a100With80GB()));
}

QTEST_GUILESS_MAIN(TestAttentionChartData)
#include "tst_attentionchartdata.moc"
