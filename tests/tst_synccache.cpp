// The sync cache (issue 29's start within 200 ms): what a run had read kept in
// the data folder, so that the next start reads only what was added since.
// A start that goes on from it must end with the same merge as one that reads
// every file from its start; a cache that is damaged, of another folder or
// device, of a newer format, or that names a file gone since is left aside
// and the folder read whole.

#include "core/synccache.h"
#include "core/syncengine.h"
#include "core/syncfolder.h"

#include <QDateTime>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

QDateTime at(qint64 seconds)
{
    // 2024-03-01 00:00:00 UTC is 1709251200 s after 1970.
    return QDateTime::fromSecsSinceEpoch(1709251200 + seconds, QTimeZone::utc());
}

AttemptRecord attemptAt(qint64 seconds, AttemptRecord::End end = AttemptRecord::End::Finished)
{
    AttemptRecord attempt;
    attempt.bankId = u"five"_s;
    attempt.started = at(seconds - 60);
    attempt.ended = at(seconds);
    attempt.end = end;
    attempt.mode = FeedbackMode::AtEnd;
    attempt.questions = {{u"q1"_s, 0, QuestionOutcome::Result::Right, 20000},
                         {u"q2"_s, 2, QuestionOutcome::Result::Wrong, 40000},
                         {u"q3"_s, -1, QuestionOutcome::Result::Unanswered, 0}};
    return attempt;
}

ReviewLogEntry reviewAt(qint64 seconds, const QString &question, Grade grade, bool fromQuiz = false)
{
    return {u"five"_s, question, at(seconds), grade, Confidence::Certain, fromQuiz, 4000};
}

// A day of one device's study, every kind of event: the n-th day's events differ from the others'.
QList<SyncEvent> dayOf(int day)
{
    const qint64 start = qint64(day) * 86400;
    ReviewSettings settings;
    settings.setDailyLimit(20 + day);
    return {SyncEvent::attempt(attemptAt(start + 600)),
            SyncEvent::attempt(attemptAt(start + 1200, AttemptRecord::End::Abandoned)),
            SyncEvent::review(reviewAt(start + 700, u"q1"_s, Grade::Good, true)),
            SyncEvent::review(reviewAt(start + 800, u"q2"_s, Grade::Again)),
            SyncEvent::flag({u"five"_s, u"q%1"_s.arg(day % 3 + 1)}, day % 2 == 0,
                            (start + 900) * 1000),
            SyncEvent::settings(settings, (start + 950) * 1000),
            SyncEvent::bank(u"extra"_s, u"extra.json"_s, day % 2 == 0, (start + 990) * 1000)};
}

const SyncDevice laptop{u"laptop-id"_s, u"laptop"_s};
const SyncDevice desktop{u"desktop-id"_s, u"desktop"_s};
const SyncDevice reader{u"reader-id"_s, u"reader"_s};

SyncMerge wholeReading(const QString &folder)
{
    SyncFolder fresh(folder, reader);
    SyncMerge merge;
    merge.add(fresh.read().events);
    return merge;
}

} // namespace

class TestSyncCache : public QObject
{
    Q_OBJECT

private slots:
    void keepsWhatWasRead()
    {
        QTemporaryDir dir;
        SyncFolder(dir.path(), laptop).append(dayOf(1) + dayOf(2));
        SyncFolder(dir.path(), desktop).append(dayOf(3));
        SyncFolder folder(dir.path(), reader);
        SyncCache::State state{dir.path(), reader.id, {}, {}, {}};
        const QList<SyncEvent> read = folder.read().events;
        // A line of a kind this release knows but cannot decode, and an id not of hex digits.
        QList<SyncEvent> odd{
            *SyncEvent::fromLine(R"({"id":"x-1","kind":"review","time":5,"payload":{"bank":3}})",
                                 reader.id),
            *SyncEvent::fromLine(
                R"({"id":"plain","kind":"flag","time":7,"payload":{"bank":"five","question":"q9","flagged":true}})",
                reader.id)};
        odd << SyncEvent::deviceName(laptop.id, u"work laptop"_s, 9000);
        state.merge.add(read + odd);
        state.files = folder.places();
        state.ownIds = {"ab", "cd"};

        const std::optional<SyncCache::State> back = SyncCache::decode(SyncCache::encode(state));
        QVERIFY(back);
        QCOMPARE(back->folder, dir.path());
        QCOMPARE(back->deviceId, reader.id);
        QCOMPARE(back->files, state.files);
        QCOMPARE(back->files.size(), 2); // the laptop's file and the desktop's
        QCOMPARE(back->ownIds, state.ownIds);
        QVERIFY(back->merge == state.merge);
        // 3 days of 2 attempts and 2 reviews; q9 flagged by the odd line.
        QCOMPARE(back->merge.history().size(), 6);
        QCOMPARE(back->merge.log().size(), 6);
        QCOMPARE(back->merge.history().constFirst(), attemptAt(86400 + 600));
        QCOMPARE(back->merge.undecodable(), 1);
        QVERIFY(back->merge.contains("plain"));
        QVERIFY(back->merge.flags().contains({u"five"_s, u"q9"_s}));
        // Day 2's abandoned attempt ended last: 1709251200 + 2 * 86400 + 1200 s.
        QCOMPARE(back->merge.newestOf(laptop.id), (1709251200LL + 2 * 86400 + 1200) * 1000);
        QCOMPARE(back->merge.settings()->dailyLimit(), 23); // day 3's, the newest
        QCOMPARE(back->merge.deviceName(laptop.id), u"work laptop"_s);
    }

    void goingOnFromItEndsWhereAWholeReadingEnds()
    {
        QTemporaryDir dir;
        SyncFolder laptopFolder(dir.path(), laptop);
        SyncFolder desktopFolder(dir.path(), desktop);
        laptopFolder.append(dayOf(1));
        desktopFolder.append(dayOf(2));
        SyncFolder folder(dir.path(), reader);
        SyncMerge merge;
        merge.add(folder.read().events);
        const QByteArray saved = SyncCache::encode(
            {dir.path(), reader.id, folder.places(), folder.ownIds(), merge});

        laptopFolder.append(dayOf(3));
        desktopFolder.append(dayOf(4) + dayOf(0)); // day 0 goes before everything
        laptopFolder.append(dayOf(1)); // written again: the same events
        std::optional<SyncCache::State> cached = SyncCache::decode(saved);
        QVERIFY(cached);
        SyncFolder resumed(dir.path(), reader);
        resumed.resume(cached->files, cached->ownIds);
        const SyncFolder::Reading reading = resumed.read();
        // Only what came after the cache: days 3, 4, 0 and 1 again, 7 events each.
        QCOMPARE(reading.events.size(), 4 * 7);
        cached->merge.add(reading.events);
        QVERIFY(cached->merge == wholeReading(dir.path()));
        QCOMPARE(cached->merge.history().size(), 4 * 2 + 2);
        QCOMPARE(cached->merge.history().constFirst(), attemptAt(600)); // day 0's
    }

    void aFileReplacedSinceIsReadAgain()
    {
        QTemporaryDir dir;
        SyncFolder laptopFolder(dir.path(), laptop);
        laptopFolder.append(dayOf(1) + dayOf(2));
        SyncFolder folder(dir.path(), reader);
        SyncMerge merge;
        merge.add(folder.read().events);
        const QByteArray saved = SyncCache::encode(
            {dir.path(), reader.id, folder.places(), folder.ownIds(), merge});
        // The sync tool puts another copy in its place: day 3 where days 1 and 2 were.
        QVERIFY(QFile::remove(laptopFolder.ownFilePath()));
        SyncFolder(dir.path(), laptop).append(dayOf(3));
        std::optional<SyncCache::State> cached = SyncCache::decode(saved);
        SyncFolder resumed(dir.path(), reader);
        resumed.resume(cached->files, cached->ownIds);
        cached->merge.add(resumed.read().events);
        // A union: what was read before stays, the new copy's day is added.
        QCOMPARE(cached->merge.history().size(), 3 * 2);
        QCOMPARE(cached->merge.log().size(), 3 * 2);
    }

    void aDamagedOrForeignCacheIsLeftAside()
    {
        QTemporaryDir dir;
        SyncFolder(dir.path(), laptop).append(dayOf(1));
        SyncFolder folder(dir.path(), reader);
        SyncMerge merge;
        merge.add(folder.read().events);
        const QByteArray whole = SyncCache::encode(
            {dir.path(), reader.id, folder.places(), folder.ownIds(), merge});
        QVERIFY(SyncCache::decode(whole));
        QByteArray flipped = whole;
        flipped[flipped.size() - 30] = char(flipped.at(flipped.size() - 30) ^ 0x10);
        QVERIFY(!SyncCache::decode(flipped));
        QVERIFY(!SyncCache::decode(whole.first(whole.size() - 1)));
        QVERIFY(!SyncCache::decode(whole.first(10)));
        QVERIFY(!SyncCache::decode({}));
        QVERIFY(
            !SyncCache::decode(QByteArray(whole).replace("ScaleStudy sync", "ScaleStudy SYNC")));
        // The format is the little-endian number after the magic line: 1, here made 2.
        QByteArray newer = whole;
        const qsizetype format = whole.indexOf('\n') + 1;
        QCOMPARE(newer.at(format), char(1));
        newer[format] = char(2);
        QVERIFY(!SyncCache::decode(newer));
    }

    void theEngineGoesOnFromTheLastRun()
    {
        QTemporaryDir sync;
        QTemporaryDir data;
        SyncFolder laptopFolder(sync.path(), laptop);
        laptopFolder.append(dayOf(1) + dayOf(2));
        {
            SyncEngine engine(sync.path(), data.path());
            QCOMPARE(engine.readChanges().total().total(), 14);
        } // closed: the cache saved
        QVERIFY(QFile::exists(SyncCache::pathIn(data.path())));
        laptopFolder.append(dayOf(3));
        SyncEngine engine(sync.path(), data.path());
        QCOMPARE(engine.merged().size(), 14); // before looking at the folder
        const SyncMerge::Added added = engine.readChanges();
        QCOMPARE(added.total().total(), 7);
        QCOMPARE(added.attempts.size(), 2);
        QVERIFY(engine.merged() == wholeReading(sync.path()));
    }

    void theEngineReadsAllAgainWhenAFileWentOrTheFolderChanged()
    {
        QTemporaryDir sync;
        QTemporaryDir otherSync;
        QTemporaryDir data;
        SyncFolder(sync.path(), laptop).append(dayOf(1));
        SyncFolder desktopFolder(sync.path(), desktop);
        desktopFolder.append(dayOf(2));
        SyncEngine(sync.path(), data.path()).readChanges();
        QCOMPARE(SyncEngine(otherSync.path(), data.path()).merged().size(), 0);

        QVERIFY(QFile::remove(desktopFolder.ownFilePath()));
        SyncEngine engine(sync.path(), data.path());
        QCOMPARE(engine.merged().size(), 0); // the desktop's day may be nowhere else
        engine.readChanges();
        QCOMPARE(engine.merged().size(), 7); // the laptop's day
    }

    void aDamagedCacheFileMeansAWholeReading()
    {
        QTemporaryDir sync;
        QTemporaryDir data;
        SyncFolder(sync.path(), laptop).append(dayOf(1));
        SyncEngine(sync.path(), data.path()).readChanges();
        QFile cache(SyncCache::pathIn(data.path()));
        QVERIFY(cache.open(QIODevice::ReadWrite));
        cache.resize(cache.size() / 2);
        cache.close();
        SyncEngine engine(sync.path(), data.path());
        QCOMPARE(engine.merged().size(), 0);
        QCOMPARE(engine.readChanges().total().total(), 7);
    }
};

QTEST_GUILESS_MAIN(TestSyncCache)
#include "tst_synccache.moc"
