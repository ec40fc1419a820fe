// The library through sync (issue 29): banks a device adds to its library or
// removes from it reach the other devices through the sync folder's banks/
// folder and the bank events. Two or three simulated devices, each its own
// data folder and its own settings (the real app's are per home: here each
// device's are under its own application name, switched to on every step),
// one sync folder.

#include "core/study.h"
#include "core/syncengine.h"
#include "support/testbanks.h"

#include <QDir>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace Qt::StringLiterals;

namespace {

const QStringList quizQuestions{u"q1"_s, u"q2"_s, u"q3"_s, u"q4"_s};
const QStringList extraQuestions{u"e1"_s, u"e2"_s, u"e3"_s};

// One simulated device: a data folder, its Study, its settings.
class Device
{
public:
    Device(const QString &name, const QStringList &builtIn)
        : m_name(name)
        , m_builtIn(builtIn)
    {
        useSettings();
        QSettings().clear(); // nothing left of an earlier run
        restart();
    }
    ~Device()
    {
        m_study.reset();
        useSettings();
        QSettings().clear();
    }
    // Every call to the device's Study goes through here, in its own settings.
    Study *operator->()
    {
        useSettings();
        return m_study.get();
    }
    Study *study() { return operator->(); }
    void restart()
    {
        m_study.reset();
        useSettings();
        m_study = std::make_unique<Study>(m_data.filePath(u"progress.json"_s));
        m_study->setSyncDeviceName(m_name);
        m_study->loadBanks(m_builtIn);
    }
    QString dataPath(const QString &name) const { return m_data.filePath(name); }
    // The lines of this device's events file in the sync folder (0 while it has none).
    qsizetype eventLines(const QString &syncFolder) const
    {
        const QString id = SyncEngine::deviceIn(m_data.path()).id;
        return readFile(syncFolder + u"/ScaleStudy/"_s + id + u".events"_s).count('\n');
    }
    QStringList openedBanks()
    {
        useSettings();
        return QSettings().value(u"openedBanks"_s).toStringList();
    }

private:
    void useSettings() { QCoreApplication::setApplicationName(u"tst_syncbanks_"_s + m_name); }

    QString m_name;
    QStringList m_builtIn;
    QTemporaryDir m_data;
    std::unique_ptr<Study> m_study;
};

QStringList questionIdsOf(const QuestionBank *bank)
{
    QStringList ids;
    if (bank) {
        for (const Question &question : bank->questions)
            ids << question.id;
    }
    return ids;
}

} // namespace

class TestSyncBanks : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void fileNames_data();
    void fileNames();
    void openedBankReachesTheOtherDevice();
    void removedBankLeavesTheOtherDevice();
    void importedQuizFileReachesTheOtherDevice();
    void bankWhoseFileWentIsRemovedEverywhere();
    void copyArrivingAfterItsEventIsApplied();
    void lostCopyIsWrittenAgain();
    void builtInBankIsNeverRemoved();
    void sameFileNameDifferentBanks();
    void banksOpenedBeforeSyncAreOffered();
    void brokenCopyIsToldOnce();
    void arrivedBankStaysAfterRestart();

private:
    QString builtInPath() const { return m_dir->filePath(u"quiz.json"_s); }
    QString sharedFolder() const { return m_dir->filePath(u"Sync"_s); }
    QString banksFolder() const { return sharedFolder() + u"/ScaleStudy/banks"_s; }
    // A bank file of the learner's own, on one device's disk.
    QString writeBank(const QString &relativePath, const QString &id, const QStringList &questions)
    {
        const QString path = m_dir->filePath(relativePath);
        const bool written = QDir().mkpath(QFileInfo(path).absolutePath())
                             && writeFile(path, bankJson(id, questions));
        return written ? path : QString();
    }

    std::unique_ptr<QTemporaryDir> m_dir;
};

void TestSyncBanks::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(u"ScaleStudyTest"_s);
    QCoreApplication::setApplicationName(u"tst_syncbanks"_s);
    qRegisterMetaType<SyncArrival>();
}

void TestSyncBanks::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(writeFile(builtInPath(), bankJson(u"quiz"_s, quizQuestions)));
    QVERIFY(QDir().mkpath(sharedFolder()));
}

void TestSyncBanks::cleanup()
{
    m_dir.reset();
}

void TestSyncBanks::fileNames_data()
{
    QTest::addColumn<QString>("bankId");
    QTest::addColumn<QString>("expected");
    QTest::newRow("plain") << u"scaling-numbers"_s << u"scaling-numbers.json"_s;
    QTest::newRow("dots and underscores") << u"v2.quiz_1"_s << u"v2.quiz_1.json"_s;
    // Not plain: "bank-" and the first 16 bytes of the id's SHA-256 in hex
    // (Python's hashlib.sha256(b"Quiz").hexdigest()[:32]).
    QTest::newRow("capital") << u"Quiz"_s << u"bank-03aa7dc16797a82b4892dcc79747011b.json"_s;
    QTest::newRow("path") << u"../../x"_s << u"bank-9cdf6a50100a862e14286c7a334296da.json"_s;
}

void TestSyncBanks::fileNames()
{
    QFETCH(QString, bankId);
    QFETCH(QString, expected);
    QCOMPARE(SyncBanks::fileNameFor(bankId), expected);
}

void TestSyncBanks::openedBankReachesTheOtherDevice()
{
    Device laptop(u"laptop"_s, {builtInPath()});
    Device desktop(u"desktop"_s, {builtInPath()});
    laptop->setSyncFolder(sharedFolder());
    desktop->setSyncFolder(sharedFolder());
    desktop->setFlagged({u"quiz"_s, u"q1"_s}, true);
    QCOMPARE(desktop.eventLines(sharedFolder()), 2); // the header and the flag

    const QString own = writeBank(u"laptop-files/extra.json"_s, u"extra"_s, extraQuestions);
    QCOMPARE(laptop->openBankFile(own).outcome, Study::BankOpening::Outcome::Added);
    // The bank's bytes are in the folder, named by its id.
    QCOMPARE(readFile(banksFolder() + u"/extra.json"_s), readFile(own));

    QSignalSpy banksChanged(desktop.study(), &Study::banksChanged);
    QSignalSpy problems(desktop.study(), &Study::syncProblem);
    desktop->syncNow();
    QCOMPARE(questionIdsOf(desktop->bank(u"extra"_s)), extraQuestions);
    QCOMPARE(desktop->banks().size(), 2); // the built-in quiz and extra
    QVERIFY(banksChanged.size() >= 1);
    QVERIFY(problems.isEmpty());
    // Kept in the desktop's own data folder, remembered as an opened bank.
    const QString kept = desktop.dataPath(u"imported/extra.json"_s);
    QCOMPARE(readFile(kept), readFile(own));
    QCOMPARE(desktop.openedBanks(), QStringList{kept});
    // Applying wrote no event of the desktop's.
    QCOMPARE(desktop.eventLines(sharedFolder()), 2);
    // A second look changes nothing.
    desktop->syncNow();
    QCOMPARE(desktop->banks().size(), 2);
    QCOMPARE(desktop.eventLines(sharedFolder()), 2);
}

void TestSyncBanks::removedBankLeavesTheOtherDevice()
{
    Device laptop(u"laptop"_s, {builtInPath()});
    Device desktop(u"desktop"_s, {builtInPath()});
    laptop->setSyncFolder(sharedFolder());
    desktop->setSyncFolder(sharedFolder());
    const QString own = writeBank(u"laptop-files/extra.json"_s, u"extra"_s, extraQuestions);
    QCOMPARE(laptop->openBankFile(own).outcome, Study::BankOpening::Outcome::Added);
    desktop->setFlagged({u"quiz"_s, u"q1"_s}, true);
    desktop->syncNow();
    QVERIFY(desktop->bank(u"extra"_s));
    QCOMPARE(desktop.eventLines(sharedFolder()), 2); // the header and the flag
    QCOMPARE(laptop.eventLines(sharedFolder()), 2); // the header and the add

    laptop->removeBankFile(own);
    QVERIFY(!laptop->bank(u"extra"_s));
    QCOMPARE(laptop.eventLines(sharedFolder()), 3); // and the removal
    QSignalSpy banksChanged(desktop.study(), &Study::banksChanged);
    desktop->syncNow();
    QVERIFY(!desktop->bank(u"extra"_s));
    QCOMPARE(desktop->banks().size(), 1);
    QVERIFY(banksChanged.size() >= 1);
    QVERIFY(desktop.openedBanks().isEmpty());
    QCOMPARE(desktop.eventLines(sharedFolder()), 2);
    // The laptop's next look does not bring it back.
    laptop->syncNow();
    QVERIFY(!laptop->bank(u"extra"_s));
}

// A teacher's GIFT file imported on the laptop: its bank, kept in the
// laptop's imported/ folder, is what travels. The file has five questions;
// the numerical one is skipped, so four.
void TestSyncBanks::importedQuizFileReachesTheOtherDevice()
{
    Device laptop(u"laptop"_s, {builtInPath()});
    Device desktop(u"desktop"_s, {builtInPath()});
    laptop->setSyncFolder(sharedFolder());
    desktop->setSyncFolder(sharedFolder());
    const Study::BankOpening opening = laptop->openBankFile(
        QStringLiteral(SCALESTUDY_TEST_DATA_DIR "/import/one-language.gift"));
    QCOMPARE(opening.outcome, Study::BankOpening::Outcome::Added);
    QCOMPARE(opening.bankId, u"imported-one-language"_s);
    const QString laptopKept = laptop.dataPath(u"imported/imported-one-language.json"_s);
    QCOMPARE(readFile(banksFolder() + u"/imported-one-language.json"_s), readFile(laptopKept));

    desktop->syncNow();
    const QStringList questions = questionIdsOf(laptop->bank(u"imported-one-language"_s));
    QCOMPARE(questions.size(), 4);
    QCOMPARE(questionIdsOf(desktop->bank(u"imported-one-language"_s)), questions);
    QCOMPARE(readFile(desktop.dataPath(u"imported/imported-one-language.json"_s)),
             readFile(laptopKept));
}

// The library removes only banks that did not load: the learner's file was
// deleted, the bank is a problem at the next start, the learner removes it.
// The id it gave when it last loaded names it to the other devices.
void TestSyncBanks::bankWhoseFileWentIsRemovedEverywhere()
{
    Device laptop(u"laptop"_s, {builtInPath()});
    Device desktop(u"desktop"_s, {builtInPath()});
    laptop->setSyncFolder(sharedFolder());
    desktop->setSyncFolder(sharedFolder());
    const QString own = writeBank(u"laptop-files/extra.json"_s, u"extra"_s, extraQuestions);
    QCOMPARE(laptop->openBankFile(own).outcome, Study::BankOpening::Outcome::Added);
    desktop->syncNow();
    QVERIFY(desktop->bank(u"extra"_s));

    QVERIFY(QFile::remove(own));
    laptop.restart();
    laptop->syncNow();
    QCOMPARE(laptop->removableBankPaths(), QStringList{own});
    laptop->removeBankFiles(laptop->removableBankPaths());
    desktop->syncNow();
    QVERIFY(!desktop->bank(u"extra"_s));
}

void TestSyncBanks::copyArrivingAfterItsEventIsApplied()
{
    Device laptop(u"laptop"_s, {builtInPath()});
    Device desktop(u"desktop"_s, {builtInPath()});
    laptop->setSyncFolder(sharedFolder());
    desktop->setSyncFolder(sharedFolder());
    const QString own = writeBank(u"laptop-files/extra.json"_s, u"extra"_s, extraQuestions);
    QCOMPARE(laptop->openBankFile(own).outcome, Study::BankOpening::Outcome::Added);
    // The sync tool has brought the events file but not yet the copy.
    const QString copy = banksFolder() + u"/extra.json"_s;
    const QString aside = m_dir->filePath(u"in-transit.json"_s);
    QVERIFY(QFile::rename(copy, aside));

    QSignalSpy problems(desktop.study(), &Study::syncProblem);
    desktop->syncNow();
    QVERIFY(!desktop->bank(u"extra"_s));
    QVERIFY(problems.isEmpty()); // not there yet is no problem
    QVERIFY(QFile::rename(aside, copy));
    desktop->syncNow();
    QCOMPARE(questionIdsOf(desktop->bank(u"extra"_s)), extraQuestions);
    QVERIFY(problems.isEmpty());
}

void TestSyncBanks::lostCopyIsWrittenAgain()
{
    Device laptop(u"laptop"_s, {builtInPath()});
    laptop->setSyncFolder(sharedFolder());
    const QString own = writeBank(u"laptop-files/extra.json"_s, u"extra"_s, extraQuestions);
    QCOMPARE(laptop->openBankFile(own).outcome, Study::BankOpening::Outcome::Added);
    const QString copy = banksFolder() + u"/extra.json"_s;
    QVERIFY(QFile::remove(copy));
    laptop->syncNow();
    QCOMPARE(readFile(copy), readFile(own));
}

void TestSyncBanks::builtInBankIsNeverRemoved()
{
    // The tablet has another built-in bank and opened the desktop's built-in
    // quiz as a file of its own; then it removes it.
    const QString otherBuiltIn = writeBank(u"tablet-built-in/other.json"_s, u"other"_s, {u"o1"_s});
    Device tablet(u"tablet"_s, {otherBuiltIn});
    Device desktop(u"desktop"_s, {builtInPath()});
    tablet->setSyncFolder(sharedFolder());
    desktop->setSyncFolder(sharedFolder());
    QCOMPARE(tablet->openBankFile(builtInPath()).outcome, Study::BankOpening::Outcome::Added);
    desktop->setFlagged({u"quiz"_s, u"q1"_s}, true);
    desktop->syncNow();
    QCOMPARE(desktop.eventLines(sharedFolder()), 2); // the header and the flag
    tablet->removeBankFile(builtInPath());
    QVERIFY(!tablet->bank(u"quiz"_s));

    desktop->syncNow();
    QCOMPARE(questionIdsOf(desktop->bank(u"quiz"_s)), quizQuestions);
    QCOMPARE(desktop->banks().size(), 1);
    QCOMPARE(desktop.eventLines(sharedFolder()), 2);
    // Nor does the tablet's built-in bank travel: only opened ones do.
    QVERIFY(!desktop->bank(u"other"_s));
    QVERIFY(!QFile::exists(banksFolder() + u"/other.json"_s));
}

// Two learners' devices each open a bank from a file named bank.json: two
// banks, both on both devices.
void TestSyncBanks::sameFileNameDifferentBanks()
{
    Device laptop(u"laptop"_s, {builtInPath()});
    Device desktop(u"desktop"_s, {builtInPath()});
    laptop->setSyncFolder(sharedFolder());
    desktop->setSyncFolder(sharedFolder());
    const QString alpha = writeBank(u"laptop-files/bank.json"_s, u"alpha"_s, {u"a1"_s});
    const QString beta = writeBank(u"desktop-files/bank.json"_s, u"beta"_s, {u"b1"_s, u"b2"_s});
    QCOMPARE(laptop->openBankFile(alpha).outcome, Study::BankOpening::Outcome::Added);
    QCOMPARE(desktop->openBankFile(beta).outcome, Study::BankOpening::Outcome::Added);
    laptop->syncNow();
    desktop->syncNow();
    for (Device *device : {&laptop, &desktop}) {
        QCOMPARE(questionIdsOf((*device)->bank(u"alpha"_s)), QStringList{u"a1"_s});
        QCOMPARE(questionIdsOf((*device)->bank(u"beta"_s)), (QStringList{u"b1"_s, u"b2"_s}));
        QCOMPARE((*device)->banks().size(), 3);
    }
}

void TestSyncBanks::banksOpenedBeforeSyncAreOffered()
{
    Device laptop(u"laptop"_s, {builtInPath()});
    const QString own = writeBank(u"laptop-files/extra.json"_s, u"extra"_s, extraQuestions);
    QCOMPARE(laptop->openBankFile(own).outcome, Study::BankOpening::Outcome::Added);
    QVERIFY(!QFile::exists(banksFolder())); // no sync yet
    laptop->setSyncFolder(sharedFolder()); // the past written: the bank with it
    QCOMPARE(readFile(banksFolder() + u"/extra.json"_s), readFile(own));
    // The header and the bank's add: nothing else to write.
    QCOMPARE(laptop.eventLines(sharedFolder()), 2);

    Device desktop(u"desktop"_s, {builtInPath()});
    desktop->setSyncFolder(sharedFolder());
    QCOMPARE(questionIdsOf(desktop->bank(u"extra"_s)), extraQuestions);
    // The laptop starting again writes no second add.
    laptop.restart();
    laptop->syncNow();
    QCOMPARE(laptop.eventLines(sharedFolder()), 2);
}

void TestSyncBanks::brokenCopyIsToldOnce()
{
    Device laptop(u"laptop"_s, {builtInPath()});
    Device desktop(u"desktop"_s, {builtInPath()});
    laptop->setSyncFolder(sharedFolder());
    desktop->setSyncFolder(sharedFolder());
    const QString own = writeBank(u"laptop-files/extra.json"_s, u"extra"_s, extraQuestions);
    QCOMPARE(laptop->openBankFile(own).outcome, Study::BankOpening::Outcome::Added);
    const QString copy = banksFolder() + u"/extra.json"_s;
    QVERIFY(writeFile(copy, "{ not a bank"));

    QSignalSpy problems(desktop.study(), &Study::syncProblem);
    desktop->syncNow();
    QVERIFY(!desktop->bank(u"extra"_s));
    QCOMPARE(problems.size(), 1);
    const QString message = problems.at(0).at(0).toString();
    QVERIFY2(message.contains(u"cannot be opened here"_s), qPrintable(message));
    QVERIFY2(message.contains(QDir::toNativeSeparators(copy)), qPrintable(message));
    desktop->syncNow();
    QCOMPARE(problems.size(), 1); // once, not at every look

    // A copy holding another bank than its name says is not opened either.
    QVERIFY(writeFile(copy, bankJson(u"intruder"_s, {u"i1"_s})));
    desktop->syncNow();
    QCOMPARE(problems.size(), 2);
    QVERIFY(!desktop->bank(u"intruder"_s));
    QVERIFY(!desktop->bank(u"extra"_s));

    // Whole again: it arrives.
    QVERIFY(writeFile(copy, readFile(own)));
    desktop->syncNow();
    QCOMPARE(questionIdsOf(desktop->bank(u"extra"_s)), extraQuestions);
    QCOMPARE(problems.size(), 2);
}

void TestSyncBanks::arrivedBankStaysAfterRestart()
{
    Device laptop(u"laptop"_s, {builtInPath()});
    Device desktop(u"desktop"_s, {builtInPath()});
    laptop->setSyncFolder(sharedFolder());
    desktop->setSyncFolder(sharedFolder());
    const QString own = writeBank(u"laptop-files/extra.json"_s, u"extra"_s, extraQuestions);
    QCOMPARE(laptop->openBankFile(own).outcome, Study::BankOpening::Outcome::Added);
    desktop->syncNow();
    // Even with the sync folder gone, the desktop keeps its own copy.
    QVERIFY(QDir(sharedFolder()).removeRecursively());
    desktop.restart();
    QCOMPARE(questionIdsOf(desktop->bank(u"extra"_s)), extraQuestions);
}

QTEST_GUILESS_MAIN(TestSyncBanks)
#include "tst_syncbanks.moc"
