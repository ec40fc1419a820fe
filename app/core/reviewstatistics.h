#pragma once

// What the statistics page shows of the reviews: a calendar of the past year's
// reviews per study day, the share recalled per week and per month for items
// of short and of long stability, what comes due in the next 30 days, the
// known items by stability and by difficulty, the time spent per day and the
// streak. QtCore only.

#include "core/reviewdeck.h"

#include <QDate>
#include <QList>
#include <QSet>

#include <array>

// One week (Monday to Sunday) or one calendar month of the past year's reviews.
struct RetentionPeriod
{
    QDate start; // a Monday, or the 1st of a month
    RetentionCount young; // the item's stability was under 21 days before the review
    RetentionCount mature; // 21 days or more

    friend bool operator==(const RetentionPeriod &, const RetentionPeriod &) = default;
};

struct ReviewStatistics
{
    static constexpr int calendarDays = 365;
    static constexpr int upcomingDays = 30;
    static constexpr double matureStability = ReviewDay::matureStability;
    // The stability histogram's bins: under 1 day, 1–3, 3–7, 7–21, 21–90,
    // 90–365 and 365 days or more; each bin holds its lower edge.
    static constexpr std::array<double, 6> stabilityEdges{1, 3, 7, 21, 90, 365};
    static constexpr int stabilityBins = int(stabilityEdges.size()) + 1;
    // Difficulty 1..10 in bins one wide: [1, 2), …, [9, 10].
    static constexpr int difficultyBins = 9;

    // Worked out from the deck's log, states, settings and clock. The calendar,
    // retention and streak count every review in the log; what is due and the
    // histograms count only the known items (those of the loaded banks).
    static ReviewStatistics of(const ReviewDeck &deck, const QSet<ReviewItemKey> &known);

    QDate today; // the study day now
    double desiredRetention = ReviewSettings::defaultDesiredRetention;

    // Reviews on each of the past calendarDays study days, oldest first: the
    // last is today's. Same-day repeats and answers in quizzes count.
    QList<int> reviewsPerDay;
    QDate calendarStart() const { return today.addDays(1 - calendarDays); }
    // The reviews on `day`; 0 outside the calendar.
    int reviewsOn(const QDate &day) const;
    // The time the answers took on each of those days, where the log has it
    // (answers recorded before answers were timed add none).
    QList<qint64> timePerDayMs;
    qint64 timeOn(const QDate &day) const;

    // Every week and every month that overlaps the calendar, oldest first,
    // counting the calendar's reviews.
    QList<RetentionPeriod> weeks;
    QList<RetentionPeriod> months;

    // Known items due on each of the next upcomingDays study days: the first
    // is today and holds the overdue ones too.
    QList<int> upcoming;

    // Known items with a state, by the bins above.
    std::array<int, stabilityBins> stabilityHistogram{};
    std::array<int, difficultyBins> difficultyHistogram{};
    int items = 0;

    // Study days in a row with a review, up to today, or up to yesterday
    // while today has none yet; and the longest such run in the log.
    int currentStreak = 0;
    int longestStreak = 0;
    int daysStudied = 0; // in the calendar
    int reviewsInCalendar = 0;
    qint64 timeInCalendarMs = 0;

    static int stabilityBin(double stability);
    static int difficultyBin(double difficulty);
};
