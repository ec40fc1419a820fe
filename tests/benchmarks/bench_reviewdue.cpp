// Benchmark (prints numbers, never fails on timing): "due for review" over
// 10,000 questions with a year of reviews each. Target: under 50 ms to answer
// what is due today from the memory states. Also times replaying the whole log
// into states, which happens once at start (and when a setting changes), not
// each time the count is shown.
// Exits non-zero (a broken benchmark, not a slow one) when the generated log
// does not lead to any due question, so nothing real was timed.
#include "core/reviewdeck.h"
#include "simulatedreviews.h"
#include "timing.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTextStream>
#include <QTimeZone>

#include <vector>

using namespace Qt::StringLiterals;

namespace {

constexpr int replayRuns = 5;
constexpr int dueRuns = 50;
constexpr double targetMilliseconds = 50.0;

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QTimeZone zone("Europe/London");
    if (!zone.isValid()) {
        QTextStream(stderr) << "bench_reviewdue: no Europe/London time zone\n";
        return 1;
    }
    const QDateTime yearStart(QDate(2025, 1, 1), QTime(0, 0), zone);
    // Back after two weeks away: what fell due meanwhile is overdue.
    const QDateTime now = yearStart.addDays(simulated::days + 14).addSecs(10 * 3600);

    const QList<ReviewLogEntry> log = simulated::yearOfReviews(yearStart);
    const QSet<ReviewItemKey> known = simulated::allQuestions();

    ReviewDeck deck([now] { return now; });
    std::vector<double> replayMs;
    for (int run = 0; run < replayRuns; ++run) {
        QElapsedTimer timer;
        timer.start();
        deck.setLog(log);
        replayMs.push_back(double(timer.nsecsElapsed()) / 1e6);
    }

    std::vector<double> countMs;
    std::vector<double> listMs;
    int dueCount = 0;
    qsizetype offered = 0;
    for (int run = 0; run < dueRuns; ++run) {
        QElapsedTimer timer;
        timer.start();
        dueCount = deck.dueCount(known);
        countMs.push_back(double(timer.nsecsElapsed()) / 1e6);
        timer.restart();
        offered = deck.dueToday(known).size();
        listMs.push_back(double(timer.nsecsElapsed()) / 1e6);
    }
    if (dueCount == 0 || offered == 0) {
        QTextStream(stderr) << "bench_reviewdue: nothing is due; the simulated log is wrong\n";
        return 1;
    }

    const Timing replay = summarise(replayMs);
    const Timing count = summarise(countMs);
    const Timing list = summarise(listMs);
    QTextStream out(stdout);
    out.setRealNumberNotation(QTextStream::FixedNotation);
    out.setRealNumberPrecision(2);
    out << "Review deck: " << known.size() << " questions, " << log.size() << " log entries over "
        << simulated::days << " days; " << dueCount << " due today, the session offers " << offered
        << " (daily limit " << deck.settings().dailyLimit() << ")\n";
    out << "  due count from states:  median " << count.median << " ms, worst " << count.worst
        << " ms (" << dueRuns << " runs)\n";
    out << "  due list, ordered:      median " << list.median << " ms, worst " << list.worst
        << " ms (" << dueRuns << " runs)\n";
    out << "  replay log into states: median " << replay.median << " ms, worst " << replay.worst
        << " ms (" << replayRuns << " runs; once at start)\n";
    const bool withinTarget = count.median < targetMilliseconds && list.median < targetMilliseconds;
    out << "  target: due under " << targetMilliseconds
        << " ms: " << (withinTarget ? "met" : "NOT met") << "\n";
    return 0;
}
