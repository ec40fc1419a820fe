#pragma once

// The review log by study day, for the statistics: each day's reviews, and of
// the reviews on a later day than the item's previous one, how many were
// recalled, by the stability the item had before the review (under 21 days or
// not), as the deck's model replays each item's log. QtCore only.
//
// Replaying a year of 10,000 items through the model costs a tenth of a
// second, so the days are kept and brought up to the deck's log: a log that
// only grew at its end (a review recorded) costs only its new entries; any
// other change (a replaced log, an earlier review put in place, other
// parameters or day-start hour) replays it all, on two threads.

#include "core/reviewdeck.h"

#include <QHash>
#include <QMap>
#include <QTimeZone>

struct RetentionCount
{
    int reviews = 0;
    int recalled = 0;

    // 0..1; 0 when there were no reviews.
    double share() const { return reviews > 0 ? double(recalled) / reviews : 0.0; }
    RetentionCount &operator+=(const RetentionCount &other)
    {
        reviews += other.reviews;
        recalled += other.recalled;
        return *this;
    }
    friend bool operator==(const RetentionCount &, const RetentionCount &) = default;
};

struct ReviewDay
{
    int reviews = 0; // every review, same-day repeats and quiz answers too
    RetentionCount young; // stability under matureStability before the review
    RetentionCount mature;

    friend bool operator==(const ReviewDay &, const ReviewDay &) = default;
};

class ReviewDays
{
public:
    static constexpr double matureStability = 21; // days, as Anki's "mature"

    // Brings the days up to the deck's log, settings and clock zone.
    void update(const ReviewDeck &deck);
    // Each study day with a review, in order.
    const QMap<QDate, ReviewDay> &days() const { return m_days; }

private:
    struct Replayed
    {
        MemoryState memory;
        QDate lastDay;
    };
    using Items = QHash<ReviewItemKey, Replayed>;
    // Applies log[from, to) of the items of `part` (of `parts`) to items and days.
    static void apply(const QList<ReviewLogEntry> &log, qsizetype from, qsizetype to,
                      const Fsrs &model, StudyCalendar calendar, int part, int parts, Items &items,
                      QMap<QDate, ReviewDay> &days);
    void replayAll(const QList<ReviewLogEntry> &log, const Fsrs &model,
                   const StudyCalendar &calendar);
    bool grewAtItsEnd(const ReviewDeck &deck) const;

    Items m_items;
    QMap<QDate, ReviewDay> m_days;
    qsizetype m_applied = 0; // log entries taken in
    ReviewLogEntry m_firstApplied;
    ReviewLogEntry m_lastApplied;
    Fsrs::Parameters m_parameters{};
    int m_dayStartHour = -1;
    QTimeZone m_zone;
};
