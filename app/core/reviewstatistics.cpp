#include "core/reviewstatistics.h"

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

void add(RetentionPeriod &period, const ReviewDay &day)
{
    period.young += day.young;
    period.mature += day.mature;
}

void countStreaks(ReviewStatistics &statistics, const QMap<QDate, ReviewDay> &days)
{
    int run = 0;
    QDate previous;
    for (auto it = days.cbegin(); it != days.cend(); ++it) {
        if (it->reviews == 0)
            continue;
        run = previous.isValid() && previous.daysTo(it.key()) == 1 ? run + 1 : 1;
        statistics.longestStreak = std::max(statistics.longestStreak, run);
        previous = it.key();
    }
    const QDate today = statistics.today;
    if (previous.isValid() && (previous == today || previous == today.addDays(-1)))
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

qint64 ReviewStatistics::timeOn(const QDate &day) const
{
    const qint64 index = calendarStart().daysTo(day);
    return index >= 0 && index < timePerDayMs.size() ? timePerDayMs.at(index) : 0;
}

ReviewStatistics ReviewStatistics::of(const ReviewDeck &deck, const QSet<ReviewItemKey> &known)
{
    ReviewStatistics statistics;
    statistics.today = deck.today();
    statistics.desiredRetention = deck.settings().desiredRetention();
    const QDate first = statistics.calendarStart();
    statistics.reviewsPerDay.fill(0, calendarDays);
    statistics.timePerDayMs.fill(0, calendarDays);
    statistics.weeks = periods(first, statistics.today, false);
    statistics.months = periods(first, statistics.today, true);

    const QMap<QDate, ReviewDay> &days = deck.days();
    for (auto it = days.lowerBound(first); it != days.cend() && it.key() <= statistics.today; ++it) {
        const QDate day = it.key();
        statistics.reviewsPerDay[first.daysTo(day)] = it->reviews;
        statistics.timePerDayMs[first.daysTo(day)] = it->timeMs;
        statistics.reviewsInCalendar += it->reviews;
        statistics.timeInCalendarMs += it->timeMs;
        statistics.daysStudied += it->reviews > 0 ? 1 : 0;
        const QDate firstWeek = statistics.weeks.constFirst().start;
        add(statistics.weeks[firstWeek.daysTo(weekStart(day)) / 7], *it);
        const QDate firstMonth = statistics.months.constFirst().start;
        add(statistics
                .months[(day.year() - firstMonth.year()) * 12 + day.month() - firstMonth.month()],
            *it);
    }
    countStreaks(statistics, days);

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
