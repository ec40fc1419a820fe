#pragma once

// One change the learner made, as the sync folder keeps it (issue 29): a line
// of JSON in a device's events file,
//   {"id":"<32 hex>","kind":"review","time":<ms since 1970, UTC>,"payload":{...}}
// The payload reuses the encodings the data folder already has: an attempt as
// HistoryJson writes it (with its own table of question ids), a review as
// ReviewFormat's entry array, the settings as ReviewFormat's object. The
// device is not on the line: it is the file's (SyncEventFile's header).
//
// Ids are a hash of the kind, the time and the payload, for every event, live
// or migrated: two devices that turn sync on with the same past (a data folder
// copied across) then write the same ids for it and nothing is counted twice,
// and an event written again (the outbox flushed after a crash, a conflict
// copy tidied) is the same event. The price: two changes identical to the
// second (the same grade for the same question in the same second) are one,
// which the review log cannot tell apart from a duplicate anyway. QtCore only.

#include "core/attempthistory.h"
#include "core/reviewdeck.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>

#include <optional>
#include <variant>

struct SyncEvent
{
    enum class Kind { Attempt, Review, Flag, Settings, Bank, Device };

    QByteArray id;
    Kind kind = Kind::Review;
    qint64 timeMs = 0; // when it happened, by the recording device's clock
    QJsonObject payload;
    QString deviceId; // the file's device; empty until read or recorded
    // An attempt's or a review's payload decoded once, where the line was read
    // (on a reading thread at a start); empty for the other kinds, for a
    // damaged payload and for events made here, which decode when asked.
    std::variant<std::monostate, AttemptRecord, ReviewLogEntry> decoded;

    // A finished or abandoned attempt; its time is the end.
    static SyncEvent attempt(const AttemptRecord &attempt);
    // A review or a quiz answer (entry.fromQuiz); its time is the review's, in seconds.
    static SyncEvent review(const ReviewLogEntry &entry);
    static SyncEvent flag(const ReviewItemKey &key, bool flagged, qint64 timeMs);
    static SyncEvent settings(const ReviewSettings &settings, qint64 timeMs);
    // A bank file added to or removed from the library, by its file name.
    static SyncEvent bank(const QString &bankId, const QString &fileName, bool added, qint64 timeMs);
    // A device renamed: its file's header keeps the name it began with.
    static SyncEvent deviceName(const QString &deviceId, const QString &name, qint64 timeMs);

    // What the payload holds; nullopt when it is not of this kind or is damaged.
    std::optional<AttemptRecord> toAttempt() const;
    std::optional<ReviewLogEntry> toReview() const;
    struct FlagChange
    {
        ReviewItemKey key;
        bool flagged = false;
    };
    std::optional<FlagChange> toFlag() const;
    std::optional<ReviewSettings> toSettings() const;
    struct BankChange
    {
        QString bankId;
        QString fileName;
        bool added = false;
        friend bool operator==(const BankChange &, const BankChange &) = default;
    };
    std::optional<BankChange> toBank() const;
    struct DeviceName
    {
        QString deviceId;
        QString name;
        friend bool operator==(const DeviceName &, const DeviceName &) = default;
    };
    std::optional<DeviceName> toDeviceName() const;

    // The line, with its newline.
    QByteArray toLine() const;
    // Nullopt when the line is not an event of a known kind with an id.
    static std::optional<SyncEvent> fromLine(QByteArrayView line, const QString &deviceId);
    static std::optional<SyncEvent> fromJson(const QJsonObject &object, const QString &deviceId);

    // The id of this kind, time and payload.
    static QByteArray idFor(Kind kind, qint64 timeMs, const QJsonObject &payload);
};
