// Sync benchmark (issue 29; prints numbers, never fails on them): a year of
// two devices' events, 10,000 attempts of 17 questions and 100,000 reviews,
// half on each, in their events files. Printed: the files' size, the start's
// merge (both files read, every line parsed, the union and the ordered
// history and log), the review log replayed into states (ReviewDeck, as a
// start then does), and an incremental change (3 reviews appended to one
// file, read and merged). Targets: the merge at start ≤ 200 ms, a change ≤ 16 ms.
// A start is timed as the app makes it, a SyncEngine made and its first look:
// a usual one goes on from the cache the last run left (SyncCache) after the
// other device added a day of study (3 attempts, 300 reviews); the first
// start on a device reads and merges the whole folder (and saves the cache).

#include "core/reviewdeck.h"
#include "core/syncengine.h"
#include "core/syncfolder.h"
#include "core/syncmerge.h"
#include "timing.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QTemporaryDir>

#include <cstdio>

using namespace Qt::StringLiterals;

namespace {

constexpr int attemptsPerDevice = 5'000;
constexpr int reviewsPerDevice = 50'000;
constexpr int questions = 17;
const QDateTime yearStart(QDate(2025, 1, 1), QTime(8, 0), QTimeZone::utc());

AttemptRecord attemptAt(int device, int i)
{
    AttemptRecord attempt;
    attempt.bankId = u"jax-gpu"_s;
    attempt.started = yearStart.addSecs(qint64(i) * 3100 + device * 1000);
    attempt.ended = attempt.started.addSecs(300 + i % 900);
    for (int q = 0; q < questions; ++q) {
        const int kind = (i * 5 + q * 3 + device) % 7;
        QuestionOutcome outcome{u"jax-gpu-%1"_s.arg(q + 1, 2, 10, QChar(u'0')), kind % 4,
                                kind == 5 ? QuestionOutcome::Result::Wrong
                                          : QuestionOutcome::Result::Right,
                                qint64(3 + (i * 7 + q * 13) % 88) * 1000};
        attempt.questions << outcome;
    }
    return attempt;
}

ReviewLogEntry reviewAt(int device, int i)
{
    return {u"bank-%1"_s.arg(i % 20),
            u"q%1"_s.arg(i % 500),
            yearStart.addSecs(qint64(i) * 310 + device * 100),
            Grade(1 + (i * 7 + device) % 4),
            Confidence::FairlySure,
            i % 3 == 0,
            qint64(2000 + i % 30000)};
}

bool writeDevice(const SyncFolder &folder, int device)
{
    QList<SyncEvent> events;
    for (int i = 0; i < attemptsPerDevice; ++i)
        events << SyncEvent::attempt(attemptAt(device, i));
    for (int i = 0; i < reviewsPerDevice; ++i)
        events << SyncEvent::review(reviewAt(device, i));
    SyncFolder writer(folder.folder(), {u"device-%1"_s.arg(device), u"host %1"_s.arg(device)});
    return !writer.append(events);
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QTemporaryDir dir;
    if (!dir.isValid())
        return 1;
    const SyncDevice reader{u"reader"_s, u"reader"_s};
    if (!writeDevice(SyncFolder(dir.path(), reader), 1)
        || !writeDevice(SyncFolder(dir.path(), reader), 2))
        return 1;
    qint64 bytes = 0;
    for (const QFileInfo &file : QDir(dir.filePath(u"ScaleStudy"_s)).entryInfoList(QDir::Files))
        bytes += file.size();

    std::vector<double> firstStarts;
    std::vector<double> replays;
    for (int run = 0; run < 5; ++run) {
        QTemporaryDir data;
        QElapsedTimer timer;
        timer.start();
        SyncEngine engine(dir.path(), data.path());
        engine.readChanges();
        firstStarts.push_back(elapsedMs(timer));
        if (engine.merged().history().size() != 2 * attemptsPerDevice
            || engine.merged().log().size() != 2 * reviewsPerDevice)
            return 1; // nothing was measured
        ReviewDeck deck(systemClock());
        timer.restart();
        deck.setLog(engine.merged().log());
        replays.push_back(elapsedMs(timer));
    }

    QTemporaryDir data;
    SyncEngine(dir.path(), data.path()).readChanges(); // the cache a first start leaves
    SyncFolder device2(dir.path(), {u"device-2"_s, u"host 2"_s});
    std::vector<double> starts;
    for (int run = 0; run < 5; ++run) {
        QList<SyncEvent> day;
        for (int i = 0; i < 3; ++i)
            day << SyncEvent::attempt(attemptAt(2, attemptsPerDevice + run * 3 + i));
        for (int i = 0; i < 300; ++i)
            day << SyncEvent::review(reviewAt(2, reviewsPerDevice + run * 300 + i));
        if (device2.append(day))
            return 1;
        QElapsedTimer timer;
        timer.start();
        SyncEngine engine(dir.path(), data.path());
        const SyncMerge::Added added = engine.readChanges();
        starts.push_back(elapsedMs(timer));
        if (added.total().total() != 303
            || engine.merged().log().size() != 2 * reviewsPerDevice + (run + 1) * 300)
            return 1;
    }

    SyncFolder folder(dir.path(), reader);
    SyncMerge merge;
    merge.add(folder.read().events);
    SyncFolder device1(dir.path(), {u"device-1"_s, u"host 1"_s});
    // After the day device 2 added above: a change arriving is the newest.
    constexpr int laterReviews = reviewsPerDevice + 5 * 300 + 1000;
    std::vector<double> changes;
    for (int change = 0; change < 30; ++change) {
        QList<SyncEvent> three;
        for (int i = 0; i < 3; ++i)
            three << SyncEvent::review(reviewAt(1, laterReviews + change * 3 + i));
        if (device1.append(three))
            return 1;
        QElapsedTimer timer;
        timer.start();
        const SyncMerge::Added added = merge.add(folder.read().events);
        changes.push_back(elapsedMs(timer));
        if (added.total().total() != 3)
            return 1;
    }
    const Timing start = summarise(starts);
    const Timing firstStart = summarise(firstStarts);
    const Timing replay = summarise(replays);
    const Timing incremental = summarise(changes);
    std::printf("sync: %d attempts + %d reviews over 2 devices, files %.1f MB\n",
                2 * attemptsPerDevice, 2 * reviewsPerDevice, double(bytes) / 1e6);
    std::printf("start merge (the last run's cache, a day of the other device's study read "
                "and merged): median %.1f ms, worst %.1f ms (target <= 200 ms)\n",
                start.median, start.worst);
    std::printf("first start on a device (the whole folder read, parsed and merged, the cache "
                "saved): median %.1f ms, worst %.1f ms\n",
                firstStart.median, firstStart.worst);
    std::printf("review log replayed into states: median %.1f ms\n", replay.median);
    std::printf("incremental change (3 reviews): median %.2f ms, worst %.2f ms "
                "(target <= 16 ms)\n",
                incremental.median, incremental.worst);
    return 0;
}
