#pragma once

// What NamedSharding(mesh, P(...)) puts on each device: a 2-D mesh of devices
// with the axes 'data' and 'model', an array of one or two dimensions and a
// PartitionSpec entry per dimension. The rules follow JAX's source:
// - the mesh's devices are np.array(jax.devices()).reshape(mesh_shape), so the
//   device at mesh position (i, j) is number i × model + j;
// - a dimension split over a tuple of axes is cut into the product of their
//   sizes, the first axis of the tuple major (named_sharding.py,
//   named_sharding_to_xla_hlo_sharding: the tile assignment is the mesh
//   transposed to the spec's axes in their order, then reshaped);
// - a mesh axis may appear in one dimension only (named_sharding.py,
//   _check_unique_resources, which raises DuplicateSpecError);
// - each dimension must be divisible by the product of its axes' sizes
//   (core.py, _check_divisibility: "does not evenly divide the dimension size");
// - devices that hold the same tile are listed together, as
//   jax.debug.visualize_array_sharding labels a tile "GPU 0,4" (debugging.py).
// QtCore only.

#include "core/dtype.h"

#include <QList>
#include <QString>

#include <array>
#include <optional>

namespace sharding {

enum class MeshAxis { Data, Model };
inline constexpr std::array<MeshAxis, 2> allMeshAxes{MeshAxis::Data, MeshAxis::Model};

// One dimension's PartitionSpec entry: the mesh axes it is split over, the
// first major; empty for None.
using DimSpec = QList<MeshAxis>;

inline constexpr int minAxisSize = 1;
inline constexpr int maxAxisSize = 16;
inline constexpr int maxDevices = 16;
inline constexpr quint64 minDimension = 1;
inline constexpr quint64 maxDimension = 65536;

struct Mesh
{
    int data = 2;
    int model = 4;

    int size(MeshAxis axis) const { return axis == MeshAxis::Data ? data : model; }
    int deviceCount() const { return data * model; }
    // np.array(jax.devices()).reshape((data, model))[i, j].
    int deviceAt(int dataIndex, int modelIndex) const { return dataIndex * model + modelIndex; }
    // Whether each size is 1–16 and their product at most 16.
    bool isValid() const;
    friend bool operator==(const Mesh &, const Mesh &) = default;
};

struct ArrayLayoutInput
{
    QList<quint64> shape{8, 16}; // one or two dimensions
    Dtype dtype = Dtype::Float32;
    QList<DimSpec> spec{{MeshAxis::Data}, {MeshAxis::Model}}; // one entry per dimension
    friend bool operator==(const ArrayLayoutInput &, const ArrayLayoutInput &) = default;
};

// The half-open range [begin, end) of one dimension's indices.
struct IndexRange
{
    quint64 begin = 0;
    quint64 end = 0;
    friend bool operator==(const IndexRange &, const IndexRange &) = default;
};

// One tile of the array and the devices that hold it, in ascending order.
struct Tile
{
    QList<int> position; // the tile's index along each dimension
    QList<IndexRange> ranges;
    QList<int> devices;
    friend bool operator==(const Tile &, const Tile &) = default;
};

enum class LayoutProblem {
    None,
    AxisUsedTwice, // a mesh axis in two dimensions, or twice in one
    NotDivisible, // a dimension not divisible by the product of its axes' sizes
};

struct ArrayLayout
{
    LayoutProblem problem = LayoutProblem::None;
    // AxisUsedTwice: the axis; NotDivisible: the dimension, its size and the ways it is split.
    MeshAxis repeatedAxis = MeshAxis::Data;
    int problemDimension = -1;
    quint64 problemSize = 0;
    int problemWays = 1;

    QList<int> ways; // how many parts each dimension is cut into
    QList<quint64> shardShape;
    QList<Tile> tiles; // in row-major order of their positions
    quint64 arrayBytes = 0;
    quint64 bytesPerDevice = 0;
    int copies = 0; // devices holding each element (the replication factor)
    quint64 bytesAcrossDevices = 0; // bytesPerDevice × devices

    bool isValid() const { return problem == LayoutProblem::None; }
};

// The layout; an invalid one names its first problem (an axis used twice
// before a dimension not divisible, as JAX checks the spec first) and has no tiles.
ArrayLayout arrayLayout(const Mesh &mesh, const ArrayLayoutInput &input);

// "'data'", "'model'".
QString axisLiteral(MeshAxis axis);
// One entry as Python writes it: None, 'data', ('data', 'model').
QString specEntryLiteral(const DimSpec &entry);
// "NamedSharding(mesh, P('data', None))", with `P` as the JAX documentation
// writes it after `from jax.sharding import PartitionSpec as P`.
QString namedShardingLine(const QList<DimSpec> &spec);
// "mesh = Mesh(np.array(jax.devices()).reshape(2, 4), ('data', 'model'))": the
// numbering above (jax.make_mesh may order the devices by their topology).
QString meshLine(const Mesh &mesh);

// One data-parallel training step on the mesh: the batch split on 'data'
// (P('data'), so every device of a mesh row holds the same part), the
// parameters replicated (P()), and the gradients all-reduced over 'data': the
// devices of each mesh column (one model index) add up their gradients.
struct TrainingStepInput
{
    quint64 batch = 16; // the global batch, in examples
    quint64 parameters = 1'000'000'000;
    Dtype dtype = Dtype::Float32; // of the parameters and their gradients
    friend bool operator==(const TrainingStepInput &, const TrainingStepInput &) = default;
};

inline constexpr quint64 minBatch = 1;
inline constexpr quint64 maxBatch = 65536;
inline constexpr quint64 parameterStep = 1'000'000; // set in millions
inline constexpr quint64 maxParameters = 1'000'000'000'000;

struct TrainingStep
{
    bool batchDivisible = true; // the batch divisible by the 'data' size
    quint64 batchPerDevice = 0;
    ArrayLayout batchLayout; // the batch as a 1-D array split P('data')
    // The all-reduce groups over 'data': one per model index, its devices ascending.
    QList<QList<int>> allReduceGroups;
    quint64 gradientBytes = 0; // the full gradient each device holds and all-reduces
    quint64 parameterBytesPerDevice = 0; // replicated: every device holds all of them
    // A ring all-reduce's traffic per device: 2(n − 1)/n × the gradient's bytes,
    // sent and as much received (n the group's size; 0 when n = 1).
    double ringBytesPerDevice = 0;
};

TrainingStep trainingStep(const Mesh &mesh, const TrainingStepInput &input);

} // namespace sharding
