// ChartSetupReader's part for the training-memory chart (README.md,
// "training-memory `chart` field"); the rest is in chartsetupreader.cpp.
#include "core/chartsetupreader.h"

#include <QLocale>

#include <cmath>

using namespace Qt::StringLiterals;

namespace {

const QStringList trainingMemoryKeys{u"model"_s,
                                     u"parameters"_s,
                                     u"layers"_s,
                                     u"hidden"_s,
                                     u"heads"_s,
                                     u"scheme"_s,
                                     u"dataParallel"_s,
                                     u"zero"_s,
                                     u"tensorParallel"_s,
                                     u"pipelineParallel"_s,
                                     u"activations"_s,
                                     u"sequence"_s,
                                     u"microBatch"_s,
                                     u"recompute"_s,
                                     u"sequenceParallel"_s,
                                     u"gpu"_s,
                                     u"customMemory"_s,
                                     u"note"_s};
// What only the custom model has.
const QStringList customModelKeys{u"parameters"_s, u"layers"_s, u"hidden"_s, u"heads"_s};

template<typename Value, std::size_t count>
QStringList keysOf(const std::array<Value, count> &values, QLatin1StringView (*key)(Value))
{
    QStringList keys;
    for (Value value : values)
        keys << QString(key(value));
    return keys;
}

} // namespace

void ChartSetupReader::readTrainingMemory(const QJsonObject &object, TrainingMemoryChartSetup &setup)
{
    checkKeys(object, trainingMemoryKeys);
    QStringList models;
    for (const TrainingModelPreset &preset : trainingModelPresets())
        models << QString(preset.id);
    models << QString(TrainingMemoryChartSetup::customModelId);
    const QJsonValue model = object.value(u"model"_s);
    if (model.isString() && models.contains(model.toString()))
        setup.model = model.toString();
    else if (!model.isUndefined())
        report(u"model"_s, [models] { return tr("must be one of: %1").arg(models.join(u", "_s)); });
    if (setup.isCustomModel()) {
        readTrainingModel(object, setup);
    } else {
        for (const QString &key : customModelKeys) {
            if (!object.contains(key))
                continue;
            const QString custom = TrainingMemoryChartSetup::customModelId;
            report(key, [custom] {
                return tr("only with \"model\": \"%1\"; a named model has its own shape").arg(custom);
            });
        }
    }
    // readName's template lives in chartsetupreader.cpp; the same rule here.
    const auto readKey = [&](const QString &key, auto fromKey, const QStringList &names,
                             auto &target) {
        const QJsonValue value = object.value(key);
        if (value.isUndefined())
            return;
        if (const auto known = fromKey(value.toString()))
            target = *known;
        else
            report(key, [names] { return tr("must be one of: %1").arg(names.join(u", "_s)); });
    };
    readKey(u"scheme"_s, &schemeFromKey, keysOf(allPrecisionSchemes, &schemeKey), setup.scheme);
    readKey(u"recompute"_s, &recomputeFromKey, keysOf(allRecomputes, &recomputeKey),
            setup.recompute);
    using namespace TrainingLimits;
    const auto readCount = [&](const QString &key, quint64 minimum, quint64 maximum,
                               quint64 &target) {
        if (const auto value = readWholeNumber(object, key, int(minimum), int(maximum)))
            target = quint64(*value);
    };
    readCount(u"dataParallel"_s, 1, maxDataParallel, setup.dataParallel);
    if (const auto stage = readWholeNumber(object, u"zero"_s, 0, stageCount - 1))
        setup.zeroStage = *stage;
    readCount(u"tensorParallel"_s, 1, maxTensorParallel, setup.tensorParallel);
    readCount(u"pipelineParallel"_s, 1, maxPipelineParallel, setup.pipelineParallel);
    readCount(u"sequence"_s, minSequence, maxSequence, setup.sequence);
    readCount(u"microBatch"_s, 1, maxMicroBatch, setup.microBatch);
    readSwitch(object, u"activations"_s, setup.activations);
    readSwitch(object, u"sequenceParallel"_s, setup.sequenceParallel);
    readGpu(object, setup.gpu, setup.customGigabytes);
}

void ChartSetupReader::readTrainingModel(const QJsonObject &object, TrainingMemoryChartSetup &setup)
{
    using namespace TrainingLimits;
    const auto readCount = [&](const QString &key, quint64 minimum, quint64 maximum,
                               quint64 &target) {
        if (const auto value = readWholeNumber(object, key, int(minimum), int(maximum)))
            target = quint64(*value);
    };
    readCount(u"layers"_s, 1, maxLayers, setup.customShape.layers);
    readCount(u"hidden"_s, minHidden, maxHidden, setup.customShape.hidden);
    readCount(u"heads"_s, 1, maxHeads, setup.customShape.heads);
    // In billions, as the page's control shows them: 0.1 to 2,000, in hundredths.
    const QJsonValue value = object.value(u"parameters"_s);
    if (value.isUndefined())
        return;
    const double billions = value.toDouble();
    const double lowest = double(minParameters) / 1e9;
    const double highest = double(maxParameters) / 1e9;
    if (!value.isDouble() || billions < lowest || billions > highest
        || std::abs(billions * 100 - std::round(billions * 100)) > 1e-6) {
        report(u"parameters"_s, [lowest, highest] {
            return tr("must be a number of billions from %1 to %2, with at most two decimals")
                .arg(QLocale().toString(lowest, 'f', 1), QLocale().toString(highest, 'f', 0));
        });
        return;
    }
    setup.customParameters = quint64(std::llround(billions * 100)) * parameterStep;
}

void ChartSetupReader::readSwitch(const QJsonObject &object, const QString &key, bool &target)
{
    const QJsonValue value = object.value(key);
    if (value.isBool())
        target = value.toBool();
    else if (!value.isUndefined())
        report(key, [] { return tr("must be true or false"); });
}
