// Two copies of ScaleStudy on one data folder: the built scalestudy binary
// started as real processes (offscreen, each test with its own home and XDG
// folders), and the read-only copy's gate in-process (Study and MainWindow).
//
// The processes run with SCALESTUDY_REPORT_INSTANCE set, so each prints what
// it did on stdout (ui/shell/singleinstance.cpp): "instance ready" once its
// window answers later starts, "instance brought-forward" when a later start
// asked it to come forward, "instance read-only" when it opened read-only.

#include "core/datafolderlock.h"
#include "core/languagemanager.h"
#include "core/linesocket.h"
#include "core/study.h"
#include "shell/mainwindow.h"
#include "shell/noticebar.h"
#include "shell/singleinstance.h"
#include "support/files.h"
#include "support/settle.h"
#include "support/testbanks.h"

#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QLockFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <map>
#include <memory>

using namespace Qt::StringLiterals;

namespace {

// Generous for a loaded two-core machine: a start takes a second or two.
constexpr int startTimeoutMs = 60000;

// Where the README says progress is kept: ~/.local/share/ScaleStudy/ScaleStudy.
QString dataFolderOf(const QString &home)
{
    return home + u"/.local/share/ScaleStudy/ScaleStudy"_s;
}

// One scalestudy process on home, with the test hook; extra variables added.
class AppRun
{
public:
    explicit AppRun(const QString &home, const QStringList &extraEnvironment = {},
                    const QStringList &files = {})
        : m_dataFolder(dataFolderOf(home))
    {
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.remove(u"SCALESTUDY_REPORT_FIRST_PAINT"_s);
        environment.insert(u"QT_QPA_PLATFORM"_s, u"offscreen"_s);
        environment.insert(u"LC_ALL"_s, u"C.UTF-8"_s);
        environment.insert(u"LANG"_s, u"C.UTF-8"_s);
        environment.insert(u"HOME"_s, home);
        environment.insert(u"XDG_CONFIG_HOME"_s, home + u"/.config"_s);
        environment.insert(u"XDG_DATA_HOME"_s, home + u"/.local/share"_s);
        environment.insert(u"XDG_CACHE_HOME"_s, home + u"/.cache"_s);
        environment.insert(u"SCALESTUDY_REPORT_INSTANCE"_s, u"1"_s);
        for (const QString &variable : extraEnvironment)
            environment.insert(variable.section(u'=', 0, 0), variable.section(u'=', 1));
        m_process.setProcessEnvironment(environment);
        m_process.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        m_process.start(QStringLiteral(SCALESTUDY_BINARY),
                        QStringList{u"--lang"_s, u"en"_s} + files);
    }
    ~AppRun()
    {
        if (m_process.state() == QProcess::NotRunning)
            return;
        killHard();
        // The killed copy leaves its socket file in the temporary folder; a
        // next copy on the folder would replace it, but there is none.
        QFile::remove(LineSocket::socketPath(SingleInstance::serverNameFor(m_dataFolder)));
    }

    // Waits until the process printed this line; false when it ended or timed out first.
    bool waitForLine(const QByteArray &line, int timeoutMs = startTimeoutMs)
    {
        QElapsedTimer timer;
        timer.start();
        while (!hasPrinted(line)) {
            if (m_process.state() == QProcess::NotRunning || timer.hasExpired(timeoutMs))
                return hasPrinted(line);
            m_process.waitForReadyRead(100);
        }
        return true;
    }
    bool hasPrinted(const QByteArray &line)
    {
        m_output += m_process.readAllStandardOutput();
        return m_output.split('\n').contains(line);
    }
    // Exit code, or -1 when it did not exit normally within the time.
    int waitForExit(int timeoutMs = startTimeoutMs)
    {
        if (!m_process.waitForFinished(timeoutMs) || m_process.exitStatus() != QProcess::NormalExit)
            return -1;
        m_output += m_process.readAllStandardOutput();
        return m_process.exitCode();
    }
    void killHard()
    {
        m_process.kill();
        m_process.waitForFinished();
    }
    const QByteArray &output() const { return m_output; }

private:
    QString m_dataFolder;
    QProcess m_process;
    QByteArray m_output;
};

struct FileState
{
    QByteArray bytes;
    QDateTime modified;
    bool operator==(const FileState &) const = default;
};
using FolderState = std::map<QString, FileState>;

// Every file in the folder, with its contents and modification time.
FolderState stateOf(const QString &folder)
{
    FolderState state;
    const QFileInfoList files = QDir(folder).entryInfoList(QDir::Files | QDir::Hidden);
    for (const QFileInfo &info : files) {
        QFile file(info.filePath());
        state[info.fileName()] = {file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray(),
                                  info.lastModified()};
    }
    return state;
}

} // namespace

class TestSingleInstance : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void aSecondStartBringsTheFirstForwardAndExits();
    void aSecondStartHandsItsFileToTheFirst();
    void aKilledCopysLockIsTakenOver();
    void anotherDataFolderStartsItsOwnCopy();
    void anUnansweringHolderMakesTheAppReadOnly();

    void readOnlyStudySavesNothing();
    void readOnlyWindowSaysSoInTheLearnersLanguage();
    void readOnlyWindowLeavesADamagedFolderAsItIs();

private:
    // A progress file whose open attempt no longer matches the built-in bank
    // "jax-gpu": the app discards it at start and writes the file at once.
    void writeDiscardableAttempt(const QString &dataFolder);

    std::unique_ptr<QTemporaryDir> m_home;
};

void TestSingleInstance::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(u"ScaleStudyTest"_s);
    QCoreApplication::setApplicationName(u"tst_singleinstance"_s);
    QVERIFY(QFileInfo(QStringLiteral(SCALESTUDY_BINARY)).isExecutable());
}

void TestSingleInstance::init()
{
    QSettings().clear();
    m_home = std::make_unique<QTemporaryDir>();
    QVERIFY(m_home->isValid());
}

void TestSingleInstance::cleanup()
{
    QSettings().clear();
    m_home.reset();
}

void TestSingleInstance::aSecondStartBringsTheFirstForwardAndExits()
{
    AppRun first(m_home->path());
    QVERIFY(first.waitForLine("instance ready"));
    const FolderState before = stateOf(dataFolderOf(m_home->path()));

    // It exits by itself: a copy that opened a window, read-only or not, would
    // run until closed.
    AppRun second(m_home->path());
    QCOMPARE(second.waitForExit(), 0);
    QVERIFY(first.waitForLine("instance brought-forward"));
    // The second opened no window of its own, read-only or not.
    QVERIFY(!second.output().contains("instance ready"));
    QVERIFY(!second.output().contains("instance read-only"));
    QCOMPARE(stateOf(dataFolderOf(m_home->path())), before);
}

// scalestudy FILE while a copy runs: that copy opens the file (the bank it
// imports appears in its data folder), and the later start exits.
void TestSingleInstance::aSecondStartHandsItsFileToTheFirst()
{
    AppRun first(m_home->path());
    QVERIFY(first.waitForLine("instance ready"));
    const QString quiz = QStringLiteral(SCALESTUDY_SOURCE_DIR
                                        "/tests/data/import/one-language.gift");
    AppRun second(m_home->path(), {}, {quiz});
    QCOMPARE(second.waitForExit(), 0);
    QVERIFY(first.waitForLine("instance asked-to-open"));
    const QString imported = dataFolderOf(m_home->path())
                             + u"/imported/imported-one-language.json"_s;
    QTRY_VERIFY_WITH_TIMEOUT(QFileInfo::exists(imported), 10000);
}

void TestSingleInstance::aKilledCopysLockIsTakenOver()
{
    auto killed = std::make_unique<AppRun>(m_home->path());
    QVERIFY(killed->waitForLine("instance ready"));
    killed->killHard(); // SIGKILL: no clean-up runs
    killed.reset();
    QVERIFY(QFileInfo::exists(DataFolderLock::lockFilePathIn(dataFolderOf(m_home->path()))));

    AppRun next(m_home->path());
    QVERIFY(next.waitForLine("instance ready"));
    QVERIFY(!next.hasPrinted("instance read-only"));
    // It holds the folder now: a later start comes to it (its listening
    // socket replaced the killed copy's leftover).
    AppRun later(m_home->path());
    QCOMPARE(later.waitForExit(), 0);
    QVERIFY(next.waitForLine("instance brought-forward"));
}

void TestSingleInstance::anotherDataFolderStartsItsOwnCopy()
{
    QTemporaryDir otherHome;
    AppRun first(m_home->path());
    QVERIFY(first.waitForLine("instance ready"));
    AppRun other(otherHome.path());
    QVERIFY(other.waitForLine("instance ready"));
    QVERIFY(!other.hasPrinted("instance read-only"));
    QVERIFY(!first.hasPrinted("instance brought-forward"));
}

void TestSingleInstance::anUnansweringHolderMakesTheAppReadOnly()
{
    const QString dataFolder = dataFolderOf(m_home->path());
    writeDiscardableAttempt(dataFolder);
    const FolderState fixture = stateOf(dataFolder);
    QVERIFY(fixture.count(u"progress.json"_s));
    // A live process that holds the folder and never answers: this test.
    auto holder = std::make_unique<QLockFile>(DataFolderLock::lockFilePathIn(dataFolder));
    QVERIFY(holder->tryLock(0));
    const FolderState before = stateOf(dataFolder);

    {
        // It opens, paints its first frame and quits through the normal close.
        AppRun readOnly(m_home->path(), {u"SCALESTUDY_REPORT_FIRST_PAINT=1"_s});
        QCOMPARE(readOnly.waitForExit(), 0);
        QVERIFY(readOnly.output().contains("instance read-only\n"));
        QVERIFY(readOnly.output().contains("first-paint "));
    }
    QCOMPARE(stateOf(dataFolder), before);

    // The same start saves once the folder is free: the fixture did ask for a write.
    holder.reset();
    AppRun saving(m_home->path(), {u"SCALESTUDY_REPORT_FIRST_PAINT=1"_s});
    QCOMPARE(saving.waitForExit(), 0);
    QVERIFY(!saving.output().contains("instance read-only"));
    QVERIFY(stateOf(dataFolder).at(u"progress.json"_s).bytes
            != fixture.at(u"progress.json"_s).bytes);
}

void TestSingleInstance::writeDiscardableAttempt(const QString &dataFolder)
{
    // A bank with the built-in bank's id but questions it does not have.
    const QString bankPath = m_home->filePath(u"old-jax-gpu.json"_s);
    QVERIFY(writeFile(bankPath, bankJson(u"jax-gpu"_s, {u"gone-1"_s, u"gone-2"_s})));
    QVERIFY(QDir().mkpath(dataFolder));
    Study study(dataFolder + u"/progress.json"_s);
    study.loadBanks({bankPath});
    QVERIFY(study.start(u"jax-gpu"_s, FeedbackMode::AtEnd));
    QVERIFY(study.choose(0));
}

void TestSingleInstance::readOnlyStudySavesNothing()
{
    const QString bankPath = m_home->filePath(u"alpha.json"_s);
    QVERIFY(writeFile(bankPath, bankJson(u"alpha"_s, {u"a1"_s, u"a2"_s})));
    // The same steps read-write and read-only: each of them saves when it may.
    for (const bool readOnly : {false, true}) {
        const QString folder = m_home->filePath(readOnly ? u"read-only"_s : u"read-write"_s);
        QVERIFY(QDir().mkpath(folder));
        int progressWrites = 0;
        {
            Study study(folder + u"/progress.json"_s,
                        [&progressWrites](const QString &, const QByteArray &) {
                            ++progressWrites;
                            return std::optional<FileError>();
                        });
            study.setReadOnly(readOnly);
            study.loadBanks({bankPath});
            QVERIFY(study.start(u"alpha"_s, FeedbackMode::Immediate));
            QVERIFY(study.choose(0));
            QVERIFY(study.check());
            study.recordReview({u"alpha"_s, u"a2"_s}, true, Confidence::Certain);
            study.setFlagged({u"alpha"_s, u"a1"_s}, true);
            // The learner still sees it all in this window.
            QVERIFY(study.isFlagged({u"alpha"_s, u"a1"_s}));
            QVERIFY(study.reviewState({u"alpha"_s, u"a2"_s}).has_value());
        } // closing folds the journal when it may
        const QStringList files = QDir(folder).entryList(QDir::Files | QDir::Hidden);
        if (readOnly) {
            QCOMPARE(progressWrites, 0);
            QCOMPARE(files, QStringList());
        } else {
            QVERIFY(progressWrites > 0);
            QVERIFY(files.contains(u"reviews.json"_s));
        }
    }
}

void TestSingleInstance::readOnlyWindowSaysSoInTheLearnersLanguage()
{
    LanguageManager languages;
    languages.setLanguage(Language::English);
    const QString progressPath = m_home->filePath(u"progress.json"_s);
    {
        MainWindow saving(&languages, progressPath);
        QVERIFY(
            !saving.findChild<NoticeBar *>()->text().contains(u"nothing you do here is saved"_s));
    }
    MainWindow window(&languages, progressPath, {}, MainWindow::FolderAccess::ReadOnly);
    auto *notices = window.findChild<NoticeBar *>();
    QVERIFY(notices->text().contains(u"Another ScaleStudy is using your progress folder"_s));
    QVERIFY(notices->text().contains(u"nothing you do here is saved"_s));
    languages.setLanguage(Language::Bengali);
    settle(); // the switch reaches widgets through the event loop
    // The notice follows the language switch; "সংরক্ষিত হবে না" is "will not be saved".
    QVERIFY2(notices->text().contains(u"সংরক্ষিত হবে না"_s), qPrintable(notices->text()));
}

// Loading sets a damaged progress file aside and a journal of no snapshot's
// generation too; a read-only window reads copies, so the folder the other
// copy is using stays as it was, while a saving window does set them aside.
void TestSingleInstance::readOnlyWindowLeavesADamagedFolderAsItIs()
{
    LanguageManager languages;
    languages.setLanguage(Language::English);
    const QString progressPath = m_home->filePath(u"progress.json"_s);
    QVERIFY(writeFile(progressPath, "{ not JSON"));
    QVERIFY(writeFile(m_home->filePath(u"reviews.journal"_s), "not a journal\n"));
    const FolderState before = stateOf(m_home->path());
    QCOMPARE(before.size(), 2u);
    {
        MainWindow window(&languages, progressPath, {}, MainWindow::FolderAccess::ReadOnly);
        QVERIFY(window.findChild<NoticeBar *>()->text().contains(u"nothing you do here is saved"_s));
    }
    QVERIFY(stateOf(m_home->path()) == before);
    {
        MainWindow saving(&languages, progressPath);
    }
    QVERIFY(stateOf(m_home->path()) != before); // what the read-only one did not do
}

QTEST_MAIN(TestSingleInstance)
#include "tst_singleinstance.moc"
