// The review deck: study days and their 4 a.m. rollover (daylight-saving changes
// included), replaying the log, what is due and in which order, the daily limit,
// and questions no longer loaded. The clock is fixed in every test and carries
// an explicit time zone, so no result depends on the machine's zone.
// Stabilities quoted here come from tests/tools/fsrs6_reference.py (the rows of
// tst_fsrs named in each comment); dates and counts are worked out by hand.
#include "core/reviewdeck.h"

#include <QTest>
#include <QTimeZone>

#include <cmath>
#include <limits>

using namespace Qt::StringLiterals;

namespace {
// Times in the tests are written in UTC; the clock shows them in its zone.
QDateTime utc(int year, int month, int day, int hour, int minute = 0)
{
    return QDateTime(QDate(year, month, day), QTime(hour, minute), QTimeZone::utc());
}

struct TestClock
{
    QDateTime now;
    QTimeZone zone = QTimeZone::utc();
    Clock clock()
    {
        return [this] {
            return now.toTimeZone(zone);
        };
    }
};

ReviewLogEntry entry(const QString &question, const QDateTime &time, Grade grade,
                     bool fromQuiz = false)
{
    return {u"bank"_s, question, time, grade, Confidence::None, fromQuiz};
}

ReviewItemKey key(const QString &question)
{
    return {u"bank"_s, question};
}

bool relativelyClose(double actual, double expected)
{
    return std::abs(actual - expected) <= 1e-6 * std::abs(expected);
}
} // namespace

class TestReviewDeck : public QObject
{
    Q_OBJECT

private slots:
    void settingsAreClamped_data();
    void settingsAreClamped();
    void studyDay_data();
    void studyDay();
    void studyDayWalk_data();
    void studyDayWalk();
    void nextDayStart_data();
    void nextDayStart();
    void dueAcrossDaylightSaving_data();
    void dueAcrossDaylightSaving();
    void sameStudyDayAcrossMidnight_data();
    void sameStudyDayAcrossMidnight();
    void dueOrderAndDailyLimit();
    void quizAnswersDoNotUseTheDailyLimit();
    void outlookNamesDueLeftTodayAndTheNext();
    void unloadedQuestionsKeepTheirLog();
    void recordOutOfOrderReplays();
    void repsAndLapses();
    void settingsChangeReplays();
};

void TestReviewDeck::settingsAreClamped_data()
{
    QTest::addColumn<double>("retention");
    QTest::addColumn<int>("hour");
    QTest::addColumn<int>("maximumInterval");
    QTest::addColumn<int>("limit");
    QTest::addColumn<double>("expectedRetention");
    QTest::addColumn<int>("expectedHour");
    QTest::addColumn<int>("expectedMaximumInterval");
    QTest::addColumn<int>("expectedLimit");

    QTest::newRow("within range") << 0.85 << 6 << 365 << 50 << 0.85 << 6 << 365 << 50;
    QTest::newRow("lowest") << 0.70 << 0 << 1 << 1 << 0.70 << 0 << 1 << 1;
    QTest::newRow("highest") << 0.97 << 23 << 36500 << 9999 << 0.97 << 23 << 36500 << 9999;
    QTest::newRow("below") << 0.5 << -1 << 0 << 0 << 0.70 << 0 << 1 << 1;
    QTest::newRow("above") << 0.99 << 24 << 100000 << 10000 << 0.97 << 23 << 36500 << 9999;
    QTest::newRow("NaN retention") << std::numeric_limits<double>::quiet_NaN() << 4 << 36500 << 100
                                   << 0.90 << 4 << 36500 << 100;
}

void TestReviewDeck::settingsAreClamped()
{
    QFETCH(double, retention);
    QFETCH(int, hour);
    QFETCH(int, maximumInterval);
    QFETCH(int, limit);
    QFETCH(double, expectedRetention);
    QFETCH(int, expectedHour);
    QFETCH(int, expectedMaximumInterval);
    QFETCH(int, expectedLimit);

    const ReviewSettings defaults;
    QCOMPARE(defaults.desiredRetention(), 0.90);
    QCOMPARE(defaults.dayStartHour(), 4);

    ReviewSettings settings;
    settings.setDesiredRetention(retention);
    settings.setDayStartHour(hour);
    settings.setMaximumIntervalDays(maximumInterval);
    settings.setDailyLimit(limit);
    QCOMPARE(settings.desiredRetention(), expectedRetention);
    QCOMPARE(settings.dayStartHour(), expectedHour);
    QCOMPARE(settings.maximumIntervalDays(), expectedMaximumInterval);
    QCOMPARE(settings.dailyLimit(), expectedLimit);
}

void TestReviewDeck::studyDay_data()
{
    QTest::addColumn<QByteArray>("zone");
    QTest::addColumn<int>("dayStartHour");
    QTest::addColumn<QDateTime>("moment");
    QTest::addColumn<QDate>("day");

    // Europe/London: GMT (UTC+0) until 2026-03-29 01:00 UTC, then BST (UTC+1)
    // until 2026-10-25 01:00 UTC. America/New_York: EST (UTC−5) until 2026-03-08
    // 07:00 UTC (2 a.m. local jumps to 3 a.m.), then EDT (UTC−4).
    const QByteArray london = "Europe/London";
    const QByteArray newYork = "America/New_York";
    QTest::newRow("03:59 GMT is the day before")
        << london << 4 << utc(2026, 1, 15, 3, 59) << QDate(2026, 1, 14);
    QTest::newRow("04:00 GMT starts the day")
        << london << 4 << utc(2026, 1, 15, 4, 0) << QDate(2026, 1, 15);
    QTest::newRow("23:59 GMT") << london << 4 << utc(2026, 1, 15, 23, 59) << QDate(2026, 1, 15);
    QTest::newRow("midnight rollover")
        << london << 0 << utc(2026, 1, 15, 0, 0) << QDate(2026, 1, 15);
    QTest::newRow("rollover at 23:00")
        << london << 23 << utc(2026, 1, 15, 22, 59) << QDate(2026, 1, 14);
    // The night the clocks go forward: 04:00 BST is 03:00 UTC.
    QTest::newRow("spring, 03:59 BST")
        << london << 4 << utc(2026, 3, 29, 2, 59) << QDate(2026, 3, 28);
    QTest::newRow("spring, 04:00 BST")
        << london << 4 << utc(2026, 3, 29, 3, 0) << QDate(2026, 3, 29);
    // The night they go back: 04:00 GMT is 04:00 UTC, 25 hours after the last rollover.
    QTest::newRow("autumn, 03:00 GMT")
        << london << 4 << utc(2026, 10, 25, 3, 0) << QDate(2026, 10, 24);
    QTest::newRow("autumn, 03:59 GMT")
        << london << 4 << utc(2026, 10, 25, 3, 59) << QDate(2026, 10, 24);
    QTest::newRow("autumn, 04:00 GMT")
        << london << 4 << utc(2026, 10, 25, 4, 0) << QDate(2026, 10, 25);
    // With a 1 a.m. rollover the hour 01:00–02:00 happens twice; both are the new day.
    QTest::newRow("autumn, 00:59 BST")
        << london << 1 << utc(2026, 10, 24, 23, 59) << QDate(2026, 10, 24);
    QTest::newRow("autumn, first 01:30 (BST)")
        << london << 1 << utc(2026, 10, 25, 0, 30) << QDate(2026, 10, 25);
    QTest::newRow("autumn, second 01:30 (GMT)")
        << london << 1 << utc(2026, 10, 25, 1, 30) << QDate(2026, 10, 25);
    // A 2 a.m. rollover on the night 2 a.m. does not exist: 01:59 EST is still
    // the day before, the next minute is 03:00 EDT and the new day.
    QTest::newRow("New York spring, 01:59 EST")
        << newYork << 2 << utc(2026, 3, 8, 6, 59) << QDate(2026, 3, 7);
    QTest::newRow("New York spring, 03:00 EDT")
        << newYork << 2 << utc(2026, 3, 8, 7, 0) << QDate(2026, 3, 8);
    QTest::newRow("New York, 04:00 EDT")
        << newYork << 4 << utc(2026, 3, 8, 8, 0) << QDate(2026, 3, 8);
    QTest::newRow("New York, 03:59 EDT")
        << newYork << 4 << utc(2026, 3, 8, 7, 59) << QDate(2026, 3, 7);
}

void TestReviewDeck::studyDay()
{
    QFETCH(QByteArray, zone);
    QFETCH(int, dayStartHour);
    QFETCH(QDateTime, moment);
    QFETCH(QDate, day);

    const QTimeZone timeZone(zone);
    QVERIFY2(timeZone.isValid(), zone.constData());
    QCOMPARE(StudyCalendar(dayStartHour, timeZone).dayOf(moment), day);

    TestClock clock{moment, timeZone};
    ReviewSettings settings;
    settings.setDayStartHour(dayStartHour);
    const ReviewDeck deck(clock.clock(), settings);
    QCOMPARE(deck.today(), day);
}

void TestReviewDeck::studyDayWalk_data()
{
    QTest::addColumn<QByteArray>("zone");
    QTest::addColumn<int>("dayStartHour");
    QTest::addColumn<QDateTime>("from");

    QTest::newRow("London, spring") << QByteArray("Europe/London") << 4 << utc(2026, 3, 27, 0);
    QTest::newRow("London, autumn, 1 a.m.")
        << QByteArray("Europe/London") << 1 << utc(2026, 10, 23, 0);
    QTest::newRow("New York, spring, 2 a.m.")
        << QByteArray("America/New_York") << 2 << utc(2026, 3, 6, 0);
    QTest::newRow("New York, autumn")
        << QByteArray("America/New_York") << 4 << utc(2026, 10, 30, 0);
    QTest::newRow("UTC") << QByteArray("UTC") << 4 << utc(2026, 1, 1, 0);
}

void TestReviewDeck::studyDayWalk()
{
    QFETCH(QByteArray, zone);
    QFETCH(int, dayStartHour);
    QFETCH(QDateTime, from);

    // One calendar asked about every ten minutes of four days across a change,
    // forwards (as a replay does) then backwards, against Qt's own conversion of
    // each moment to wall-clock time in the zone.
    const QTimeZone timeZone(zone);
    QVERIFY2(timeZone.isValid(), zone.constData());
    const StudyCalendar calendar(dayStartHour, timeZone);
    const auto expectedDay = [&](const QDateTime &moment) {
        const QDateTime local = moment.toTimeZone(timeZone);
        return local.time().hour() < dayStartHour ? local.date().addDays(-1) : local.date();
    };
    constexpr int steps = 4 * 24 * 6;
    for (int step = 0; step <= steps; ++step) {
        const QDateTime moment = from.addSecs(qint64(step) * 600);
        QCOMPARE(calendar.dayOf(moment), expectedDay(moment));
    }
    for (int step = steps; step >= 0; --step) {
        const QDateTime moment = from.addSecs(qint64(step) * 600);
        QCOMPARE(calendar.dayOf(moment), expectedDay(moment));
    }
}

void TestReviewDeck::nextDayStart_data()
{
    QTest::addColumn<QByteArray>("zone");
    QTest::addColumn<int>("dayStartHour");
    QTest::addColumn<QDateTime>("now");
    QTest::addColumn<QDateTime>("rollover");
    // The zones' changes as in studyDay_data; each rollover is the first moment
    // that studyDay_data's rules put in the next study day.
    const QByteArray london = "Europe/London";
    const QByteArray newYork = "America/New_York";
    QTest::newRow("noon: 4 a.m. tomorrow")
        << london << 4 << utc(2026, 1, 15, 12) << utc(2026, 1, 16, 4);
    QTest::newRow("3 a.m.: 4 a.m. today")
        << london << 4 << utc(2026, 1, 15, 3) << utc(2026, 1, 15, 4);
    QTest::newRow("at the rollover: the next one")
        << london << 4 << utc(2026, 1, 15, 4) << utc(2026, 1, 16, 4);
    QTest::newRow("midnight rollover")
        << london << 0 << utc(2026, 1, 15, 23, 59) << utc(2026, 1, 16, 0);
    // Clocks forward: 04:00 BST is 03:00 UTC, 23 hours after the last rollover.
    QTest::newRow("spring, 4 a.m.") << london << 4 << utc(2026, 3, 28, 12) << utc(2026, 3, 29, 3);
    // 1 a.m. GMT does not happen: at 01:00 UTC the clocks show 02:00 BST.
    QTest::newRow("spring, skipped 1 a.m.")
        << london << 1 << utc(2026, 3, 28, 12) << utc(2026, 3, 29, 1);
    // Clocks back: 04:00 GMT is 04:00 UTC; 1 a.m. happens twice, the first (BST) counts.
    QTest::newRow("autumn, 4 a.m.") << london << 4 << utc(2026, 10, 24, 12) << utc(2026, 10, 25, 4);
    QTest::newRow("autumn, twice 1 a.m.")
        << london << 1 << utc(2026, 10, 24, 12) << utc(2026, 10, 25, 0);
    // New York: 2 a.m. EST jumps to 3 a.m. EDT at 07:00 UTC.
    QTest::newRow("New York, skipped 2 a.m.")
        << newYork << 2 << utc(2026, 3, 7, 12) << utc(2026, 3, 8, 7);
}

void TestReviewDeck::nextDayStart()
{
    QFETCH(QByteArray, zone);
    QFETCH(int, dayStartHour);
    QFETCH(QDateTime, now);
    QFETCH(QDateTime, rollover);
    const QTimeZone timeZone(zone);
    QVERIFY(timeZone.isValid());
    QCOMPARE(StudyCalendar(dayStartHour, timeZone).nextDayStart(now.toTimeZone(timeZone)).toUTC(),
             rollover);

    TestClock clock{now, timeZone};
    ReviewSettings settings;
    settings.setDayStartHour(dayStartHour);
    const ReviewDeck deck(clock.clock(), settings);
    QCOMPARE(deck.nextDayStart().toUTC(), rollover);
}

void TestReviewDeck::dueAcrossDaylightSaving_data()
{
    QTest::addColumn<QByteArray>("zone");
    QTest::addColumn<int>("dayStartHour");
    QTest::addColumn<QDateTime>("reviewed");
    QTest::addColumn<QDateTime>("now");
    QTest::addColumn<int>("due");

    // A first Again schedules the next study day (interval 1, the "first Again"
    // row of tst_fsrs): due from that day's rollover, whatever the clocks did overnight.
    const QByteArray london = "Europe/London";
    const QDateTime springReview = utc(2026, 3, 28, 10); // 10:00 GMT
    QTest::newRow("spring, 03:59 BST")
        << london << 4 << springReview << utc(2026, 3, 29, 2, 59) << 0;
    QTest::newRow("spring, 04:00 BST, 23 h after the last rollover")
        << london << 4 << springReview << utc(2026, 3, 29, 3, 0) << 1;
    const QDateTime autumnReview = utc(2026, 10, 24, 9); // 10:00 BST
    QTest::newRow("autumn, 03:00 GMT, 24 h after the last rollover")
        << london << 4 << autumnReview << utc(2026, 10, 25, 3, 0) << 0;
    QTest::newRow("autumn, 04:00 GMT")
        << london << 4 << autumnReview << utc(2026, 10, 25, 4, 0) << 1;
    const QDateTime newYorkReview = utc(2026, 3, 7, 15); // 10:00 EST
    QTest::newRow("New York, 01:59 EST")
        << QByteArray("America/New_York") << 2 << newYorkReview << utc(2026, 3, 8, 6, 59) << 0;
    QTest::newRow("New York, 03:00 EDT")
        << QByteArray("America/New_York") << 2 << newYorkReview << utc(2026, 3, 8, 7, 0) << 1;
}

void TestReviewDeck::dueAcrossDaylightSaving()
{
    QFETCH(QByteArray, zone);
    QFETCH(int, dayStartHour);
    QFETCH(QDateTime, reviewed);
    QFETCH(QDateTime, now);
    QFETCH(int, due);

    TestClock clock{now, QTimeZone(zone)};
    QVERIFY2(clock.zone.isValid(), zone.constData());
    ReviewSettings settings;
    settings.setDayStartHour(dayStartHour);
    ReviewDeck deck(clock.clock(), settings);
    deck.record(entry(u"q1"_s, reviewed, Grade::Again));
    QCOMPARE(deck.state(key(u"q1"_s))->scheduledDays, 1);
    const QSet<ReviewItemKey> known{key(u"q1"_s)};
    QCOMPARE(deck.dueCount(known), due);
    QCOMPARE(deck.dueToday(known).size(), due);
}

void TestReviewDeck::sameStudyDayAcrossMidnight_data()
{
    QTest::addColumn<int>("dayStartHour");
    QTest::addColumn<double>("stability");

    // Good at 23:30, Good again at 02:00. With the 4 a.m. rollover both are one
    // study day, a same-day review that keeps S = 2.3065 ("Good then Good same day").
    // With a midnight rollover the second is a day later: S = 7.31530074407728
    // ("Good, early Good").
    QTest::newRow("4 a.m. rollover") << 4 << 2.3065;
    QTest::newRow("midnight rollover") << 0 << 7.31530074407728;
}

void TestReviewDeck::sameStudyDayAcrossMidnight()
{
    QFETCH(int, dayStartHour);
    QFETCH(double, stability);

    TestClock clock{utc(2026, 5, 2, 12), QTimeZone("Europe/London")};
    ReviewSettings settings;
    settings.setDayStartHour(dayStartHour);
    ReviewDeck deck(clock.clock(), settings);
    deck.record(entry(u"q1"_s, utc(2026, 4, 30, 22, 30), Grade::Good)); // 23:30 BST
    deck.record(entry(u"q1"_s, utc(2026, 5, 1, 1, 0), Grade::Good)); // 02:00 BST
    const ReviewState state = *deck.state(key(u"q1"_s));
    QVERIFY2(relativelyClose(state.memory.stability, stability),
             qPrintable(QString::number(state.memory.stability, 'g', 15)));
    QCOMPARE(state.lapses, 0);
    QCOMPARE(state.reps, 2);
}

void TestReviewDeck::dueOrderAndDailyLimit()
{
    // First reviews give intervals of 1 (Again), 1 (Hard), 2 (Good) and 8 (Easy)
    // days ("first …" rows of tst_fsrs). Today is 10 June.
    TestClock clock{utc(2026, 6, 10, 12)};
    ReviewSettings settings;
    settings.setDailyLimit(3);
    ReviewDeck deck(clock.clock(), settings);
    deck.setLog({
        entry(u"a"_s, utc(2026, 6, 1, 9), Grade::Again), // due 2 June
        entry(u"b"_s, utc(2026, 6, 1, 9), Grade::Good), // due 3 June
        entry(u"d"_s, utc(2026, 6, 3, 9), Grade::Easy), // due 11 June: not due
        entry(u"e"_s, utc(2026, 6, 6, 9), Grade::Good), // due 8 June, R(4, 2.3065) ≈ 0.86
        entry(u"f"_s, utc(2026, 6, 6, 9), Grade::Good), // the same as e
        entry(u"g"_s, utc(2026, 6, 7, 9), Grade::Again), // due 8 June, R(3, 0.212) ≈ 0.66
        entry(u"c"_s, utc(2026, 6, 8, 9), Grade::Hard), // due 9 June
    });
    QSet<ReviewItemKey> known;
    for (const QString &id : {u"a"_s, u"b"_s, u"c"_s, u"d"_s, u"e"_s, u"f"_s, u"g"_s})
        known.insert(key(id));

    QCOMPARE(deck.today(), QDate(2026, 6, 10));
    QCOMPARE(deck.dueCount(known), 6);
    QCOMPARE(deck.remainingToday(), 3);
    QCOMPARE(deck.dueToday(known), (QList<ReviewItemKey>{key(u"a"_s), key(u"b"_s), key(u"g"_s)}));

    settings.setDailyLimit(100);
    deck.setSettings(settings);
    // Most overdue first; on 8 June the one more likely forgotten (g), then by id.
    QCOMPARE(deck.dueToday(known), (QList<ReviewItemKey>{key(u"a"_s), key(u"b"_s), key(u"g"_s),
                                                         key(u"e"_s), key(u"f"_s), key(u"c"_s)}));

    // Reviewing a today uses one of the day's three and schedules it later.
    settings.setDailyLimit(3);
    deck.setSettings(settings);
    deck.record(entry(u"a"_s, utc(2026, 6, 10, 11), Grade::Good));
    QVERIFY(deck.state(key(u"a"_s))->due > QDate(2026, 6, 10));
    QCOMPARE(deck.remainingToday(), 2);
    QCOMPARE(deck.dueCount(known), 5);
    QCOMPARE(deck.dueToday(known), (QList<ReviewItemKey>{key(u"b"_s), key(u"g"_s)}));
    // Reviewing it again the same day does not use another.
    deck.record(entry(u"a"_s, utc(2026, 6, 10, 11, 30), Grade::Good));
    QCOMPARE(deck.remainingToday(), 2);

    // The next study day starts with the whole limit again.
    clock.now = utc(2026, 6, 11, 4);
    QCOMPARE(deck.remainingToday(), 3);
}

void TestReviewDeck::quizAnswersDoNotUseTheDailyLimit()
{
    TestClock clock{utc(2026, 6, 10, 12)};
    ReviewSettings settings;
    settings.setDailyLimit(2);
    ReviewDeck deck(clock.clock(), settings);
    deck.setLog({entry(u"a"_s, utc(2026, 6, 1, 9), Grade::Again),
                 entry(u"b"_s, utc(2026, 6, 1, 9), Grade::Again),
                 entry(u"c"_s, utc(2026, 6, 1, 9), Grade::Again)});
    const QSet<ReviewItemKey> known{key(u"a"_s), key(u"b"_s), key(u"c"_s)};
    QCOMPARE(deck.dueCount(known), 3);

    // Answered right in a normal quiz: a review (graded Good), no longer due,
    // and the session still offers two.
    deck.record(entry(u"a"_s, utc(2026, 6, 10, 10), Grade::Good, true));
    QCOMPARE(deck.state(key(u"a"_s))->reps, 2);
    QCOMPARE(deck.dueCount(known), 2);
    QCOMPARE(deck.remainingToday(), 2);
    QCOMPARE(deck.dueToday(known), (QList<ReviewItemKey>{key(u"b"_s), key(u"c"_s)}));
}

// First reviews give intervals of 1 (Again, Hard), 2 (Good) and 8 (Easy) days
// ("first …" rows of tst_fsrs). Today is 10 June, noon UTC.
void TestReviewDeck::outlookNamesDueLeftTodayAndTheNext()
{
    TestClock clock{utc(2026, 6, 10, 12)};
    ReviewSettings settings;
    settings.setDailyLimit(2);
    ReviewDeck deck(clock.clock(), settings);
    deck.setLog({
        entry(u"a"_s, utc(2026, 6, 1, 9), Grade::Again), // due 2 June
        entry(u"b"_s, utc(2026, 6, 1, 9), Grade::Good), // due 3 June
        entry(u"c"_s, utc(2026, 6, 8, 9), Grade::Hard), // due 9 June
        entry(u"d"_s, utc(2026, 6, 5, 9), Grade::Easy), // due 13 June
        entry(u"e"_s, utc(2026, 6, 9, 9), Grade::Good), // due 11 June
        entry(u"gone"_s, utc(2026, 6, 1, 9), Grade::Again), // due, but not loaded
    });
    QSet<ReviewItemKey> known;
    for (const QString &id : {u"a"_s, u"b"_s, u"c"_s, u"d"_s, u"e"_s, u"never"_s})
        known.insert(key(id));

    ReviewOutlook outlook = deck.outlook(known);
    QCOMPARE(outlook.due, 3); // a, b, c
    QCOMPARE(outlook.leftToday, 2); // the limit
    QCOMPARE(outlook.dailyLimit, 2);
    QVERIFY(outlook.anyScheduled);
    QCOMPARE(outlook.today, QDate(2026, 6, 10));
    QCOMPARE(outlook.nextDue, QDate(2026, 6, 11)); // e, before d
    QCOMPARE(outlook.nextDayStart, utc(2026, 6, 11, 4));
    QVERIFY(!outlook.limitReached());
    QCOMPARE(outlook.leftToday, int(deck.dueToday(known).size()));

    // Two reviewed in a session: the limit is used up and c is still due.
    deck.record(entry(u"a"_s, utc(2026, 6, 10, 12, 1), Grade::Good));
    deck.record(entry(u"b"_s, utc(2026, 6, 10, 12, 2), Grade::Good));
    outlook = deck.outlook(known);
    QCOMPARE(outlook.leftToday, 0);
    QCOMPARE(outlook.due, 1);
    QVERIFY(outlook.limitReached());
    QVERIFY(deck.dueToday(known).isEmpty());

    // With a higher limit, one left; with fewer due than the limit leaves, as many as are due.
    settings.setDailyLimit(100);
    deck.setSettings(settings);
    QCOMPARE(deck.outlook(known).leftToday, 1);
    QCOMPARE(deck.outlook(known).dailyLimit, 100);

    // Only questions never answered: nothing scheduled, nothing next.
    const ReviewOutlook fresh = deck.outlook({key(u"never"_s)});
    QVERIFY(!fresh.anyScheduled);
    QCOMPARE(fresh.due, 0);
    QVERIFY(!fresh.nextDue.isValid());
    QVERIFY(!fresh.limitReached());
}

void TestReviewDeck::unloadedQuestionsKeepTheirLog()
{
    TestClock clock{utc(2026, 6, 10, 12)};
    ReviewDeck deck(clock.clock());
    const QList<ReviewLogEntry> log{entry(u"kept"_s, utc(2026, 6, 1, 9), Grade::Again),
                                    entry(u"removed"_s, utc(2026, 6, 1, 9), Grade::Again)};
    deck.setLog(log);

    // "removed" is no longer in its bank, or the bank is not loaded.
    const QSet<ReviewItemKey> loaded{key(u"kept"_s)};
    QCOMPARE(deck.dueCount(loaded), 1);
    QCOMPARE(deck.dueToday(loaded), QList<ReviewItemKey>{key(u"kept"_s)});
    QCOMPARE(deck.log(), log);
    QVERIFY(deck.state(key(u"removed"_s)));

    // Loaded again later: scheduled again from its kept state.
    const QSet<ReviewItemKey> reloaded{key(u"kept"_s), key(u"removed"_s)};
    QCOMPARE(deck.dueCount(reloaded), 2);
    QCOMPARE(deck.dueToday(reloaded).size(), 2);

    // A key of another bank with the same question id is another item.
    QCOMPARE(deck.dueCount({ReviewItemKey{u"other"_s, u"kept"_s}}), 0);
}

void TestReviewDeck::recordOutOfOrderReplays()
{
    TestClock clock{utc(2026, 6, 30, 12)};
    const QList<ReviewLogEntry> inOrder{entry(u"q"_s, utc(2026, 6, 1, 9), Grade::Good),
                                        entry(u"q"_s, utc(2026, 6, 4, 9), Grade::Again),
                                        entry(u"q"_s, utc(2026, 6, 4, 10), Grade::Good),
                                        entry(u"q"_s, utc(2026, 6, 6, 9), Grade::Good)};
    ReviewDeck sorted(clock.clock());
    sorted.setLog(inOrder);

    // The clock was set back before the third review was recorded.
    ReviewDeck recorded(clock.clock());
    for (const int i : {0, 1, 3, 2})
        recorded.record(inOrder[i]);
    QCOMPARE(recorded.log(), inOrder);
    QCOMPARE(recorded.states(), sorted.states());

    ReviewDeck shuffled(clock.clock());
    shuffled.setLog({inOrder[3], inOrder[1], inOrder[0], inOrder[2]});
    QCOMPARE(shuffled.log(), inOrder);
    QCOMPARE(shuffled.states(), sorted.states());

    // Entries of the same moment keep their order.
    ReviewDeck tied(clock.clock());
    const ReviewLogEntry again = entry(u"t"_s, utc(2026, 6, 1, 9), Grade::Again);
    const ReviewLogEntry good = entry(u"t"_s, utc(2026, 6, 1, 9), Grade::Good);
    tied.setLog({again, good});
    QCOMPARE(tied.log(), (QList<ReviewLogEntry>{again, good}));
    // First Again (S = 0.212), then Good the same day:
    // S = 0.246689187775673, "Again then Good same day" of tst_fsrs.
    QVERIFY(relativelyClose(tied.state(key(u"t"_s))->memory.stability, 0.246689187775673));
}

void TestReviewDeck::repsAndLapses()
{
    TestClock clock{utc(2026, 6, 30, 12)};
    ReviewDeck deck(clock.clock());
    deck.setLog({entry(u"q"_s, utc(2026, 6, 1, 9), Grade::Good),
                 entry(u"q"_s, utc(2026, 6, 4, 9), Grade::Again), // a lapse
                 entry(u"q"_s, utc(2026, 6, 4, 9, 5), Grade::Again), // same day: relearning
                 entry(u"q"_s, utc(2026, 6, 5, 9), Grade::Good),
                 entry(u"q"_s, utc(2026, 6, 12, 9), Grade::Again)}); // a lapse
    const ReviewState state = *deck.state(key(u"q"_s));
    QCOMPARE(state.reps, 5);
    QCOMPARE(state.lapses, 2);
    QCOMPARE(state.lastReview, utc(2026, 6, 12, 9));
    QCOMPARE(state.lastReviewDay, QDate(2026, 6, 12));
    QCOMPARE(state.due, state.lastReviewDay.addDays(state.scheduledDays));
    QVERIFY(!state.lastSessionDay.isNull());
    QVERIFY(!deck.state(key(u"never reviewed"_s)));
}

void TestReviewDeck::settingsChangeReplays()
{
    TestClock clock{utc(2026, 6, 2, 12)};
    ReviewDeck deck(clock.clock());
    deck.record(entry(u"q"_s, utc(2026, 6, 1, 3), Grade::Good)); // 03:00 UTC, before 4 a.m.
    // First Good: S = 2.3065, 2 days at 90 % ("first Good").
    QCOMPARE(deck.state(key(u"q"_s))->lastReviewDay, QDate(2026, 5, 31));
    QCOMPARE(deck.state(key(u"q"_s))->due, QDate(2026, 6, 2));

    // At 80 %: I = S/f·(0.8^(−1/w20) − 1) = 2.3065/0.980346·3.250790 ≈ 7.648, so 8 days.
    ReviewSettings settings;
    settings.setDesiredRetention(0.8);
    deck.setSettings(settings);
    QCOMPARE(deck.state(key(u"q"_s))->scheduledDays, 8);
    QCOMPARE(deck.state(key(u"q"_s))->due, QDate(2026, 6, 8));

    // A rollover at 2 a.m. puts the 3 a.m. review on 1 June.
    settings.setDayStartHour(2);
    deck.setSettings(settings);
    QCOMPARE(deck.state(key(u"q"_s))->lastReviewDay, QDate(2026, 6, 1));
    QCOMPARE(deck.state(key(u"q"_s))->due, QDate(2026, 6, 9));

    // Parameters of the learner's own: a first Good's stability is w2, here 5
    // days, and at 90 % the interval is S itself whatever w20 is: due 6 June.
    Fsrs::Parameters own = Fsrs::defaultParameters;
    own[2] = 5;
    settings.setDesiredRetention(0.9);
    settings.setParameters(own);
    deck.setSettings(settings);
    QCOMPARE(deck.state(key(u"q"_s))->memory.stability, 5.0);
    QCOMPARE(deck.state(key(u"q"_s))->due, QDate(2026, 6, 6));
    // Out of bounds is brought within them: w2 at most 100 days.
    own[2] = 1e6;
    settings.setParameters(own);
    QCOMPARE(settings.parameters()[2], 100.0);
}

QTEST_GUILESS_MAIN(TestReviewDeck)
#include "tst_reviewdeck.moc"
