// The optimizer: its gradients, its metrics on a hand-made set, the
// pretraining of w0..w3 on hand-worked data, the rules at their edges (8 and
// 64 items), a fit on a learner drawn from known parameters, and a cancelled fit.

#include "benchmarks/syntheticlearner.h"
#include "core/fsrsfitjob.h"
#include "core/fsrsoptimizer.h"
#include "core/fsrspretraining.h"

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
    void firstDaysCountFromTheLog();
    void pretrainingData();
    void pretrainedStabilityOfOneBin();
    void smoothAndFill();
    void betterMeansAGainBeyondTheNoise();
    void gainStandardErrorCountsQuestions();
    void thresholds_data();
    void thresholds();
    void fitRecoversAKnownLearner();
    void aFitFarFromTheDefaultsIsOffered();
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

void TestFsrsOptimizer::firstDaysCountFromTheLog()
{
    // q0 first seen on day 0 (2026-01-01) and again on day 5; q1 first on day 3.
    // The study day starts at 4:00, so 02:00 on day 5 still belongs to day 4.
    QList<ReviewLogEntry> log;
    log.append({u"b"_s, u"q0"_s, noon(0), Grade::Good, Confidence::None, false});
    log.append({u"b"_s, u"q1"_s, noon(3), Grade::Again, Confidence::None, false});
    log.append({u"b"_s, u"q0"_s, noon(5).addSecs(-10 * 3600), Grade::Good, Confidence::None, false});
    const auto histories = FsrsOptimizer::histories(log, utcCalendar);
    QCOMPARE(histories.size(), std::size_t(2));
    QCOMPARE(histories[0].firstDay, 0);
    QCOMPARE(histories[0].reviews[1].elapsedDays, 4);
    QCOMPARE(histories[1].firstDay, 3);
}

void TestFsrsOptimizer::pretrainingData()
{
    // The first review on a later day counts even after same-day reviews, under
    // the first grade; held-out questions and questions never seen again add nothing.
    std::vector<FsrsHistory> histories(4);
    histories[0].reviews = {{0, 1}, {0, 3}, {2, 3}, {5, 1}};
    histories[1].reviews = {{0, 1}, {2, 1}};
    histories[2].reviews = {{0, 3}, {0, 3}};
    histories[3].reviews = {{0, 4}, {9, 3}};
    histories[3].heldOut = true;
    const FsrsPretraining::FirstReviews data = FsrsPretraining::firstReviews(histories);
    QCOMPARE(data.counts, (std::array<int, 4>{2, 0, 0, 0}));
    QCOMPARE(data.bins[0].size(), std::size_t(1));
    QCOMPARE(data.bins[0][0].days, 2);
    QCOMPARE(data.bins[0][0].recalled, 1);
    QCOMPARE(data.bins[0][0].count, 2);
    // Items not held out: (2, Good), (5, Again), (2, Again): one recalled in three.
    QVERIFY(std::abs(FsrsPretraining::averageRecall(histories) - 1.0 / 3) < 1e-12);
}

void TestFsrsOptimizer::pretrainedStabilityOfOneBin()
{
    // 1,000 first-Good questions reviewed 5 days later, 900 recalled, the
    // average recall 0.9: smoothed recall (900 + 0.9)/1001 = 0.9, which the
    // forgetting curve meets at S = t = 5, where Σ count·BCE is least. The pull
    // |S − 2.3065|/16 has slope 1/16 there, so the least total is where
    // n·BCE'(S) = −1/16, near 5 − (1/16)/(n·I), n·I the curvature of n·BCE
    // at its least: I = R'(S)²/(R(1 − R)), R' = w20·f·(1 + f)^(−w20−1)·t/S² =
    // 0.1542·0.980346·1.980346^−1.1542/5 = 0.0137403, I = 0.00209772, so
    // S ≈ 5 − 0.0625/2.09772 = 4.97021 (to first order; 1e-3 covers the rest).
    const std::vector<FsrsPretraining::Bin> bins{{5, 900, 1000}};
    const std::optional<double> s = FsrsPretraining::fitStability(bins, 0.9, 3);
    QVERIFY(s);
    QVERIFY2(std::abs(*s - 4.97021) < 1e-3, qPrintable(QString::number(*s, 'f', 6)));
    QVERIFY(!FsrsPretraining::fitStability({}, 0.9, 3));
}

void TestFsrsOptimizer::smoothAndFill()
{
    using FsrsPretraining::smoothAndFill;
    const auto near = [](const std::array<double, 4> &got, const std::array<double, 4> &want) {
        for (std::size_t g = 0; g < 4; ++g) {
            if (std::abs(got[g] - want[g]) > 1e-5)
                return false;
        }
        return true;
    };
    // fsrs-rs's filling rule ln S2 = 0.41·ln S1 + 0.59·ln S3: with S1 = 0.4 and
    // S3 = 2.3, S2 = e^(0.41·ln 0.4 + 0.59·ln 2.3) = e^0.115737 = 1.122701
    // (fsrs-rs's test_smooth_and_fill has 1.1227008).
    QVERIFY(near(smoothAndFill({0.4, std::nullopt, 2.3, 10.9}, {1, 1, 1, 1}),
                 {0.4, 1.122701, 2.3, 10.9}));
    // One grade alone scales the defaults: 0.35/1.2931 = 0.270667 times
    // 0.212, 2.3065 and 8.2956 (fsrs-rs: 0.05738148, 0.6242943, 2.2453482).
    QVERIFY(near(smoothAndFill({std::nullopt, 0.35, std::nullopt, std::nullopt}, {0, 1, 0, 0}),
                 {0.0573815, 0.35, 0.6242943, 2.2453484}));
    // S3 = 4 and S4 = 16 alone: ln S3 = 0.46·ln S2 + 0.54·ln S4 gives
    // ln S2 = (1.386294 − 0.54·2.772589)/0.46 = −0.241096, S2 = 0.785767; then
    // ln S1 = (ln S2 − 0.59·ln S3)/0.41 = −2.582949, S1 = 0.075551.
    QVERIFY(near(smoothAndFill({std::nullopt, std::nullopt, 4, 16}, {0, 0, 3, 3}),
                 {0.075551, 0.785767, 4, 16}));
    // Out of order (Again remembered longer than Hard): the grade with fewer
    // reviews takes the other's value; both rules then carry it to S3 and S4.
    QVERIFY(near(smoothAndFill({5, 3, std::nullopt, std::nullopt}, {10, 2, 0, 0}), {5, 5, 5, 5}));
    QVERIFY(near(smoothAndFill({5, 3, std::nullopt, std::nullopt}, {2, 10, 0, 0}), {3, 3, 3, 3}));
    // A grade without reviews is ignored whatever its value; none at all: the defaults.
    QVERIFY(near(smoothAndFill({0.4, 99, 2.3, 10.9}, {1, 0, 1, 1}), {0.4, 1.122701, 2.3, 10.9}));
    QVERIFY(near(smoothAndFill({}, {}), {0.212, 1.2931, 2.3065, 8.2956}));
}

void TestFsrsOptimizer::betterMeansAGainBeyondTheNoise()
{
    FsrsFitResult result;
    result.scope = FsrsFitResult::Scope::AllParameters;
    result.heldOutItems = 50;
    result.heldOutQuestions = 10;
    result.currentLogLoss = 0.44;
    result.fittedLogLoss = 0.43;
    result.gainStandardError = 0.004; // a gain of 0.01 is 2.5 standard errors
    QVERIFY(result.better());
    result.gainStandardError = 0.006; // 1.7 standard errors: could be chance
    QVERIFY(!result.better());
    result.gainStandardError = 0;
    result.fittedLogLoss = 0.45; // worse
    QVERIFY(!result.better());
    result.fittedLogLoss = 0.43;
    result.heldOutQuestions = FsrsOptimizer::minimumHeldOutQuestions - 1; // too few to tell
    QVERIFY(!result.better());
}

void TestFsrsOptimizer::gainStandardErrorCountsQuestions()
{
    using Gain = FsrsOptimizer::QuestionGain;
    // One item per question: the ordinary standard error of paired gains.
    // Gains 0.1..0.5: mean 0.3, sample variance (0.04 + 0.01 + 0 + 0.01 +
    // 0.04)/4 = 0.025, SE = √(0.025/5) = 0.0707107.
    const std::vector<Gain> single{{0.1, 1}, {0.2, 1}, {0.3, 1}, {0.4, 1}, {0.5, 1}};
    QVERIFY(std::abs(FsrsOptimizer::gainStandardError(single) - 0.0707107) < 1e-6);
    // Questions of several items: Σg = 0.8 over Σn = 10, mean m = 0.08;
    // residuals g − m·n: 0.14, −0.18, −0.04, −0.16, 0.24, squares summing to
    // 0.1368; SE = √(5/4 · 0.1368)/10 = √0.171/10 = 0.0413521.
    const std::vector<Gain> grouped{{0.3, 2}, {-0.1, 1}, {0.2, 3}, {0.0, 2}, {0.4, 2}};
    QVERIFY(std::abs(FsrsOptimizer::gainStandardError(grouped) - 0.0413521) < 1e-6);
    // The same gains per item, but each question's items counted as if they
    // were independent reviews would give a smaller error: ten items with
    // per-item gains 0.15 ×2, −0.1, 0.0667 ×3, 0 ×2, 0.2 ×2 have SE 0.0306
    // (by hand: mean 0.08; Σ(x − m)² = 2·0.07² + 0.18² + 3·0.0133² + 2·0.08²
    // + 2·0.12² = 0.08433; √(0.08433/9/10)). Grouping gives the larger one.
    QVERIFY(FsrsOptimizer::gainStandardError(grouped) > 0.0306);
    // Four questions are too few to estimate the noise from.
    const std::vector<Gain> four(single.begin(), single.begin() + 4);
    QVERIFY(std::isinf(FsrsOptimizer::gainStandardError(four)));
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
    // themselves reach, the best any parameters can expect (measured: 0.4248
    // against 0.4245, the defaults 0.4268).
    const Fsrs::Parameters generating = generatingParameters();
    const auto histories = FsrsOptimizer::histories(synthetic::reviews(generating, 2000, 8, 2026),
                                                    utcCalendar);
    const std::optional<FsrsFitResult> result = FsrsOptimizer::fit(histories,
                                                                   Fsrs::defaultParameters);
    QVERIFY(result);
    QCOMPARE(result->scope, FsrsFitResult::Scope::AllParameters);
    const double truth = FsrsOptimizer::evaluate(generating, histories, true).logLoss;
    qInfo("held-out log loss: generating %.4f, defaults %.4f, fitted %.4f (gain SE %.5f); RMSE "
          "%.4f -> %.4f",
          truth, result->currentLogLoss, result->fittedLogLoss, result->gainStandardError,
          result->currentRmse, result->fittedRmse);
    QVERIFY(result->fittedLogLoss < result->currentLogLoss);
    QVERIFY(result->fittedLogLoss - truth < 0.005);
    QVERIFY(result->heldOutItems > 0);
    // This learner is near the defaults: even the generating parameters gain
    // only about one standard error of the held-out sample, so whether the
    // dialog offers the fit is left to the next test's learner.
    QVERIFY(result->gainStandardError > 0);
}

void TestFsrsOptimizer::aFitFarFromTheDefaultsIsOffered()
{
    // A learner whose memory differs much from the defaults' (slower
    // forgetting, w0..w3 of 3, 6, 15 and 45 days): on the held-out fifth the
    // defaults are far off, and the fit's gain is many standard errors.
    const Fsrs::Parameters far{3.0, 6.0, 15.0, 45.0, 4.5,  0.4, 1.5, 0.05, 1.0, 0.35, 1.2,
                               0.9, 0.2, 0.5,  1.0,  0.35, 2.6, 0.5, 0.1,  0.1, 0.4};
    const auto histories = FsrsOptimizer::histories(synthetic::reviews(far, 2000, 8, 2026),
                                                    utcCalendar);
    const std::optional<FsrsFitResult> result = FsrsOptimizer::fit(histories,
                                                                   Fsrs::defaultParameters);
    QVERIFY(result);
    const double truth = FsrsOptimizer::evaluate(far, histories, true).logLoss;
    qInfo("held-out log loss: generating %.4f, defaults %.4f, fitted %.4f (gain SE %.5f)", truth,
          result->currentLogLoss, result->fittedLogLoss, result->gainStandardError);
    QVERIFY(result->better());
    QVERIFY(result->fittedLogLoss - truth < 0.005);
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
