// The sharding model against layouts worked out by hand. The mesh (2, 4) over
// ('data', 'model') numbers its devices as np.array(jax.devices()).reshape(2, 4):
//     model 0  1  2  3
//   data 0 [0, 1, 2, 3]
//   data 1 [4, 5, 6, 7]
// so device (i, j) is 4i + j. A dimension split over axes is cut into the
// product of their sizes; its tile index is the device's index along those
// axes, the first axis major (JAX's NamedSharding). The worked example:
// an (8, 16) float32 array as P('data', 'model') has (4, 4) shards of
// 4 × 4 × 4 = 64 bytes on 8 devices, one copy; as P('data', None), (4, 16)
// shards of 4 × 16 × 4 = 256 bytes, each held by the 4 devices of a mesh row.
#include "core/sharding.h"

#include <QTest>

using namespace sharding;
using namespace Qt::StringLiterals;

namespace {
constexpr MeshAxis D = MeshAxis::Data;
constexpr MeshAxis M = MeshAxis::Model;

ArrayLayoutInput array(QList<quint64> shape, QList<DimSpec> spec, Dtype dtype = Dtype::Float32)
{
    return {std::move(shape), dtype, std::move(spec)};
}

// Each tile's devices, in the layout's row-major order of tiles.
QList<QList<int>> devicesOf(const ArrayLayout &layout)
{
    QList<QList<int>> devices;
    for (const Tile &tile : layout.tiles)
        devices << tile.devices;
    return devices;
}
} // namespace

class TestSharding : public QObject
{
    Q_OBJECT

private slots:
    void workedExampleDataModel();
    void workedExampleDataNone();
    void modelDataSwapsTheAxes();
    void replicatedOverData();
    void fullyReplicated();
    void tupleOrderChoosesTheDevices_data();
    void tupleOrderChoosesTheDevices();
    void oneDimensionalArrays_data();
    void oneDimensionalArrays();
    void axisUsedTwice_data();
    void axisUsedTwice();
    void notDivisible();
    void meshLimits();
    void pythonLines();
    void trainingStepOnTheWorkedMesh();
    void trainingStepGroupsFollowTheMesh();
    void trainingStepBatchNotDivisible();
};

void TestSharding::workedExampleDataModel()
{
    const ArrayLayout layout = arrayLayout({2, 4}, array({8, 16}, {{D}, {M}}));
    QVERIFY(layout.isValid());
    QCOMPARE(layout.shardShape, (QList<quint64>{4, 4}));
    QCOMPARE(layout.bytesPerDevice, 64u);
    QCOMPARE(layout.copies, 1);
    QCOMPARE(layout.tiles.size(), 8);
    // Tile (r, c) holds rows 4r..4r+4 and columns 4c..4c+4 on device 4r + c.
    QCOMPARE(devicesOf(layout), (QList<QList<int>>{{0}, {1}, {2}, {3}, {4}, {5}, {6}, {7}}));
    const Tile &last = layout.tiles.last();
    QCOMPARE(last.position, (QList<int>{1, 3}));
    QCOMPARE(last.ranges, (QList<IndexRange>{{4, 8}, {12, 16}}));
    QCOMPARE(layout.arrayBytes, 8u * 16u * 4u);
    QCOMPARE(layout.bytesAcrossDevices, 512u); // 8 × 64: each element once
}

void TestSharding::workedExampleDataNone()
{
    const ArrayLayout layout = arrayLayout({2, 4}, array({8, 16}, {{D}, {}}));
    QVERIFY(layout.isValid());
    QCOMPARE(layout.shardShape, (QList<quint64>{4, 16}));
    QCOMPARE(layout.bytesPerDevice, 256u);
    QCOMPARE(layout.copies, 4);
    // Rows 0–3 on the mesh's first row, 4–7 on its second.
    QCOMPARE(devicesOf(layout), (QList<QList<int>>{{0, 1, 2, 3}, {4, 5, 6, 7}}));
    QCOMPARE(layout.tiles.at(1).ranges, (QList<IndexRange>{{4, 8}, {0, 16}}));
    QCOMPARE(layout.bytesAcrossDevices, 2048u); // 8 × 256: four copies of 512 bytes
}

void TestSharding::modelDataSwapsTheAxes()
{
    // P('model', 'data'): rows cut in 4 by the model index j, columns in 2 by
    // the data index i; tile (r, c) is on device 4c + r.
    const ArrayLayout layout = arrayLayout({2, 4}, array({8, 16}, {{M}, {D}}));
    QCOMPARE(layout.shardShape, (QList<quint64>{2, 8}));
    QCOMPARE(layout.bytesPerDevice, 64u);
    QCOMPARE(devicesOf(layout), (QList<QList<int>>{{0}, {4}, {1}, {5}, {2}, {6}, {3}, {7}}));
}

void TestSharding::replicatedOverData()
{
    // P(None, 'model'): columns cut in 4; column tile c on devices c and 4 + c.
    const ArrayLayout layout = arrayLayout({2, 4}, array({8, 16}, {{}, {M}}, Dtype::BFloat16));
    QCOMPARE(layout.shardShape, (QList<quint64>{8, 4}));
    QCOMPARE(layout.bytesPerDevice, 64u); // 8 × 4 × 2 bytes
    QCOMPARE(layout.copies, 2);
    QCOMPARE(devicesOf(layout), (QList<QList<int>>{{0, 4}, {1, 5}, {2, 6}, {3, 7}}));
}

void TestSharding::fullyReplicated()
{
    const ArrayLayout layout = arrayLayout({2, 4}, array({8, 16}, {{}, {}}));
    QCOMPARE(layout.tiles.size(), 1);
    QCOMPARE(layout.tiles.first().devices, (QList<int>{0, 1, 2, 3, 4, 5, 6, 7}));
    QCOMPARE(layout.bytesPerDevice, 512u);
    QCOMPARE(layout.copies, 8);
}

void TestSharding::tupleOrderChoosesTheDevices_data()
{
    QTest::addColumn<DimSpec>("rows");
    QTest::addColumn<QList<QList<int>>>("devices");
    // ('data', 'model'): tile k = 4i + j, the device's own number.
    QTest::newRow("data-model") << DimSpec{D, M}
                                << QList<QList<int>>{{0}, {1}, {2}, {3}, {4}, {5}, {6}, {7}};
    // ('model', 'data'): tile k = 2j + i, so tile k is on device 4(k mod 2) + k div 2.
    QTest::newRow("model-data") << DimSpec{M, D}
                                << QList<QList<int>>{{0}, {4}, {1}, {5}, {2}, {6}, {3}, {7}};
}

void TestSharding::tupleOrderChoosesTheDevices()
{
    QFETCH(DimSpec, rows);
    QFETCH(QList<QList<int>>, devices);
    const ArrayLayout layout = arrayLayout({2, 4}, array({8, 16}, {rows, {}}));
    QCOMPARE(layout.shardShape, (QList<quint64>{1, 16}));
    QCOMPARE(layout.bytesPerDevice, 64u); // 16 × 4 bytes
    QCOMPARE(layout.copies, 1);
    QCOMPARE(devicesOf(layout), devices);
    QCOMPARE(layout.tiles.at(3).ranges, (QList<IndexRange>{{3, 4}, {0, 16}}));
}

void TestSharding::oneDimensionalArrays_data()
{
    QTest::addColumn<DimSpec>("entry");
    QTest::addColumn<Dtype>("dtype");
    QTest::addColumn<quint64>("shard");
    QTest::addColumn<quint64>("bytes");
    QTest::addColumn<int>("copies");
    QTest::addColumn<QList<QList<int>>>("devices");
    // 16 elements; 'model' cuts them in 4 (4 float32 = 16 bytes), each part on j and 4 + j.
    QTest::newRow("model") << DimSpec{M} << Dtype::Float32 << quint64(4) << quint64(16) << 2
                           << QList<QList<int>>{{0, 4}, {1, 5}, {2, 6}, {3, 7}};
    // 'data' in 2 halves of 8 int8: 8 bytes, each on a mesh row.
    QTest::newRow("data") << DimSpec{D} << Dtype::Int8 << quint64(8) << quint64(8) << 4
                          << QList<QList<int>>{{0, 1, 2, 3}, {4, 5, 6, 7}};
    // None: all 16 bfloat16 (32 bytes) on every device.
    QTest::newRow("none") << DimSpec{} << Dtype::BFloat16 << quint64(16) << quint64(32) << 8
                          << QList<QList<int>>{{0, 1, 2, 3, 4, 5, 6, 7}};
}

void TestSharding::oneDimensionalArrays()
{
    QFETCH(DimSpec, entry);
    QFETCH(Dtype, dtype);
    QFETCH(quint64, shard);
    const ArrayLayout layout = arrayLayout({2, 4}, array({16}, {entry}, dtype));
    QVERIFY(layout.isValid());
    QCOMPARE(layout.shardShape, QList<quint64>{shard});
    QTEST(layout.bytesPerDevice, "bytes");
    QTEST(layout.copies, "copies");
    QTEST(devicesOf(layout), "devices");
}

void TestSharding::axisUsedTwice_data()
{
    QTest::addColumn<QList<quint64>>("shape");
    QTest::addColumn<QList<DimSpec>>("spec");
    QTest::addColumn<MeshAxis>("axis");
    QTest::newRow("data twice") << QList<quint64>{8, 16} << QList<DimSpec>{{D}, {D}} << D;
    QTest::newRow("model in a tuple and alone")
        << QList<quint64>{8, 16} << QList<DimSpec>{{D, M}, {M}} << M;
    // JAX checks the spec before the shape: 6 is not divisible by 2 either.
    QTest::newRow("before divisibility") << QList<quint64>{6, 6} << QList<DimSpec>{{M}, {M}} << M;
}

void TestSharding::axisUsedTwice()
{
    QFETCH(QList<quint64>, shape);
    QFETCH(QList<DimSpec>, spec);
    const ArrayLayout layout = arrayLayout({2, 4}, array(shape, spec));
    QCOMPARE(layout.problem, LayoutProblem::AxisUsedTwice);
    QTEST(layout.repeatedAxis, "axis");
    QVERIFY(layout.tiles.isEmpty());
}

void TestSharding::notDivisible()
{
    // 6 rows cannot be cut into 2 × 4 = 8 parts.
    ArrayLayout layout = arrayLayout({2, 4}, array({6, 16}, {{D, M}, {}}));
    QCOMPARE(layout.problem, LayoutProblem::NotDivisible);
    QCOMPARE(layout.problemDimension, 0);
    QCOMPARE(layout.problemSize, 6u);
    QCOMPARE(layout.problemWays, 8);
    QVERIFY(layout.tiles.isEmpty());
    // 6 columns into 4 'model' parts; the rows (8 into 2) are fine.
    layout = arrayLayout({2, 4}, array({8, 6}, {{D}, {M}}));
    QCOMPARE(layout.problem, LayoutProblem::NotDivisible);
    QCOMPARE(layout.problemDimension, 1);
    QCOMPARE(layout.problemWays, 4);
    // The same shape replicated over 'model' is fine.
    QVERIFY(arrayLayout({2, 4}, array({8, 6}, {{D}, {}})).isValid());
}

void TestSharding::meshLimits()
{
    QVERIFY((Mesh{4, 4}.isValid()));
    QVERIFY((Mesh{16, 1}.isValid()));
    QVERIFY((Mesh{1, 1}.isValid()));
    QVERIFY(!(Mesh{8, 4}.isValid())); // 32 devices
    QVERIFY(!(Mesh{0, 2}.isValid()));
    QVERIFY(!(Mesh{1, 17}.isValid()));
    QCOMPARE((Mesh{2, 4}.deviceAt(1, 2)), 6);
}

void TestSharding::pythonLines()
{
    QCOMPARE(namedShardingLine({{D}, {}}), u"NamedSharding(mesh, P('data', None))"_s);
    QCOMPARE(namedShardingLine({{D}, {M}}), u"NamedSharding(mesh, P('data', 'model'))"_s);
    QCOMPARE(namedShardingLine({{M, D}, {}}), u"NamedSharding(mesh, P(('model', 'data'), None))"_s);
    QCOMPARE(namedShardingLine({{M}}), u"NamedSharding(mesh, P('model'))"_s);
    QCOMPARE(meshLine({4, 2}),
             u"mesh = Mesh(np.array(jax.devices()).reshape(4, 2), ('data', 'model'))"_s);
}

void TestSharding::trainingStepOnTheWorkedMesh()
{
    // Batch 16 over 2 data rows: 8 examples a device. The gradient of 10^9
    // float32 parameters is 4 × 10^9 bytes; each group has n = 2 devices, and a
    // ring all-reduce moves 2(n − 1)/n × S = S per device.
    const TrainingStep step = trainingStep({2, 4}, {16, 1'000'000'000, Dtype::Float32});
    QVERIFY(step.batchDivisible);
    QCOMPARE(step.batchPerDevice, 8u);
    // A mesh column all-reduces together: {j, 4 + j}.
    QCOMPARE(step.allReduceGroups, (QList<QList<int>>{{0, 4}, {1, 5}, {2, 6}, {3, 7}}));
    QCOMPARE(step.gradientBytes, 4'000'000'000u);
    QCOMPARE(step.parameterBytesPerDevice, 4'000'000'000u);
    QCOMPARE(step.ringBytesPerDevice, 4e9);
    // Examples 0–7 on the first mesh row, 8–15 on the second.
    QCOMPARE(devicesOf(step.batchLayout), (QList<QList<int>>{{0, 1, 2, 3}, {4, 5, 6, 7}}));
}

void TestSharding::trainingStepGroupsFollowTheMesh()
{
    // Mesh (4, 2): devices [[0,1],[2,3],[4,5],[6,7]]; column j is {j, 2+j, 4+j, 6+j}.
    TrainingStep step = trainingStep({4, 2}, {16, 7'000'000, Dtype::BFloat16});
    QCOMPARE(step.allReduceGroups, (QList<QList<int>>{{0, 2, 4, 6}, {1, 3, 5, 7}}));
    QCOMPARE(step.gradientBytes, 14'000'000u);
    QCOMPARE(step.ringBytesPerDevice, 2.0 * 3.0 / 4.0 * 14e6); // 21 MB
    // Mesh (1, 8): nothing to add up, so no traffic.
    step = trainingStep({1, 8}, {16, 7'000'000, Dtype::BFloat16});
    QCOMPARE(step.allReduceGroups.size(), 8);
    QCOMPARE(step.allReduceGroups.first(), QList<int>{0});
    QCOMPARE(step.ringBytesPerDevice, 0.0);
}

void TestSharding::trainingStepBatchNotDivisible()
{
    const TrainingStep step = trainingStep({4, 2}, {6, 1'000'000, Dtype::Float32});
    QVERIFY(!step.batchDivisible); // 6 examples into 4 rows
    QCOMPARE(step.batchLayout.problem, LayoutProblem::NotDivisible);
}

QTEST_GUILESS_MAIN(TestSharding)
#include "tst_sharding.moc"
