#include "core/reviewstatistics.h"

#include <QHash>

#include <algorithm>
#include <cmath>

namespace {

QDate weekStart(const QDate &day)
{
    return day.addDays(1 - day.dayOfWeek());
}

QDate monthStart(const QDate &day)
{
    return QDate(day.year(), day.month(), 1);
}

// The periods from the one holding `first` to the one holding `last`.
QList<RetentionPeriod> periods(const QDate &first, const QDate &last, bool byMonth)
{
    QList<RetentionPeriod> list;
    QDate start = byMonth ? monthStart(first) : weekStart(first);
    while (start <= last) {
        list.append({start, {}, {}});
        start = byMonth ? start.addMonths(1) : start.addDays(7);
    }
    return list;
}

qsizetype weekIndex(const QList<RetentionPeriod> &weeks, const QDate &day)
{
    return weeks.constFirst().start.daysTo(weekStart(day)) / 7;
}

qsizetype monthIndex(const QList<RetentionPeriod> &months, const QDate &day)
{
    const QDate first = months.constFirst().start;
    return (day.year() - first.year()) * 12 + day.month() - first.month();
}

void count(RetentionPeriod &period, double stabilityBefore, bool recalled)
{
    RetentionCount &counted = stabilityBefore < ReviewStatistics::matureStability ? period.young
                                                                                  : period.mature;
    ++counted.reviews;
    counted.recalled += recalled ? 1 : 0;
}

// Each item's memory through the log as the deck's model has it, to know the
// stability an item had before each review: the deck keeps only the last.
struct Replayed
{
    MemoryState memory;
    QDate lastDay;
};

void countStreaks(ReviewStatistics &statistics, const QList<QDate> &days)
{
    // days: each study day with a review, in order, each once.
    int run = 0;
    QDate previous;
    for (const QDate &day : days) {
        run = previous.isValid() && previous.daysTo(day) == 1 ? run + 1 : 1;
        statistics.longestStreak = std::max(statistics.longestStreak, run);
        previous = day;
    }
    if (days.isEmpty())
        return;
    const QDate last = days.constLast();
    const QDate today = statistics.today;
    if (last == today || last == today.addDays(-1))
        statistics.currentStreak = run;
}

} // namespace

int ReviewStatistics::reviewsOn(const QDate &day) const
{
    const qint64 index = calendarStart().daysTo(day);
    return index >= 0 && index < reviewsPerDay.size() ? reviewsPerDay.at(index) : 0;
}

int ReviewStatistics::stabilityBin(double stability)
{
    const auto above = std::upper_bound(stabilityEdges.cbegin(), stabilityEdges.cend(), stability);
    return int(above - stabilityEdges.cbegin());
}

int ReviewStatistics::difficultyBin(double difficulty)
{
    return std::clamp(int(std::floor(difficulty)) - 1, 0, difficultyBins - 1);
}

ReviewStatistics ReviewStatistics::of(const ReviewDeck &deck, const QSet<ReviewItemKey> &known)
{
    ReviewStatistics statistics;
    statistics.today = deck.today();
    statistics.desiredRetention = deck.settings().desiredRetention();
    const QDate first = statistics.calendarStart();
    statistics.reviewsPerDay.fill(0, calendarDays);
    statistics.weeks = periods(first, statistics.today, false);
    statistics.months = periods(first, statistics.today, true);

    // The deck's own calendar: the day-start hour in the zone of its clock.
    const StudyCalendar calendar(deck.settings().dayStartHour(), deck.now().timeZone());
    const Fsrs &model = deck.model();
    QHash<ReviewItemKey, Replayed> replayed;
    replayed.reserve(deck.states().size());
    QList<QDate> studyDays;
    for (const ReviewLogEntry &entry : deck.log()) {
        const QDate day = calendar.dayOf(entry.time);
        if (studyDays.isEmpty() || studyDays.constLast() != day)
            studyDays.append(day);
        const qint64 index = first.daysTo(day);
        const bool inCalendar = index >= 0 && index < calendarDays;
        if (inCalendar)
            ++statistics.reviewsPerDay[index];

        const auto found = replayed.find(entry.key());
        if (found == replayed.end()) {
            replayed.insert(entry.key(), {model.firstReview(entry.grade), day});
            continue;
        }
        const int elapsed = int(std::max<qint64>(0, found->lastDay.daysTo(day)));
        // A repeat on the same study day says nothing of retention.
        if (inCalendar && elapsed > 0) {
            const bool recalled = entry.grade != Grade::Again;
            const double before = found->memory.stability;
            count(statistics.weeks[weekIndex(statistics.weeks, day)], before, recalled);
            count(statistics.months[monthIndex(statistics.months, day)], before, recalled);
        }
        found->memory = model.review(found->memory, elapsed, entry.grade);
        found->lastDay = day;
    }
    countStreaks(statistics, studyDays);
    for (int reviews : std::as_const(statistics.reviewsPerDay)) {
        statistics.reviewsInCalendar += reviews;
        statistics.daysStudied += reviews > 0 ? 1 : 0;
    }

    statistics.upcoming.fill(0, upcomingDays);
    const auto &states = deck.states();
    for (auto it = states.cbegin(); it != states.cend(); ++it) {
        if (!known.contains(it.key()))
            continue;
        ++statistics.items;
        ++statistics.stabilityHistogram[std::size_t(stabilityBin(it->memory.stability))];
        ++statistics.difficultyHistogram[std::size_t(difficultyBin(it->memory.difficulty))];
        const qint64 ahead = std::max<qint64>(0, statistics.today.daysTo(it->due));
        if (ahead < upcomingDays)
            ++statistics.upcoming[ahead];
    }
    return statistics;
}
