// The training-memory model against the papers' own numbers and hand arithmetic:
// - ZeRO (Rajbhandari et al. 2020), Figure 1 and §5: Ψ = 7.5 B, N_d = 64,
//   K = 12 gives 120, 31.4, 16.6 and 1.9 GB (10^9 bytes);
// - Korthikanti et al. 2022, Table 2, on their GPT-3 175B configuration
//   (Table 3: a = 96, h = 12288, L = 96, s = 2048, t = 8, p = 8, b = 1);
// - the GPU's memory as the attention page reads it (GiB).
#include "core/attentionmemory.h"
#include "core/trainingmemory.h"

#include <QTest>

#include <limits>

Q_DECLARE_METATYPE(Recompute)

namespace {
constexpr quint64 GiB = quint64(1) << 30;

quint64 valueOf(const std::optional<quint64> &figure)
{
    return figure.value_or(std::numeric_limits<quint64>::max());
}

TrainingConfig zeroFigure1Config(int stage)
{
    TrainingConfig config;
    config.parameters = 7'500'000'000;
    config.scheme = PrecisionScheme::MixedAdam;
    config.dataParallel = 64;
    config.zeroStage = stage;
    return config;
}

// Korthikanti et al.'s GPT-3 175B: sbh = 2048 · 1 · 12288 = 25,165,824 and
// 5·a·s/h = 5 · 96 · 2048 / 12288 = 80.
TrainingConfig gpt3(quint64 t, bool sequenceParallel, Recompute recompute)
{
    TrainingConfig config;
    config.shape = {96, 12288, 96};
    config.sequence = 2048;
    config.microBatch = 1;
    config.tensorParallel = t;
    config.sequenceParallel = sequenceParallel;
    config.recompute = recompute;
    config.activations = true;
    return config;
}
constexpr quint64 gpt3Sbh = 25'165'824;
} // namespace

class TestTrainingMemory : public QObject
{
    Q_OBJECT

private slots:
    void schemesCountTheirBytes()
    {
        // The ZeRO paper's mixed precision Adam: 2 + 2 + K with K = 12.
        QCOMPARE(schemeBytes(PrecisionScheme::MixedAdam).total(), quint64(16));
        QCOMPARE(schemeBytes(PrecisionScheme::MixedAdam).optimizer, quint64(12));
        // float32 Adam: 4 + 4 + 4·2 moments = 16; bf16 Adam: 2 + 2 + 2·2 = 8.
        QCOMPARE(schemeBytes(PrecisionScheme::Fp32Adam).weights, quint64(4));
        QCOMPARE(schemeBytes(PrecisionScheme::Fp32Adam).optimizer, quint64(8));
        QCOMPARE(schemeBytes(PrecisionScheme::Bf16Adam).total(), quint64(8));
    }

    void zeroFigure1_data()
    {
        QTest::addColumn<int>("stage");
        QTest::addColumn<quint64>("bytes");
        QTest::addColumn<QString>("paperGigabytes");
        // Ψ/N_d = 7.5e9 / 64 = 117,187,500 parameters.
        QTest::newRow("baseline") << 0 << quint64(120'000'000'000) << "120.0"; // 16 · 7.5e9
        // 4 · 7.5e9 + 12 · 117,187,500 = 30e9 + 1,406,250,000
        QTest::newRow("P_os") << 1 << quint64(31'406'250'000) << "31.4";
        // 2 · 7.5e9 + 14 · 117,187,500 = 15e9 + 1,640,625,000
        QTest::newRow("P_os+g") << 2 << quint64(16'640'625'000) << "16.6";
        // 16 · 117,187,500
        QTest::newRow("P_os+g+p") << 3 << quint64(1'875'000'000) << "1.9";
    }
    void zeroFigure1()
    {
        QFETCH(int, stage);
        QFETCH(quint64, bytes);
        QFETCH(QString, paperGigabytes);
        const auto memory = trainingMemory(zeroFigure1Config(stage));
        QVERIFY(memory);
        QCOMPARE(memory->total(), bytes);
        QCOMPARE(QString::number(double(memory->total()) / 1e9, 'f', 1), paperGigabytes);
        QCOMPARE(memory->activations, quint64(0)); // not counted by default
    }

    void stagesShardWhatTheyShould()
    {
        // Stage 2: weights whole (2Ψ), gradients and optimizer states sharded.
        const auto memory = trainingMemory(zeroFigure1Config(2));
        QVERIFY(memory);
        QCOMPARE(memory->weights, quint64(15'000'000'000));
        QCOMPARE(memory->gradients, quint64(234'375'000)); // 2 · 117,187,500
        QCOMPARE(memory->optimizer, quint64(1'406'250'000)); // 12 · 117,187,500
    }

    void tensorAndPipelineSplitFirst()
    {
        // Llama 2 7B on t = 2, p = 2: Ψ' = 6,738,415,616 / 4 = 1,684,603,904.
        TrainingConfig config;
        config.tensorParallel = 2;
        config.pipelineParallel = 2;
        config.dataParallel = 8;
        QCOMPARE(trainingMemory(config, 0)->total(), quint64(26'953'662'464)); // 16 · Ψ'
        // Stage 3: 16 · Ψ'/8 = 16 · 210,575,488.
        QCOMPARE(trainingMemory(config, 3)->total(), quint64(3'369'207'808));
    }

    void shardsRoundUp()
    {
        // 7.5e9 / 1024 = 7,324,218.75: the largest shard holds 7,324,219 parameters.
        TrainingConfig config = zeroFigure1Config(3);
        config.dataParallel = 1024;
        QCOMPARE(trainingMemory(config)->total(), quint64(16 * 7'324'219));
    }

    void korthikantiTable2_data()
    {
        QTest::addColumn<quint64>("t");
        QTest::addColumn<bool>("sp");
        QTest::addColumn<Recompute>("recompute");
        QTest::addColumn<quint64>("bytes");
        // sbh · (34 + 80) = 114 sbh
        QTest::newRow("no parallelism") << quint64(1) << false << Recompute::None << 114 * gpt3Sbh;
        // sbh · (10 + 24/8 + 80/8) = 23 sbh
        QTest::newRow("tensor parallel") << quint64(8) << false << Recompute::None << 23 * gpt3Sbh;
        // sbh/8 · 114 = 14.25 sbh = 358,612,992
        QTest::newRow("tensor + sequence")
            << quint64(8) << true << Recompute::None << quint64(358'612'992);
        // sbh · (10 + 3) = 13 sbh
        QTest::newRow("tensor + selective")
            << quint64(8) << false << Recompute::Selective << 13 * gpt3Sbh;
        // 34 sbh / 8 = 4.25 sbh = 106,954,752
        QTest::newRow("tensor + sequence + selective")
            << quint64(8) << true << Recompute::Selective << quint64(106'954'752);
        // 2 sbh, whatever t
        QTest::newRow("full recomputation") << quint64(8) << true << Recompute::Full << 2 * gpt3Sbh;
    }
    void korthikantiTable2()
    {
        QFETCH(quint64, t);
        QFETCH(bool, sp);
        QFETCH(Recompute, recompute);
        QFETCH(quint64, bytes);
        QCOMPARE(valueOf(layerActivationBytes(gpt3(t, sp, recompute))), bytes);
    }

    void firstStageHoldsPMicroBatches()
    {
        // p = 8: 96/8 = 12 layers, 8 micro-batches in flight: 96 layer-batches
        // of 106,954,752 bytes = 10,267,656,192 (Korthikanti §4.2.3: the first
        // stage's memory does not depend on p).
        TrainingConfig config = gpt3(8, true, Recompute::Selective);
        config.pipelineParallel = 8;
        QCOMPARE(valueOf(activationBytes(config)), quint64(10'267'656'192));
        config.pipelineParallel = 1;
        QCOMPARE(valueOf(activationBytes(config)), quint64(10'267'656'192));
    }

    void unevenSplitsRoundUp()
    {
        // s = 128, b = 1, h = 64, a = 1: sbh = 8,192, 5·a·s²·b = 81,920.
        // t = 3 without SP: 10 · 8,192 + ⌈(24 · 8,192 + 81,920) / 3⌉
        //                 = 81,920 + ⌈278,528 / 3⌉ = 81,920 + 92,843 = 174,763.
        TrainingConfig config;
        config.shape = {5, 64, 1};
        config.sequence = 128;
        config.tensorParallel = 3;
        QCOMPARE(valueOf(layerActivationBytes(config)), quint64(174'763));
        // L = 5, p = 2: ⌈5/2⌉ = 3 layers × 2 micro-batches.
        config.pipelineParallel = 2;
        QCOMPARE(valueOf(activationBytes(config)), quint64(6 * 174'763));
    }

    void activationsAddToTheTotal()
    {
        TrainingConfig config = gpt3(8, true, Recompute::Selective);
        config.parameters = 175'000'000'000;
        config.pipelineParallel = 8;
        config.dataParallel = 1;
        // Ψ' = 175e9 / 64 = 2,734,375,000; 16 Ψ' = 43,750,000,000.
        const auto memory = trainingMemory(config, 0);
        QVERIFY(memory);
        QCOMPARE(memory->modelStates(), quint64(43'750'000'000));
        QCOMPARE(memory->total(), quint64(43'750'000'000) + quint64(10'267'656'192));
    }

    void fitsAtTheEdge()
    {
        // 5 GiB parameters · 16 bytes = 80 GiB: exactly an A100 80GB.
        TrainingConfig config;
        config.parameters = 5 * GiB;
        config.dataParallel = 1;
        const quint64 a100 = gpuById(QLatin1StringView("a100-80gb"))->memoryBytes();
        QCOMPARE(a100, 80 * GiB);
        QVERIFY(fitsGpu(*trainingMemory(config), a100));
        config.parameters += 1; // 16 bytes more
        QVERIFY(!fitsGpu(*trainingMemory(config), a100));
    }

    void smallestFittingDataParallel()
    {
        // 7.5 B on 24 GiB = 25,769,803,776 bytes: stage 0 (120e9) and stage 1
        // (at least 4Ψ = 30e9) never fit; stage 2: 15e9 + 105e9/N_d fits from
        // N_d ≥ 9.75, so 16; stage 3: 120e9/N_d fits from N_d ≥ 4.66, so 8.
        const TrainingConfig config = zeroFigure1Config(0);
        const quint64 memory = gpuMemoryBytes(24);
        QVERIFY(!::smallestFittingDataParallel(config, 0, memory));
        QVERIFY(!::smallestFittingDataParallel(config, 1, memory));
        QCOMPARE(::smallestFittingDataParallel(config, 2, memory), std::optional<quint64>(16));
        QCOMPARE(::smallestFittingDataParallel(config, 3, memory), std::optional<quint64>(8));
    }

    void sweepCoversOneTo1024()
    {
        const QList<DataParallelSweepPoint> sweep = sweepDataParallel(zeroFigure1Config(0));
        QCOMPARE(sweep.size(), 11); // 2^0 … 2^10
        QCOMPARE(sweep.front().dataParallel, quint64(1));
        QCOMPARE(sweep.back().dataParallel, quint64(1024));
        // At N_d = 64 (2^6) the four stages are Figure 1's.
        QCOMPARE(sweep.at(6).totalBytes[0], std::optional<quint64>(120'000'000'000));
        QCOMPARE(sweep.at(6).totalBytes[3], std::optional<quint64>(1'875'000'000));
        // Stage 0 does not shrink with N_d.
        QCOMPARE(sweep.back().totalBytes[0], sweep.front().totalBytes[0]);
    }

    void overflowIsReported()
    {
        TrainingConfig config;
        config.parameters = quint64(1) << 62; // · 16 bytes does not fit in 64 bits
        config.dataParallel = 1;
        QVERIFY(!trainingMemory(config));
        config.parameters = 1;
        config.dataParallel = 0;
        QVERIFY(!trainingMemory(config));
    }

    void largestControlsDoNotOverflow()
    {
        using namespace TrainingLimits;
        // 5·a·s²·b = 5 · 2^9 · 2^34 · 2^8 = 5 · 2^51 per layer, · 512 layers
        // ≈ 5.8e18 < 1.8e19: the page's largest setting still has a figure.
        TrainingConfig config;
        config.parameters = maxParameters;
        config.scheme = PrecisionScheme::Fp32Adam;
        config.dataParallel = 1;
        config.shape = {maxLayers, maxHidden, maxHeads};
        config.sequence = maxSequence;
        config.microBatch = maxMicroBatch;
        config.activations = true;
        QVERIFY(trainingMemory(config));
    }

    void keysRoundTrip()
    {
        for (PrecisionScheme scheme : allPrecisionSchemes)
            QCOMPARE(schemeFromKey(QString(schemeKey(scheme))), std::optional(scheme));
        QCOMPARE(schemeFromKey(u"mixed-adam"), std::optional(PrecisionScheme::MixedAdam));
        QCOMPARE(recomputeFromKey(u"selective"), std::optional(Recompute::Selective));
        QVERIFY(!recomputeFromKey(u"partial"));
        QCOMPARE(trainingPresetById(QLatin1StringView("gpt-3-175b"))->shape.layers, quint64(96));
    }
};

QTEST_APPLESS_MAIN(TestTrainingMemory)
#include "tst_trainingmemory.moc"
