#pragma once

#include <QDate>
#include <QDateTime>

#include <limits>

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

// The line past which a time is far ahead, worked out once for many times:
// a local now is converted to UTC by the C library's zone code at each use.
class Horizon
{
public:
    explicit Horizon(const QDateTime &now)
        : m_now(now)
        , m_limitMs(now.isValid() && now.date() >= earliestBelievableToday()
                        ? now.addDays(1).toMSecsSinceEpoch()
                        : std::numeric_limits<qint64>::max())
    { }
    bool isFarAhead(const QDateTime &time) const
    {
        return time.isValid() && time.toMSecsSinceEpoch() > m_limitMs;
    }
    QDateTime readAsNow(const QDateTime &time) const { return isFarAhead(time) ? m_now : time; }

private:
    QDateTime m_now;
    qint64 m_limitMs;
};

inline bool isFarAhead(const QDateTime &time, const QDateTime &now)
{
    return Horizon(now).isFarAhead(time);
}

inline QDateTime readAsNow(const QDateTime &time, const QDateTime &now)
{
    return Horizon(now).readAsNow(time);
}

} // namespace FarFuture
