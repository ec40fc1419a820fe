#pragma once

// Fixed moments and clocks for tests of what depends on the time.

#include "core/studycalendar.h"

#include <QDateTime>
#include <QTimeZone>

// A March 2026 day and hour, in UTC.
inline QDateTime utc(int day, int hour)
{
    return QDateTime(QDate(2026, 3, day), QTime(hour, 0), QTimeZone::utc());
}

// A clock that always reads `moment`.
inline Clock fixedClock(const QDateTime &moment)
{
    return [moment] {
        return moment;
    };
}
