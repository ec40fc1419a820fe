#pragma once

// When a jitted training step compiles. The rule follows the JAX
// documentation ("Just-in-time compilation"; the jax.jit API reference on
// static_argnums and static_argnames): the first call traces the function to
// a jaxpr and XLA compiles it for the abstract signature of its arguments,
// their shapes and dtypes and the values of its static arguments ("static
// arguments are included as part of a compilation cache key"); a later call
// with a signature the function has seen runs the cached executable, in any
// epoch. A new shape (the last partial batch), a new dtype or a new static
// argument value (training=False for the evaluation) compiles again.
// QtCore only.
//
// The loop modelled: each epoch goes over the dataset in batches of b; the
// last partial batch of r = N mod b examples is kept (a call of shape (r, …)),
// dropped, or padded to (b, …) with a mask (the mask is an argument of every
// call, so it does not change the signature). Every k-th training step (the
// step count running on across epochs) is followed by one evaluation call of
// the same jitted function on a full batch with training=False as a static
// argument. From epoch E on, every batch, the evaluation's too, is bfloat16
// instead of float32, as when a loop switches to mixed precision. Every
// compilation costs the same time, and a call computes for a fixed time per
// row of its batch, padding rows included.

#include "core/dtype.h"

#include <QLatin1StringView>
#include <QList>
#include <QString>
#include <QStringView>
#include <QtGlobal>

#include <array>
#include <optional>

enum class LastBatch { Keep, Drop, Pad };
inline constexpr std::array<LastBatch, 3> allLastBatches{LastBatch::Keep, LastBatch::Drop,
                                                         LastBatch::Pad};

// "keep", "drop", "pad": the bank format's names.
QLatin1StringView lastBatchKey(LastBatch policy);
std::optional<LastBatch> lastBatchFromKey(QStringView key);

// The batches' dtype before the change and after it.
inline constexpr Dtype jitFirstDtype = Dtype::Float32;
inline constexpr Dtype jitChangedDtype = Dtype::BFloat16;

// The ranges the page and the bank format offer.
namespace JitLimits {
inline constexpr quint64 minExamples = 1;
inline constexpr quint64 maxExamples = 10'000'000;
inline constexpr quint64 minBatch = 1;
inline constexpr quint64 maxBatch = 65536;
inline constexpr int minEpochs = 1;
inline constexpr int maxEpochs = 1000;
inline constexpr quint64 maxEvaluateEvery = 100'000; // 0 = no evaluation
inline constexpr int maxChangeEpoch = maxEpochs; // 0 = no change
inline constexpr double maxCompileMilliseconds = 600'000; // ten minutes
inline constexpr double maxMillisecondsPerExample = 1000;
// More calls than this are counted, not laid out.
inline constexpr quint64 maxCalls = 100'000;
} // namespace JitLimits

struct JitLoopInput
{
    // The worked example: 1,000 examples in batches of 32, 3 epochs.
    quint64 examples = 1000; // N
    quint64 batch = 32; // b
    LastBatch lastBatch = LastBatch::Keep;
    int epochs = 3;
    quint64 evaluateEvery = 0; // k training steps; 0 = no evaluation
    int changeDtypeFromEpoch = 0; // E, counted from 1; 0 = float32 throughout
    // A small model's training step takes XLA a second or two to compile on a
    // GPU: 2 s. 0.05 ms an example is 20,000 examples a second, a small
    // model's pace, so the worked example's 1.6 ms step is far shorter than
    // its compilation, as it is in practice.
    double compileMilliseconds = 2000;
    double millisecondsPerExample = 0.05;
    friend bool operator==(const JitLoopInput &, const JitLoopInput &) = default;
};

// Whether every figure lies within JitLimits.
bool isWithinLimits(const JitLoopInput &input);

// One abstract signature: a batch of shape (rows, …) of a dtype, and the
// static argument.
struct JitSignature
{
    quint64 rows = 0;
    Dtype dtype = jitFirstDtype;
    bool training = true;
    friend bool operator==(const JitSignature &, const JitSignature &) = default;
};

// As code, the same in every language: "(32, …) float32, training=True".
QString signatureCode(const JitSignature &signature);

// `count` consecutive calls of one signature within one epoch. Only the
// first can compile (when the function had not seen the signature); the
// others run the cached executable.
struct JitRun
{
    int signature = 0; // an index in JitLoop::signatures
    quint64 count = 0;
    bool compilesFirst = false;
    int epoch = 1; // counted from 1
    double startMilliseconds = 0;
    double milliseconds = 0; // the run's compilation, if any, and its compute
    friend bool operator==(const JitRun &, const JitRun &) = default;
};

// One call, as expandCalls() lists them.
struct JitCall
{
    int signature = 0;
    bool compiles = false;
    int epoch = 1;
    friend bool operator==(const JitCall &, const JitCall &) = default;
};

enum class JitLoopProblem {
    None,
    OutOfRange, // an input outside JitLimits: nothing is counted
    TooManyCalls, // more than JitLimits::maxCalls: the counts, not the runs
};

struct JitLoop
{
    JitLoopProblem problem = JitLoopProblem::None;
    // Counted even when there are too many calls to lay out.
    quint64 trainingCallsPerEpoch = 0; // ⌈N/b⌉ kept or padded, ⌊N/b⌋ dropped
    quint64 trainingCalls = 0;
    quint64 evaluationCalls = 0; // ⌊training calls / k⌋
    quint64 calls() const { return trainingCalls + evaluationCalls; }
    quint64 examplesPerEpoch = 0; // the dataset's examples a training epoch sees
    quint64 paddingRowsPerEpoch = 0; // b − r when padded, else 0
    quint64 trainingRowsPerEpoch = 0; // the rows of an epoch's batches, padding included

    // The rest only when problem is None.
    QList<JitSignature> signatures; // in the order of their first call
    QList<JitRun> runs; // in the order of the calls
    int compilations = 0; // one for each signature
    quint64 rows = 0; // every call's rows, padding and evaluation included
    quint64 paddingRows = 0;
    double compileMilliseconds = 0;
    double computeMilliseconds = 0;
    double totalMilliseconds() const { return compileMilliseconds + computeMilliseconds; }
    double compileShare() const; // of the total time; 0 when it is 0
    double paddingShare() const; // of the rows computed; 0 when there are none
};

JitLoop simulateJitLoop(const JitLoopInput &input);

// How one signature is used: its calls in the whole loop and where it is
// first called (and so compiled), counted from 1.
struct JitSignatureUse
{
    quint64 calls = 0;
    quint64 firstCall = 0;
    int firstEpoch = 1;
    friend bool operator==(const JitSignatureUse &, const JitSignatureUse &) = default;
};

// One for each of loop.signatures, in their order.
QList<JitSignatureUse> signatureUses(const JitLoop &loop);

// Every call of the runs, one by one (for a small loop's Data view).
QList<JitCall> expandCalls(const QList<JitRun> &runs);
