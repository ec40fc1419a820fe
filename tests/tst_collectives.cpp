// The ring cost model of nccl-tests' doc/PERFORMANCE.md and Megatron-LM's
// count of tensor-parallel all-reduces, against figures worked out by hand:
//   all-reduce      t = 2(n−1)/n · S/B + 2(n−1)·α
//   all-gather      t =  (n−1)/n · S/B +  (n−1)·α   (reduce-scatter the same)
//   busbw = algbw · factor, algbw = S/t.
#include "core/collectives.h"
#include "core/models/communicationmodels.h"

#include <QAbstractItemModelTester>

#include <QTest>

namespace {

// Compares seconds to a relative 1e-12: every expected figure below is
// exact arithmetic on a few decimals.
bool near(double actual, double expected)
{
    return std::abs(actual - expected) <= 1e-12 * std::max(1.0, std::abs(expected));
}

} // namespace

class TestCollectives : public QObject
{
    Q_OBJECT
private slots:
    void workedExampleAllReduce();
    void allGatherAndReduceScatterTakeHalf();
    void latencyAddsOneAlphaAStep();
    void twoGpus();
    void busBandwidthIsTheLinkWithoutLatency();
    void linkPresetsPerDirection();
    void megatronCountsFourAllReducesALayer();
    void acrossNodesOverInsideIsTheBandwidthRatio();
    void dataParallelGradientAllReduce();
    void noTensorCommunicationAtOneGpu();
    void sweepOverGpusAddsTheChosenCount();
    void keysRoundTrip();
    void chartModelsInMilliseconds();
};

void TestCollectives::workedExampleAllReduce()
{
    // 10^9 bytes over 8 GPUs at 450 GB/s: 2·7/8 = 1.75; 10^9 / 450·10^9 s =
    // 2.2222… ms; 1.75 × 2.2222… = 3.8888… ms, the 3.89 ms.
    const CollectiveCost cost = collectiveCost({Collective::AllReduce, 8, 1e9, 450e9, 0});
    QVERIFY(near(cost.seconds, 1.75 * 1e9 / 450e9));
    QCOMPARE(qRound(cost.seconds * 1e5), 389); // 3.89 ms in hundredths of a millisecond
    // algbw = S/t = 450/1.75 = 257.14… GB/s.
    QVERIFY(near(cost.algorithmBandwidth, 450e9 / 1.75));
}

void TestCollectives::allGatherAndReduceScatterTakeHalf()
{
    // (n−1)/n = 7/8 against the all-reduce's 14/8: half the time, 1.9444… ms.
    for (Collective collective : {Collective::AllGather, Collective::ReduceScatter}) {
        const CollectiveCost cost = collectiveCost({collective, 8, 1e9, 450e9, 0});
        QVERIFY(near(cost.seconds, 0.875 * 1e9 / 450e9));
    }
}

void TestCollectives::latencyAddsOneAlphaAStep()
{
    // n = 4, α = 10 µs: the all-reduce's ring takes 2·3 = 6 steps (60 µs),
    // the all-gather's 3 (30 µs). S = 1 byte at 1 GB/s: 1.5 ns and 0.75 ns.
    const CollectiveCost allReduce = collectiveCost({Collective::AllReduce, 4, 1, 1e9, 10e-6});
    QVERIFY(near(allReduce.latencySeconds, 60e-6));
    QVERIFY(near(allReduce.seconds, 60e-6 + 1.5e-9));
    const CollectiveCost allGather = collectiveCost({Collective::AllGather, 4, 1, 1e9, 10e-6});
    QVERIFY(near(allGather.latencySeconds, 30e-6));
    QVERIFY(near(allGather.seconds, 30e-6 + 0.75e-9));
}

void TestCollectives::twoGpus()
{
    // n = 2: 2·1/2 = 1, so an all-reduce takes S/B (1 s for 100 GB at 100 GB/s), an
    // all-gather (1/2) half of it; 2 steps and 1 step of α.
    QVERIFY(near(collectiveCost({Collective::AllReduce, 2, 100e9, 100e9, 0}).seconds, 1.0));
    QVERIFY(near(collectiveCost({Collective::AllGather, 2, 100e9, 100e9, 0}).seconds, 0.5));
    QCOMPARE(ringSteps(Collective::AllReduce, 2), 2);
    QCOMPARE(ringSteps(Collective::ReduceScatter, 2), 1);
}

void TestCollectives::busBandwidthIsTheLinkWithoutLatency()
{
    // busbw = S/t · factor = S / (factor·S/B) · factor = B, for any n.
    for (int n : {2, 3, 8, 1000}) {
        const CollectiveCost cost = collectiveCost({Collective::AllReduce, n, 5e8, 300e9, 0});
        QVERIFY(near(cost.busBandwidth, 300e9));
    }
    // With latency the time grows, so busbw falls below B.
    QVERIFY(collectiveCost({Collective::AllReduce, 8, 5e8, 300e9, 1e-3}).busBandwidth < 300e9);
}

void TestCollectives::linkPresetsPerDirection()
{
    // Half the data sheets' NVLink totals (600, 900 GB/s); 200 and 400 Gb/s ÷ 8.
    const auto bandwidth = [](const char16_t *id) {
        return linkPresetById(QStringView(id)).value_or(LinkPreset{}).gigabytesPerSecond;
    };
    QCOMPARE(bandwidth(u"nvlink3-a100"), 300.0);
    QCOMPARE(bandwidth(u"nvlink4-h100"), 450.0);
    QCOMPARE(bandwidth(u"pcie4-x16"), 32.0);
    QCOMPARE(bandwidth(u"pcie5-x16"), 64.0);
    QCOMPARE(bandwidth(u"ib-hdr"), 200.0 / 8);
    QCOMPARE(bandwidth(u"ib-ndr"), 400.0 / 8);
    QVERIFY(!linkPresetById(u"custom").has_value());
    for (const LinkPreset &preset : linkPresets())
        QVERIFY2(!preset.source.isEmpty(), preset.id.data());
}

void TestCollectives::megatronCountsFourAllReducesALayer()
{
    // Llama 2 7B (h 4096, 32 layers), s 4096, b 1, 8 micro-batches, t = 8:
    // 4 × 32 × 8 = 1024 all-reduces of 2·1·4096·4096 = 33,554,432 bytes; each
    // 1.75 × 33,554,432 / 450e9 s, so 1024 × that in a step (≈ 133.6 ms).
    StepInputs inputs;
    const StepCost cost = stepCost(inputs, 8);
    QCOMPARE(cost.tensorAllReduces, 1024);
    QCOMPARE(cost.activationBytes, 33'554'432.0);
    QVERIFY(near(cost.tensorInsideSeconds, 1024 * 1.75 * 33'554'432.0 / 450e9));
    // Twice the micro-batches, twice the all-reduces.
    inputs.microBatches = 16;
    QCOMPARE(stepCost(inputs, 8).tensorAllReduces, 2048);
}

void TestCollectives::acrossNodesOverInsideIsTheBandwidthRatio()
{
    // α = 0: the same bytes over 50 instead of 450 GB/s, 450/50 = 9 times as long.
    const StepCost cost = stepCost(StepInputs{}, 8);
    QVERIFY(near(cost.acrossOverInside(), 9.0));
    // With α = 5 µs per step, t = 2 (2 steps): inside 2·(S/450e9 + 5e-6)·…, so the
    // ratio is (S/50e9 + 10e-6) / (S/450e9 + 10e-6) for S = 33,554,432.
    StepInputs withLatency;
    withLatency.latencySeconds = 5e-6;
    const double s = 33'554'432.0;
    QVERIFY(near(stepCost(withLatency, 2).acrossOverInside(),
                 (s / 50e9 + 10e-6) / (s / 450e9 + 10e-6)));
}

void TestCollectives::dataParallelGradientAllReduce()
{
    // 2Ψ/t bytes of bf16 gradients over N_d = 8 at 50 GB/s: Ψ = 6,738,415,616,
    // t = 8: 1,684,603,904 bytes; 1.75 × that / 50e9 ≈ 58.96 ms.
    const StepCost cost = stepCost(StepInputs{}, 8);
    QCOMPARE(cost.gradientBytes, 1'684'603'904.0);
    QVERIFY(near(cost.dataSeconds, 1.75 * 1'684'603'904.0 / 50e9));
    StepInputs alone;
    alone.dataParallel = 1;
    QCOMPARE(stepCost(alone, 8).dataSeconds, 0.0);
}

void TestCollectives::noTensorCommunicationAtOneGpu()
{
    const StepCost cost = stepCost(StepInputs{}, 1);
    QCOMPARE(cost.tensorAllReduces, 0);
    QCOMPARE(cost.tensorInsideSeconds, 0.0);
    QCOMPARE(cost.acrossOverInside(), 0.0);
    const QList<StepCost> sweep = sweepTensorParallel(StepInputs{});
    QCOMPARE(sweep.size(), 7); // 1, 2, 4, … 64
    QCOMPARE(sweep.last().tensorParallel, 64);
}

void TestCollectives::sweepOverGpusAddsTheChosenCount()
{
    // 2, 4, … 1024 is ten points; n = 6 is added between 4 and 8.
    const QList<CollectiveSweepPoint> sweep = sweepGpus({Collective::AllReduce, 6, 1e9, 1e9, 0},
                                                        {450e9, 50e9});
    QCOMPARE(sweep.size(), 11);
    QCOMPARE(sweep.at(2).gpus, 6);
    // n = 6 at 50 GB/s: 2·5/6 · 10^9/50e9 = 1/30 s.
    QVERIFY(near(sweep.at(2).seconds.at(1), 1.0 / 30));
}

void TestCollectives::keysRoundTrip()
{
    QCOMPARE(collectiveKey(Collective::ReduceScatter), QLatin1StringView("reduce-scatter"));
    for (Collective collective : allCollectives)
        QCOMPARE(collectiveFromKey(QString(collectiveKey(collective))), collective);
    QVERIFY(!collectiveFromKey(u"broadcast").has_value());
    QCOMPARE(transformerPresetById(u"llama-2-70b").value_or(TransformerPreset{}).hidden, 8192);
}

void TestCollectives::chartModelsInMilliseconds()
{
    CollectiveTimeModel collective;
    QAbstractItemModelTester collectiveTester(&collective,
                                              QAbstractItemModelTester::FailureReportingMode::QtTest);
    QList<double> bandwidths;
    for (const LinkPreset &preset : linkPresets())
        bandwidths.append(preset.gigabytesPerSecond * 1e9);
    bandwidths.append(100e9); // the custom link
    collective.setSweep(sweepGpus({Collective::AllReduce, 8, 1e9, 1e9, 0}, bandwidths), false);
    QCOMPARE(collective.rowCount(), 10);
    // n = 8 (row 2) on NVLink 4 (the second link): 1.75 × 10^9/450e9 s = 3.888… ms.
    const QModelIndex nvlink4 = collective.index(2, CollectiveTimeModel::FirstLinkColumn + 1);
    QVERIFY(near(nvlink4.data().toDouble(), 1.75e3 / 450));
    QVERIFY(!collective.index(2, CollectiveTimeModel::CustomColumn).data().isValid());
    // n = 6 adds a row, and the custom column fills: 2·5/6 × 10^9/100e9 s = 16.66… ms.
    collective.setSweep(sweepGpus({Collective::AllReduce, 6, 1e9, 1e9, 0}, bandwidths), true);
    QCOMPARE(collective.rowCount(), 11);
    QVERIFY(near(collective.index(2, CollectiveTimeModel::CustomColumn).data().toDouble(),
                 10.0 / 6 * 1e9 / 100e9 * 1000));

    StepTimeModel step;
    QAbstractItemModelTester stepTester(&step,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
    step.setSweep(sweepTensorParallel(StepInputs{}));
    QCOMPARE(step.rowCount(), 7);
    // t = 1: no tensor-parallel traffic, so no value on a log axis.
    QVERIFY(!step.index(0, StepTimeModel::InsideColumn).data().isValid());
    QVERIFY(step.index(0, StepTimeModel::DataColumn).data().isValid());
    // t = 8 (row 3) inside: 1024 × 1.75 × 33,554,432 / 450e9 s, in ms.
    QVERIFY(near(step.index(3, StepTimeModel::InsideColumn).data().toDouble(),
                 1024 * 1.75 * 33'554'432.0 / 450e9 * 1000));
}

QTEST_GUILESS_MAIN(TestCollectives)
#include "tst_collectives.moc"
