#include "core/reviewstore.h"

#include "core/atomicwrite.h"
#include "core/boundedfile.h"
#include "core/reviewformat.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <limits>
#include <tuple>

using namespace Qt::StringLiterals;
using namespace ReviewFormat;

namespace {

// Moves (or copies) the file to a name of its own beside it, as progress does;
// returns that name, or an empty string when it could not.
QString putAside(const QString &path, bool keepOriginal)
{
    const QString stamp = QDateTime::currentDateTimeUtc().toString(u"yyyyMMdd-HHmmss"_s);
    QString target = path + u".damaged-"_s + stamp;
    for (int n = 2; QFileInfo::exists(target) || QFileInfo(target).isSymLink(); ++n)
        target = path + u".damaged-"_s + stamp + u'-' + QString::number(n);
    const bool kept = keepOriginal ? QFile::copy(path, target) : QFile::rename(path, target);
    return kept ? target : QString();
}

bool existsOrIsLink(const QString &path)
{
    const QFileInfo info(path);
    return info.exists() || info.isSymLink();
}

int clampedFormat(qint64 format)
{
    return int(std::min<qint64>(format, std::numeric_limits<int>::max()));
}

} // namespace

QString ReviewStore::filePathBeside(const QString &progressFilePath)
{
    return QFileInfo(progressFilePath).absolutePath() + u"/reviews.json"_s;
}

QString ReviewStore::journalPathBeside(const QString &reviewsFilePath)
{
    const QFileInfo reviews(reviewsFilePath);
    return reviews.absolutePath() + u'/' + reviews.completeBaseName() + u".journal"_s;
}

ReviewStore::ReviewStore(QString filePath, Writer writer, Clock clock, Writer appender)
    : m_filePath(std::move(filePath))
    , m_journalPath(journalPathBeside(m_filePath))
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
    m_pending << reviewLine(entry);
}

void ReviewStore::setSettings(const ReviewSettings &settings)
{
    if (settings == m_deck.settings())
        return;
    m_deck.setSettings(settings);
    m_pending << settingsLine(m_deck.settings());
}

void ReviewStore::setFlagged(const ReviewItemKey &key, bool flagged)
{
    if (m_flags.contains(key) == flagged)
        return;
    if (flagged)
        m_flags.insert(key);
    else
        m_flags.remove(key);
    m_pending << flagLine(key, flagged);
}

void ReviewStore::setLog(QList<ReviewLogEntry> log)
{
    m_deck.setLog(std::move(log));
    m_snapshotStale = true;
}

void ReviewStore::reset()
{
    m_flags.clear();
    m_savingBlocked.reset();
    m_deck.setLog({});
    m_pending.clear();
    m_snapshotStale = false;
    m_generation = 0;
    m_journalUsable = false;
    m_journalFormat = supportedJournalFormat;
    m_journalBytes = 0;
    m_journalLines = 0;
}

ReviewStore::LoadOutcome ReviewStore::load()
{
    reset();
    removeLeftoverTemporaryFiles(m_filePath);
    removeLeftoverTemporaryFiles(m_journalPath);
    LoadOutcome outcome;
    outcome.filePath = m_filePath;
    QList<ReviewLogEntry> log;
    ReviewSettings settings;
    const Snapshot snapshot = loadSnapshot(outcome, log, settings);
    if (snapshot == Snapshot::Blocked)
        return outcome;
    const bool journalThere = existsOrIsLink(m_journalPath);
    loadJournal(outcome, log, settings, snapshot == Snapshot::Present);
    m_deck.setSettings(settings);
    m_deck.setLog(std::move(log));
    if (outcome.status == LoadStatus::NoFile && (snapshot == Snapshot::Present || journalThere))
        outcome.status = LoadStatus::Loaded;
    if (outcome.status == LoadStatus::Loaded && outcome.skippedEntries > 0)
        outcome.status = LoadStatus::PartlyLoaded;
    return outcome;
}

ReviewStore::Snapshot ReviewStore::loadSnapshot(LoadOutcome &outcome, QList<ReviewLogEntry> &log,
                                                ReviewSettings &settings)
{
    if (!existsOrIsLink(m_filePath))
        return Snapshot::Absent;
    const BoundedFile file = BoundedFile::read(m_filePath, maxFileBytes);
    if (file.failure == BoundedFile::Failure::Unreadable) {
        m_savingBlocked = SaveFailure::Blocked;
        outcome.status = LoadStatus::Unreadable;
        return Snapshot::Blocked;
    }
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
        outcome.setAsideReason = file.failure == BoundedFile::Failure::TooLarge
                                     ? AsideReason::TooLarge
                                     : AsideReason::Damaged;
        outcome.setAsidePath = putAside(m_filePath, false);
        if (outcome.setAsidePath.isEmpty()) {
            m_savingBlocked = SaveFailure::Blocked;
            outcome.status = LoadStatus::Unreadable;
            return Snapshot::Blocked;
        }
        outcome.status = LoadStatus::SetAside;
        return Snapshot::Absent;
    }
    const qint64 format = *wholeNumber(root.value(u"format"_s));
    if (format > supportedFormat) {
        m_savingBlocked = SaveFailure::NewerFormat;
        outcome.status = LoadStatus::NewerFormat;
        outcome.foundFormat = clampedFormat(format);
        return Snapshot::Blocked;
    }
    readSnapshotEntries(root, outcome, log);
    settings = settingsFromJson(root.value(u"settings"_s).toObject());
    m_generation = std::max<qint64>(0, wholeNumber(root.value(u"generation"_s)).value_or(0));
    if (outcome.skippedEntries > 0)
        keepCopy(m_filePath, outcome);
    return Snapshot::Present;
}

void ReviewStore::readSnapshotEntries(const QJsonObject &root, LoadOutcome &outcome,
                                      QList<ReviewLogEntry> &log)
{
    QStringList banks;
    for (const QJsonValue &bank : root.value(u"banks"_s).toArray())
        banks << bank.toString(); // an empty name spoils only the entries that use it
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
}

void ReviewStore::loadJournal(LoadOutcome &outcome, QList<ReviewLogEntry> &log,
                              ReviewSettings &settings, bool snapshotPresent)
{
    if (!existsOrIsLink(m_journalPath))
        return;
    const BoundedFile file = BoundedFile::read(m_journalPath, maxFileBytes);
    if (file.failure == BoundedFile::Failure::TooLarge) {
        setJournalAside(outcome, AsideReason::TooLarge);
        return;
    }
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
            setJournalAside(outcome, AsideReason::Damaged);
        return;
    }
    if (*format > supportedJournalFormat) {
        m_savingBlocked = SaveFailure::NewerFormat;
        outcome.status = LoadStatus::NewerFormat;
        outcome.filePath = m_journalPath;
        outcome.foundFormat = clampedFormat(*format);
        return;
    }
    if (snapshotPresent && *generation != m_generation) {
        outcome.journalGeneration = *generation;
        outcome.snapshotGeneration = m_generation;
        setJournalAside(outcome, AsideReason::OtherGeneration);
        return;
    }
    // Without its snapshot the journal's changes are all that is left: they
    // start an empty log, and the next compaction follows on from them.
    if (!snapshotPresent)
        m_generation = std::max<qint64>(0, *generation);
    replayJournal(lines, tornTail, outcome, log, settings);
    m_journalBytes = file.data.size();
    // The next save writes a snapshot and a journal of the current formats
    // rather than lines an older journal's own release would read as damaged.
    m_journalFormat = int(*format);
}

void ReviewStore::replayJournal(const QByteArrayList &lines, bool tornTail, LoadOutcome &outcome,
                                QList<ReviewLogEntry> &log, ReviewSettings &settings)
{
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
    outcome.replayedChanges = m_journalLines;
    // A bad last line is what a stopped append leaves; reported only with other damage.
    if (damaged > 0) {
        outcome.skippedEntries += damaged + (lastDamaged || tornTail ? 1 : 0);
        keepCopy(m_journalPath, outcome);
    }
    m_journalUsable = damaged == 0 && !lastDamaged && !tornTail;
}

void ReviewStore::setJournalAside(LoadOutcome &outcome, AsideReason reason)
{
    outcome.journalReason = reason;
    outcome.journalSetAsidePath = putAside(m_journalPath, false);
    if (outcome.journalSetAsidePath.isEmpty()) {
        // Compaction would write a fresh journal over it.
        m_savingBlocked = SaveFailure::Blocked;
        outcome.status = LoadStatus::Unreadable;
        outcome.filePath = m_journalPath;
    }
}

void ReviewStore::keepCopy(const QString &path, LoadOutcome &outcome)
{
    const QString copy = putAside(path, true);
    if (copy.isEmpty()) {
        m_savingBlocked = SaveFailure::Blocked;
        outcome.uncopied << path;
    } else {
        outcome.keptCopies << KeptCopy{path, copy};
    }
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
    for (const ReviewLogEntry &entry : m_deck.log())
        log.append(entryToJson(indexOf(entry.bankId), entry));
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
    if (!m_journalUsable || m_snapshotStale || m_journalFormat < supportedJournalFormat
        || m_journalBytes + lines.size() > m_compactionBytes)
        return compact(failure, error);
    return append(lines, failure, error);
}

bool ReviewStore::append(const QByteArray &lines, SaveFailure *failure, FileError *error)
{
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
    if (std::optional<FileError> writeError = m_writer(m_filePath, encode(generation))) {
        // The snapshot and journal on disk still agree. A nearly full disk
        // that has no room for a whole snapshot may still take a line or two.
        // An older journal takes its own format's lines (reviews lose their time).
        if (m_journalUsable && !m_snapshotStale && !m_pending.isEmpty())
            return append(m_journalFormat < supportedJournalFormat ? untimedLines(m_pending)
                                                                   : m_pending.join(),
                          failure, error);
        return report(SaveFailure::WriteFailed, *writeError, failure, error);
    }
    m_generation = generation;
    m_snapshotStale = false;
    m_pending.clear();
    m_journalLines = 0;
    // Everything is in the snapshot now; without a fresh journal, the next save compacts again.
    const QByteArray header = journalHeader(supportedJournalFormat, generation);
    m_journalUsable = !m_writer(m_journalPath, header).has_value();
    // The old journal's changes are in the new snapshot: removed, it cannot
    // be taken for a journal of another generation at the next start.
    if (!m_journalUsable)
        QFile::remove(m_journalPath);
    m_journalBytes = m_journalUsable ? header.size() : 0;
    m_journalFormat = supportedJournalFormat;
    return report(SaveFailure::None, {}, failure, error);
}
