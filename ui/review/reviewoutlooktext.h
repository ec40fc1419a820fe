#pragma once

#include "core/reviewsession.h"

#include <QCoreApplication>
#include <QLocale>
#include <QString>

// What the review line of the library and the review page say of the reviews
// in sight: how many are due and how many the day's limit leaves, why a
// session is empty and when the next question comes, and what Review is.
class ReviewOutlookText
{
    Q_DECLARE_TR_FUNCTIONS(ReviewOutlookText)

public:
    // "8 due for review, 0 left today (daily limit 100)".
    static QString counts(const ReviewOutlook &outlook, const QLocale &locale);
    // Why a due or flagged session has no questions; empty for one that has.
    static QString whyEmpty(const ReviewSession &session, const QLocale &locale);
    // Two sentences on what schedules a review and when a question comes back.
    static QString whatReviewIs();

private:
    // "12 March 2026 at 04:00", in the moment's own zone (the review clock's).
    static QString dayAndTime(const QDateTime &moment, const QLocale &locale);
};
