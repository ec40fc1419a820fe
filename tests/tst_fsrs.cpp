// FSRS-5 against reference figures and the grade mapping.
//
// The reference rows of reference_data() are the output of
//     python3 tests/tools/fsrs5_reference.py
// pasted unchanged (then clang-formatted). That script writes the published FSRS-5
// formulas out again in Python, separately from app/core/fsrs.cpp, and checks
// itself first against the figures fsrs-rs's own unit tests give for the default
// parameters. Each row is a review sequence (day counted from the first review,
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
    QTest::newRow("first Again") << Reviews{{0, Grade::Again}} << 0.90 << 36500 << 0.40255 << 7.1949
                                 << 1;
    QTest::newRow("first Hard") << Reviews{{0, Grade::Hard}} << 0.90 << 36500 << 1.18385
                                << 6.48830526847145 << 1;
    QTest::newRow("first Good") << Reviews{{0, Grade::Good}} << 0.90 << 36500 << 3.173
                                << 5.282434422319 << 3;
    QTest::newRow("first Easy") << Reviews{{0, Grade::Easy}} << 0.90 << 36500 << 15.69105
                                << 3.22450158937137 << 16;
    // a run of Good, each on its scheduled day
    QTest::newRow("Good run 2") << Reviews{{0, Grade::Good}, {3, Grade::Good}} << 0.90 << 36500
                                << 10.7389258461316 << 5.27296793128745 << 11;
    QTest::newRow("Good run 3") << Reviews{{0, Grade::Good}, {3, Grade::Good}, {14, Grade::Good}}
                                << 0.90 << 36500 << 34.5776235006053 << 5.26354498611463 << 35;
    QTest::newRow("Good run 4") << Reviews{{0, Grade::Good},
                                           {3, Grade::Good},
                                           {14, Grade::Good},
                                           {49, Grade::Good}}
                                << 0.90 << 36500 << 100.748312851865 << 5.25416538648961 << 101;
    QTest::newRow("Good run 5") << Reviews{{0, Grade::Good},
                                           {3, Grade::Good},
                                           {14, Grade::Good},
                                           {49, Grade::Good},
                                           {150, Grade::Good}}
                                << 0.90 << 36500 << 269.283835151312 << 5.24482893302287 << 269;
    QTest::newRow("Good run 6") << Reviews{{0, Grade::Good},   {3, Grade::Good},
                                           {14, Grade::Good},  {49, Grade::Good},
                                           {150, Grade::Good}, {419, Grade::Good}}
                                << 0.90 << 36500 << 669.309326136791 << 5.23553542724207 << 669;
    QTest::newRow("Good run 7") << Reviews{{0, Grade::Good},   {3, Grade::Good},
                                           {14, Grade::Good},  {49, Grade::Good},
                                           {150, Grade::Good}, {419, Grade::Good},
                                           {1088, Grade::Good}}
                                << 0.90 << 36500 << 1563.23765404024 << 5.22628467158787 << 1563;
    QTest::newRow("Good run 8") << Reviews{{0, Grade::Good},    {3, Grade::Good},
                                           {14, Grade::Good},   {49, Grade::Good},
                                           {150, Grade::Good},  {419, Grade::Good},
                                           {1088, Grade::Good}, {2651, Grade::Good}}
                                << 0.90 << 36500 << 3453.86238257568 << 5.21707646940967 << 3454;
    // lapses after long intervals; the second relearnt the next day, then on schedule
    QTest::newRow("lapse after 269 days")
        << Reviews{{0, Grade::Good},  {3, Grade::Good},   {14, Grade::Good},
                   {49, Grade::Good}, {150, Grade::Good}, {419, Grade::Again}}
        << 0.90 << 36500 << 8.61241739761598 << 6.77164817120048 << 9;
    QTest::newRow("lapse after 1563 days")
        << Reviews{{0, Grade::Good},    {3, Grade::Good},    {14, Grade::Good},
                   {49, Grade::Good},   {150, Grade::Good},  {419, Grade::Good},
                   {1088, Grade::Good}, {2651, Grade::Again}}
        << 0.90 << 36500 << 15.8741164779819 << 6.75917976048328 << 16;
    QTest::newRow("relearnt the next day")
        << Reviews{{0, Grade::Good},    {3, Grade::Good},     {14, Grade::Good},
                   {49, Grade::Good},   {150, Grade::Good},   {419, Grade::Good},
                   {1088, Grade::Good}, {2651, Grade::Again}, {2652, Grade::Good}}
        << 0.90 << 36500 << 17.5723414333324 << 6.74292024089617 << 18;
    QTest::newRow("after a lapse, Good on schedule")
        << Reviews{{0, Grade::Good},    {3, Grade::Good},     {14, Grade::Good},
                   {49, Grade::Good},   {150, Grade::Good},   {419, Grade::Good},
                   {1088, Grade::Good}, {2651, Grade::Again}, {2652, Grade::Good},
                   {2670, Grade::Good}}
        << 0.90 << 36500 << 44.9155971371281 << 6.72673551509915 << 45;
    QTest::newRow("after a lapse, Good on schedule twice")
        << Reviews{{0, Grade::Good},    {3, Grade::Good},     {14, Grade::Good},
                   {49, Grade::Good},   {150, Grade::Good},   {419, Grade::Good},
                   {1088, Grade::Good}, {2651, Grade::Again}, {2652, Grade::Good},
                   {2670, Grade::Good}, {2715, Grade::Good}}
        << 0.90 << 36500 << 106.410129696203 << 6.71062523904081 << 106;
    // Hard and Easy
    QTest::newRow("Hard run") << Reviews{{0, Grade::Hard},
                                         {1, Grade::Hard},
                                         {3, Grade::Hard},
                                         {6, Grade::Hard}}
                              << 0.90 << 36500 << 3.63363400037807 << 7.88493954223009 << 4;
    QTest::newRow("Easy run") << Reviews{{0, Grade::Easy},
                                         {16, Grade::Easy},
                                         {166, Grade::Easy},
                                         {1418, Grade::Easy}}
                              << 0.90 << 36500 << 9304.57470981189 << 1.0 << 9305;
    QTest::newRow("Hard, Good, Easy")
        << Reviews{{0, Grade::Hard}, {1, Grade::Good}, {4, Grade::Easy}} << 0.90 << 36500
        << 21.3151137162141 << 5.88871257723997 << 21;
    // same-day (short-term) reviews
    QTest::newRow("Again then Good same day")
        << Reviews{{0, Grade::Again}, {0, Grade::Good}} << 0.90 << 36500 << 0.566698302492597
        << 7.17663616731111 << 1;
    QTest::newRow("Good then Good same day") << Reviews{{0, Grade::Good}, {0, Grade::Good}} << 0.90
                                             << 36500 << 4.46685806436222 << 5.27296793128745 << 4;
    QTest::newRow("Good then Again same day")
        << Reviews{{0, Grade::Good}, {0, Grade::Again}} << 0.90 << 36500 << 1.589763507266
        << 6.79693257993299 << 2;
    QTest::newRow("Good then Easy same day") << Reviews{{0, Grade::Good}, {0, Grade::Easy}} << 0.90
                                             << 36500 << 7.48750227739453 << 4.51098560696467 << 7;
    QTest::newRow("Again, Hard, Good same day")
        << Reviews{{0, Grade::Again}, {0, Grade::Hard}, {0, Grade::Good}} << 0.90 << 36500
        << 0.475936681224724 << 7.60945260352055 << 1;
    // reviewed early, overdue, and a lapse that must not raise stability
    QTest::newRow("Good, early Good") << Reviews{{0, Grade::Good}, {1, Grade::Good}} << 0.90
                                      << 36500 << 5.86914182264138 << 5.27296793128745 << 6;
    QTest::newRow("Good, Good 30 days late") << Reviews{{0, Grade::Good}, {33, Grade::Good}} << 0.90
                                             << 36500 << 47.634524869204 << 5.27296793128745 << 48;
    QTest::newRow("overdue lapse capped at S") << Reviews{{0, Grade::Again}, {30, Grade::Again}}
                                               << 0.90 << 36500 << 0.40255 << 8.08279701775911 << 1;
    // desired retention and the maximum interval
    QTest::newRow("Good run 5 at 0.70")
        << Reviews{{0, Grade::Good},
                   {14, Grade::Good},
                   {145, Grade::Good},
                   {1118, Grade::Good},
                   {7017, Grade::Good}}
        << 0.70 << 36500 << 6767.83911135173 << 5.24482893302287 << 30030;
    QTest::newRow("Good run 5 at 0.80")
        << Reviews{{0, Grade::Good},
                   {8, Grade::Good},
                   {57, Grade::Good},
                   {314, Grade::Good},
                   {1467, Grade::Good}}
        << 0.80 << 36500 << 1884.68805979361 << 5.24482893302287 << 4520;
    QTest::newRow("Good run 5 at 0.97")
        << Reviews{{0, Grade::Good},
                   {1, Grade::Good},
                   {3, Grade::Good},
                   {6, Grade::Good},
                   {11, Grade::Good}}
        << 0.97 << 36500 << 28.9780452750951 << 5.24482893302287 << 8;
    QTest::newRow("Easy run capped at 60 days")
        << Reviews{{0, Grade::Easy}, {16, Grade::Easy}, {76, Grade::Easy}} << 0.90 << 60
        << 619.647734837952 << 1.0 << 60;
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
    QCOMPARE(Fsrs::intervalDays(memory.stability, retention, maximumInterval), interval);

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

    // R(t, S) = (1 + 19/81·t/S)^−0.5 by hand: t = 0 gives 1; t = S gives
    // (100/81)^−0.5 = 0.9; t = k·81/19·S gives (1 + k)^−0.5.
    QTest::newRow("just reviewed") << 0.0 << 5.0 << 1.0;
    QTest::newRow("t = S") << 7.0 << 7.0 << 0.9;
    QTest::newRow("t = S, long") << 365.0 << 365.0 << 0.9;
    QTest::newRow("k = 3") << 3 * 81.0 / 19.0 * 2.0 << 2.0 << 0.5;
    QTest::newRow("k = 8") << 8 * 81.0 / 19.0 * 10.0 << 10.0 << 1.0 / 3.0;
}

void TestFsrs::retrievability()
{
    QFETCH(double, elapsedDays);
    QFETCH(double, stability);
    QFETCH(double, expected);
    const double r = Fsrs::retrievability(elapsedDays, stability);
    QVERIFY2(relativelyClose(r, expected), qPrintable(mismatch("R", r, expected)));
}

void TestFsrs::intervalRounding_data()
{
    QTest::addColumn<double>("stability");
    QTest::addColumn<double>("retention");
    QTest::addColumn<int>("maximum");
    QTest::addColumn<int>("days");

    // At r = 0.9 the ideal interval is S itself (r^−2 − 1 = 19/81); at r = 0.5 it
    // is S·81/19·3. Rounded to the nearest day, within 1..maximum.
    QTest::newRow("2.51 rounds up") << 2.51 << 0.9 << 36500 << 3;
    QTest::newRow("2.49 rounds down") << 2.49 << 0.9 << 36500 << 2;
    QTest::newRow("under a day is one day") << 0.2 << 0.9 << 36500 << 1;
    QTest::newRow("minimum stability") << Fsrs::minimumStability << 0.9 << 36500 << 1;
    QTest::newRow("r = 0.5") << 19.0 << 0.5 << 36500 << 243;
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
    QCOMPARE(Fsrs::intervalDays(stability, retention, maximum), days);
}

void TestFsrs::difficultyStaysWithinRange()
{
    // Again pushes D up by w6·2·(10 − D)/9, Easy down by w6·(10 − D)/9 and mean
    // reversion pulls it toward D0(4) ≈ 3.22: neither may leave 1..10.
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
    // w7·D0(4) + (1 − w7)·10, D0(4) = 3.22450158937137 (the "first Easy" row).
    const double expected = 0.0046 * 3.22450158937137 + (1 - 0.0046) * 10;
    QVERIFY2(relativelyClose(fsrs.nextDifficulty(10, Grade::Again), expected),
             qPrintable(mismatch("D", fsrs.nextDifficulty(10, Grade::Again), expected)));
}

QTEST_GUILESS_MAIN(TestFsrs)
#include "tst_fsrs.moc"
