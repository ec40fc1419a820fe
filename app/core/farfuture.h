#pragma once

#include <QDate>
#include <QDateTime>

// Times a clock set wrong wrote: more than a day ahead of now (a day allows
// for a clock a little fast). They are read as now, so that nothing shows as
// "31 December 9999" or waits until then to come due.
//
// Only while the clock itself is believable: a clock before this release
// (a machine whose clock reset, not yet synchronised) would make every real
// time look ahead, and reading them all as now would lose them.
namespace FarFuture {

inline QDate earliestBelievableToday()
{
    return QDate(2026, 12, 1);
}

inline bool isFarAhead(const QDateTime &time, const QDateTime &now)
{
    return time.isValid() && now.isValid() && now.date() >= earliestBelievableToday()
           && time > now.addDays(1);
}

inline QDateTime readAsNow(const QDateTime &time, const QDateTime &now)
{
    return isFarAhead(time, now) ? now : time;
}

} // namespace FarFuture
