// Issue 26: the shipped questions that open the compilation cache and the
// asynchronous dispatch pages open them set up so that the page shows the
// question's point. Each expected figure is the worked example or
// hand arithmetic written beside it; the page's core computes the rest.
#include "core/asyncdispatch.h"
#include "core/bankloader.h"
#include "core/jitcache.h"

#include <QTest>

using namespace Qt::StringLiterals;

namespace {
const Question *findQuestion(const LibraryLoadResult &library, const QString &id)
{
    for (const QuestionBank &bank : library.banks) {
        for (const Question &question : bank.questions) {
            if (question.id == id)
                return &question;
        }
    }
    return nullptr;
}
} // namespace

class TestTimingQuestions : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        m_library = BankLoader::loadAll(BankLoader::builtInBankPaths());
        QVERIFY(m_library.problems.isEmpty());
    }

    void compilations_data()
    {
        QTest::addColumn<QString>("questionId");
        QTest::addColumn<int>("compilations");
        QTest::addColumn<quint64>("calls");
        QTest::addColumn<quint64>("examplesPerEpoch");
        // 1,000 in batches of 32 kept: 31 of 32 and 1 of 8, 32 calls an epoch;
        // 3 epochs 96 calls, still 2 signatures (the worked example).
        QTest::newRow("jax-gpu-04") << u"jax-gpu-04"_s << 2 << quint64(96) << quint64(1000);
        // Dropped: ⌊1,000 / 32⌋ = 31 calls an epoch, 31 · 32 = 992 examples seen.
        QTest::newRow("jax-gpu-08") << u"jax-gpu-08"_s << 1 << quint64(93) << quint64(992);
        // 3,200 = 100 · 32: one shape, 100 calls in 1 epoch.
        QTest::newRow("jax-gpu-03") << u"jax-gpu-03"_s << 1 << quint64(100) << quint64(3200);
        // 10,000 = 78 · 128 + 16: 79 calls an epoch, 5 epochs 395.
        QTest::newRow("numbers-15") << u"numbers-15"_s << 2 << quint64(395) << quint64(10000);
        // 96 training calls and ⌊96 / 10⌋ = 9 evaluations (training=False): 105.
        QTest::newRow("numbers-17") << u"numbers-17"_s << 3 << quint64(105) << quint64(1000);
        // Both shapes again in bfloat16 from epoch 3: 4 signatures, 4 · 32 calls.
        QTest::newRow("numbers-18") << u"numbers-18"_s << 4 << quint64(128) << quint64(1000);
    }
    void compilations()
    {
        QFETCH(QString, questionId);
        QFETCH(int, compilations);
        QFETCH(quint64, calls);
        QFETCH(quint64, examplesPerEpoch);
        const Question *question = findQuestion(m_library, questionId);
        QVERIFY(question);
        QCOMPARE(question->chartConcept, Concept::JitCache);
        const JitLoop loop = simulateJitLoop(question->chart.jitCache.loop);
        QCOMPARE(loop.problem, JitLoopProblem::None);
        QCOMPARE(loop.compilations, compilations);
        QCOMPARE(loop.calls(), calls);
        QCOMPARE(loop.examplesPerEpoch, examplesPerEpoch);
    }

    void dispatch_data()
    {
        QTest::addColumn<QString>("questionId");
        QTest::addColumn<double>("totalMs");
        QTest::addColumn<double>("stepTimerWithoutBlockMs");
        // h = 2, g = 10, 100 steps read at the end: 2 + 100 · 10 = 1,002 ms; a
        // step's timer without block_until_ready() reads h = 2 ms.
        QTest::newRow("jax-gpu-06") << u"jax-gpu-06"_s << 1002.0 << 2.0;
        // float(loss) every step: 100 · (2 + 10) = 1,200 ms.
        QTest::newRow("jax-gpu-07") << u"jax-gpu-07"_s << 1200.0 << 2.0;
        // 10 steps at the end: 2 + 10 · 10 = 102 ms.
        QTest::newRow("jax-gpu-09") << u"jax-gpu-09"_s << 102.0 << 2.0;
        // h = 12 > g = 4: the GPU waits each dispatch, 100 · 12 + 4 = 1,204 ms.
        QTest::newRow("numbers-22") << u"numbers-22"_s << 1204.0 << 12.0;
        // One step, h = 1, g = 20: 21 ms, the timer without the wait 1 ms.
        QTest::newRow("numbers-24") << u"numbers-24"_s << 21.0 << 1.0;
    }
    void dispatch()
    {
        QFETCH(QString, questionId);
        QFETCH(double, totalMs);
        QFETCH(double, stepTimerWithoutBlockMs);
        const Question *question = findQuestion(m_library, questionId);
        QVERIFY(question);
        QCOMPARE(question->chartConcept, Concept::AsyncDispatch);
        const DispatchFigures figures = simulateDispatch(question->chart.asyncDispatch.input())
                                            .figures;
        QCOMPARE(figures.totalMs, totalMs);
        QCOMPARE(figures.stepTimerWithoutBlockMs, stepTimerWithoutBlockMs);
    }

    // numbers-22's lesson holds only when the loop is host-bound.
    void hostBoundQuestionIsHostBound()
    {
        const Question *question = findQuestion(m_library, u"numbers-22"_s);
        QVERIFY(question);
        QCOMPARE(boundedness(question->chart.asyncDispatch.input()), Boundedness::HostBound);
    }

private:
    LibraryLoadResult m_library;
};

QTEST_GUILESS_MAIN(TestTimingQuestions)
#include "tst_timingquestions.moc"
