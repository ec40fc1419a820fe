// Sync's events, one device's events file and the merge of every device's
// events (issue 29): each event's line read back equal, ids from content, a
// torn last line read later, damaged lines skipped and counted, a newer
// format left unread, and the merge a union: commutative, associative and
// idempotent over random event sets from a fixed seed.

#include "core/syncevent.h"
#include "core/synceventfile.h"
#include "core/syncmerge.h"
#include "support/files.h"

#include <QDateTime>
#include <QRandomGenerator>
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
    attempt.questions = {{u"q1"_s, 0, QuestionOutcome::Result::Right, 20000},
                         {u"q2"_s, 2, QuestionOutcome::Result::Wrong, 40000}};
    return attempt;
}

ReviewLogEntry reviewAt(qint64 seconds, const QString &question, Grade grade, bool fromQuiz = false)
{
    return {u"five"_s, question, at(seconds), grade, Confidence::FairlySure, fromQuiz, 4000};
}

SyncEvent fromDevice(SyncEvent event, const QString &device)
{
    event.deviceId = device;
    return event;
}

// One random event of a small world (2 quizzes' questions q1..q3, 4 devices,
// times within 20 s), so that random sets overlap, repeat and tie.
SyncEvent randomEvent(QRandomGenerator &random)
{
    const QString device = u"device-%1"_s.arg(random.bounded(4));
    const qint64 second = random.bounded(20);
    const QString question = u"q%1"_s.arg(random.bounded(1, 4));
    switch (random.bounded(6)) {
    case 0:
        return fromDevice(SyncEvent::attempt(attemptAt(second + 100)), device);
    case 1:
        return fromDevice(SyncEvent::review(reviewAt(second, question, Grade(random.bounded(1, 5)))),
                          device);
    case 2:
        return fromDevice(SyncEvent::flag({u"five"_s, question}, random.bounded(2) == 1,
                                          second * 1000),
                          device);
    case 3: {
        ReviewSettings settings;
        settings.setDailyLimit(10 + int(random.bounded(3)));
        return fromDevice(SyncEvent::settings(settings, second * 1000), device);
    }
    case 4:
        return fromDevice(SyncEvent::deviceName(device, u"name %1"_s.arg(random.bounded(2)),
                                                second * 1000),
                          device);
    default:
        return fromDevice(SyncEvent::bank(u"b"_s, u"b%1.json"_s.arg(random.bounded(2)),
                                          random.bounded(2) == 1, second * 1000),
                          device);
    }
}

QList<SyncEvent> randomEvents(QRandomGenerator &random)
{
    QList<SyncEvent> events;
    for (int i = int(random.bounded(1, 30)); i > 0; --i)
        events << randomEvent(random);
    return events;
}

SyncMerge merged(const QList<SyncEvent> &events)
{
    SyncMerge merge;
    merge.add(events);
    return merge;
}

SyncMerge merged(const SyncMerge &a, const SyncMerge &b)
{
    SyncMerge merge = a;
    merge.merge(b);
    return merge;
}

const SyncDevice laptop{u"laptop-id"_s, u"laptop"_s};

} // namespace

class TestSyncMerge : public QObject
{
    Q_OBJECT

private slots:
    void eventLinesReadBackEqual();
    void idsComeFromContent();
    void fileReadsOnlyWhatWasAdded();
    void tornLastLineIsReadLater();
    void damagedLinesAreSkippedAndCounted();
    void aLargeFileIsReadWholeAndInOrder();
    void replacedFileIsReadAgain();
    void newerFormatIsNotRead();
    void appendAfterTornLineKeepsNewLinesWhole();
    void mergeIsAUnion();
    void newestFlagWinsDeviceBreaksTie();
    void mergeIsCommutativeAssociativeIdempotent();
};

void TestSyncMerge::eventLinesReadBackEqual()
{
    const AttemptRecord attempt = attemptAt(500, AttemptRecord::End::Abandoned);
    const ReviewLogEntry review = reviewAt(30, u"q2"_s, Grade::Hard, true);
    ReviewSettings settings;
    settings.setDesiredRetention(0.85);
    const QList<SyncEvent> events{SyncEvent::attempt(attempt), SyncEvent::review(review),
                                  SyncEvent::flag({u"five"_s, u"q3"_s}, true, 1234),
                                  SyncEvent::settings(settings, 99),
                                  SyncEvent::bank(u"mine"_s, u"mine.json"_s, false, 7)};
    for (const SyncEvent &event : events) {
        const QByteArray line = event.toLine();
        QVERIFY(line.endsWith('\n'));
        QCOMPARE(line.count('\n'), 1);
        const std::optional<SyncEvent> read = SyncEvent::fromLine(line.chopped(1), u"d"_s);
        QVERIFY(read);
        QCOMPARE(read->id, event.id);
        QCOMPARE(read->timeMs, event.timeMs);
        QCOMPARE(read->payload, event.payload);
        QCOMPARE(read->deviceId, u"d"_s);
    }
    QCOMPARE(*SyncEvent::fromLine(events.at(0).toLine(), {})->toAttempt(), attempt);
    QCOMPARE(*SyncEvent::fromLine(events.at(1).toLine(), {})->toReview(), review);
    const auto flag = events.at(2).toFlag();
    QVERIFY(flag && flag->flagged && flag->key == (ReviewItemKey{u"five"_s, u"q3"_s}));
    QCOMPARE(events.at(3).toSettings()->desiredRetention(), 0.85);
    QCOMPARE(events.at(4).toBank()->fileName, u"mine.json"_s);
    // An attempt's time is its end: 500 s after the base, in milliseconds.
    QCOMPARE(events.at(0).timeMs, (1709251200 + 500) * qint64(1000));
}

void TestSyncMerge::idsComeFromContent()
{
    // The same review recorded live (milliseconds in its time) and migrated
    // from reviews.json (whole seconds): the same event.
    ReviewLogEntry live = reviewAt(30, u"q1"_s, Grade::Good);
    live.time = live.time.addMSecs(700);
    QCOMPARE(SyncEvent::review(live).id, SyncEvent::review(reviewAt(30, u"q1"_s, Grade::Good)).id);
    QCOMPARE(SyncEvent::attempt(attemptAt(100)).id, SyncEvent::attempt(attemptAt(100)).id);
    QCOMPARE(SyncEvent::review(live).id.size(), 32); // 16 bytes in hex
    QVERIFY(SyncEvent::review(reviewAt(30, u"q1"_s, Grade::Again)).id != SyncEvent::review(live).id);
    QVERIFY(SyncEvent::attempt(attemptAt(100)).id != SyncEvent::attempt(attemptAt(101)).id);
    QVERIFY(SyncEvent::flag({u"five"_s, u"q1"_s}, true, 1).id
            != SyncEvent::flag({u"five"_s, u"q1"_s}, false, 1).id);
}

void TestSyncMerge::fileReadsOnlyWhatWasAdded()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"laptop-id.events"_s);
    const SyncEvent first = SyncEvent::review(reviewAt(1, u"q1"_s, Grade::Good));
    const SyncEvent second = SyncEvent::review(reviewAt(2, u"q2"_s, Grade::Good));
    QVERIFY(!SyncEventFile::append(path, laptop, first.toLine()));
    SyncEventFile file(path);
    SyncEventFile::Reading reading = file.readNew();
    QCOMPARE(reading.events.size(), 1);
    QVERIFY(reading.fromStart);
    QCOMPARE(file.device()->name, u"laptop"_s);
    QCOMPARE(reading.events.at(0).deviceId, u"laptop-id"_s);
    QVERIFY(file.readNew().events.isEmpty());
    QVERIFY(!SyncEventFile::append(path, laptop, second.toLine()));
    reading = file.readNew();
    QCOMPARE(reading.events.size(), 1);
    QCOMPARE(reading.events.at(0).id, second.id);
    QVERIFY(!reading.fromStart);
    // The header once, then the two lines.
    QCOMPARE(readFile(path).count('\n'), 3);
}

void TestSyncMerge::tornLastLineIsReadLater()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"laptop-id.events"_s);
    const QByteArray line = SyncEvent::review(reviewAt(1, u"q1"_s, Grade::Good)).toLine();
    const QByteArray next = SyncEvent::review(reviewAt(2, u"q1"_s, Grade::Good)).toLine();
    // A sync tool has copied the header, one line and ten bytes of the next.
    QVERIFY(writeFile(path, SyncEventFile::headerLine(laptop) + line + next.first(10)));
    SyncEventFile file(path);
    SyncEventFile::Reading reading = file.readNew();
    QCOMPARE(reading.events.size(), 1);
    QCOMPARE(reading.damagedLines, 0);
    // The rest arrives: the second line is read whole, and only it.
    QVERIFY(writeFile(path, SyncEventFile::headerLine(laptop) + line + next));
    reading = file.readNew();
    QCOMPARE(reading.events.size(), 1);
    QCOMPARE(reading.events.at(0).timeMs, (1709251200 + 2) * qint64(1000));
    QVERIFY(!reading.fromStart);
}

void TestSyncMerge::damagedLinesAreSkippedAndCounted()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"laptop-id.events"_s);
    const QByteArray good = SyncEvent::review(reviewAt(1, u"q1"_s, Grade::Good)).toLine();
    // Two damaged lines between two good ones: not JSON, and JSON of no kind.
    QVERIFY(writeFile(path, SyncEventFile::headerLine(laptop) + good + "{\"id\":\n"
                                + "{\"id\":\"x\",\"kind\":\"nothing\",\"time\":1,\"payload\":{}}\n"
                                + SyncEvent::review(reviewAt(2, u"q1"_s, Grade::Good)).toLine()));
    const SyncEventFile::Reading reading = SyncEventFile(path).readNew();
    QCOMPARE(reading.events.size(), 2);
    QCOMPARE(reading.damagedLines, 2);
}

void TestSyncMerge::aLargeFileIsReadWholeAndInOrder()
{
    // A file of a year is read on every core, in parts: none may be lost,
    // read twice or out of order, and the damaged lines are still counted.
    QTemporaryDir dir;
    const QString path = dir.filePath(u"laptop-id.events"_s);
    QByteArray bytes = SyncEventFile::headerLine(laptop);
    QList<QByteArray> ids;
    QList<qint64> ends;
    for (int i = 0; i < 4000; ++i) {
        const SyncEvent event = i % 40 == 0 ? SyncEvent::attempt(attemptAt(i))
                                            : SyncEvent::review(reviewAt(i, u"q1"_s, Grade::Hard));
        bytes += event.toLine();
        ids << event.id;
        ends << bytes.size();
        if (i == 1000 || i == 2999)
            bytes += "{\"id\":\n";
    }
    QVERIFY(bytes.size() > 300 * 1024); // past where the reading is shared out (256 KiB)
    QVERIFY(writeFile(path, bytes));
    const SyncEventFile::Reading reading = SyncEventFile(path).readNew();
    QCOMPARE(reading.damagedLines, 2);
    QCOMPARE(reading.events.size(), ids.size());
    for (qsizetype i = 0; i < ids.size(); ++i)
        QCOMPARE(reading.events.at(i).id, ids.at(i));
    // Each line's end, from the file's start, as it was written.
    for (qsizetype i = 0; i < ends.size(); ++i)
        QCOMPARE(reading.ends.at(i), ends.at(i));
    QCOMPARE(reading.events.at(40).toAttempt(), attemptAt(40));
}

void TestSyncMerge::replacedFileIsReadAgain()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"laptop-id.events"_s);
    const QByteArray a = SyncEvent::review(reviewAt(1, u"q1"_s, Grade::Good)).toLine();
    const QByteArray b = SyncEvent::review(reviewAt(2, u"q2"_s, Grade::Good)).toLine();
    const QByteArray c = SyncEvent::review(reviewAt(3, u"q3"_s, Grade::Good)).toLine();
    QVERIFY(writeFile(path, SyncEventFile::headerLine(laptop) + a + b));
    SyncEventFile file(path);
    QCOMPARE(file.readNew().events.size(), 2);
    // An older copy put in its place, then one that differs before the place.
    QVERIFY(writeFile(path, SyncEventFile::headerLine(laptop) + a));
    SyncEventFile::Reading reading = file.readNew();
    QVERIFY(reading.fromStart);
    QCOMPARE(reading.events.size(), 1);
    QVERIFY(writeFile(path, SyncEventFile::headerLine(laptop) + c + b));
    reading = file.readNew();
    QVERIFY(reading.fromStart);
    QCOMPARE(reading.events.size(), 2);
}

void TestSyncMerge::newerFormatIsNotRead()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"future.events"_s);
    QVERIFY(writeFile(path, "{\"scalestudySync\":2,\"device\":\"f\",\"name\":\"future\"}\n"
                                + SyncEvent::review(reviewAt(1, u"q1"_s, Grade::Good)).toLine()));
    const SyncEventFile::Reading reading = SyncEventFile(path).readNew();
    QCOMPARE(reading.status, SyncEventFile::Status::NewerFormat);
    QCOMPARE(reading.foundFormat, 2);
    QVERIFY(reading.events.isEmpty());
}

void TestSyncMerge::appendAfterTornLineKeepsNewLinesWhole()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"laptop-id.events"_s);
    const QByteArray line = SyncEvent::review(reviewAt(1, u"q1"_s, Grade::Good)).toLine();
    // This device stopped in the middle of an append.
    QVERIFY(writeFile(path, SyncEventFile::headerLine(laptop) + line.first(12)));
    QVERIFY(!SyncEventFile::append(path, laptop, line));
    const SyncEventFile::Reading reading = SyncEventFile(path).readNew();
    QCOMPARE(reading.events.size(), 1); // the whole line
    QCOMPARE(reading.damagedLines, 1); // the torn one, now ended
}

void TestSyncMerge::mergeIsAUnion()
{
    const SyncEvent answer = fromDevice(SyncEvent::review(reviewAt(5, u"q1"_s, Grade::Good, true)),
                                        u"a"_s);
    const SyncEvent review = fromDevice(SyncEvent::review(reviewAt(3, u"q2"_s, Grade::Again)),
                                        u"b"_s);
    const SyncEvent finished = fromDevice(SyncEvent::attempt(attemptAt(200)), u"a"_s);
    const SyncEvent abandoned = fromDevice(SyncEvent::attempt(
                                               attemptAt(100, AttemptRecord::End::Abandoned)),
                                           u"b"_s);
    SyncMerge merge;
    SyncMerge::Added added = merge.add({answer, finished});
    QCOMPARE(added.byDevice.value(u"a"_s).answers, 1);
    QCOMPARE(added.byDevice.value(u"a"_s).attempts, 1);
    // The same answer again (another copy of a's file), and b's events, older.
    added = merge.add({answer, review, abandoned});
    QCOMPARE(added.total().total(), 2);
    QCOMPARE(added.byDevice.value(u"b"_s).reviews, 1);
    QVERIFY(added.logReordered && added.historyReordered);
    QCOMPARE(merge.size(), 4);
    // By time: b's review at 3 s before a's answer at 5 s; the abandoned
    // attempt ending at 100 s before the finished one at 200 s.
    QCOMPARE(merge.log().size(), 2);
    QCOMPARE(merge.log().at(0).questionId, u"q2"_s);
    QCOMPARE(merge.history().size(), 2);
    QCOMPARE(merge.history().at(0).end, AttemptRecord::End::Abandoned);
    QCOMPARE(merge.history().at(1).end, AttemptRecord::End::Finished);
}

void TestSyncMerge::newestFlagWinsDeviceBreaksTie()
{
    const ReviewItemKey key{u"five"_s, u"q1"_s};
    // Set on a at 10 s, cleared on b at 20 s: cleared, in either order.
    const SyncEvent set = fromDevice(SyncEvent::flag(key, true, 10000), u"a"_s);
    const SyncEvent cleared = fromDevice(SyncEvent::flag(key, false, 20000), u"b"_s);
    QVERIFY(merged({set, cleared}).flags().isEmpty());
    QVERIFY(merged({cleared, set}).flags().isEmpty());
    // At the same moment, set on "z" and cleared on "a": "z" sorts last, so set.
    const SyncEvent setZ = fromDevice(SyncEvent::flag(key, true, 30000), u"z"_s);
    const SyncEvent clearedA = fromDevice(SyncEvent::flag(key, false, 30000), u"a"_s);
    QCOMPARE(merged({setZ, clearedA}).flags(), QSet<ReviewItemKey>{key});
    QCOMPARE(merged({clearedA, setZ}).flags(), QSet<ReviewItemKey>{key});
    // Settings likewise: the later daily limit.
    ReviewSettings fifty;
    fifty.setDailyLimit(50);
    ReviewSettings twenty;
    twenty.setDailyLimit(20);
    const SyncMerge settings = merged({fromDevice(SyncEvent::settings(fifty, 2), u"a"_s),
                                       fromDevice(SyncEvent::settings(twenty, 1), u"b"_s)});
    QCOMPARE(settings.settings()->dailyLimit(), 50);
}

void TestSyncMerge::mergeIsCommutativeAssociativeIdempotent()
{
    QRandomGenerator random(29); // the number: any fixed seed
    for (int round = 0; round < 300; ++round) {
        const SyncMerge a = merged(randomEvents(random));
        const SyncMerge b = merged(randomEvents(random));
        const SyncMerge c = merged(randomEvents(random));
        QVERIFY2(merged(a, b) == merged(b, a), qPrintable(u"round %1"_s.arg(round)));
        QVERIFY2(merged(merged(a, b), c) == merged(a, merged(b, c)),
                 qPrintable(u"round %1"_s.arg(round)));
        QVERIFY2(merged(a, a) == a, qPrintable(u"round %1"_s.arg(round)));
        // Adding events one list after another is the same union.
        QList<SyncEvent> ab = randomEvents(random);
        QList<SyncEvent> reversed(ab.crbegin(), ab.crend());
        QVERIFY(merged(ab) == merged(reversed));
        QVERIFY(merged(ab + ab) == merged(ab));
    }
}

QTEST_GUILESS_MAIN(TestSyncMerge)
#include "tst_syncmerge.moc"
