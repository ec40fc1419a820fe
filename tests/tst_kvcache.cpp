// The KV-cache model against figures worked out by hand from
//   cache = 2 (key and value) × layers × KV heads × head dim × bytes × tokens × batch
//   weights = parameters × bytes
// and GPU memory read as GiB (2^30 bytes), like the attention page.
#include "core/kvcache.h"

#include <QTest>

#include <limits>

using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(KvCacheShape)
Q_DECLARE_METATYPE(WeightsOffset)

namespace {
constexpr quint64 KiB = 1024;
constexpr quint64 MiB = 1024 * KiB;
constexpr quint64 GiB = 1024 * MiB;

// The value, or a sentinel that no case expects.
quint64 valueOf(const std::optional<quint64> &figure)
{
    return figure.value_or(std::numeric_limits<quint64>::max());
}

KvCacheShape shapeOf(quint64 layers, quint64 kvHeads, quint64 headDim, Dtype dtype,
                     quint64 parameters = 0)
{
    KvCacheShape shape;
    shape.layers = layers;
    shape.kvHeads = kvHeads;
    shape.headDim = headDim;
    shape.dtype = dtype;
    shape.parameters = parameters;
    return shape;
}

constexpr quint64 llama2Parameters = 6'738'415'616;
constexpr quint64 llama3Parameters = 8'030'261'248;
const KvCacheShape llama2 = shapeOf(32, 32, 128, Dtype::BFloat16, llama2Parameters);
const KvCacheShape llama3 = shapeOf(32, 8, 128, Dtype::BFloat16, llama3Parameters);
} // namespace

class TestKvCache : public QObject
{
    Q_OBJECT

private slots:
    void offeredDtypes();
    void cacheOfTheWorkedExamples_data();
    void cacheOfTheWorkedExamples();
    void weightsAreParametersTimesBytes_data();
    void weightsAreParametersTimesBytes();
    void largestBatchThatFits_data();
    void largestBatchThatFits();
    void longestContextOfABatch_data();
    void longestContextOfABatch();
    void invalidInputsGiveNothing_data();
    void invalidInputsGiveNothing();
    void largestFiguresDoNotOverflow();
    void presetsHaveTheirPublishedShapes_data();
    void presetsHaveTheirPublishedShapes();
    void sweepRisesLinearlyFromZero_data();
    void sweepRisesLinearlyFromZero();
    void sweepOfInvalidInputsIsEmpty();
    void resultsGatherEveryFigure();
};

void TestKvCache::offeredDtypes()
{
    // The serving view's data types, bfloat16 (the presets' type) first; the
    // bytes and names themselves are core/dtype's, checked in tst_dtype.
    QStringList names;
    for (Dtype dtype : kvCacheDtypes)
        names << QString(dtypeName(dtype));
    QCOMPARE(names, QStringList({u"bfloat16"_s, u"float16"_s, u"float8_e4m3fn"_s, u"float32"_s}));
}

void TestKvCache::cacheOfTheWorkedExamples_data()
{
    QTest::addColumn<KvCacheShape>("shape");
    QTest::addColumn<quint64>("tokens");
    QTest::addColumn<quint64>("batch");
    QTest::addColumn<quint64>("perToken");
    QTest::addColumn<quint64>("total");

    // The examples. 2·32·32·128·2 = 2^1·2^5·2^5·2^7·2^1 = 2^19 bytes
    // = 512 KiB = 0.5 MiB a token; × 4,096 = 2^12 tokens: 2^31 bytes = 2 GiB.
    QTest::newRow("32 KV heads, bf16, 4096 tokens")
        << shapeOf(32, 32, 128, Dtype::BFloat16) << quint64(4096) << quint64(1) << 512 * KiB
        << 2 * GiB;
    // Grouped-query attention, 8 KV heads: 2·32·8·128·2 = 2^17 = 128 KiB a
    // token; × 2^12: 2^29 = 512 MiB.
    QTest::newRow("8 KV heads, bf16, 4096 tokens")
        << shapeOf(32, 8, 128, Dtype::BFloat16) << quint64(4096) << quint64(1) << 128 * KiB
        << 512 * MiB;
    // float16 is two bytes like bfloat16: the same 2^19.
    QTest::newRow("32 KV heads, fp16, 1 token")
        << shapeOf(32, 32, 128, Dtype::Float16) << quint64(1) << quint64(1) << 512 * KiB
        << 512 * KiB;
    // float8 halves it: 2·32·8·128·1 = 2^16 = 64 KiB; × 8,192 = 2^13: 2^29 = 512 MiB.
    QTest::newRow("8 KV heads, fp8, 8192 tokens")
        << shapeOf(32, 8, 128, Dtype::Float8) << quint64(8192) << quint64(1) << 64 * KiB
        << 512 * MiB;
    // float32 doubles it: 2·32·32·128·4 = 2^20 = 1 MiB; × 1,000 tokens = 1,000 MiB.
    QTest::newRow("32 KV heads, fp32, 1000 tokens")
        << shapeOf(32, 32, 128, Dtype::Float32) << quint64(1000) << quint64(1) << MiB << 1000 * MiB;
    // A batch multiplies: 16 sequences of 4,096 tokens at 2 GiB each = 32 GiB.
    QTest::newRow("32 KV heads, bf16, 4096 tokens, batch 16")
        << shapeOf(32, 32, 128, Dtype::BFloat16) << quint64(4096) << quint64(16) << 512 * KiB
        << 32 * GiB;
    // Odd sizes: 2·1·1·8·2 = 32 bytes a token; × 3 tokens × 5 sequences = 480.
    QTest::newRow("smallest shape") << shapeOf(1, 1, 8, Dtype::BFloat16) << quint64(3) << quint64(5)
                                    << quint64(32) << quint64(480);
    // No token generated yet: an empty cache.
    QTest::newRow("no tokens") << shapeOf(32, 8, 128, Dtype::BFloat16) << quint64(0) << quint64(4)
                               << 128 * KiB << quint64(0);
}

void TestKvCache::cacheOfTheWorkedExamples()
{
    QFETCH(KvCacheShape, shape);
    QFETCH(quint64, tokens);
    QFETCH(quint64, batch);
    QFETCH(quint64, perToken);
    QFETCH(quint64, total);
    QCOMPARE(valueOf(kvCacheBytesPerToken(shape)), perToken);
    QCOMPARE(valueOf(kvCacheBytes(shape, tokens, batch)), total);
}

void TestKvCache::weightsAreParametersTimesBytes_data()
{
    QTest::addColumn<KvCacheShape>("shape");
    QTest::addColumn<quint64>("bytes");
    // Llama 2 7B in bfloat16: 6,738,415,616 × 2 = 13,476,831,232 bytes (12.55 GiB).
    QTest::newRow("Llama 2 7B bf16") << llama2 << quint64(13'476'831'232);
    // Llama 3 8B in float8: 8,030,261,248 × 1.
    QTest::newRow("Llama 3 8B fp8")
        << shapeOf(32, 8, 128, Dtype::Float8, llama3Parameters) << quint64(8'030'261'248);
    // 7 billion in float32: 28 × 10^9.
    QTest::newRow("7 B fp32") << shapeOf(32, 32, 128, Dtype::Float32, 7'000'000'000)
                              << quint64(28'000'000'000);
    QTest::newRow("no parameters") << shapeOf(32, 32, 128, Dtype::BFloat16, 0) << quint64(0);
}

void TestKvCache::weightsAreParametersTimesBytes()
{
    QFETCH(KvCacheShape, shape);
    QFETCH(quint64, bytes);
    QCOMPARE(valueOf(weightsBytes(shape)), bytes);
}

void TestKvCache::largestBatchThatFits_data()
{
    QTest::addColumn<KvCacheShape>("shape");
    QTest::addColumn<quint64>("context");
    QTest::addColumn<quint64>("memory");
    QTest::addColumn<WeightsOffset>("weights");
    QTest::addColumn<quint64>("batch");

    // Llama 2 7B, 4,096 tokens = 2 GiB a sequence. An A100 80 GB (80 GiB):
    // 80 / 2 = 40 sequences for the cache alone.
    QTest::newRow("Llama 2, 4096, 80 GiB, cache alone")
        << llama2 << quint64(4096) << 80 * GiB << WeightsOffset::Excluded << quint64(40);
    // With the weights first: 85,899,345,920 − 13,476,831,232 = 72,422,514,688
    // bytes left; / 2^31 = 33.72: 33 sequences.
    QTest::newRow("Llama 2, 4096, 80 GiB, with weights")
        << llama2 << quint64(4096) << 80 * GiB << WeightsOffset::Included << quint64(33);
    // Llama 3 8B (GQA), 8,192 tokens: 128 KiB × 2^13 = 1 GiB a sequence. An
    // A100 40 GB alone: 40. With weights: 42,949,672,960 − 16,060,522,496 =
    // 26,889,150,464; / 2^30 = 25.04: 25.
    QTest::newRow("Llama 3, 8192, 40 GiB, cache alone")
        << llama3 << quint64(8192) << 40 * GiB << WeightsOffset::Excluded << quint64(40);
    QTest::newRow("Llama 3, 8192, 40 GiB, with weights")
        << llama3 << quint64(8192) << 40 * GiB << WeightsOffset::Included << quint64(25);
    // GQA's four times fewer KV heads fit four times the batch: Llama 3 at 4,096
    // tokens (512 MiB a sequence) on 80 GiB alone: 160.
    QTest::newRow("Llama 3, 4096, 80 GiB, cache alone")
        << llama3 << quint64(4096) << 80 * GiB << WeightsOffset::Excluded << quint64(160);
    // Exactly one sequence's worth, and one byte short of it.
    QTest::newRow("exactly one") << llama2 << quint64(4096) << 2 * GiB << WeightsOffset::Excluded
                                 << quint64(1);
    QTest::newRow("one byte short")
        << llama2 << quint64(4096) << 2 * GiB - 1 << WeightsOffset::Excluded << quint64(0);
    // A 1M-token context: 2^19 × 2^20 = 512 GiB a sequence; nothing fits in 141 GiB.
    QTest::newRow("1M tokens") << llama2 << quint64(1'048'576) << 141 * GiB
                               << WeightsOffset::Excluded << quint64(0);
    // Llama 3 8B in float32 has 32,121,044,992 bytes of weights: more than a
    // 16 GiB T4 (17,179,869,184), so no batch at all.
    QTest::newRow("weights fill the memory")
        << shapeOf(32, 8, 128, Dtype::Float32, llama3Parameters) << quint64(1) << 16 * GiB
        << WeightsOffset::Included << quint64(0);
}

void TestKvCache::largestBatchThatFits()
{
    QFETCH(KvCacheShape, shape);
    QFETCH(quint64, context);
    QFETCH(quint64, memory);
    QFETCH(WeightsOffset, weights);
    QFETCH(quint64, batch);
    QCOMPARE(valueOf(largestBatch(shape, context, memory, weights)), batch);
}

void TestKvCache::longestContextOfABatch_data()
{
    QTest::addColumn<KvCacheShape>("shape");
    QTest::addColumn<quint64>("batch");
    QTest::addColumn<quint64>("memory");
    QTest::addColumn<WeightsOffset>("weights");
    QTest::addColumn<quint64>("tokens");

    // Llama 2 7B, one sequence, 80 GiB alone: 80·2^30 / 2^19 = 163,840 tokens.
    QTest::newRow("Llama 2, batch 1, cache alone")
        << llama2 << quint64(1) << 80 * GiB << WeightsOffset::Excluded << quint64(163'840);
    // 16 sequences with the weights: 72,422,514,688 / (2^19 · 16 = 8,388,608)
    // = 8,633.4: 8,633 tokens each.
    QTest::newRow("Llama 2, batch 16, with weights")
        << llama2 << quint64(16) << 80 * GiB << WeightsOffset::Included << quint64(8633);
    // Weights larger than the memory: none.
    QTest::newRow("weights fill the memory")
        << llama2 << quint64(1) << 12 * GiB << WeightsOffset::Included << quint64(0);
}

void TestKvCache::longestContextOfABatch()
{
    QFETCH(KvCacheShape, shape);
    QFETCH(quint64, batch);
    QFETCH(quint64, memory);
    QFETCH(WeightsOffset, weights);
    QFETCH(quint64, tokens);
    QCOMPARE(valueOf(longestContext(shape, batch, memory, weights)), tokens);
}

void TestKvCache::invalidInputsGiveNothing_data()
{
    QTest::addColumn<KvCacheShape>("shape");
    QTest::addColumn<quint64>("tokens");
    QTest::addColumn<quint64>("batch");
    const auto bf16 = Dtype::BFloat16;
    QTest::newRow("no layers") << shapeOf(0, 8, 128, bf16) << quint64(1) << quint64(1);
    QTest::newRow("too many layers") << shapeOf(513, 8, 128, bf16) << quint64(1) << quint64(1);
    QTest::newRow("no KV heads") << shapeOf(32, 0, 128, bf16) << quint64(1) << quint64(1);
    QTest::newRow("too many KV heads") << shapeOf(32, 257, 128, bf16) << quint64(1) << quint64(1);
    QTest::newRow("head dim too small") << shapeOf(32, 8, 7, bf16) << quint64(1) << quint64(1);
    QTest::newRow("head dim too large") << shapeOf(32, 8, 513, bf16) << quint64(1) << quint64(1);
    QTest::newRow("too many parameters")
        << shapeOf(32, 8, 128, bf16, KvCacheLimits::maxParameters + 1) << quint64(1) << quint64(1);
    QTest::newRow("too many tokens")
        << shapeOf(32, 8, 128, bf16) << quint64(1'048'577) << quint64(1);
    QTest::newRow("no batch") << shapeOf(32, 8, 128, bf16) << quint64(1) << quint64(0);
    QTest::newRow("too large a batch") << shapeOf(32, 8, 128, bf16) << quint64(1) << quint64(4097);
}

void TestKvCache::invalidInputsGiveNothing()
{
    QFETCH(KvCacheShape, shape);
    QFETCH(quint64, tokens);
    QFETCH(quint64, batch);
    QVERIFY(!kvCacheBytes(shape, tokens, batch));
    const bool shapeValid = isValid(shape);
    // The context must hold a token, and the batch be one the page offers.
    const std::optional<quint64> noContext = largestBatch(shape, 0, 80 * GiB,
                                                          WeightsOffset::Excluded);
    QVERIFY(!noContext);
    if (!shapeValid) {
        QVERIFY(!kvCacheBytesPerToken(shape));
        QVERIFY(!weightsBytes(shape));
        QVERIFY(!largestBatch(shape, 4096, 80 * GiB, WeightsOffset::Excluded));
    }
    if (tokens > KvCacheLimits::maxTokens)
        QVERIFY(!largestBatch(shape, tokens, 80 * GiB, WeightsOffset::Excluded));
    if (batch == 0 || batch > KvCacheLimits::maxBatch)
        QVERIFY(!longestContext(shape, batch, 80 * GiB, WeightsOffset::Excluded));
}

void TestKvCache::largestFiguresDoNotOverflow()
{
    using namespace KvCacheLimits;
    // 2·512·256·512·4 = 2^1·2^9·2^8·2^9·2^2 = 2^29 bytes a token;
    // × 2^20 tokens × 2^12 sequences = 2^61.
    const KvCacheShape largest = shapeOf(maxLayers, maxKvHeads, maxHeadDim, Dtype::Float32,
                                         maxParameters);
    QCOMPARE(valueOf(kvCacheBytesPerToken(largest)), quint64(1) << 29);
    QCOMPARE(valueOf(kvCacheBytes(largest, maxTokens, maxBatch)), quint64(1) << 61);
    // 2 × 10^12 parameters × 4 bytes.
    QCOMPARE(valueOf(weightsBytes(largest)), quint64(8'000'000'000'000));
    // The sweep may reach twice the longest context: 2^62 bytes, still exact.
    const QList<KvCacheSweepPoint> sweep = sweepTokensGenerated(largest, maxBatch, 2 * maxTokens,
                                                                WeightsOffset::Included);
    QCOMPARE(sweep.constLast().cacheBytes, quint64(1) << 62);
    QCOMPARE(sweep.constLast().totalBytes, (quint64(1) << 62) + 8'000'000'000'000);
}

void TestKvCache::presetsHaveTheirPublishedShapes_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("name");
    QTest::addColumn<quint64>("layers");
    QTest::addColumn<quint64>("heads");
    QTest::addColumn<quint64>("kvHeads");
    QTest::addColumn<quint64>("parameters");
    // From the models' config.json (num_hidden_layers, num_attention_heads,
    // num_key_value_heads; head dim 4096 / 32 = 128) and their parameter counts.
    QTest::newRow("Llama 2 7B") << u"llama-2-7b"_s << u"Llama 2 7B"_s << quint64(32) << quint64(32)
                                << quint64(32) << llama2Parameters;
    QTest::newRow("Llama 3 8B") << u"llama-3-8b"_s << u"Llama 3 8B"_s << quint64(32) << quint64(32)
                                << quint64(8) << llama3Parameters;
    QTest::newRow("Mistral 7B") << u"mistral-7b"_s << u"Mistral 7B"_s << quint64(32) << quint64(32)
                                << quint64(8) << quint64(7'241'732'096);
}

void TestKvCache::presetsHaveTheirPublishedShapes()
{
    QFETCH(QString, id);
    QFETCH(QString, name);
    QFETCH(quint64, layers);
    QFETCH(quint64, heads);
    QFETCH(quint64, kvHeads);
    QFETCH(quint64, parameters);
    const QByteArray latin1 = id.toLatin1();
    const std::optional<KvCachePreset> preset = kvCachePresetById(QLatin1StringView(latin1));
    QVERIFY(preset);
    QCOMPARE(QString(preset->name), name);
    QCOMPARE(preset->shape.layers, layers);
    QCOMPARE(preset->attentionHeads, heads);
    QCOMPARE(preset->shape.kvHeads, kvHeads);
    QCOMPARE(preset->shape.headDim, quint64(128));
    QCOMPARE(preset->shape.parameters, parameters);
    QCOMPARE(preset->shape.dtype, Dtype::BFloat16);
    QVERIFY(isValid(preset->shape));
    QVERIFY(!kvCachePresetById("gpt-5"_L1));
}

void TestKvCache::sweepRisesLinearlyFromZero_data()
{
    QTest::addColumn<KvCacheShape>("shape");
    QTest::addColumn<quint64>("batch");
    QTest::addColumn<quint64>("lastTokens");
    QTest::addColumn<WeightsOffset>("weights");
    QTest::addColumn<quint64>("middleTokens"); // point 16 of 32
    QTest::addColumn<quint64>("middleCache");
    QTest::addColumn<quint64>("lastCache");
    QTest::addColumn<quint64>("offset");

    // Llama 2 7B, one sequence to 4,096 tokens: half-way 2,048 tokens = 1 GiB,
    // the end 2 GiB.
    QTest::newRow("Llama 2, cache alone")
        << llama2 << quint64(1) << quint64(4096) << WeightsOffset::Excluded << quint64(2048) << GiB
        << 2 * GiB << quint64(0);
    // The same with the weights under it: every point 13,476,831,232 bytes higher.
    QTest::newRow("Llama 2, with weights")
        << llama2 << quint64(1) << quint64(4096) << WeightsOffset::Included << quint64(2048) << GiB
        << 2 * GiB << quint64(13'476'831'232);
    // Llama 3 8B, 16 sequences to 6,000 tokens (a rounded axis' end): 128 KiB ×
    // 16 = 2 MiB a token; half-way 3,000 tokens = 6,000 MiB, the end 12,000 MiB.
    QTest::newRow("Llama 3, batch 16")
        << llama3 << quint64(16) << quint64(6000) << WeightsOffset::Excluded << quint64(3000)
        << 6000 * MiB << 12000 * MiB << quint64(0);
    // 100 tokens in 32 steps: step 16 is exactly 50 tokens; 2·1·1·8·2 = 32 bytes each.
    QTest::newRow("uneven steps") << shapeOf(1, 1, 8, Dtype::BFloat16) << quint64(1) << quint64(100)
                                  << WeightsOffset::Excluded << quint64(50) << quint64(1600)
                                  << quint64(3200) << quint64(0);
}

void TestKvCache::sweepRisesLinearlyFromZero()
{
    QFETCH(KvCacheShape, shape);
    QFETCH(quint64, batch);
    QFETCH(quint64, lastTokens);
    QFETCH(WeightsOffset, weights);
    QFETCH(quint64, middleTokens);
    QFETCH(quint64, middleCache);
    QFETCH(quint64, lastCache);
    QFETCH(quint64, offset);
    const QList<KvCacheSweepPoint> sweep = sweepTokensGenerated(shape, batch, lastTokens, weights);
    QCOMPARE(sweep.size(), kvCacheSweepIntervals + 1);
    QCOMPARE(sweep.constFirst(), (KvCacheSweepPoint{0, 0, offset}));
    QCOMPARE(sweep.at(16), (KvCacheSweepPoint{middleTokens, middleCache, middleCache + offset}));
    QCOMPARE(sweep.constLast(), (KvCacheSweepPoint{lastTokens, lastCache, lastCache + offset}));
    for (qsizetype i = 1; i < sweep.size(); ++i)
        QVERIFY(sweep[i].tokens > sweep[i - 1].tokens);
}

void TestKvCache::sweepOfInvalidInputsIsEmpty()
{
    QVERIFY(sweepTokensGenerated(llama2, 0, 4096, WeightsOffset::Excluded).isEmpty());
    QVERIFY(sweepTokensGenerated(llama2, 1, 0, WeightsOffset::Excluded).isEmpty());
    QVERIFY(
        sweepTokensGenerated(llama2, 1, 2 * KvCacheLimits::maxTokens + 1, WeightsOffset::Excluded)
            .isEmpty());
    QVERIFY(
        sweepTokensGenerated(shapeOf(0, 8, 128, Dtype::BFloat16), 1, 4096, WeightsOffset::Excluded)
            .isEmpty());
    // 100 tokens over 32 steps: step 1 is 3.125, rounded to 3; step 5 is 15.625, to 16.
    const QList<KvCacheSweepPoint> uneven = sweepTokensGenerated(shapeOf(1, 1, 8, Dtype::BFloat16),
                                                                 1, 100, WeightsOffset::Excluded);
    QCOMPARE(uneven.at(1).tokens, quint64(3));
    QCOMPARE(uneven.at(5).tokens, quint64(16));
}

void TestKvCache::resultsGatherEveryFigure()
{
    // The page's defaults: Llama 2 7B, bf16, 16 sequences of 4,096 tokens on an
    // A100 80 GB with the weights counted. Per token 2^19 = 512 KiB; a sequence
    // 2 GiB; the batch 32 GiB; weights 13,476,831,232 bytes; total
    // 34,359,738,368 + 13,476,831,232 = 47,836,569,600 bytes, within 80 GiB.
    const auto results = kvCacheResults(llama2, 16, 4096, WeightsOffset::Included, 80 * GiB);
    QVERIFY(results);
    QCOMPARE(results->bytesPerToken, 512 * KiB);
    QCOMPARE(results->sequenceBytes, 2 * GiB);
    QCOMPARE(results->batchBytes, 32 * GiB);
    QCOMPARE(results->weightsBytes, quint64(13'476'831'232));
    QCOMPARE(results->totalBytes, quint64(47'836'569'600));
    QVERIFY(results->fits());
    // 33 and 40 sequences (largestBatchThatFits); 8,633 tokens each for 16.
    QCOMPARE(results->largestBatchWithWeights, quint64(33));
    QCOMPARE(results->largestBatchCacheAlone, quint64(40));
    QCOMPARE(results->longestContext, quint64(8633));

    // Without the weights the total is the cache alone, and 64 sequences of
    // 4,096 tokens (128 GiB) do not fit: 80·2^30 / (2^19·64) = 2,560 tokens each.
    const auto tooMany = kvCacheResults(llama2, 64, 4096, WeightsOffset::Excluded, 80 * GiB);
    QVERIFY(tooMany);
    QCOMPARE(tooMany->totalBytes, 128 * GiB);
    QVERIFY(!tooMany->fits());
    QCOMPARE(tooMany->longestContext, quint64(2560));

    QVERIFY(!kvCacheResults(llama2, 16, 0, WeightsOffset::Included, 80 * GiB));
    QVERIFY(!kvCacheResults(llama2, 0, 4096, WeightsOffset::Included, 80 * GiB));
}

QTEST_GUILESS_MAIN(TestKvCache)
#include "tst_kvcache.moc"
