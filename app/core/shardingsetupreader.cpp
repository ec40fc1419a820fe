// The sharding page's "chart" set-up (README.md, "sharding `chart` field").
#include "core/chartsetupreader.h"

#include <QJsonArray>
#include <QLocale>

#include <cmath>

using namespace Qt::StringLiterals;
using namespace sharding;

namespace {

const QStringList shardingKeys{u"view"_s, u"mesh"_s,  u"shape"_s,      u"dtype"_s,
                               u"spec"_s, u"batch"_s, u"parameters"_s, u"note"_s};

std::optional<quint64> wholeNumberIn(const QJsonValue &value, double minimum, double maximum)
{
    const double number = value.toDouble();
    if (!value.isDouble() || number < minimum || number > maximum || number != std::floor(number))
        return std::nullopt;
    return quint64(number);
}

std::optional<MeshAxis> axisFromName(const QJsonValue &value)
{
    if (value == u"data"_s)
        return MeshAxis::Data;
    if (value == u"model"_s)
        return MeshAxis::Model;
    return std::nullopt;
}

// null, "data", "model", ["data", "model"] or ["model", "data"].
std::optional<DimSpec> specEntry(const QJsonValue &value)
{
    if (value.isNull())
        return DimSpec{};
    if (const auto axis = axisFromName(value))
        return DimSpec{*axis};
    const QJsonArray pair = value.toArray();
    if (!value.isArray() || pair.size() != 2)
        return std::nullopt;
    const auto first = axisFromName(pair.at(0));
    const auto second = axisFromName(pair.at(1));
    if (!first || !second || *first == *second)
        return std::nullopt;
    return DimSpec{*first, *second};
}

} // namespace

void ChartSetupReader::readSharding(const QJsonObject &object, ShardingChartSetup &setup)
{
    checkKeys(object, shardingKeys);
    const QJsonValue view = object.value(u"view"_s);
    if (const auto known = shardingViewFromKey(view.toString()))
        setup.view = *known;
    else if (!view.isUndefined())
        reportNames(u"view"_s, {QString(shardingViewKey(ShardingView::Layout)),
                                QString(shardingViewKey(ShardingView::TrainingStep))});
    readShardingMesh(object, setup.mesh);
    readShardingArray(object, setup.array);
    if (const auto batch = readWholeNumber(object, u"batch"_s, int(minBatch), int(maxBatch)))
        setup.batch = quint64(*batch);
    if (const auto millions = readWholeNumber(object, u"parameters"_s, 1,
                                              int(maxParameters / parameterStep)))
        setup.parameters = quint64(*millions) * parameterStep;
}

void ChartSetupReader::reportNames(const QString &key, const QStringList &names)
{
    report(key, [names] { return tr("must be one of: %1").arg(names.join(u", "_s)); });
}

void ChartSetupReader::readShardingMesh(const QJsonObject &object, Mesh &mesh)
{
    const QJsonValue value = object.value(u"mesh"_s);
    if (value.isUndefined())
        return;
    const QJsonArray sizes = value.toArray();
    const auto data = wholeNumberIn(sizes.at(0), minAxisSize, maxAxisSize);
    const auto model = wholeNumberIn(sizes.at(1), minAxisSize, maxAxisSize);
    if (!value.isArray() || sizes.size() != 2 || !data || !model || *data * *model > maxDevices) {
        report(u"mesh"_s, [] {
            return tr("must be two whole numbers [data, model] from %1 to %2 whose product is at "
                      "most %3")
                .arg(QLocale().toString(minAxisSize), QLocale().toString(maxAxisSize),
                     QLocale().toString(maxDevices));
        });
        return;
    }
    mesh = Mesh{int(*data), int(*model)};
}

void ChartSetupReader::readShardingArray(const QJsonObject &object, ArrayLayoutInput &array)
{
    const QJsonValue shapeValue = object.value(u"shape"_s);
    if (!shapeValue.isUndefined()) {
        const QJsonArray sizes = shapeValue.toArray();
        QList<quint64> shape;
        for (const QJsonValue &size : sizes) {
            if (const auto whole = wholeNumberIn(size, double(minDimension), double(maxDimension)))
                shape << *whole;
        }
        if (!shapeValue.isArray() || sizes.isEmpty() || sizes.size() > 2
            || shape.size() != sizes.size()) {
            report(u"shape"_s, [] {
                return tr("must be one or two whole numbers from %1 to %2")
                    .arg(QLocale().toString(minDimension), QLocale().toString(maxDimension));
            });
        } else {
            array.shape = shape;
        }
    }
    // The default spec, P('data', 'model'), cut to the shape's dimensions.
    array.spec = ArrayLayoutInput().spec.first(array.shape.size());
    const QJsonValue dtype = object.value(u"dtype"_s);
    if (const auto known = shardingDtypeFromName(dtype.toString())) {
        array.dtype = *known;
    } else if (!dtype.isUndefined()) {
        QStringList names;
        for (Dtype type : shardingDtypes)
            names << QString(dtypeName(type));
        reportNames(u"dtype"_s, names);
    }
    readShardingSpec(object, array);
}

void ChartSetupReader::readShardingSpec(const QJsonObject &object, ArrayLayoutInput &array)
{
    const QJsonValue value = object.value(u"spec"_s);
    if (value.isUndefined())
        return;
    QList<DimSpec> spec;
    const QJsonArray entries = value.toArray();
    for (const QJsonValue &entry : entries) {
        if (const auto known = specEntry(entry))
            spec << *known;
    }
    if (!value.isArray() || spec.size() != entries.size()) {
        report(u"spec"_s, [] {
            return tr("must be a list with one entry per dimension, each null, \"data\", "
                      "\"model\", [\"data\", \"model\"] or [\"model\", \"data\"]");
        });
        return;
    }
    if (spec.size() != array.shape.size()) {
        const qsizetype dimensions = array.shape.size();
        report(u"spec"_s, [dimensions] {
            return tr("must have one entry for each dimension of the shape (%1)")
                .arg(QLocale().toString(dimensions));
        });
        return;
    }
    array.spec = spec;
}
