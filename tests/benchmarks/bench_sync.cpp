// Sync benchmark (issue 29; prints numbers, never fails on them): a year of
// two devices' events, 10,000 attempts of 17 questions and 100,000 reviews,
// half on each, in their events files. Printed: the files' size, the start's
// merge (both files read, every line parsed, the union and the ordered
// history and log), the review log replayed into states (ReviewDeck, as a
// start then does), and an incremental change (3 reviews appended to one
// file, read and merged). Targets: the merge at start ≤ 200 ms, a change ≤ 16 ms.

#include "core/reviewdeck.h"
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

    std::vector<double> starts;
    std::vector<double> replays;
    std::vector<double> reads;
    for (int run = 0; run < 5; ++run) {
        SyncFolder folder(dir.path(), reader);
        SyncMerge merge;
        QElapsedTimer timer;
        timer.start();
        const SyncFolder::Reading reading = folder.read();
        const double readMs = elapsedMs(timer);
        merge.add(reading.events);
        starts.push_back(elapsedMs(timer));
        reads.push_back(readMs);
        if (merge.history().size() != 2 * attemptsPerDevice
            || merge.log().size() != 2 * reviewsPerDevice)
            return 1; // nothing was measured
        ReviewDeck deck(systemClock());
        timer.restart();
        deck.setLog(merge.log());
        replays.push_back(elapsedMs(timer));
    }

    SyncFolder folder(dir.path(), reader);
    SyncMerge merge;
    merge.add(folder.read().events);
    SyncFolder device1(dir.path(), {u"device-1"_s, u"host 1"_s});
    std::vector<double> changes;
    for (int change = 0; change < 30; ++change) {
        QList<SyncEvent> three;
        for (int i = 0; i < 3; ++i)
            three << SyncEvent::review(reviewAt(1, reviewsPerDevice + change * 3 + i));
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
    const Timing replay = summarise(replays);
    const Timing read = summarise(reads);
    const Timing incremental = summarise(changes);
    std::printf("sync: %d attempts + %d reviews over 2 devices, files %.1f MB\n",
                2 * attemptsPerDevice, 2 * reviewsPerDevice, double(bytes) / 1e6);
    std::printf("start merge (read, parse, union, order): median %.1f ms, worst %.1f ms "
                "(target <= 200 ms)\n",
                start.median, start.worst);
    std::printf("  of which reading and parsing the lines: median %.1f ms\n", read.median);
    std::printf("review log replayed into states: median %.1f ms\n", replay.median);
    std::printf("incremental change (3 reviews): median %.2f ms, worst %.2f ms "
                "(target <= 16 ms)\n",
                incremental.median, incremental.worst);
    return 0;
}
