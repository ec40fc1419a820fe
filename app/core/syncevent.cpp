#include "core/syncevent.h"

#include "core/historyjson.h"
#include "core/reviewformat.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace {

constexpr std::pair<SyncEvent::Kind, QLatin1StringView> kindNames[] = {
    {SyncEvent::Kind::Attempt, "attempt"_L1}, {SyncEvent::Kind::Review, "review"_L1},
    {SyncEvent::Kind::Flag, "flag"_L1},       {SyncEvent::Kind::Settings, "settings"_L1},
    {SyncEvent::Kind::Bank, "bank"_L1},       {SyncEvent::Kind::Device, "device"_L1},
};

QLatin1StringView kindName(SyncEvent::Kind kind)
{
    for (const auto &[known, name] : kindNames) {
        if (known == kind)
            return name;
    }
    return {};
}

std::optional<SyncEvent::Kind> kindFromName(const QString &name)
{
    for (const auto &[known, text] : kindNames) {
        if (name == text)
            return known;
    }
    return std::nullopt;
}

SyncEvent made(SyncEvent::Kind kind, qint64 timeMs, QJsonObject payload)
{
    SyncEvent event;
    event.kind = kind;
    event.timeMs = timeMs;
    event.id = SyncEvent::idFor(kind, timeMs, payload);
    event.payload = std::move(payload);
    return event;
}

} // namespace

QByteArray SyncEvent::idFor(Kind kind, qint64 timeMs, const QJsonObject &payload)
{
    // QJsonObject keeps its keys sorted, so equal payloads give equal bytes.
    QCryptographicHash hash(QCryptographicHash::Sha256);
    hash.addData(QByteArrayView(kindName(kind).data(), kindName(kind).size()));
    hash.addData(QByteArray('\n' + QByteArray::number(timeMs) + '\n'));
    hash.addData(QJsonDocument(payload).toJson(QJsonDocument::Compact));
    // 128 bits: no collision among a lifetime of events.
    return hash.result().first(16).toHex();
}

SyncEvent SyncEvent::attempt(const AttemptRecord &attempt)
{
    HistoryJson::QuestionTable table;
    const QJsonObject encoded = HistoryJson::toJson(attempt, table);
    return made(Kind::Attempt, attempt.ended.toSecsSinceEpoch() * 1000,
                {{u"attempt"_s, encoded}, {u"questions"_s, table.toJson()}});
}

SyncEvent SyncEvent::review(const ReviewLogEntry &entry)
{
    return made(Kind::Review, entry.time.toSecsSinceEpoch() * 1000,
                {{u"bank"_s, entry.bankId}, {u"entry"_s, ReviewFormat::entryToJson(0, entry)}});
}

SyncEvent SyncEvent::flag(const ReviewItemKey &key, bool flagged, qint64 timeMs)
{
    return made(Kind::Flag, timeMs,
                {{u"bank"_s, key.bankId}, {u"question"_s, key.questionId}, {u"flagged"_s, flagged}});
}

SyncEvent SyncEvent::settings(const ReviewSettings &settings, qint64 timeMs)
{
    return made(Kind::Settings, timeMs, ReviewFormat::settingsToJson(settings));
}

SyncEvent SyncEvent::bank(const QString &bankId, const QString &fileName, bool added, qint64 timeMs)
{
    return made(Kind::Bank, timeMs,
                {{u"bank"_s, bankId}, {u"file"_s, fileName}, {u"added"_s, added}});
}

SyncEvent SyncEvent::deviceName(const QString &deviceId, const QString &name, qint64 timeMs)
{
    // The device in the payload, not only the file's: the id is of the payload.
    return made(Kind::Device, timeMs, {{u"device"_s, deviceId}, {u"name"_s, name}});
}

std::optional<AttemptRecord> SyncEvent::toAttempt() const
{
    if (const auto *held = std::get_if<AttemptRecord>(&decoded))
        return *held;
    if (kind != Kind::Attempt)
        return std::nullopt;
    const HistoryJson::QuestionTable table = HistoryJson::QuestionTable::fromJson(
        payload.value(u"questions"_s));
    return HistoryJson::fromJson(payload.value(u"attempt"_s), table);
}

std::optional<ReviewLogEntry> SyncEvent::toReview() const
{
    if (const auto *held = std::get_if<ReviewLogEntry>(&decoded))
        return *held;
    if (kind != Kind::Review)
        return std::nullopt;
    const QJsonValue bank = payload.value(u"bank"_s);
    if (!bank.isString())
        return std::nullopt;
    return ReviewFormat::entryFromJson({bank.toString()}, payload.value(u"entry"_s));
}

std::optional<SyncEvent::FlagChange> SyncEvent::toFlag() const
{
    const QJsonValue bank = payload.value(u"bank"_s);
    const QJsonValue question = payload.value(u"question"_s);
    const QJsonValue flagged = payload.value(u"flagged"_s);
    if (kind != Kind::Flag || !bank.isString() || !question.isString() || !flagged.isBool())
        return std::nullopt;
    return FlagChange{{bank.toString(), question.toString()}, flagged.toBool()};
}

std::optional<ReviewSettings> SyncEvent::toSettings() const
{
    if (kind != Kind::Settings)
        return std::nullopt;
    return ReviewFormat::settingsFromJson(payload);
}

std::optional<SyncEvent::BankChange> SyncEvent::toBank() const
{
    const QJsonValue file = payload.value(u"file"_s);
    const QJsonValue added = payload.value(u"added"_s);
    if (kind != Kind::Bank || !file.isString() || !added.isBool())
        return std::nullopt;
    return BankChange{payload.value(u"bank"_s).toString(), file.toString(), added.toBool()};
}

std::optional<SyncEvent::DeviceName> SyncEvent::toDeviceName() const
{
    const QString device = payload.value(u"device"_s).toString();
    const QString name = payload.value(u"name"_s).toString().trimmed();
    if (kind != Kind::Device || device.isEmpty() || name.isEmpty())
        return std::nullopt;
    return DeviceName{device, name};
}

QByteArray SyncEvent::toLine() const
{
    const QJsonObject object{{u"id"_s, QString::fromLatin1(id)},
                             {u"kind"_s, kindName(kind)},
                             {u"time"_s, timeMs},
                             {u"payload"_s, payload}};
    return QJsonDocument(object).toJson(QJsonDocument::Compact) + '\n';
}

std::optional<SyncEvent> SyncEvent::fromLine(QByteArrayView line, const QString &deviceId)
{
    const QJsonDocument document = QJsonDocument::fromJson(line.toByteArray());
    if (!document.isObject())
        return std::nullopt;
    return fromJson(document.object(), deviceId);
}

std::optional<SyncEvent> SyncEvent::fromJson(const QJsonObject &object, const QString &deviceId)
{
    const QString id = object.value(u"id"_s).toString();
    const std::optional<Kind> kind = kindFromName(object.value(u"kind"_s).toString());
    const QJsonValue time = object.value(u"time"_s);
    const QJsonValue payload = object.value(u"payload"_s);
    if (id.isEmpty() || !kind || !time.isDouble() || !payload.isObject())
        return std::nullopt;
    SyncEvent event;
    event.id = id.toLatin1();
    event.kind = *kind;
    event.timeMs = time.toInteger();
    event.payload = payload.toObject();
    event.deviceId = deviceId;
    if (event.kind == Kind::Attempt) {
        if (const std::optional<AttemptRecord> attempt = event.toAttempt())
            event.decoded = *attempt;
    } else if (event.kind == Kind::Review) {
        if (const std::optional<ReviewLogEntry> review = event.toReview())
            event.decoded = *review;
    }
    return event;
}
