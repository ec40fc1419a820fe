#include "core/studycalendar.h"

#include <QTime>

#include <algorithm>
#include <limits>

Clock systemClock()
{
    return [] {
        return QDateTime::currentDateTime();
    };
}

StudyCalendar::StudyCalendar(int dayStartHour, const QTimeZone &zone)
    : startHour(std::clamp(dayStartHour, minimumDayStartHour, maximumDayStartHour))
    , timeZone(zone.isValid() ? zone : QTimeZone::systemTimeZone())
{ }

QDate StudyCalendar::dayOf(const QDateTime &moment) const
{
    constexpr qint64 msecsPerDay = 24 * 3600 * 1000;
    constexpr qint64 msecsPerHour = 3600 * 1000;
    const qint64 msecs = moment.toMSecsSinceEpoch();
    const qint64 local = msecs + qint64(offsetFromUtcAt(moment, msecs)) * 1000;
    // Wall-clock date and hour, by floor division (moments before 1970 too).
    const qint64 days = local >= 0 ? local / msecsPerDay : -((-local - 1) / msecsPerDay) - 1;
    const qint64 hour = (local - days * msecsPerDay) / msecsPerHour;
    return QDate(1970, 1, 1).addDays(hour < startHour ? days - 1 : days);
}

QDateTime StudyCalendar::nextDayStart(const QDateTime &moment) const
{
    const QDate next = dayOf(moment).addDays(1);
    // The hour read with the zone's offset now; a clock change before then
    // moves it, and can skip that hour or pass it twice (where QDateTime gives
    // an invalid time or one of two readings). The day begins at the first
    // moment dayOf() counts in it, found from there in quarter hours.
    QDateTime start = QDateTime(next, QTime(startHour, 0), QTimeZone::utc())
                          .addSecs(-timeZone.offsetFromUtc(moment));
    constexpr int step = 15 * 60;
    while (dayOf(start) < next)
        start = start.addSecs(step);
    while (dayOf(start.addSecs(-step)) >= next)
        start = start.addSecs(-step);
    return start.toTimeZone(timeZone);
}

int StudyCalendar::offsetFromUtcAt(const QDateTime &moment, qint64 msecs) const
{
    if (msecs >= offsetValidFrom && msecs < offsetValidUntil)
        return cachedOffsetSeconds;
    const int offset = timeZone.offsetFromUtc(moment);
    if (timeZone.hasTransitions()) {
        const QDateTime next = timeZone.nextTransition(moment).atUtc;
        offsetValidFrom = msecs;
        offsetValidUntil = next.isValid() ? next.toMSecsSinceEpoch()
                                          : std::numeric_limits<qint64>::max();
    } else if (!timeZone.hasDaylightTime()) {
        offsetValidFrom = std::numeric_limits<qint64>::min();
        offsetValidUntil = std::numeric_limits<qint64>::max();
    }
    cachedOffsetSeconds = offset;
    return offset;
}
