// ProgressStore: what the learner has done survives a restart, is written
// atomically, and a damaged file is set aside, never overwritten.
#include "core/bankloader.h"
#include "core/progressstore.h"
#include "support/files.h"
#include "support/filesizelimit.h"
#include "support/testbanks.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <memory>
#include <pwd.h>

using namespace Qt::StringLiterals;

namespace {

// A finished immediate-mode attempt in which exactly the questions at
// rightPositions are answered right.
QuizSession finishedAttempt(const QuestionBank &bank, const QList<int> &rightPositions,
                            const QStringList &onlyIds = {})
{
    QuizSession session = QuizSession::start(bank, FeedbackMode::Immediate, 17, onlyIds);
    for (int position = 0; position < session.questionCount(); ++position) {
        session.choose(position, rightPositions.contains(position) ? session.correctSlot(position)
                                                                   : wrongSlot(session, position));
        session.check(position);
    }
    return session;
}

QDateTime at(int day, int hour)
{
    return QDateTime(QDate(2026, 3, day), QTime(hour, 15, 30), Qt::UTC);
}

QStringList entriesOf(const QString &directory)
{
    return QDir(directory).entryList(QDir::AllEntries | QDir::Hidden | QDir::System
                                         | QDir::NoDotAndDotDot,
                                     QDir::Name);
}

// A progress file as this release writes it: a best score for "five" and a
// finished attempt for "other".
QByteArray validProgressFile()
{
    return QByteArray(R"({"format": 1, "quizzes": {
        "five": {"best": {"correct": 4, "total": 5}, "last": {"correct": 3, "total": 5},
                 "lastWrong": ["q2"], "lastFinished": "2026-03-04T10:15:30.000Z"},
        "other": {"best": {"correct": 1, "total": 2}, "last": null, "lastWrong": []}}})");
}

QuestionOutcome outcome(const QString &id, int chosen, QuestionOutcome::Result result,
                        qint64 timeSpentMs)
{
    return QuestionOutcome{id, chosen, result, timeSpentMs};
}

// Three attempts as the history keeps them (to whole seconds).
QList<AttemptRecord> threeAttempts()
{
    using R = QuestionOutcome::Result;
    AttemptRecord finished;
    finished.bankId = u"five"_s;
    finished.started = at(1, 10);
    finished.ended = at(1, 11);
    finished.mode = FeedbackMode::Immediate;
    finished.questions = {outcome(u"q1"_s, 0, R::Right, 12000), outcome(u"q2"_s, 0, R::Wrong, 5000),
                          outcome(u"q3"_s, 2, R::Right, 0), outcome(u"q4"_s, 3, R::Right, 1000),
                          outcome(u"q5"_s, 3, R::Wrong, 60000)};

    AttemptRecord abandoned; // begun before start times were kept
    abandoned.bankId = u"five"_s;
    abandoned.ended = at(2, 9);
    abandoned.mode = FeedbackMode::AtEnd;
    abandoned.end = AttemptRecord::End::Abandoned;
    abandoned.questions = {outcome(u"q1"_s, -1, R::Unanswered, 0),
                           outcome(u"q2"_s, 1, R::Right, 4000),
                           outcome(u"q3"_s, -1, R::Unanswered, 0),
                           outcome(u"q4"_s, -1, R::Unanswered, 0),
                           outcome(u"q5"_s, -1, R::Unanswered, 0)};

    AttemptRecord retry;
    retry.bankId = u"other"_s;
    retry.started = at(3, 7);
    retry.ended = at(3, 8);
    retry.retry = true;
    retry.questions = {outcome(u"x7"_s, 2, R::Wrong, 1000), outcome(u"x2"_s, 1, R::Right, 2000)};
    return {finished, abandoned, retry};
}

QJsonObject fileRoot(const QString &path)
{
    return QJsonDocument::fromJson(readFile(path)).object();
}

} // namespace

class TestProgressStore : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();

    void saveThenLoadRestoresRecords();
    void saveIsAtomic();
    void saveCreatesTheDirectory();
    void missingFile();
    void unfinishedSessionIsKeptAsAttempt();
    void finishedSessionsSetLastAndBest();
    void retrySetsWrongIdsButNotScores();
    void discardAttempt();
    void corruptFileIsSetAside_data();
    void corruptFileIsSetAside();
    void resumeAfterRestart();

    void partlyDamagedFileKeepsTheGoodRecords_data();
    void partlyDamagedFileKeepsTheGoodRecords();
    void fileFromNewerVersionIsLeftAlone_data();
    void fileFromNewerVersionIsLeftAlone();
    void nonRegularOrHugeFileIsSetAside_data();
    void nonRegularOrHugeFileIsSetAside();
    void failedWriteKeepsTheOldFile_data();
    void failedWriteKeepsTheOldFile();
    void failedFlushOnARealFileKeepsTheOldFile();
    void leftoverTemporaryFilesAreRemoved();
    void unreadableUnmovableFileBlocksEverySave();
    void wrongIdsAreUniqueAndRetryOnlyKnownOnes();

    void historySurvivesSaveAndLoad();
    void historyIsWrittenCompactly();
    void historyGrowsAcrossSaves();
    void finishedSessionGoesIntoTheHistory();
    void abandonedSessionGoesIntoTheHistory();
    void formatOneFileIsMigrated();
    void damagedHistoryEntryIsSkipped_data();
    void damagedHistoryEntryIsSkipped();
    void damagedQuestionTableSkipsOnlyItsAttempts();
    void historyNotAListSetsTheFileAside();
    void openAttemptIsRemembered();
    void tenThousandAttemptsStaySmall();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    QString progressPath() const { return m_dir->filePath(u"progress.json"_s); }
};

void TestProgressStore::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

void TestProgressStore::cleanup()
{
    m_dir.reset();
}

void TestProgressStore::saveThenLoadRestoresRecords()
{
    QuizRecord five;
    five.attempt = QuizSession::start(fiveQuestionBank(), FeedbackMode::AtEnd, 5).toJson();
    five.best = Score{4, 5};
    five.last = Score{3, 5};
    five.lastFinished = at(4, 10);
    five.lastWrongIds = {u"q2"_s, u"q4"_s};

    QuizRecord other; // finished once, nothing in progress, all right
    other.best = Score{8, 8};
    other.last = Score{8, 8};
    other.lastFinished = QDateTime(QDate(2026, 2, 1), QTime(23, 59, 59)); // local time

    {
        ProgressStore store(progressPath());
        store.setRecord(u"five"_s, five);
        store.setRecord(u"other"_s, other);
        ProgressStore::SaveFailure failure;
        QVERIFY2(store.save(&failure), qPrintable(failure.message()));
    }

    ProgressStore reloaded(progressPath());
    const ProgressStore::LoadOutcome outcome = reloaded.load();
    QCOMPARE(outcome.status, ProgressStore::LoadStatus::Loaded);
    QVERIFY(outcome.message().isEmpty());

    const QuizRecord fiveBack = reloaded.record(u"five"_s);
    QCOMPARE(fiveBack.attempt, five.attempt);
    QCOMPARE(fiveBack.best, five.best);
    QCOMPARE(fiveBack.last, five.last);
    QCOMPARE(fiveBack.lastFinished, five.lastFinished);
    QCOMPARE(fiveBack.lastWrongIds, five.lastWrongIds);
    QVERIFY(fiveBack == five);

    const QuizRecord otherBack = reloaded.record(u"other"_s);
    QVERIFY(!otherBack.attempt);
    QCOMPARE(otherBack.best, other.best);
    QCOMPARE(otherBack.lastFinished, other.lastFinished);
    QVERIFY(otherBack.lastWrongIds.isEmpty());

    QVERIFY(reloaded.record(u"never-taken"_s) == QuizRecord{});
}

void TestProgressStore::saveIsAtomic()
{
    ProgressStore store(progressPath());
    QuizRecord record;
    record.best = Score{1, 5};
    store.setRecord(u"five"_s, record);
    QVERIFY(store.save());
    QCOMPARE(entriesOf(m_dir->path()), QStringList{u"progress.json"_s});

    // Overwriting leaves no temporary or backup file behind either.
    record.best = Score{5, 5};
    store.setRecord(u"five"_s, record);
    QVERIFY(store.save());
    QCOMPARE(entriesOf(m_dir->path()), QStringList{u"progress.json"_s});

    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(readFile(progressPath()), &error);
    QCOMPARE(error.error, QJsonParseError::NoError);
    QVERIFY(document.isObject());
    QVERIFY(document.object().value(u"quizzes"_s).toObject().contains(u"five"_s));

    ProgressStore reloaded(progressPath());
    QCOMPARE(reloaded.load().status, ProgressStore::LoadStatus::Loaded);
    QCOMPARE(reloaded.record(u"five"_s).best, std::optional<Score>(Score{5, 5}));
}

void TestProgressStore::saveCreatesTheDirectory()
{
    const QString path = m_dir->filePath(u"not/yet/there/progress.json"_s);
    ProgressStore store(path);
    QVERIFY(store.save());
    QVERIFY(QFile::exists(path));
    ProgressStore reloaded(path);
    QCOMPARE(reloaded.load().status, ProgressStore::LoadStatus::Loaded);
}

void TestProgressStore::missingFile()
{
    ProgressStore store(progressPath());
    const ProgressStore::LoadOutcome outcome = store.load();
    QCOMPARE(outcome.status, ProgressStore::LoadStatus::NoFile);
    QVERIFY(outcome.message().isEmpty());
    QVERIFY(outcome.setAsidePath.isEmpty());
    QVERIFY(entriesOf(m_dir->path()).isEmpty()); // loading creates nothing
    QVERIFY(store.record(u"five"_s) == QuizRecord{});
    QVERIFY(store.save());
    QVERIFY(QFile::exists(progressPath()));
}

void TestProgressStore::unfinishedSessionIsKeptAsAttempt()
{
    const QuestionBank bank = fiveQuestionBank();
    QuizSession session = QuizSession::start(bank, FeedbackMode::Immediate, 3);
    session.choose(0, session.correctSlot(0));
    session.check(0);
    QVERIFY(!session.isFinished());

    ProgressStore store(progressPath());
    store.recordSession(session, at(1, 9));
    const QuizRecord record = store.record(u"five"_s);
    QVERIFY(record.attempt);
    QCOMPARE(*record.attempt, session.toJson());
    QVERIFY(!record.best);
    QVERIFY(!record.last);
    QVERIFY(!record.lastFinished.isValid());
    QVERIFY(record.lastWrongIds.isEmpty());
}

void TestProgressStore::finishedSessionsSetLastAndBest()
{
    const QuestionBank bank = fiveQuestionBank();
    ProgressStore store(progressPath());

    // An attempt in progress first; finishing it clears it.
    QuizSession inProgress = QuizSession::start(bank, FeedbackMode::Immediate, 17);
    inProgress.choose(0, 0);
    store.recordSession(inProgress, at(1, 8));
    QVERIFY(store.record(u"five"_s).attempt);

    // 3 of 5: q2 and q4 wrong.
    store.recordSession(finishedAttempt(bank, {0, 2, 4}), at(1, 9));
    QuizRecord record = store.record(u"five"_s);
    QVERIFY(!record.attempt);
    QCOMPARE(record.last, std::optional<Score>(Score{3, 5}));
    QCOMPARE(record.best, std::optional<Score>(Score{3, 5}));
    QCOMPARE(record.lastWrongIds, (QStringList{u"q2"_s, u"q4"_s}));
    QCOMPARE(record.lastFinished, at(1, 9));

    // 2 of 5 later: last goes down, best keeps 3 of 5.
    store.recordSession(finishedAttempt(bank, {1, 3}), at(2, 9));
    record = store.record(u"five"_s);
    QCOMPARE(record.last, std::optional<Score>(Score{2, 5}));
    QCOMPARE(record.best, std::optional<Score>(Score{3, 5}));
    QCOMPARE(record.lastWrongIds, (QStringList{u"q1"_s, u"q3"_s, u"q5"_s}));
    QCOMPARE(record.lastFinished, at(2, 9));

    // 5 of 5: both move up, nothing wrong.
    store.recordSession(finishedAttempt(bank, {0, 1, 2, 3, 4}), at(3, 9));
    record = store.record(u"five"_s);
    QCOMPARE(record.last, std::optional<Score>(Score{5, 5}));
    QCOMPARE(record.best, std::optional<Score>(Score{5, 5}));
    QVERIFY(record.lastWrongIds.isEmpty());

    // The end-mode path: submitted with two unanswered counts them wrong.
    QuizSession atEnd = QuizSession::start(bank, FeedbackMode::AtEnd, 4);
    atEnd.choose(0, atEnd.correctSlot(0));
    atEnd.choose(1, atEnd.correctSlot(1));
    atEnd.choose(2, wrongSlot(atEnd, 2));
    atEnd.submit();
    store.recordSession(atEnd, at(4, 9));
    record = store.record(u"five"_s);
    QCOMPARE(record.last, std::optional<Score>(Score{2, 5}));
    QCOMPARE(record.best, std::optional<Score>(Score{5, 5}));
    QCOMPARE(record.lastWrongIds, (QStringList{u"q3"_s, u"q4"_s, u"q5"_s}));
}

void TestProgressStore::retrySetsWrongIdsButNotScores()
{
    const QuestionBank bank = fiveQuestionBank();
    ProgressStore store(progressPath());
    store.recordSession(finishedAttempt(bank, {0, 2, 4}), at(1, 9)); // 3 of 5, q2 and q4 wrong

    // Retry q2 and q4: q2 now right (position 0), q4 still wrong.
    const QuizSession retry = finishedAttempt(bank, {0}, {u"q2"_s, u"q4"_s});
    QVERIFY(retry.isRetry());
    QVERIFY(retry.isFinished());
    store.recordSession(retry, at(2, 9));

    const QuizRecord record = store.record(u"five"_s);
    QCOMPARE(record.lastWrongIds, QStringList{u"q4"_s});
    QCOMPARE(record.last, std::optional<Score>(Score{3, 5}));
    QCOMPARE(record.best, std::optional<Score>(Score{3, 5}));
    QCOMPARE(record.lastFinished, at(2, 9));
    QVERIFY(!record.attempt);

    // A retry on a quiz never finished before records no score at all.
    ProgressStore fresh(m_dir->filePath(u"other.json"_s));
    fresh.recordSession(finishedAttempt(bank, {}, {u"q1"_s}), at(3, 9));
    QCOMPARE(fresh.record(u"five"_s).lastWrongIds, QStringList{u"q1"_s});
    QVERIFY(!fresh.record(u"five"_s).best);
    QVERIFY(!fresh.record(u"five"_s).last);
}

void TestProgressStore::discardAttempt()
{
    const QuestionBank bank = fiveQuestionBank();
    ProgressStore store(progressPath());
    store.recordSession(finishedAttempt(bank, {0}), at(1, 9));
    QuizSession open = QuizSession::start(bank, FeedbackMode::AtEnd, 1);
    open.choose(2, 1);
    store.recordSession(open, at(2, 9));
    QVERIFY(store.record(u"five"_s).attempt);

    store.discardAttempt(u"five"_s);
    QVERIFY(!store.record(u"five"_s).attempt);
    QCOMPARE(store.record(u"five"_s).best, std::optional<Score>(Score{1, 5}));

    store.discardAttempt(u"unknown"_s); // harmless
    QVERIFY(store.record(u"unknown"_s) == QuizRecord{});
}

void TestProgressStore::corruptFileIsSetAside_data()
{
    QTest::addColumn<QByteArray>("bytes");

    QTest::newRow("not JSON") << QByteArray(R"({"format": 1, "quizzes": {"five": {"best": )");
    QTest::newRow("empty file") << QByteArray();
    QTest::newRow("JSON array") << QByteArray(R"([{"format": 1, "quizzes": {}}])");
    QTest::newRow("format zero") << QByteArray(
        R"({"format": 0, "quizzes": {"five": {"best": {"correct": 4, "total": 5}}}})");
    QTest::newRow("format not a whole number") << QByteArray(
        R"({"format": 1.5, "quizzes": {"five": {"best": {"correct": 4, "total": 5}}}})");
    QTest::newRow("format missing")
        << QByteArray(R"({"quizzes": {"five": {"best": {"correct": 4, "total": 5}}}})");
    QTest::newRow("quizzes not an object")
        << QByteArray(R"({"format": 1, "quizzes": [{"best": {"correct": 4, "total": 5}}]})");
}

void TestProgressStore::corruptFileIsSetAside()
{
    QFETCH(QByteArray, bytes);
    QVERIFY(writeFile(progressPath(), bytes));

    ProgressStore store(progressPath());
    const ProgressStore::LoadOutcome outcome = store.load();
    QCOMPARE(outcome.status, ProgressStore::LoadStatus::SetAside);
    QVERIFY(outcome.damaged); // read, but not understood
    QVERIFY(!outcome.message().isEmpty());
    QVERIFY2(outcome.message().contains(QDir::toNativeSeparators(outcome.setAsidePath)),
             qPrintable(outcome.message())); // the learner is told where their file went
    QVERIFY(!outcome.setAsidePath.isEmpty());
    QVERIFY(outcome.setAsidePath != progressPath());
    QVERIFY2(QFile::exists(outcome.setAsidePath), qPrintable(outcome.setAsidePath));
    QCOMPARE(readFile(outcome.setAsidePath), bytes); // the learner's bytes are kept as they were
    QVERIFY(!QFile::exists(progressPath()));
    QVERIFY(store.record(u"five"_s) == QuizRecord{});

    // A later save writes a fresh, valid file beside the set-aside one.
    store.recordSession(finishedAttempt(fiveQuestionBank(), {0, 1}), at(5, 12));
    ProgressStore::SaveFailure failure;
    QVERIFY2(store.save(&failure), qPrintable(failure.message()));
    QCOMPARE(readFile(outcome.setAsidePath), bytes);
    ProgressStore reloaded(progressPath());
    QCOMPARE(reloaded.load().status, ProgressStore::LoadStatus::Loaded);
    QCOMPARE(reloaded.record(u"five"_s).best, std::optional<Score>(Score{2, 5}));
    QCOMPARE(entriesOf(m_dir->path()).size(), 2);
}

void TestProgressStore::resumeAfterRestart()
{
    const QuestionBank bank = fiveQuestionBank();
    QuizSession session = QuizSession::start(bank, FeedbackMode::Immediate, 123456);
    session.choose(0, session.correctSlot(0));
    session.check(0);
    session.choose(1, wrongSlot(session, 1));
    session.check(1);
    session.choose(2, 3); // chosen, not checked yet
    session.setCurrentPosition(2);

    {
        ProgressStore store(progressPath());
        QCOMPARE(store.load().status, ProgressStore::LoadStatus::NoFile);
        store.recordSession(session, at(6, 20));
        QVERIFY(store.save());
    }

    ProgressStore store(progressPath());
    QCOMPARE(store.load().status, ProgressStore::LoadStatus::Loaded);
    const QuizRecord record = store.record(u"five"_s);
    QVERIFY(record.attempt);
    const std::optional<QuizSession> resumed = QuizSession::fromJson(*record.attempt, bank);
    QVERIFY(resumed);
    QCOMPARE(resumed->currentPosition(), 2);
    QCOMPARE(resumed->seed(), quint32(123456));
    QCOMPARE(resumed->chosenSlot(0), session.chosenSlot(0));
    QCOMPARE(resumed->chosenSlot(1), session.chosenSlot(1));
    QCOMPARE(resumed->chosenSlot(2), std::optional<int>(3));
    QCOMPARE(resumed->chosenSlot(3), std::nullopt);
    QVERIFY(resumed->isRevealed(0));
    QVERIFY(resumed->isRevealed(1));
    QVERIFY(!resumed->isRevealed(2));
    QVERIFY(resumed->canChangeAnswer(2));
    QCOMPARE(resumed->score(), (Score{1, 5}));
    for (int position = 0; position < 5; ++position)
        QCOMPARE(resumed->optionOrder(position), session.optionOrder(position));
}

void TestProgressStore::partlyDamagedFileKeepsTheGoodRecords_data()
{
    QTest::addColumn<QByteArray>("damagedRecord");

    QTest::newRow("not an object") << QByteArray("3");
    QTest::newRow("best not a score") << QByteArray(R"({"best": {"correct": 9, "total": 5}})");
    QTest::newRow("last a string") << QByteArray(R"({"last": "3 of 5"})");
    QTest::newRow("attempt an array") << QByteArray(R"({"attempt": []})");
    QTest::newRow("wrong ids not a list") << QByteArray(R"({"lastWrong": "q1"})");
    QTest::newRow("a wrong id a number") << QByteArray(R"({"lastWrong": ["q1", 7]})");
    QTest::newRow("finished not a date") << QByteArray(R"({"lastFinished": "yesterday"})");
}

void TestProgressStore::partlyDamagedFileKeepsTheGoodRecords()
{
    QFETCH(QByteArray, damagedRecord);
    QByteArray bytes = validProgressFile();
    bytes.replace(R"("other": {)", R"("broken": )" + damagedRecord + R"(, "other": {)");
    QVERIFY(writeFile(progressPath(), bytes));

    ProgressStore store(progressPath());
    const ProgressStore::LoadOutcome outcome = store.load();
    QCOMPARE(outcome.status, ProgressStore::LoadStatus::PartlyLoaded);
    QCOMPARE(outcome.skippedQuizzes, QStringList{u"broken"_s});
    // Both good records survive whole.
    QCOMPARE(store.record(u"five"_s).best, std::optional<Score>(Score{4, 5}));
    QCOMPARE(store.record(u"five"_s).lastWrongIds, QStringList{u"q2"_s});
    QCOMPARE(store.record(u"other"_s).best, std::optional<Score>(Score{1, 2}));
    // The original is copied aside, byte for byte, and named in the message.
    QCOMPARE(readFile(outcome.setAsidePath), bytes);
    QVERIFY(outcome.message().contains(u"broken"_s));
    QVERIFY(outcome.message().contains(QDir::toNativeSeparators(outcome.setAsidePath)));
    QVERIFY(!store.isSavingBlocked());
    QVERIFY(store.save());
    ProgressStore reloaded(progressPath());
    QCOMPARE(reloaded.load().status, ProgressStore::LoadStatus::Loaded);
    QCOMPARE(reloaded.record(u"five"_s).best, std::optional<Score>(Score{4, 5}));
}

void TestProgressStore::fileFromNewerVersionIsLeftAlone_data()
{
    QTest::addColumn<int>("format");
    QTest::newRow("the next format") << 3;
    QTest::newRow("much newer") << 7;
}

void TestProgressStore::fileFromNewerVersionIsLeftAlone()
{
    QFETCH(int, format);
    const QByteArray bytes = QByteArray(R"({"format": )") + QByteArray::number(format)
                             + R"(, "quizzes": {"five": {"history": []}}, "history": {}})";
    QVERIFY(writeFile(progressPath(), bytes));

    ProgressStore store(progressPath());
    const ProgressStore::LoadOutcome outcome = store.load();
    QCOMPARE(outcome.status, ProgressStore::LoadStatus::NewerFormat);
    QCOMPARE(outcome.foundFormat, format);
    QVERIFY(store.history().isEmpty());
    QVERIFY(outcome.message().contains(u"newer version"_s));
    QVERIFY(store.isSavingBlocked());
    store.recordSession(finishedAttempt(fiveQuestionBank(), {0}), at(5, 12));
    ProgressStore::SaveFailure failure;
    QVERIFY(!store.save(&failure));
    QCOMPARE(failure.reason, ProgressStore::SaveFailure::Reason::NewerFormat);
    QCOMPARE(readFile(progressPath()), bytes);
    QCOMPARE(entriesOf(m_dir->path()), QStringList{u"progress.json"_s});
}

void TestProgressStore::nonRegularOrHugeFileIsSetAside_data()
{
    QTest::addColumn<QString>("kind");
    QTest::newRow("named pipe") << u"fifo"_s; // opening it would block
    QTest::newRow("directory") << u"directory"_s;
    QTest::newRow("over the size limit") << u"huge"_s;
}

void TestProgressStore::nonRegularOrHugeFileIsSetAside()
{
    QFETCH(QString, kind);
    if (kind == u"fifo"_s) {
        QCOMPARE(mkfifo(QFile::encodeName(progressPath()).constData(), 0600), 0);
    } else if (kind == u"directory"_s) {
        QVERIFY(QDir().mkdir(progressPath()));
    } else {
        // Sparse: the size is what matters, not the disk it takes.
        QFile file(progressPath());
        QVERIFY(file.open(QIODevice::WriteOnly));
        QVERIFY(file.resize(ProgressStore::maxFileBytes + 1));
    }
    ProgressStore store(progressPath());
    const ProgressStore::LoadOutcome outcome = store.load();
    QCOMPARE(outcome.status, ProgressStore::LoadStatus::SetAside);
    QCOMPARE(outcome.tooLarge, kind == u"huge"_s);
    QVERIFY(QFileInfo::exists(outcome.setAsidePath));
    QVERIFY(!QFileInfo::exists(progressPath()));
}

void TestProgressStore::failedWriteKeepsTheOldFile_data()
{
    QTest::addColumn<int>("error");
    QTest::addColumn<QString>("expectedReason");
    // The reasons are FileError's own English texts, written here by hand.
    QTest::newRow("disk full") << ENOSPC << u"the disk is full"_s;
    QTest::newRow("file too large") << EFBIG << u"the file is larger than the system allows"_s;
    QTest::newRow("read-only") << EROFS << u"the disk is read-only"_s;
    QTest::newRow("permission") << EACCES << u"permission denied"_s;
    QTest::newRow("input/output") << EIO << u"the disk reported a read or write error"_s;
    // An errno with no words of its own: the system's text (the writer's, below).
    QTest::newRow("other") << EBUSY << u"the system reports: Input/output error"_s;
}

void TestProgressStore::failedWriteKeepsTheOldFile()
{
    QFETCH(int, error);
    QFETCH(QString, expectedReason);
    QVERIFY(writeFile(progressPath(), validProgressFile()));
    int writes = 0;
    ProgressStore store(progressPath(), [&](const QString &, const QByteArray &) {
        ++writes;
        return std::optional<FileError>(FileError::fromErrno(error, u"Input/output error"_s));
    });
    QCOMPARE(store.load().status, ProgressStore::LoadStatus::Loaded);
    store.recordSession(finishedAttempt(fiveQuestionBank(), {0, 1, 2, 3, 4}), at(5, 12));

    ProgressStore::SaveFailure failure;
    QVERIFY(!store.save(&failure));
    QCOMPARE(writes, 1);
    QCOMPARE(failure.reason, ProgressStore::SaveFailure::Reason::WriteFailed);
    QVERIFY2(failure.message().contains(expectedReason), qPrintable(failure.message()));
    QCOMPARE(readFile(progressPath()), validProgressFile());
    // A full disk may clear: every later save tries again.
    QVERIFY(!store.save());
    QCOMPARE(writes, 2);
}

void TestProgressStore::failedFlushOnARealFileKeepsTheOldFile()
{
    // The file-size limit makes the kernel refuse writes past 64 bytes, as a
    // full disk does: QSaveFile's buffered write() succeeds, and only the
    // flush fails. Qt 6.4's commit() alone would rename the short file over
    // the old one.
    QVERIFY(writeFile(progressPath(), validProgressFile()));
    ProgressStore store(progressPath());
    QCOMPARE(store.load().status, ProgressStore::LoadStatus::Loaded);
    store.recordSession(finishedAttempt(fiveQuestionBank(), {0, 1, 2, 3, 4}), at(5, 12));

    ProgressStore::SaveFailure failure;
    bool saved = true;
    {
        FileSizeLimit limit(64);
        QVERIFY(limit.applied());
        saved = store.save(&failure);
    }
    QVERIFY(!saved);
    QCOMPARE(failure.reason, ProgressStore::SaveFailure::Reason::WriteFailed);
    QCOMPARE(failure.error.kind, FileError::Kind::FileTooLarge);
    QCOMPARE(readFile(progressPath()), validProgressFile());
    QCOMPARE(entriesOf(m_dir->path()), QStringList{u"progress.json"_s}); // no temporary file left

    QVERIFY(store.save()); // room again: the next save goes through
    ProgressStore reloaded(progressPath());
    QCOMPARE(reloaded.load().status, ProgressStore::LoadStatus::Loaded);
    QCOMPARE(reloaded.record(u"five"_s).best, std::optional<Score>(Score{5, 5}));
}

void TestProgressStore::leftoverTemporaryFilesAreRemoved()
{
    QVERIFY(writeFile(progressPath(), validProgressFile()));
    const QDateTime old = QDateTime::currentDateTime().addSecs(-3600);
    auto makeFile = [this](const QString &name, const QDateTime &modified) {
        QFile file(m_dir->filePath(name));
        return file.open(QIODevice::WriteOnly) && file.write("{") == 1 && file.flush()
               && (!modified.isValid()
                   || file.setFileTime(modified, QFileDevice::FileModificationTime));
    };
    QVERIFY(makeFile(u"progress.json.Ab3dE9"_s, old)); // QSaveFile's pattern, left by a kill
    QVERIFY(makeFile(u"progress.json.zzzzzz"_s, old));
    QVERIFY(makeFile(u"progress.json.Fresh1"_s, {})); // may be another instance's save in flight
    QVERIFY(makeFile(u"progress.json.damaged-20260101-101010"_s, old)); // the learner's old data
    QVERIFY(makeFile(u"progress.json.toolong7"_s, old)); // not the pattern
    QVERIFY(makeFile(u"notes.txt.Ab3dE9"_s, old)); // not ours

    ProgressStore store(progressPath());
    QCOMPARE(store.load().status, ProgressStore::LoadStatus::Loaded);
    QCOMPARE(entriesOf(m_dir->path()),
             (QStringList{u"notes.txt.Ab3dE9"_s, u"progress.json"_s, u"progress.json.Fresh1"_s,
                          u"progress.json.damaged-20260101-101010"_s, u"progress.json.toolong7"_s}));
}

void TestProgressStore::unreadableUnmovableFileBlocksEverySave()
{
    // An unreadable file in a folder that cannot be written: as root,
    // permissions do not apply, so the check runs in a child that has given
    // root up.
    QVERIFY(writeFile(progressPath(), validProgressFile()));
    QCOMPARE(chmod(QFile::encodeName(progressPath()).constData(), 0), 0);
    QCOMPARE(chmod(QFile::encodeName(m_dir->path()).constData(), 0555), 0);
    const pid_t child = fork();
    if (child == 0) {
        if (geteuid() == 0) {
            const passwd *nobody = getpwnam("nobody");
            if (!nobody || setgid(nobody->pw_gid) != 0 || setuid(nobody->pw_uid) != 0)
                _exit(10);
        }
        ProgressStore store(progressPath());
        const ProgressStore::LoadOutcome outcome = store.load();
        if (outcome.status != ProgressStore::LoadStatus::Unreadable)
            _exit(11);
        if (outcome.readError.kind != FileError::Kind::NoPermission || !store.isSavingBlocked())
            _exit(12);
        if (!outcome.message().contains(u"will not write over it"_s))
            _exit(13);
        store.recordSession(finishedAttempt(fiveQuestionBank(), {0}), at(5, 12));
        for (int attempt = 0; attempt < 3; ++attempt) {
            ProgressStore::SaveFailure failure;
            if (store.save(&failure)
                || failure.reason != ProgressStore::SaveFailure::Reason::Blocked)
                _exit(14);
        }
        _exit(0);
    }
    int status = -1;
    QCOMPARE(waitpid(child, &status, 0), child);
    chmod(QFile::encodeName(m_dir->path()).constData(), 0700);
    chmod(QFile::encodeName(progressPath()).constData(), 0600);
    QVERIFY(WIFEXITED(status));
    QCOMPARE(WEXITSTATUS(status), 0);
    QCOMPARE(readFile(progressPath()), validProgressFile());
}

void TestProgressStore::wrongIdsAreUniqueAndRetryOnlyKnownOnes()
{
    QVERIFY(writeFile(
        progressPath(),
        R"({"format": 1, "quizzes": {"five": {"lastWrong": ["q2", "q2", "gone", "q4", "q2"]}}})"));
    ProgressStore store(progressPath());
    QCOMPARE(store.load().status, ProgressStore::LoadStatus::Loaded);
    const QuizRecord record = store.record(u"five"_s);
    QCOMPARE(record.lastWrongIds, (QStringList{u"q2"_s, u"gone"_s, u"q4"_s}));
    // "gone" is no longer in the bank: a retry would ask two questions.
    QCOMPARE(record.retryableIds(fiveQuestionBank()), (QStringList{u"q2"_s, u"q4"_s}));
}

void TestProgressStore::historySurvivesSaveAndLoad()
{
    {
        ProgressStore store(progressPath());
        for (const AttemptRecord &attempt : threeAttempts())
            store.appendAttempt(attempt);
        QVERIFY(store.save());
    }
    ProgressStore reloaded(progressPath());
    const ProgressStore::LoadOutcome outcome = reloaded.load();
    QCOMPARE(outcome.status, ProgressStore::LoadStatus::Loaded);
    QCOMPARE(outcome.skippedAttempts, 0);
    QCOMPARE(reloaded.history().size(), 3);
    for (int i = 0; i < 3; ++i)
        QVERIFY2(reloaded.history().at(i) == threeAttempts().at(i), qPrintable(QString::number(i)));
    QCOMPARE(reloaded.history().at(0).score(), (Score{3, 5}));
    QVERIFY(!reloaded.history().at(1).started.isValid());
}

void TestProgressStore::historyIsWrittenCompactly()
{
    ProgressStore store(progressPath());
    for (const AttemptRecord &attempt : threeAttempts())
        store.appendAttempt(attempt);
    AttemptRecord retryOfFive = threeAttempts().constFirst();
    retryOfFive.retry = true;
    retryOfFive.questions = {retryOfFive.questions.at(1), retryOfFive.questions.at(3),
                             retryOfFive.questions.at(4)};
    store.appendAttempt(retryOfFive);
    QVERIFY(store.save());

    // Written out by hand from threeAttempts() and the README's format:
    // questions by their number in "questionIds", consecutive ones as a run;
    // per answer the bank's option as a letter, upper case when right; whole
    // seconds; the start and the duration in seconds, or the end alone when
    // the start is unknown; fields at their usual value left out. Keys come
    // sorted, as QJsonDocument writes them.
    const QStringList expected{
        uR"({"answers":"AaCDd","duration":3600,"questions":"0-4","quiz":"five","seconds":"12 5 0 1 60","start":"2026-03-01T10:15:30Z"})"_s,
        uR"({"abandoned":true,"answers":"-B---","end":"2026-03-02T09:15:30Z","mode":"end","questions":"0-4","quiz":"five","seconds":"0 4 0 0 0"})"_s,
        uR"({"answers":"cB","duration":3600,"questions":"0-1","quiz":"other","retry":true,"seconds":"1 2","start":"2026-03-03T07:15:30Z"})"_s,
        uR"({"answers":"aDd","duration":3600,"questions":"1 3-4","quiz":"five","retry":true,"seconds":"5 1 60","start":"2026-03-01T10:15:30Z"})"_s,
    };
    const QString text = QString::fromUtf8(readFile(progressPath()));
    const qsizetype historyStart = text.indexOf(u"\"history\": [\n"_s);
    QVERIFY(historyStart > 0);
    QStringList lines = text.sliced(historyStart).split(u'\n');
    lines = lines.mid(1, 4); // one attempt a line
    for (QString &line : lines) {
        QVERIFY(line.startsWith(u'{'));
        if (line.endsWith(u','))
            line.chop(1);
    }
    QCOMPARE(lines, expected);

    const QJsonObject root = fileRoot(progressPath());
    QCOMPARE(root.value(u"format"_s).toInt(), 2);
    QCOMPARE(root.value(u"questionIds"_s).toObject(),
             (QJsonObject{{u"five"_s, QJsonArray{u"q1"_s, u"q2"_s, u"q3"_s, u"q4"_s, u"q5"_s}},
                          {u"other"_s, QJsonArray{u"x7"_s, u"x2"_s}}}));
    QCOMPARE(root.value(u"history"_s).toArray().size(), 4);
}

void TestProgressStore::historyGrowsAcrossSaves()
{
    const QList<AttemptRecord> attempts = threeAttempts();
    ProgressStore store(progressPath());
    store.appendAttempt(attempts.at(0));
    QVERIFY(store.save());
    store.appendAttempt(attempts.at(1));
    store.appendAttempt(attempts.at(2));
    QVERIFY(store.save()); // the first attempt is not encoded again, the others are added

    ProgressStore reloaded(progressPath());
    QCOMPARE(reloaded.load().status, ProgressStore::LoadStatus::Loaded);
    QCOMPARE(reloaded.history(), attempts);
    // After a load the question numbers are made afresh: still the same attempts.
    reloaded.appendAttempt(attempts.at(0));
    QVERIFY(reloaded.save());
    ProgressStore again(progressPath());
    QCOMPARE(again.load().status, ProgressStore::LoadStatus::Loaded);
    QCOMPARE(again.history(), attempts + QList<AttemptRecord>{attempts.at(0)});
}

void TestProgressStore::finishedSessionGoesIntoTheHistory()
{
    const QuestionBank bank = fiveQuestionBank();
    QuizSession session = QuizSession::start(bank, FeedbackMode::Immediate, 17);
    session.setStarted(QDateTime(QDate(2026, 3, 1), QTime(10, 0, 0, 750), Qt::UTC));
    // Kept to the nearest second: 12.499 s -> 12 s, 12.5 s -> 13 s, 0.499 s -> 0, 0.5 s -> 1 s.
    session.addTimeSpent(0, 12499);
    session.addTimeSpent(1, 12500);
    session.addTimeSpent(2, 499);
    session.addTimeSpent(3, 500);
    ProgressStore store(progressPath());
    store.recordSession(session, at(1, 10));
    QVERIFY(store.history().isEmpty()); // not finished yet

    const QList<int> right{0, 2, 4};
    for (int position = 0; position < 5; ++position) {
        session.choose(position, right.contains(position) ? session.correctSlot(position)
                                                          : wrongSlot(session, position));
        session.check(position);
    }
    const QDateTime ended(QDate(2026, 3, 1), QTime(10, 5, 7, 999), Qt::UTC);
    store.recordSession(session, ended);
    QCOMPARE(store.history().size(), 1);
    const AttemptRecord &attempt = store.history().constFirst();
    QCOMPARE(attempt.bankId, u"five"_s);
    QCOMPARE(attempt.started, QDateTime(QDate(2026, 3, 1), QTime(10, 0, 0), Qt::UTC));
    QCOMPARE(attempt.ended, QDateTime(QDate(2026, 3, 1), QTime(10, 5, 7), Qt::UTC));
    QCOMPARE(attempt.mode, FeedbackMode::Immediate);
    QVERIFY(!attempt.retry);
    QCOMPARE(attempt.end, AttemptRecord::End::Finished);
    QCOMPARE(attempt.questions.size(), 5);
    // fiveQuestionBank()'s right options are 0, 1, 2, 3, 1.
    const int bankAnswers[] = {0, 1, 2, 3, 1};
    const qint64 times[] = {12000, 13000, 0, 1000, 0};
    for (int position = 0; position < 5; ++position) {
        const QuestionOutcome &question = attempt.questions.at(position);
        QCOMPARE(question.questionId, u"q%1"_s.arg(position + 1));
        QCOMPARE(question.timeSpentMs, times[position]);
        if (right.contains(position)) {
            QCOMPARE(question.result, QuestionOutcome::Result::Right);
            QCOMPARE(question.chosenOption, bankAnswers[position]);
        } else {
            QCOMPARE(question.result, QuestionOutcome::Result::Wrong);
            QVERIFY(question.chosenOption != bankAnswers[position]);
            // The bank's index of the option shown in the chosen slot.
            QCOMPARE(question.chosenOption,
                     session.optionOrder(position)[std::size_t(wrongSlot(session, position))]);
        }
    }
    QCOMPARE(attempt.score(), (Score{3, 5}));
    QCOMPARE(store.record(u"five"_s).best, std::optional<Score>(Score{3, 5}));
}

void TestProgressStore::abandonedSessionGoesIntoTheHistory()
{
    const QuestionBank bank = fiveQuestionBank();
    ProgressStore store(progressPath());
    store.recordSession(finishedAttempt(bank, {0, 1}), at(1, 9)); // best 2 of 5
    QuizSession open = QuizSession::start(bank, FeedbackMode::AtEnd, 8);
    open.choose(0, open.correctSlot(0));
    open.choose(1, wrongSlot(open, 1));
    open.addTimeSpent(1, 2000);
    store.recordSession(open, at(2, 9));
    store.setOpenAttemptBankId(u"five"_s);

    store.recordAbandoned(open, at(2, 10));
    QVERIFY(!store.record(u"five"_s).attempt);
    QVERIFY(store.openAttemptBankId().isEmpty());
    QCOMPARE(store.record(u"five"_s).best, std::optional<Score>(Score{2, 5})); // untouched
    QCOMPARE(store.history().size(), 2);
    const AttemptRecord &abandoned = store.history().at(1);
    QCOMPARE(abandoned.end, AttemptRecord::End::Abandoned);
    QCOMPARE(abandoned.mode, FeedbackMode::AtEnd);
    QCOMPARE(abandoned.ended, at(2, 10));
    using R = QuestionOutcome::Result;
    QList<R> results;
    for (const QuestionOutcome &question : abandoned.questions)
        results << question.result;
    // Not submitted, yet each chosen answer counts as chosen.
    QCOMPARE(results, (QList<R>{R::Right, R::Wrong, R::Unanswered, R::Unanswered, R::Unanswered}));
    QCOMPARE(abandoned.questions.at(1).timeSpentMs, 2000);
    QCOMPARE(abandoned.questions.at(2).chosenOption, -1);

    QVERIFY(store.save());
    ProgressStore reloaded(progressPath());
    QCOMPARE(reloaded.load().status, ProgressStore::LoadStatus::Loaded);
    QCOMPARE(reloaded.history(), store.history());
}

void TestProgressStore::formatOneFileIsMigrated()
{
    // tests/data/progress-format1.json was written by ScaleStudy's own code
    // before format 2 (commit 94d194f): a throwaway program linked with that
    // commit's scalestudy_core ran Study on the two built-in banks, finished
    // jax-gpu twice in immediate mode (13 of 17, then 11 of 17), then began
    // parallelism in end mode, answered three questions and moved to the fourth.
    const QString fixture = QStringLiteral(SCALESTUDY_TEST_DATA_DIR) + u"/progress-format1.json"_s;
    const QByteArray original = readFile(fixture);
    QVERIFY(original.contains("\"format\": 1"));
    QVERIFY(writeFile(progressPath(), original));

    auto checkRecords = [](const ProgressStore &store) {
        // The values below are read from the fixture by eye.
        const QuizRecord jax = store.record(u"jax-gpu"_s);
        QCOMPARE(jax.best, std::optional<Score>(Score{13, 17}));
        QCOMPARE(jax.last, std::optional<Score>(Score{11, 17}));
        QCOMPARE(jax.lastWrongIds, (QStringList{u"jax-gpu-01"_s, u"jax-gpu-04"_s, u"jax-gpu-06"_s,
                                                u"jax-gpu-09"_s, u"jax-gpu-15"_s, u"jax-gpu-17"_s}));
        QCOMPARE(jax.lastFinished, QDateTime(QDate(2026, 11, 30), QTime(14, 0, 48, 427), Qt::UTC));
        QVERIFY(!jax.attempt);
        const QuizRecord parallelism = store.record(u"parallelism"_s);
        QVERIFY(parallelism.attempt);
        QVERIFY(!parallelism.best);

        // The parallelism bank as it was at that commit: the attempt is of its questions.
        const std::optional<QuestionBank> bank = BankLoader::loadFile(
                                                     QStringLiteral(SCALESTUDY_TEST_DATA_DIR)
                                                     + u"/parallelism-94d194f.json"_s)
                                                     .bank;
        QVERIFY(bank);
        const std::optional<QuizSession> attempt = QuizSession::fromJson(*parallelism.attempt,
                                                                         *bank);
        QVERIFY(attempt);
        QCOMPARE(attempt->mode(), FeedbackMode::AtEnd);
        QCOMPARE(attempt->seed(), 3683160501u);
        QCOMPARE(attempt->currentPosition(), 3);
        QCOMPARE(attempt->chosenSlot(0), std::optional<int>(3));
        QCOMPARE(attempt->chosenSlot(1), std::optional<int>(1));
        QCOMPARE(attempt->chosenSlot(2), std::optional<int>(2));
        QCOMPARE(attempt->chosenSlot(3), std::nullopt);
        QVERIFY(!attempt->started().isValid()); // format 1 kept no start time
        QCOMPARE(attempt->timeSpentMs(0), 0);
        QVERIFY(store.history().isEmpty());
    };

    ProgressStore store(progressPath());
    const ProgressStore::LoadOutcome outcome = store.load();
    QCOMPARE(outcome.status, ProgressStore::LoadStatus::Loaded);
    QVERIFY(outcome.message().isEmpty());
    checkRecords(store);
    if (QTest::currentTestFailed())
        return;

    QVERIFY(store.save());
    const QJsonObject root = fileRoot(progressPath());
    QCOMPARE(root.value(u"format"_s).toInt(), 2);
    QCOMPARE(root.value(u"history"_s).toArray(), QJsonArray());
    // Every record is kept as format 1 wrote it.
    QCOMPARE(root.value(u"quizzes"_s),
             QJsonDocument::fromJson(original).object().value(u"quizzes"_s));

    ProgressStore reloaded(progressPath());
    QCOMPARE(reloaded.load().status, ProgressStore::LoadStatus::Loaded);
    checkRecords(reloaded);
}

void TestProgressStore::damagedHistoryEntryIsSkipped_data()
{
    QTest::addColumn<QString>("key"); // empty: the whole entry is value
    QTest::addColumn<QJsonValue>("value");

    const QJsonValue absent(QJsonValue::Undefined); // inserting it removes the key
    QTest::newRow("not an object") << QString() << QJsonValue(7);
    QTest::newRow("no quiz") << u"quiz"_s << absent;
    QTest::newRow("quiz a number") << u"quiz"_s << QJsonValue(5);
    QTest::newRow("quiz with no question table") << u"quiz"_s << QJsonValue(u"nobody"_s);
    QTest::newRow("no start and no end") << u"start"_s << absent;
    QTest::newRow("start not a date") << u"start"_s << QJsonValue(u"soon"_s);
    QTest::newRow("no duration") << u"duration"_s << absent;
    QTest::newRow("negative duration") << u"duration"_s << QJsonValue(-5);
    QTest::newRow("duration not whole") << u"duration"_s << QJsonValue(1.5);
    QTest::newRow("duration a word") << u"duration"_s << QJsonValue(u"an hour"_s);
    QTest::newRow("unknown mode") << u"mode"_s << QJsonValue(u"sometimes"_s);
    QTest::newRow("question number not in the table") << u"questions"_s << QJsonValue(u"0-3 9"_s);
    QTest::newRow("run backwards") << u"questions"_s << QJsonValue(u"4-0"_s);
    QTest::newRow("questions not numbers") << u"questions"_s << QJsonValue(u"a-e"_s);
    QTest::newRow("a number with a sign") << u"questions"_s << QJsonValue(u"+0-4"_s);
    QTest::newRow("two spaces") << u"questions"_s << QJsonValue(u"0-2  3-4"_s);
    QTest::newRow("no questions") << u"questions"_s << QJsonValue(u""_s);
    QTest::newRow("one answer short") << u"answers"_s << QJsonValue(u"AaCD"_s);
    // A–F and a–f are the six options a question may have (bank format 2).
    QTest::newRow("answer letter G") << u"answers"_s << QJsonValue(u"AaCDG"_s);
    QTest::newRow("no answers") << u"answers"_s << absent;
    QTest::newRow("one time short") << u"seconds"_s << QJsonValue(u"12 5 0 1"_s);
    QTest::newRow("one time too many") << u"seconds"_s << QJsonValue(u"12 5 0 1 60 7"_s);
    QTest::newRow("a negative time") << u"seconds"_s << QJsonValue(u"12 -5 0 1 60"_s);
    QTest::newRow("times a list") << u"seconds"_s << QJsonValue(QJsonArray{12, 5, 0, 1, 60});
    QTest::newRow("retry a word") << u"retry"_s << QJsonValue(u"yes"_s);
    QTest::newRow("abandoned a number") << u"abandoned"_s << QJsonValue(1);
}

void TestProgressStore::damagedHistoryEntryIsSkipped()
{
    QFETCH(QString, key);
    QFETCH(QJsonValue, value);
    {
        ProgressStore store(progressPath());
        store.recordSession(finishedAttempt(fiveQuestionBank(), {0}), at(1, 8)); // a quiz record
        for (const AttemptRecord &attempt : threeAttempts())
            store.appendAttempt(attempt);
        QVERIFY(store.save());
    }
    // A damaged copy of the first attempt goes in second place.
    QJsonObject root = fileRoot(progressPath());
    QJsonArray history = root.value(u"history"_s).toArray();
    QCOMPARE(history.size(), 4);
    QJsonObject entry = history.at(1).toObject();
    QJsonValue damaged = value;
    if (!key.isEmpty()) {
        entry.insert(key, value);
        damaged = entry;
    }
    history.insert(2, damaged);
    root.insert(u"history"_s, history);
    const QByteArray bytes = QJsonDocument(root).toJson();
    QVERIFY(writeFile(progressPath(), bytes));

    ProgressStore store(progressPath());
    const ProgressStore::LoadOutcome outcome = store.load();
    QCOMPARE(outcome.status, ProgressStore::LoadStatus::PartlyLoaded);
    QCOMPARE(outcome.skippedAttempts, 1);
    QVERIFY(outcome.skippedQuizzes.isEmpty());
    QCOMPARE(store.history().size(), 4);
    QCOMPARE(store.history().mid(1), threeAttempts());
    QCOMPARE(store.record(u"five"_s).best, std::optional<Score>(Score{1, 5}));
    // The original is copied aside, byte for byte, and the learner is told.
    QCOMPARE(readFile(outcome.setAsidePath), bytes);
    QVERIFY2(outcome.message().contains(u"in your history could not be read"_s),
             qPrintable(outcome.message()));
    QVERIFY(outcome.message().contains(QDir::toNativeSeparators(outcome.setAsidePath)));

    QVERIFY(store.save());
    ProgressStore reloaded(progressPath());
    QCOMPARE(reloaded.load().status, ProgressStore::LoadStatus::Loaded);
    QCOMPARE(reloaded.history(), store.history());
}

void TestProgressStore::damagedQuestionTableSkipsOnlyItsAttempts()
{
    {
        ProgressStore store(progressPath());
        for (const AttemptRecord &attempt : threeAttempts())
            store.appendAttempt(attempt);
        QVERIFY(store.save());
    }
    QJsonObject root = fileRoot(progressPath());
    QJsonObject table = root.value(u"questionIds"_s).toObject();
    table.insert(u"five"_s, QJsonArray{u"q1"_s, u"q2"_s, u"q1"_s, u"q4"_s, u"q5"_s}); // q1 twice
    root.insert(u"questionIds"_s, table);
    QVERIFY(writeFile(progressPath(), QJsonDocument(root).toJson()));

    ProgressStore store(progressPath());
    const ProgressStore::LoadOutcome outcome = store.load();
    QCOMPARE(outcome.status, ProgressStore::LoadStatus::PartlyLoaded);
    QCOMPARE(outcome.skippedAttempts, 2); // both attempts at "five"
    QCOMPARE(store.history(), QList<AttemptRecord>{threeAttempts().at(2)});
}

void TestProgressStore::historyNotAListSetsTheFileAside()
{
    const QByteArray bytes(R"({"format": 2, "quizzes": {}, "history": {"0": {}}})");
    QVERIFY(writeFile(progressPath(), bytes));
    ProgressStore store(progressPath());
    const ProgressStore::LoadOutcome outcome = store.load();
    QCOMPARE(outcome.status, ProgressStore::LoadStatus::SetAside);
    QCOMPARE(readFile(outcome.setAsidePath), bytes);
}

void TestProgressStore::openAttemptIsRemembered()
{
    {
        ProgressStore store(progressPath());
        QVERIFY(store.openAttemptBankId().isEmpty());
        store.setOpenAttemptBankId(u"five"_s);
        QVERIFY(store.save());
    }
    ProgressStore store(progressPath());
    QCOMPARE(store.load().status, ProgressStore::LoadStatus::Loaded);
    QCOMPARE(store.openAttemptBankId(), u"five"_s);
    store.discardAttempt(u"other"_s);
    QCOMPARE(store.openAttemptBankId(), u"five"_s);
    store.discardAttempt(u"five"_s);
    QVERIFY(store.openAttemptBankId().isEmpty());
    QVERIFY(store.save());
    QVERIFY(!fileRoot(progressPath()).contains(u"openAttempt"_s));
}

void TestProgressStore::tenThousandAttemptsStaySmall()
{
    // 10,000 attempts of 17 questions, ids as long as the built-in bank's,
    // 3 to 90 seconds a question, an hour apart over 2024 and 2025 (in the
    // past: a time ahead of the clock would be read as now).
    using R = QuestionOutcome::Result;
    ProgressStore store(progressPath());
    const QDateTime first(QDate(2024, 1, 1), QTime(0, 15, 30), Qt::UTC);
    for (int i = 0; i < 10'000; ++i) {
        AttemptRecord attempt;
        attempt.bankId = u"jax-gpu"_s;
        attempt.started = first.addSecs(qint64(i) * 3600);
        attempt.ended = attempt.started.addSecs(600 + i % 300);
        for (int q = 0; q < 17; ++q) {
            const int kind = (i + q) % 5;
            attempt.questions << outcome(u"jax-gpu-%1"_s.arg(q + 1, 2, 10, QChar(u'0')),
                                         kind == 4 ? -1 : kind,
                                         kind == 4   ? R::Unanswered
                                         : kind == 0 ? R::Wrong
                                                     : R::Right,
                                         qint64(3 + (i * 7 + q * 13) % 88) * 1000);
        }
        store.appendAttempt(attempt);
    }
    QVERIFY(store.save());
    const qint64 size = QFileInfo(progressPath()).size();
    qInfo("10,000 attempts: %lld bytes", size);
    // Well under 3 MB: per attempt about 110 bytes of names and dates, 17
    // letters and 17 times of up to two digits, one line each.
    QVERIFY2(size < 2'000'000, qPrintable(QString::number(size)));
    ProgressStore reloaded(progressPath());
    QCOMPARE(reloaded.load().status, ProgressStore::LoadStatus::Loaded);
    QCOMPARE(reloaded.history(), store.history());
}

QTEST_GUILESS_MAIN(TestProgressStore)
#include "tst_progressstore.moc"
