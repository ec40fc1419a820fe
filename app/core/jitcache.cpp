#include "core/jitcache.h"

#include <algorithm>

using namespace Qt::StringLiterals;

QLatin1StringView lastBatchKey(LastBatch policy)
{
    switch (policy) {
    case LastBatch::Keep:
        return "keep"_L1;
    case LastBatch::Drop:
        return "drop"_L1;
    case LastBatch::Pad:
        return "pad"_L1;
    }
    return "keep"_L1;
}

std::optional<LastBatch> lastBatchFromKey(QStringView key)
{
    for (LastBatch policy : allLastBatches) {
        if (key == lastBatchKey(policy))
            return policy;
    }
    return std::nullopt;
}

bool isWithinLimits(const JitLoopInput &input)
{
    using namespace JitLimits;
    return input.examples >= minExamples && input.examples <= maxExamples && input.batch >= minBatch
           && input.batch <= maxBatch && input.epochs >= minEpochs && input.epochs <= maxEpochs
           && input.evaluateEvery <= maxEvaluateEvery && input.changeDtypeFromEpoch >= 0
           && input.changeDtypeFromEpoch <= maxChangeEpoch && input.compileMilliseconds >= 0
           && input.compileMilliseconds <= maxCompileMilliseconds
           && input.millisecondsPerExample >= 0
           && input.millisecondsPerExample <= maxMillisecondsPerExample;
}

QString signatureCode(const JitSignature &signature)
{
    return u"(%1, …) %2, training=%3"_s.arg(signature.rows)
        .arg(dtypeName(signature.dtype), signature.training ? "True"_L1 : "False"_L1);
}

double JitLoop::compileShare() const
{
    const double total = totalMilliseconds();
    return total > 0 ? compileMilliseconds / total : 0;
}

double JitLoop::paddingShare() const
{
    return rows > 0 ? double(paddingRows) / double(rows) : 0;
}

namespace {

// The counts that need no run: closed forms of the loop's figures.
void countCalls(const JitLoopInput &input, JitLoop &loop)
{
    const quint64 fullBatches = input.examples / input.batch;
    const quint64 partialRows = input.examples % input.batch;
    const bool partialCall = partialRows > 0 && input.lastBatch != LastBatch::Drop;
    loop.trainingCallsPerEpoch = fullBatches + (partialCall ? 1 : 0);
    loop.trainingCalls = loop.trainingCallsPerEpoch * quint64(input.epochs);
    loop.evaluationCalls = input.evaluateEvery > 0 ? loop.trainingCalls / input.evaluateEvery : 0;
    switch (input.lastBatch) {
    case LastBatch::Keep:
        loop.examplesPerEpoch = input.examples;
        loop.trainingRowsPerEpoch = input.examples;
        break;
    case LastBatch::Drop:
        loop.examplesPerEpoch = fullBatches * input.batch;
        loop.trainingRowsPerEpoch = loop.examplesPerEpoch;
        break;
    case LastBatch::Pad:
        loop.examplesPerEpoch = input.examples;
        loop.trainingRowsPerEpoch = loop.trainingCallsPerEpoch * input.batch;
        loop.paddingRowsPerEpoch = loop.trainingRowsPerEpoch - input.examples;
        break;
    }
}

// Appends calls to the loop's runs, compiling a signature on its first call.
class RunBuilder
{
public:
    RunBuilder(const JitLoopInput &input, JitLoop &loop)
        : m_input(input)
        , m_loop(loop)
    { }

    void add(const JitSignature &signature, quint64 count, int epoch)
    {
        if (count == 0)
            return;
        const double start = m_loop.totalMilliseconds();
        const auto found = std::find(m_loop.signatures.cbegin(), m_loop.signatures.cend(),
                                     signature);
        const bool compiles = found == m_loop.signatures.cend();
        const int index = int(found - m_loop.signatures.cbegin());
        if (compiles) {
            m_loop.signatures.append(signature);
            ++m_loop.compilations;
            m_loop.compileMilliseconds += m_input.compileMilliseconds;
        }
        const double compute = double(count) * double(signature.rows)
                               * m_input.millisecondsPerExample;
        m_loop.computeMilliseconds += compute;
        m_loop.rows += count * signature.rows;
        const double spent = m_loop.totalMilliseconds() - start;
        if (!m_loop.runs.isEmpty() && m_loop.runs.last().signature == index
            && m_loop.runs.last().epoch == epoch) {
            m_loop.runs.last().count += count;
            m_loop.runs.last().milliseconds += spent;
            return;
        }
        m_loop.runs.append({index, count, compiles, epoch, start, spent});
    }

private:
    const JitLoopInput &m_input;
    JitLoop &m_loop;
};

// One epoch's training calls of one signature, each k-th step followed by
// an evaluation call; `step` counts the training steps across epochs.
void addTrainingCalls(const JitLoopInput &input, RunBuilder &builder, const JitSignature &signature,
                      quint64 count, int epoch, quint64 &step)
{
    const quint64 k = input.evaluateEvery;
    const JitSignature evaluation{input.batch, signature.dtype, false};
    while (count > 0) {
        const quint64 take = k > 0 ? std::min(count, k - step % k) : count;
        builder.add(signature, take, epoch);
        step += take;
        count -= take;
        if (k > 0 && step % k == 0)
            builder.add(evaluation, 1, epoch);
    }
}

void layOutRuns(const JitLoopInput &input, JitLoop &loop)
{
    RunBuilder builder(input, loop);
    const quint64 fullBatches = input.examples / input.batch;
    const quint64 partialRows = input.examples % input.batch;
    quint64 step = 0;
    // At most two runs an epoch and two more for each evaluation (it splits a run).
    loop.runs.reserve(qsizetype(2 * quint64(input.epochs) + 2 * loop.evaluationCalls));
    for (int epoch = 1; epoch <= input.epochs; ++epoch) {
        const bool changed = input.changeDtypeFromEpoch > 0 && epoch >= input.changeDtypeFromEpoch;
        const Dtype dtype = changed ? jitChangedDtype : jitFirstDtype;
        addTrainingCalls(input, builder, {input.batch, dtype, true}, fullBatches, epoch, step);
        if (partialRows == 0 || input.lastBatch == LastBatch::Drop)
            continue;
        const quint64 rows = input.lastBatch == LastBatch::Pad ? input.batch : partialRows;
        addTrainingCalls(input, builder, {rows, dtype, true}, 1, epoch, step);
    }
    loop.paddingRows = loop.paddingRowsPerEpoch * quint64(input.epochs);
}

} // namespace

JitLoop simulateJitLoop(const JitLoopInput &input)
{
    JitLoop loop;
    if (!isWithinLimits(input)) {
        loop.problem = JitLoopProblem::OutOfRange;
        return loop;
    }
    countCalls(input, loop);
    if (loop.calls() > JitLimits::maxCalls) {
        loop.problem = JitLoopProblem::TooManyCalls;
        return loop;
    }
    layOutRuns(input, loop);
    return loop;
}

QList<JitCall> expandCalls(const QList<JitRun> &runs)
{
    QList<JitCall> calls;
    for (const JitRun &run : runs) {
        for (quint64 i = 0; i < run.count; ++i)
            calls.append({run.signature, run.compilesFirst && i == 0, run.epoch});
    }
    return calls;
}

QList<JitSignatureUse> signatureUses(const JitLoop &loop)
{
    QList<JitSignatureUse> uses(loop.signatures.size());
    quint64 call = 1;
    for (const JitRun &run : loop.runs) {
        JitSignatureUse &use = uses[run.signature];
        if (use.calls == 0) {
            use.firstCall = call;
            use.firstEpoch = run.epoch;
        }
        use.calls += run.count;
        call += run.count;
    }
    return uses;
}
