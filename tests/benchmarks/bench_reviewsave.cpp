// Benchmark (prints numbers, never fails on timing): saving the review log of
// 10,000 questions with a year of reviews each. Times one answer's save (a line
// appended to reviews.journal), the whole snapshot a compaction writes (what
// every answer cost when reviews.json was rewritten each time), loading the
// snapshot and replaying the journal, and prints the files' sizes.
// Exits non-zero (a broken benchmark, not a slow one) when what is loaded is
// not what was saved, or an answer's save compacted, so the wrong thing was timed.
#include "core/reviewstore.h"
#include "simulatedreviews.h"
#include "timing.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTextStream>
#include <QTimeZone>

#include <vector>

namespace {

constexpr int answers = 500; // saved one by one after the year
constexpr int compactionRuns = 3;
constexpr int loadRuns = 3;

double millisecondsSince(const QElapsedTimer &timer)
{
    return double(timer.nsecsElapsed()) / 1e6;
}

int fail(const char *why)
{
    QTextStream(stderr) << "bench_reviewsave: " << why << "\n";
    return 1;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QTimeZone zone("Europe/London");
    if (!zone.isValid())
        return fail("no Europe/London time zone");
    QTemporaryDir dir;
    if (!dir.isValid())
        return fail("no temporary folder");
    const QDateTime yearStart(QDate(2025, 1, 1), QTime(0, 0), zone);
    const QDateTime now = yearStart.addDays(simulated::days + 14).addSecs(10 * 3600);
    const Clock clock = [now] {
        return now;
    };
    const QList<ReviewLogEntry> log = simulated::yearOfReviews(yearStart);
    const QString path = dir.filePath(QStringLiteral("reviews.json"));

    ReviewStore store(path, {}, clock);
    store.load();
    std::vector<double> compactionMs;
    for (int run = 0; run < compactionRuns; ++run) {
        store.setLog(log); // the next save writes the whole snapshot
        QElapsedTimer timer;
        timer.start();
        if (!store.save())
            return fail("the snapshot could not be written");
        compactionMs.push_back(millisecondsSince(timer));
    }
    const qint64 snapshotBytes = QFileInfo(path).size();

    std::vector<double> answerMs;
    for (int answer = 0; answer < answers; ++answer) {
        const int question = answer * 7 % simulated::questionsPerBank;
        store.record({simulated::bankId(answer % simulated::banks), simulated::questionId(question),
                      now.addSecs(answer), answer % 5 == 0 ? Grade::Again : Grade::Good,
                      Confidence::FairlySure, false});
        QElapsedTimer timer;
        timer.start();
        if (!store.save())
            return fail("an answer could not be saved");
        answerMs.push_back(millisecondsSince(timer));
    }
    if (store.journalChanges() != answers || QFileInfo(path).size() != snapshotBytes)
        return fail("an answer's save rewrote the snapshot: the journal was not timed");
    const qint64 journalBytes = QFileInfo(store.journalPath()).size();

    std::vector<double> loadMs;
    for (int run = 0; run < loadRuns; ++run) {
        ReviewStore loaded(path, {}, clock);
        QElapsedTimer timer;
        timer.start();
        const ReviewStore::LoadOutcome outcome = loaded.load();
        loadMs.push_back(millisecondsSince(timer));
        if (outcome.status != ReviewStore::LoadStatus::Loaded
            || loaded.deck().log().size() != log.size() + answers
            || loaded.journalChanges() != answers)
            return fail("what was loaded is not what was saved");
    }

    QElapsedTimer closing;
    closing.start();
    if (!store.compact() || store.journalChanges() != 0)
        return fail("the journal could not be folded into the snapshot");
    const double closingMs = millisecondsSince(closing);

    const Timing answer = summarise(answerMs);
    const Timing compaction = summarise(compactionMs);
    const Timing load = summarise(loadMs);
    QTextStream out(stdout);
    out.setRealNumberNotation(QTextStream::FixedNotation);
    out.setRealNumberPrecision(2);
    out << "Review file: " << simulated::banks * simulated::questionsPerBank << " questions, "
        << log.size() << " reviews over " << simulated::days << " days\n";
    out << "  one answer's save (journal line): median " << answer.median << " ms, worst "
        << answer.worst << " ms (" << answers << " answers)\n";
    out << "  whole snapshot (compaction):      median " << compaction.median << " ms, worst "
        << compaction.worst << " ms (" << compactionRuns
        << " runs; every answer's cost before the journal)\n";
    out << "  compaction at close:              " << closingMs << " ms\n";
    out << "  load, snapshot + " << answers << " journal lines: median " << load.median
        << " ms, worst " << load.worst << " ms (" << loadRuns << " runs)\n";
    out << "  reviews.json " << snapshotBytes << " bytes (" << double(snapshotBytes) / log.size()
        << " per review); reviews.journal " << journalBytes << " bytes after " << answers
        << " answers (" << double(journalBytes) / answers << " per answer, compacted past "
        << ReviewStore::defaultCompactionBytes << " bytes)\n";
    return 0;
}
