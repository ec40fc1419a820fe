// The optimizer: its gradients, its metrics on a hand-made set, the rules at
// their edges (8 and 64 items), a fit on a learner drawn from known
// parameters, and a cancelled fit.

#include "benchmarks/syntheticlearner.h"
#include "core/fsrsfitjob.h"
#include "core/fsrsoptimizer.h"

#include <QSignalSpy>
#include <QTest>
#include <QTimeZone>

#include <cmath>

using namespace Qt::StringLiterals;

namespace {
const StudyCalendar utcCalendar(4, QTimeZone::utc());

QDateTime noon(int day)
{
    return QDateTime(QDate(2026, 1, 1).addDays(day), QTime(12, 0), QTimeZone::utc());
}

// n questions, each Good and then Good again three days later: n items.
QList<ReviewLogEntry> twoReviewsEach(int n)
{
    QList<ReviewLogEntry> log;
    for (int q = 0; q < n; ++q)
        log.append({u"b"_s, u"q%1"_s.arg(q), noon(0), Grade::Good, Confidence::None, false});
    for (int q = 0; q < n; ++q)
        log.append({u"b"_s, u"q%1"_s.arg(q), noon(3), q % 3 == 0 ? Grade::Again : Grade::Good,
                    Confidence::None, false});
    return log;
}

// Parameters a learner might have: within bounds and unlike the defaults.
Fsrs::Parameters generatingParameters()
{
    Fsrs::Parameters w = Fsrs::defaultParameters;
    w[0] = 0.6;
    w[1] = 2.0;
    w[2] = 6.0;
    w[3] = 20.0;
    w[8] = 1.5;
    w[11] = 2.0;
    w[20] = 0.5;
    w[9] = 0.3;
    w[10] = 1.4;
    return w;
}
} // namespace

class TestFsrsOptimizer : public QObject
{
    Q_OBJECT

private slots:
    void gradientMatchesFiniteDifferences();
    void metricsOfAHandMadeSet();
    void heldOutSplitIsStable();
    void thresholds_data();
    void thresholds();
    void fitRecoversAKnownLearner();
    void cancelledFitChangesNothing();
    void jobReportsOnceAndNotWhenCancelled();
};

void TestFsrsOptimizer::gradientMatchesFiniteDifferences()
{
    const auto histories = FsrsOptimizer::histories(synthetic::reviews(generatingParameters(), 40,
                                                                       6, 7),
                                                    utcCalendar);
    std::vector<const FsrsHistory *> all;
    for (const FsrsHistory &history : histories)
        all.push_back(&history);
    Fsrs::Parameters w = Fsrs::defaultParameters;
    Fsrs::Parameters gradient;
    FsrsOptimizer::lossAndGradient(w, all, gradient);
    // Central differences, step 1e-6 of each parameter (1e-6 absolute for w7 = 0.001).
    for (std::size_t i = 0; i < w.size(); ++i) {
        const double h = std::max(1e-6, 1e-6 * std::abs(w[i]));
        Fsrs::Parameters up = w, down = w, unused;
        up[i] += h;
        down[i] -= h;
        const double numeric = (FsrsOptimizer::lossAndGradient(up, all, unused)
                                - FsrsOptimizer::lossAndGradient(down, all, unused))
                               / (2 * h);
        QVERIFY2(std::abs(numeric - gradient[i]) <= 1e-4 * std::max(1.0, std::abs(numeric)),
                 qPrintable(u"w%1: %2 by differences, %3 by duals"_s.arg(i).arg(numeric).arg(
                     gradient[i])));
    }
}

void TestFsrsOptimizer::metricsOfAHandMadeSet()
{
    // Two questions, each Good and reviewed 2 days later, one recalled and one
    // not. Both predictions are R(2, w2 = 2.3065) = (1 + f·2/2.3065)^−0.1542
    // with f = 0.9^(−1/0.1542) − 1 = 0.980346: p = 0.909493. Log loss
    // −(ln p + ln(1 − p))/2 = 1.248599; both fall in one bin
    // (floor(21^p) − 1 = 14), mean prediction p against mean recall 0.5:
    // RMSE |p − 0.5| = 0.409493.
    std::vector<FsrsHistory> histories(2);
    histories[0].reviews = {{0, 3}, {2, 3}};
    histories[1].reviews = {{0, 3}, {2, 1}};
    const FsrsEvaluation evaluation = FsrsOptimizer::evaluate(Fsrs::defaultParameters, histories,
                                                              false);
    QCOMPARE(evaluation.items, 2);
    QVERIFY(std::abs(evaluation.logLoss - 1.2485993) < 1e-6);
    QVERIFY(std::abs(evaluation.rmseBins - 0.4094933) < 1e-6);
}

void TestFsrsOptimizer::heldOutSplitIsStable()
{
    // One question in five with items is held out, the same ones each time.
    const QList<ReviewLogEntry> log = twoReviewsEach(100);
    const auto first = FsrsOptimizer::histories(log, utcCalendar);
    const auto second = FsrsOptimizer::histories(log, utcCalendar);
    int heldOut = 0;
    for (std::size_t i = 0; i < first.size(); ++i) {
        QCOMPARE(first[i].heldOut, second[i].heldOut);
        heldOut += first[i].heldOut ? 1 : 0;
    }
    QCOMPARE(heldOut, 20);
    // A single question is never held out: nothing would be left to fit.
    const auto one = FsrsOptimizer::histories(twoReviewsEach(1), utcCalendar);
    QVERIFY(!one.front().heldOut);
}

void TestFsrsOptimizer::thresholds_data()
{
    QTest::addColumn<int>("items");
    QTest::addColumn<int>("scope");
    using Scope = FsrsFitResult::Scope;
    QTest::newRow("7 items") << 7 << int(Scope::DefaultsKept);
    QTest::newRow("8 items") << 8 << int(Scope::InitialStabilities);
    QTest::newRow("63 items") << 63 << int(Scope::InitialStabilities);
    QTest::newRow("64 items") << 64 << int(Scope::AllParameters);
}

void TestFsrsOptimizer::thresholds()
{
    QFETCH(int, items);
    QFETCH(int, scope);
    const auto histories = FsrsOptimizer::histories(twoReviewsEach(items), utcCalendar);
    const std::optional<FsrsFitResult> result = FsrsOptimizer::fit(histories,
                                                                   Fsrs::defaultParameters);
    QVERIFY(result);
    QCOMPARE(result->items, items);
    QCOMPARE(int(result->scope), scope);
    if (result->scope == FsrsFitResult::Scope::DefaultsKept) {
        QCOMPARE(result->fitted, Fsrs::defaultParameters);
        QVERIFY(!result->better());
    } else if (result->scope == FsrsFitResult::Scope::InitialStabilities) {
        // Every first review was Good: only w2 has anything to fit; w4..w20 stay.
        QVERIFY(result->fitted[2] != Fsrs::defaultParameters[2]);
        for (std::size_t i = 4; i < 21; ++i)
            QCOMPARE(result->fitted[i], Fsrs::defaultParameters[i]);
    } else {
        int moved = 0;
        for (std::size_t i = 4; i < 21; ++i)
            moved += result->fitted[i] != Fsrs::defaultParameters[i] ? 1 : 0;
        QVERIFY(moved > 0);
    }
}

void TestFsrsOptimizer::fitRecoversAKnownLearner()
{
    // 2,000 questions of 8 reviews each drawn from generatingParameters(). On
    // the held-out questions (about 2,800 items) the fit must beat the
    // defaults and come within 0.005 of the log loss the generating parameters
    // themselves reach, the best any parameters can expect (measured: 0.4250
    // against 0.4245, the defaults 0.4268).
    const Fsrs::Parameters generating = generatingParameters();
    const auto histories = FsrsOptimizer::histories(synthetic::reviews(generating, 2000, 8, 2026),
                                                    utcCalendar);
    const std::optional<FsrsFitResult> result = FsrsOptimizer::fit(histories,
                                                                   Fsrs::defaultParameters);
    QVERIFY(result);
    QCOMPARE(result->scope, FsrsFitResult::Scope::AllParameters);
    const double truth = FsrsOptimizer::evaluate(generating, histories, true).logLoss;
    qInfo("held-out log loss: generating %.4f, defaults %.4f, fitted %.4f; RMSE %.4f -> %.4f",
          truth, result->currentLogLoss, result->fittedLogLoss, result->currentRmse,
          result->fittedRmse);
    QVERIFY(result->fittedLogLoss < result->currentLogLoss);
    QVERIFY(result->better());
    QVERIFY(result->fittedLogLoss - truth < 0.005);
    QVERIFY(result->heldOutItems > 0);
}

void TestFsrsOptimizer::cancelledFitChangesNothing()
{
    const auto histories = FsrsOptimizer::histories(synthetic::reviews(generatingParameters(), 300,
                                                                       6, 11),
                                                    utcCalendar);
    int calls = 0;
    int stoppedAt = -1;
    const std::optional<FsrsFitResult> result = FsrsOptimizer::fit(histories,
                                                                   Fsrs::defaultParameters,
                                                                   [&](int done, int total) {
                                                                       ++calls;
                                                                       if (done >= total / 2) {
                                                                           stoppedAt = done;
                                                                           return false;
                                                                       }
                                                                       return true;
                                                                   });
    QVERIFY(!result);
    QVERIFY(stoppedAt > 0);
    QCOMPARE(calls, stoppedAt + 1); // asked once a batch, and no further
}

void TestFsrsOptimizer::jobReportsOnceAndNotWhenCancelled()
{
    ReviewSettings settings;
    ReviewDeck deck([] { return noon(4000); }, settings);
    deck.setLog(synthetic::reviews(generatingParameters(), 300, 6, 5));
    {
        FsrsFitJob job(deck);
        QSignalSpy finished(&job, &FsrsFitJob::finished);
        QSignalSpy progress(&job, &FsrsFitJob::progress);
        job.start();
        QVERIFY(finished.wait(20000));
        QCOMPARE(finished.size(), 1);
        QVERIFY(progress.size() > 1);
        const auto result = finished.first().first().value<FsrsFitResult>();
        QCOMPARE(result.current, Fsrs::defaultParameters);
        // The job only reports: the deck's parameters are untouched.
        QCOMPARE(deck.settings().parameters(), Fsrs::defaultParameters);
    }
    FsrsFitJob job(deck);
    QSignalSpy finished(&job, &FsrsFitJob::finished);
    connect(&job, &FsrsFitJob::progress, &job, [&job](int done, int total) {
        if (done >= total / 2)
            job.cancel();
    });
    job.start();
    QTRY_VERIFY_WITH_TIMEOUT(!job.isRunning(), 20000);
    QTest::qWait(50); // anything still queued would arrive now
    QCOMPARE(finished.size(), 0);
}

QTEST_GUILESS_MAIN(TestFsrsOptimizer)
#include "tst_fsrsoptimizer.moc"
