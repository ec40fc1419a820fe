#include "core/syncmerge.h"

#include <algorithm>

namespace {
// The settings are one key: the newest settings event sets all of them.
constexpr int settingsKey = 0;
} // namespace

SyncMerge::Counts &SyncMerge::Counts::operator+=(const Counts &other)
{
    answers += other.answers;
    reviews += other.reviews;
    attempts += other.attempts;
    flags += other.flags;
    settings += other.settings;
    banks += other.banks;
    return *this;
}

SyncMerge::Counts SyncMerge::Counts::of(const SyncEvent &event)
{
    Counts counts;
    switch (event.kind) {
    case SyncEvent::Kind::Attempt:
        counts.attempts = 1;
        break;
    case SyncEvent::Kind::Review:
        if (const std::optional<ReviewLogEntry> entry = event.toReview())
            ++(entry->fromQuiz ? counts.answers : counts.reviews);
        break;
    case SyncEvent::Kind::Flag:
        counts.flags = 1;
        break;
    case SyncEvent::Kind::Settings:
        counts.settings = 1;
        break;
    case SyncEvent::Kind::Bank:
        counts.banks = 1;
        break;
    case SyncEvent::Kind::Device: // a name, not the learner's study: not told
        break;
    }
    return counts;
}

SyncMerge::Counts SyncMerge::Added::total() const
{
    Counts sum;
    for (const Counts &counts : byDevice)
        sum += counts;
    return sum;
}

template<typename Value, typename Key>
bool SyncMerge::offer(QHash<Key, Latest<Value>> &latest, const Key &key, const Stamp &stamp,
                      const Value &value)
{
    const auto found = latest.find(key);
    if (found != latest.end() && !(found->stamp < stamp))
        return false;
    const bool changed = found == latest.end() || !(found->value == value);
    latest.insert(key, Latest<Value>{stamp, value});
    return changed;
}

SyncMerge::Added SyncMerge::add(const QList<SyncEvent> &events)
{
    Added added;
    // Room made at a start only: a few more reserved at each change would rehash each time.
    if (events.size() > m_devices.size())
        m_devices.reserve(m_devices.size() + events.size());
    for (const SyncEvent &event : events) {
        const auto known = m_devices.find(event.id);
        if (known == m_devices.end()) {
            m_devices.insert(event.id, event.deviceId);
            qint64 &newest = m_newest[event.deviceId];
            newest = std::max(newest, event.timeMs);
            project(event, added);
            continue;
        }
        // The same event from two devices (the same past migrated on both):
        // the larger device id is its device, whichever came first.
        // Nothing new arrived, so nothing is counted.
        if (event.deviceId > known.value()) {
            known.value() = event.deviceId;
            Added sameEvent;
            projectLatest(event, sameEvent);
        }
    }
    placeAllPending(added);
    return added;
}

void SyncMerge::project(const SyncEvent &event, Added &added)
{
    Counts &counts = added.byDevice[event.deviceId];
    switch (event.kind) {
    case SyncEvent::Kind::Attempt:
        if (const std::optional<AttemptRecord> attempt = event.toAttempt()) {
            insertAttempt(*attempt, event.id, added);
            ++counts.attempts;
            return;
        }
        break;
    case SyncEvent::Kind::Review:
        if (const std::optional<ReviewLogEntry> entry = event.toReview()) {
            insertReview(*entry, event.id, added);
            ++(entry->fromQuiz ? counts.answers : counts.reviews);
            return;
        }
        break;
    case SyncEvent::Kind::Flag:
    case SyncEvent::Kind::Settings:
    case SyncEvent::Kind::Bank:
    case SyncEvent::Kind::Device:
        projectLatest(event, added);
        return;
    }
    m_undecodable.insert(event.id);
}

void SyncMerge::projectLatest(const SyncEvent &event, Added &added)
{
    const Stamp stamp{event.timeMs, event.deviceId, event.id};
    Counts &counts = added.byDevice[event.deviceId];
    if (const auto flag = event.toFlag()) {
        ++counts.flags;
        added.flagsChanged |= offer(m_flags, flag->key, stamp, flag->flagged);
    } else if (const auto settings = event.toSettings()) {
        ++counts.settings;
        added.settingsChanged |= offer(m_settings, settingsKey, stamp, *settings);
    } else if (const auto bank = event.toBank()) {
        ++counts.banks;
        added.banksChanged |= offer(m_banks, bank->fileName, stamp, *bank);
    } else if (const auto name = event.toDeviceName()) {
        added.namesChanged |= offer(m_names, name->deviceId, stamp, name->name);
    } else {
        m_undecodable.insert(event.id);
    }
}

void SyncMerge::insertAttempt(const AttemptRecord &attempt, const QByteArray &id, Added &added)
{
    const qint64 started = attempt.started.isValid() ? attempt.started.toMSecsSinceEpoch() : 0;
    m_pendingAttempts.append({{attempt.ended.toMSecsSinceEpoch(), started, id}, attempt});
    added.attempts << attempt;
}

void SyncMerge::insertReview(const ReviewLogEntry &entry, const QByteArray &id, Added &added)
{
    m_pendingReviews.append({{entry.time.toMSecsSinceEpoch(), id}, entry});
    added.reviews << entry;
}

// The pending values put in order among the others: appended when all come
// after them (a change arriving), else merged in one pass (a start). Inserting
// one by one would move the whole log for each of another device's reviews.
template<typename Key, typename Value>
bool SyncMerge::placePending(QList<Key> &keys, QList<Value> &values,
                             QList<std::pair<Key, Value>> &pending)
{
    if (pending.isEmpty())
        return false;
    std::sort(pending.begin(), pending.end(),
              [](const auto &a, const auto &b) { return a.first < b.first; });
    const bool reordered = !keys.isEmpty() && pending.constFirst().first < keys.constLast();
    if (!reordered) {
        for (auto &[key, value] : pending) {
            keys << std::move(key);
            values << std::move(value);
        }
        pending.clear();
        return false;
    }
    QList<Key> mergedKeys;
    QList<Value> mergedValues;
    mergedKeys.reserve(keys.size() + pending.size());
    mergedValues.reserve(keys.size() + pending.size());
    qsizetype old = 0;
    for (auto &[key, value] : pending) {
        for (; old < keys.size() && keys.at(old) < key; ++old) {
            mergedKeys << keys.at(old);
            mergedValues << values.at(old);
        }
        mergedKeys << std::move(key);
        mergedValues << std::move(value);
    }
    for (; old < keys.size(); ++old) {
        mergedKeys << keys.at(old);
        mergedValues << values.at(old);
    }
    keys = std::move(mergedKeys);
    values = std::move(mergedValues);
    pending.clear();
    return true;
}

void SyncMerge::placeAllPending(Added &added)
{
    added.historyReordered |= placePending(m_historyOrder, m_history, m_pendingAttempts);
    added.logReordered |= placePending(m_logOrder, m_log, m_pendingReviews);
}

void SyncMerge::merge(const SyncMerge &other)
{
    Added ignored;
    for (auto it = other.m_devices.cbegin(); it != other.m_devices.cend(); ++it) {
        const auto known = m_devices.find(it.key());
        if (known == m_devices.end())
            m_devices.insert(it.key(), it.value());
        else if (it.value() > known.value())
            known.value() = it.value();
    }
    for (qsizetype i = 0; i < other.m_history.size(); ++i) {
        const auto &key = other.m_historyOrder.at(i);
        if (!std::binary_search(m_historyOrder.cbegin(), m_historyOrder.cend(), key))
            insertAttempt(other.m_history.at(i), std::get<2>(key), ignored);
    }
    for (qsizetype i = 0; i < other.m_log.size(); ++i) {
        const auto &key = other.m_logOrder.at(i);
        if (!std::binary_search(m_logOrder.cbegin(), m_logOrder.cend(), key))
            insertReview(other.m_log.at(i), key.second, ignored);
    }
    placeAllPending(ignored);
    for (auto it = other.m_flags.cbegin(); it != other.m_flags.cend(); ++it)
        offer(m_flags, it.key(), it->stamp, it->value);
    for (auto it = other.m_settings.cbegin(); it != other.m_settings.cend(); ++it)
        offer(m_settings, it.key(), it->stamp, it->value);
    for (auto it = other.m_banks.cbegin(); it != other.m_banks.cend(); ++it)
        offer(m_banks, it.key(), it->stamp, it->value);
    for (auto it = other.m_names.cbegin(); it != other.m_names.cend(); ++it)
        offer(m_names, it.key(), it->stamp, it->value);
    m_undecodable.unite(other.m_undecodable);
    for (auto it = other.m_newest.cbegin(); it != other.m_newest.cend(); ++it)
        m_newest[it.key()] = std::max(m_newest.value(it.key()), it.value());
}

QSet<ReviewItemKey> SyncMerge::flags() const
{
    QSet<ReviewItemKey> flagged;
    for (auto it = m_flags.cbegin(); it != m_flags.cend(); ++it) {
        if (it->value)
            flagged.insert(it.key());
    }
    return flagged;
}

std::optional<ReviewSettings> SyncMerge::settings() const
{
    const auto found = m_settings.constFind(settingsKey);
    return found == m_settings.cend() ? std::nullopt : std::optional(found->value);
}

QHash<QString, SyncEvent::BankChange> SyncMerge::banks() const
{
    QHash<QString, SyncEvent::BankChange> changes;
    for (auto it = m_banks.cbegin(); it != m_banks.cend(); ++it)
        changes.insert(it.key(), it->value);
    return changes;
}

QString SyncMerge::deviceName(const QString &deviceId) const
{
    const auto found = m_names.constFind(deviceId);
    return found == m_names.cend() ? QString() : found->value;
}

bool operator==(const SyncMerge &a, const SyncMerge &b)
{
    return a.m_devices == b.m_devices && a.m_historyOrder == b.m_historyOrder
           && a.m_history == b.m_history && a.m_logOrder == b.m_logOrder && a.m_log == b.m_log
           && a.m_flags == b.m_flags && a.m_settings == b.m_settings && a.m_banks == b.m_banks
           && a.m_names == b.m_names;
}
