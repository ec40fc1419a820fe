// jax.jit's compilation cache in a training loop ("Just-in-time compilation",
// the jax.jit API's static_argnums): a call compiles when its signature
// (shape, dtype, static arguments) is new to the function, and runs the
// cached executable otherwise. Every figure below is worked out by hand or
// is the worked example (1,000 examples in batches of 32).
#include "core/jitcache.h"
#include "core/jitcachesetup.h"

#include <QTest>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

// Compares milliseconds to a relative 1e-12: the figures are a few sums and
// products of round numbers.
bool near(double actual, double expected)
{
    return std::abs(actual - expected) <= 1e-12 * std::max(1.0, std::abs(expected));
}

JitLoopInput loopOf(quint64 examples, quint64 batch, LastBatch lastBatch, int epochs)
{
    JitLoopInput input;
    input.examples = examples;
    input.batch = batch;
    input.lastBatch = lastBatch;
    input.epochs = epochs;
    return input;
}

// A run's count, whether its first call compiles, and its epoch.
struct Expected
{
    quint64 count;
    bool compiles;
    int epoch;
};

bool runsAre(const QList<JitRun> &runs, const QList<Expected> &expected)
{
    if (runs.size() != expected.size())
        return false;
    for (qsizetype i = 0; i < runs.size(); ++i) {
        if (runs[i].count != expected[i].count || runs[i].compilesFirst != expected[i].compiles
            || runs[i].epoch != expected[i].epoch)
            return false;
    }
    return true;
}

} // namespace

class TestJitCache : public QObject
{
    Q_OBJECT
private slots:
    void keptPartialBatchCompilesTwice();
    void keptStillTwoAfterThreeEpochs();
    void droppedCompilesOnce();
    void paddedCompilesOnceWithTwentyFourPaddingRows();
    void signaturesAsCode();
    void evaluationCompilesOnceMore();
    void evaluationIsANewSignatureAtTheSameShape();
    void dtypeChangeCompilesEachShapeAgain();
    void totalTimeAndCompileShare();
    void paddingCostsCompute();
    void defaultsAreTheWorkedExample();
    void batchLargerThanDataset();
    void tooManyCallsCountedNotLaidOut();
    void outOfRangeComputesNothing();
    void expandedCallsCompileOnlyOnFirstSight();
    void signatureUsesCountEachSignaturesCalls();
    void keysRoundTrip();
    void setupDefaultsAndShowsSetup();
};

void TestJitCache::keptPartialBatchCompilesTwice()
{
    // 1,000 = 31 × 32 + 8: 31 calls of shape (32, …), then one of (8, …),
    // each shape compiled on its first call.
    const JitLoop loop = simulateJitLoop(loopOf(1000, 32, LastBatch::Keep, 1));
    QCOMPARE(loop.problem, JitLoopProblem::None);
    QCOMPARE(loop.trainingCallsPerEpoch, 32u);
    QVERIFY(runsAre(loop.runs, {{31, true, 1}, {1, true, 1}}));
    QCOMPARE(loop.signatures,
             (QList<JitSignature>{{32, Dtype::Float32, true}, {8, Dtype::Float32, true}}));
    QCOMPARE(loop.compilations, 2);
    QCOMPARE(loop.examplesPerEpoch, 1000u);
}

void TestJitCache::keptStillTwoAfterThreeEpochs()
{
    // Epochs 2 and 3 repeat epoch 1's shapes: both signatures are cached.
    const JitLoop loop = simulateJitLoop(loopOf(1000, 32, LastBatch::Keep, 3));
    QVERIFY(runsAre(loop.runs, {{31, true, 1},
                                {1, true, 1},
                                {31, false, 2},
                                {1, false, 2},
                                {31, false, 3},
                                {1, false, 3}}));
    QCOMPARE(loop.compilations, 2);
    QCOMPARE(loop.trainingCalls, 96u); // 32 × 3
    QCOMPARE(loop.calls(), 96u);
    QCOMPARE(loop.rows, 3000u); // 1,000 × 3, no padding
}

void TestJitCache::droppedCompilesOnce()
{
    // The 8 examples left over are dropped: 31 calls of (32, …) an epoch,
    // 31 × 32 = 992 examples seen, one signature. A run ends with its epoch.
    const JitLoop loop = simulateJitLoop(loopOf(1000, 32, LastBatch::Drop, 3));
    QCOMPARE(loop.compilations, 1);
    QCOMPARE(loop.examplesPerEpoch, 992u);
    QCOMPARE(loop.trainingCallsPerEpoch, 31u);
    QCOMPARE(loop.trainingCalls, 93u); // 31 × 3
    QVERIFY(runsAre(loop.runs, {{31, true, 1}, {31, false, 2}, {31, false, 3}}));
}

void TestJitCache::paddedCompilesOnceWithTwentyFourPaddingRows()
{
    // The last 8 examples are padded to 32 rows with a mask: 32 calls of
    // (32, …), 32 × 32 = 1,024 rows of which 1,024 − 1,000 = 24 are padding.
    const JitLoop loop = simulateJitLoop(loopOf(1000, 32, LastBatch::Pad, 3));
    QCOMPARE(loop.compilations, 1);
    QCOMPARE(loop.signatures, (QList<JitSignature>{{32, Dtype::Float32, true}}));
    QCOMPARE(loop.trainingCallsPerEpoch, 32u);
    QCOMPARE(loop.trainingRowsPerEpoch, 1024u);
    QCOMPARE(loop.paddingRowsPerEpoch, 24u);
    QCOMPARE(loop.examplesPerEpoch, 1000u); // every example is seen
    QVERIFY(runsAre(loop.runs, {{32, true, 1}, {32, false, 2}, {32, false, 3}}));
    // Over 3 epochs: 72 of 3,072 rows, 24/1,024 = 0.0234375.
    QCOMPARE(loop.paddingRows, 72u);
    QCOMPARE(loop.rows, 3072u);
    QCOMPARE(loop.paddingShare(), 0.0234375);
}

void TestJitCache::signaturesAsCode()
{
    QCOMPARE(signatureCode({32, Dtype::Float32, true}), u"(32, …) float32, training=True"_s);
    QCOMPARE(signatureCode({8, Dtype::BFloat16, false}), u"(8, …) bfloat16, training=False"_s);
}

void TestJitCache::evaluationCompilesOnceMore()
{
    // Dropped, 2 epochs of 31 steps = 62 steps; an evaluation after steps 10,
    // 20, … 60: ⌊62/10⌋ = 6. Epoch 1: steps 1–10, eval, 11–20, eval, 21–30,
    // eval, 31. Epoch 2: steps 32–40 (9), eval, 41–50, eval, 51–60, eval,
    // 61–62 (2). The evaluation's training=False compiles once, on step 10.
    JitLoopInput input = loopOf(1000, 32, LastBatch::Drop, 2);
    input.evaluateEvery = 10;
    const JitLoop loop = simulateJitLoop(input);
    QCOMPARE(loop.trainingCalls, 62u);
    QCOMPARE(loop.evaluationCalls, 6u);
    QCOMPARE(loop.calls(), 68u);
    QCOMPARE(loop.compilations, 2);
    QVERIFY(runsAre(loop.runs, {{10, true, 1},
                                {1, true, 1},
                                {10, false, 1},
                                {1, false, 1},
                                {10, false, 1},
                                {1, false, 1},
                                {1, false, 1},
                                {9, false, 2},
                                {1, false, 2},
                                {10, false, 2},
                                {1, false, 2},
                                {10, false, 2},
                                {1, false, 2},
                                {2, false, 2}}));
    QCOMPARE(loop.signatures[loop.runs[1].signature], (JitSignature{32, Dtype::Float32, false}));
    // Rows: 62 × 32 training and 6 × 32 evaluation = 2,176.
    QCOMPARE(loop.rows, 2176u);
}

void TestJitCache::evaluationIsANewSignatureAtTheSameShape()
{
    // Kept, one epoch, evaluating every 32 steps: 31 × (32, …), the (8, …)
    // step 32, then the evaluation: (32, …) as the full batches, but its
    // static argument differs, so it compiles: 3 compilations.
    JitLoopInput input = loopOf(1000, 32, LastBatch::Keep, 1);
    input.evaluateEvery = 32;
    const JitLoop loop = simulateJitLoop(input);
    QVERIFY(runsAre(loop.runs, {{31, true, 1}, {1, true, 1}, {1, true, 1}}));
    QCOMPARE(loop.signatures, (QList<JitSignature>{{32, Dtype::Float32, true},
                                                   {8, Dtype::Float32, true},
                                                   {32, Dtype::Float32, false}}));
    QCOMPARE(loop.compilations, 3);
}

void TestJitCache::dtypeChangeCompilesEachShapeAgain()
{
    // Kept, 3 epochs, bfloat16 from epoch 2: epoch 1 compiles (32) and (8) in
    // float32, epoch 2 both again in bfloat16, epoch 3 nothing: 4.
    JitLoopInput input = loopOf(1000, 32, LastBatch::Keep, 3);
    input.changeDtypeFromEpoch = 2;
    const JitLoop loop = simulateJitLoop(input);
    QCOMPARE(loop.compilations, 4);
    QVERIFY(runsAre(loop.runs, {{31, true, 1},
                                {1, true, 1},
                                {31, true, 2},
                                {1, true, 2},
                                {31, false, 3},
                                {1, false, 3}}));
    QCOMPARE(loop.signatures[2], (JitSignature{32, Dtype::BFloat16, true}));
    QCOMPARE(loop.signatures[3], (JitSignature{8, Dtype::BFloat16, true}));

    // A change after the last epoch changes nothing: 2, as without it.
    input.changeDtypeFromEpoch = 4;
    QCOMPARE(simulateJitLoop(input).compilations, 2);
    // From epoch 1 on: bfloat16 throughout, still 2.
    input.changeDtypeFromEpoch = 1;
    QCOMPARE(simulateJitLoop(input).signatures[0].dtype, Dtype::BFloat16);
    QCOMPARE(simulateJitLoop(input).compilations, 2);
}

void TestJitCache::totalTimeAndCompileShare()
{
    // 100 examples in batches of 10, 2 epochs: 20 calls of 10 rows. At
    // 0.5 ms an example a call computes 5 ms: 20 × 5 = 100 ms. One
    // compilation of 1,000 ms. Total 1,100 ms; compiling 1,000/1,100 = 10/11.
    JitLoopInput input = loopOf(100, 10, LastBatch::Keep, 2);
    input.compileMilliseconds = 1000;
    input.millisecondsPerExample = 0.5;
    const JitLoop loop = simulateJitLoop(input);
    QCOMPARE(loop.compilations, 1);
    QVERIFY(near(loop.computeMilliseconds, 100));
    QVERIFY(near(loop.compileMilliseconds, 1000));
    QVERIFY(near(loop.totalMilliseconds(), 1100));
    QVERIFY(near(loop.compileShare(), 10.0 / 11.0));
    // Epoch 1's run: 1,000 + 10 × 5 = 1,050 ms from 0; epoch 2's: 50 ms from 1,050.
    QCOMPARE(loop.runs.size(), 2);
    QVERIFY(near(loop.runs[0].startMilliseconds, 0));
    QVERIFY(near(loop.runs[0].milliseconds, 1050));
    QVERIFY(near(loop.runs[1].startMilliseconds, 1050));
    QVERIFY(near(loop.runs[1].milliseconds, 50));
}

void TestJitCache::paddingCostsCompute()
{
    // Padded, one epoch, 0.25 ms an example, 2,000 ms a compilation: 1,024
    // rows × 0.25 = 256 ms of compute, of which 24 × 0.25 = 6 ms on padding.
    JitLoopInput input = loopOf(1000, 32, LastBatch::Pad, 1);
    input.millisecondsPerExample = 0.25;
    const JitLoop loop = simulateJitLoop(input);
    QVERIFY(near(loop.computeMilliseconds, 256));
    QVERIFY(near(loop.paddingShare() * loop.computeMilliseconds, 6));
    QVERIFY(near(loop.totalMilliseconds(), 2256));
    QVERIFY(near(loop.compileShare(), 2000.0 / 2256.0));
}

void TestJitCache::defaultsAreTheWorkedExample()
{
    // 2 compilations × 2,000 ms = 4,000 ms; 3,000 rows × 0.05 ms = 150 ms;
    // 4,150 ms in all, 4,000/4,150 ≈ 96.4 % of it compiling.
    const JitLoop loop = simulateJitLoop(JitLoopInput{});
    QCOMPARE(loop.compilations, 2);
    QVERIFY(near(loop.compileMilliseconds, 4000));
    QVERIFY(near(loop.computeMilliseconds, 150));
    QVERIFY(near(loop.totalMilliseconds(), 4150));
    QCOMPARE(qRound(loop.compileShare() * 1000), 964);
}

void TestJitCache::batchLargerThanDataset()
{
    // 20 examples, batches of 32: no full batch; the partial one holds all 20.
    const JitLoop kept = simulateJitLoop(loopOf(20, 32, LastBatch::Keep, 2));
    QVERIFY(runsAre(kept.runs, {{1, true, 1}, {1, false, 2}}));
    QCOMPARE(kept.signatures, (QList<JitSignature>{{20, Dtype::Float32, true}}));

    // Dropped: the only batch goes, so the loop makes no call at all; it is
    // no error, the page says that no example is seen. No evaluation
    // either: it follows training steps, and there are none.
    JitLoopInput input = loopOf(20, 32, LastBatch::Drop, 2);
    input.evaluateEvery = 1;
    const JitLoop dropped = simulateJitLoop(input);
    QCOMPARE(dropped.problem, JitLoopProblem::None);
    QCOMPARE(dropped.calls(), 0u);
    QCOMPARE(dropped.examplesPerEpoch, 0u);
    QCOMPARE(dropped.compilations, 0);
    QVERIFY(dropped.runs.isEmpty());
    QCOMPARE(dropped.totalMilliseconds(), 0.0);
    QCOMPARE(dropped.compileShare(), 0.0);
    QCOMPARE(dropped.paddingShare(), 0.0);

    // Padded: one (32, …) call an epoch, 32 − 20 = 12 rows padding, 12/32 = 0.375.
    const JitLoop padded = simulateJitLoop(loopOf(20, 32, LastBatch::Pad, 1));
    QCOMPARE(padded.calls(), 1u);
    QCOMPARE(padded.paddingRowsPerEpoch, 12u);
    QCOMPARE(padded.paddingShare(), 0.375);
}

void TestJitCache::tooManyCallsCountedNotLaidOut()
{
    // Batches of 1 over 100,000 examples: 100,000 calls in one epoch, the
    // most laid out: one run, one compilation.
    JitLoopInput input = loopOf(100'000, 1, LastBatch::Keep, 1);
    const JitLoop most = simulateJitLoop(input);
    QCOMPARE(most.problem, JitLoopProblem::None);
    QVERIFY(runsAre(most.runs, {{100'000, true, 1}}));

    // Two epochs: 200,000 calls, counted but not laid out.
    input.epochs = 2;
    const JitLoop tooMany = simulateJitLoop(input);
    QCOMPARE(tooMany.problem, JitLoopProblem::TooManyCalls);
    QCOMPARE(tooMany.calls(), 200'000u);
    QCOMPARE(tooMany.examplesPerEpoch, 100'000u);
    QVERIFY(tooMany.runs.isEmpty());
    QVERIFY(tooMany.signatures.isEmpty());
    QCOMPARE(tooMany.compilations, 0);

    // Evaluation calls count too: 50,000 steps with an evaluation after each
    // are 100,000 calls (alternating runs, 100,000 of them); 50,001 are
    // 100,002, too many.
    input = loopOf(50'000, 1, LastBatch::Keep, 1);
    input.evaluateEvery = 1;
    const JitLoop alternating = simulateJitLoop(input);
    QCOMPARE(alternating.problem, JitLoopProblem::None);
    QCOMPARE(alternating.runs.size(), 100'000);
    QCOMPARE(alternating.compilations, 2);
    input.examples = 50'001;
    QCOMPARE(simulateJitLoop(input).problem, JitLoopProblem::TooManyCalls);
    QCOMPARE(simulateJitLoop(input).calls(), 100'002u);
}

void TestJitCache::outOfRangeComputesNothing()
{
    QList<JitLoopInput> inputs(7, JitLoopInput{});
    inputs[0].examples = 0;
    inputs[1].batch = 0;
    inputs[2].batch = JitLimits::maxBatch + 1;
    inputs[3].epochs = 0;
    inputs[4].changeDtypeFromEpoch = -1;
    inputs[5].compileMilliseconds = -1;
    inputs[6].evaluateEvery = JitLimits::maxEvaluateEvery + 1;
    for (const JitLoopInput &input : inputs) {
        QVERIFY(!isWithinLimits(input));
        const JitLoop loop = simulateJitLoop(input);
        QCOMPARE(loop.problem, JitLoopProblem::OutOfRange);
        QCOMPARE(loop.calls(), 0u);
        QVERIFY(loop.runs.isEmpty());
    }
    QVERIFY(isWithinLimits(JitLoopInput{}));
}

void TestJitCache::expandedCallsCompileOnlyOnFirstSight()
{
    // The kept example's epoch: call 0 compiles (32, …), call 31 compiles
    // (8, …); the 30 between run cached.
    const QList<JitCall> calls = expandCalls(
        simulateJitLoop(loopOf(1000, 32, LastBatch::Keep, 1)).runs);
    QCOMPARE(calls.size(), 32);
    QCOMPARE(calls[0], (JitCall{0, true, 1}));
    QCOMPARE(calls[1], (JitCall{0, false, 1}));
    QCOMPARE(calls[30], (JitCall{0, false, 1}));
    QCOMPARE(calls[31], (JitCall{1, true, 1}));
    QCOMPARE(std::count_if(calls.cbegin(), calls.cend(),
                           [](const JitCall &c) { return c.compiles; }),
             2);
}

void TestJitCache::signatureUsesCountEachSignaturesCalls()
{
    // Kept, 3 epochs: (32, …) 31 calls an epoch, 93 in all, first at call 1;
    // (8, …) one an epoch, 3 in all, first at call 32 (after 31), epoch 1.
    const JitLoop kept = simulateJitLoop(loopOf(1000, 32, LastBatch::Keep, 3));
    QCOMPARE(signatureUses(kept), (QList<JitSignatureUse>{{93, 1, 1}, {3, 32, 1}}));
    // bfloat16 from epoch 2: 4 signatures of 31, 1, 62 and 2 calls; the
    // bfloat16 (32, …) first at call 33 (after epoch 1's 32), the (8, …) at
    // 33 + 31 = 64.
    JitLoopInput input = loopOf(1000, 32, LastBatch::Keep, 3);
    input.changeDtypeFromEpoch = 2;
    QCOMPARE(signatureUses(simulateJitLoop(input)),
             (QList<JitSignatureUse>{{31, 1, 1}, {1, 32, 1}, {62, 33, 2}, {2, 64, 2}}));
    // 200,000 calls, more than 100,000: no runs, no signatures.
    QVERIFY(signatureUses(simulateJitLoop(loopOf(200000, 1, LastBatch::Keep, 1))).isEmpty());
}

void TestJitCache::keysRoundTrip()
{
    QCOMPARE(lastBatchKey(LastBatch::Keep), "keep"_L1);
    QCOMPARE(lastBatchKey(LastBatch::Drop), "drop"_L1);
    QCOMPARE(lastBatchKey(LastBatch::Pad), "pad"_L1);
    for (LastBatch policy : allLastBatches)
        QCOMPARE(lastBatchFromKey(QString(lastBatchKey(policy))), policy);
    QCOMPARE(lastBatchFromKey(u"partial"), std::nullopt);
}

void TestJitCache::setupDefaultsAndShowsSetup()
{
    // The page opens on the example with the defaults of JitLoopInput.
    const JitCacheChartSetup setup;
    QCOMPARE(setup.loop.examples, 1000u);
    QCOMPARE(setup.loop.batch, 32u);
    QCOMPARE(setup.loop.lastBatch, LastBatch::Keep);
    QCOMPARE(setup.loop.epochs, 3);
    QCOMPARE(setup.loop.evaluateEvery, 0u);
    QCOMPARE(setup.loop.changeDtypeFromEpoch, 0);
    QCOMPARE(setup.loop.compileMilliseconds, 2000.0);
    QCOMPARE(setup.loop.millisecondsPerExample, 0.05);

    QVERIFY(showsSetup(setup, setup));
    JitCacheChartSetup shown = setup;
    shown.loop.evaluateEvery = 10;
    QVERIFY(!showsSetup(setup, shown));
    shown = setup;
    shown.loop.compileMilliseconds = 500;
    QVERIFY(!showsSetup(setup, shown));
    shown = setup;
    shown.loop.lastBatch = LastBatch::Pad;
    QVERIFY(!showsSetup(setup, shown));
}

QTEST_GUILESS_MAIN(TestJitCache)
#include "tst_jitcache.moc"
