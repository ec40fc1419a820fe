#include "core/sharding.h"

#include <QMap>
#include <QStringList>

using namespace Qt::StringLiterals;

namespace sharding {

namespace {

// The first axis that appears twice in the spec, as _check_unique_resources
// counts them over every dimension.
std::optional<MeshAxis> repeatedAxis(const QList<DimSpec> &spec)
{
    int counts[2] = {0, 0};
    for (const DimSpec &entry : spec) {
        for (MeshAxis axis : entry) {
            if (++counts[int(axis)] > 1)
                return axis;
        }
    }
    return std::nullopt;
}

int waysOf(const Mesh &mesh, const DimSpec &entry)
{
    int ways = 1;
    for (MeshAxis axis : entry)
        ways *= mesh.size(axis);
    return ways;
}

// The tile position along one dimension of the device at mesh (i, j): its
// index along the entry's axes, read as a mixed-radix number, first axis major.
int positionAlong(const Mesh &mesh, const DimSpec &entry, int dataIndex, int modelIndex)
{
    int position = 0;
    for (MeshAxis axis : entry)
        position = position * mesh.size(axis) + (axis == MeshAxis::Data ? dataIndex : modelIndex);
    return position;
}

} // namespace

bool Mesh::isValid() const
{
    return data >= minAxisSize && data <= maxAxisSize && model >= minAxisSize
           && model <= maxAxisSize && data * model <= maxDevices;
}

ArrayLayout arrayLayout(const Mesh &mesh, const ArrayLayoutInput &input)
{
    Q_ASSERT(mesh.isValid() && input.shape.size() == input.spec.size());
    ArrayLayout layout;
    quint64 elements = 1;
    for (quint64 size : input.shape)
        elements *= size;
    layout.arrayBytes = elements * bytesPerElement(input.dtype);
    if (const auto axis = repeatedAxis(input.spec)) {
        layout.problem = LayoutProblem::AxisUsedTwice;
        layout.repeatedAxis = *axis;
        return layout;
    }
    for (qsizetype dim = 0; dim < input.shape.size(); ++dim) {
        const int ways = waysOf(mesh, input.spec.at(dim));
        layout.ways << ways;
        layout.shardShape << input.shape.at(dim) / quint64(ways);
        if (input.shape.at(dim) % quint64(ways) != 0 && layout.isValid()) {
            layout.problem = LayoutProblem::NotDivisible;
            layout.problemDimension = int(dim);
            layout.problemSize = input.shape.at(dim);
            layout.problemWays = ways;
        }
    }
    if (!layout.isValid()) {
        layout.shardShape.clear();
        return layout;
    }

    // Devices in ascending order, so each tile's list is ascending too.
    QMap<QList<int>, QList<int>> devicesByPosition;
    for (int i = 0; i < mesh.data; ++i) {
        for (int j = 0; j < mesh.model; ++j) {
            QList<int> position;
            for (const DimSpec &entry : input.spec)
                position << positionAlong(mesh, entry, i, j);
            devicesByPosition[position] << mesh.deviceAt(i, j);
        }
    }
    // QMap orders the positions as lists compare: row-major.
    quint64 shardElements = 1;
    for (quint64 size : layout.shardShape)
        shardElements *= size;
    for (auto it = devicesByPosition.cbegin(); it != devicesByPosition.cend(); ++it) {
        Tile tile{it.key(), {}, it.value()};
        for (qsizetype dim = 0; dim < it.key().size(); ++dim) {
            const quint64 begin = quint64(it.key().at(dim)) * layout.shardShape.at(dim);
            tile.ranges << IndexRange{begin, begin + layout.shardShape.at(dim)};
        }
        layout.tiles << tile;
    }
    layout.bytesPerDevice = shardElements * bytesPerElement(input.dtype);
    layout.copies = mesh.deviceCount() / int(layout.tiles.size());
    layout.bytesAcrossDevices = layout.bytesPerDevice * quint64(mesh.deviceCount());
    return layout;
}

QString axisLiteral(MeshAxis axis)
{
    return axis == MeshAxis::Data ? u"'data'"_s : u"'model'"_s;
}

QString specEntryLiteral(const DimSpec &entry)
{
    if (entry.isEmpty())
        return u"None"_s;
    if (entry.size() == 1)
        return axisLiteral(entry.first());
    QStringList axes;
    for (MeshAxis axis : entry)
        axes << axisLiteral(axis);
    return u'(' + axes.join(u", "_s) + u')';
}

QString namedShardingLine(const QList<DimSpec> &spec)
{
    QStringList entries;
    for (const DimSpec &entry : spec)
        entries << specEntryLiteral(entry);
    return u"NamedSharding(mesh, P("_s + entries.join(u", "_s) + u"))"_s;
}

QString meshLine(const Mesh &mesh)
{
    return u"mesh = Mesh(np.array(jax.devices()).reshape(%1, %2), ('data', 'model'))"_s
        .arg(mesh.data)
        .arg(mesh.model);
}

TrainingStep trainingStep(const Mesh &mesh, const TrainingStepInput &input)
{
    Q_ASSERT(mesh.isValid());
    TrainingStep step;
    step.batchLayout = arrayLayout(mesh, {{input.batch}, Dtype::Int8, {{MeshAxis::Data}}});
    step.batchDivisible = step.batchLayout.isValid();
    step.batchPerDevice = step.batchDivisible ? input.batch / quint64(mesh.data) : 0;
    for (int j = 0; j < mesh.model; ++j) {
        QList<int> group;
        for (int i = 0; i < mesh.data; ++i)
            group << mesh.deviceAt(i, j);
        step.allReduceGroups << group;
    }
    step.gradientBytes = input.parameters * bytesPerElement(input.dtype);
    step.parameterBytesPerDevice = step.gradientBytes;
    const double n = mesh.data;
    step.ringBytesPerDevice = 2.0 * (n - 1.0) / n * double(step.gradientBytes);
    return step;
}

} // namespace sharding
