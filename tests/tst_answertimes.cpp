// The time each answer took, in the review log: measured in review sessions
// and in quizzes by the study's answer clock, kept within five minutes, stored
// in reviews.json and its journal, and read back from files written before
// answers were timed. Every expected time is the difference of the clock
// readings the test sets, worked out in the comment beside it.

#include "core/atomicwrite.h"
#include "core/reviewformat.h"
#include "core/reviewsession.h"
#include "core/reviewstore.h"
#include "core/study.h"
#include "support/testbanks.h"

#include <QJsonArray>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>

#include <memory>

using namespace Qt::StringLiterals;

namespace {

const QDateTime reviewTime(QDate(2026, 3, 10), QTime(12, 0), QTimeZone::utc());
const ReviewItemKey a1{u"alpha"_s, u"a1"_s};
const ReviewItemKey a2{u"alpha"_s, u"a2"_s};

} // namespace

class TestAnswerTimes : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void aReviewIsTimedFromWhenItsQuestionIsShown();
    void aReviewIsNotTimedWhileOutOfSight();
    void aQuizAnswerTakesTheTimeSpentOnIt();
    void entriesOfEitherFormatAreRead_data();
    void entriesOfEitherFormatAreRead();
    void journalLinesCarryTheTime();
    void anOlderJournalIsFoldedNotMixed();

private:
    std::unique_ptr<Study> makeStudy();

    std::unique_ptr<QTemporaryDir> m_dir;
    qint64 m_clockMs = 0;
};

void TestAnswerTimes::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(u"ScaleStudyTest"_s);
    QCoreApplication::setApplicationName(u"tst_answertimes"_s);
}

void TestAnswerTimes::init()
{
    QSettings().clear();
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    QVERIFY(writeFile(m_dir->filePath(u"alpha.json"_s),
                      bankJson(u"alpha"_s, {u"a1"_s, u"a2"_s, u"a3"_s})));
    m_clockMs = 0;
}

void TestAnswerTimes::cleanup()
{
    QSettings().clear();
    m_dir.reset();
}

std::unique_ptr<Study> TestAnswerTimes::makeStudy()
{
    auto study = std::make_unique<Study>(m_dir->filePath(u"progress.json"_s));
    study->loadBanks({m_dir->filePath(u"alpha.json"_s)});
    study->setReviewClock([] { return reviewTime; });
    study->setAnswerClock([this] { return m_clockMs; });
    return study;
}

void TestAnswerTimes::aReviewIsTimedFromWhenItsQuestionIsShown()
{
    auto study = makeStudy();
    study->setFlagged(a1, true);
    study->setFlagged(a2, true);
    m_clockMs = 1000;
    ReviewSession session = ReviewSession::flagged(*study, 7); // a1 shown at 1 s
    QCOMPARE(session.currentItem(), a1);
    m_clockMs = 13500;
    QVERIFY(session.choose(session.correctSlot()));
    QVERIFY(session.check()); // 13.5 s − 1 s
    QCOMPARE(study->reviews().deck().log().constLast().durationMs, 12500);

    m_clockMs = 20000;
    QVERIFY(session.goNext()); // a2 shown at 20 s, answered ten minutes later
    m_clockMs += 10 * 60 * 1000;
    QVERIFY(session.choose(session.correctSlot()));
    QVERIFY(session.check());
    QCOMPARE(study->reviews().deck().log().constLast().key(), a2);
    // Ten minutes is the learner away: five minutes (5 × 60 × 1000 ms) at most.
    QCOMPARE(study->reviews().deck().log().constLast().durationMs, 300000);
}

void TestAnswerTimes::aReviewIsNotTimedWhileOutOfSight()
{
    auto study = makeStudy();
    study->setFlagged(a1, true);
    study->setFlagged(a2, true);
    ReviewSession session = ReviewSession::flagged(*study, 7); // a1 shown at 0 s
    m_clockMs = 5000;
    session.pauseClock(); // window minimised at 5 s for a minute
    m_clockMs = 65000;
    session.resumeClock();
    m_clockMs = 68000;
    QVERIFY(session.choose(session.correctSlot()));
    QVERIFY(session.check()); // 5 s before and 3 s after the minute away
    QCOMPARE(study->reviews().deck().log().constLast().durationMs, 8000);

    m_clockMs = 70000;
    session.pauseClock(); // hidden at 70 s, then the next question comes while hidden
    QVERIFY(session.goNext());
    m_clockMs = 90000;
    session.resumeClock(); // a2 in sight from 90 s
    m_clockMs = 94000;
    session.pauseClock(); // hidden again at 94 s, and answered while hidden (by a key, say) at 99 s
    m_clockMs = 99000;
    QVERIFY(session.choose(session.correctSlot()));
    QVERIFY(session.check()); // only the 4 s in sight count
    QCOMPARE(study->reviews().deck().log().constLast().key(), a2);
    QCOMPARE(study->reviews().deck().log().constLast().durationMs, 4000);
}

void TestAnswerTimes::aQuizAnswerTakesTheTimeSpentOnIt()
{
    auto study = makeStudy();
    QVERIFY(study->start(u"alpha"_s, FeedbackMode::Immediate));
    study->startTiming(); // the question page came into sight at 0 s
    m_clockMs = 4200;
    QVERIFY(study->choose(0));
    QVERIFY(study->check()); // 4.2 s on the first question, then its review recorded
    QCOMPARE(study->reviews().deck().log().size(), 1);
    QCOMPARE(study->reviews().deck().log().constFirst().durationMs, 4200);
    QVERIFY(study->reviews().deck().log().constFirst().fromQuiz);
}

void TestAnswerTimes::entriesOfEitherFormatAreRead_data()
{
    QTest::addColumn<QJsonArray>("stored");
    QTest::addColumn<bool>("read");
    QTest::addColumn<qint64>("durationMs");
    // [bank index, question, unix seconds, grade, confidence, from quiz, ms]
    QTest::newRow("timed") << QJsonArray{0, u"a1"_s, 1772355600, 3, 2, 0, 12500} << true
                           << qint64(12500);
    QTest::newRow("written before answers were timed")
        << QJsonArray{0, u"a1"_s, 1772355600, 3, 2, 0} << true << qint64(0);
    QTest::newRow("longer than five minutes is read as five")
        << QJsonArray{0, u"a1"_s, 1772355600, 3, 2, 0, 3600000} << true << qint64(300000);
    QTest::newRow("negative") << QJsonArray{0, u"a1"_s, 1772355600, 3, 2, 0, -1} << false
                              << qint64(0);
    QTest::newRow("not a whole number")
        << QJsonArray{0, u"a1"_s, 1772355600, 3, 2, 0, 1.5} << false << qint64(0);
    QTest::newRow("a field too many")
        << QJsonArray{0, u"a1"_s, 1772355600, 3, 2, 0, 10, 10} << false << qint64(0);
}

void TestAnswerTimes::entriesOfEitherFormatAreRead()
{
    QFETCH(QJsonArray, stored);
    QFETCH(bool, read);
    QFETCH(qint64, durationMs);
    const std::optional<ReviewLogEntry> entry = ReviewFormat::entryFromJson({u"alpha"_s}, stored);
    QCOMPARE(entry.has_value(), read);
    if (entry) {
        QCOMPARE(entry->durationMs, durationMs);
        QCOMPARE(entry->key(), a1);
        QCOMPARE(entry->grade, Grade::Good);
    }
}

void TestAnswerTimes::journalLinesCarryTheTime()
{
    // 1 March 2026 09:00 UTC is 1772355600 s; Good is 3, fairly sure 2.
    const ReviewLogEntry entry{u"alpha"_s,
                               u"a1"_s,
                               QDateTime::fromSecsSinceEpoch(1772355600, QTimeZone::utc()),
                               Grade::Good,
                               Confidence::FairlySure,
                               true,
                               4200};
    const QByteArray line = ReviewFormat::reviewLine(entry);
    QCOMPARE(line, QByteArray(R"(["r","alpha","a1",1772355600,3,2,1,4200])"
                              "\n"));
    QList<ReviewLogEntry> log;
    QSet<ReviewItemKey> flags;
    ReviewSettings settings;
    QVERIFY(ReviewFormat::applyJournalLine(line.chopped(1), log, flags, settings));
    // A line of journal format 1, without the time, still reads.
    QVERIFY(ReviewFormat::applyJournalLine(R"(["r","alpha","a2",1772355600,3,2,0])", log, flags,
                                           settings));
    QCOMPARE(log.size(), 2);
    QCOMPARE(log.at(0), entry);
    QCOMPARE(log.at(1).durationMs, 0);
    QCOMPARE(log.at(1).key(), a2);
}

// A journal of format 1 (the release before answers were timed) never gets
// lines its release would read as damaged: the next save folds it into a
// snapshot and a journal of format 2; when the fold cannot be written (a
// nearly full disk), the review goes to the old journal in its own format,
// without its time, until a fold succeeds.
void TestAnswerTimes::anOlderJournalIsFoldedNotMixed()
{
    const QString reviews = m_dir->filePath(u"reviews.json"_s);
    const QString journal = ReviewStore::journalPathBeside(reviews);
    const QByteArray oldJournal = R"({"journal":1,"generation":1})"
                                  "\n"
                                  R"(["r","alpha","a1",1772355600,3,2,0])"
                                  "\n";
    QVERIFY(writeFile(reviews, R"({"format":1,"generation":1,"banks":[],"log":[]})"));
    QVERIFY(writeFile(journal, oldJournal));
    bool foldFails = true;
    const auto writer = [&foldFails](const QString &path,
                                     const QByteArray &data) -> std::optional<FileError> {
        if (foldFails)
            return FileError{FileError::Kind::DiskFull, {}};
        return writeAtomically(path, data);
    };
    ReviewStore store(reviews, writer, [] { return reviewTime; });
    QCOMPARE(store.load().status, ReviewStore::LoadStatus::Loaded);
    // 2 March 2026 09:00 UTC is 1772355600 + 86400 s; answered in 8.25 s.
    store.record({u"alpha"_s, u"a2"_s, QDateTime::fromSecsSinceEpoch(1772442000, QTimeZone::utc()),
                  Grade::Good, Confidence::FairlySure, false, 8250});
    QVERIFY(store.save());
    QCOMPARE(readFile(journal), oldJournal + R"(["r","alpha","a2",1772442000,3,2,0])" + "\n");

    foldFails = false;
    store.record({u"alpha"_s, u"a3"_s, QDateTime::fromSecsSinceEpoch(1772442000, QTimeZone::utc()),
                  Grade::Good, Confidence::FairlySure, false, 4000});
    QVERIFY(store.save());
    QCOMPARE(readFile(journal), QByteArray(R"({"generation":2,"journal":2})"
                                           "\n"));
    ReviewStore reopened(reviews, {}, [] { return reviewTime; });
    QCOMPARE(reopened.load().status, ReviewStore::LoadStatus::Loaded);
    QCOMPARE(reopened.deck().log().size(), 3);
    // The fold writes the snapshot from the log in memory: the time the old
    // journal's line could not hold is kept.
    QCOMPARE(reopened.deck().log().at(1).durationMs, 8250);
    QCOMPARE(reopened.deck().log().at(2).durationMs, 4000);
}

QTEST_GUILESS_MAIN(TestAnswerTimes)
#include "tst_answertimes.moc"
