#include "review/reviewoutlooktext.h"

using namespace Qt::StringLiterals;

QString ReviewOutlookText::counts(const ReviewOutlook &outlook, const QLocale &locale)
{
    return tr("%1 due for review, %2 left today (daily limit %3)")
        .arg(locale.toString(outlook.due), locale.toString(outlook.leftToday),
             locale.toString(outlook.dailyLimit));
}

QString ReviewOutlookText::dayAndTime(const QDateTime &moment, const QLocale &locale)
{
    return tr("%1 at %2", "a date, then a time of day")
        .arg(locale.toString(moment.date(), u"d MMMM yyyy"_s),
             locale.toString(moment.time(), u"HH:mm"_s));
}

QString ReviewOutlookText::whyEmpty(const ReviewSession &session, const QLocale &locale)
{
    const ReviewOutlook &outlook = session.outlook();
    switch (session.emptyReason()) {
    case ReviewSession::EmptyReason::NotEmpty:
        return {};
    case ReviewSession::EmptyReason::NothingFlagged:
        return tr("No question is flagged. During a review, Ctrl+D flags the question in view.");
    case ReviewSession::EmptyReason::NothingAnswered:
        return tr("No question is waiting for review yet.");
    case ReviewSession::EmptyReason::NothingDue: {
        // It comes when its study day begins: the next day's start, as many
        // days on as it is due after tomorrow (addDays keeps the wall-clock hour).
        const QDateTime comes = outlook.nextDayStart.addDays(
            outlook.today.addDays(1).daysTo(outlook.nextDue));
        return tr("Nothing is due for review now. The next question comes due on %1.")
            .arg(dayAndTime(comes, locale));
    }
    case ReviewSession::EmptyReason::DailyLimitReached:
        break;
    }
    return tr("You have reached today's limit of %Ln question(s).", nullptr, outlook.dailyLimit)
           + u' '
           + tr("The %Ln question(s) still due come back when the next day begins, on %1.", nullptr,
                outlook.due)
                 .arg(dayAndTime(outlook.nextDayStart, locale))
           + u' ' + tr("To review more today, raise the limit below.");
}

QString ReviewOutlookText::whatReviewIs()
{
    return tr("Every answer you give in a quiz schedules its question for review here. A "
              "question comes back when you are about to forget it: soon after a wrong answer, "
              "and after longer and longer gaps as you come to know it.");
}
