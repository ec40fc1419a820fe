#include "core/synccache.h"

#include "core/atomicwrite.h"
#include "core/reviewformat.h"

#include <QCryptographicHash>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtEndian>

#include <cstring>

using namespace Qt::StringLiterals;

namespace {
constexpr QByteArrayView magic = "ScaleStudy sync cache\n";
constexpr qsizetype checksumBytes = 16; // MD5: it tells a damaged file, nothing more
} // namespace

// Plain little-endian numbers and length-prefixed bytes: a year's cache is
// several megabytes, and QDataStream's call per field was most of a start.
namespace SyncCacheStream {

class Writer
{
public:
    template<typename Number>
    void put(Number value)
    {
        const Number little = qToLittleEndian(value);
        m_bytes.append(reinterpret_cast<const char *>(&little), sizeof little);
    }
    void put(bool value) { put(quint8(value ? 1 : 0)); }
    void put(QByteArrayView bytes)
    {
        put(quint32(bytes.size()));
        m_bytes.append(bytes);
    }
    void putEventId(const QByteArray &id)
    {
        const QByteArray raw = QByteArray::fromHex(id);
        const bool hex = id.size() == 32 && raw.size() == 16 && raw.toHex() == id;
        put(hex);
        if (hex)
            m_bytes.append(raw);
        else
            put(QByteArrayView(id));
    }
    void put(const QDateTime &time)
    {
        put(time.isValid());
        put(time.isValid() ? time.toMSecsSinceEpoch() : qint64(0));
    }
    // Every string once, in a table written before the rest: a year's log
    // names a few hundred questions a hundred thousand times.
    void putString(const QString &text)
    {
        const auto found = m_indexes.constFind(text);
        if (found != m_indexes.cend())
            return put(found.value());
        const auto index = quint32(m_strings.size());
        m_indexes.insert(text, index);
        m_strings << text;
        put(index);
    }
    const QByteArray &bytes() const { return m_bytes; }
    QByteArray bytesWithTable() const
    {
        Writer table;
        table.put(quint32(m_strings.size()));
        for (const QString &text : m_strings)
            table.put(QByteArrayView(reinterpret_cast<const char *>(text.utf16()),
                                     text.size() * qsizetype(sizeof(char16_t))));
        return table.m_bytes + m_bytes;
    }

private:
    QByteArray m_bytes;
    QHash<QString, quint32> m_indexes;
    QStringList m_strings;
};

class Reader
{
public:
    explicit Reader(QByteArrayView bytes)
        : m_bytes(bytes)
    { }
    bool ok() const { return !m_failed; }
    bool atEnd() const { return m_at == m_bytes.size(); }

    template<typename Number>
    Number get()
    {
        Number little{};
        if (!take(sizeof little))
            return {};
        std::memcpy(&little, m_bytes.data() + m_at - qsizetype(sizeof little), sizeof little);
        return qFromLittleEndian(little);
    }
    bool getBool() { return get<quint8>() != 0; }
    QByteArray getBytes()
    {
        const auto size = qsizetype(get<quint32>());
        if (!take(size))
            return {};
        return m_bytes.sliced(m_at - size, size).toByteArray();
    }
    QDateTime getTime()
    {
        const bool valid = getBool();
        const auto ms = get<qint64>();
        // Qt::UTC, not QTimeZone::utc(): a zone's time is allocated, a year's log is 100,000 times.
        return valid ? QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC) : QDateTime();
    }
    QString getString()
    {
        const auto index = get<quint32>();
        if (index >= quint32(m_strings.size()))
            return fail<QString>();
        return m_strings.at(index);
    }
    // An event id: 32 hex digits kept as their 16 bytes, anything else as it is.
    QByteArray getEventId()
    {
        if (getBool()) {
            constexpr char digits[] = "0123456789abcdef";
            if (!take(16))
                return {};
            QByteArray hex(32, Qt::Uninitialized);
            for (qsizetype i = 0; i < 16; ++i) {
                const auto byte = quint8(m_bytes.at(m_at - 16 + i));
                hex[2 * i] = digits[byte >> 4];
                hex[2 * i + 1] = digits[byte & 0xf];
            }
            return hex;
        }
        return getBytes();
    }
    QByteArray getId()
    {
        const auto index = get<quint32>();
        if (index >= quint32(m_ids.size()))
            return fail<QByteArray>();
        return m_ids.at(index);
    }
    // An enum written as its number, within its values.
    template<typename Enum>
    Enum getEnum(int first, int last)
    {
        const int value = get<qint8>();
        if (value < first || value > last)
            return fail<Enum>();
        return Enum(value);
    }
    void readTable()
    {
        const auto count = get<quint32>();
        for (quint32 i = 0; i < count && ok(); ++i) {
            const QByteArray utf16 = getBytes();
            m_strings << QString(reinterpret_cast<const QChar *>(utf16.constData()),
                                 utf16.size() / qsizetype(sizeof(char16_t)));
        }
    }
    void addId(const QByteArray &id) { m_ids << id; }
    void reserveIds(qsizetype count) { m_ids.reserve(count); }
    // A count of things each at least minimumBytes long: no more than are left.
    quint32 getCount(qsizetype minimumBytes)
    {
        const auto count = get<quint32>();
        if (qsizetype(count) * minimumBytes > m_bytes.size() - m_at)
            return fail<quint32>();
        return count;
    }

private:
    bool take(qsizetype size)
    {
        if (m_failed || size < 0 || size > m_bytes.size() - m_at)
            return !(m_failed = true);
        m_at += size;
        return true;
    }
    template<typename Value>
    Value fail()
    {
        m_failed = true;
        return {};
    }

    QByteArrayView m_bytes;
    qsizetype m_at = 0;
    bool m_failed = false;
    QStringList m_strings;
    QList<QByteArray> m_ids;
};

} // namespace SyncCacheStream

using SyncCacheStream::Reader;
using SyncCacheStream::Writer;

// Writes and reads a merge's members in one place, so that the two stay alike.
struct SyncCacheMerge
{
    static void write(Writer &out, const SyncMerge &merge);
    static bool read(Reader &in, SyncMerge &merge);
    static void putStamp(Writer &out, const SyncMerge::Stamp &stamp);
    static SyncMerge::Stamp getStamp(Reader &in);
};

QString SyncCache::pathIn(const QString &dataFolder)
{
    return dataFolder + u"/sync-cache.bin"_s;
}

QByteArray SyncCache::encode(const State &state)
{
    Writer out;
    out.putString(state.folder);
    out.putString(state.deviceId);
    out.put(quint32(state.files.size()));
    for (auto it = state.files.cbegin(); it != state.files.cend(); ++it) {
        out.putString(it.key());
        out.put(it->bytes);
        out.put(QByteArrayView(it->before));
        out.putString(it->device.id);
        out.putString(it->device.name);
    }
    out.put(quint32(state.ownIds.size()));
    for (const QByteArray &id : state.ownIds)
        out.put(QByteArrayView(id));
    SyncCacheMerge::write(out, state.merge);
    const QByteArray payload = out.bytesWithTable();
    Writer head;
    head.put(format);
    return magic.toByteArray() + head.bytes()
           + QCryptographicHash::hash(payload, QCryptographicHash::Md5) + payload;
}
std::optional<SyncCache::State> SyncCache::decode(const QByteArray &bytes)
{
    const qsizetype head = magic.size() + qsizetype(sizeof(quint32));
    if (bytes.size() < head + checksumBytes || !bytes.startsWith(magic))
        return std::nullopt;
    const QByteArrayView payload = QByteArrayView(bytes).sliced(head + checksumBytes);
    if (Reader(QByteArrayView(bytes).sliced(magic.size())).get<quint32>() != format
        || QByteArrayView(bytes).sliced(head, checksumBytes)
               != QCryptographicHash::hash(payload, QCryptographicHash::Md5))
        return std::nullopt;
    Reader in(payload);
    in.readTable();
    State state;
    state.folder = in.getString();
    state.deviceId = in.getString();
    const quint32 files = in.getCount(20);
    for (quint32 i = 0; i < files && in.ok(); ++i) {
        const QString path = in.getString();
        SyncEventFile::Place place;
        place.bytes = in.get<qint64>();
        place.before = in.getBytes();
        place.device.id = in.getString();
        place.device.name = in.getString();
        state.files.insert(path, place);
    }
    const quint32 ownIds = in.getCount(4);
    state.ownIds.reserve(ownIds);
    for (quint32 i = 0; i < ownIds && in.ok(); ++i)
        state.ownIds.insert(in.getBytes());
    if (!SyncCacheMerge::read(in, state.merge) || !in.ok() || !in.atEnd())
        return std::nullopt;
    return state;
}

std::optional<FileError> SyncCache::save(const QString &path, const State &state)
{
    return writeAtomically(path, encode(state));
}

std::optional<SyncCache::State> SyncCache::load(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    return decode(file.readAll());
}

void SyncCacheMerge::putStamp(Writer &out, const SyncMerge::Stamp &stamp)
{
    out.put(std::get<0>(stamp));
    out.putString(std::get<1>(stamp));
    out.put(QByteArrayView(std::get<2>(stamp)));
}

SyncMerge::Stamp SyncCacheMerge::getStamp(Reader &in)
{
    const auto time = in.get<qint64>();
    const QString device = in.getString();
    return {time, device, in.getBytes()};
}

namespace {
constexpr int lastResult = int(QuestionOutcome::Result::Unanswered);
constexpr int lastEnd = int(AttemptRecord::End::Abandoned);
constexpr int lastMode = int(FeedbackMode::AtEnd);
constexpr int lastConfidence = int(Confidence::Certain);
} // namespace

void SyncCacheMerge::write(Writer &out, const SyncMerge &merge)
{
    QHash<QByteArray, quint32> idIndex;
    idIndex.reserve(merge.m_devices.size());
    out.put(quint32(merge.m_devices.size()));
    for (auto it = merge.m_devices.cbegin(); it != merge.m_devices.cend(); ++it) {
        idIndex.insert(it.key(), quint32(idIndex.size()));
        out.putEventId(it.key());
        out.putString(it.value());
    }
    out.put(quint32(merge.m_undecodable.size()));
    for (const QByteArray &id : merge.m_undecodable)
        out.put(idIndex.value(id));
    out.put(quint32(merge.m_newest.size()));
    for (auto it = merge.m_newest.cbegin(); it != merge.m_newest.cend(); ++it) {
        out.putString(it.key());
        out.put(it.value());
    }
    out.put(quint32(merge.m_history.size()));
    for (qsizetype i = 0; i < merge.m_history.size(); ++i) {
        const AttemptRecord &attempt = merge.m_history.at(i);
        out.put(idIndex.value(std::get<2>(merge.m_historyOrder.at(i))));
        out.putString(attempt.bankId);
        out.put(attempt.started);
        out.put(attempt.ended);
        out.put(qint8(attempt.mode));
        out.put(attempt.retry);
        out.put(qint8(attempt.end));
        out.put(quint32(attempt.questions.size()));
        for (const QuestionOutcome &outcome : attempt.questions) {
            out.putString(outcome.questionId);
            out.put(qint8(outcome.chosenOption));
            out.put(qint8(outcome.result));
            out.put(outcome.timeSpentMs);
        }
    }
    out.put(quint32(merge.m_log.size()));
    for (qsizetype i = 0; i < merge.m_log.size(); ++i) {
        const ReviewLogEntry &entry = merge.m_log.at(i);
        out.put(idIndex.value(merge.m_logOrder.at(i).second));
        out.putString(entry.bankId);
        out.putString(entry.questionId);
        out.put(entry.time);
        out.put(qint8(entry.grade));
        out.put(qint8(entry.confidence));
        out.put(entry.fromQuiz);
        out.put(entry.durationMs);
    }
    out.put(quint32(merge.m_flags.size()));
    for (auto it = merge.m_flags.cbegin(); it != merge.m_flags.cend(); ++it) {
        out.putString(it.key().bankId);
        out.putString(it.key().questionId);
        putStamp(out, it->stamp);
        out.put(it->value);
    }
    out.put(quint32(merge.m_settings.size()));
    for (auto it = merge.m_settings.cbegin(); it != merge.m_settings.cend(); ++it) {
        out.put(qint32(it.key()));
        putStamp(out, it->stamp);
        out.put(QByteArrayView(
            QJsonDocument(ReviewFormat::settingsToJson(it->value)).toJson(QJsonDocument::Compact)));
    }
    out.put(quint32(merge.m_banks.size()));
    for (auto it = merge.m_banks.cbegin(); it != merge.m_banks.cend(); ++it) {
        out.putString(it.key());
        putStamp(out, it->stamp);
        out.putString(it->value.bankId);
        out.putString(it->value.fileName);
        out.put(it->value.added);
    }
    out.put(quint32(merge.m_names.size()));
    for (auto it = merge.m_names.cbegin(); it != merge.m_names.cend(); ++it) {
        out.putString(it.key());
        putStamp(out, it->stamp);
        out.putString(it->value);
    }
}

bool SyncCacheMerge::read(Reader &in, SyncMerge &merge)
{
    const quint32 ids = in.getCount(6);
    merge.m_devices.reserve(ids);
    in.reserveIds(ids);
    for (quint32 i = 0; i < ids && in.ok(); ++i) {
        const QByteArray id = in.getEventId();
        merge.m_devices.insert(id, in.getString());
        in.addId(id);
    }
    const quint32 undecodable = in.getCount(4);
    for (quint32 i = 0; i < undecodable && in.ok(); ++i)
        merge.m_undecodable.insert(in.getId());
    const quint32 devices = in.getCount(12);
    for (quint32 i = 0; i < devices && in.ok(); ++i) {
        const QString device = in.getString();
        merge.m_newest.insert(device, in.get<qint64>());
    }
    const quint32 attempts = in.getCount(30);
    merge.m_history.reserve(attempts);
    merge.m_historyOrder.reserve(attempts);
    for (quint32 i = 0; i < attempts && in.ok(); ++i) {
        const QByteArray id = in.getId();
        AttemptRecord attempt;
        attempt.bankId = in.getString();
        attempt.started = in.getTime();
        attempt.ended = in.getTime();
        attempt.mode = in.getEnum<FeedbackMode>(0, lastMode);
        attempt.retry = in.getBool();
        attempt.end = in.getEnum<AttemptRecord::End>(0, lastEnd);
        const quint32 questions = in.getCount(14);
        attempt.questions.reserve(questions);
        for (quint32 q = 0; q < questions && in.ok(); ++q) {
            QuestionOutcome outcome;
            outcome.questionId = in.getString();
            outcome.chosenOption = in.get<qint8>();
            outcome.result = in.getEnum<QuestionOutcome::Result>(0, lastResult);
            outcome.timeSpentMs = in.get<qint64>();
            attempt.questions << outcome;
        }
        const qint64 started = attempt.started.isValid() ? attempt.started.toMSecsSinceEpoch() : 0;
        merge.m_historyOrder.append({attempt.ended.toMSecsSinceEpoch(), started, id});
        merge.m_history << std::move(attempt);
    }
    const quint32 reviews = in.getCount(32);
    merge.m_log.reserve(reviews);
    merge.m_logOrder.reserve(reviews);
    for (quint32 i = 0; i < reviews && in.ok(); ++i) {
        const QByteArray id = in.getId();
        ReviewLogEntry entry;
        entry.bankId = in.getString();
        entry.questionId = in.getString();
        entry.time = in.getTime();
        entry.grade = in.getEnum<Grade>(int(Grade::Again), int(Grade::Easy));
        entry.confidence = in.getEnum<Confidence>(0, lastConfidence);
        entry.fromQuiz = in.getBool();
        entry.durationMs = in.get<qint64>();
        merge.m_logOrder.append({entry.time.toMSecsSinceEpoch(), id});
        merge.m_log << std::move(entry);
    }
    const quint32 flags = in.getCount(21);
    for (quint32 i = 0; i < flags && in.ok(); ++i) {
        const ReviewItemKey key{in.getString(), in.getString()};
        const SyncMerge::Stamp stamp = getStamp(in);
        merge.m_flags.insert(key, {stamp, in.getBool()});
    }
    const quint32 settings = in.getCount(20);
    for (quint32 i = 0; i < settings && in.ok(); ++i) {
        const auto key = in.get<qint32>();
        const SyncMerge::Stamp stamp = getStamp(in);
        const QJsonObject json = QJsonDocument::fromJson(in.getBytes()).object();
        merge.m_settings.insert(key, {stamp, ReviewFormat::settingsFromJson(json)});
    }
    const quint32 banks = in.getCount(29);
    for (quint32 i = 0; i < banks && in.ok(); ++i) {
        const QString file = in.getString();
        const SyncMerge::Stamp stamp = getStamp(in);
        SyncEvent::BankChange change;
        change.bankId = in.getString();
        change.fileName = in.getString();
        change.added = in.getBool();
        merge.m_banks.insert(file, {stamp, change});
    }
    const quint32 names = in.getCount(24);
    for (quint32 i = 0; i < names && in.ok(); ++i) {
        const QString device = in.getString();
        const SyncMerge::Stamp stamp = getStamp(in);
        merge.m_names.insert(device, {stamp, in.getString()});
    }
    return in.ok();
}
