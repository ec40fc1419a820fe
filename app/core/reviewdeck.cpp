#include "core/reviewdeck.h"

#include "core/farfuture.h"

#include <algorithm>
#include <cmath>
#include <utility>
#include <vector>

size_t qHash(const ReviewItemKey &key, size_t seed)
{
    return qHashMulti(seed, key.bankId, key.questionId);
}

void ReviewSettings::setDesiredRetention(double desiredRetention)
{
    retention = std::isnan(desiredRetention) ? defaultDesiredRetention
                                             : std::clamp(desiredRetention, minimumDesiredRetention,
                                                          maximumDesiredRetention);
}

void ReviewSettings::setDayStartHour(int hour)
{
    startHour = std::clamp(hour, StudyCalendar::minimumDayStartHour,
                           StudyCalendar::maximumDayStartHour);
}

void ReviewSettings::setMaximumIntervalDays(int days)
{
    maximumInterval = std::clamp(days, 1, defaultMaximumIntervalDays);
}

void ReviewSettings::setDailyLimit(int questions)
{
    limit = std::clamp(questions, minimumDailyLimit, maximumDailyLimit);
}

void ReviewSettings::setParameters(const Fsrs::Parameters &parameters)
{
    weights = Fsrs::clipped(parameters);
}

ReviewDeck::ReviewDeck(Clock clock, const ReviewSettings &settings)
    : currentTime(std::move(clock))
    , reviewSettings(settings)
    , calendar(settings.dayStartHour(), currentTime().timeZone())
    , fsrs(settings.parameters())
{ }

void ReviewDeck::setSettings(const ReviewSettings &settings)
{
    if (settings == reviewSettings)
        return;
    reviewSettings = settings;
    replay();
}

void ReviewDeck::setLog(QList<ReviewLogEntry> log)
{
    // A review dated far ahead would not come due until long after that date.
    const FarFuture::Horizon horizon(currentTime());
    for (ReviewLogEntry &entry : log)
        entry.time = horizon.readAsNow(entry.time);
    const auto earlier = [](const ReviewLogEntry &a, const ReviewLogEntry &b) {
        return a.time < b.time;
    };
    if (!std::is_sorted(log.cbegin(), log.cend(), earlier))
        std::stable_sort(log.begin(), log.end(), earlier);
    entries = std::move(log);
    replay();
}

void ReviewDeck::record(const ReviewLogEntry &entry)
{
    if (entries.isEmpty() || !(entry.time < entries.constLast().time)) {
        entries.append(entry);
        apply(entry);
        return;
    }
    const auto place = std::upper_bound(entries.begin(), entries.end(), entry,
                                        [](const ReviewLogEntry &a, const ReviewLogEntry &b) {
                                            return a.time < b.time;
                                        });
    entries.insert(place, entry);
    replay();
}

QDate ReviewDeck::today() const
{
    return calendar.dayOf(currentTime());
}

QDateTime ReviewDeck::nextDayStart() const
{
    return calendar.nextDayStart(currentTime());
}

std::optional<ReviewState> ReviewDeck::state(const ReviewItemKey &key) const
{
    const auto found = itemStates.constFind(key);
    if (found == itemStates.cend())
        return std::nullopt;
    return *found;
}

// The due queries walk the states and look up only the due ones among the
// known keys: most items are not due on a given day, and a string-keyed lookup
// costs far more than comparing a date.
int ReviewDeck::dueCount(const QSet<ReviewItemKey> &known) const
{
    const QDate day = today();
    int count = 0;
    for (auto it = itemStates.cbegin(); it != itemStates.cend(); ++it) {
        if (it->due <= day && known.contains(it.key()))
            ++count;
    }
    return count;
}

int ReviewDeck::remainingToday() const
{
    const QDate day = today();
    const auto reviewedToday = std::count_if(itemStates.cbegin(), itemStates.cend(),
                                             [&day](const ReviewState &state) {
                                                 return state.lastSessionDay == day;
                                             });
    return std::max(0, reviewSettings.dailyLimit() - int(reviewedToday));
}

ReviewOutlook ReviewDeck::outlook(const QSet<ReviewItemKey> &known) const
{
    ReviewOutlook outlook;
    const QDate day = today();
    for (auto it = itemStates.cbegin(); it != itemStates.cend(); ++it) {
        if (!known.contains(it.key()))
            continue;
        outlook.anyScheduled = true;
        if (it->due <= day)
            ++outlook.due;
        else if (!outlook.nextDue.isValid() || it->due < outlook.nextDue)
            outlook.nextDue = it->due;
    }
    outlook.dailyLimit = reviewSettings.dailyLimit();
    outlook.leftToday = std::min(outlook.due, remainingToday());
    outlook.today = day;
    outlook.nextDayStart = nextDayStart();
    return outlook;
}

QList<ReviewItemKey> ReviewDeck::dueToday(const QSet<ReviewItemKey> &known) const
{
    struct DueItem
    {
        const ReviewItemKey *key;
        QDate due;
        double retrievability;
    };
    const QDate day = today();
    std::vector<DueItem> due;
    for (auto it = itemStates.cbegin(); it != itemStates.cend(); ++it) {
        if (it->due > day || !known.contains(it.key()))
            continue;
        const double r = fsrs.retrievability(double(it->lastReviewDay.daysTo(day)),
                                             it->memory.stability);
        due.push_back({&it.key(), it->due, r});
    }
    const auto first = [](const DueItem &a, const DueItem &b) {
        if (a.due != b.due)
            return a.due < b.due;
        if (a.retrievability != b.retrievability)
            return a.retrievability < b.retrievability;
        if (a.key->bankId != b.key->bankId)
            return a.key->bankId < b.key->bankId;
        return a.key->questionId < b.key->questionId;
    };
    const std::size_t count = std::min(due.size(), std::size_t(remainingToday()));
    std::partial_sort(due.begin(), due.begin() + qsizetype(count), due.end(), first);
    QList<ReviewItemKey> keys;
    keys.reserve(qsizetype(count));
    for (std::size_t i = 0; i < count; ++i)
        keys.append(*due[i].key);
    return keys;
}

void ReviewDeck::replay()
{
    // Study days are counted in the zone of the clock's moments (the system's
    // for local time), taken afresh at each replay.
    calendar = StudyCalendar(reviewSettings.dayStartHour(), currentTime().timeZone());
    fsrs = Fsrs(reviewSettings.parameters());
    itemStates.clear();
    studyDays.clear();
    for (const ReviewLogEntry &entry : std::as_const(entries))
        apply(entry);
}

void ReviewDeck::apply(const ReviewLogEntry &entry)
{
    const QDate day = calendar.dayOf(entry.time);
    ReviewState &state = itemStates[entry.key()];
    ReviewDay &studyDay = studyDays[day];
    ++studyDay.reviews;
    studyDay.timeMs += entry.durationMs;
    if (state.reps == 0) {
        state.memory = fsrs.firstReview(entry.grade);
    } else {
        const int elapsed = int(std::max<qint64>(0, state.lastReviewDay.daysTo(day)));
        // A repeat on the same study day says nothing of retention.
        if (elapsed > 0) {
            RetentionCount &counted = state.memory.stability < ReviewDay::matureStability
                                          ? studyDay.young
                                          : studyDay.mature;
            ++counted.reviews;
            counted.recalled += entry.grade != Grade::Again ? 1 : 0;
        }
        state.memory = fsrs.review(state.memory, elapsed, entry.grade);
        if (entry.grade == Grade::Again && elapsed > 0)
            ++state.lapses;
    }
    ++state.reps;
    state.lastReview = entry.time;
    state.lastReviewDay = day;
    state.scheduledDays = fsrs.intervalDays(state.memory.stability,
                                            reviewSettings.desiredRetention(),
                                            reviewSettings.maximumIntervalDays());
    state.due = day.addDays(state.scheduledDays);
    if (!entry.fromQuiz)
        state.lastSessionDay = day;
}
