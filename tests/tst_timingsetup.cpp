// Reading the jit-cache and async-dispatch pages' "chart" objects (README.md,
// "jit-cache `chart` field" and "async-dispatch `chart` field"): each field
// as the table gives it, the page's defaults when absent, and a problem (with
// the field's name) for each value outside its rule. The ranges are the
// tables' own.
#include "core/chartsetupreader.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {
struct ReadResult
{
    Concept known = Concept::None;
    ChartSetup setup;
    QStringList fields; // the fields with a problem
};

ReadResult read(const QByteArray &json)
{
    ReadResult result;
    ChartSetupReader reader([&result](const QString &field, std::function<QString()> describe) {
        QVERIFY(!describe().isEmpty());
        result.fields << field;
    });
    result.known = reader.read(QJsonDocument::fromJson(json).object(), result.setup);
    return result;
}
} // namespace

class TestTimingSetup : public QObject
{
    Q_OBJECT

private slots:
    void jitDefaultsAreTheWorkedExample();
    void everyJitFieldRead();
    void jitProblems_data();
    void jitProblems();
    void dispatchDefaultsAreTheWorkedExample();
    void everyDispatchFieldRead();
    void dispatchProblems_data();
    void dispatchProblems();
};

void TestTimingSetup::jitDefaultsAreTheWorkedExample()
{
    const ReadResult result = read(R"({"concept": "jit-cache"})");
    QCOMPARE(result.known, Concept::JitCache);
    QVERIFY(result.fields.isEmpty());
    // Issue 26: 1,000 examples in batches of 32, the partial batch kept, 3 epochs.
    const JitLoopInput &loop = result.setup.jitCache.loop;
    QCOMPARE(loop.examples, 1000u);
    QCOMPARE(loop.batch, 32u);
    QCOMPARE(loop.lastBatch, LastBatch::Keep);
    QCOMPARE(loop.epochs, 3);
    QCOMPARE(loop.evaluateEvery, 0u);
    QCOMPARE(loop.changeDtypeFromEpoch, 0);
}

void TestTimingSetup::everyJitFieldRead()
{
    const ReadResult result = read(R"({"concept": "jit-cache", "examples": 10000,
        "batch": 128, "lastBatch": "pad", "epochs": 5, "evaluateEvery": 10,
        "changeDtypeFromEpoch": 3, "compileMs": 1500.5, "msPerExample": 0.25,
        "note": {"en": "Look.", "bn": "দেখুন।"}})");
    QVERIFY2(result.fields.isEmpty(), qPrintable(result.fields.join(u", "_s)));
    const JitLoopInput &loop = result.setup.jitCache.loop;
    QCOMPARE(loop.examples, 10000u);
    QCOMPARE(loop.batch, 128u);
    QCOMPARE(loop.lastBatch, LastBatch::Pad);
    QCOMPARE(loop.epochs, 5);
    QCOMPARE(loop.evaluateEvery, 10u);
    QCOMPARE(loop.changeDtypeFromEpoch, 3);
    QCOMPARE(loop.compileMilliseconds, 1500.5);
    QCOMPARE(loop.millisecondsPerExample, 0.25);
    // The other concepts' parts keep their defaults.
    QCOMPARE(result.setup.asyncDispatch, AsyncDispatchChartSetup{});
}

void TestTimingSetup::jitProblems_data()
{
    QTest::addColumn<QByteArray>("fields");
    QTest::addColumn<QString>("problem");
    // README.md's table: examples 1 to 10,000,000; batch 1 to 65,536; epochs
    // 1 to 1,000; evaluateEvery 0 to 100,000; changeDtypeFromEpoch 0 to 1,000;
    // compileMs 0 to 600,000; msPerExample 0 to 1,000.
    QTest::newRow("no examples") << QByteArray(R"("examples": 0)") << u"examples"_s;
    QTest::newRow("too many examples") << QByteArray(R"("examples": 10000001)") << u"examples"_s;
    QTest::newRow("fractional batch") << QByteArray(R"("batch": 32.5)") << u"batch"_s;
    QTest::newRow("batch too big") << QByteArray(R"("batch": 65537)") << u"batch"_s;
    QTest::newRow("unknown last batch") << QByteArray(R"("lastBatch": "trim")") << u"lastBatch"_s;
    QTest::newRow("no epochs") << QByteArray(R"("epochs": 0)") << u"epochs"_s;
    QTest::newRow("epochs too many") << QByteArray(R"("epochs": 1001)") << u"epochs"_s;
    QTest::newRow("negative evaluation")
        << QByteArray(R"("evaluateEvery": -1)") << u"evaluateEvery"_s;
    QTest::newRow("dtype epoch too late")
        << QByteArray(R"("changeDtypeFromEpoch": 1001)") << u"changeDtypeFromEpoch"_s;
    QTest::newRow("compile time as text") << QByteArray(R"("compileMs": "2 s")") << u"compileMs"_s;
    QTest::newRow("compile time too long")
        << QByteArray(R"("compileMs": 600001)") << u"compileMs"_s;
    QTest::newRow("negative step time")
        << QByteArray(R"("msPerExample": -0.1)") << u"msPerExample"_s;
    QTest::newRow("a key of another page") << QByteArray(R"("hostMs": 2)") << u"hostMs"_s;
}

void TestTimingSetup::jitProblems()
{
    QFETCH(QByteArray, fields);
    QFETCH(QString, problem);
    const ReadResult result = read(R"({"concept": "jit-cache", )" + fields + "}");
    QCOMPARE(result.known, Concept::JitCache);
    QCOMPARE(result.fields, QStringList{u"chart."_s + problem});
    // The field with a problem keeps its default: the whole set-up is the default one.
    QCOMPARE(result.setup.jitCache, JitCacheChartSetup{});
}

void TestTimingSetup::dispatchDefaultsAreTheWorkedExample()
{
    const ReadResult result = read(R"({"concept": "async-dispatch"})");
    QCOMPARE(result.known, Concept::AsyncDispatch);
    QVERIFY(result.fields.isEmpty());
    // Issue 26: h = 2 ms, g = 10 ms, 100 steps, read at the end.
    const AsyncDispatchChartSetup &setup = result.setup.asyncDispatch;
    QCOMPARE(setup.hostMs, 2.0);
    QCOMPARE(setup.gpuMs, 10.0);
    QCOMPARE(setup.steps, 100);
    QCOMPARE(setup.sync, SyncPolicy::AtEnd);
}

void TestTimingSetup::everyDispatchFieldRead()
{
    const ReadResult result = read(R"({"concept": "async-dispatch", "hostMs": 0.5,
        "gpuMs": 3, "steps": 1000, "sync": "every-k-steps", "syncEvery": 25})");
    QVERIFY2(result.fields.isEmpty(), qPrintable(result.fields.join(u", "_s)));
    const AsyncDispatchChartSetup &setup = result.setup.asyncDispatch;
    QCOMPARE(setup.hostMs, 0.5);
    QCOMPARE(setup.gpuMs, 3.0);
    QCOMPARE(setup.steps, 1000);
    QCOMPARE(setup.sync, SyncPolicy::EveryKSteps);
    QCOMPARE(setup.syncInterval, 25);
    QCOMPARE(read(R"({"concept": "async-dispatch", "sync": "every-step"})").setup.asyncDispatch.sync,
             SyncPolicy::EveryStep);
}

void TestTimingSetup::dispatchProblems_data()
{
    QTest::addColumn<QByteArray>("fields");
    QTest::addColumn<QString>("problem");
    // README.md's table: hostMs and gpuMs 0.01 to 10,000; steps and syncEvery
    // 1 to 100,000; syncEvery only beside "every-k-steps".
    QTest::newRow("host time zero") << QByteArray(R"("hostMs": 0)") << u"hostMs"_s;
    QTest::newRow("GPU time too long") << QByteArray(R"("gpuMs": 10000.5)") << u"gpuMs"_s;
    QTest::newRow("no steps") << QByteArray(R"("steps": 0)") << u"steps"_s;
    QTest::newRow("fractional steps") << QByteArray(R"("steps": 1.5)") << u"steps"_s;
    QTest::newRow("steps too many") << QByteArray(R"("steps": 100001)") << u"steps"_s;
    QTest::newRow("unknown policy") << QByteArray(R"("sync": "sometimes")") << u"sync"_s;
    QTest::newRow("interval zero")
        << QByteArray(R"("sync": "every-k-steps", "syncEvery": 0)") << u"syncEvery"_s;
    QTest::newRow("interval without its policy")
        << QByteArray(R"("syncEvery": 10)") << u"syncEvery"_s;
    QTest::newRow("a key of another page") << QByteArray(R"("batch": 32)") << u"batch"_s;
}

void TestTimingSetup::dispatchProblems()
{
    QFETCH(QByteArray, fields);
    QFETCH(QString, problem);
    const ReadResult result = read(R"({"concept": "async-dispatch", )" + fields + "}");
    QCOMPARE(result.known, Concept::AsyncDispatch);
    QCOMPARE(result.fields, QStringList{u"chart."_s + problem});
}

QTEST_GUILESS_MAIN(TestTimingSetup)
#include "tst_timingsetup.moc"
