// The progress file when the system refuses: a file that may not be read is
// left where it is and never written over, and a file the disk could not
// sync never replaces the old one.
#include "core/progressstore.h"
#include "support/files.h"
#include "support/testbanks.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <memory>
#include <pwd.h>

using namespace Qt::StringLiterals;

namespace {
// While set, every fdatasync fails with EIO, as a failing disk makes it.
std::atomic<bool> failingSync{false};
} // namespace

// Takes the place of the C library's fdatasync for this program and the Qt it
// loads, QSaveFile::commit() included: the disk's answer is the one thing a
// test cannot otherwise make fail.
extern "C" int fdatasync(int fd)
{
    if (failingSync) {
        errno = EIO;
        return -1;
    }
    return int(::syscall(SYS_fdatasync, fd));
}

namespace {

QStringList entriesOf(const QString &directory)
{
    return QDir(directory).entryList(QDir::AllEntries | QDir::Hidden | QDir::System
                                         | QDir::NoDotAndDotDot,
                                     QDir::Name);
}

QByteArray validProgressFile()
{
    return QByteArray(R"({"format": 1, "quizzes": {
        "five": {"best": {"correct": 4, "total": 5}, "last": {"correct": 3, "total": 5},
                 "lastWrong": ["q2"], "lastFinished": "2026-03-04T10:15:30.000Z"}}})");
}

QuizSession oneAnswer()
{
    QuizSession session = QuizSession::start(fiveQuestionBank(), FeedbackMode::Immediate, 7);
    session.choose(0, session.correctSlot(0));
    return session;
}

// Runs check in a child process that is not root (root reads any file), and
// returns its exit status: 0 when every check passed.
template<typename Check>
int exitStatusAsNobody(Check check)
{
    const pid_t child = fork();
    if (child == 0) {
        if (geteuid() == 0) {
            const passwd *nobody = getpwnam("nobody");
            if (!nobody || setgid(nobody->pw_gid) != 0 || setuid(nobody->pw_uid) != 0)
                _exit(10);
        }
        _exit(check());
    }
    int status = -1;
    if (waitpid(child, &status, 0) != child || !WIFEXITED(status))
        return -1;
    return WEXITSTATUS(status);
}

} // namespace

class TestProgressFaults : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();

    void fileThatMayNotBeReadIsLeftAlone();
    void failedSyncKeepsTheOldFile();

private:
    QString progressPath() const { return m_dir->filePath(u"progress.json"_s); }
    std::unique_ptr<QTemporaryDir> m_dir;
};

void TestProgressFaults::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

void TestProgressFaults::cleanup()
{
    failingSync = false;
    m_dir.reset();
}

void TestProgressFaults::fileThatMayNotBeReadIsLeftAlone()
{
    // The folder may be written (the file could be moved aside), the file may
    // not be read: permission denied is not damage.
    QVERIFY(writeFile(progressPath(), validProgressFile()));
    QCOMPARE(chmod(QFile::encodeName(progressPath()).constData(), 0), 0);
    QCOMPARE(chmod(QFile::encodeName(m_dir->path()).constData(), 0777), 0);
    const QString path = progressPath();
    const int status = exitStatusAsNobody([&path] {
        ProgressStore store(path);
        const ProgressStore::LoadOutcome outcome = store.load();
        if (outcome.status != ProgressStore::LoadStatus::Unreadable
            || !outcome.setAsidePath.isEmpty())
            return 11;
        if (outcome.readError.kind != FileError::Kind::NoPermission)
            return 12;
        // The English text, written here by hand: it names the file and why.
        const QString message = outcome.message();
        if (!message.contains(
                u"Your saved progress in %1 could not be read (permission denied)"_s.arg(
                    QDir::toNativeSeparators(path)))
            || !message.contains(u"will not write over it"_s))
            return 13;
        // Later in the same run: every save is refused, none reaches the file.
        store.recordSession(oneAnswer(), QDateTime::currentDateTimeUtc());
        for (int attempt = 0; attempt < 3; ++attempt) {
            ProgressStore::SaveFailure failure;
            if (store.save(&failure)
                || failure.reason != ProgressStore::SaveFailure::Reason::Blocked)
                return 14;
        }
        return 0;
    });
    QCOMPARE(chmod(QFile::encodeName(progressPath()).constData(), 0600), 0);
    QCOMPARE(status, 0);
    QCOMPARE(entriesOf(m_dir->path()), QStringList{u"progress.json"_s}); // not renamed aside
    QCOMPARE(readFile(progressPath()), validProgressFile());
}

void TestProgressFaults::failedSyncKeepsTheOldFile()
{
    QVERIFY(writeFile(progressPath(), validProgressFile()));
    ProgressStore store(progressPath());
    QCOMPARE(store.load().status, ProgressStore::LoadStatus::Loaded);
    store.recordSession(oneAnswer(), QDateTime::currentDateTimeUtc());

    failingSync = true;
    ProgressStore::SaveFailure failure;
    const bool saved = store.save(&failure);
    failingSync = false;
    QVERIFY(!saved);
    QCOMPARE(failure.reason, ProgressStore::SaveFailure::Reason::WriteFailed);
    QCOMPARE(failure.error.kind, FileError::Kind::DeviceError); // EIO
    // FileError's own words for EIO, translated, not the system's English.
    QVERIFY2(failure.message().contains(u"the disk reported a read or write error"_s),
             qPrintable(failure.message()));
    QCOMPARE(readFile(progressPath()), validProgressFile());
    QCOMPARE(entriesOf(m_dir->path()), QStringList{u"progress.json"_s}); // no temporary file left

    QVERIFY(store.save()); // the disk answers again: the next save goes through
    ProgressStore reloaded(progressPath());
    QCOMPARE(reloaded.load().status, ProgressStore::LoadStatus::Loaded);
    QVERIFY(reloaded.record(u"five"_s).attempt.has_value());
}

QTEST_GUILESS_MAIN(TestProgressFaults)
#include "tst_progressfaults.moc"
