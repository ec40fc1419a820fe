#pragma once

// Study days: the day rolls over at a set hour of local time (4 a.m. by
// default, as in Anki), so a late-night session belongs to the day it started
// in. The hour is wall-clock time in the calendar's zone, so the rollover stays
// at 4 a.m. across a daylight-saving change. QtCore only.

#include <QDate>
#include <QDateTime>
#include <QTimeZone>

#include <functional>

// The current moment. The app uses systemClock(); tests fix the time and zone.
using Clock = std::function<QDateTime()>;
Clock systemClock();

class StudyCalendar
{
public:
    static constexpr int defaultDayStartHour = 4;
    static constexpr int minimumDayStartHour = 0;
    static constexpr int maximumDayStartHour = 23;

    // dayStartHour is clamped to 0..23; an invalid zone means the system's.
    StudyCalendar(int dayStartHour, const QTimeZone &zone);

    int dayStartHour() const { return startHour; }
    const QTimeZone &zone() const { return timeZone; }

    // The study day a moment belongs to: its date in the zone, or the date
    // before when it falls before the day-start hour.
    QDate dayOf(const QDateTime &moment) const;
    // The moment the study day after moment's begins: the day-start hour of the
    // next date in the zone (shifted forward when a clock change skips that hour).
    QDateTime nextDayStart(const QDateTime &moment) const;

private:
    int offsetFromUtcAt(const QDateTime &moment, qint64 msecs) const;

    int startHour;
    QTimeZone timeZone;
    // The zone's offset holds from a moment looked up until the zone's next
    // transition; a log replayed in time order asks for the same span again and
    // again, and a zone conversion per entry was most of a replay's time.
    mutable qint64 offsetValidFrom = 0;
    mutable qint64 offsetValidUntil = 0; // empty span: nothing cached yet
    mutable int cachedOffsetSeconds = 0;
};
