// ProgressStore::save() is atomic even when the process dies in the middle of
// it: a child process saves in a loop, the test kills it with SIGKILL at
// random moments, and after every kill the file on disk must load as it is,
// never as damaged.
#include "core/progressstore.h"
#include "support/testbanks.h"

#include <QCryptographicHash>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QScopeGuard>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <chrono>
#include <thread>

#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

// The banks these tests use (built in or written here) give every question four options.
static constexpr int fixtureOptions = 4;

namespace {

// What the child tells the parent through a pipe, one byte each.
constexpr char savingByte = 'b';
constexpr char savedByte = 's';

// Puts progress that differs from round to round into the store: each round
// answers a different number of questions from a different seed.
void recordRound(ProgressStore &store, const QuestionBank &bank, quint32 round, int extraQuizzes)
{
    QuizSession session = QuizSession::start(bank, FeedbackMode::Immediate, round);
    const int answered = int(round % quint32(session.questionCount()));
    for (int position = 0; position < answered; ++position) {
        session.choose(position, int(round % fixtureOptions));
        session.check(position);
    }
    session.setCurrentPosition(answered);
    store.recordSession(session, QDateTime::currentDateTimeUtc());
    for (int quiz = 0; quiz < extraQuizzes; ++quiz) {
        QuizRecord record;
        record.attempt = session.toJson();
        record.last = Score{int(round % 6), 5};
        store.setRecord(u"quiz-%1"_s.arg(quiz), record);
    }
}

// The child: saves different progress over and over until it is killed.
[[noreturn]] void saveForever(const QString &path, quint32 firstRound, int extraQuizzes,
                              int reportFd)
{
    const QuestionBank bank = fiveQuestionBank();
    ProgressStore store(path);
    for (quint32 round = firstRound;; ++round) {
        recordRound(store, bank, round, extraQuizzes);
        if (::write(reportFd, &savingByte, 1) != 1 || !store.save())
            ::_exit(2);
        if (::write(reportFd, &savedByte, 1) != 1)
            ::_exit(3);
    }
}

// How long one save takes here, so that the kills can be spread over a few
// saves whatever the speed of the machine.
std::chrono::microseconds saveDuration(const QString &path, int extraQuizzes)
{
    constexpr int saves = 5;
    const QuestionBank bank = fiveQuestionBank();
    ProgressStore store(path);
    QElapsedTimer timer;
    timer.start();
    for (int round = 0; round < saves; ++round) {
        recordRound(store, bank, quint32(round), extraQuizzes);
        if (!store.save())
            return {};
    }
    return std::chrono::microseconds(timer.nsecsElapsed() / 1000 / saves);
}

// Everything the child reported before it died.
QByteArray readToEnd(int fd)
{
    QByteArray bytes;
    char buffer[4096];
    for (;;) {
        const ssize_t count = ::read(fd, buffer, sizeof buffer);
        if (count <= 0)
            return bytes;
        bytes.append(buffer, qsizetype(count));
    }
}

QByteArray fileHash(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha1);
}

} // namespace

class TestSaveKill : public QObject
{
    Q_OBJECT

private slots:
    void killedSaveLeavesALoadableFile_data();
    void killedSaveLeavesALoadableFile();
};

void TestSaveKill::killedSaveLeavesALoadableFile_data()
{
    QTest::addColumn<int>("extraQuizzes");
    QTest::newRow("one quiz") << 0;
    // A file of some 50 KB, so that writing it takes long enough to be killed in.
    QTest::newRow("many quizzes") << 25;
}

void TestSaveKill::killedSaveLeavesALoadableFile()
{
    QFETCH(int, extraQuizzes);
    constexpr int kills = 100;
    const QuestionBank bank = fiveQuestionBank();

    // In memory where the system has it: the disk's sync would make each save
    // slow (and so the test), and a killed process loses nothing that a sync
    // would have kept.
    const QString base = QFileInfo(u"/dev/shm"_s).isDir() ? u"/dev/shm"_s : QDir::tempPath();
    QTemporaryDir directory(base + u"/tst_savekill-XXXXXX"_s);
    QVERIFY(directory.isValid());
    const QString path = directory.filePath(u"progress.json"_s);
    // Also leaves a first file, so that even a child killed before its first save leaves one.
    const std::chrono::microseconds oneSave = saveDuration(path, extraQuizzes);
    QVERIFY(oneSave.count() > 0);
    // Kills spread over about three saves; capped so that a slow machine keeps the test short.
    const int longestDelay = int(std::clamp<qint64>(3 * oneSave.count(), 1000, 200000));

    // A fixed seed: a failure comes back with the same delays.
    QRandomGenerator random(20261130u);
    int killsDuringSave = 0;
    int savesCompleted = 0;
    QSet<QByteArray> contentsSeen;
    for (int killNumber = 0; killNumber < kills; ++killNumber) {
        int pipeFds[2];
        QCOMPARE(::pipe(pipeFds), 0);
        const pid_t child = ::fork();
        QVERIFY(child >= 0);
        if (child == 0) {
            ::close(pipeFds[0]);
            saveForever(path, quint32(killNumber) * 1000, extraQuizzes, pipeFds[1]);
        }
        ::close(pipeFds[1]);
        bool reaped = false;
        // A failed check below must not leave the child saving forever.
        const auto reap = qScopeGuard([&] {
            ::close(pipeFds[0]);
            if (!reaped) {
                ::kill(child, SIGKILL);
                ::waitpid(child, nullptr, 0);
            }
        });

        // Time the kill from the child's first save, not from its start-up.
        char first = 0;
        QCOMPARE(::read(pipeFds[0], &first, 1), ssize_t(1));
        std::this_thread::sleep_for(std::chrono::microseconds(random.bounded(100, longestDelay)));
        QCOMPARE(::kill(child, SIGKILL), 0);
        int status = 0;
        QCOMPARE(::waitpid(child, &status, 0), child);
        reaped = true;
        const QByteArray reports = first + readToEnd(pipeFds[0]);
        // Died of the kill, not of a failed save.
        QVERIFY2(WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL,
                 qPrintable(
                     u"the child exited by itself (status %1) after kill %2"_s.arg(status).arg(
                         killNumber)));
        savesCompleted += int(reports.count(savedByte));
        if (reports.endsWith(savingByte))
            ++killsDuringSave;

        ProgressStore reloaded(path);
        const ProgressStore::LoadOutcome outcome = reloaded.load();
        QVERIFY2(outcome.status == ProgressStore::LoadStatus::Loaded,
                 qPrintable(u"after kill %1: %2"_s.arg(killNumber).arg(outcome.message())));
        const QuizRecord record = reloaded.record(bank.id);
        QVERIFY(record.attempt);
        QVERIFY2(QuizSession::fromJson(*record.attempt, bank),
                 qPrintable(u"after kill %1 the attempt does not resume"_s.arg(killNumber)));
        contentsSeen.insert(fileHash(path));
    }

    const QStringList leftBehind = QDir(directory.path()).entryList(QDir::Files | QDir::Hidden);
    QVERIFY2(leftBehind.filter(u".damaged-"_s).isEmpty(), qPrintable(leftBehind.join(u", "_s)));
    // The test means something only if kills did land inside save() and the
    // child got far enough between kills to change the file.
    qInfo("one save: %lld us; %d of %d kills landed during save(); %d saves completed; "
          "%lld different files",
          qlonglong(oneSave.count()), killsDuringSave, kills, savesCompleted,
          qlonglong(contentsSeen.size()));
    QVERIFY(killsDuringSave > 0);
    QVERIFY(contentsSeen.size() > 1);
}

QTEST_GUILESS_MAIN(TestSaveKill)
#include "tst_savekill.moc"
