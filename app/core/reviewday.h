#pragma once

// One study day of the review log, as the statistics count it: the day's
// reviews and the time they took, and of the reviews on a later day than the
// item's previous one, how many were recalled, by the stability the item had
// before the review (under 21 days or not). QtCore only.

#include <QtGlobal>

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
    static constexpr double matureStability = 21; // days, as Anki's "mature"

    int reviews = 0; // every review, same-day repeats and quiz answers too
    RetentionCount young; // stability under matureStability before the review
    RetentionCount mature;
    qint64 timeMs = 0; // the answers' time, where the log has it

    friend bool operator==(const ReviewDay &, const ReviewDay &) = default;
};
