// The attention memory model against figures worked out by hand from
// the formulas in DESIGN.md ("Attention memory"):
//   naive  = B·N·T·S·bytes(dtype), ×2 in training (softmax probabilities kept)
//   fused  = B·T·N·d·bytes(dtype) + B·N·T·4 (float32 log-sum-exp statistics)
// GPU memory is the stated size read as GiB (2^30 bytes).
#include "core/attentionmemory.h"

#include <QTest>

#include <climits>

#include <limits>

using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(Dtype)
Q_DECLARE_METATYPE(AttentionPass)
Q_DECLARE_METATYPE(AttentionMask)
Q_DECLARE_METATYPE(AttentionShape)

namespace {
constexpr quint64 KiB = 1024;
constexpr quint64 MiB = 1024 * KiB;
constexpr quint64 GiB = 1024 * MiB;

AttentionShape shapeOf(quint64 b, quint64 n, quint64 d, quint64 t, quint64 s, Dtype dtype,
                       AttentionPass pass, AttentionMask mask = AttentionMask::None)
{
    AttentionShape shape;
    shape.batch = b;
    shape.heads = n;
    shape.headDim = d;
    shape.queryLength = t;
    shape.keyLength = s;
    shape.dtype = dtype;
    shape.pass = pass;
    shape.mask = mask;
    return shape;
}
} // namespace

class TestAttentionMemory : public QObject
{
    Q_OBJECT

private slots:
    void offeredDtypes();

    void memory_data();
    void memory();
    void workedExampleOfDesign();
    void causalMaskLeavesMemoryUnchanged();

    void doublingSequenceQuadruplesNaive_data();
    void doublingSequenceQuadruplesNaive();

    void maximaDoNotOverflow();
    void overflowIsReportedNotWrapped_data();
    void overflowIsReportedNotWrapped();

    void integerSquareRoot_data();
    void integerSquareRoot();

    void gpuCatalogue_data();
    void gpuCatalogue();

    void fitLimits_data();
    void fitLimits();
    void fitLimitIsTheLargestThatFits_data();
    void fitLimitIsTheLargestThatFits();
    void fitLimitWhenNothingFits();

    void cudnnEligibility_data();
    void cudnnEligibility();

    void powerOfTwoStep_data();
    void powerOfTwoStep();
};

void TestAttentionMemory::offeredDtypes()
{
    // The data types DESIGN.md's attention page offers, in its order; float8
    // is the KV cache's only (core/dtype's own suite checks bytes and names).
    QStringList names;
    for (Dtype dtype : attentionDtypes)
        names << QString(dtypeName(dtype));
    QCOMPARE(names, QStringList({u"float32"_s, u"float16"_s, u"bfloat16"_s}));
}

void TestAttentionMemory::memory_data()
{
    QTest::addColumn<AttentionShape>("shape");
    QTest::addColumn<quint64>("elements");
    QTest::addColumn<quint64>("naiveScore");
    QTest::addColumn<quint64>("naiveTotal");
    QTest::addColumn<quint64>("fusedOutput");
    QTest::addColumn<quint64>("fusedStatistics");

    // 1·32·8192·8192 = 2^31 elements; ·2 bytes = 4 GiB. Output 8192·32·128·2 = 2^26 = 64 MiB,
    // statistics 32·8192·4 = 2^20 = 1 MiB.
    QTest::newRow("DESIGN example, bf16, inference")
        << shapeOf(1, 32, 128, 8192, 8192, Dtype::BFloat16, AttentionPass::Inference)
        << (quint64(1) << 31) << 4 * GiB << 4 * GiB << 64 * MiB << 1 * MiB;
    QTest::newRow("DESIGN example, fp16, inference")
        << shapeOf(1, 32, 128, 8192, 8192, Dtype::Float16, AttentionPass::Inference)
        << (quint64(1) << 31) << 4 * GiB << 4 * GiB << 64 * MiB << 1 * MiB;
    // Training keeps the probabilities too: 2 × 4 GiB; the fused kernel keeps the same.
    QTest::newRow("DESIGN example, bf16, training")
        << shapeOf(1, 32, 128, 8192, 8192, Dtype::BFloat16, AttentionPass::Training)
        << (quint64(1) << 31) << 4 * GiB << 8 * GiB << 64 * MiB << 1 * MiB;
    // float32 doubles what is in the input dtype, not the float32 statistics.
    QTest::newRow("DESIGN example, fp32, inference")
        << shapeOf(1, 32, 128, 8192, 8192, Dtype::Float32, AttentionPass::Inference)
        << (quint64(1) << 31) << 8 * GiB << 8 * GiB << 128 * MiB << 1 * MiB;
    // T ≠ S: 2·8·1024·4096 = 2^26 elements, ·2 = 128 MiB; output 2·1024·8·64·2 = 2 MiB;
    // statistics 2·8·1024·4 = 64 KiB (statistics are per query, so S does not enter).
    QTest::newRow("T 1024, S 4096, fp16")
        << shapeOf(2, 8, 64, 1024, 4096, Dtype::Float16, AttentionPass::Inference)
        << (quint64(1) << 26) << 128 * MiB << 128 * MiB << 2 * MiB << 64 * KiB;
    // FlashAttention paper, Table 21 set-up at T = 4096: 16·8·4096² = 2^31 elements,
    // scores + probabilities in fp16 = 8 GiB (the paper measured 17 GB for all of
    // PyTorch's buffers: this is the lower bound). Output 16·4096·8·64·2 = 64 MiB,
    // statistics 16·8·4096·4 = 2 MiB.
    QTest::newRow("FlashAttention Table 21, T 4096, training")
        << shapeOf(16, 8, 64, 4096, 4096, Dtype::Float16, AttentionPass::Training)
        << (quint64(1) << 31) << 4 * GiB << 8 * GiB << 64 * MiB << 2 * MiB;
    // Not powers of two: 3·5·1000·1000 = 15 000 000 elements, ·4 = 60 000 000 bytes;
    // output 3·1000·5·24·4 = 1 440 000; statistics 3·5·1000·4 = 60 000.
    QTest::newRow("B 3, N 5, d 24, T 1000, fp32")
        << shapeOf(3, 5, 24, 1000, 1000, Dtype::Float32, AttentionPass::Inference)
        << quint64(15'000'000) << quint64(60'000'000) << quint64(60'000'000) << quint64(1'440'000)
        << quint64(60'000);
    QTest::newRow("smallest page settings")
        << shapeOf(1, 1, 8, 512, 512, Dtype::BFloat16, AttentionPass::Inference) << quint64(262'144)
        << 512 * KiB << 512 * KiB << 8 * KiB << 2 * KiB;
}

void TestAttentionMemory::memory()
{
    QFETCH(AttentionShape, shape);
    QFETCH(quint64, elements);
    QFETCH(quint64, naiveScore);
    QFETCH(quint64, naiveTotal);
    QFETCH(quint64, fusedOutput);
    QFETCH(quint64, fusedStatistics);

    const auto memory = attentionMemory(shape);
    QVERIFY(memory.has_value());
    QCOMPARE(memory->scoreElements, elements);
    QCOMPARE(memory->naiveScoreBytes, naiveScore);
    QCOMPARE(memory->naiveProbabilityBytes, naiveTotal - naiveScore);
    QCOMPARE(memory->naiveTotalBytes, naiveTotal);
    QCOMPARE(memory->fusedOutputBytes, fusedOutput);
    QCOMPARE(memory->fusedStatisticsBytes, fusedStatistics);
    QCOMPARE(memory->fusedTotalBytes, fusedOutput + fusedStatistics);
}

void TestAttentionMemory::workedExampleOfDesign()
{
    // B = 1, N = 32, T = S = 8192, bfloat16: 2^31 elements, 4 GiB naive,
    // fused 64 MiB output (d = 128) + 1 MiB statistics = 65 MiB.
    const auto memory = attentionMemory(AttentionShape{});
    QVERIFY(memory.has_value());
    QCOMPARE(memory->scoreElements, quint64(2'147'483'648));
    QCOMPARE(memory->naiveTotalBytes, quint64(4'294'967'296));
    QCOMPARE(memory->fusedTotalBytes, quint64(68'157'440));
    QCOMPARE(memory->fusedTotalBytes, 65 * MiB);
    // What the page shows for these numbers.
    const QLocale english(QLocale::English, QLocale::UnitedStates);
    QCOMPARE(english.formattedDataSize(qint64(memory->naiveTotalBytes), 2,
                                       QLocale::DataSizeIecFormat),
             u"4.00 GiB"_s);
    QCOMPARE(english.formattedDataSize(qint64(memory->fusedTotalBytes), 2,
                                       QLocale::DataSizeIecFormat),
             u"65.00 MiB"_s);
}

void TestAttentionMemory::causalMaskLeavesMemoryUnchanged()
{
    // XLA materialises the full T×S matrix and masks it; the fused kernel skips
    // compute in masked blocks, but its memory is linear already.
    for (AttentionPass pass : {AttentionPass::Inference, AttentionPass::Training}) {
        const auto full = attentionMemory(
            shapeOf(2, 16, 64, 4096, 4096, Dtype::BFloat16, pass, AttentionMask::None));
        const auto causal = attentionMemory(
            shapeOf(2, 16, 64, 4096, 4096, Dtype::BFloat16, pass, AttentionMask::Causal));
        QVERIFY(full && causal);
        QCOMPARE(causal->naiveTotalBytes, full->naiveTotalBytes);
        QCOMPARE(causal->fusedTotalBytes, full->fusedTotalBytes);
    }
}

void TestAttentionMemory::doublingSequenceQuadruplesNaive_data()
{
    QTest::addColumn<AttentionShape>("shape");
    const quint64 lengths[] = {512, 1024, 8192, 65536};
    for (quint64 t : lengths) {
        for (Dtype dtype : attentionDtypes) {
            for (AttentionPass pass : {AttentionPass::Inference, AttentionPass::Training}) {
                const QByteArray name = "T " + QByteArray::number(t) + ", "
                                        + QByteArray(dtypeName(dtype).data())
                                        + (pass == AttentionPass::Training ? ", training"
                                                                           : ", inference");
                QTest::newRow(name.constData()) << shapeOf(4, 16, 128, t, t, dtype, pass);
            }
        }
    }
}

void TestAttentionMemory::doublingSequenceQuadruplesNaive()
{
    QFETCH(AttentionShape, shape);
    AttentionShape doubled = shape;
    doubled.queryLength *= 2;
    doubled.keyLength *= 2;
    const auto before = attentionMemory(shape);
    const auto after = attentionMemory(doubled);
    QVERIFY(before && after);
    QCOMPARE(after->naiveTotalBytes, 4 * before->naiveTotalBytes);
    QVERIFY(after->fusedTotalBytes <= 2 * before->fusedTotalBytes);
    QVERIFY(after->fusedTotalBytes > before->fusedTotalBytes);
}

void TestAttentionMemory::maximaDoNotOverflow()
{
    using namespace AttentionLimits;
    // Everything at its largest: 2^8·2^8·2^17·2^17 = 2^50 elements; ·4 bytes = 2^52;
    // ·2 in training = 2^53. Output 2^8·2^17·2^8·2^8·4 = 2^43, statistics
    // 2^8·2^8·2^17·4 = 2^35.
    const auto memory = attentionMemory(shapeOf(maxBatch, maxHeads, maxHeadDim, maxSequence,
                                                maxSequence, Dtype::Float32,
                                                AttentionPass::Training, AttentionMask::Causal));
    QVERIFY(memory.has_value());
    QCOMPARE(memory->scoreElements, quint64(1) << 50);
    QCOMPARE(memory->naiveScoreBytes, quint64(1) << 52);
    QCOMPARE(memory->naiveTotalBytes, quint64(9'007'199'254'740'992)); // 2^53
    QCOMPARE(memory->fusedOutputBytes, quint64(1) << 43);
    QCOMPARE(memory->fusedStatisticsBytes, quint64(1) << 35);
    QCOMPARE(memory->fusedTotalBytes, quint64(8'830'452'760'576));
    // 2^53 is where doubles stop holding every integer: the chart's values are exact.
    QCOMPARE(quint64(double(memory->naiveTotalBytes)), memory->naiveTotalBytes);

    // The largest custom GPU (4096 GiB = 2^42 bytes) with the largest shape.
    const quint64 largestGpu = gpuMemoryBytes(maxCustomGigabytes);
    QCOMPARE(largestGpu, quint64(1) << 42);
    // 2^42 / (2^8·2^8·4·2) = 2^23, √ = 2896.3 → 2896.
    QCOMPARE(longestNaiveSequence(shapeOf(maxBatch, maxHeads, maxHeadDim, 0, 0, Dtype::Float32,
                                          AttentionPass::Training),
                                  largestGpu),
             quint64(2896));
}

void TestAttentionMemory::overflowIsReportedNotWrapped_data()
{
    QTest::addColumn<AttentionShape>("shape");
    QTest::addColumn<bool>("fits");
    QTest::addColumn<quint64>("naiveTotal");

    // 2^14·2^16·2^16·2^16 = 2^62 elements, ·2 bytes = 2^63: still fits in 64 bits.
    QTest::newRow("2^63 bytes") << shapeOf(quint64(1) << 14, quint64(1) << 16, 1, quint64(1) << 16,
                                           quint64(1) << 16, Dtype::BFloat16,
                                           AttentionPass::Inference)
                                << true << (quint64(1) << 63);
    // The same in training: 2^63 + 2^63 = 2^64 does not.
    QTest::newRow("2^64 bytes by the training sum")
        << shapeOf(quint64(1) << 14, quint64(1) << 16, 1, quint64(1) << 16, quint64(1) << 16,
                   Dtype::BFloat16, AttentionPass::Training)
        << false << quint64(0);
    // 2^15·2^48 elements ·2 bytes = 2^64: the byte product overflows.
    QTest::newRow("2^64 bytes by the dtype")
        << shapeOf(quint64(1) << 15, quint64(1) << 16, 1, quint64(1) << 16, quint64(1) << 16,
                   Dtype::BFloat16, AttentionPass::Inference)
        << false << quint64(0);
    // 2^80 elements: the element count overflows, where a wrapping product would give 0.
    QTest::newRow("2^80 elements")
        << shapeOf(quint64(1) << 20, quint64(1) << 20, 1, quint64(1) << 20, quint64(1) << 20,
                   Dtype::Float32, AttentionPass::Inference)
        << false << quint64(0);
}

void TestAttentionMemory::overflowIsReportedNotWrapped()
{
    QFETCH(AttentionShape, shape);
    QFETCH(bool, fits);
    QFETCH(quint64, naiveTotal);
    const auto memory = attentionMemory(shape);
    QCOMPARE(memory.has_value(), fits);
    if (fits)
        QCOMPARE(memory->naiveTotalBytes, naiveTotal);
}

void TestAttentionMemory::integerSquareRoot_data()
{
    QTest::addColumn<quint64>("n");
    QTest::addColumn<quint64>("root");
    QTest::newRow("0") << quint64(0) << quint64(0);
    QTest::newRow("1") << quint64(1) << quint64(1);
    QTest::newRow("3") << quint64(3) << quint64(1);
    QTest::newRow("4") << quint64(4) << quint64(2);
    QTest::newRow("2^28") << (quint64(1) << 28) << quint64(16384);
    QTest::newRow("2^29") << (quint64(1) << 29) << quint64(23170); // 23170² = 536 848 900
    QTest::newRow("36635²") << quint64(36635) * 36635 << quint64(36635);
    QTest::newRow("36636² − 1") << quint64(36636) * 36636 - 1 << quint64(36635);
    // Near 2^64, where a double rounds n up: (2^32 − 1)² and 2^64 − 1.
    QTest::newRow("(2^32−1)²") << quint64(0xFFFF'FFFFull) * 0xFFFF'FFFFull
                               << quint64(0xFFFF'FFFFull);
    QTest::newRow("(2^32−1)² − 1")
        << quint64(0xFFFF'FFFFull) * 0xFFFF'FFFFull - 1 << quint64(0xFFFF'FFFEull);
    QTest::newRow("2^64−1") << std::numeric_limits<quint64>::max() << quint64(0xFFFF'FFFFull);
}

void TestAttentionMemory::integerSquareRoot()
{
    QFETCH(quint64, n);
    QFETCH(quint64, root);
    QCOMPARE(::integerSquareRoot(n), root);
}

void TestAttentionMemory::gpuCatalogue_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("chip");
    QTest::addColumn<int>("stated");
    QTest::addColumn<quint64>("bytes");
    QTest::addColumn<int>("major");
    QTest::addColumn<int>("minor");
    QTest::newRow("V100") << u"v100-32gb"_s << u"V100"_s << 32 << quint64(34'359'738'368) << 7 << 0;
    QTest::newRow("T4") << u"t4-16gb"_s << u"T4"_s << 16 << quint64(17'179'869'184) << 7 << 5;
    QTest::newRow("A100 40") << u"a100-40gb"_s << u"A100"_s << 40 << quint64(42'949'672'960) << 8
                             << 0;
    QTest::newRow("A100 80") << u"a100-80gb"_s << u"A100"_s << 80 << quint64(85'899'345'920) << 8
                             << 0;
    QTest::newRow("H100 80") << u"h100-80gb"_s << u"H100"_s << 80 << quint64(85'899'345'920) << 9
                             << 0;
    QTest::newRow("H200 141") << u"h200-141gb"_s << u"H200"_s << 141 << quint64(151'397'597'184)
                              << 9 << 0;
}

void TestAttentionMemory::gpuCatalogue()
{
    QFETCH(QString, id);
    QFETCH(QString, chip);
    QFETCH(int, stated);
    QFETCH(quint64, bytes);
    QFETCH(int, major);
    QFETCH(int, minor);
    const QByteArray latin1 = id.toLatin1();
    const auto gpu = gpuById(QLatin1StringView(latin1));
    QVERIFY(gpu.has_value());
    QCOMPARE(QString(gpu->chip), chip);
    QCOMPARE(gpu->statedGigabytes, stated);
    QCOMPARE(gpu->memoryBytes(), bytes);
    QCOMPARE(gpu->computeCapability.major, major);
    QCOMPARE(gpu->computeCapability.minor, minor);
}

void TestAttentionMemory::fitLimits_data()
{
    QTest::addColumn<int>("statedGigabytes");
    QTest::addColumn<AttentionShape>("shape");
    QTest::addColumn<quint64>("naiveLimit");
    QTest::addColumn<quint64>("fusedLimit");

    // Default shape, bf16, inference: naive c = 1·32·2 = 64 bytes per T², fused
    // 1·32·(128·2 + 4) = 8320 bytes per T.
    const AttentionShape inference; // B 1, N 32, d 128, bf16
    // 16 GiB = 2^34: 2^34/64 = 2^28, √ = 16384 exactly; 2^34/8320 = 2 064 888.6.
    QTest::newRow("T4 16 GB, inference") << 16 << inference << quint64(16384) << quint64(2'064'888);
    // 2^35/64 = 2^29, √ = 23170.48; 2^35/8320 = 4 129 776.8.
    QTest::newRow("V100 32 GB, inference")
        << 32 << inference << quint64(23170) << quint64(4'129'776);
    // 40·2^30/64 = 671 088 640, √ = 25905.4 (25905² = 671 069 025 ≤, 25906² = 671 120 836 >);
    // 42 949 672 960/8320 = 5 162 220.3.
    QTest::newRow("A100 40 GB, inference")
        << 40 << inference << quint64(25905) << quint64(5'162'220);
    // 80·2^30/64 = 1 342 177 280, √ = 36635.3 (36635² = 1 342 123 225 ≤, 36636² = 1 342 196 496 >);
    // 85 899 345 920/8320 = 10 324 440.6.
    QTest::newRow("A100/H100 80 GB, inference")
        << 80 << inference << quint64(36635) << quint64(10'324'440);
    // 141·2^30/64 = 2 365 587 456, √ = 48637.3 (48637² = 2 365 557 769 ≤, 48638² = 2 365 655 044 >);
    // 151 397 597 184/8320 = 18 196 826.6.
    QTest::newRow("H200 141 GB, inference")
        << 141 << inference << quint64(48637) << quint64(18'196'826);

    // Training doubles naive (c = 128): 80·2^30/128 = 671 088 640 → 25905, as an A100 40 GB
    // in inference; fused is unchanged.
    AttentionShape training;
    training.pass = AttentionPass::Training;
    QTest::newRow("A100 80 GB, training")
        << 80 << training << quint64(25905) << quint64(10'324'440);
    // 16·2^30/128 = 2^27, √ = 11585.2.
    QTest::newRow("T4 16 GB, training") << 16 << training << quint64(11585) << quint64(2'064'888);

    // float32: naive c = 1·32·4 = 128 (as training), fused 32·(128·4 + 4) = 16 512 per T:
    // 80·2^30/16 512 = 5 202 237.5.
    AttentionShape float32;
    float32.dtype = Dtype::Float32;
    QTest::newRow("A100 80 GB, float32") << 80 << float32 << quint64(25905) << quint64(5'202'237);

    // Everything at its largest, fp32, training: naive c = 256·256·4·2 = 524 288:
    // 80·2^30/524 288 = 163 840, √ = 404.8; fused 256·256·(256·4 + 4) = 67 371 008 per T:
    // 85 899 345 920/67 371 008 = 1275.03 — the fused line crosses too.
    const AttentionShape largest = shapeOf(256, 256, 256, 0, 0, Dtype::Float32,
                                           AttentionPass::Training);
    QTest::newRow("A100 80 GB, largest shape") << 80 << largest << quint64(404) << quint64(1275);
}

void TestAttentionMemory::fitLimits()
{
    QFETCH(int, statedGigabytes);
    QFETCH(AttentionShape, shape);
    QFETCH(quint64, naiveLimit);
    QFETCH(quint64, fusedLimit);
    const quint64 memory = gpuMemoryBytes(statedGigabytes);
    QCOMPARE(memory, quint64(statedGigabytes) * GiB);
    QCOMPARE(longestNaiveSequence(shape, memory), naiveLimit);
    QCOMPARE(longestFusedSequence(shape, memory), fusedLimit);
}

void TestAttentionMemory::fitLimitIsTheLargestThatFits_data()
{
    QTest::addColumn<AttentionShape>("shape");
    QTest::addColumn<int>("statedGigabytes");
    for (const GpuModel &gpu : knownGpus()) {
        for (Dtype dtype : attentionDtypes) {
            for (AttentionPass pass : {AttentionPass::Inference, AttentionPass::Training}) {
                const QByteArray name = QByteArray(gpu.id.data(), gpu.id.size()) + ", "
                                        + QByteArray(dtypeName(dtype).data())
                                        + (pass == AttentionPass::Training ? ", training"
                                                                           : ", inference");
                QTest::newRow(name.constData())
                    << shapeOf(3, 12, 96, 0, 0, dtype, pass) << gpu.statedGigabytes;
            }
        }
    }
}

void TestAttentionMemory::fitLimitIsTheLargestThatFits()
{
    // Whatever the limit, memory at T fits and memory at T + 1 does not.
    QFETCH(AttentionShape, shape);
    QFETCH(int, statedGigabytes);
    const quint64 memory = gpuMemoryBytes(statedGigabytes);

    const quint64 naiveLimit = longestNaiveSequence(shape, memory);
    const quint64 fusedLimit = longestFusedSequence(shape, memory);
    QVERIFY(naiveLimit > 0);
    QVERIFY(fusedLimit > naiveLimit);
    auto at = [shape](quint64 t) {
        AttentionShape s = shape;
        s.queryLength = t;
        s.keyLength = t;
        return *attentionMemory(s);
    };
    QVERIFY(at(naiveLimit).naiveTotalBytes <= memory);
    QVERIFY(at(naiveLimit + 1).naiveTotalBytes > memory);
    QVERIFY(at(fusedLimit).fusedTotalBytes <= memory);
    QVERIFY(at(fusedLimit + 1).fusedTotalBytes > memory);
}

void TestAttentionMemory::fitLimitWhenNothingFits()
{
    // 1 KiB cannot hold even T = 1 for 256 heads of 256 in fp32 (fused needs
    // 256·256·1028 bytes per token, naive 256·256·4 per T²).
    const AttentionShape shape = shapeOf(256, 256, 256, 0, 0, Dtype::Float32,
                                         AttentionPass::Inference);
    QCOMPARE(longestNaiveSequence(shape, KiB), quint64(0));
    QCOMPARE(longestFusedSequence(shape, KiB), quint64(0));
    QCOMPARE(longestNaiveSequence(shape, 0), quint64(0));
    // Exactly one token's worth: 262 144 bytes hold naive T = 1 and not T = 2.
    QCOMPARE(longestNaiveSequence(shape, 262'144), quint64(1));
    QCOMPARE(longestFusedSequence(shape, 67'371'008), quint64(1));
    QCOMPARE(longestFusedSequence(shape, 67'371'007), quint64(0));
}

void TestAttentionMemory::cudnnEligibility_data()
{
    QTest::addColumn<Dtype>("dtype");
    QTest::addColumn<int>("major");
    QTest::addColumn<int>("minor");
    QTest::addColumn<bool>("dtypeOk");
    QTest::addColumn<bool>("capabilityOk");

    struct Capability
    {
        const char *name;
        int major;
        int minor;
        bool supported;
    };
    // Below 8.0 (V100 7.0, T4 7.5, a hypothetical 7.9), at 8.0 (A100), above (A10 8.6, H100 9.0).
    const Capability capabilities[] = {{"7.0", 7, 0, false}, {"7.5", 7, 5, false},
                                       {"7.9", 7, 9, false}, {"8.0", 8, 0, true},
                                       {"8.6", 8, 6, true},  {"9.0", 9, 0, true}};
    for (Dtype dtype : attentionDtypes) {
        const bool halfPrecision = dtype != Dtype::Float32;
        for (const Capability &c : capabilities) {
            const QByteArray name = QByteArray(dtypeName(dtype).data()) + ", cc " + c.name;
            QTest::newRow(name.constData())
                << dtype << c.major << c.minor << halfPrecision << c.supported;
        }
    }
}

void TestAttentionMemory::cudnnEligibility()
{
    QFETCH(Dtype, dtype);
    QFETCH(int, major);
    QFETCH(int, minor);
    QFETCH(bool, dtypeOk);
    QFETCH(bool, capabilityOk);
    const CudnnAttentionSupport support = cudnnAttentionSupport(dtype, {major, minor});
    QCOMPARE(support.dtypeSupported, dtypeOk);
    QCOMPARE(support.computeCapabilitySupported, capabilityOk);
    QCOMPARE(support.available(), dtypeOk && capabilityOk);
}

void TestAttentionMemory::powerOfTwoStep_data()
{
    QTest::addColumn<qint64>("value");
    QTest::addColumn<int>("steps");
    QTest::addColumn<qint64>("minimum");
    QTest::addColumn<qint64>("maximum");
    QTest::addColumn<qint64>("expected");
    // The sequence-length box: 512 to 131072 (2⁹ to 2¹⁷).
    QTest::newRow("up one") << qint64(512) << 1 << qint64(512) << qint64(131072) << qint64(1024);
    QTest::newRow("typed 3000, up one")
        << qint64(3000) << 1 << qint64(512) << qint64(131072) << qint64(4096);
    QTest::newRow("typed 3000, down one")
        << qint64(3000) << -1 << qint64(512) << qint64(131072) << qint64(2048);
    QTest::newRow("down one") << qint64(4096) << -1 << qint64(512) << qint64(131072)
                              << qint64(2048);
    QTest::newRow("up three") << qint64(512) << 3 << qint64(512) << qint64(131072) << qint64(4096);
    // A five-notch Ctrl+wheel: 50 steps in one call stop at the top.
    QTest::newRow("up 50") << qint64(512) << 50 << qint64(512) << qint64(131072) << qint64(131072);
    QTest::newRow("down 50") << qint64(131072) << -50 << qint64(512) << qint64(131072)
                             << qint64(512);
    QTest::newRow("up INT_MAX") << qint64(512) << INT_MAX << qint64(512) << qint64(131072)
                                << qint64(131072);
    QTest::newRow("down INT_MIN") << qint64(131072) << INT_MIN << qint64(512) << qint64(131072)
                                  << qint64(512);
    QTest::newRow("top not a power of two")
        << qint64(70000) << 1 << qint64(1) << qint64(100000) << qint64(100000);
    QTest::newRow("near the 64-bit top")
        << (qint64(1) << 62) + 1 << 1 << qint64(1) << std::numeric_limits<qint64>::max()
        << std::numeric_limits<qint64>::max();
}

void TestAttentionMemory::powerOfTwoStep()
{
    QFETCH(qint64, value);
    QFETCH(int, steps);
    QFETCH(qint64, minimum);
    QFETCH(qint64, maximum);
    QFETCH(qint64, expected);
    QCOMPARE(::powerOfTwoStep(value, steps, minimum, maximum), expected);
}

QTEST_GUILESS_MAIN(TestAttentionMemory)
#include "tst_attentionmemory.moc"
