// The jit-cache and async-dispatch pages' "chart" set-ups (README.md,
// "jit-cache `chart` field" and "async-dispatch `chart` field"); the rest of
// ChartSetupReader is in chartsetupreader.cpp.
#include "core/chartsetupreader.h"

using namespace Qt::StringLiterals;

namespace {

const QStringList jitCacheKeys{u"examples"_s,  u"batch"_s,         u"lastBatch"_s,
                               u"epochs"_s,    u"evaluateEvery"_s, u"changeDtypeFromEpoch"_s,
                               u"compileMs"_s, u"msPerExample"_s,  u"note"_s};
const QStringList asyncDispatchKeys{u"hostMs"_s, u"gpuMs"_s,     u"steps"_s,
                                    u"sync"_s,   u"syncEvery"_s, u"note"_s};

template<typename Value, std::size_t count>
QStringList namesOf(const std::array<Value, count> &values, QLatin1StringView (*key)(Value))
{
    QStringList names;
    for (Value value : values)
        names << QString(key(value));
    return names;
}

} // namespace

void ChartSetupReader::readJitCache(const QJsonObject &object, JitCacheChartSetup &setup)
{
    checkKeys(object, jitCacheKeys);
    using namespace JitLimits;
    JitLoopInput &loop = setup.loop;
    const auto readCount = [&](const QString &key, quint64 minimum, quint64 maximum,
                               quint64 &target) {
        if (const auto value = readWholeNumber(object, key, int(minimum), int(maximum)))
            target = quint64(*value);
    };
    readCount(u"examples"_s, minExamples, maxExamples, loop.examples);
    readCount(u"batch"_s, minBatch, maxBatch, loop.batch);
    readCount(u"evaluateEvery"_s, 0, maxEvaluateEvery, loop.evaluateEvery);
    if (const auto epochs = readWholeNumber(object, u"epochs"_s, minEpochs, maxEpochs))
        loop.epochs = *epochs;
    if (const auto epoch = readWholeNumber(object, u"changeDtypeFromEpoch"_s, 0, maxChangeEpoch))
        loop.changeDtypeFromEpoch = *epoch;

    const QJsonValue lastBatch = object.value(u"lastBatch"_s);
    if (const auto known = lastBatchFromKey(lastBatch.toString()))
        loop.lastBatch = *known;
    else if (!lastBatch.isUndefined())
        reportNames(u"lastBatch"_s, namesOf(allLastBatches, &lastBatchKey));

    readNumber(object, u"compileMs"_s, 0, maxCompileMilliseconds, false, loop.compileMilliseconds);
    readNumber(object, u"msPerExample"_s, 0, maxMillisecondsPerExample, false,
               loop.millisecondsPerExample);
}

void ChartSetupReader::readAsyncDispatch(const QJsonObject &object, AsyncDispatchChartSetup &setup)
{
    checkKeys(object, asyncDispatchKeys);
    using namespace DispatchLimits;
    readNumber(object, u"hostMs"_s, minStepMs, maxStepMs, false, setup.hostMs);
    readNumber(object, u"gpuMs"_s, minStepMs, maxStepMs, false, setup.gpuMs);
    if (const auto steps = readWholeNumber(object, u"steps"_s, minSteps, maxSteps))
        setup.steps = *steps;
    if (const auto every = readWholeNumber(object, u"syncEvery"_s, minSyncInterval, maxSyncInterval))
        setup.syncInterval = *every;

    const QJsonValue sync = object.value(u"sync"_s);
    if (const auto known = syncPolicyFromKey(sync.toString()))
        setup.sync = *known;
    else if (!sync.isUndefined())
        reportNames(u"sync"_s, namesOf(allSyncPolicies, &syncPolicyKey));
    // k belongs to "every-k-steps" only: beside another policy it would be
    // a set-up that says something the page does not show.
    if (object.contains(u"syncEvery"_s) && setup.sync != SyncPolicy::EveryKSteps)
        report(u"syncEvery"_s, [] { return tr("counts only with \"sync\": \"every-k-steps\""); });
}
