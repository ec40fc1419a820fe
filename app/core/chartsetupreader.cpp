#include "core/chartsetupreader.h"

#include <QJsonArray>
#include <QLocale>

#include <array>
#include <cmath>

using namespace Qt::StringLiterals;

namespace {

const QStringList pipelineKeys{u"schedule"_s,           u"stages"_s,
                               u"microBatches"_s,       u"chunks"_s,
                               u"backwardRatio"_s,      u"note"_s,
                               u"compareMicroBatches"_s};
const QStringList attentionKeys{u"view"_s,     u"batch"_s,       u"heads"_s,  u"headDim"_s,
                                u"sequence"_s, u"dtype"_s,       u"causal"_s, u"pass"_s,
                                u"gpu"_s,      u"customMemory"_s};
// The serving view's: "batch", "dtype", "gpu" and "customMemory" are its own
// controls, with its own ranges.
const QStringList servingKeys{u"view"_s,    u"model"_s,      u"layers"_s,       u"kvHeads"_s,
                              u"headDim"_s, u"parameters"_s, u"dtype"_s,        u"batch"_s,
                              u"context"_s, u"gpu"_s,        u"customMemory"_s, u"weights"_s};
// What only the custom model's shape has.
const QStringList customShapeKeys{u"layers"_s, u"kvHeads"_s, u"headDim"_s, u"parameters"_s};

bool isWholeNumberIn(const QJsonValue &value, double minimum, double maximum)
{
    const double number = value.toDouble();
    return value.isDouble() && number >= minimum && number <= maximum
           && number == std::floor(number);
}

template<typename Value, std::size_t count>
QStringList keysOf(const std::array<Value, count> &values, QLatin1StringView (*key)(Value))
{
    QStringList keys;
    for (Value value : values)
        keys << QString(key(value));
    return keys;
}

} // namespace

ChartSetupReader::ChartSetupReader(Report report)
    : m_report(std::move(report))
{ }

void ChartSetupReader::report(const QString &key, std::function<QString()> describe)
{
    m_report(key.isEmpty() ? u"chart"_s : u"chart."_s + key, std::move(describe));
}

Concept ChartSetupReader::read(const QJsonValue &value, ChartSetup &setup)
{
    if (!value.isObject()) {
        report({}, [] {
            return tr("must be an object with a \"concept\" and the settings of its chart");
        });
        return Concept::None;
    }
    const QJsonObject object = value.toObject();
    const QJsonValue conceptValue = object.value(u"concept"_s);
    // toString() of anything but a string is empty, which names no concept.
    const Concept known = conceptFromKey(conceptValue.toString()).value_or(Concept::None);
    if (conceptValue.isUndefined()) {
        report(u"concept"_s,
               [] { return tr("missing; it must be one of %1").arg(knownConceptKeys()); });
        return Concept::None;
    }
    if (known == Concept::None) {
        const QString unknown = conceptValue.toVariant().toString();
        report(u"concept"_s, [unknown] {
            return tr("unknown concept \"%1\"; known: %2").arg(unknown, knownConceptKeys());
        });
        return Concept::None;
    }
    switch (known) {
    case Concept::PipelineBubbles:
        readPipeline(object, setup.pipeline);
        break;
    case Concept::AttentionMemory:
        readAttention(object, setup.attention);
        break;
    case Concept::TrainingMemory:
        readTrainingMemory(object, setup.trainingMemory);
        break;
    case Concept::Sharding:
        readSharding(object, setup.sharding);
        break;
    case Concept::Communication:
        readCommunication(object, setup.communication);
        break;
    case Concept::JitCache:
        readJitCache(object, setup.jitCache);
        break;
    case Concept::AsyncDispatch:
        readAsyncDispatch(object, setup.asyncDispatch);
        break;
    case Concept::None:
        break;
    }
    return known;
}

void ChartSetupReader::readPipeline(const QJsonObject &object, PipelineChartSetup &setup)
{
    checkKeys(object, pipelineKeys);
    pipeline::Parameters &parameters = setup.parameters;
    readName(object, u"schedule"_s, &scheduleFromKey, keysOf(pipeline::allSchedules, &scheduleKey),
             parameters.schedule);
    if (const auto stages = readWholeNumber(object, u"stages"_s, pipeline::minStages,
                                            pipeline::maxStages))
        parameters.stages = *stages;
    if (const auto microBatches = readWholeNumber(object, u"microBatches"_s,
                                                  pipeline::minMicroBatches,
                                                  pipeline::maxMicroBatches))
        parameters.microBatches = *microBatches;
    if (const auto chunks = readWholeNumber(object, u"chunks"_s, pipeline::minChunks,
                                            pipeline::maxChunks))
        parameters.chunks = *chunks;
    readRatio(object, u"backwardRatio"_s, parameters.backwardRatio);
    readName(object, u"note"_s, &pipelineNoteFromKey, keysOf(allPipelineNotes, &pipelineNoteKey),
             setup.note);
    readMicroBatchPair(object, u"compareMicroBatches"_s, setup.compareMicroBatches);
    if (setup.note == PipelineNote::MicroBatching && !object.contains(u"compareMicroBatches"_s)) {
        const QString note = pipelineNoteKey(PipelineNote::MicroBatching);
        report(u"compareMicroBatches"_s, [note] {
            return tr("needed with the note \"%1\": the two numbers of micro-batches it compares")
                .arg(note);
        });
    }
}

void ChartSetupReader::readAttention(const QJsonObject &object, AttentionChartSetup &setup)
{
    const auto viewKeys = [] {
        return QStringList{QString(attentionViewKey(AttentionView::Activation)),
                           QString(attentionViewKey(AttentionView::Serving))};
    };
    readName(object, u"view"_s, &attentionViewFromKey, viewKeys(), setup.view);
    if (setup.view == AttentionView::Serving) {
        readServing(object, setup.serving);
        return;
    }
    checkKeys(object, attentionKeys);
    AttentionShape &shape = setup.shape;
    const auto readCount = [&](const QString &key, quint64 minimum, quint64 maximum,
                               quint64 &target) {
        if (const auto value = readWholeNumber(object, key, int(minimum), int(maximum)))
            target = quint64(*value);
    };
    readCount(u"batch"_s, AttentionLimits::minBatch, AttentionLimits::maxBatch, shape.batch);
    readCount(u"heads"_s, AttentionLimits::minHeads, AttentionLimits::maxHeads, shape.heads);
    readCount(u"headDim"_s, AttentionLimits::minHeadDim, AttentionLimits::maxHeadDim, shape.headDim);
    readCount(u"sequence"_s, AttentionLimits::minSequence, AttentionLimits::maxSequence,
              shape.queryLength);
    shape.keyLength = shape.queryLength;
    readName(object, u"dtype"_s, &attentionDtypeFromName, keysOf(attentionDtypes, &dtypeName),
             shape.dtype);

    const QJsonValue causal = object.value(u"causal"_s);
    if (causal.isBool())
        shape.mask = causal.toBool() ? AttentionMask::Causal : AttentionMask::None;
    else if (!causal.isUndefined())
        report(u"causal"_s, [] { return tr("must be true or false"); });

    readName(object, u"pass"_s, &passFromKey, keysOf(allAttentionPasses, &passKey), shape.pass);

    readGpu(object, setup.gpu, setup.customGigabytes);
}

void ChartSetupReader::readGpu(const QJsonObject &object, QString &gpuId, int &customGigabytes)
{
    const QJsonValue gpu = object.value(u"gpu"_s);
    if (!gpu.isUndefined()) {
        QStringList ids;
        for (const GpuModel &model : knownGpus())
            ids << QString(model.id);
        ids << QString(AttentionChartSetup::customGpuId);
        if (gpu.isString() && ids.contains(gpu.toString()))
            gpuId = gpu.toString();
        else
            report(u"gpu"_s, [ids] { return tr("must be one of: %1").arg(ids.join(u", "_s)); });
    }
    if (const auto gigabytes = readWholeNumber(object, u"customMemory"_s,
                                               AttentionLimits::minCustomGigabytes,
                                               AttentionLimits::maxCustomGigabytes))
        customGigabytes = *gigabytes;
}

void ChartSetupReader::readServing(const QJsonObject &object, ServingChartSetup &setup)
{
    checkKeys(object, servingKeys, true);
    const QJsonValue model = object.value(u"model"_s);
    QStringList models;
    for (const KvCachePreset &preset : kvCachePresets())
        models << QString(preset.id);
    models << QString(ServingChartSetup::customModelId);
    if (model.isString() && models.contains(model.toString()))
        setup.model = model.toString();
    else if (!model.isUndefined())
        report(u"model"_s, [models] { return tr("must be one of: %1").arg(models.join(u", "_s)); });

    KvCacheShape &shape = setup.shape;
    if (setup.model == ServingChartSetup::customModelId) {
        readShape(object, shape);
    } else {
        // A preset has its published shape: a shape given beside it would be ignored.
        for (const QString &key : customShapeKeys) {
            if (!object.contains(key))
                continue;
            const QString custom = ServingChartSetup::customModelId;
            report(key, [custom] {
                return tr("only with \"model\": \"%1\"; a named model has its own shape").arg(custom);
            });
        }
        if (const auto preset = kvCachePresetById(QLatin1StringView(setup.model.toLatin1())))
            shape = preset->shape;
    }
    readName(object, u"dtype"_s, &servingDtypeFromName, keysOf(kvCacheDtypes, &dtypeName),
             shape.dtype);
    using namespace KvCacheLimits;
    if (const auto batch = readWholeNumber(object, u"batch"_s, int(minBatch), int(maxBatch)))
        setup.batch = quint64(*batch);
    if (const auto context = readWholeNumber(object, u"context"_s, int(minTokens), int(maxTokens)))
        setup.contextTokens = quint64(*context);
    readGpu(object, setup.gpu, setup.customGigabytes);
    const QJsonValue weights = object.value(u"weights"_s);
    if (weights.isBool())
        setup.weights = weights.toBool() ? WeightsOffset::Included : WeightsOffset::Excluded;
    else if (!weights.isUndefined())
        report(u"weights"_s, [] { return tr("must be true or false"); });
}

void ChartSetupReader::readShape(const QJsonObject &object, KvCacheShape &shape)
{
    using namespace KvCacheLimits;
    const auto readCount = [&](const QString &key, quint64 minimum, quint64 maximum,
                               quint64 &target) {
        if (const auto value = readWholeNumber(object, key, int(minimum), int(maximum)))
            target = quint64(*value);
    };
    readCount(u"layers"_s, minLayers, maxLayers, shape.layers);
    readCount(u"kvHeads"_s, minKvHeads, maxKvHeads, shape.kvHeads);
    readCount(u"headDim"_s, minHeadDim, maxHeadDim, shape.headDim);
    // In billions, as the view's control shows them: 0.1 to 2,000, in hundredths.
    const QJsonValue value = object.value(u"parameters"_s);
    if (value.isUndefined())
        return;
    const double billions = value.toDouble();
    const double lowest = double(parameterStep) / 1e9;
    const double highest = double(maxParameters) / 1e9;
    if (!value.isDouble() || billions < lowest || billions > highest
        || std::abs(billions * 100 - std::round(billions * 100)) > 1e-6) {
        report(u"parameters"_s, [lowest, highest] {
            return tr("must be a number of billions from %1 to %2, with at most two decimals")
                .arg(QLocale().toString(lowest, 'f', 1), QLocale().toString(highest, 'f', 0));
        });
        return;
    }
    shape.parameters = quint64(std::llround(billions * 100)) * 10'000'000;
}

void ChartSetupReader::checkKeys(const QJsonObject &object, const QStringList &known,
                                 bool servingView)
{
    for (auto it = object.begin(); it != object.end(); ++it) {
        if (it.key() == u"concept"_s || known.contains(it.key()))
            continue;
        const QString chart = object.value(u"concept"_s).toString();
        if (servingView) {
            report(it.key(), [chart, known] {
                return tr("not a setting of the %1 chart's serving view; its settings are: %2")
                    .arg(chart, known.join(u", "_s));
            });
            continue;
        }
        report(it.key(), [chart, known] {
            return tr("not a setting of the %1 chart; its settings are: %2")
                .arg(chart, known.join(u", "_s));
        });
    }
}

std::optional<int> ChartSetupReader::readWholeNumber(const QJsonObject &object, const QString &key,
                                                     int minimum, int maximum)
{
    const QJsonValue value = object.value(key);
    if (value.isUndefined())
        return std::nullopt;
    if (!isWholeNumberIn(value, minimum, maximum)) {
        report(key, [minimum, maximum] {
            return tr("must be a whole number from %1 to %2")
                .arg(QLocale().toString(minimum), QLocale().toString(maximum));
        });
        return std::nullopt;
    }
    return int(value.toDouble());
}

void ChartSetupReader::readRatio(const QJsonObject &object, const QString &key, double &target)
{
    const QJsonValue value = object.value(key);
    if (value.isUndefined())
        return;
    const double ratio = value.toDouble();
    if (!value.isDouble() || ratio < pipeline::minBackwardRatio
        || ratio > pipeline::maxBackwardRatio) {
        report(key, [] {
            return tr("must be a number from %1 to %2")
                .arg(QLocale().toString(pipeline::minBackwardRatio, 'f', 1),
                     QLocale().toString(pipeline::maxBackwardRatio, 'f', 1));
        });
        return;
    }
    target = ratio;
}

void ChartSetupReader::readMicroBatchPair(const QJsonObject &object, const QString &key,
                                          std::optional<std::pair<int, int>> &target)
{
    const QJsonValue value = object.value(key);
    if (value.isUndefined())
        return;
    const QJsonArray pair = value.toArray();
    const auto inRange = [](const QJsonValue &number) {
        return isWholeNumberIn(number, pipeline::minMicroBatches, pipeline::maxMicroBatches);
    };
    if (!value.isArray() || pair.size() != 2 || !inRange(pair.at(0)) || !inRange(pair.at(1))
        || pair.at(0).toDouble() >= pair.at(1).toDouble()) {
        report(key, [] {
            return tr("must be two whole numbers from %1 to %2, the smaller first")
                .arg(QLocale().toString(pipeline::minMicroBatches),
                     QLocale().toString(pipeline::maxMicroBatches));
        });
        return;
    }
    target = std::pair{int(pair.at(0).toDouble()), int(pair.at(1).toDouble())};
}

template<typename Value>
void ChartSetupReader::readName(const QJsonObject &object, const QString &key,
                                std::optional<Value> (*fromKey)(QStringView),
                                const QStringList &names, Value &target)
{
    const QJsonValue value = object.value(key);
    if (value.isUndefined())
        return;
    // toString() of anything but a string is empty, which names nothing.
    const std::optional<Value> known = fromKey(value.toString());
    if (!known) {
        report(key, [names] { return tr("must be one of: %1").arg(names.join(u", "_s)); });
        return;
    }
    target = *known;
}
