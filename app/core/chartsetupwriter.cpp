#include "core/chartsetupwriter.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace {

// Counts are far below 2^53, so a double holds each exactly.
QJsonValue count(quint64 value)
{
    return double(value);
}

QJsonValue key(QLatin1StringView name)
{
    return QString(name);
}

QJsonValue axisName(sharding::MeshAxis axis)
{
    return axis == sharding::MeshAxis::Data ? u"data"_s : u"model"_s;
}

// null, "data", "model", or the two axes in order.
QJsonValue specEntry(const sharding::DimSpec &axes)
{
    if (axes.isEmpty())
        return QJsonValue::Null;
    if (axes.size() == 1)
        return axisName(axes.first());
    QJsonArray names;
    for (sharding::MeshAxis axis : axes)
        names.append(axisName(axis));
    return names;
}

void writeGpu(const QString &gpu, int customGigabytes, QJsonObject &object)
{
    object.insert(u"gpu"_s, gpu);
    object.insert(u"customMemory"_s, customGigabytes);
}

} // namespace

QJsonObject ChartSetupWriter::write(Concept chartConcept, const ChartSetup &setup)
{
    QJsonObject object;
    if (chartConcept == Concept::None)
        return object;
    object.insert(u"concept"_s, conceptKey(chartConcept));
    switch (chartConcept) {
    case Concept::PipelineBubbles:
        writePipeline(setup.pipeline, object);
        break;
    case Concept::AttentionMemory:
        writeAttention(setup.attention, object);
        break;
    case Concept::TrainingMemory:
        writeTrainingMemory(setup.trainingMemory, object);
        break;
    case Concept::Sharding:
        writeSharding(setup.sharding, object);
        break;
    case Concept::Communication:
        writeCommunication(setup.communication, object);
        break;
    case Concept::JitCache:
        writeJitCache(setup.jitCache, object);
        break;
    case Concept::AsyncDispatch:
        writeAsyncDispatch(setup.asyncDispatch, object);
        break;
    case Concept::None:
        break;
    }
    return object;
}

void ChartSetupWriter::writePipeline(const PipelineChartSetup &setup, QJsonObject &object)
{
    const pipeline::Parameters &parameters = setup.parameters;
    object.insert(u"schedule"_s, key(scheduleKey(parameters.schedule)));
    object.insert(u"stages"_s, parameters.stages);
    object.insert(u"microBatches"_s, parameters.microBatches);
    object.insert(u"chunks"_s, parameters.chunks);
    object.insert(u"backwardRatio"_s, parameters.backwardRatio);
    if (setup.note != PipelineNote::None)
        object.insert(u"note"_s, key(pipelineNoteKey(setup.note)));
    if (setup.compareMicroBatches)
        object.insert(u"compareMicroBatches"_s, QJsonArray{setup.compareMicroBatches->first,
                                                           setup.compareMicroBatches->second});
}

void ChartSetupWriter::writeAttention(const AttentionChartSetup &setup, QJsonObject &object)
{
    object.insert(u"view"_s, key(attentionViewKey(setup.view)));
    if (setup.view == AttentionView::Serving) {
        writeServing(setup.serving, object);
        return;
    }
    const AttentionShape &shape = setup.shape;
    object.insert(u"batch"_s, count(shape.batch));
    object.insert(u"heads"_s, count(shape.heads));
    object.insert(u"headDim"_s, count(shape.headDim));
    // One length for both: the page sets T = S.
    object.insert(u"sequence"_s, count(shape.queryLength));
    object.insert(u"dtype"_s, key(dtypeName(shape.dtype)));
    object.insert(u"causal"_s, shape.mask == AttentionMask::Causal);
    object.insert(u"pass"_s, key(passKey(shape.pass)));
    writeGpu(setup.gpu, setup.customGigabytes, object);
}

void ChartSetupWriter::writeServing(const ServingChartSetup &setup, QJsonObject &object)
{
    object.insert(u"model"_s, setup.model);
    const KvCacheShape &shape = setup.shape;
    // A named model has its published shape; only the custom one takes a shape.
    if (setup.model == ServingChartSetup::customModelId) {
        object.insert(u"layers"_s, count(shape.layers));
        object.insert(u"kvHeads"_s, count(shape.kvHeads));
        object.insert(u"headDim"_s, count(shape.headDim));
        // In billions with at most two decimals, as the reader takes them. The
        // default, Llama 2 7B's 6,738,415,616, has more and is what a bank
        // without "parameters" gives.
        constexpr quint64 hundredth = 10'000'000;
        if (shape.parameters % hundredth == 0)
            object.insert(u"parameters"_s, double(shape.parameters / hundredth) / 100);
    }
    object.insert(u"dtype"_s, key(dtypeName(shape.dtype)));
    object.insert(u"batch"_s, count(setup.batch));
    object.insert(u"context"_s, count(setup.contextTokens));
    writeGpu(setup.gpu, setup.customGigabytes, object);
    object.insert(u"weights"_s, setup.weights == WeightsOffset::Included);
}

void ChartSetupWriter::writeTrainingMemory(const TrainingMemoryChartSetup &setup,
                                           QJsonObject &object)
{
    object.insert(u"model"_s, setup.model);
    if (setup.isCustomModel()) {
        // In billions with at most two decimals: a whole number of parameterSteps.
        object.insert(u"parameters"_s,
                      double(setup.customParameters / TrainingLimits::parameterStep) / 100);
        object.insert(u"layers"_s, count(setup.customShape.layers));
        object.insert(u"hidden"_s, count(setup.customShape.hidden));
        object.insert(u"heads"_s, count(setup.customShape.heads));
    }
    object.insert(u"scheme"_s, key(schemeKey(setup.scheme)));
    object.insert(u"dataParallel"_s, count(setup.dataParallel));
    object.insert(u"zero"_s, setup.zeroStage);
    object.insert(u"tensorParallel"_s, count(setup.tensorParallel));
    object.insert(u"pipelineParallel"_s, count(setup.pipelineParallel));
    object.insert(u"activations"_s, setup.activations);
    object.insert(u"sequence"_s, count(setup.sequence));
    object.insert(u"microBatch"_s, count(setup.microBatch));
    object.insert(u"recompute"_s, key(recomputeKey(setup.recompute)));
    object.insert(u"sequenceParallel"_s, setup.sequenceParallel);
    writeGpu(setup.gpu, setup.customGigabytes, object);
}

void ChartSetupWriter::writeSharding(const ShardingChartSetup &setup, QJsonObject &object)
{
    object.insert(u"view"_s, key(shardingViewKey(setup.view)));
    object.insert(u"mesh"_s, QJsonArray{setup.mesh.data, setup.mesh.model});
    QJsonArray shape;
    for (quint64 size : setup.array.shape)
        shape.append(count(size));
    object.insert(u"shape"_s, shape);
    object.insert(u"dtype"_s, key(dtypeName(setup.array.dtype)));
    QJsonArray spec;
    for (const sharding::DimSpec &axes : setup.array.spec)
        spec.append(specEntry(axes));
    object.insert(u"spec"_s, spec);
    object.insert(u"batch"_s, count(setup.batch));
    // In millions, as the page's control sets them.
    object.insert(u"parameters"_s, count(setup.parameters / sharding::parameterStep));
}

void ChartSetupWriter::writeCommunication(const CommunicationChartSetup &setup, QJsonObject &object)
{
    object.insert(u"view"_s, key(communicationViewKey(setup.view)));
    object.insert(u"collective"_s, key(collectiveKey(setup.collective)));
    object.insert(u"gpus"_s, setup.gpus);
    object.insert(u"messageBytes"_s, setup.messageBytes);
    object.insert(u"link"_s, setup.link);
    object.insert(u"acrossLink"_s, setup.acrossLink);
    object.insert(u"customBandwidth"_s, setup.customBandwidth);
    object.insert(u"latency"_s, setup.latencyMicroseconds);
    object.insert(u"model"_s, setup.model);
    object.insert(u"sequence"_s, setup.sequence);
    object.insert(u"microBatch"_s, setup.microBatch);
    object.insert(u"microBatches"_s, setup.microBatches);
    object.insert(u"dataParallel"_s, setup.dataParallel);
}

void ChartSetupWriter::writeJitCache(const JitCacheChartSetup &setup, QJsonObject &object)
{
    const JitLoopInput &loop = setup.loop;
    object.insert(u"examples"_s, count(loop.examples));
    object.insert(u"batch"_s, count(loop.batch));
    object.insert(u"lastBatch"_s, key(lastBatchKey(loop.lastBatch)));
    object.insert(u"epochs"_s, loop.epochs);
    object.insert(u"evaluateEvery"_s, count(loop.evaluateEvery));
    object.insert(u"changeDtypeFromEpoch"_s, loop.changeDtypeFromEpoch);
    object.insert(u"compileMs"_s, loop.compileMilliseconds);
    object.insert(u"msPerExample"_s, loop.millisecondsPerExample);
}

void ChartSetupWriter::writeAsyncDispatch(const AsyncDispatchChartSetup &setup, QJsonObject &object)
{
    object.insert(u"hostMs"_s, setup.hostMs);
    object.insert(u"gpuMs"_s, setup.gpuMs);
    object.insert(u"steps"_s, setup.steps);
    object.insert(u"sync"_s, key(syncPolicyKey(setup.sync)));
    // k belongs to "every-k-steps" only: the reader refuses it beside another policy.
    if (setup.sync == SyncPolicy::EveryKSteps)
        object.insert(u"syncEvery"_s, setup.syncInterval);
}
