// What the review store does with its files when they are not as it left
// them: a missing or damaged snapshot beside a journal, a journal of another
// generation, a file over the size limit, temporary files of a stopped save,
// damaged entries a fold would drop, and a snapshot that cannot be written.
// Expected figures are written by hand from the format in reviewstore.h.

#include "core/atomicwrite.h"
#include "core/reviewstore.h"
#include "support/clocks.h"
#include "support/files.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>

using namespace Qt::StringLiterals;

namespace {

ReviewLogEntry review(int day, const QString &questionId, Grade grade)
{
    return {u"alpha"_s, questionId, utc(day, 9), grade, Confidence::FairlySure, false};
}

// A snapshot of this generation holding one review: a1, Good (3), fairly sure
// (2), 1 March 2026 09:00 UTC = 1772355600 s.
QByteArray snapshotOfGeneration(int generation)
{
    return R"({"format":1,"generation":)" + QByteArray::number(generation)
           + R"(,"banks":["alpha"],"log":[[0,"a1",1772355600,3,2,0]]})";
}

QByteArray journalOfGeneration(int generation, const QByteArray &lines)
{
    return R"({"journal":1,"generation":)" + QByteArray::number(generation) + "}\n" + lines;
}

// A review of a2 on 2 March 2026 09:00 UTC: 1772355600 + 86400 = 1772442000 s.
const QByteArray a2Line = R"(["r","alpha","a2",1772442000,3,2,0])"
                          "\n";

QStringList questionsOf(const ReviewStore &store)
{
    QStringList questions;
    for (const ReviewLogEntry &entry : store.deck().log())
        questions << entry.questionId;
    return questions;
}

} // namespace

class TestReviewFiles : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();

    void journalOutlivesItsSnapshot_data();
    void journalOutlivesItsSnapshot();
    void journalOfAnotherGenerationIsSetAside_data();
    void journalOfAnotherGenerationIsSetAside();
    void fileOverTheLimitIsSetAsideAsTooLarge_data();
    void fileOverTheLimitIsSetAsideAsTooLarge();
    void leftoverTemporaryFilesAreRemoved();
    void damagedEntriesAreCopiedBeforeTheFold_data();
    void damagedEntriesAreCopiedBeforeTheFold();
    void failedFoldAppendsToTheJournal();
    void failedFoldWithoutAUsableJournalKeepsTheChanges();
    void foldWithoutAFreshJournalLeavesNoStaleOne();

private:
    QString path(const QString &name) const { return m_dir->filePath(name); }
    QString reviewsPath() const { return path(u"reviews.json"_s); }
    QString journalPath() const { return path(u"reviews.journal"_s); }
    // The files beside reviews.json whose names start with prefix.
    QStringList filesStartingWith(const QString &prefix) const;

    std::unique_ptr<QTemporaryDir> m_dir;
};

void TestReviewFiles::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

void TestReviewFiles::cleanup()
{
    m_dir.reset();
}

QStringList TestReviewFiles::filesStartingWith(const QString &prefix) const
{
    return QDir(m_dir->path()).entryList({prefix + u'*'}, QDir::Files | QDir::Hidden, QDir::Name);
}

void TestReviewFiles::journalOutlivesItsSnapshot_data()
{
    QTest::addColumn<QByteArray>("snapshot"); // empty: none
    QTest::newRow("snapshot missing") << QByteArray();
    QTest::newRow("snapshot damaged") << QByteArray("{ not json");
}

void TestReviewFiles::journalOutlivesItsSnapshot()
{
    QFETCH(QByteArray, snapshot);
    if (!snapshot.isEmpty())
        QVERIFY(writeFile(reviewsPath(), snapshot));
    QVERIFY(writeFile(journalPath(), journalOfGeneration(4, a2Line)));
    {
        ReviewStore store(reviewsPath(), {}, fixedClock(utc(10, 12)));
        const ReviewStore::LoadOutcome outcome = store.load();
        QCOMPARE(outcome.status, snapshot.isEmpty() ? ReviewStore::LoadStatus::Loaded
                                                    : ReviewStore::LoadStatus::SetAside);
        // The journal's review, replayed against an empty log.
        QCOMPARE(questionsOf(store), QStringList{u"a2"_s});
        store.record(review(4, u"a3"_s, Grade::Good));
        QVERIFY(store.save());
        QVERIFY(store.compact()); // as at closing: everything into one snapshot
    }
    ReviewStore loaded(reviewsPath(), {}, fixedClock(utc(10, 12)));
    QCOMPARE(loaded.load().status, ReviewStore::LoadStatus::Loaded);
    QCOMPARE(questionsOf(loaded), (QStringList{u"a2"_s, u"a3"_s}));
    // The fold follows on from the journal's generation 4.
    QCOMPARE(QJsonDocument::fromJson(readFile(reviewsPath())).object().value(u"generation"_s),
             QJsonValue(5));
}

void TestReviewFiles::journalOfAnotherGenerationIsSetAside_data()
{
    QTest::addColumn<int>("journalGeneration"); // the snapshot's is 3
    // The app stopped between writing the snapshot and starting the journal afresh.
    QTest::newRow("older") << 2;
    // The snapshot was put back from a copy made before the journal's reviews.
    QTest::newRow("newer") << 5;
}

void TestReviewFiles::journalOfAnotherGenerationIsSetAside()
{
    QFETCH(int, journalGeneration);
    QVERIFY(writeFile(reviewsPath(), snapshotOfGeneration(3)));
    const QByteArray journal = journalOfGeneration(journalGeneration, a2Line);
    QVERIFY(writeFile(journalPath(), journal));

    ReviewStore store(reviewsPath(), {}, fixedClock(utc(10, 12)));
    const ReviewStore::LoadOutcome outcome = store.load();
    QCOMPARE(questionsOf(store), QStringList{u"a1"_s}); // not replayed
    const QStringList aside = filesStartingWith(u"reviews.journal.damaged-"_s);
    QCOMPARE(aside.size(), 1);
    QCOMPARE(readFile(path(aside.first())), journal);
    // The learner is told, and where the journal went.
    QVERIFY2(outcome.message().contains(aside.first()), qPrintable(outcome.message()));

    // Saving never writes over the journal set aside.
    store.record(review(4, u"a3"_s, Grade::Good));
    QVERIFY(store.save());
    QVERIFY(store.compact());
    QCOMPARE(readFile(path(aside.first())), journal);
    ReviewStore loaded(reviewsPath(), {}, fixedClock(utc(10, 12)));
    QCOMPARE(loaded.load().message(), QString());
    QCOMPARE(questionsOf(loaded), (QStringList{u"a1"_s, u"a3"_s}));
}

void TestReviewFiles::fileOverTheLimitIsSetAsideAsTooLarge_data()
{
    QTest::addColumn<QString>("fileName");
    QTest::newRow("reviews.json") << u"reviews.json"_s;
    QTest::newRow("reviews.journal") << u"reviews.journal"_s;
}

void TestReviewFiles::fileOverTheLimitIsSetAsideAsTooLarge()
{
    QFETCH(QString, fileName);
    // The progress file's limit, 64 MiB = 67,108,864 bytes, and one byte more:
    // valid JSON, padded with spaces (the snapshot) or a review line repeated.
    constexpr qint64 limit = 64LL * 1024 * 1024;
    QByteArray bytes;
    if (fileName == u"reviews.json"_s) {
        bytes = snapshotOfGeneration(3);
        bytes.append(limit + 1 - bytes.size(), ' ');
    } else {
        QVERIFY(writeFile(reviewsPath(), snapshotOfGeneration(3)));
        bytes = journalOfGeneration(3, {});
        bytes.reserve(limit + a2Line.size());
        while (bytes.size() <= limit)
            bytes += a2Line;
    }
    QVERIFY(bytes.size() > limit);
    QVERIFY(writeFile(path(fileName), bytes));
    const qint64 size = bytes.size();
    bytes.clear();

    ReviewStore store(reviewsPath(), {}, fixedClock(utc(10, 12)));
    const QString message = store.load().message();
    QVERIFY2(message.contains(u"too large"_s), qPrintable(message));
    const QStringList aside = filesStartingWith(fileName + u".damaged-"_s);
    QCOMPARE(aside.size(), 1);
    QCOMPARE(QFileInfo(path(aside.first())).size(), size);
    QVERIFY(message.contains(aside.first()));
    QVERIFY(store.save());
}

void TestReviewFiles::leftoverTemporaryFilesAreRemoved()
{
    QVERIFY(writeFile(reviewsPath(), snapshotOfGeneration(3)));
    // QSaveFile's temporary names: the file's name, a dot and six letters or digits.
    const QStringList leftovers{u"reviews.json.Ab12Cd"_s, u"reviews.journal.x9Y8z7"_s};
    const QStringList kept{
        u"reviews.json.fresh1"_s, // a minute old at most: perhaps another copy's save
        u"reviews.json.Ab12Cde"_s, // seven
        u"reviews.json.damaged-20260301-090000"_s, // a copy set aside
        u"progress.json.Ab12Cd"_s, // not the review store's
    };
    const QDateTime hourAgo = QDateTime::currentDateTime().addSecs(-3600);
    for (const QString &name : leftovers + kept) {
        QVERIFY(writeFile(path(name), "partial"));
        QFile file(path(name));
        QVERIFY(file.open(QIODevice::ReadWrite));
        if (name != u"reviews.json.fresh1"_s)
            QVERIFY(file.setFileTime(hourAgo, QFileDevice::FileModificationTime));
    }
    ReviewStore store(reviewsPath(), {}, fixedClock(utc(10, 12)));
    QCOMPARE(store.load().status, ReviewStore::LoadStatus::Loaded);
    for (const QString &name : leftovers)
        QVERIFY2(!QFile::exists(path(name)), qPrintable(name));
    for (const QString &name : kept)
        QVERIFY2(QFile::exists(path(name)), qPrintable(name));
}

void TestReviewFiles::damagedEntriesAreCopiedBeforeTheFold_data()
{
    QTest::addColumn<QString>("damagedFile");
    QTest::addColumn<QByteArray>("snapshot");
    QTest::addColumn<QByteArray>("journal");
    // Grade 5 does not exist: the entry is skipped.
    QTest::newRow("snapshot entry")
        << u"reviews.json"_s
        << QByteArray(R"({"format":1,"generation":3,"banks":["alpha"],)"
                      R"("log":[[0,"a1",1772355600,3,2,0],[0,"a9",1772355600,5,2,0]]})")
        << journalOfGeneration(3, {});
    QTest::newRow("journal line") << u"reviews.journal"_s << snapshotOfGeneration(3)
                                  << journalOfGeneration(3, "garbage\n" + a2Line);
}

void TestReviewFiles::damagedEntriesAreCopiedBeforeTheFold()
{
    QFETCH(QString, damagedFile);
    QFETCH(QByteArray, snapshot);
    QFETCH(QByteArray, journal);
    QVERIFY(writeFile(reviewsPath(), snapshot));
    QVERIFY(writeFile(journalPath(), journal));
    const QByteArray original = damagedFile == u"reviews.json"_s ? snapshot : journal;

    ReviewStore store(reviewsPath(), {}, fixedClock(utc(10, 12)));
    const ReviewStore::LoadOutcome outcome = store.load();
    QCOMPARE(outcome.status, ReviewStore::LoadStatus::PartlyLoaded);
    const QStringList copies = filesStartingWith(damagedFile + u".damaged-"_s);
    QCOMPARE(copies.size(), 1);
    QCOMPARE(readFile(path(copies.first())), original);
    QVERIFY2(outcome.message().contains(copies.first()), qPrintable(outcome.message()));

    // The fold drops the damaged entry; the copy keeps it.
    store.record(review(4, u"a3"_s, Grade::Good));
    QVERIFY(store.save());
    QVERIFY(store.compact());
    QVERIFY(readFile(path(damagedFile)) != original);
    QCOMPARE(readFile(path(copies.first())), original);
}

void TestReviewFiles::failedFoldAppendsToTheJournal()
{
    bool writeFails = false;
    const auto writer = [&writeFails](const QString &path,
                                      const QByteArray &data) -> std::optional<FileError> {
        if (writeFails)
            return FileError{FileError::Kind::DiskFull, {}};
        return writeAtomically(path, data);
    };
    ReviewStore store(reviewsPath(), writer, fixedClock(utc(10, 12)));
    store.load();
    // First line 29 bytes, a review line 38 (journal 2's, with the answer time
    // 0): the third save's two lines pass 100 bytes.
    store.setCompactionBytes(100);
    store.record(review(1, u"a1"_s, Grade::Good));
    QVERIFY(store.save());
    store.record(review(2, u"a2"_s, Grade::Good));
    QVERIFY(store.save());
    const QByteArray snapshot = readFile(reviewsPath());
    const QByteArray journal = readFile(journalPath());

    // No room for a snapshot, room for two lines.
    writeFails = true;
    store.record(review(3, u"a3"_s, Grade::Good));
    store.record(review(4, u"a1"_s, Grade::Hard));
    QVERIFY(store.save());
    QCOMPARE(store.pendingChanges(), 0);
    QCOMPARE(readFile(reviewsPath()), snapshot);
    // 3 and 4 March 09:00 UTC: 1772355600 + 2 × 86400 and + 3 × 86400; Hard is 2.
    QCOMPARE(readFile(journalPath()), journal
                                          + R"(["r","alpha","a3",1772528400,3,2,0,0])"
                                            "\n"
                                            R"(["r","alpha","a1",1772614800,2,2,0,0])"
                                            "\n");
    // Closing cannot fold either; a crash or a quit keeps all four.
    QVERIFY(!store.compact());
    ReviewStore loaded(reviewsPath(), {}, fixedClock(utc(10, 12)));
    QCOMPARE(loaded.load().status, ReviewStore::LoadStatus::Loaded);
    QCOMPARE(questionsOf(loaded), (QStringList{u"a1"_s, u"a2"_s, u"a3"_s, u"a1"_s}));
}

void TestReviewFiles::failedFoldWithoutAUsableJournalKeepsTheChanges()
{
    // A torn last line: nothing may be appended after it, so the save must fold.
    QVERIFY(writeFile(reviewsPath(), snapshotOfGeneration(3)));
    QVERIFY(writeFile(journalPath(), journalOfGeneration(3, R"(["r","alpha","a3",17724)")));
    const auto failingWriter = [](const QString &, const QByteArray &) {
        return std::optional<FileError>(FileError{FileError::Kind::DiskFull, {}});
    };
    ReviewStore store(reviewsPath(), failingWriter, fixedClock(utc(10, 12)));
    store.load();
    store.record(review(4, u"a2"_s, Grade::Good));
    ReviewStore::SaveFailure failure = ReviewStore::SaveFailure::None;
    FileError error;
    QVERIFY(!store.save(&failure, &error));
    QCOMPARE(failure, ReviewStore::SaveFailure::WriteFailed);
    QCOMPARE(error.kind, FileError::Kind::DiskFull);
    QCOMPARE(store.pendingChanges(), 1);
    QCOMPARE(readFile(reviewsPath()), snapshotOfGeneration(3));
}

void TestReviewFiles::foldWithoutAFreshJournalLeavesNoStaleOne()
{
    // The snapshot is written, the fresh journal after it is not: the old
    // journal's review is in the snapshot, and the next start must not find
    // a journal of another generation to set aside and tell about.
    QVERIFY(writeFile(reviewsPath(), snapshotOfGeneration(3)));
    QVERIFY(writeFile(journalPath(), journalOfGeneration(3, a2Line)));
    const QString journal = journalPath();
    const auto writer = [journal](const QString &path,
                                  const QByteArray &data) -> std::optional<FileError> {
        if (path == journal)
            return FileError{FileError::Kind::DiskFull, {}};
        return writeAtomically(path, data);
    };
    {
        ReviewStore store(reviewsPath(), writer, fixedClock(utc(10, 12)));
        store.load();
        store.record(review(4, u"a3"_s, Grade::Good));
        QVERIFY(store.compact());
    }
    ReviewStore loaded(reviewsPath(), {}, fixedClock(utc(10, 12)));
    QCOMPARE(loaded.load().message(), QString());
    QCOMPARE(questionsOf(loaded), (QStringList{u"a1"_s, u"a2"_s, u"a3"_s}));
    QCOMPARE(filesStartingWith(u"reviews.journal"_s), QStringList());
}

QTEST_GUILESS_MAIN(TestReviewFiles)
#include "tst_reviewfiles.moc"
