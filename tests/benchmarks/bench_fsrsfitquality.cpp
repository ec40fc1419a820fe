// How good the optimizer's fits are: learners drawn from three known parameter
// sets (FSRS-6's defaults, tst_fsrsoptimizer's learner, and one far from the
// defaults), at about 300 and about 20,000 reviews, some with every Again asked
// again the same day. For each, the held-out log loss and RMSE over bins of the
// defaults, of the generating parameters (the best to hope for) and of the
// fit, averaged over seeds; the same on a fresh log of 80,000 reviews from the
// same learner (the held-out part of a small log is a few dozen items, too few
// to tell fits apart); in how many seeds the fit's fresh RMSE beat the
// defaults'; and how the fits the learner would adopt (better()) fare there.
// No assertion on the figures: they are printed for comparison.

#include "core/fsrsoptimizer.h"
#include "syntheticlearner.h"

#include <QElapsedTimer>
#include <QTest>
#include <QTimeZone>

namespace {

Fsrs::Parameters testLearner()
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

Fsrs::Parameters farLearner()
{
    return {3.0, 6.0, 15.0, 45.0, 4.5,  0.4, 1.5, 0.05, 1.0, 0.35, 1.2,
            0.9, 0.2, 0.5,  1.0,  0.35, 2.6, 0.5, 0.1,  0.1, 0.4};
}

} // namespace

class BenchFsrsFitQuality : public QObject
{
    Q_OBJECT

private slots:
    void heldOutMetrics_data();
    void heldOutMetrics();
};

void BenchFsrsFitQuality::heldOutMetrics_data()
{
    QTest::addColumn<int>("learner");
    QTest::addColumn<int>("questions");
    QTest::addColumn<int>("reviewsEach");
    QTest::addColumn<int>("seeds");
    QTest::addColumn<bool>("retry");
    const char *names[] = {"defaults", "test learner", "far learner"};
    for (int learner = 0; learner < 3; ++learner) {
        for (const bool retry : {false, true}) {
            const QByteArray suffix = retry ? " with same-day retries" : "";
            QTest::newRow(QByteArray(names[learner]) + ", 300 reviews" + suffix)
                << learner << 60 << 5 << 40 << retry;
            QTest::newRow(QByteArray(names[learner]) + ", 20000 reviews" + suffix)
                << learner << 2000 << 10 << 8 << retry;
        }
    }
}

void BenchFsrsFitQuality::heldOutMetrics()
{
    QFETCH(int, learner);
    QFETCH(int, questions);
    QFETCH(int, reviewsEach);
    QFETCH(int, seeds);
    QFETCH(bool, retry);
    const Fsrs::Parameters generating = learner == 0   ? Fsrs::defaultParameters
                                        : learner == 1 ? testLearner()
                                                       : farLearner();
    const StudyCalendar calendar(4, QTimeZone::utc());
    std::array<double, 6> sums{}; // log loss and RMSE: defaults, generating, fitted
    std::array<double, 6> freshSums{};
    int rmseBetter = 0;
    int adopted = 0; // better(): what the learner would take
    int adoptedRmseBetter = 0;
    double adoptedGain = 0; // Σ fresh log loss saved by the fits adopted
    std::vector<FsrsHistory> fresh = FsrsOptimizer::histories(synthetic::reviews(generating, 8000,
                                                                                 10, 777, retry),
                                                              calendar);
    for (FsrsHistory &history : fresh)
        history.heldOut = true;
    const auto addFresh = [&](std::size_t at, const Fsrs::Parameters &w) {
        const FsrsEvaluation evaluation = FsrsOptimizer::evaluate(w, fresh, true);
        freshSums[at] += evaluation.logLoss;
        freshSums[at + 1] += evaluation.rmseBins;
        return evaluation.rmseBins;
    };
    QElapsedTimer timer;
    timer.start();
    for (int seed = 0; seed < seeds; ++seed) {
        const auto histories = FsrsOptimizer::histories(synthetic::reviews(generating, questions,
                                                                           reviewsEach,
                                                                           1000 + unsigned(seed),
                                                                           retry),
                                                        calendar);
        const std::optional<FsrsFitResult> result = FsrsOptimizer::fit(histories,
                                                                       Fsrs::defaultParameters);
        QVERIFY(result);
        const FsrsEvaluation truth = FsrsOptimizer::evaluate(generating, histories, true);
        sums[0] += result->currentLogLoss;
        sums[1] += result->currentRmse;
        sums[2] += truth.logLoss;
        sums[3] += truth.rmseBins;
        sums[4] += result->fittedLogLoss;
        sums[5] += result->fittedRmse;
        const double defaultsRmse = addFresh(0, Fsrs::defaultParameters);
        addFresh(2, generating);
        const double fittedRmse = addFresh(4, result->fitted);
        rmseBetter += fittedRmse < defaultsRmse ? 1 : 0;
        if (result->better()) {
            ++adopted;
            adoptedGain += FsrsOptimizer::evaluate(Fsrs::defaultParameters, fresh, true).logLoss
                           - FsrsOptimizer::evaluate(result->fitted, fresh, true).logLoss;
            adoptedRmseBetter += fittedRmse < defaultsRmse ? 1 : 0;
        }
    }
    for (std::size_t i = 0; i < sums.size(); ++i) {
        sums[i] /= seeds;
        freshSums[i] /= seeds;
    }
    qInfo("held out: log loss defaults %.4f, generating %.4f, fitted %.4f; RMSE %.4f, %.4f, "
          "%.4f",
          sums[0], sums[2], sums[4], sums[1], sums[3], sums[5]);
    qInfo("fresh log: log loss defaults %.4f, generating %.4f, fitted %.4f; RMSE %.4f, %.4f, "
          "%.4f; fitted RMSE below the defaults' in %d of %d; %lld ms",
          freshSums[0], freshSums[2], freshSums[4], freshSums[1], freshSums[3], freshSums[5],
          rmseBetter, seeds, qlonglong(timer.elapsed()));
    qInfo("adopted (held-out log loss lower by over 2 standard errors) in %d of %d; of those, "
          "fresh RMSE lower in %d, "
          "fresh log loss lower by %.4f on average",
          adopted, seeds, adoptedRmseBetter, adopted > 0 ? adoptedGain / adopted : 0.0);
}

QTEST_GUILESS_MAIN(BenchFsrsFitQuality)
#include "bench_fsrsfitquality.moc"
