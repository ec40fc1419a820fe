// Sync between devices through one folder (issue 29), with Study as the app
// has it: two or three simulated devices, each its own data folder, and their
// events files in a shared folder or copied between folders in every order,
// duplicated, in conflict copies and torn. After each, every device shows the
// same history, review log, review states and flags, and nothing any device
// recorded is missing. Then the faults: a folder that cannot be written, a
// file of a newer format.

#include "core/study.h"
#include "core/syncengine.h"
#include "core/synceventfile.h"
#include "support/clocks.h"
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

const QStringList questionIds{u"q1"_s, u"q2"_s, u"q3"_s, u"q4"_s};

// One simulated device: a data folder, its Study, its clock `offset` away from the world's.
struct Device
{
    QTemporaryDir data;
    std::unique_ptr<Study> study;

    Device(const QString &bankPath, const QString &name, std::shared_ptr<QDateTime> world,
           qint64 offsetSecs = 0)
    {
        open(bankPath, name, std::move(world), offsetSecs);
    }
    void open(const QString &bankPath, const QString &name, std::shared_ptr<QDateTime> world,
              qint64 offsetSecs)
    {
        study.reset(); // saved and closed before it is read again
        study = std::make_unique<Study>(data.filePath(u"progress.json"_s));
        study->setSyncDeviceName(name);
        study->setReviewClock([world, offsetSecs] { return world->addSecs(offsetSecs); });
        study->loadBanks({bankPath});
    }
    // Answers every question of the quiz: the right option for the first `right`.
    void answerQuiz(int right)
    {
        QVERIFY(study->start(u"quiz"_s, FeedbackMode::Immediate));
        for (int position = 0; position < study->session()->questionCount(); ++position) {
            QVERIFY(study->goTo(position));
            const int slot = study->session()->correctSlot(position);
            QVERIFY(study->choose(position < right ? slot : (slot + 1) % 4));
            QVERIFY(study->check());
        }
        QVERIFY(study->submit());
    }
};

// What a device shows, in the terms its files keep (review times to the second).
struct View
{
    QList<AttemptRecord> history;
    QList<std::tuple<QString, qint64, int, bool>> log; // question, second, grade, from a quiz
    QSet<ReviewItemKey> flags;
    QList<std::tuple<int, int, QDate>> states; // reps, lapses, due of each question
    friend bool operator==(const View &, const View &) = default;
};

View viewOf(const Study &study)
{
    View view;
    view.history = study.history();
    for (const ReviewLogEntry &entry : study.reviews().deck().log())
        view.log.append(
            {entry.questionId, entry.time.toSecsSinceEpoch(), int(entry.grade), entry.fromQuiz});
    std::sort(view.log.begin(), view.log.end());
    view.flags = study.reviews().flags();
    for (const QString &id : questionIds) {
        const std::optional<ReviewState> state = study.reviewState({u"quiz"_s, id});
        view.states.append(state ? std::tuple{state->reps, state->lapses, state->due}
                                 : std::tuple{0, 0, QDate()});
    }
    return view;
}

bool copyFile(const QString &from, const QString &to)
{
    QFile::remove(to);
    return QFile::copy(from, to);
}

} // namespace

class TestSync : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void sharedFolderInterleaved();
    void filesArriveInEveryOrder();
    void ownConflictCopyIsTidied();
    void samePastIsNotCountedTwice();
    void restartKeepsTheMerge();
    void startTellsOnlyWhatArrivedSince();
    void renamedDeviceIsToldByItsNewName();
    void unwritableFolderToldOnceThenWritten();
    void newerFormatIsSkippedWithAMessage();

private:
    QString bankPath() const { return m_dir->filePath(u"quiz.json"_s); }
    QString sharedFolder() const { return m_dir->filePath(u"Sync"_s); }

    std::unique_ptr<QTemporaryDir> m_dir;
    std::shared_ptr<QDateTime> m_world;
};

void TestSync::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(u"ScaleStudyTest"_s);
    QCoreApplication::setApplicationName(u"tst_sync"_s);
    qRegisterMetaType<SyncArrival>();
}

void TestSync::init()
{
    QSettings().clear();
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(writeFile(bankPath(), bankJson(u"quiz"_s, questionIds)));
    QVERIFY(QDir().mkpath(sharedFolder()));
    // The reviews' times: 2 March 2026, 10:00 UTC, moved on by each test.
    m_world = std::make_shared<QDateTime>(utc(2, 10));
}

void TestSync::cleanup()
{
    QSettings().clear();
    m_dir.reset();
}

void TestSync::sharedFolderInterleaved()
{
    // The desktop's clock is 10 minutes ahead of the laptop's, the tablet's 10 behind.
    Device laptop(bankPath(), u"laptop"_s, m_world);
    Device desktop(bankPath(), u"desktop"_s, m_world, 600);
    Device tablet(bankPath(), u"tablet"_s, m_world, -600);
    for (Device *device : {&laptop, &desktop, &tablet})
        device->study->setSyncFolder(sharedFolder());
    QSignalSpy arrivals(desktop.study.get(), &Study::syncChangesArrived);

    laptop.answerQuiz(3); // 4 answers (3 right) and one finished attempt
    *m_world = m_world->addSecs(60);
    desktop.study->recordReview({u"quiz"_s, u"q4"_s}, true, Confidence::Certain);
    desktop.study->setFlagged({u"quiz"_s, u"q2"_s}, true);
    desktop.study->syncNow();
    // The desktop hears of the laptop's 4 answers and 1 attempt, by its name.
    QCOMPARE(arrivals.size(), 1);
    const auto arrival = arrivals.at(0).at(0).value<SyncArrival>();
    QCOMPARE(arrival.deviceName, u"laptop"_s);
    QCOMPARE(arrival.counts.answers, 4);
    QCOMPARE(arrival.counts.attempts, 1);
    // The English plural forms come from the app's translation, not loaded here.
    QCOMPARE(arrival.message(), u"4 answer(s), 1 quiz attempt(s) from laptop added"_s);

    *m_world = m_world->addSecs(60);
    // The tablet's clock reads 10 minutes behind: its flag clearing is
    // older than the desktop's setting and loses; its attempt is kept beside.
    tablet.study->setFlagged({u"quiz"_s, u"q2"_s}, true);
    tablet.study->setFlagged({u"quiz"_s, u"q2"_s}, false);
    tablet.answerQuiz(1);
    tablet.study->syncNow();
    laptop.study->syncNow();
    desktop.study->syncNow();

    // 2 attempts, 4 + 1 + 4 reviews, q2 flagged (the desktop set it at
    // 10:11 by its clock; the tablet cleared it at 9:52 by its clock).
    const View expected = viewOf(*laptop.study);
    QCOMPARE(expected.history.size(), 2);
    QCOMPARE(expected.log.size(), 9);
    QCOMPARE(expected.flags, (QSet<ReviewItemKey>{{u"quiz"_s, u"q2"_s}}));
    QCOMPARE(viewOf(*desktop.study), expected);
    QCOMPARE(viewOf(*tablet.study), expected);
    // q1 was answered right by the laptop and wrongly by the tablet: 2 reviews.
    QCOMPARE(std::get<0>(expected.states.at(0)), 2);
}

void TestSync::filesArriveInEveryOrder()
{
    // Each device syncs its own folder; the test is the sync tool, which
    // copies the files to a third device's folder in each order.
    Device laptop(bankPath(), u"laptop"_s, m_world);
    Device desktop(bankPath(), u"desktop"_s, m_world, 600);
    laptop.study->setSyncFolder(m_dir->filePath(u"L"_s));
    QVERIFY(QDir().mkpath(m_dir->filePath(u"L"_s)));
    QVERIFY(QDir().mkpath(m_dir->filePath(u"D"_s)));
    laptop.study->setSyncFolder(m_dir->filePath(u"L"_s));
    desktop.study->setSyncFolder(m_dir->filePath(u"D"_s));
    laptop.answerQuiz(2);
    laptop.study->setFlagged({u"quiz"_s, u"q3"_s}, true);
    desktop.study->recordReview({u"quiz"_s, u"q1"_s}, false, Confidence::Guessed);
    desktop.answerQuiz(4);
    const QStringList files{
        QDir(m_dir->filePath(u"L/ScaleStudy"_s)).entryInfoList({u"*.events"_s}).at(0).filePath(),
        QDir(m_dir->filePath(u"D/ScaleStudy"_s)).entryInfoList({u"*.events"_s}).at(0).filePath()};

    // 2 attempts, 4 + 1 + 4 reviews, q3 flagged, whatever the order.
    std::optional<View> first;
    for (const QList<int> &order : {QList<int>{0, 1}, QList<int>{1, 0}}) {
        Device reader(bankPath(), u"reader"_s, m_world);
        const QString folder = m_dir->filePath(u"R%1"_s.arg(order.at(0)));
        QVERIFY(QDir().mkpath(folder + u"/ScaleStudy"_s));
        reader.study->setSyncFolder(folder);
        for (int index : order) {
            const QString name = QFileInfo(files.at(index)).fileName();
            const QByteArray bytes = readFile(files.at(index));
            // First torn in the middle of its last line, then whole, then again (a duplicate).
            QVERIFY(writeFile(folder + u"/ScaleStudy/"_s + name, bytes.chopped(5)));
            reader.study->syncNow();
            QVERIFY(copyFile(files.at(index), folder + u"/ScaleStudy/"_s + name));
            reader.study->syncNow();
            // The same file again as a Dropbox conflict copy: nothing new.
            QVERIFY(copyFile(files.at(index),
                             folder + u"/ScaleStudy/"_s + name.chopped(7)
                                 + u" (laptop's conflicted copy 2026-03-02).events"_s));
            reader.study->syncNow();
        }
        const View view = viewOf(*reader.study);
        QCOMPARE(view.history.size(), 2);
        QCOMPARE(view.log.size(), 9);
        QCOMPARE(view.flags, (QSet<ReviewItemKey>{{u"quiz"_s, u"q3"_s}}));
        if (first)
            QCOMPARE(view, *first);
        first = view;
    }
    // The reader's view is the laptop's once the laptop has the desktop's file.
    QVERIFY(copyFile(files.at(1),
                     m_dir->filePath(u"L/ScaleStudy/"_s) + QFileInfo(files.at(1)).fileName()));
    laptop.study->syncNow();
    QCOMPARE(viewOf(*laptop.study), *first);
}

void TestSync::ownConflictCopyIsTidied()
{
    Device laptop(bankPath(), u"laptop"_s, m_world);
    laptop.study->setSyncFolder(sharedFolder());
    laptop.study->recordReview({u"quiz"_s, u"q1"_s}, true, Confidence::Certain);
    const QString own
        = QDir(sharedFolder() + u"/ScaleStudy"_s).entryInfoList({u"*.events"_s}).at(0).filePath();
    // Syncthing kept another version of the laptop's file as a conflict
    // copy: one review the file itself no longer has.
    const ReviewLogEntry elsewhere{u"quiz"_s,        u"q2"_s, utc(1, 9), Grade::Good,
                                   Confidence::None, true,    0};
    const QString copy = own.chopped(7) + u".sync-conflict-20260302-101500-ABCDEFG.events"_s;
    QVERIFY(writeFile(copy, readFile(own) + SyncEvent::review(elsewhere).toLine()));
    laptop.study->syncNow();
    QVERIFY(!QFile::exists(copy));
    // The file holds the header, the review and the one from the copy.
    QCOMPARE(readFile(own).count('\n'), 3);
    QCOMPARE(laptop.study->reviews().deck().log().size(), 2);
}

void TestSync::samePastIsNotCountedTwice()
{
    // The learner copied the laptop's data folder to the desktop, then
    // turned sync on on both: one past, each event once.
    Device laptop(bankPath(), u"laptop"_s, m_world);
    laptop.answerQuiz(2);
    laptop.study->recordReview({u"quiz"_s, u"q1"_s}, true, Confidence::Certain);
    laptop.study.reset();
    Device desktop(bankPath(), u"desktop"_s, m_world);
    desktop.study.reset();
    for (const QString &name : {u"progress.json"_s, u"reviews.json"_s})
        QVERIFY(copyFile(laptop.data.filePath(name), desktop.data.filePath(name)));
    laptop.open(bankPath(), u"laptop"_s, m_world, 0);
    desktop.open(bankPath(), u"desktop"_s, m_world, 0);
    laptop.study->setSyncFolder(sharedFolder());
    desktop.study->setSyncFolder(sharedFolder());
    laptop.study->syncNow();
    // 1 attempt and 4 + 1 reviews on each, as before.
    QCOMPARE(desktop.study->history().size(), 1);
    QCOMPARE(desktop.study->reviews().deck().log().size(), 5);
    QCOMPARE(viewOf(*laptop.study), viewOf(*desktop.study));
}

void TestSync::restartKeepsTheMerge()
{
    Device laptop(bankPath(), u"laptop"_s, m_world);
    Device desktop(bankPath(), u"desktop"_s, m_world);
    laptop.study->setSyncFolder(sharedFolder());
    desktop.study->setSyncFolder(sharedFolder());
    desktop.answerQuiz(4);
    laptop.study->syncNow();
    const View before = viewOf(*laptop.study);
    QCOMPARE(before.history.size(), 1);
    // The laptop starts again: its cache holds the merge, the folder is read again.
    laptop.open(bankPath(), u"laptop"_s, m_world, 0);
    laptop.study->syncNow(); // the window's first look, after its first frame
    QVERIFY(laptop.study->isSyncing());
    QCOMPARE(viewOf(*laptop.study), before);
    QCOMPARE(laptop.study->record(u"quiz"_s).best->correct, 4);
}

// Each start merges the whole folder afresh; the notice names only what no
// earlier run of this device had read: a quiz of 4 answers (4 answers, 1
// attempt) the first time, nothing after a restart, then the 4 + 1 of a
// second quiz the desktop took meanwhile.
void TestSync::startTellsOnlyWhatArrivedSince()
{
    Device laptop(bankPath(), u"laptop"_s, m_world);
    Device desktop(bankPath(), u"desktop"_s, m_world);
    laptop.study->setSyncFolder(sharedFolder());
    desktop.study->setSyncFolder(sharedFolder());
    desktop.answerQuiz(4);
    const auto startAndHear = [&] {
        laptop.open(bankPath(), u"laptop"_s, m_world, 0);
        QSignalSpy arrivals(laptop.study.get(), &Study::syncChangesArrived);
        laptop.study->syncNow();
        QList<SyncMerge::Counts> heard;
        for (const QList<QVariant> &arrival : arrivals)
            heard << arrival.at(0).value<SyncArrival>().counts;
        return heard;
    };
    SyncMerge::Counts quiz;
    quiz.answers = 4;
    quiz.attempts = 1;
    QCOMPARE(startAndHear(), QList<SyncMerge::Counts>{quiz});
    QCOMPARE(startAndHear(), QList<SyncMerge::Counts>{});
    *m_world = m_world->addSecs(3600); // not the same answers at the same second
    desktop.answerQuiz(1);
    QCOMPARE(startAndHear(), QList<SyncMerge::Counts>{quiz});
}

void TestSync::renamedDeviceIsToldByItsNewName()
{
    Device laptop(bankPath(), u"laptop"_s, m_world);
    Device desktop(bankPath(), u"desktop"_s, m_world);
    laptop.study->setSyncFolder(sharedFolder());
    desktop.study->setSyncFolder(sharedFolder());
    // Renamed after its file began: the header still says "laptop".
    laptop.study->setSyncDeviceName(u"work laptop"_s);
    QCOMPARE(laptop.study->syncDeviceName(), u"work laptop"_s);
    laptop.answerQuiz(4);
    QSignalSpy arrivals(desktop.study.get(), &Study::syncChangesArrived);
    desktop.study->syncNow();
    QCOMPARE(arrivals.size(), 1); // the answers and the attempt; a new name is not news
    QCOMPARE(arrivals.at(0).at(0).value<SyncArrival>().deviceName, u"work laptop"_s);

    // Still after the desktop starts again (from its cache) and hears more.
    desktop.open(bankPath(), u"desktop"_s, m_world, 0);
    desktop.study->syncNow();
    *m_world = m_world->addSecs(60);
    laptop.study->recordReview({u"quiz"_s, u"q1"_s}, true, Confidence::Certain);
    QSignalSpy later(desktop.study.get(), &Study::syncChangesArrived);
    desktop.study->syncNow();
    QCOMPARE(later.size(), 1);
    QCOMPARE(later.at(0).at(0).value<SyncArrival>().deviceName, u"work laptop"_s);
}

void TestSync::unwritableFolderToldOnceThenWritten()
{
    Device laptop(bankPath(), u"laptop"_s, m_world);
    Device desktop(bankPath(), u"desktop"_s, m_world);
    // A file where the events folder should be: no one, root included, can
    // make the folder (chmod would not stop root).
    const QString blocked = m_dir->filePath(u"Blocked"_s);
    QVERIFY(QDir().mkpath(blocked));
    QVERIFY(writeFile(blocked + u"/ScaleStudy"_s, "not a folder"));
    QSignalSpy problems(laptop.study.get(), &Study::syncProblem);
    QSignalSpy again(laptop.study.get(), &Study::syncWritingAgain);
    laptop.study->setSyncFolder(blocked);
    laptop.answerQuiz(1);
    laptop.study->recordReview({u"quiz"_s, u"q2"_s}, true, Confidence::Certain);
    QCOMPARE(problems.size(), 1); // told once, for 4 + 1 reviews and an attempt
    QVERIFY(problems.at(0).at(0).toString().contains(QDir::toNativeSeparators(blocked)));
    QCOMPARE(laptop.study->history().size(), 1); // study goes on here
    // Even across a restart, the events wait in the data folder.
    laptop.open(bankPath(), u"laptop"_s, m_world, 0);
    QVERIFY(QFile::exists(laptop.data.filePath(u"sync-outbox.events"_s)));

    QVERIFY(QFile::remove(blocked + u"/ScaleStudy"_s));
    QSignalSpy againAfter(laptop.study.get(), &Study::syncWritingAgain);
    laptop.study->syncNow();
    QVERIFY(!QFile::exists(laptop.data.filePath(u"sync-outbox.events"_s)));
    desktop.study->setSyncFolder(blocked);
    QCOMPARE(desktop.study->history().size(), 1);
    QCOMPARE(desktop.study->reviews().deck().log().size(), 5);
    Q_UNUSED(again);
    QVERIFY(againAfter.size() <= 1);
}

void TestSync::newerFormatIsSkippedWithAMessage()
{
    Device laptop(bankPath(), u"laptop"_s, m_world);
    QVERIFY(QDir().mkpath(sharedFolder() + u"/ScaleStudy"_s));
    QVERIFY(writeFile(sharedFolder() + u"/ScaleStudy/future.events"_s,
                      "{\"scalestudySync\":9,\"device\":\"f\",\"name\":\"future\"}\n{\"x\":1}\n"));
    QSignalSpy problems(laptop.study.get(), &Study::syncProblem);
    laptop.study->setSyncFolder(sharedFolder());
    laptop.study->syncNow();
    QCOMPARE(problems.size(), 1); // once, not at every look
    QVERIFY(problems.at(0).at(0).toString().contains(u"future.events"_s));
    QVERIFY(problems.at(0).at(0).toString().contains(u"newer version"_s));
    QVERIFY(laptop.study->history().isEmpty());
}

QTEST_GUILESS_MAIN(TestSync)
#include "tst_sync.moc"
