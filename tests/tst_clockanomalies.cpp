// A clock set wrong, or a learner away from the machine, leaves no figure
// that cannot be true: times far in the future are read as now, no question
// counts more than an hour, an attempt lasts at least the time spent on its
// questions, and a review dated in a far year comes due again; but a clock
// that reset to before this release moves nothing.
#include "core/historystats.h"
#include "core/progressstore.h"
#include "core/reviewdeck.h"
#include "support/testbanks.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>

#include <memory>

using namespace Qt::StringLiterals;

namespace {

constexpr qint64 hourMs = 60 * 60 * 1000;

QDateTime farFuture()
{
    return QDateTime(QDate(9999, 12, 31), QTime(12, 0), QTimeZone::utc());
}

AttemptRecord attempt(const QDateTime &started, const QDateTime &ended, const QList<qint64> &timesMs)
{
    AttemptRecord record;
    record.bankId = u"five"_s;
    record.started = started;
    record.ended = ended;
    for (int i = 0; i < timesMs.size(); ++i)
        record.questions << QuestionOutcome{u"q%1"_s.arg(i + 1), 0, QuestionOutcome::Result::Right,
                                            timesMs.at(i)};
    return record;
}

} // namespace

class TestClockAnomalies : public QObject
{
    Q_OBJECT

private slots:
    void aQuestionCountsAtMostAnHour();
    void savedQuestionTimeIsCappedWhenResumed();
    void durationIsAtLeastTheTimeOnTheQuestions_data();
    void durationIsAtLeastTheTimeOnTheQuestions();
    void futureProgressTimesAreReadAsNow();
    void futureReviewIsTakenAsMadeNow();
    void aClockBeforeThisReleaseMovesNothing();
};

void TestClockAnomalies::aQuestionCountsAtMostAnHour()
{
    QuizSession session = QuizSession::start(fiveQuestionBank(), FeedbackMode::AtEnd, 5);
    // On question 1 for ten hours (the window left open overnight): one hour.
    session.startTiming(0);
    QVERIFY(session.goTo(1, 10 * hourMs));
    // Question 2: 50 minutes, then 20 more on a second visit: still one hour in all.
    QVERIFY(session.goTo(0, 10 * hourMs + 50 * 60'000));
    QVERIFY(session.goTo(1, 10 * hourMs + 50 * 60'000));
    QVERIFY(session.stopTiming(10 * hourMs + 70 * 60'000));
    QCOMPARE(session.timeSpentMs(0), hourMs);
    QCOMPARE(session.timeSpentMs(1), hourMs);
}

void TestClockAnomalies::savedQuestionTimeIsCappedWhenResumed()
{
    QuizSession session = QuizSession::start(fiveQuestionBank(), FeedbackMode::AtEnd, 5);
    QJsonObject json = session.toJson();
    QJsonArray questions = json.value(u"questions"_s).toArray();
    QJsonObject first = questions.at(0).toObject();
    first.insert(u"ms"_s, qint64(8760) * hourMs); // a year
    questions.replace(0, first);
    json.insert(u"questions"_s, questions);
    const std::optional<QuizSession> resumed = QuizSession::fromJson(json, fiveQuestionBank());
    QVERIFY(resumed);
    QCOMPARE(resumed->timeSpentMs(0), hourMs);
}

void TestClockAnomalies::durationIsAtLeastTheTimeOnTheQuestions_data()
{
    QTest::addColumn<AttemptRecord>("record");
    QTest::addColumn<qint64>("expected"); // -1: no duration
    const QDateTime start(QDate(2026, 3, 1), QTime(10, 0), QTimeZone::utc());
    // Three questions of 40 s each: 120 s answering.
    QTest::newRow("longer than the answering")
        << attempt(start, start.addSecs(300), {40'000, 40'000, 40'000}) << qint64(300'000);
    QTest::newRow("no time passed by the clock")
        << attempt(start, start, {40'000, 40'000, 40'000}) << qint64(120'000);
    QTest::newRow("ends before it starts")
        << attempt(start, start.addSecs(-60), {40'000, 40'000, 40'000}) << qint64(120'000);
    QTest::newRow("no start") << attempt({}, start, {40'000, 40'000, 40'000}) << qint64(120'000);
    QTest::newRow("nothing known") << attempt({}, start, {0, 0}) << qint64(-1);
    // A year by the clock (set forward during the attempt): 120 s answering
    // plus an hour for each of the 3 questions, 120 000 + 3 × 3 600 000 ms.
    QTest::newRow("a year by the clock")
        << attempt(start, start.addYears(1), {40'000, 40'000, 40'000}) << qint64(10'920'000);
    // Two hours over three questions is within the allowance: kept as it is.
    QTest::newRow("two hours by the clock")
        << attempt(start, start.addSecs(7200), {40'000, 40'000, 40'000}) << qint64(7'200'000);
}

void TestClockAnomalies::durationIsAtLeastTheTimeOnTheQuestions()
{
    QFETCH(AttemptRecord, record);
    QFETCH(qint64, expected);
    QCOMPARE(HistoryStats::durationMs(record).value_or(-1), expected);
}

void TestClockAnomalies::futureProgressTimesAreReadAsNow()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(u"progress.json"_s);
    const QDateTime now = QDateTime::currentDateTimeUtc();
    const QDateTime soon = QDateTime::fromSecsSinceEpoch(now.addSecs(2 * 3600).toSecsSinceEpoch(),
                                                         QTimeZone::utc());
    {
        ProgressStore store(path);
        // Ten minutes in year 9999; a year on one question.
        store.appendAttempt(attempt(farFuture(), farFuture().addSecs(600), {8760 * hourMs}));
        // Started in 9999, ended in time: the file keeps a start and a duration
        // of at least 0 s, so this reads as ending in 9999 too.
        store.appendAttempt(attempt(farFuture(), soon, {30'000}));
        // Two hours ahead is a clock a little fast, or another time zone: kept.
        store.appendAttempt(attempt(soon.addSecs(-60), soon, {30'000}));
        QuizRecord record;
        record.last = record.best = Score{4, 5};
        record.lastFinished = farFuture();
        QuizSession open = QuizSession::start(fiveQuestionBank(), FeedbackMode::AtEnd, 5);
        open.setStarted(farFuture());
        record.attempt = open.toJson();
        store.setRecord(u"five"_s, record);
        QVERIFY(store.save());
    }
    ProgressStore store(path);
    const QDateTime before = QDateTime::currentDateTimeUtc();
    QCOMPARE(store.load().status, ProgressStore::LoadStatus::Loaded);
    const QDateTime after = QDateTime::currentDateTimeUtc();
    const auto isNow = [&](const QDateTime &time) {
        return before <= time && time <= after;
    };

    const QList<AttemptRecord> &history = store.history();
    QCOMPARE(history.size(), 3);
    QVERIFY2(isNow(history.at(0).ended), qPrintable(history.at(0).ended.toString(Qt::ISODate)));
    QCOMPARE(history.at(0).started.secsTo(history.at(0).ended), 600); // how long it lasted, kept
    QCOMPARE(history.at(0).questions.at(0).timeSpentMs, hourMs);
    QVERIFY(isNow(history.at(1).ended));
    QCOMPARE(history.at(1).started, history.at(1).ended);
    QCOMPARE(HistoryStats::durationMs(history.at(1)).value_or(-1),
             qint64(30'000)); // the time on its question
    QCOMPARE(history.at(2).started, soon.addSecs(-60));
    QCOMPARE(history.at(2).ended, soon);

    const QuizRecord record = store.record(u"five"_s);
    QVERIFY(isNow(record.lastFinished));
    const std::optional<QuizSession> open = QuizSession::fromJson(*record.attempt,
                                                                  fiveQuestionBank());
    QVERIFY(open);
    QVERIFY2(isNow(open->started()), qPrintable(open->started().toString(Qt::ISODateWithMs)));
}

void TestClockAnomalies::futureReviewIsTakenAsMadeNow()
{
    const QDateTime now(QDate(2027, 3, 1), QTime(10, 0), QTimeZone::utc());
    ReviewDeck deck([now] { return now; });
    const ReviewItemKey far{u"bank"_s, u"q1"_s};
    const ReviewItemKey soon{u"bank"_s, u"q2"_s};
    // A review in year 5138, and one an hour ahead (a clock a little fast: kept).
    deck.setLog(
        {{far.bankId, far.questionId, QDateTime(QDate(5138, 6, 1), QTime(9, 0), QTimeZone::utc()),
          Grade::Good, Confidence::None, false},
         {soon.bankId, soon.questionId, now.addSecs(3600), Grade::Good, Confidence::None, false}});
    // The same first review made now, for comparison.
    ReviewDeck madeNow([now] { return now; });
    madeNow.setLog({{far.bankId, far.questionId, now, Grade::Good, Confidence::None, false}});

    QCOMPARE(deck.state(far)->lastReview, now);
    QCOMPARE(deck.state(far), madeNow.state(far));
    QVERIFY(deck.state(far)->due < QDate(2028, 1, 1)); // due again, not in 5138
    QCOMPARE(deck.state(soon)->lastReview, now.addSecs(3600));
}

void TestClockAnomalies::aClockBeforeThisReleaseMovesNothing()
{
    // A machine whose clock reset to 2000 (before this release existed): the
    // reviews of 2027 are real, the clock is wrong, and they are kept.
    const QDateTime reset(QDate(2000, 1, 1), QTime(0, 0), QTimeZone::utc());
    const QDateTime reviewed(QDate(2027, 3, 1), QTime(10, 0), QTimeZone::utc());
    ReviewDeck deck([reset] { return reset; });
    deck.setLog({{u"bank"_s, u"q1"_s, reviewed, Grade::Good, Confidence::None, false}});
    QCOMPARE(deck.log().constFirst().time, reviewed);
    QCOMPARE(deck.state({u"bank"_s, u"q1"_s})->lastReview, reviewed);
}

QTEST_GUILESS_MAIN(TestClockAnomalies)
#include "tst_clockanomalies.moc"
