// ProgressStore: what the learner has done survives a restart, is written
// atomically, and a damaged file is set aside, never overwritten.
#include "core/progressstore.h"
#include "filesizelimit.h"
#include "testbanks.h"

#include <QDir>
#include <QFile>
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

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
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
    void fileFromNewerVersionIsLeftAlone();
    void nonRegularOrHugeFileIsSetAside_data();
    void nonRegularOrHugeFileIsSetAside();
    void failedWriteKeepsTheOldFile_data();
    void failedWriteKeepsTheOldFile();
    void failedFlushOnARealFileKeepsTheOldFile();
    void leftoverTemporaryFilesAreRemoved();
    void unreadableUnmovableFileBlocksEverySave();
    void wrongIdsAreUniqueAndRetryOnlyKnownOnes();

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
    const QJsonDocument document = QJsonDocument::fromJson(readAll(progressPath()), &error);
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
    QCOMPARE(readAll(outcome.setAsidePath), bytes); // the learner's bytes are kept as they were
    QVERIFY(!QFile::exists(progressPath()));
    QVERIFY(store.record(u"five"_s) == QuizRecord{});

    // A later save writes a fresh, valid file beside the set-aside one.
    store.recordSession(finishedAttempt(fiveQuestionBank(), {0, 1}), at(5, 12));
    ProgressStore::SaveFailure failure;
    QVERIFY2(store.save(&failure), qPrintable(failure.message()));
    QCOMPARE(readAll(outcome.setAsidePath), bytes);
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
    QCOMPARE(readAll(outcome.setAsidePath), bytes);
    QVERIFY(outcome.message().contains(u"broken"_s));
    QVERIFY(outcome.message().contains(QDir::toNativeSeparators(outcome.setAsidePath)));
    QVERIFY(!store.isSavingBlocked());
    QVERIFY(store.save());
    ProgressStore reloaded(progressPath());
    QCOMPARE(reloaded.load().status, ProgressStore::LoadStatus::Loaded);
    QCOMPARE(reloaded.record(u"five"_s).best, std::optional<Score>(Score{4, 5}));
}

void TestProgressStore::fileFromNewerVersionIsLeftAlone()
{
    const QByteArray bytes(R"({"format": 7, "quizzes": {"five": {"history": []}}})");
    QVERIFY(writeFile(progressPath(), bytes));

    ProgressStore store(progressPath());
    const ProgressStore::LoadOutcome outcome = store.load();
    QCOMPARE(outcome.status, ProgressStore::LoadStatus::NewerFormat);
    QCOMPARE(outcome.foundFormat, 7);
    QVERIFY(outcome.message().contains(u"newer version"_s));
    QVERIFY(store.isSavingBlocked());
    store.recordSession(finishedAttempt(fiveQuestionBank(), {0}), at(5, 12));
    ProgressStore::SaveFailure failure;
    QVERIFY(!store.save(&failure));
    QCOMPARE(failure.reason, ProgressStore::SaveFailure::Reason::NewerFormat);
    QCOMPARE(readAll(progressPath()), bytes);
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
    QTest::newRow("other") << EIO << u"the system reports: Input/output error"_s;
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
    QCOMPARE(readAll(progressPath()), validProgressFile());
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
    QCOMPARE(readAll(progressPath()), validProgressFile());
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
    QCOMPARE(readAll(progressPath()), validProgressFile());
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

QTEST_GUILESS_MAIN(TestProgressStore)
#include "tst_progressstore.moc"
