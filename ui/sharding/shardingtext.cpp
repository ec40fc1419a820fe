#include "sharding/shardingtext.h"

#include <QLocale>

#include <array>
#include <cmath>

using namespace Qt::StringLiterals;
using namespace sharding;

namespace {
QString count(quint64 value)
{
    return QLocale().toString(value);
}

// An index range as people read it: its first and last index.
QString lastOf(const IndexRange &range)
{
    return count(range.end - 1);
}
} // namespace

QString ShardingText::bytes(quint64 count)
{
    return bytes(double(count));
}

QString ShardingText::bytes(double value)
{
    static constexpr std::array<const char16_t *, 5> units{u"B", u"kB", u"MB", u"GB", u"TB"};
    std::size_t unit = 0;
    while (value >= 1000.0 && unit + 1 < units.size()) {
        value /= 1000.0;
        ++unit;
    }
    // Whole bytes exactly; larger units to three significant digits at most.
    const int decimals = unit == 0 || value >= 100 ? 0 : value >= 10 ? 1 : 2;
    QString number = QLocale().toString(value, 'f', decimals);
    if (decimals > 0) {
        // "4.00 GB" reads as "4 GB".
        const QString zero = QLocale().toString(0);
        while (number.endsWith(zero))
            number.chop(zero.size());
        if (number.endsWith(QLocale().decimalPoint()))
            number.chop(QLocale().decimalPoint().size());
    }
    return number + u' ' + QString::fromUtf16(units.at(unit));
}

QString ShardingText::shape(const QList<quint64> &sizes)
{
    QStringList parts;
    for (quint64 size : sizes)
        parts << count(size);
    return u'(' + parts.join(u", "_s) + u')';
}

QString ShardingText::devices(const QList<int> &ids)
{
    QStringList parts;
    for (int id : ids)
        parts << QLocale().toString(id);
    return tr("GPU %1").arg(parts.join(u", "_s));
}

QStringList ShardingText::layoutFigures(const Mesh &mesh, const ArrayLayoutInput &input,
                                        const ArrayLayout &layout)
{
    QStringList lines;
    lines << tr("Array %1 of %2: %3.")
                 .arg(shape(input.shape), QString(dtypeName(input.dtype)), bytes(layout.arrayBytes));
    lines << tr("Mesh (%1, %2): %3 devices.")
                 .arg(count(quint64(mesh.data)), count(quint64(mesh.model)),
                      count(quint64(mesh.deviceCount())));
    if (!layout.isValid())
        return lines;
    lines << tr("Shard shape: %1.").arg(shape(layout.shardShape));
    lines << tr("Bytes per device: %1.").arg(bytes(layout.bytesPerDevice));
    if (layout.copies == 1)
        lines << tr("Copies of each element: 1 (no copies; each device holds its own part).");
    else
        lines << tr("Copies of each element: %1 (each tile is held by %1 devices).")
                     .arg(count(quint64(layout.copies)));
    lines << tr("Across all devices: %1, %2 × the array.")
                 .arg(bytes(layout.bytesAcrossDevices), count(quint64(layout.copies)));
    return lines;
}

QString ShardingText::problem(const Mesh &mesh, const ArrayLayoutInput &input,
                              const ArrayLayout &layout)
{
    switch (layout.problem) {
    case LayoutProblem::None:
        return {};
    case LayoutProblem::AxisUsedTwice:
        return tr("JAX refuses this PartitionSpec: the mesh axis %1 is used twice. Each mesh "
                  "axis may split at most one dimension of the array, once (JAX raises "
                  "DuplicateSpecError). Choose None or the other axis for one of them.")
            .arg(axisLiteral(layout.repeatedAxis));
    case LayoutProblem::NotDivisible: {
        const DimSpec &entry = input.spec.at(layout.problemDimension);
        QStringList sizes;
        for (MeshAxis axis : entry)
            sizes << count(quint64(mesh.size(axis)));
        return tr("JAX refuses this layout: dimension %1 has %2 elements, which cannot be split "
                  "evenly into %3 parts (%4 = %5). A dimension must be divisible by the product "
                  "of the sizes of the mesh axes it is split over.")
            .arg(count(quint64(layout.problemDimension)), count(layout.problemSize),
                 count(quint64(layout.problemWays)), specEntryLiteral(entry), sizes.join(u" × "_s));
    }
    }
    return {};
}

QString ShardingText::tileName(const Tile &tile)
{
    const IndexRange &rows = tile.ranges.first();
    if (tile.ranges.size() == 1)
        return tr("Elements %1 to %2: %3")
            .arg(count(rows.begin), lastOf(rows), devices(tile.devices));
    const IndexRange &columns = tile.ranges.at(1);
    return tr("Rows %1 to %2, columns %3 to %4: %5")
        .arg(count(rows.begin), lastOf(rows), count(columns.begin), lastOf(columns),
             devices(tile.devices));
}

ChartTable ShardingText::tilesTable(const ArrayLayout &layout)
{
    ChartTable table;
    table.title = tr("Tiles");
    table.headers = {tr("Tile"), tr("Indices"), tr("Devices"), tr("Shard shape"),
                     tr("Bytes per device")};
    for (qsizetype i = 0; i < layout.tiles.size(); ++i) {
        const Tile &tile = layout.tiles.at(i);
        QStringList ranges;
        for (const IndexRange &range : tile.ranges)
            ranges << count(range.begin) + u'–' + lastOf(range);
        table.rows << QStringList{count(quint64(i + 1)), ranges.join(u", "_s),
                                  devices(tile.devices), shape(layout.shardShape),
                                  bytes(layout.bytesPerDevice)};
    }
    return table;
}

QStringList ShardingText::stepFigures(const Mesh &mesh, const TrainingStepInput &input,
                                      const TrainingStep &step)
{
    QStringList lines;
    if (step.batchDivisible && mesh.model == 1)
        lines << tr("Batch: %1 examples split on 'data' into %2 parts of %3, one on each device.")
                     .arg(count(input.batch), count(quint64(mesh.data)), count(step.batchPerDevice));
    else if (step.batchDivisible)
        lines << tr("Batch: %1 examples split on 'data' into %2 parts of %3; the %4 devices of "
                    "a mesh row hold the same part.")
                     .arg(count(input.batch), count(quint64(mesh.data)), count(step.batchPerDevice),
                          count(quint64(mesh.model)));
    else
        lines << tr("Batch: %1 examples cannot be split evenly over the %2 rows of 'data'; JAX "
                    "refuses it. Choose a multiple of %2.")
                     .arg(count(input.batch), count(quint64(mesh.data)));
    lines << tr("Parameters: %1 in %2, replicated (P()): %3 on every device.")
                 .arg(count(input.parameters), QString(dtypeName(input.dtype)),
                      bytes(step.parameterBytesPerDevice));
    if (mesh.data == 1) {
        lines << tr("With one device along 'data' there is nothing to add up: no all-reduce.");
        return lines;
    }
    if (mesh.model == 1)
        lines << tr("Gradient all-reduce over 'data': one group of all %1 devices, each adding up "
                    "a gradient of %2.")
                     .arg(count(quint64(mesh.data)), bytes(step.gradientBytes));
    else
        lines << tr("Gradient all-reduce over 'data': %1 groups of %2 devices, each adding up a "
                    "gradient of %3.")
                     .arg(count(quint64(mesh.model)), count(quint64(mesh.data)),
                          bytes(step.gradientBytes));
    lines << tr("In a ring, each device sends 2(n − 1)/n × %1 = %2 and receives as much (n = %3).")
                 .arg(bytes(step.gradientBytes), bytes(step.ringBytesPerDevice),
                      count(quint64(mesh.data)));
    return lines;
}

ChartTable ShardingText::groupsTable(const TrainingStep &step)
{
    ChartTable table;
    table.title = tr("All-reduce groups");
    table.headers = {tr("Group ('model' index)"), tr("Devices"), tr("Gradient bytes")};
    for (qsizetype j = 0; j < step.allReduceGroups.size(); ++j)
        table.rows << QStringList{count(quint64(j)), devices(step.allReduceGroups.at(j)),
                                  bytes(step.gradientBytes)};
    return table;
}
