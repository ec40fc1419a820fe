// The review statistics: the calendar of reviews per study day, the streak,
// retention per week and month for items of short and long stability, what
// comes due in the next 30 days, and the stability and difficulty histograms.
// Every log is written by hand, in UTC with the clock in UTC, and every
// expected number is counted by hand in the comment beside it. Where a review's
// class depends on the stability the model gave the item before it, the test
// asks a ReviewDeck replaying the log up to that review (the model's own
// answer, not this code's) and checks the class holds.
#include "core/reviewstatistics.h"

#include <QTest>
#include <QTimeZone>

using namespace Qt::StringLiterals;

namespace {
QDateTime utc(int year, int month, int day, int hour, int minute = 0)
{
    return QDateTime(QDate(year, month, day), QTime(hour, minute), QTimeZone::utc());
}

ReviewLogEntry entry(const QString &question, const QDateTime &time, Grade grade,
                     bool fromQuiz = false)
{
    return {u"bank"_s, question, time, grade, Confidence::None, fromQuiz};
}

ReviewItemKey key(const QString &question)
{
    return {u"bank"_s, question};
}

QSet<ReviewItemKey> keys(const QStringList &questions)
{
    QSet<ReviewItemKey> set;
    for (const QString &question : questions)
        set.insert(key(question));
    return set;
}

// Now: Tuesday 10 March 2026, noon UTC; the day starts at 4 a.m.
const QDateTime now = utc(2026, 3, 10, 12);

ReviewStatistics statisticsOf(const QList<ReviewLogEntry> &log, const QSet<ReviewItemKey> &known,
                              const QDateTime &at = now)
{
    ReviewDeck deck([at] { return at; });
    deck.setLog(log);
    return ReviewStatistics::of(deck, known);
}

// The stability the deck gives the item after the first `count` entries of log.
double stabilityAfter(const QList<ReviewLogEntry> &log, qsizetype count, const QString &question)
{
    ReviewDeck deck([] { return now; });
    deck.setLog(log.first(count));
    return deck.state(key(question))->memory.stability;
}

const RetentionPeriod *periodStarting(const QList<RetentionPeriod> &periods, const QDate &start)
{
    for (const RetentionPeriod &period : periods) {
        if (period.start == start)
            return &period;
    }
    return nullptr;
}
} // namespace

class TestReviewStatistics : public QObject
{
    Q_OBJECT

private slots:
    void calendarCountsEachStudyDay();
    void streakRunsToYesterdayOrToday();
    void periodsCoverTheCalendar();
    void retentionByStabilityClass();
    void upcomingAndHistograms();
    void binEdges();
    void emptyLog();
    void daysFollowTheLog();
};

void TestReviewStatistics::calendarCountsEachStudyDay()
{
    const QList<ReviewLogEntry> log{
        // 10 March 2025: the day before the calendar's first (10 March 2026
        // less 364 days is 11 March 2025), so left out.
        entry(u"q3"_s, utc(2025, 3, 10, 12), Grade::Good),
        entry(u"q3"_s, utc(2026, 1, 1, 9), Grade::Good),
        entry(u"q3"_s, utc(2026, 1, 2, 9), Grade::Good),
        entry(u"q3"_s, utc(2026, 1, 3, 9), Grade::Good, true),
        entry(u"q1"_s, utc(2026, 3, 8, 10), Grade::Good),
        entry(u"q1"_s, utc(2026, 3, 8, 11), Grade::Good),
        entry(u"q2"_s, utc(2026, 3, 8, 12), Grade::Again),
        // 2 a.m. on 9 March is before the day starts: study day 8 March.
        entry(u"q2"_s, utc(2026, 3, 9, 2), Grade::Good),
        entry(u"q1"_s, utc(2026, 3, 9, 10), Grade::Good),
    };
    const ReviewStatistics statistics = statisticsOf(log, keys({u"q1"_s, u"q2"_s, u"q3"_s}));
    QCOMPARE(statistics.today, QDate(2026, 3, 10));
    QCOMPARE(statistics.calendarStart(), QDate(2025, 3, 11));
    QCOMPARE(statistics.reviewsPerDay.size(), 365);
    // 8 March: 10:00, 11:00, 12:00 and 2:00 the next night.
    QCOMPARE(statistics.reviewsOn(QDate(2026, 3, 8)), 4);
    QCOMPARE(statistics.reviewsOn(QDate(2026, 3, 9)), 1);
    QCOMPARE(statistics.reviewsOn(QDate(2026, 3, 10)), 0);
    QCOMPARE(statistics.reviewsPerDay.constLast(), 0); // today
    QCOMPARE(statistics.reviewsOn(QDate(2026, 1, 1)), 1);
    QCOMPARE(statistics.reviewsOn(QDate(2026, 1, 3)), 1); // a quiz answer counts
    QCOMPARE(statistics.reviewsOn(QDate(2025, 3, 10)), 0); // outside the calendar
    QCOMPARE(statistics.reviewsPerDay.constFirst(), 0); // 11 March 2025
    // 1 + 1 + 1 in January, 4 + 1 in March; the review of 2025 is outside.
    QCOMPARE(statistics.reviewsInCalendar, 8);
    // 1, 2, 3 January, 8 and 9 March.
    QCOMPARE(statistics.daysStudied, 5);
}

void TestReviewStatistics::streakRunsToYesterdayOrToday()
{
    const QList<ReviewLogEntry> log{
        entry(u"q1"_s, utc(2026, 1, 1, 9), Grade::Good),
        entry(u"q1"_s, utc(2026, 1, 2, 9), Grade::Good),
        entry(u"q1"_s, utc(2026, 1, 3, 9), Grade::Good),
        entry(u"q1"_s, utc(2026, 3, 8, 9), Grade::Good),
        entry(u"q1"_s, utc(2026, 3, 9, 9), Grade::Good),
    };
    // Today (10 March) has no review yet: 8 and 9 March make the streak; the
    // longest run is 1–3 January.
    ReviewStatistics statistics = statisticsOf(log, {});
    QCOMPARE(statistics.currentStreak, 2);
    QCOMPARE(statistics.longestStreak, 3);

    // A review today: 8, 9 and 10 March.
    QList<ReviewLogEntry> withToday = log;
    withToday.append(entry(u"q1"_s, utc(2026, 3, 10, 5), Grade::Good));
    statistics = statisticsOf(withToday, {});
    QCOMPARE(statistics.currentStreak, 3);
    QCOMPARE(statistics.longestStreak, 3);

    // Two days on (12 March at noon), with none on 10 and 11 March: no streak.
    statistics = statisticsOf(log, {}, utc(2026, 3, 12, 12));
    QCOMPARE(statistics.currentStreak, 0);
    QCOMPARE(statistics.longestStreak, 3);

    // On 11 March before 4 a.m. the study day is still 10 March: 8 and 9 March
    // still run up to "yesterday".
    statistics = statisticsOf(log, {}, utc(2026, 3, 11, 3));
    QCOMPARE(statistics.today, QDate(2026, 3, 10));
    QCOMPARE(statistics.currentStreak, 2);
}

void TestReviewStatistics::periodsCoverTheCalendar()
{
    const ReviewStatistics statistics = statisticsOf({}, {});
    // The calendar runs from Tuesday 11 March 2025 to Tuesday 10 March 2026:
    // weeks from Monday 10 March 2025 to Monday 9 March 2026, 364 days apart,
    // so 52 weeks on from the first: 53 weeks.
    QCOMPARE(statistics.weeks.size(), 53);
    QCOMPARE(statistics.weeks.constFirst().start, QDate(2025, 3, 10));
    QCOMPARE(statistics.weeks.constLast().start, QDate(2026, 3, 9));
    // March 2025 to March 2026: 13 months.
    QCOMPARE(statistics.months.size(), 13);
    QCOMPARE(statistics.months.constFirst().start, QDate(2025, 3, 1));
    QCOMPARE(statistics.months.constLast().start, QDate(2026, 3, 1));
}

void TestReviewStatistics::retentionByStabilityClass()
{
    const QList<ReviewLogEntry> log{
        // q3 and q4: Easy on 1 December 2025 (stability w3 = 8.2956 days),
        // Easy on 10 December, Easy on 10 January.
        entry(u"q3"_s, utc(2025, 12, 1, 9), Grade::Easy), // 0
        entry(u"q4"_s, utc(2025, 12, 1, 9, 5), Grade::Easy), // 1
        entry(u"q3"_s, utc(2025, 12, 10, 9), Grade::Easy), // 2
        entry(u"q4"_s, utc(2025, 12, 10, 9, 5), Grade::Easy), // 3
        entry(u"q3"_s, utc(2026, 1, 10, 9), Grade::Easy), // 4
        entry(u"q4"_s, utc(2026, 1, 10, 9, 5), Grade::Easy), // 5
        // Week of Monday 2 March: q1 and q2 first seen, Good (stability
        // w2 = 2.3065 days).
        entry(u"q1"_s, utc(2026, 3, 2, 9), Grade::Good), // 6
        entry(u"q2"_s, utc(2026, 3, 2, 9, 5), Grade::Good), // 7
        entry(u"q1"_s, utc(2026, 3, 4, 9), Grade::Again), // 8: young, forgotten
        entry(u"q1"_s, utc(2026, 3, 4, 9, 10), Grade::Good), // 9: same day, not counted
        entry(u"q1"_s, utc(2026, 3, 5, 9), Grade::Good), // 10: young, recalled
        entry(u"q2"_s, utc(2026, 3, 6, 9), Grade::Hard, true), // 11: young, recalled
        // Week of Monday 9 March.
        entry(u"q3"_s, utc(2026, 3, 9, 9), Grade::Good), // 12: mature, recalled
        entry(u"q4"_s, utc(2026, 3, 9, 9, 5), Grade::Again), // 13: mature, forgotten
    };
    // The classes as the deck's model has them before each counted review.
    QVERIFY(stabilityAfter(log, 2, u"q3"_s) < 21); // before entry 2
    QVERIFY(stabilityAfter(log, 4, u"q3"_s) >= 21); // before entry 4
    QVERIFY(stabilityAfter(log, 5, u"q4"_s) >= 21); // before entry 5
    QVERIFY(stabilityAfter(log, 8, u"q1"_s) < 21);
    QVERIFY(stabilityAfter(log, 10, u"q1"_s) < 21);
    QVERIFY(stabilityAfter(log, 11, u"q2"_s) < 21);
    QVERIFY(stabilityAfter(log, 12, u"q3"_s) >= 21);
    QVERIFY(stabilityAfter(log, 13, u"q4"_s) >= 21);

    const ReviewStatistics statistics = statisticsOf(log, {});
    const RetentionPeriod *march2 = periodStarting(statistics.weeks, QDate(2026, 3, 2));
    QVERIFY(march2);
    // Entries 8, 10, 11: three young reviews, 10 and 11 recalled.
    QCOMPARE(march2->young, (RetentionCount{3, 2}));
    QCOMPARE(march2->mature, (RetentionCount{}));
    const RetentionPeriod *march9 = periodStarting(statistics.weeks, QDate(2026, 3, 9));
    QVERIFY(march9);
    // Entries 12 and 13: two mature reviews, 12 recalled.
    QCOMPARE(march9->young, (RetentionCount{}));
    QCOMPARE(march9->mature, (RetentionCount{2, 1}));
    QCOMPARE(march9->mature.share(), 0.5);

    const RetentionPeriod *december = periodStarting(statistics.months, QDate(2025, 12, 1));
    const RetentionPeriod *january = periodStarting(statistics.months, QDate(2026, 1, 1));
    const RetentionPeriod *february = periodStarting(statistics.months, QDate(2026, 2, 1));
    const RetentionPeriod *march = periodStarting(statistics.months, QDate(2026, 3, 1));
    QVERIFY(december && january && february && march);
    // First reviews (entries 0 and 1) count in no class; entries 2 and 3 are young, recalled.
    QCOMPARE(december->young, (RetentionCount{2, 2}));
    QCOMPARE(december->mature, (RetentionCount{}));
    // Entries 4 and 5: mature, recalled.
    QCOMPARE(january->young, (RetentionCount{}));
    QCOMPARE(january->mature, (RetentionCount{2, 2}));
    QCOMPARE(february->young, (RetentionCount{}));
    QCOMPARE(february->mature, (RetentionCount{}));
    // Both March weeks: young 3 (2 recalled), mature 2 (1 recalled).
    QCOMPARE(march->young, (RetentionCount{3, 2}));
    QCOMPARE(march->mature, (RetentionCount{2, 1}));
    QCOMPARE(statistics.desiredRetention, 0.90);
}

void TestReviewStatistics::upcomingAndHistograms()
{
    // With FSRS-6's defaults and retention 0.9 the interval is the stability
    // rounded (I(0.9, S) = S), at least 1 day. Today is 10 March.
    const QList<ReviewLogEntry> log{
        // Good on 1 March: stability w2 = 2.3065, due 3 March: overdue, today's bar.
        entry(u"old"_s, utc(2026, 3, 1, 9), Grade::Good),
        // Again today: stability w0 = 0.212, interval at least 1: tomorrow.
        entry(u"again"_s, utc(2026, 3, 10, 9), Grade::Again),
        // Good today: 2.3065, 2 days on.
        entry(u"good"_s, utc(2026, 3, 10, 9, 5), Grade::Good),
        // Easy today: w3 = 8.2956, 8 days on.
        entry(u"easy"_s, utc(2026, 3, 10, 9, 10), Grade::Easy),
        // Not in a loaded bank: left out of what is due and the histograms.
        entry(u"gone"_s, utc(2026, 3, 10, 9, 15), Grade::Good),
    };
    const ReviewStatistics statistics = statisticsOf(log, keys({u"old"_s, u"again"_s, u"good"_s,
                                                                u"easy"_s, u"never"_s}));
    QCOMPARE(statistics.upcoming.size(), 30);
    QList<int> expected(30, 0);
    expected[0] = 1; // old
    expected[1] = 1; // again
    expected[2] = 1; // good
    expected[8] = 1; // easy
    QCOMPARE(statistics.upcoming, expected);
    // "never" is known but has no state: four items.
    QCOMPARE(statistics.items, 4);
    // 0.212 under 1 day; 2.3065 twice in 1–3; 8.2956 in 7–21.
    QCOMPARE(statistics.stabilityHistogram, (std::array<int, 7>{1, 2, 0, 1, 0, 0, 0}));
    // D0(G) = w4 − e^(w5·(G−1)) + 1: Again 6.4133 (bin 6–7); Good
    // 7.4133 − e^1.6668 = 7.4133 − 5.2952 = 2.1181 (bin 2–3), twice; Easy
    // 7.4133 − e^2.5002 < 1, so 1 (bin 1–2).
    QCOMPARE(statistics.difficultyHistogram, (std::array<int, 9>{1, 2, 0, 0, 0, 1, 0, 0, 0}));
}

void TestReviewStatistics::binEdges()
{
    // Each bin holds its lower edge: under 1, [1, 3), [3, 7), [7, 21), [21, 90),
    // [90, 365), 365 on.
    QCOMPARE(ReviewStatistics::stabilityBin(0.001), 0);
    QCOMPARE(ReviewStatistics::stabilityBin(0.999), 0);
    QCOMPARE(ReviewStatistics::stabilityBin(1), 1);
    QCOMPARE(ReviewStatistics::stabilityBin(20.99), 3);
    QCOMPARE(ReviewStatistics::stabilityBin(21), 4);
    QCOMPARE(ReviewStatistics::stabilityBin(364.9), 5);
    QCOMPARE(ReviewStatistics::stabilityBin(365), 6);
    QCOMPARE(ReviewStatistics::stabilityBin(36500), 6);
    // [1, 2) … [8, 9), then [9, 10] with 10 in it.
    QCOMPARE(ReviewStatistics::difficultyBin(1), 0);
    QCOMPARE(ReviewStatistics::difficultyBin(1.99), 0);
    QCOMPARE(ReviewStatistics::difficultyBin(2), 1);
    QCOMPARE(ReviewStatistics::difficultyBin(9), 8);
    QCOMPARE(ReviewStatistics::difficultyBin(10), 8);
}

void TestReviewStatistics::emptyLog()
{
    const ReviewStatistics statistics = statisticsOf({}, keys({u"q1"_s}));
    QCOMPARE(statistics.reviewsPerDay, QList<int>(365, 0));
    QCOMPARE(statistics.upcoming, QList<int>(30, 0));
    QCOMPARE(statistics.items, 0);
    QCOMPARE(statistics.currentStreak, 0);
    QCOMPARE(statistics.longestStreak, 0);
    QCOMPARE(statistics.daysStudied, 0);
    QCOMPARE(statistics.reviewsInCalendar, 0);
}

void TestReviewStatistics::daysFollowTheLog()
{
    QDateTime at = now;
    ReviewDeck deck([&at] { return at; });
    // The first two answers took 20 s and 35 s; the third was not timed.
    QList<ReviewLogEntry> log{
        entry(u"q1"_s, utc(2026, 3, 2, 9), Grade::Good),
        entry(u"q2"_s, utc(2026, 3, 2, 9, 5), Grade::Good),
        entry(u"q1"_s, utc(2026, 3, 5, 9), Grade::Good),
    };
    log[0].durationMs = 20000;
    log[1].durationMs = 35000;
    deck.setLog(log);
    const auto days = [&deck] {
        return deck.days();
    };
    const auto replayed = [&deck, &at] {
        ReviewDeck fresh([&at] { return at; }, deck.settings());
        fresh.setLog(deck.log());
        return fresh.days();
    };
    // 2 March: two first reviews, none counted for retention, 55 s; 5 March:
    // q1 three days on, young (stability w2 = 2.3065 before it), recalled.
    QCOMPARE(days().size(), 2);
    QCOMPARE(days().value(QDate(2026, 3, 2)), (ReviewDay{2, {}, {}, 55000}));
    QCOMPARE(days().value(QDate(2026, 3, 5)), (ReviewDay{1, {1, 1}, {}, 0}));

    // Reviews recorded one after another are taken in one by one: q2 forgotten
    // on 9 March (seven days on, young), then q2 again the same day (not counted).
    deck.record(entry(u"q2"_s, utc(2026, 3, 9, 9), Grade::Again));
    ReviewLogEntry again = entry(u"q2"_s, utc(2026, 3, 9, 9, 10), Grade::Good);
    again.durationMs = 7000;
    deck.record(again);
    QCOMPARE(days().value(QDate(2026, 3, 9)), (ReviewDay{2, {1, 0}, {}, 7000}));
    QCOMPARE(days(), replayed());

    // An earlier review put in place (the clock was set back): q2 on 4 March,
    // two days after its first; its review of 9 March is then five days on.
    deck.record(entry(u"q2"_s, utc(2026, 3, 4, 9), Grade::Good));
    QCOMPARE(days().value(QDate(2026, 3, 4)), (ReviewDay{1, {1, 1}, {}, 0}));
    QCOMPARE(days().value(QDate(2026, 3, 9)), (ReviewDay{2, {1, 0}, {}, 7000}));
    QCOMPARE(days(), replayed());

    // The statistics' calendar takes each day's time: 2 March is 8 days before
    // today (10 March), so index 364 − 8 = 356 of the 365.
    const ReviewStatistics statistics = ReviewStatistics::of(deck, {});
    QCOMPARE(statistics.timePerDayMs.size(), 365);
    QCOMPARE(statistics.timePerDayMs.at(356), 55000);
    QCOMPARE(statistics.timeOn(QDate(2026, 3, 9)), 7000);
    QCOMPARE(statistics.timeInCalendarMs, 62000);

    // Days that start at midnight: a review at 2 a.m. on 11 March is that day's,
    // where with the default 4 a.m. start it was 10 March's.
    at = utc(2026, 3, 11, 12);
    deck.record(entry(u"q1"_s, utc(2026, 3, 11, 2), Grade::Good));
    QCOMPARE(days().value(QDate(2026, 3, 10)).reviews, 1);
    ReviewSettings settings = deck.settings();
    settings.setDayStartHour(0);
    deck.setSettings(settings);
    QCOMPARE(days().value(QDate(2026, 3, 10)).reviews, 0);
    QCOMPARE(days().value(QDate(2026, 3, 11)).reviews, 1);
}

QTEST_GUILESS_MAIN(TestReviewStatistics)
#include "tst_reviewstatistics.moc"
