// FSRS-6 against reference figures and the grade mapping.
//
// The reference rows of reference_data() are the output of
//     python3 tests/tools/fsrs6_reference.py
// pasted unchanged (then clang-formatted). That script writes the published FSRS-6
// formulas out again in Python, separately from app/core/fsrs.cpp, and checks
// itself first against the figures fsrs-rs's own unit tests give for the default
// parameters; fsrsRsVectors() checks those same figures here. Each row is a review sequence (day counted from the first review,
// grade) with the desired retention and maximum interval; the expected stability
// and difficulty after the last review must match to 1e-6 relative, the next
// interval exactly. Every row runs through Fsrs directly and through a ReviewDeck
// replaying a log of the same reviews.
#include "core/fsrs.h"
#include "core/reviewdeck.h"

#include <QTest>
#include <QTimeZone>

#include <cmath>
#include <limits>

using namespace Qt::StringLiterals;

namespace {
struct DayGrade
{
    int day = 0;
    Grade grade = Grade::Good;
};
using Reviews = QList<DayGrade>;

bool relativelyClose(double actual, double expected)
{
    return std::abs(actual - expected) <= 1e-6 * std::abs(expected);
}

QString mismatch(const char *what, double actual, double expected)
{
    return u"%1: %2, expected %3"_s.arg(QLatin1StringView(what))
        .arg(actual, 0, 'g', 15)
        .arg(expected, 0, 'g', 15);
}
} // namespace

Q_DECLARE_METATYPE(Reviews)
Q_DECLARE_METATYPE(Grade)
Q_DECLARE_METATYPE(Confidence)

class TestFsrs : public QObject
{
    Q_OBJECT

private slots:
    void reference_data();
    void reference();
    void gradeMapping_data();
    void gradeMapping();
    void gradeFromNumber_data();
    void gradeFromNumber();
    void retrievability_data();
    void retrievability();
    void intervalRounding_data();
    void intervalRounding();
    void difficultyStaysWithinRange();
    void fsrsRsVectors();
    void clipping();
};

void TestFsrs::reference_data()
{
    QTest::addColumn<Reviews>("reviews");
    QTest::addColumn<double>("retention");
    QTest::addColumn<int>("maximumInterval");
    QTest::addColumn<double>("stability");
    QTest::addColumn<double>("difficulty");
    QTest::addColumn<int>("interval");

    // first reviews
    QTest::newRow("first Again") << Reviews{{0, Grade::Again}} << 0.90 << 36500 << 0.212 << 6.4133
                                 << 1;
    QTest::newRow("first Hard") << Reviews{{0, Grade::Hard}} << 0.90 << 36500 << 1.2931
                                << 5.11217070560105 << 1;
    QTest::newRow("first Good") << Reviews{{0, Grade::Good}} << 0.90 << 36500 << 2.3065
                                << 2.11810397045901 << 2;
    QTest::newRow("first Easy") << Reviews{{0, Grade::Easy}} << 0.90 << 36500 << 8.2956 << 1.0 << 8;
    // a run of Good, each on its scheduled day
    QTest::newRow("Good run 2") << Reviews{{0, Grade::Good}, {2, Grade::Good}} << 0.90 << 36500
                                << 10.9643323358207 << 2.11121423578539 << 11;
    QTest::newRow("Good run 3") << Reviews{{0, Grade::Good}, {2, Grade::Good}, {13, Grade::Good}}
                                << 0.90 << 36500 << 46.2802172875569 << 2.10433139084645 << 46;
    QTest::newRow("Good run 4") << Reviews{{0, Grade::Good},
                                           {2, Grade::Good},
                                           {13, Grade::Good},
                                           {59, Grade::Good}}
                                << 0.90 << 36500 << 162.862201638749 << 2.09745542875244 << 163;
    QTest::newRow("Good run 5") << Reviews{{0, Grade::Good},
                                           {2, Grade::Good},
                                           {13, Grade::Good},
                                           {59, Grade::Good},
                                           {222, Grade::Good}}
                                << 0.90 << 36500 << 497.447193600274 << 2.09058634262053 << 497;
    QTest::newRow("Good run 6") << Reviews{{0, Grade::Good},   {2, Grade::Good},
                                           {13, Grade::Good},  {59, Grade::Good},
                                           {222, Grade::Good}, {719, Grade::Good}}
                                << 0.90 << 36500 << 1345.52877754259 << 2.08372412557474 << 1346;
    QTest::newRow("Good run 7") << Reviews{{0, Grade::Good},   {2, Grade::Good},
                                           {13, Grade::Good},  {59, Grade::Good},
                                           {222, Grade::Good}, {719, Grade::Good},
                                           {2065, Grade::Good}}
                                << 0.90 << 36500 << 3292.27959569951 << 2.07686877074601 << 3292;
    QTest::newRow("Good run 8") << Reviews{{0, Grade::Good},    {2, Grade::Good},
                                           {13, Grade::Good},   {59, Grade::Good},
                                           {222, Grade::Good},  {719, Grade::Good},
                                           {2065, Grade::Good}, {5357, Grade::Good}}
                                << 0.90 << 36500 << 7397.83052906562 << 2.0700202712721 << 7398;
    // lapses after long intervals; the second relearnt the next day, then on schedule
    QTest::newRow("lapse after 497 days")
        << Reviews{{0, Grade::Good},  {2, Grade::Good},   {13, Grade::Good},
                   {59, Grade::Good}, {222, Grade::Good}, {719, Grade::Again}}
        << 0.90 << 36500 << 6.8861893974456 << 7.38545788412907 << 7;
    QTest::newRow("lapse after 3292 days")
        << Reviews{{0, Grade::Good},    {2, Grade::Good},    {13, Grade::Good},
                   {59, Grade::Good},   {222, Grade::Good},  {719, Grade::Good},
                   {2065, Grade::Good}, {5357, Grade::Again}}
        << 0.90 << 36500 << 12.3932281860578 << 7.38094901153341 << 12;
    QTest::newRow("relearnt the next day")
        << Reviews{{0, Grade::Good},    {2, Grade::Good},     {13, Grade::Good},
                   {59, Grade::Good},   {222, Grade::Good},   {719, Grade::Good},
                   {2065, Grade::Good}, {5357, Grade::Again}, {5358, Grade::Good}}
        << 0.90 << 36500 << 14.1828822930037 << 7.36879643181871 << 14;
    QTest::newRow("after a lapse, Good on schedule")
        << Reviews{{0, Grade::Good},    {2, Grade::Good},     {13, Grade::Good},
                   {59, Grade::Good},   {222, Grade::Good},   {719, Grade::Good},
                   {2065, Grade::Good}, {5357, Grade::Again}, {5358, Grade::Good},
                   {5372, Grade::Good}}
        << 0.90 << 36500 << 31.855275415649 << 7.35665600468373 << 32;
    QTest::newRow("after a lapse, Good on schedule twice")
        << Reviews{{0, Grade::Good},    {2, Grade::Good},     {13, Grade::Good},
                   {59, Grade::Good},   {222, Grade::Good},   {719, Grade::Good},
                   {2065, Grade::Good}, {5357, Grade::Again}, {5358, Grade::Good},
                   {5372, Grade::Good}, {5404, Grade::Good}}
        << 0.90 << 36500 << 67.0969521658721 << 7.34452771797589 << 67;
    // Hard and Easy
    QTest::newRow("Hard run") << Reviews{{0, Grade::Hard},
                                         {1, Grade::Hard},
                                         {4, Grade::Hard},
                                         {11, Grade::Hard}}
                              << 0.90 << 36500 << 11.9164323576128 << 8.53896785020545 << 12;
    QTest::newRow("Easy run") << Reviews{{0, Grade::Easy},
                                         {8, Grade::Easy},
                                         {74, Grade::Easy},
                                         {471, Grade::Easy}}
                              << 0.90 << 36500 << 1874.91695540745 << 1.0 << 1875;
    QTest::newRow("Hard, Good, Easy")
        << Reviews{{0, Grade::Hard}, {1, Grade::Good}, {6, Grade::Easy}} << 0.90 << 36500
        << 27.0306343183255 << 3.45092779030046 << 27;
    // same-day (short-term) reviews
    QTest::newRow("Again then Good same day")
        << Reviews{{0, Grade::Again}, {0, Grade::Good}} << 0.90 << 36500 << 0.246689187775673
        << 6.40211506929684 << 1;
    QTest::newRow("Good then Good same day") << Reviews{{0, Grade::Good}, {0, Grade::Good}} << 0.90
                                             << 36500 << 2.3065 << 2.11121423578539 << 2;
    QTest::newRow("Good then Again same day")
        << Reviews{{0, Grade::Good}, {0, Grade::Again}} << 0.90 << 36500 << 0.775083982855898
        << 7.39450274127972 << 1;
    QTest::newRow("Good then Easy same day") << Reviews{{0, Grade::Good}, {0, Grade::Easy}} << 0.90
                                             << 36500 << 3.94605406796948 << 1.0 << 4;
    QTest::newRow("Again, Hard, Good same day")
        << Reviews{{0, Grade::Again}, {0, Grade::Hard}, {0, Grade::Good}} << 0.90 << 36500
        << 0.246689187775673 << 7.5918339286046 << 1;
    // reviewed early, overdue, and a lapse that must not raise stability
    QTest::newRow("Good, early Good") << Reviews{{0, Grade::Good}, {1, Grade::Good}} << 0.90
                                      << 36500 << 7.31530074407728 << 2.11121423578539 << 7;
    QTest::newRow("Good, Good 30 days late") << Reviews{{0, Grade::Good}, {33, Grade::Good}} << 0.90
                                             << 36500 << 38.5143243229832 << 2.11121423578539 << 39;
    QTest::newRow("overdue lapse capped at S/e^(w17 w18)")
        << Reviews{{0, Grade::Again}, {30, Grade::Again}} << 0.90 << 36500 << 0.165234482648232
        << 8.80630446885684 << 1;
    QTest::newRow("Good then Hard same day keeps S")
        << Reviews{{0, Grade::Good}, {0, Grade::Hard}} << 0.90 << 36500 << 2.3065
        << 4.75285848853256 << 2;
    // desired retention and the maximum interval
    QTest::newRow("Good run 5 at 0.70")
        << Reviews{{0, Grade::Good},
                   {21, Grade::Good},
                   {331, Grade::Good},
                   {3333, Grade::Good},
                   {24222, Grade::Good}}
        << 0.70 << 36500 << 11955.972518809 << 2.09058634262053 << 36500;
    QTest::newRow("Good run 5 at 0.80")
        << Reviews{{0, Grade::Good},
                   {8, Grade::Good},
                   {83, Grade::Good},
                   {604, Grade::Good},
                   {3366, Grade::Good}}
        << 0.80 << 36500 << 3546.71338556944 << 2.09058634262053 << 11761;
    QTest::newRow("Good run 5 at 0.97")
        << Reviews{{0, Grade::Good},
                   {1, Grade::Good},
                   {3, Grade::Good},
                   {7, Grade::Good},
                   {14, Grade::Good}}
        << 0.97 << 36500 << 56.4882983269728 << 2.09058634262053 << 13;
    QTest::newRow("Easy run capped at 60 days")
        << Reviews{{0, Grade::Easy}, {8, Grade::Easy}, {68, Grade::Easy}} << 0.90 << 60
        << 374.764992571817 << 1.0 << 60;
}

void TestFsrs::reference()
{
    QFETCH(Reviews, reviews);
    QFETCH(double, retention);
    QFETCH(int, maximumInterval);
    QFETCH(double, stability);
    QFETCH(double, difficulty);
    QFETCH(int, interval);

    const Fsrs fsrs;
    MemoryState memory = fsrs.firstReview(reviews.first().grade);
    for (qsizetype i = 1; i < reviews.size(); ++i)
        memory = fsrs.review(memory, reviews[i].day - reviews[i - 1].day, reviews[i].grade);
    QVERIFY2(relativelyClose(memory.stability, stability),
             qPrintable(mismatch("stability", memory.stability, stability)));
    QVERIFY2(relativelyClose(memory.difficulty, difficulty),
             qPrintable(mismatch("difficulty", memory.difficulty, difficulty)));
    QCOMPARE(fsrs.intervalDays(memory.stability, retention, maximumInterval), interval);

    // The same reviews as a log, each at noon UTC, replayed by a deck.
    const QDateTime firstNoon(QDate(2026, 1, 5), QTime(12, 0), QTimeZone::utc());
    ReviewSettings settings;
    settings.setDesiredRetention(retention);
    settings.setMaximumIntervalDays(maximumInterval);
    ReviewDeck deck([firstNoon] { return firstNoon; }, settings);
    QList<ReviewLogEntry> log;
    for (const DayGrade &review : std::as_const(reviews))
        log.append({u"bank"_s, u"q1"_s, firstNoon.addDays(review.day), review.grade,
                    Confidence::None, false});
    deck.setLog(log);
    const std::optional<ReviewState> state = deck.state({u"bank"_s, u"q1"_s});
    QVERIFY(state);
    QVERIFY2(relativelyClose(state->memory.stability, stability),
             qPrintable(mismatch("deck stability", state->memory.stability, stability)));
    QVERIFY2(relativelyClose(state->memory.difficulty, difficulty),
             qPrintable(mismatch("deck difficulty", state->memory.difficulty, difficulty)));
    QCOMPARE(state->scheduledDays, interval);
    QCOMPARE(state->due, firstNoon.date().addDays(reviews.last().day + interval));
    QCOMPARE(state->reps, int(reviews.size()));
}

void TestFsrs::gradeMapping_data()
{
    QTest::addColumn<bool>("right");
    QTest::addColumn<Confidence>("confidence");
    QTest::addColumn<Grade>("grade");

    // The mapping the README documents.
    QTest::newRow("wrong, guessed") << false << Confidence::Guessed << Grade::Again;
    QTest::newRow("wrong, fairly sure") << false << Confidence::FairlySure << Grade::Again;
    QTest::newRow("wrong, certain") << false << Confidence::Certain << Grade::Again;
    QTest::newRow("wrong, no confidence") << false << Confidence::None << Grade::Again;
    QTest::newRow("right, guessed") << true << Confidence::Guessed << Grade::Hard;
    QTest::newRow("right, fairly sure") << true << Confidence::FairlySure << Grade::Good;
    QTest::newRow("right, certain") << true << Confidence::Certain << Grade::Easy;
    QTest::newRow("right, no confidence") << true << Confidence::None << Grade::Good;
}

void TestFsrs::gradeMapping()
{
    QFETCH(bool, right);
    QFETCH(Confidence, confidence);
    QFETCH(Grade, grade);
    QCOMPARE(gradeForAnswer(right, confidence), grade);
}

void TestFsrs::gradeFromNumber_data()
{
    QTest::addColumn<int>("number");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<Grade>("grade");

    QTest::newRow("0") << 0 << false << Grade::Again;
    QTest::newRow("1") << 1 << true << Grade::Again;
    QTest::newRow("2") << 2 << true << Grade::Hard;
    QTest::newRow("3") << 3 << true << Grade::Good;
    QTest::newRow("4") << 4 << true << Grade::Easy;
    QTest::newRow("5") << 5 << false << Grade::Again;
    QTest::newRow("-1") << -1 << false << Grade::Again;
}

void TestFsrs::gradeFromNumber()
{
    QFETCH(int, number);
    QFETCH(bool, valid);
    QFETCH(Grade, grade);
    const std::optional<Grade> read = ::gradeFromNumber(number);
    QCOMPARE(read.has_value(), valid);
    if (valid)
        QCOMPARE(*read, grade);
}

void TestFsrs::retrievability_data()
{
    QTest::addColumn<double>("elapsedDays");
    QTest::addColumn<double>("stability");
    QTest::addColumn<double>("expected");

    // R(t, S) = (1 + f·t/S)^−w20 with f = 0.9^(−1/w20) − 1, w20 = 0.1542, by hand:
    // t = 0 gives 1; t = S gives 0.9 whatever w20 is; t = k·S/f gives
    // (1 + k)^−0.1542: 2^−0.1542 = 0.898630541, 4^−0.1542 = 0.807536850.
    const double f = std::pow(0.9, -1 / 0.1542) - 1;
    QTest::newRow("just reviewed") << 0.0 << 5.0 << 1.0;
    QTest::newRow("t = S") << 7.0 << 7.0 << 0.9;
    QTest::newRow("t = S, long") << 365.0 << 365.0 << 0.9;
    QTest::newRow("k = 1") << 2.0 / f << 2.0 << 0.8986305413;
    QTest::newRow("k = 3") << 3 * 10.0 / f << 10.0 << 0.8075368498;
}

void TestFsrs::retrievability()
{
    QFETCH(double, elapsedDays);
    QFETCH(double, stability);
    QFETCH(double, expected);
    const double r = Fsrs().retrievability(elapsedDays, stability);
    QVERIFY2(std::abs(r - expected) <= 1e-9, qPrintable(mismatch("R", r, expected)));
}

void TestFsrs::intervalRounding_data()
{
    QTest::addColumn<double>("stability");
    QTest::addColumn<double>("retention");
    QTest::addColumn<int>("maximum");
    QTest::addColumn<int>("days");

    // At r = 0.9 the ideal interval is S itself (r^(−1/w20) − 1 = f); at r = 0.5
    // it is S/f·(0.5^(−1/0.1542) − 1) = 90.3545·S, f = 0.980346. Rounded to the
    // nearest day, within 1..maximum.
    QTest::newRow("2.51 rounds up") << 2.51 << 0.9 << 36500 << 3;
    QTest::newRow("2.49 rounds down") << 2.49 << 0.9 << 36500 << 2;
    QTest::newRow("under a day is one day") << 0.2 << 0.9 << 36500 << 1;
    QTest::newRow("minimum stability") << Fsrs::minimumStability << 0.9 << 36500 << 1;
    QTest::newRow("r = 0.5") << 19.0 << 0.5 << 36500 << 1717;
    QTest::newRow("capped at the maximum") << 40000.0 << 0.9 << 36500 << 36500;
    QTest::newRow("small maximum") << 100.0 << 0.9 << 30 << 30;
    QTest::newRow("maximum below one day") << 100.0 << 0.9 << 0 << 1;
    QTest::newRow("NaN stability") << std::numeric_limits<double>::quiet_NaN() << 0.9 << 36500 << 1;
}

void TestFsrs::intervalRounding()
{
    QFETCH(double, stability);
    QFETCH(double, retention);
    QFETCH(int, maximum);
    QFETCH(int, days);
    QCOMPARE(Fsrs().intervalDays(stability, retention, maximum), days);
}

void TestFsrs::difficultyStaysWithinRange()
{
    // Again pushes D up by w6·2·(10 − D)/9, Easy down by w6·(10 − D)/9 and mean
    // reversion pulls it toward the unclamped D0(4) ≈ −4.77: neither may leave 1..10.
    const Fsrs fsrs;
    double hardest = fsrs.initialDifficulty(Grade::Again);
    double easiest = fsrs.initialDifficulty(Grade::Easy);
    for (int i = 0; i < 200; ++i) {
        hardest = fsrs.nextDifficulty(hardest, Grade::Again);
        easiest = fsrs.nextDifficulty(easiest, Grade::Easy);
        QVERIFY(hardest <= 10 && hardest >= 1);
        QVERIFY(easiest <= 10 && easiest >= 1);
    }
    // At D = 10 damping leaves nothing to add; only mean reversion moves it:
    // w7·D0(4) + (1 − w7)·10 with the unclamped D0(4) = w4 − e^(3·w5) + 1.
    const double initialEasy = 6.4133 - std::exp(3 * 0.8334) + 1;
    const double expected = 0.001 * initialEasy + (1 - 0.001) * 10;
    QVERIFY2(relativelyClose(fsrs.nextDifficulty(10, Grade::Again), expected),
             qPrintable(mismatch("D", fsrs.nextDifficulty(10, Grade::Again), expected)));
}

void TestFsrs::fsrsRsVectors()
{
    // fsrs-rs src/model_v6.rs, its unit tests on the default parameters (float32
    // there, so within 1e-5 relative here).
    const auto close = [](double actual, double expected) {
        return std::abs(actual - expected) <= 1e-5 * std::abs(expected);
    };
    const Fsrs fsrs;
    // test_next_difficulty: D = 5 and ratings 1..4, after mean reversion.
    const double difficulties[] = {8.341763, 6.6659956, 4.990228, 3.3144615};
    for (int g = 1; g <= 4; ++g)
        QVERIFY2(close(fsrs.nextDifficulty(5, Grade(g)), difficulties[g - 1]),
                 qPrintable(mismatch("D", fsrs.nextDifficulty(5, Grade(g)), difficulties[g - 1])));
    // test_next_stability: S = 5, D = 1..4, R = 0.9..0.6, ratings 1..4; the
    // model's next stability is the lapse's for rating 1, and the same-day one
    // keeps S for Hard and Good.
    const double next[] = {1.0525396, 28.226582, 58.656002, 127.226685};
    const double sameDay[] = {1.596818, 5.0, 5.0, 8.12961};
    for (int g = 1; g <= 4; ++g) {
        const double d = g;
        const double r = 1.0 - 0.1 * g;
        const double s = g == 1 ? fsrs.forgetStability(5, d, r)
                                : fsrs.recallStability(5, d, r, Grade(g));
        QVERIFY2(close(s, next[g - 1]), qPrintable(mismatch("S'", s, next[g - 1])));
        const double shortTerm = fsrs.shortTermStability(5, Grade(g));
        QVERIFY2(close(shortTerm, sameDay[g - 1]),
                 qPrintable(mismatch("S'_s", shortTerm, sameDay[g - 1])));
    }
    // test_forward: first reviews rated 1, 2, 3, 4, 1, 2, then the same rating
    // again 1, 1, 1, 1, 2, 2 days later.
    const int elapsed[] = {1, 1, 1, 1, 2, 2};
    const int grades[] = {1, 2, 3, 4, 1, 2};
    const double stabilities[] = {0.10088589, 3.2494123, 7.3153, 18.014914, 0.112798266, 4.4694576};
    const double forwardDifficulties[] = {8.806304, 6.7404594, 2.1112142, 1.0, 8.806304, 6.7404594};
    for (int i = 0; i < 6; ++i) {
        const MemoryState memory = fsrs.review(fsrs.firstReview(Grade(grades[i])), elapsed[i],
                                               Grade(grades[i]));
        QVERIFY2(close(memory.stability, stabilities[i]),
                 qPrintable(mismatch("S", memory.stability, stabilities[i])));
        QVERIFY2(close(memory.difficulty, forwardDifficulties[i]),
                 qPrintable(mismatch("D", memory.difficulty, forwardDifficulties[i])));
    }
    // test_next_interval_scalar_is_fractional: at r = 0.9 the interval is S.
    QVERIFY(close(fsrs.idealInterval(121.01552, 0.9), 121.01551));
}

void TestFsrs::clipping()
{
    // The ranges of fsrs-rs parameter_clipper_v6.rs, one relearning step or none
    // (w17, w18 within 0..2) and short-term training on (w19 from 0.01).
    Fsrs::Parameters wild;
    wild.fill(1000);
    const Fsrs::Parameters high = Fsrs::clipped(wild);
    const Fsrs::Parameters expectedHigh{100, 100,  100, 100, 10, 4, 4, 0.75, 4.5, 0.8, 3.5,
                                        5,   0.25, 0.9, 4,   1,  6, 2, 2,    0.8, 0.8};
    QCOMPARE(high, expectedHigh);
    wild.fill(-1000);
    const Fsrs::Parameters low = Fsrs::clipped(wild);
    const Fsrs::Parameters expectedLow{0.001, 0.001, 0.001, 0.001, 1,     0.001, 0.001,
                                       0.001, 0,     0,     0.001, 0.001, 0.001, 0.001,
                                       0,     0,     1,     0,     0,     0.01,  0.1};
    QCOMPARE(low, expectedLow);
    // The defaults lie within their own bounds; NaN becomes the default.
    QCOMPARE(Fsrs::clipped(Fsrs::defaultParameters), Fsrs::defaultParameters);
    Fsrs::Parameters broken = Fsrs::defaultParameters;
    broken[20] = std::numeric_limits<double>::quiet_NaN();
    QCOMPARE(Fsrs::clipped(broken), Fsrs::defaultParameters);
}

QTEST_GUILESS_MAIN(TestFsrs)
#include "tst_fsrs.moc"
