#pragma once

// Every device's events merged: a union by event id (an event read twice,
// from two files or in any order, counts once), and what the learner sees
// computed from it: the attempts ordered by their end, the review log by its
// time (ReviewDeck replays it into the review states, which are never
// copied), and the flags, settings and library changes by the newest event
// for each (question, settings, bank file), the device id and then the
// event id breaking a tie. Merging is commutative, associative and
// idempotent (tst_syncmerge). QtCore only.

#include "core/attempthistory.h"
#include "core/reviewdeck.h"
#include "core/syncevent.h"

#include <QHash>
#include <QList>
#include <QSet>

#include <optional>
#include <tuple>

class SyncMerge
{
public:
    struct Counts
    {
        int answers = 0; // quiz answers (reviews fromQuiz)
        int reviews = 0; // review sessions' answers
        int attempts = 0;
        int flags = 0;
        int settings = 0;
        int banks = 0;
        int total() const { return answers + reviews + attempts + flags + settings + banks; }
        Counts &operator+=(const Counts &other);
        // The one event counted by its kind (a review as an answer or a review).
        static Counts of(const SyncEvent &event);
        friend bool operator==(const Counts &, const Counts &) = default;
    };
    struct Added
    {
        QHash<QString, Counts> byDevice; // what was new, by the device that wrote it
        // New attempts or reviews went somewhere before the end of the history or log.
        bool historyReordered = false;
        bool logReordered = false;
        QList<AttemptRecord> attempts; // the new ones
        QList<ReviewLogEntry> reviews;
        bool flagsChanged = false;
        bool settingsChanged = false;
        bool banksChanged = false;
        bool namesChanged = false;
        Counts total() const;
    };
    Added add(const QList<SyncEvent> &events);
    void merge(const SyncMerge &other);

    bool contains(const QByteArray &id) const { return m_devices.contains(id); }
    qsizetype size() const { return m_devices.size(); }
    // The time of the newest event first read from this device's file (a
    // hint, not part of the merge's value); 0 when none was.
    qint64 newestOf(const QString &deviceId) const { return m_newest.value(deviceId); }
    // Events whose payload was damaged: kept as seen, never shown.
    int undecodable() const { return int(m_undecodable.size()); }

    const QList<AttemptRecord> &history() const { return m_history; }
    const QList<ReviewLogEntry> &log() const { return m_log; }
    QSet<ReviewItemKey> flags() const;
    // Nullopt while no device has changed them.
    std::optional<ReviewSettings> settings() const;
    // The library's last change for each bank file name.
    QHash<QString, SyncEvent::BankChange> banks() const;
    // The name a device last gave itself by an event; empty when none did.
    QString deviceName(const QString &deviceId) const;

    friend bool operator==(const SyncMerge &a, const SyncMerge &b);

private:
    friend struct SyncCacheMerge; // keeps a merge between runs, as it stands
    // Which of two events for one key is the newer.
    using Stamp = std::tuple<qint64, QString, QByteArray>;
    template<typename Value>
    struct Latest
    {
        Stamp stamp;
        Value value;
        friend bool operator==(const Latest &, const Latest &) = default;
    };
    template<typename Value, typename Key>
    static bool offer(QHash<Key, Latest<Value>> &latest, const Key &key, const Stamp &stamp,
                      const Value &value);
    void project(const SyncEvent &event, Added &added);
    void projectLatest(const SyncEvent &event, Added &added);
    void insertAttempt(const AttemptRecord &attempt, const QByteArray &id, Added &added);
    void insertReview(const ReviewLogEntry &entry, const QByteArray &id, Added &added);
    template<typename Key, typename Value>
    static bool placePending(QList<Key> &keys, QList<Value> &values,
                             QList<std::pair<Key, Value>> &pending);
    void placeAllPending(Added &added);

    QHash<QByteArray, QString> m_devices; // every event's id and its device
    QList<AttemptRecord> m_history;
    QList<std::tuple<qint64, qint64, QByteArray>> m_historyOrder; // end, start, id
    using AttemptKey = std::tuple<qint64, qint64, QByteArray>;
    using ReviewKey = std::pair<qint64, QByteArray>;
    QList<std::pair<AttemptKey, AttemptRecord>> m_pendingAttempts; // of one add(), unordered
    QList<std::pair<ReviewKey, ReviewLogEntry>> m_pendingReviews;
    QList<ReviewLogEntry> m_log;
    QList<std::pair<qint64, QByteArray>> m_logOrder; // time, id
    QHash<ReviewItemKey, Latest<bool>> m_flags;
    QHash<int, Latest<ReviewSettings>> m_settings; // one key: the settings are one
    QHash<QString, Latest<SyncEvent::BankChange>> m_banks;
    QHash<QString, Latest<QString>> m_names; // by device id
    QSet<QByteArray> m_undecodable;
    QHash<QString, qint64> m_newest;
};
