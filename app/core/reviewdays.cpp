#include "core/reviewdays.h"

#include <algorithm>
#include <thread>

namespace {
// Which thread takes an item: any rule that keeps an item's reviews on one
// thread will do, and its ids' last characters spread items well and cost
// nothing next to hashing both ids for every review.
int partOf(const ReviewLogEntry &entry, int parts)
{
    const char16_t last = entry.questionId.isEmpty() ? 0 : entry.questionId.back().unicode();
    const char16_t bankLast = entry.bankId.isEmpty() ? 0 : entry.bankId.back().unicode();
    return int((last + bankLast) % parts);
}
} // namespace

void ReviewDays::update(const ReviewDeck &deck)
{
    const StudyCalendar calendar(deck.settings().dayStartHour(), deck.now().timeZone());
    const QList<ReviewLogEntry> &log = deck.log();
    if (grewAtItsEnd(deck)) {
        apply(log, m_applied, log.size(), deck.model(), calendar, 0, 1, m_items, m_days);
    } else {
        replayAll(log, deck.model(), calendar);
        m_parameters = deck.model().parameters();
        m_dayStartHour = calendar.dayStartHour();
        m_zone = calendar.zone();
    }
    m_applied = log.size();
    m_firstApplied = log.isEmpty() ? ReviewLogEntry() : log.constFirst();
    m_lastApplied = log.isEmpty() ? ReviewLogEntry() : log.constLast();
}

bool ReviewDays::grewAtItsEnd(const ReviewDeck &deck) const
{
    const QList<ReviewLogEntry> &log = deck.log();
    if (m_dayStartHour != deck.settings().dayStartHour() || m_zone != deck.now().timeZone()
        || m_parameters != deck.model().parameters() || log.size() < m_applied)
        return false;
    // An earlier review put in place moves the entry that was last.
    if (m_applied == 0)
        return m_days.isEmpty();
    return log.constFirst() == m_firstApplied && log.at(m_applied - 1) == m_lastApplied;
}

void ReviewDays::replayAll(const QList<ReviewLogEntry> &log, const Fsrs &model,
                           const StudyCalendar &calendar)
{
    // The items split in two by their hash, one half on a second thread: each
    // item's reviews stay on one thread, in order. Both read the log, which
    // neither changes (the caller waits here).
    Items otherItems;
    QMap<QDate, ReviewDay> otherDays;
    m_items.clear();
    m_days.clear();
    {
        std::jthread second(
            [&] { apply(log, 0, log.size(), model, calendar, 1, 2, otherItems, otherDays); });
        apply(log, 0, log.size(), model, calendar, 0, 2, m_items, m_days);
    }
    m_items.insert(otherItems);
    for (auto it = otherDays.cbegin(); it != otherDays.cend(); ++it) {
        ReviewDay &day = m_days[it.key()];
        day.reviews += it->reviews;
        day.young += it->young;
        day.mature += it->mature;
    }
}

void ReviewDays::apply(const QList<ReviewLogEntry> &log, qsizetype from, qsizetype to,
                       const Fsrs &model, StudyCalendar calendar, int part, int parts, Items &items,
                       QMap<QDate, ReviewDay> &days)
{
    // The log is in time order, so its days come in order: the day's entry
    // in the map is looked up once a day, not once a review.
    QDate currentDay;
    ReviewDay *current = nullptr;
    for (qsizetype i = from; i < to; ++i) {
        const ReviewLogEntry &entry = log.at(i);
        if (parts > 1 && partOf(entry, parts) != part)
            continue;
        const QDate day = calendar.dayOf(entry.time);
        if (!current || day != currentDay) {
            current = &days[day];
            currentDay = day;
        }
        ++current->reviews;
        const ReviewItemKey key = entry.key();
        const auto found = items.find(key);
        if (found == items.end()) {
            items.insert(key, {model.firstReview(entry.grade), day});
            continue;
        }
        const int elapsed = int(std::max<qint64>(0, found->lastDay.daysTo(day)));
        // A repeat on the same study day says nothing of retention.
        if (elapsed > 0) {
            RetentionCount &counted = found->memory.stability < matureStability ? current->young
                                                                                : current->mature;
            ++counted.reviews;
            counted.recalled += entry.grade != Grade::Again ? 1 : 0;
        }
        found->memory = model.review(found->memory, elapsed, entry.grade);
        found->lastDay = day;
    }
}
