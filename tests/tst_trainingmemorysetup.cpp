// A question's "chart" set-up of the training-memory page (README.md,
// "training-memory `chart` field"): every field read as written, every
// problem reported with its field, a field with a problem keeping its default.
#include "core/chartsetupreader.h"

#include <QJsonDocument>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

struct Read
{
    Concept chartConcept = Concept::None;
    TrainingMemoryChartSetup setup;
    QStringList fields; // the fields with a problem
};

Read readChart(const QByteArray &json)
{
    Read result;
    ChartSetupReader reader([&result](const QString &field, const std::function<QString()> &) {
        result.fields << field;
    });
    ChartSetup setup;
    result.chartConcept = reader.read(QJsonDocument::fromJson(json).object(), setup);
    result.setup = setup.trainingMemory;
    return result;
}

} // namespace

class TestTrainingMemorySetup : public QObject
{
    Q_OBJECT

private slots:
    void defaultsAreTheSpecs()
    {
        // spec: llama-2-7b, mixed-adam, N_d 8, stage 0, t = p = 1, no
        // activations, s 4096, b 1, no recomputation, no SP, A100 80GB, 24 GB.
        const Read read = readChart(R"({"concept": "training-memory"})");
        QCOMPARE(read.chartConcept, Concept::TrainingMemory);
        QVERIFY(read.fields.isEmpty());
        const TrainingMemoryChartSetup &setup = read.setup;
        QCOMPARE(setup.model, u"llama-2-7b"_s);
        QCOMPARE(setup.scheme, PrecisionScheme::MixedAdam);
        QCOMPARE(setup.dataParallel, quint64(8));
        QCOMPARE(setup.zeroStage, 0);
        QCOMPARE(setup.tensorParallel, quint64(1));
        QCOMPARE(setup.pipelineParallel, quint64(1));
        QVERIFY(!setup.activations);
        QCOMPARE(setup.sequence, quint64(4096));
        QCOMPARE(setup.microBatch, quint64(1));
        QCOMPARE(setup.recompute, Recompute::None);
        QVERIFY(!setup.sequenceParallel);
        QCOMPARE(setup.gpu, u"a100-80gb"_s);
        QCOMPARE(setup.customGigabytes, 24);
        QCOMPARE(setup.customParameters, quint64(7'500'000'000));
    }

    void everyFieldIsRead()
    {
        const Read read = readChart(R"({"concept": "training-memory", "model": "custom",
            "parameters": 12.34, "layers": 48, "hidden": 6144, "heads": 48,
            "scheme": "bf16-adam", "dataParallel": 1024, "zero": 3, "tensorParallel": 8,
            "pipelineParallel": 64, "activations": true, "sequence": 131072, "microBatch": 256,
            "recompute": "selective", "sequenceParallel": true, "gpu": "custom",
            "customMemory": 192})");
        QVERIFY2(read.fields.isEmpty(), qPrintable(read.fields.join(u", "_s)));
        const TrainingMemoryChartSetup &setup = read.setup;
        QCOMPARE(setup.model, u"custom"_s);
        QCOMPARE(setup.customParameters, quint64(12'340'000'000));
        QCOMPARE(setup.customShape, (TransformerShape{48, 6144, 48}));
        QCOMPARE(setup.scheme, PrecisionScheme::Bf16Adam);
        QCOMPARE(setup.dataParallel, quint64(1024));
        QCOMPARE(setup.zeroStage, 3);
        QCOMPARE(setup.tensorParallel, quint64(8));
        QCOMPARE(setup.pipelineParallel, quint64(64));
        QVERIFY(setup.activations);
        QCOMPARE(setup.sequence, quint64(131072));
        QCOMPARE(setup.microBatch, quint64(256));
        QCOMPARE(setup.recompute, Recompute::Selective);
        QVERIFY(setup.sequenceParallel);
        QCOMPARE(setup.gpu, u"custom"_s);
        QCOMPARE(setup.customGigabytes, 192);
        // The core sees the custom Ψ and shape.
        QCOMPARE(setup.config().parameters, quint64(12'340'000'000));
        QCOMPARE(setup.config().shape.hidden, quint64(6144));
    }

    void aPresetGivesItsOwnShape()
    {
        const Read read = readChart(R"({"concept": "training-memory", "model": "zero-7.5b",
            "dataParallel": 64})");
        QVERIFY(read.fields.isEmpty());
        QCOMPARE(read.setup.config().parameters, quint64(7'500'000'000));
        QCOMPARE(read.setup.config().dataParallel, quint64(64));
    }

    void problems_data()
    {
        QTest::addColumn<QByteArray>("fields");
        QTest::addColumn<QString>("field");
        QTest::newRow("unknown model") << QByteArray(R"("model": "llama-4")") << u"chart.model"_s;
        QTest::newRow("parameters with a preset")
            << QByteArray(R"("parameters": 7.5)") << u"chart.parameters"_s;
        QTest::newRow("layers with a preset") << QByteArray(R"("layers": 4)") << u"chart.layers"_s;
        QTest::newRow("too few parameters")
            << QByteArray(R"("model": "custom", "parameters": 0.05)") << u"chart.parameters"_s;
        QTest::newRow("three decimals")
            << QByteArray(R"("model": "custom", "parameters": 7.125)") << u"chart.parameters"_s;
        QTest::newRow("too many parameters")
            << QByteArray(R"("model": "custom", "parameters": 2000.01)") << u"chart.parameters"_s;
        QTest::newRow("hidden too small")
            << QByteArray(R"("model": "custom", "hidden": 32)") << u"chart.hidden"_s;
        QTest::newRow("heads too many")
            << QByteArray(R"("model": "custom", "heads": 513)") << u"chart.heads"_s;
        QTest::newRow("unknown scheme") << QByteArray(R"("scheme": "sgd")") << u"chart.scheme"_s;
        QTest::newRow("N_d 0") << QByteArray(R"("dataParallel": 0)") << u"chart.dataParallel"_s;
        QTest::newRow("N_d 1025") << QByteArray(R"("dataParallel": 1025)")
                                  << u"chart.dataParallel"_s;
        QTest::newRow("stage 4") << QByteArray(R"("zero": 4)") << u"chart.zero"_s;
        QTest::newRow("t 65") << QByteArray(R"("tensorParallel": 65)") << u"chart.tensorParallel"_s;
        QTest::newRow("p 1.5") << QByteArray(R"("pipelineParallel": 1.5)")
                               << u"chart.pipelineParallel"_s;
        QTest::newRow("activations as text")
            << QByteArray(R"("activations": "yes")") << u"chart.activations"_s;
        QTest::newRow("s 127") << QByteArray(R"("sequence": 127)") << u"chart.sequence"_s;
        QTest::newRow("b 257") << QByteArray(R"("microBatch": 257)") << u"chart.microBatch"_s;
        QTest::newRow("unknown recompute")
            << QByteArray(R"("recompute": "some")") << u"chart.recompute"_s;
        QTest::newRow("SP as number")
            << QByteArray(R"("sequenceParallel": 1)") << u"chart.sequenceParallel"_s;
        QTest::newRow("unknown gpu") << QByteArray(R"("gpu": "b200")") << u"chart.gpu"_s;
        QTest::newRow("custom memory 0")
            << QByteArray(R"("customMemory": 0)") << u"chart.customMemory"_s;
        QTest::newRow("unknown key") << QByteArray(R"("kvHeads": 8)") << u"chart.kvHeads"_s;
    }
    void problems()
    {
        QFETCH(QByteArray, fields);
        QFETCH(QString, field);
        const Read read = readChart(R"({"concept": "training-memory", )" + fields + "}");
        QCOMPARE(read.chartConcept, Concept::TrainingMemory);
        QCOMPARE(read.fields, QStringList{field});
        // The field keeps its default: the set-up is the default one but for
        // the model a custom-model case names.
        TrainingMemoryChartSetup expected;
        expected.model = read.setup.model;
        QCOMPARE(read.setup, expected);
    }

    void showsSetupFollowsWhatCounts()
    {
        TrainingMemoryChartSetup setup;
        TrainingMemoryChartSetup shown = setup;
        QVERIFY(showsSetup(setup, shown));
        shown.sequence = 8192; // activations are off: s does not count
        QVERIFY(showsSetup(setup, shown));
        shown.customGigabytes = 48; // not the custom GPU
        QVERIFY(showsSetup(setup, shown));
        shown.zeroStage = 2;
        QVERIFY(!showsSetup(setup, shown));
        shown = setup;
        shown.activations = true;
        QVERIFY(!showsSetup(setup, shown));
    }
};

QTEST_APPLESS_MAIN(TestTrainingMemorySetup)
#include "tst_trainingmemorysetup.moc"
