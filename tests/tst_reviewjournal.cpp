// The review journal (reviews.journal): each change appended as one line,
// replayed at load, bad and torn lines, folding into reviews.json at close and
// past its size, a failed append, and the file of the release before it.
// Expected lines are written by hand from the format in reviewformat.h.

#include "core/atomicwrite.h"
#include "core/reviewstore.h"
#include "core/study.h"
#include "support/clocks.h"
#include "support/files.h"
#include "support/testbanks.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

class TestReviewJournal : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void answersAreAppendedToTheJournal();
    void journalIsReplayed();
    void badJournalLines_data();
    void badJournalLines();
    void compactionKeepsEverything();
    void closingFoldsTheJournal();
    void currentReleaseFileStillLoads();
    void failedAppendLosesNothing();

private:
    QString path(const QString &name) const { return m_dir->filePath(name); }
    QString reviewsPath() const { return path(u"reviews.json"_s); }
    QString journalPath() const { return path(u"reviews.journal"_s); }
    std::unique_ptr<Study> makeStudy();

    std::unique_ptr<QTemporaryDir> m_dir;
};

void TestReviewJournal::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(u"ScaleStudyTest"_s);
    QCoreApplication::setApplicationName(u"tst_reviewjournal"_s);
}

void TestReviewJournal::init()
{
    QSettings().clear();
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    QVERIFY(writeFile(path(u"alpha.json"_s), bankJson(u"alpha"_s, {u"a1"_s, u"a2"_s, u"a3"_s})));
}

void TestReviewJournal::cleanup()
{
    QSettings().clear();
    m_dir.reset();
}

std::unique_ptr<Study> TestReviewJournal::makeStudy()
{
    auto study = std::make_unique<Study>(path(u"progress.json"_s));
    study->setReviewClock(fixedClock(utc(10, 12)));
    study->loadBanks({path(u"alpha.json"_s)});
    return study;
}

namespace {

ReviewLogEntry review(int day, const QString &questionId, Grade grade)
{
    return {u"alpha"_s, questionId, utc(day, 9), grade, Confidence::FairlySure, false};
}

// A snapshot of this generation holding one review (a1, Good, 1 March 09:00),
// and a journal of these lines after its first line, written by hand.
void writeSnapshotAndJournal(const QString &snapshotPath, int generation,
                             const QString &journalPath, int journalGeneration,
                             const QByteArray &lines)
{
    const QByteArray snapshot = R"({"format":1,"generation":)" + QByteArray::number(generation)
                                + R"(,"banks":["alpha"],"log":[[0,"a1",1772355600,3,2,0]]})";
    QVERIFY(writeFile(snapshotPath, snapshot));
    QVERIFY(writeFile(journalPath, R"({"journal":1,"generation":)"
                                       + QByteArray::number(journalGeneration) + "}\n" + lines));
}

// The journal line of a review of a2 on 2 March 2026 09:00 UTC:
// 1772355600 + 86400 = 1772442000 s, grade 3 (Good), confidence 2 (fairly sure).
const QByteArray a2Line = R"(["r","alpha","a2",1772442000,3,2,0])"
                          "\n";

} // namespace

void TestReviewJournal::answersAreAppendedToTheJournal()
{
    ReviewStore store(reviewsPath(), {}, fixedClock(utc(10, 12)));
    QCOMPARE(store.load().status, ReviewStore::LoadStatus::NoFile);
    store.record(review(1, u"a1"_s, Grade::Good));
    QVERIFY(store.save()); // no journal yet: the first save writes a snapshot
    const QByteArray snapshot = readFile(reviewsPath());
    QCOMPARE(QJsonDocument::fromJson(snapshot).object().value(u"generation"_s).toInt(), 1);
    QCOMPARE(readFile(journalPath()), QByteArray(R"({"generation":1,"journal":2})"
                                                 "\n"));

    ReviewLogEntry timed = review(2, u"a2"_s, Grade::Good);
    timed.durationMs = 8250;
    store.record(timed);
    QVERIFY(store.save());
    store.setFlagged({u"alpha"_s, u"a2"_s}, true);
    QVERIFY(store.save());
    // Later saves leave the snapshot alone and add one line each; journal 2's
    // review line ends with the answer's time, 8250 ms.
    QCOMPARE(readFile(reviewsPath()), snapshot);
    QCOMPARE(readFile(journalPath()), QByteArray(R"({"generation":1,"journal":2})"
                                                 "\n")
                                          + R"(["r","alpha","a2",1772442000,3,2,0,8250])" + "\n"
                                          + R"(["f","alpha","a2",1])" + "\n");
    QCOMPARE(store.journalChanges(), 2);
    QCOMPARE(store.pendingChanges(), 0);
}

void TestReviewJournal::journalIsReplayed()
{
    ReviewSettings settings;
    settings.setDailyLimit(25);
    settings.setDayStartHour(6);
    const QList<ReviewLogEntry> log{review(1, u"a1"_s, Grade::Good),
                                    review(2, u"a2"_s, Grade::Again),
                                    review(3, u"a1"_s, Grade::Easy)};
    {
        ReviewStore store(reviewsPath(), {}, fixedClock(utc(10, 12)));
        store.load();
        store.record(log.at(0));
        QVERIFY(store.save());
        store.record(log.at(1));
        store.setFlagged({u"alpha"_s, u"a1"_s}, true);
        QVERIFY(store.save());
        store.setSettings(settings);
        store.record(log.at(2));
        store.setFlagged({u"alpha"_s, u"a1"_s}, false);
        store.setFlagged({u"beta"_s, u"b7"_s}, true);
        QVERIFY(store.save());
        QCOMPARE(store.journalChanges(), 6);
    } // no compaction: the store alone does not compact on destruction
    ReviewStore loaded(reviewsPath(), {}, fixedClock(utc(10, 12)));
    QCOMPARE(loaded.load().status, ReviewStore::LoadStatus::Loaded);
    QCOMPARE(loaded.deck().log(), log);
    QCOMPARE(loaded.deck().settings(), settings);
    QCOMPARE(loaded.flags(), (QSet<ReviewItemKey>{{u"beta"_s, u"b7"_s}}));
    QCOMPARE(loaded.journalChanges(), 6);
}

void TestReviewJournal::badJournalLines_data()
{
    QTest::addColumn<QByteArray>("lines");
    QTest::addColumn<QStringList>("questions"); // of the loaded log, in time order
    QTest::addColumn<int>("reported");
    // a1 comes from the snapshot; the a2 line is good.
    QTest::newRow("all good") << a2Line << QStringList{u"a1"_s, u"a2"_s} << 0;
    QTest::newRow("torn last line")
        << a2Line + R"(["r","alpha","a3",17724)" << QStringList{u"a1"_s, u"a2"_s} << 0;
    QTest::newRow("damaged last line, ended") << a2Line + "[\"r\",\"al\x01\n"
                                              << QStringList{u"a1"_s, u"a2"_s} << 0;
    QTest::newRow("unknown kind last") << a2Line + R"(["x"])" + "\n"
                                       << QStringList{u"a1"_s, u"a2"_s} << 0;
    // A bad line before the last is damage, not a stopped append: it and the
    // torn last line are both reported.
    QTest::newRow("bad line in the middle, torn last")
        << "garbage\n" + a2Line + R"(["r","alp)" << QStringList{u"a1"_s, u"a2"_s} << 2;
    QTest::newRow("grade 5 in the middle")
        << R"(["r","alpha","a3",1772442000,5,2,0])" + ("\n" + a2Line)
        << QStringList{u"a1"_s, u"a2"_s} << 1;
    QTest::newRow("negative answer time in the middle")
        << R"(["r","alpha","a3",1772442000,3,2,0,-5])" + ("\n" + a2Line)
        << QStringList{u"a1"_s, u"a2"_s} << 1;
    QTest::newRow("a timed line after an untimed one")
        << a2Line + R"(["r","alpha","a3",1772442000,3,2,0,8250])" + "\n"
        << QStringList{u"a1"_s, u"a2"_s, u"a3"_s} << 0;
    QTest::newRow("empty bank in the middle")
        << R"(["r","","a3",1772442000,3,2,0])" + ("\n" + a2Line) << QStringList{u"a1"_s, u"a2"_s}
        << 1;
}

void TestReviewJournal::badJournalLines()
{
    QFETCH(QByteArray, lines);
    QFETCH(QStringList, questions);
    QFETCH(int, reported);
    writeSnapshotAndJournal(reviewsPath(), 4, journalPath(), 4, lines);
    ReviewStore store(reviewsPath(), {}, fixedClock(utc(10, 12)));
    const ReviewStore::LoadOutcome outcome = store.load();
    QCOMPARE(outcome.skippedEntries, reported);
    QCOMPARE(outcome.status, reported > 0 ? ReviewStore::LoadStatus::PartlyLoaded
                                          : ReviewStore::LoadStatus::Loaded);
    QStringList loaded;
    for (const ReviewLogEntry &entry : store.deck().log())
        loaded << entry.questionId;
    QCOMPARE(loaded, questions);

    // The next save does not append after a bad line: it writes everything
    // afresh (generation 5), and the bad lines are gone.
    store.record(review(4, u"a3"_s, Grade::Good));
    QVERIFY(store.save());
    const QJsonObject root = QJsonDocument::fromJson(readFile(reviewsPath())).object();
    // A journal of format 1 (as these are) takes no lines of format 2: the
    // next save writes a snapshot of generation 5 in any case.
    QCOMPARE(root.value(u"generation"_s).toInt(), 5);
    QCOMPARE(readFile(journalPath()), QByteArray(R"({"generation":5,"journal":2})"
                                                 "\n"));
    ReviewStore reloaded(reviewsPath(), {}, fixedClock(utc(10, 12)));
    QCOMPARE(reloaded.load().status, ReviewStore::LoadStatus::Loaded);
    QCOMPARE(reloaded.deck().log().size(), questions.size() + 1);
}

void TestReviewJournal::compactionKeepsEverything()
{
    QList<ReviewLogEntry> log;
    {
        ReviewStore store(reviewsPath(), {}, fixedClock(utc(28, 12)));
        store.load();
        // A review line is about 40 bytes: 300 bytes hold a handful, so 20 saves compact often.
        store.setCompactionBytes(300);
        for (int day = 1; day <= 20; ++day) {
            log << review(day, u"a%1"_s.arg(day % 3 + 1), day % 4 == 0 ? Grade::Again : Grade::Good);
            store.record(log.last());
            if (day == 7)
                store.setFlagged({u"alpha"_s, u"a2"_s}, true);
            QVERIFY(store.save());
            QVERIFY(QFileInfo(journalPath()).size() <= 300);
        }
        const int generation = QJsonDocument::fromJson(readFile(reviewsPath()))
                                   .object()
                                   .value(u"generation"_s)
                                   .toInt();
        QVERIFY2(generation > 2, "the journal was never folded into the snapshot");
        QVERIFY(store.compact());
        QCOMPARE(store.journalChanges(), 0);
        QCOMPARE(QJsonDocument::fromJson(readFile(reviewsPath()))
                     .object()
                     .value(u"log"_s)
                     .toArray()
                     .size(),
                 20);
    }
    ReviewStore loaded(reviewsPath(), {}, fixedClock(utc(28, 12)));
    QCOMPARE(loaded.load().status, ReviewStore::LoadStatus::Loaded);
    QCOMPARE(loaded.deck().log(), log);
    QCOMPARE(loaded.flags(), (QSet<ReviewItemKey>{{u"alpha"_s, u"a2"_s}}));
}

void TestReviewJournal::closingFoldsTheJournal()
{
    {
        auto study = makeStudy();
        study->recordReview({u"alpha"_s, u"a1"_s}, true, Confidence::Certain);
        study->recordReview({u"alpha"_s, u"a2"_s}, false, Confidence::Guessed);
        QCOMPARE(study->reviews().journalChanges(), 1); // the first save wrote a snapshot
    }
    // Closed: both reviews are in reviews.json and the journal is only its first line.
    const QJsonObject root = QJsonDocument::fromJson(readFile(reviewsPath())).object();
    QCOMPARE(root.value(u"log"_s).toArray().size(), 2);
    QCOMPARE(readFile(journalPath()).count('\n'), 1);
    QCOMPARE(makeStudy()->reviews().deck().log().size(), 2);
}

void TestReviewJournal::currentReleaseFileStillLoads()
{
    // reviews.json as the release before the journal wrote it: no generation, no journal.
    QVERIFY(writeFile(reviewsPath(), R"({"format":1,"settings":{"dailyLimit":30},"banks":["alpha"],)"
                                     R"("log":[[0,"a1",1772355600,3,2,0]],"flags":[[0,"a3"]]})"));
    {
        ReviewStore store(reviewsPath(), {}, fixedClock(utc(10, 12)));
        QCOMPARE(store.load().status, ReviewStore::LoadStatus::Loaded);
        QCOMPARE(store.deck().log(), (QList<ReviewLogEntry>{review(1, u"a1"_s, Grade::Good)}));
        QCOMPARE(store.deck().settings().dailyLimit(), 30);
        QVERIFY(store.isFlagged({u"alpha"_s, u"a3"_s}));
        store.record(review(2, u"a2"_s, Grade::Good));
        QVERIFY(store.save());
    }
    ReviewStore loaded(reviewsPath(), {}, fixedClock(utc(10, 12)));
    QCOMPARE(loaded.load().status, ReviewStore::LoadStatus::Loaded);
    QCOMPARE(loaded.deck().log(), (QList<ReviewLogEntry>{review(1, u"a1"_s, Grade::Good),
                                                         review(2, u"a2"_s, Grade::Good)}));
    QCOMPARE(loaded.deck().settings().dailyLimit(), 30);
    QVERIFY(loaded.isFlagged({u"alpha"_s, u"a3"_s}));
}

void TestReviewJournal::failedAppendLosesNothing()
{
    bool appendFails = false;
    const auto appender = [&appendFails](const QString &path,
                                         const QByteArray &data) -> std::optional<FileError> {
        if (appendFails) {
            // What a full disk leaves: part of the line.
            QFile file(path);
            if (file.open(QIODevice::Append))
                file.write(data.left(data.size() / 2));
            return FileError{FileError::Kind::DiskFull, {}};
        }
        return appendToFile(path, data);
    };
    ReviewStore store(reviewsPath(), {}, fixedClock(utc(10, 12)), appender);
    store.load();
    store.record(review(1, u"a1"_s, Grade::Good));
    QVERIFY(store.save());
    store.record(review(2, u"a2"_s, Grade::Good));
    QVERIFY(store.save());

    appendFails = true;
    store.record(review(3, u"a3"_s, Grade::Again));
    ReviewStore::SaveFailure failure = ReviewStore::SaveFailure::None;
    FileError error;
    QVERIFY(!store.save(&failure, &error));
    QCOMPARE(failure, ReviewStore::SaveFailure::WriteFailed);
    QCOMPARE(error.kind, FileError::Kind::DiskFull);
    QCOMPARE(store.pendingChanges(), 1);
    {
        // Stopped now: the torn half line is dropped, what was saved before is there.
        ReviewStore afterCrash(reviewsPath(), {}, fixedClock(utc(10, 12)));
        QCOMPARE(afterCrash.load().status, ReviewStore::LoadStatus::Loaded);
        QCOMPARE(afterCrash.deck().log(), (QList<ReviewLogEntry>{review(1, u"a1"_s, Grade::Good),
                                                                 review(2, u"a2"_s, Grade::Good)}));
    }
    // Space again: the next save writes everything afresh, the review kept in memory too.
    appendFails = false;
    store.record(review(4, u"a1"_s, Grade::Easy));
    QVERIFY(store.save());
    ReviewStore loaded(reviewsPath(), {}, fixedClock(utc(10, 12)));
    QCOMPARE(loaded.load().status, ReviewStore::LoadStatus::Loaded);
    QCOMPARE(loaded.deck().log(), (QList<ReviewLogEntry>{review(1, u"a1"_s, Grade::Good),
                                                         review(2, u"a2"_s, Grade::Good),
                                                         review(3, u"a3"_s, Grade::Again),
                                                         review(4, u"a1"_s, Grade::Easy)}));
}

QTEST_GUILESS_MAIN(TestReviewJournal)
#include "tst_reviewjournal.moc"
