// Reading the sharding page's "chart" object (README.md, "sharding `chart`
// field"): each field as the table gives it, the defaults when absent, and a
// problem (with the field's name) for each value outside its rule. A set-up
// that breaks JAX's own rule (an axis used twice, a dimension not divisible)
// is a lesson the page explains, so it loads without a problem.
#include "core/chartsetupreader.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace sharding;

namespace {
struct ReadResult
{
    Concept known = Concept::None;
    ShardingChartSetup setup;
    QStringList fields; // the fields with a problem
};

ReadResult read(const QByteArray &json)
{
    ReadResult result;
    ChartSetupReader reader([&result](const QString &field, std::function<QString()> describe) {
        QVERIFY(!describe().isEmpty());
        result.fields << field;
    });
    ChartSetup setup;
    result.known = reader.read(QJsonDocument::fromJson(json).object(), setup);
    result.setup = setup.sharding;
    return result;
}
} // namespace

class TestShardingSetup : public QObject
{
    Q_OBJECT

private slots:
    void defaultsAreTheWorkedExample();
    void everyFieldRead();
    void oneDimensionalShapeCutsTheDefaultSpec();
    void lessonsOfJaxsRulesLoad();
    void problems_data();
    void problems();
    void keysAndShownSetup();
};

void TestShardingSetup::defaultsAreTheWorkedExample()
{
    const ReadResult result = read(R"({"concept": "sharding"})");
    QCOMPARE(result.known, Concept::Sharding);
    QVERIFY(result.fields.isEmpty());
    QCOMPARE(result.setup.view, ShardingView::Layout);
    QCOMPARE(result.setup.mesh, (Mesh{2, 4}));
    QCOMPARE(result.setup.array.shape, (QList<quint64>{8, 16}));
    QCOMPARE(result.setup.array.dtype, Dtype::Float32);
    QCOMPARE(result.setup.array.spec, (QList<DimSpec>{{MeshAxis::Data}, {MeshAxis::Model}}));
    QCOMPARE(result.setup.batch, 16u);
    QCOMPARE(result.setup.parameters, 1'000'000'000u);
}

void TestShardingSetup::everyFieldRead()
{
    const ReadResult result = read(R"({"concept": "sharding", "view": "training-step",
        "mesh": [4, 2], "shape": [64, 6], "dtype": "int8", "spec": [["model", "data"], null],
        "batch": 32, "parameters": 7000})");
    QVERIFY2(result.fields.isEmpty(), qPrintable(result.fields.join(u", "_s)));
    QCOMPARE(result.setup.view, ShardingView::TrainingStep);
    QCOMPARE(result.setup.mesh, (Mesh{4, 2}));
    QCOMPARE(result.setup.array.shape, (QList<quint64>{64, 6}));
    QCOMPARE(result.setup.array.dtype, Dtype::Int8);
    QCOMPARE(result.setup.array.spec, (QList<DimSpec>{{MeshAxis::Model, MeshAxis::Data}, {}}));
    QCOMPARE(result.setup.batch, 32u);
    QCOMPARE(result.setup.parameters, 7'000'000'000u); // in millions
}

void TestShardingSetup::oneDimensionalShapeCutsTheDefaultSpec()
{
    const ReadResult result = read(R"({"concept": "sharding", "shape": [16]})");
    QVERIFY(result.fields.isEmpty());
    QCOMPARE(result.setup.array.spec, QList<DimSpec>{{MeshAxis::Data}});
}

void TestShardingSetup::lessonsOfJaxsRulesLoad()
{
    ReadResult result = read(R"({"concept": "sharding", "spec": ["data", "data"]})");
    QVERIFY(result.fields.isEmpty());
    QCOMPARE(result.setup.array.spec, (QList<DimSpec>{{MeshAxis::Data}, {MeshAxis::Data}}));
    result = read(R"({"concept": "sharding", "shape": [6, 16], "spec": [["data", "model"], null]})");
    QVERIFY(result.fields.isEmpty());
    QCOMPARE(result.setup.array.shape, (QList<quint64>{6, 16}));
}

void TestShardingSetup::problems_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("field");
    QTest::newRow("unknown key") << QByteArray(R"("devices": 8)") << u"chart.devices"_s;
    QTest::newRow("view") << QByteArray(R"("view": "serving")") << u"chart.view"_s;
    QTest::newRow("mesh product 32") << QByteArray(R"("mesh": [8, 4])") << u"chart.mesh"_s;
    QTest::newRow("mesh axis 0") << QByteArray(R"("mesh": [0, 4])") << u"chart.mesh"_s;
    QTest::newRow("mesh of three") << QByteArray(R"("mesh": [2, 2, 2])") << u"chart.mesh"_s;
    QTest::newRow("mesh fraction") << QByteArray(R"("mesh": [1.5, 2])") << u"chart.mesh"_s;
    QTest::newRow("shape of three") << QByteArray(R"("shape": [2, 2, 2])") << u"chart.shape"_s;
    QTest::newRow("shape empty") << QByteArray(R"("shape": [])") << u"chart.shape"_s;
    QTest::newRow("shape too big") << QByteArray(R"("shape": [65537])") << u"chart.shape"_s;
    QTest::newRow("dtype") << QByteArray(R"("dtype": "float8_e4m3fn")") << u"chart.dtype"_s;
    QTest::newRow("spec too short") << QByteArray(R"("spec": ["data"])") << u"chart.spec"_s;
    QTest::newRow("spec too long")
        << QByteArray(R"("shape": [16], "spec": ["data", null])") << u"chart.spec"_s;
    QTest::newRow("spec axis") << QByteArray(R"("spec": ["x", null])") << u"chart.spec"_s;
    QTest::newRow("spec tuple of one")
        << QByteArray(R"("spec": [["data"], null])") << u"chart.spec"_s;
    QTest::newRow("spec same axis in a tuple")
        << QByteArray(R"("spec": [["data", "data"], null])") << u"chart.spec"_s;
    QTest::newRow("spec not a list") << QByteArray(R"("spec": "data")") << u"chart.spec"_s;
    QTest::newRow("batch") << QByteArray(R"("batch": 0)") << u"chart.batch"_s;
    QTest::newRow("parameters") << QByteArray(R"("parameters": 0.5)") << u"chart.parameters"_s;
}

void TestShardingSetup::problems()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, field);
    const ReadResult result = read(R"({"concept": "sharding", )" + json + '}');
    QCOMPARE(result.known, Concept::Sharding);
    QCOMPARE(result.fields, QStringList{field});
    // A field with a problem keeps its default; the spec still fits the shape.
    QCOMPARE(result.setup.mesh, (Mesh{2, 4}));
    QCOMPARE(result.setup.array.spec.size(), result.setup.array.shape.size());
}

void TestShardingSetup::keysAndShownSetup()
{
    QCOMPARE(shardingViewFromKey(u"training-step"), ShardingView::TrainingStep);
    QCOMPARE(shardingViewFromKey(u"layout"), ShardingView::Layout);
    QVERIFY(!shardingViewFromKey(u"Layout"));
    QCOMPARE(shardingDtypeFromName(u"bfloat16"), Dtype::BFloat16);
    QVERIFY(!shardingDtypeFromName(u"float8_e4m3fn"));
    ShardingChartSetup setup;
    ShardingChartSetup shown = setup;
    QVERIFY(showsSetup(setup, shown));
    shown.array.spec = {{MeshAxis::Data}, {}};
    QVERIFY(!showsSetup(setup, shown));
    shown = setup;
    shown.view = ShardingView::TrainingStep;
    QVERIFY(!showsSetup(setup, shown));
}

QTEST_GUILESS_MAIN(TestShardingSetup)
#include "tst_shardingsetup.moc"
