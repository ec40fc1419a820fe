// The communication chart's settings in a bank's "chart" object (README.md,
// "communication `chart` field"); the rest of ChartSetupReader is in
// chartsetupreader.cpp.
#include "core/chartsetupreader.h"

#include <QLocale>

#include <cmath>

using namespace Qt::StringLiterals;

namespace {

const QStringList communicationKeys{
    u"view"_s,       u"collective"_s,      u"gpus"_s,         u"messageBytes"_s, u"link"_s,
    u"acrossLink"_s, u"customBandwidth"_s, u"latency"_s,      u"model"_s,        u"sequence"_s,
    u"microBatch"_s, u"microBatches"_s,    u"dataParallel"_s, u"note"_s};

QStringList linkIds()
{
    QStringList ids;
    for (const LinkPreset &preset : linkPresets())
        ids << QString(preset.id);
    ids << QString(customLinkId);
    return ids;
}

QStringList modelIds()
{
    QStringList ids;
    for (const TransformerPreset &preset : transformerPresets())
        ids << QString(preset.id);
    return ids;
}

} // namespace

void ChartSetupReader::readCommunication(const QJsonObject &object, CommunicationChartSetup &setup)
{
    checkKeys(object, communicationKeys);
    // A string of `names`, or a report that lists them.
    const auto readChoice = [&](const QString &key, const QStringList &names, QString &target) {
        const QJsonValue value = object.value(key);
        if (value.isUndefined())
            return;
        if (value.isString() && names.contains(value.toString())) {
            target = value.toString();
            return;
        }
        report(key, [names] { return tr("must be one of: %1").arg(names.join(u", "_s)); });
    };
    QString view = QString(communicationViewKey(setup.view));
    readChoice(u"view"_s, {u"collective"_s, u"tensor-vs-data"_s}, view);
    setup.view = communicationViewFromKey(view).value_or(setup.view);
    QStringList collectives;
    for (Collective collective : allCollectives)
        collectives << QString(collectiveKey(collective));
    QString collective = QString(collectiveKey(setup.collective));
    readChoice(u"collective"_s, collectives, collective);
    setup.collective = collectiveFromKey(collective).value_or(setup.collective);
    readChoice(u"link"_s, linkIds(), setup.link);
    readChoice(u"acrossLink"_s, linkIds(), setup.acrossLink);
    readChoice(u"model"_s, modelIds(), setup.model);

    using namespace CollectiveLimits;
    if (const auto gpus = readWholeNumber(object, u"gpus"_s, minGpus, maxGpus))
        setup.gpus = *gpus;
    using namespace StepLimits;
    if (const auto sequence = readWholeNumber(object, u"sequence"_s, minSequence, maxSequence))
        setup.sequence = *sequence;
    if (const auto micro = readWholeNumber(object, u"microBatch"_s, minMicroBatch, maxMicroBatch))
        setup.microBatch = *micro;
    if (const auto count = readWholeNumber(object, u"microBatches"_s, minMicroBatches,
                                           maxMicroBatches))
        setup.microBatches = *count;
    if (const auto data = readWholeNumber(object, u"dataParallel"_s, minDataParallel,
                                          maxDataParallel))
        setup.dataParallel = *data;
    readCommunicationNumbers(object, setup);
}

void ChartSetupReader::readCommunicationNumbers(const QJsonObject &object,
                                                CommunicationChartSetup &setup)
{
    using namespace CollectiveLimits;
    readNumber(object, u"messageBytes"_s, minBytes, maxBytes, true, setup.messageBytes);
    readNumber(object, u"customBandwidth"_s, minBandwidth, maxBandwidth, false,
               setup.customBandwidth);
    readNumber(object, u"latency"_s, 0, maxLatencyMicroseconds, false, setup.latencyMicroseconds);
}

void ChartSetupReader::readNumber(const QJsonObject &object, const QString &key, double minimum,
                                  double maximum, bool whole, double &target)
{
    const QJsonValue value = object.value(key);
    if (value.isUndefined())
        return;
    const double number = value.toDouble();
    if (value.isDouble() && number >= minimum && number <= maximum
        && (!whole || number == std::floor(number))) {
        target = number;
        return;
    }
    const QString low = QLocale().toString(minimum, 'g', 12);
    const QString high = QLocale().toString(maximum, 'g', 12);
    if (whole)
        report(key,
               [low, high] { return tr("must be a whole number from %1 to %2").arg(low, high); });
    else
        report(key, [low, high] { return tr("must be a number from %1 to %2").arg(low, high); });
}
