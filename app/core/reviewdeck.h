#pragma once

// Review scheduling across every quiz: a log of reviews (from review sessions
// and from answers in normal quizzes) replayed through FSRS-6 into a memory
// state per question, and the questions due on the current study day. QtCore only.
//
// The log is the record; states are derived from it. A question that is no
// longer in any loaded bank keeps its log entries and state but is not
// scheduled: callers pass the keys of the questions they have loaded, so a bank
// loaded later picks its states up again by bank and question id.

#include "core/fsrs.h"
#include "core/reviewday.h"
#include "core/studycalendar.h"

#include <QDate>
#include <QDateTime>
#include <QHash>
#include <QList>
#include <QMap>
#include <QSet>
#include <QString>

#include <optional>

// One question of one bank.
struct ReviewItemKey
{
    QString bankId;
    QString questionId;

    // Question ids first: within a bank they are what differs.
    friend bool operator==(const ReviewItemKey &a, const ReviewItemKey &b)
    {
        return a.questionId == b.questionId && a.bankId == b.bankId;
    }
};
size_t qHash(const ReviewItemKey &key, size_t seed = 0);

struct ReviewLogEntry
{
    QString bankId;
    QString questionId;
    QDateTime time;
    Grade grade = Grade::Good;
    Confidence confidence = Confidence::None;
    bool fromQuiz = false; // answered in a normal quiz, not a review session
    // The time the answer took, within maxDurationMs; 0 where it was not
    // measured (logs written before answers were timed).
    qint64 durationMs = 0;

    // Longer is the learner away from the question, not answering it: Anki
    // counts at most a minute an answer by default ("Maximum answer seconds"),
    // and a question here is read, not only recalled, so five.
    static constexpr qint64 maxDurationMs = 5 * 60 * 1000;

    ReviewItemKey key() const { return {bankId, questionId}; }
    friend bool operator==(const ReviewLogEntry &, const ReviewLogEntry &) = default;
};

// What the log says of one question so far.
struct ReviewState
{
    MemoryState memory;
    QDateTime lastReview;
    QDate lastReviewDay; // study day of lastReview
    int scheduledDays = 0; // interval given at the last review
    QDate due; // lastReviewDay + scheduledDays
    int reps = 0; // reviews, same-day ones included
    int lapses = 0; // Again on a later day than the review before
    QDate lastSessionDay; // study day of the last review in a review session

    friend bool operator==(const ReviewState &, const ReviewState &) = default;
};

// The learner's choices, each kept within its range by its setter.
class ReviewSettings
{
public:
    static constexpr double defaultDesiredRetention = 0.90;
    static constexpr double minimumDesiredRetention = 0.70;
    static constexpr double maximumDesiredRetention = 0.97;
    static constexpr int defaultMaximumIntervalDays = 36500;
    static constexpr int defaultDailyLimit = 100;
    static constexpr int minimumDailyLimit = 1;
    static constexpr int maximumDailyLimit = 9999;

    double desiredRetention() const { return retention; }
    void setDesiredRetention(double desiredRetention); // NaN gives the default

    int dayStartHour() const { return startHour; }
    void setDayStartHour(int hour); // 0..23

    int maximumIntervalDays() const { return maximumInterval; }
    void setMaximumIntervalDays(int days); // 1..36500

    // Questions a review session offers per study day.
    int dailyLimit() const { return limit; }
    void setDailyLimit(int questions);

    // FSRS-6's parameters: the published defaults until the learner adopts a
    // fit of their own reviews; kept within Fsrs::bounds().
    const Fsrs::Parameters &parameters() const { return weights; }
    void setParameters(const Fsrs::Parameters &parameters);
    bool defaultParameters() const { return weights == Fsrs::defaultParameters; }

    friend bool operator==(const ReviewSettings &, const ReviewSettings &) = default;

private:
    double retention = defaultDesiredRetention;
    int startHour = StudyCalendar::defaultDayStartHour;
    int maximumInterval = defaultMaximumIntervalDays;
    int limit = defaultDailyLimit;
    Fsrs::Parameters weights = Fsrs::defaultParameters;
};

// What review sessions may offer now, over the known questions: the library's
// line and the review page show it, and an empty session says why it is empty.
struct ReviewOutlook
{
    int due = 0; // due on or before today (no daily limit)
    int leftToday = 0; // what a session asks now: the due ones within the day's limit
    int dailyLimit = 0;
    bool anyScheduled = false; // some known question has been answered at all
    QDate today; // the study day now
    QDate nextDue; // the first study day after today one is due; invalid when none is
    QDateTime nextDayStart; // when the next study day begins

    bool limitReached() const { return due > 0 && leftToday == 0; }
    friend bool operator==(const ReviewOutlook &, const ReviewOutlook &) = default;
};

class ReviewDeck
{
public:
    explicit ReviewDeck(Clock clock = systemClock(), const ReviewSettings &settings = {});

    const ReviewSettings &settings() const { return reviewSettings; }
    // Replays the log when the day start, retention, maximum interval or the
    // model's parameters change.
    void setSettings(const ReviewSettings &settings);

    // Replaces the log (ordered by time here, stably) and replays it. Reviews
    // dated far ahead of now are taken as made now (core/farfuture.h).
    void setLog(QList<ReviewLogEntry> log);
    const QList<ReviewLogEntry> &log() const { return entries; }
    // Adds one review. One later than every other is applied on its own;
    // an earlier one (the clock was set back) is put in place and the log replayed.
    void record(const ReviewLogEntry &entry);

    // The current moment and study day, by the clock.
    QDateTime now() const { return currentTime(); }
    QDate today() const;
    // When the next study day begins, by the clock and the day-start hour.
    QDateTime nextDayStart() const;

    std::optional<ReviewState> state(const ReviewItemKey &key) const;
    const QHash<ReviewItemKey, ReviewState> &states() const { return itemStates; }
    // Each study day with a review, in order, counted as the log is replayed.
    const QMap<QDate, ReviewDay> &days() const { return studyDays; }

    // Known questions due on or before today (no daily limit).
    int dueCount(const QSet<ReviewItemKey> &known) const;
    // Review sessions' questions left today: the daily limit less the questions
    // already reviewed in a session today (quiz answers do not count), never negative.
    int remainingToday() const;
    // The known questions due today, most overdue first (then the one most
    // likely forgotten, then by bank and question id), at most remainingToday().
    QList<ReviewItemKey> dueToday(const QSet<ReviewItemKey> &known) const;
    ReviewOutlook outlook(const QSet<ReviewItemKey> &known) const;

    const Fsrs &model() const { return fsrs; }

private:
    void replay();
    void apply(const ReviewLogEntry &entry);

    Clock currentTime;
    ReviewSettings reviewSettings;
    StudyCalendar calendar;
    Fsrs fsrs;
    QList<ReviewLogEntry> entries;
    QHash<ReviewItemKey, ReviewState> itemStates;
    QMap<QDate, ReviewDay> studyDays;
};
