// Benchmark (prints numbers, never fails on timing): "due for review" over
// 10,000 questions with a year of reviews each. Target: under 50 ms to answer
// what is due today from the memory states. Also times replaying the whole log
// into states, which happens once at start (and when a setting changes), not
// each time the count is shown.
// Exits non-zero (a broken benchmark, not a slow one) when the generated log
// does not lead to any due question, so nothing real was timed.
#include "core/reviewdeck.h"
#include "timing.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTextStream>
#include <QTimeZone>

#include <algorithm>
#include <vector>

using namespace Qt::StringLiterals;

namespace {

constexpr int banks = 10;
constexpr int questionsPerBank = 1000;
constexpr int simulatedDays = 365;
constexpr int replayRuns = 5;
constexpr int dueRuns = 50;
constexpr double targetMilliseconds = 50.0;

// A small linear congruential generator: the same log on every run and machine.
class Sequence
{
public:
    explicit Sequence(quint32 seed)
        : state(seed)
    { }
    quint32 next()
    {
        state = state * 1664525u + 1013904223u;
        return state >> 8;
    }
    int below(int n) { return int(next() % quint32(n)); }

private:
    quint32 state;
};

Grade simulatedGrade(Sequence &random)
{
    const int roll = random.below(100);
    if (roll < 10)
        return Grade::Again;
    if (roll < 20)
        return Grade::Hard;
    if (roll < 90)
        return Grade::Good;
    return Grade::Easy;
}

// Each question is first seen in the year's first month and then reviewed on
// the day each review schedules, graded 10 % Again, 10 % Hard, 70 % Good,
// 10 % Easy; after an Again it is answered once more the same day.
QList<ReviewLogEntry> simulatedLog(const QDateTime &yearStart)
{
    const Fsrs fsrs;
    Sequence random(20260101u);
    QList<ReviewLogEntry> log;
    for (int bank = 0; bank < banks; ++bank) {
        const QString bankId = u"bank-%1"_s.arg(bank);
        for (int question = 0; question < questionsPerBank; ++question) {
            const QString questionId = u"q%1"_s.arg(question);
            int day = random.below(30);
            MemoryState memory;
            int previousDay = -1;
            while (day < simulatedDays) {
                const QDateTime time = yearStart.addDays(day).addSecs(
                    qint64(8 + random.below(14)) * 3600 + random.below(3600));
                const Grade grade = simulatedGrade(random);
                memory = previousDay < 0 ? fsrs.firstReview(grade)
                                         : fsrs.review(memory, day - previousDay, grade);
                log.append(
                    {bankId, questionId, time, grade, Confidence::None, random.below(4) == 0});
                if (grade == Grade::Again) {
                    memory = fsrs.review(memory, 0, Grade::Good);
                    log.append({bankId, questionId, time.addSecs(600), Grade::Good,
                                Confidence::FairlySure, false});
                }
                previousDay = day;
                day += Fsrs::intervalDays(memory.stability, 0.9, 36500);
            }
        }
    }
    std::stable_sort(log.begin(), log.end(), [](const ReviewLogEntry &a, const ReviewLogEntry &b) {
        return a.time < b.time;
    });
    return log;
}

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
    const QDateTime now = yearStart.addDays(simulatedDays + 14).addSecs(10 * 3600);

    const QList<ReviewLogEntry> log = simulatedLog(yearStart);
    QSet<ReviewItemKey> known;
    for (int bank = 0; bank < banks; ++bank) {
        for (int question = 0; question < questionsPerBank; ++question)
            known.insert({u"bank-%1"_s.arg(bank), u"q%1"_s.arg(question)});
    }

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
        << simulatedDays << " days; " << dueCount << " due today, the session offers " << offered
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
