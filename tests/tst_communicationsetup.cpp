// The communication chart's set-up in a bank's "chart" object (README.md,
// "communication `chart` field"): every field read, each out-of-range or
// misspelt one reported with its field and left at its default, and when the
// page's controls still show a set-up. The defaults are spec25.md's.
#include "core/chartsetupreader.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

struct Read
{
    Concept chartConcept = Concept::None;
    CommunicationChartSetup setup;
    QStringList fields; // the fields reported, in order
};

Read read(const QByteArray &json)
{
    Read result;
    ChartSetupReader reader([&result](const QString &field, std::function<QString()> describe) {
        result.fields << field;
        QVERIFY(!describe().isEmpty());
    });
    ChartSetup setup;
    result.chartConcept = reader.read(QJsonDocument::fromJson(json).object(), setup);
    result.setup = setup.communication;
    return result;
}

} // namespace

class TestCommunicationSetup : public QObject
{
    Q_OBJECT
private slots:
    void defaults();
    void readsEveryField();
    void reportsBadValues_data();
    void reportsBadValues();
    void unknownKeyIsReported();
    void setupShown();
};

void TestCommunicationSetup::defaults()
{
    const Read result = read(R"({"concept": "communication"})");
    QCOMPARE(result.chartConcept, Concept::Communication);
    QVERIFY(result.fields.isEmpty());
    const CommunicationChartSetup &setup = result.setup;
    QCOMPARE(setup.view, CommunicationView::Collective);
    QCOMPARE(setup.collective, Collective::AllReduce);
    QCOMPARE(setup.gpus, 8);
    QCOMPARE(setup.messageBytes, 1e9);
    QCOMPARE(setup.link, u"nvlink4-h100"_s);
    QCOMPARE(setup.customBandwidth, 100.0);
    QCOMPARE(setup.latencyMicroseconds, 0.0);
    QCOMPARE(setup.model, u"llama-2-7b"_s);
    QCOMPARE(setup.sequence, 4096);
    QCOMPARE(setup.microBatch, 1);
    QCOMPARE(setup.microBatches, 8);
}

void TestCommunicationSetup::readsEveryField()
{
    const Read result = read(R"({"concept": "communication", "view": "tensor-vs-data",
        "collective": "reduce-scatter", "gpus": 64, "messageBytes": 1000000000000,
        "link": "custom", "acrossLink": "ib-hdr", "customBandwidth": 12.5, "latency": 5,
        "model": "gpt-3-175b", "sequence": 2048, "microBatch": 2, "microBatches": 16,
        "dataParallel": 128})");
    QVERIFY2(result.fields.isEmpty(), qPrintable(result.fields.join(u", "_s)));
    const CommunicationChartSetup &setup = result.setup;
    QCOMPARE(setup.view, CommunicationView::TensorVsData);
    QCOMPARE(setup.collective, Collective::ReduceScatter);
    QCOMPARE(setup.gpus, 64);
    QCOMPARE(setup.messageBytes, 1e12);
    QCOMPARE(setup.link, u"custom"_s);
    QCOMPARE(setup.acrossLink, u"ib-hdr"_s);
    QCOMPARE(setup.customBandwidth, 12.5);
    QCOMPARE(setup.latencyMicroseconds, 5.0);
    QCOMPARE(setup.model, u"gpt-3-175b"_s);
    QCOMPARE(setup.sequence, 2048);
    QCOMPARE(setup.microBatch, 2);
    QCOMPARE(setup.microBatches, 16);
    QCOMPARE(setup.dataParallel, 128);
}

void TestCommunicationSetup::reportsBadValues_data()
{
    QTest::addColumn<QByteArray>("field");
    QTest::addColumn<QByteArray>("value");
    QTest::newRow("view") << QByteArray("view") << QByteArray(R"("layout")");
    QTest::newRow("broadcast") << QByteArray("collective") << QByteArray(R"("broadcast")");
    QTest::newRow("one GPU") << QByteArray("gpus") << QByteArray("1");
    QTest::newRow("1025 GPUs") << QByteArray("gpus") << QByteArray("1025");
    QTest::newRow("no bytes") << QByteArray("messageBytes") << QByteArray("0");
    QTest::newRow("past 10^12") << QByteArray("messageBytes") << QByteArray("1000000000001");
    QTest::newRow("half a byte") << QByteArray("messageBytes") << QByteArray("1.5");
    QTest::newRow("a string") << QByteArray("messageBytes") << QByteArray(R"("1e9")");
    QTest::newRow("link") << QByteArray("link") << QByteArray(R"("nvlink5")");
    QTest::newRow("across") << QByteArray("acrossLink") << QByteArray("3");
    QTest::newRow("slow") << QByteArray("customBandwidth") << QByteArray("0.05");
    QTest::newRow("fast") << QByteArray("customBandwidth") << QByteArray("10001");
    QTest::newRow("negative α") << QByteArray("latency") << QByteArray("-1");
    QTest::newRow("long α") << QByteArray("latency") << QByteArray("1000.5");
    QTest::newRow("model") << QByteArray("model") << QByteArray(R"("custom")");
    QTest::newRow("short s") << QByteArray("sequence") << QByteArray("127");
    QTest::newRow("b") << QByteArray("microBatch") << QByteArray("257");
    QTest::newRow("m") << QByteArray("microBatches") << QByteArray("0");
    QTest::newRow("N_d") << QByteArray("dataParallel") << QByteArray("1025");
}

void TestCommunicationSetup::reportsBadValues()
{
    QFETCH(QByteArray, field);
    QFETCH(QByteArray, value);
    const Read result = read(R"({"concept": "communication", ")" + field + "\": " + value + "}");
    QCOMPARE(result.chartConcept, Concept::Communication);
    QCOMPARE(result.fields, QStringList{u"chart."_s + QString::fromLatin1(field)});
    // The field keeps its default.
    QCOMPARE(result.setup, CommunicationChartSetup{});
}

void TestCommunicationSetup::unknownKeyIsReported()
{
    const Read result = read(R"({"concept": "communication", "bandwidth": 5})");
    QCOMPARE(result.fields, QStringList{u"chart.bandwidth"_s});
}

void TestCommunicationSetup::setupShown()
{
    CommunicationChartSetup setup; // the collective view at its defaults
    CommunicationChartSetup shown = setup;
    QVERIFY(showsSetup(setup, shown));
    shown.gpus = 16;
    QVERIFY(!showsSetup(setup, shown));
    // The custom bandwidth counts only when a link is custom ...
    shown = setup;
    shown.customBandwidth = 7;
    QVERIFY(showsSetup(setup, shown));
    setup.link = u"custom"_s;
    shown.link = u"custom"_s;
    QVERIFY(!showsSetup(setup, shown));
    // ... and the tensor-vs-data view's settings only in that view.
    setup = {};
    shown = setup;
    shown.microBatches = 4;
    QVERIFY(showsSetup(setup, shown));
    setup.view = CommunicationView::TensorVsData;
    shown.view = CommunicationView::TensorVsData;
    QVERIFY(!showsSetup(setup, shown));
    shown.microBatches = setup.microBatches;
    shown.messageBytes = 5; // not a setting of this view
    QVERIFY(showsSetup(setup, shown));
}

QTEST_GUILESS_MAIN(TestCommunicationSetup)
#include "tst_communicationsetup.moc"
