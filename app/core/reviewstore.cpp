#include "core/reviewstore.h"

#include "core/atomicwrite.h"
#include "core/boundedfile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

#include <algorithm>
#include <limits>
#include <tuple>

using namespace Qt::StringLiterals;

namespace {

constexpr int entryFields = 6;

std::optional<Confidence> confidenceFromNumber(int number)
{
    switch (number) {
    case 0:
        return Confidence::None;
    case 1:
        return Confidence::Guessed;
    case 2:
        return Confidence::FairlySure;
    case 3:
        return Confidence::Certain;
    }
    return std::nullopt;
}

int confidenceNumber(Confidence confidence)
{
    switch (confidence) {
    case Confidence::None:
        break;
    case Confidence::Guessed:
        return 1;
    case Confidence::FairlySure:
        return 2;
    case Confidence::Certain:
        return 3;
    }
    return 0;
}

// A whole number stored as a JSON number, or nullopt.
std::optional<qint64> wholeNumber(const QJsonValue &value)
{
    if (!value.isDouble())
        return std::nullopt;
    const double number = value.toDouble();
    if (number != double(qint64(number)))
        return std::nullopt;
    return qint64(number);
}

// The bank a stored index names, or nullopt.
std::optional<QString> bankAt(const QStringList &banks, const QJsonValue &value)
{
    const std::optional<qint64> index = wholeNumber(value);
    if (!index || *index < 0 || *index >= banks.size())
        return std::nullopt;
    return banks.at(int(*index));
}

std::optional<ReviewLogEntry> entryFromJson(const QStringList &banks, const QJsonValue &value)
{
    const QJsonArray fields = value.toArray();
    if (!value.isArray() || fields.size() != entryFields)
        return std::nullopt;
    const std::optional<QString> bankId = bankAt(banks, fields.at(0));
    const QString questionId = fields.at(1).toString();
    const std::optional<qint64> seconds = wholeNumber(fields.at(2));
    const std::optional<qint64> gradeNumber = wholeNumber(fields.at(3));
    const std::optional<qint64> confidence = wholeNumber(fields.at(4));
    const std::optional<qint64> fromQuiz = wholeNumber(fields.at(5));
    if (!bankId || questionId.isEmpty() || !seconds || !gradeNumber || !confidence || !fromQuiz
        || (*fromQuiz != 0 && *fromQuiz != 1))
        return std::nullopt;
    const std::optional<Grade> grade = gradeFromNumber(int(std::clamp<qint64>(*gradeNumber, 0, 9)));
    const std::optional<Confidence> sureness = confidenceFromNumber(
        int(std::clamp<qint64>(*confidence, -1, 9)));
    const QDateTime time = QDateTime::fromSecsSinceEpoch(*seconds, QTimeZone::utc());
    if (!grade || !sureness || !time.isValid())
        return std::nullopt;
    return ReviewLogEntry{*bankId, questionId, time, *grade, *sureness, *fromQuiz == 1};
}

ReviewSettings settingsFromJson(const QJsonObject &object)
{
    ReviewSettings settings;
    if (object.value(u"desiredRetention"_s).isDouble())
        settings.setDesiredRetention(object.value(u"desiredRetention"_s).toDouble());
    if (object.value(u"dayStartHour"_s).isDouble())
        settings.setDayStartHour(object.value(u"dayStartHour"_s).toInt(settings.dayStartHour()));
    if (object.value(u"maximumIntervalDays"_s).isDouble())
        settings.setMaximumIntervalDays(
            object.value(u"maximumIntervalDays"_s).toInt(settings.maximumIntervalDays()));
    if (object.value(u"dailyLimit"_s).isDouble())
        settings.setDailyLimit(object.value(u"dailyLimit"_s).toInt(settings.dailyLimit()));
    return settings;
}

QJsonObject settingsToJson(const ReviewSettings &settings)
{
    return QJsonObject{{u"desiredRetention"_s, settings.desiredRetention()},
                       {u"dayStartHour"_s, settings.dayStartHour()},
                       {u"maximumIntervalDays"_s, settings.maximumIntervalDays()},
                       {u"dailyLimit"_s, settings.dailyLimit()}};
}

QByteArray journalLine(const QJsonArray &fields)
{
    return QJsonDocument(fields).toJson(QJsonDocument::Compact) + '\n';
}

QByteArray journalHeader(qint64 generation)
{
    return QJsonDocument(QJsonObject{{u"journal"_s, ReviewStore::supportedJournalFormat},
                                     {u"generation"_s, generation}})
               .toJson(QJsonDocument::Compact)
           + '\n';
}

// One journal line applied to what was loaded so far; false when it is not understood.
bool applyJournalLine(const QByteArray &line, QList<ReviewLogEntry> &log,
                      QSet<ReviewItemKey> &flags, ReviewSettings &settings)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(line, &error);
    const QJsonArray fields = document.array();
    if (error.error != QJsonParseError::NoError || !document.isArray() || fields.isEmpty())
        return false;
    const QString kind = fields.at(0).toString();
    if (kind == u"r"_s && fields.size() == 1 + entryFields) {
        // The entry's own bank name stands where the snapshot has an index.
        const QString bankId = fields.at(1).toString();
        if (bankId.isEmpty())
            return false;
        std::optional<ReviewLogEntry> entry = entryFromJson({bankId},
                                                            QJsonArray{0, fields.at(2),
                                                                       fields.at(3), fields.at(4),
                                                                       fields.at(5), fields.at(6)});
        if (!entry)
            return false;
        log << std::move(*entry);
        return true;
    }
    if (kind == u"f"_s && fields.size() == 4) {
        const ReviewItemKey key{fields.at(1).toString(), fields.at(2).toString()};
        const std::optional<qint64> flagged = wholeNumber(fields.at(3));
        if (key.bankId.isEmpty() || key.questionId.isEmpty() || !flagged
            || (*flagged != 0 && *flagged != 1))
            return false;
        if (*flagged == 1)
            flags.insert(key);
        else
            flags.remove(key);
        return true;
    }
    if (kind == u"s"_s && fields.size() == 2 && fields.at(1).isObject()) {
        settings = settingsFromJson(fields.at(1).toObject());
        return true;
    }
    return false;
}

} // namespace

QString ReviewStore::filePathBeside(const QString &progressFilePath)
{
    return QFileInfo(progressFilePath).absolutePath() + u"/reviews.json"_s;
}

ReviewStore::ReviewStore(QString filePath, Writer writer, Clock clock, Writer appender)
    : m_filePath(std::move(filePath))
    , m_journalPath(QFileInfo(m_filePath).absolutePath() + u'/'
                    + QFileInfo(m_filePath).completeBaseName() + u".journal"_s)
    , m_writer(writer ? std::move(writer) : Writer(&writeAtomically))
    , m_appender(appender ? std::move(appender) : Writer(&appendToFile))
    , m_deck(std::move(clock))
{ }

void ReviewStore::setClock(Clock clock)
{
    const ReviewSettings settings = m_deck.settings();
    QList<ReviewLogEntry> log = m_deck.log();
    m_deck = ReviewDeck(std::move(clock), settings);
    m_deck.setLog(std::move(log));
}

void ReviewStore::record(const ReviewLogEntry &entry)
{
    m_deck.record(entry);
    m_pending << journalLine(
        QJsonArray{u"r"_s, entry.bankId, entry.questionId, entry.time.toSecsSinceEpoch(),
                   int(entry.grade), confidenceNumber(entry.confidence), entry.fromQuiz ? 1 : 0});
}

void ReviewStore::setSettings(const ReviewSettings &settings)
{
    if (settings == m_deck.settings())
        return;
    m_deck.setSettings(settings);
    m_pending << journalLine(QJsonArray{u"s"_s, settingsToJson(m_deck.settings())});
}

void ReviewStore::setFlagged(const ReviewItemKey &key, bool flagged)
{
    if (m_flags.contains(key) == flagged)
        return;
    if (flagged)
        m_flags.insert(key);
    else
        m_flags.remove(key);
    m_pending << journalLine(QJsonArray{u"f"_s, key.bankId, key.questionId, flagged ? 1 : 0});
}

void ReviewStore::setLog(QList<ReviewLogEntry> log)
{
    m_deck.setLog(std::move(log));
    m_snapshotStale = true;
}

ReviewStore::LoadOutcome ReviewStore::load()
{
    m_flags.clear();
    m_savingBlocked.reset();
    m_deck.setLog({});
    m_pending.clear();
    m_snapshotStale = false;
    m_generation = 0;
    m_journalUsable = false;
    m_journalBytes = 0;
    m_journalLines = 0;
    LoadOutcome outcome;
    outcome.filePath = m_filePath;
    const QFileInfo info(m_filePath);
    if (!info.exists() && !info.isSymLink())
        return outcome;

    const BoundedFile file = BoundedFile::read(m_filePath, maxFileBytes);
    QJsonObject root;
    bool understood = false;
    if (file.failure == BoundedFile::Failure::None) {
        QJsonParseError error;
        const QJsonDocument document = QJsonDocument::fromJson(file.data, &error);
        root = document.object();
        understood = error.error == QJsonParseError::NoError && document.isObject()
                     && wholeNumber(root.value(u"format"_s)).value_or(0) >= 1;
    }
    if (!understood) {
        if (file.failure == BoundedFile::Failure::Unreadable) {
            m_savingBlocked = SaveFailure::Blocked;
            outcome.status = LoadStatus::Unreadable;
            return outcome;
        }
        outcome.setAsidePath = setAside();
        if (outcome.setAsidePath.isEmpty()) {
            m_savingBlocked = SaveFailure::Blocked;
            outcome.status = LoadStatus::Unreadable;
        } else {
            outcome.status = LoadStatus::SetAside;
        }
        return outcome;
    }
    const qint64 format = *wholeNumber(root.value(u"format"_s));
    if (format > supportedFormat) {
        m_savingBlocked = SaveFailure::NewerFormat;
        outcome.status = LoadStatus::NewerFormat;
        outcome.foundFormat = int(std::min<qint64>(format, std::numeric_limits<int>::max()));
        return outcome;
    }

    QStringList banks;
    for (const QJsonValue &bank : root.value(u"banks"_s).toArray())
        banks << bank.toString(); // an empty name spoils only the entries that use it
    QList<ReviewLogEntry> log;
    for (const QJsonValue &value : root.value(u"log"_s).toArray()) {
        std::optional<ReviewLogEntry> entry = entryFromJson(banks, value);
        if (entry && !entry->bankId.isEmpty())
            log << std::move(*entry);
        else
            ++outcome.skippedEntries;
    }
    for (const QJsonValue &value : root.value(u"flags"_s).toArray()) {
        const QJsonArray fields = value.toArray();
        const std::optional<QString> bankId = fields.size() == 2 ? bankAt(banks, fields.at(0))
                                                                 : std::nullopt;
        const QString questionId = fields.size() == 2 ? fields.at(1).toString() : QString();
        if (bankId && !bankId->isEmpty() && !questionId.isEmpty())
            m_flags.insert({*bankId, questionId});
        else
            ++outcome.skippedEntries;
    }
    ReviewSettings settings = settingsFromJson(root.value(u"settings"_s).toObject());
    m_generation = std::max<qint64>(0, wholeNumber(root.value(u"generation"_s)).value_or(0));
    loadJournal(outcome, log, settings);
    m_deck.setSettings(settings);
    m_deck.setLog(std::move(log));
    if (outcome.status == LoadStatus::NoFile)
        outcome.status = outcome.skippedEntries > 0 ? LoadStatus::PartlyLoaded : LoadStatus::Loaded;
    return outcome;
}

void ReviewStore::loadJournal(LoadOutcome &outcome, QList<ReviewLogEntry> &log,
                              ReviewSettings &settings)
{
    const QFileInfo info(m_journalPath);
    if (!info.exists() && !info.isSymLink())
        return;
    const BoundedFile file = BoundedFile::read(m_journalPath, maxFileBytes);
    if (file.failure != BoundedFile::Failure::None) {
        // Compaction would write over it: keep it, and save nothing.
        m_savingBlocked = SaveFailure::Blocked;
        outcome.status = LoadStatus::Unreadable;
        outcome.filePath = m_journalPath;
        return;
    }
    QByteArrayList lines = file.data.split('\n');
    // Bytes after the last newline are a line whose append did not finish.
    const bool tornTail = !lines.takeLast().isEmpty();
    const QJsonObject header = lines.isEmpty() ? QJsonObject()
                                               : QJsonDocument::fromJson(lines.first()).object();
    const std::optional<qint64> format = wholeNumber(header.value(u"journal"_s));
    const std::optional<qint64> generation = wholeNumber(header.value(u"generation"_s));
    if (!format || *format < 1 || !generation) {
        // Only a torn first line: the journal was being started. Anything more is damage.
        if (lines.size() > 1)
            outcome.skippedEntries += int(lines.size()) + (tornTail ? 1 : 0);
        return;
    }
    if (*format > supportedJournalFormat) {
        m_savingBlocked = SaveFailure::NewerFormat;
        outcome.status = LoadStatus::NewerFormat;
        outcome.filePath = m_journalPath;
        outcome.foundFormat = int(std::min<qint64>(*format, std::numeric_limits<int>::max()));
        return;
    }
    if (*generation != m_generation)
        return; // left over from before the snapshot was written: the snapshot has it all
    int damaged = 0;
    bool lastDamaged = false;
    for (qsizetype i = 1; i < lines.size(); ++i) {
        if (applyJournalLine(lines.at(i), log, m_flags, settings)) {
            ++m_journalLines;
        } else if (i == lines.size() - 1 && !tornTail) {
            lastDamaged = true;
        } else {
            ++damaged;
        }
    }
    // A bad last line is what a stopped append leaves; reported only with other damage.
    if (damaged > 0)
        outcome.skippedEntries += damaged + (lastDamaged || tornTail ? 1 : 0);
    m_journalUsable = damaged == 0 && !lastDamaged && !tornTail;
    m_journalBytes = file.data.size();
}

QString ReviewStore::setAside() const
{
    const QString stamp = QDateTime::currentDateTimeUtc().toString(u"yyyyMMdd-HHmmss"_s);
    QString target = m_filePath + u".damaged-"_s + stamp;
    for (int n = 2; QFileInfo::exists(target); ++n)
        target = m_filePath + u".damaged-"_s + stamp + u'-' + QString::number(n);
    return QFile::rename(m_filePath, target) ? target : QString();
}

QByteArray ReviewStore::encode(qint64 generation) const
{
    QStringList banks;
    QHash<QString, int> bankIndex;
    const auto indexOf = [&banks, &bankIndex](const QString &bankId) {
        const auto found = bankIndex.constFind(bankId);
        if (found != bankIndex.constEnd())
            return *found;
        bankIndex.insert(bankId, int(banks.size()));
        banks << bankId;
        return int(banks.size()) - 1;
    };
    QJsonArray log;
    for (const ReviewLogEntry &entry : m_deck.log()) {
        log.append(QJsonArray{indexOf(entry.bankId), entry.questionId,
                              entry.time.toSecsSinceEpoch(), int(entry.grade),
                              confidenceNumber(entry.confidence), entry.fromQuiz ? 1 : 0});
    }
    QList<ReviewItemKey> flagged(m_flags.begin(), m_flags.end());
    std::sort(flagged.begin(), flagged.end(), [](const ReviewItemKey &a, const ReviewItemKey &b) {
        return std::tie(a.bankId, a.questionId) < std::tie(b.bankId, b.questionId);
    });
    QJsonArray flags;
    for (const ReviewItemKey &key : flagged)
        flags.append(QJsonArray{indexOf(key.bankId), key.questionId});
    const QJsonObject root{{u"format"_s, supportedFormat},
                           {u"generation"_s, generation},
                           {u"settings"_s, settingsToJson(m_deck.settings())},
                           {u"banks"_s, QJsonArray::fromStringList(banks)},
                           {u"log"_s, log},
                           {u"flags"_s, flags}};
    return QJsonDocument(root).toJson(QJsonDocument::Compact);
}

bool ReviewStore::report(SaveFailure reason, const FileError &writeError, SaveFailure *failure,
                         FileError *error)
{
    if (failure)
        *failure = reason;
    if (error)
        *error = writeError;
    return reason == SaveFailure::None;
}

bool ReviewStore::save(SaveFailure *failure, FileError *error)
{
    if (m_savingBlocked)
        return report(*m_savingBlocked, {}, failure, error);
    if (m_pending.isEmpty() && !m_snapshotStale)
        return report(SaveFailure::None, {}, failure, error);
    const QByteArray lines = m_pending.join();
    if (!m_journalUsable || m_snapshotStale || m_journalBytes + lines.size() > m_compactionBytes)
        return compact(failure, error);
    if (std::optional<FileError> appendError = m_appender(m_journalPath, lines)) {
        // Part of a line may be on disk: append no more until compaction replaces the journal.
        m_journalUsable = false;
        return report(SaveFailure::WriteFailed, *appendError, failure, error);
    }
    m_journalBytes += lines.size();
    m_journalLines += int(m_pending.size());
    m_pending.clear();
    return report(SaveFailure::None, {}, failure, error);
}

bool ReviewStore::compact(SaveFailure *failure, FileError *error)
{
    if (m_savingBlocked)
        return report(*m_savingBlocked, {}, failure, error);
    if (m_pending.isEmpty() && m_journalLines == 0 && !m_snapshotStale)
        return report(SaveFailure::None, {}, failure, error);
    QDir().mkpath(QFileInfo(m_filePath).absolutePath());
    const qint64 generation = m_generation + 1;
    // On failure the snapshot and journal on disk still agree, and the changes stay pending.
    if (std::optional<FileError> writeError = m_writer(m_filePath, encode(generation)))
        return report(SaveFailure::WriteFailed, *writeError, failure, error);
    m_generation = generation;
    m_snapshotStale = false;
    m_pending.clear();
    m_journalLines = 0;
    // Everything is in the snapshot now; without a fresh journal, the next save compacts again.
    const QByteArray header = journalHeader(generation);
    m_journalUsable = !m_writer(m_journalPath, header).has_value();
    m_journalBytes = m_journalUsable ? header.size() : 0;
    return report(SaveFailure::None, {}, failure, error);
}

QString ReviewStore::LoadOutcome::message() const
{
    const QString path = QDir::toNativeSeparators(filePath);
    switch (status) {
    case LoadStatus::Loaded:
    case LoadStatus::NoFile:
        return {};
    case LoadStatus::PartlyLoaded:
        return ReviewStore::tr("%n saved review(s) in %1 could not be read and were skipped.",
                               nullptr, skippedEntries)
            .arg(path);
    case LoadStatus::SetAside:
        return ReviewStore::tr("Your saved reviews could not be read. The file was kept as %1 "
                               "and review scheduling starts afresh.")
            .arg(QDir::toNativeSeparators(setAsidePath));
    case LoadStatus::Unreadable:
        return ReviewStore::tr("Your saved reviews in %1 could not be read. ScaleStudy will not "
                               "write over them: reviews from this session will not be saved.")
            .arg(path);
    case LoadStatus::NewerFormat:
        return ReviewStore::tr("Your saved reviews in %1 were written by a newer version of "
                               "ScaleStudy (format %2; this version reads format %3). They are "
                               "left as they are, and reviews from this session will not be "
                               "saved.")
            .arg(path, QLocale().toString(foundFormat), QLocale().toString(supportedFormat));
    }
    return {};
}
