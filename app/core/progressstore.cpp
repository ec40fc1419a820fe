#include "core/progressstore.h"

#include "core/atomicwrite.h"
#include "core/boundedfile.h"
#include "core/farfuture.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>
#include <QStandardPaths>

#include <algorithm>
#include <cerrno>

using namespace Qt::StringLiterals;

namespace {

QJsonValue scoreToJson(const std::optional<Score> &score)
{
    if (!score)
        return QJsonValue::Null;
    return QJsonObject{{u"correct"_s, score->correct}, {u"total"_s, score->total}};
}

std::optional<Score> scoreFromJson(const QJsonValue &value)
{
    const QJsonObject object = value.toObject();
    const int correct = object.value(u"correct"_s).toInt(-1);
    const int total = object.value(u"total"_s).toInt(-1);
    if (correct < 0 || total <= 0 || correct > total)
        return std::nullopt;
    return Score{correct, total};
}

// A temporary file QSaveFile left behind when the program was killed
// between writing it and renaming it over the real file.
// An attempt that ended in the future is moved to end now, keeping how long
// it lasted (the file never has one end before its start). No question counts
// more time than QuizSession allows.
void clampTimes(AttemptRecord &attempt, const QDateTime &now)
{
    if (FarFuture::isFarAhead(attempt.ended, now)) {
        const qint64 span = attempt.started.isValid() ? attempt.started.secsTo(attempt.ended) : 0;
        attempt.ended = now;
        if (attempt.started.isValid())
            attempt.started = now.addSecs(-std::max<qint64>(0, span));
    }
    for (QuestionOutcome &question : attempt.questions)
        question.timeSpentMs = std::min(question.timeSpentMs, QuizSession::maxTimeSpentMs);
}

} // namespace

QStringList QuizRecord::retryableIds(const QuestionBank &bank) const
{
    QStringList ids = lastWrongIds;
    ids.removeIf([&bank](const QString &id) { return bank.rowOf(id) < 0; });
    return ids;
}

ProgressStore::ProgressStore(QString filePath, Writer writer)
    : m_filePath(std::move(filePath))
    , m_writer(writer ? std::move(writer) : Writer(&writeAtomically))
{ }

QString ProgressStore::defaultFilePath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + u"/progress.json"_s;
}

void ProgressStore::clear()
{
    m_records.clear();
    m_history.clear();
    m_openAttemptBankId.clear();
    m_encoded = {};
}

ProgressStore::LoadOutcome ProgressStore::load()
{
    clear();
    m_savingBlocked.reset();
    removeLeftoverTemporaryFiles(m_filePath);
    LoadOutcome outcome;
    outcome.filePath = m_filePath;
    const QFileInfo info(m_filePath);
    if (!info.exists() && !info.isSymLink())
        return outcome;

    if (const std::optional<QByteArray> data = readWithinLimit(outcome)) {
        switch (parse(*data, outcome)) {
        case Parse::Understood:
            if (outcome.skippedQuizzes.isEmpty() && outcome.skippedAttempts == 0) {
                outcome.status = LoadStatus::Loaded;
            } else {
                outcome.status = LoadStatus::PartlyLoaded;
                outcome.setAsidePath = setAside(true);
            }
            return outcome;
        case Parse::NewerFormat:
            clear();
            m_savingBlocked = SaveFailure::Reason::NewerFormat;
            outcome.status = LoadStatus::NewerFormat;
            return outcome;
        case Parse::NotUnderstood:
            outcome.damaged = true;
            break;
        }
    }
    clear();
    if (!outcome.damaged && !outcome.tooLarge) {
        // The system would not let it be read (permission denied, an I/O
        // error): nothing says it is damaged, so it stays where it is, and
        // nothing is written over it.
        m_savingBlocked = SaveFailure::Reason::Blocked;
        outcome.status = LoadStatus::Unreadable;
        return outcome;
    }
    outcome.setAsidePath = setAside(false);
    outcome.status = outcome.setAsidePath.isEmpty() ? LoadStatus::Unreadable : LoadStatus::SetAside;
    return outcome;
}

// The file's bytes, or nullopt with the reason in outcome.
std::optional<QByteArray> ProgressStore::readWithinLimit(LoadOutcome &outcome)
{
    BoundedFile file = BoundedFile::read(m_filePath, maxFileBytes);
    switch (file.failure) {
    case BoundedFile::Failure::None:
        return std::move(file.data);
    case BoundedFile::Failure::Unreadable:
        outcome.readError = file.error;
        break;
    case BoundedFile::Failure::Missing: // a link to nothing
    case BoundedFile::Failure::NotRegular:
        outcome.damaged = true;
        break;
    case BoundedFile::Failure::TooLarge:
        outcome.tooLarge = true;
        break;
    }
    return std::nullopt;
}

// Moves (or, when some of it was understood, copies) the file to a name of
// its own; returns that name, or an empty string and blocks saving.
QString ProgressStore::setAside(bool keepOriginal)
{
    const QString stamp = QDateTime::currentDateTime().toString(u"yyyyMMdd-HHmmss"_s);
    QString aside = m_filePath + u".damaged-"_s + stamp;
    for (int n = 2; QFileInfo::exists(aside); ++n)
        aside = m_filePath + u".damaged-"_s + stamp + u'-' + QString::number(n);
    const bool kept = keepOriginal ? QFile::copy(m_filePath, aside)
                                   : QFile::rename(m_filePath, aside);
    if (kept)
        return aside;
    m_savingBlocked = SaveFailure::Reason::Blocked;
    return {};
}

QString ProgressStore::LoadOutcome::message() const
{
    const QString path = QDir::toNativeSeparators(filePath);
    const QString reason = tooLarge  ? ProgressStore::tr("it is too large to be progress")
                           : damaged ? ProgressStore::tr("it is damaged")
                                     : readError.describe();
    switch (status) {
    case LoadStatus::Loaded:
    case LoadStatus::NoFile:
        return {};
    case LoadStatus::PartlyLoaded:
        return partlyLoadedMessage();
    case LoadStatus::SetAside:
        return ProgressStore::tr(
                   "Your saved progress could not be read (%1). The file was kept as %2 and "
                   "ScaleStudy starts with fresh progress.")
            .arg(reason, QDir::toNativeSeparators(setAsidePath));
    case LoadStatus::Unreadable:
        if (!damaged && !tooLarge) {
            return ProgressStore::tr(
                       "Your saved progress in %1 could not be read (%2). The file is left as "
                       "it is and ScaleStudy will not write over it: progress from this session "
                       "will not be saved. Make the file readable again and restart ScaleStudy.")
                .arg(path, reason);
        }
        return ProgressStore::tr(
                   "Your saved progress in %1 could not be read (%2), and it could not be moved "
                   "aside. ScaleStudy will not write over it: progress from this session will not "
                   "be saved.")
            .arg(path, reason);
    case LoadStatus::NewerFormat:
        return ProgressStore::tr(
                   "Your saved progress in %1 was written by a newer version of ScaleStudy "
                   "(format %2; this version reads format %3). It is left as it is, and "
                   "progress from this session will not be saved. Update ScaleStudy to "
                   "go on with your progress.")
            .arg(path, QLocale().toString(foundFormat), QLocale().toString(supportedFormat));
    }
    return {};
}

QString ProgressStore::LoadOutcome::partlyLoadedMessage() const
{
    const QString path = QDir::toNativeSeparators(filePath);
    const QString aside = QDir::toNativeSeparators(setAsidePath);
    if (skippedQuizzes.isEmpty()) {
        if (setAsidePath.isEmpty()) {
            return ProgressStore::tr(
                       "%Ln attempt(s) in your history could not be read and were left out; the "
                       "rest was loaded. The file %1 could not be copied aside, so ScaleStudy "
                       "will not write over it: progress from this session will not be saved.",
                       nullptr, skippedAttempts)
                .arg(path);
        }
        return ProgressStore::tr("%Ln attempt(s) in your history could not be read and were left "
                                 "out; the rest was loaded. The original file was kept as %1.",
                                 nullptr, skippedAttempts)
            .arg(aside);
    }
    QString message;
    if (setAsidePath.isEmpty()) {
        message = ProgressStore::tr(
                      "Your saved progress for %1 could not be read; the rest was "
                      "loaded. The file %2 could not be copied aside, so ScaleStudy will "
                      "not write over it: progress from this session will not be saved.")
                      .arg(skippedQuizzes.join(u", "_s), path);
    } else {
        message = ProgressStore::tr(
                      "Your saved progress for %1 could not be read; the rest was loaded. "
                      "The original file was kept as %2.")
                      .arg(skippedQuizzes.join(u", "_s), aside);
    }
    if (skippedAttempts > 0) {
        message += u' '
                   + ProgressStore::tr(
                       "%Ln attempt(s) in your history could not be read either and were left out.",
                       nullptr, skippedAttempts);
    }
    return message;
}

QString ProgressStore::SaveFailure::message() const
{
    switch (reason) {
    case Reason::Blocked:
        return ProgressStore::tr(
            "Progress is not being saved: the saved progress that could not be "
            "read is kept as it is, not replaced. Your answers stay in this window; "
            "they will be lost when it closes.");
    case Reason::NewerFormat:
        return ProgressStore::tr(
            "Progress is not being saved: the progress file belongs to a newer "
            "version of ScaleStudy. Your answers stay in this window; they will be "
            "lost when it closes.");
    case Reason::WriteFailed:
        break;
    }
    return ProgressStore::tr(
               "Progress could not be saved (%1). Your saved progress is kept as it was "
               "before; this window's answers will be lost when it closes unless a later "
               "save succeeds.")
        .arg(error.describe());
}

ProgressStore::Parse ProgressStore::parse(const QByteArray &data, LoadOutcome &outcome)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(data, &error);
    if (error.error != QJsonParseError::NoError || !document.isObject())
        return Parse::NotUnderstood;
    const QJsonObject root = document.object();
    const QJsonValue format = root.value(u"format"_s);
    if (!format.isDouble() || format.toDouble() != double(format.toInt()) || format.toInt() < 1)
        return Parse::NotUnderstood;
    if (format.toInt() > supportedFormat) {
        outcome.foundFormat = format.toInt();
        return Parse::NewerFormat;
    }
    if (!root.value(u"quizzes"_s).isObject())
        return Parse::NotUnderstood;
    const QJsonObject quizzes = root.value(u"quizzes"_s).toObject();
    const QJsonValue history = root.value(u"history"_s);
    if (!history.isUndefined() && !history.isArray())
        return Parse::NotUnderstood;
    for (auto it = quizzes.begin(); it != quizzes.end(); ++it) {
        if (std::optional<QuizRecord> record = recordFromJson(it.value()))
            m_records.insert(it.key(), *record);
        else
            outcome.skippedQuizzes << it.key();
    }
    readHistory(root, outcome);
    m_openAttemptBankId = root.value(u"openAttempt"_s).toString();
    return Parse::Understood;
}

// Format 1 has no history: it reads as an empty one.
void ProgressStore::readHistory(const QJsonObject &root, LoadOutcome &outcome)
{
    const QJsonArray entries = root.value(u"history"_s).toArray();
    const HistoryJson::QuestionTable questions = HistoryJson::QuestionTable::fromJson(
        root.value(u"questionIds"_s));
    m_history.reserve(entries.size());
    const QDateTime now = QDateTime::currentDateTimeUtc();
    for (const QJsonValue &entry : entries) {
        if (std::optional<AttemptRecord> attempt = HistoryJson::fromJson(entry, questions)) {
            clampTimes(*attempt, now);
            m_history << std::move(*attempt);
        } else {
            ++outcome.skippedAttempts;
        }
    }
}

std::optional<QuizRecord> ProgressStore::recordFromJson(const QJsonValue &value)
{
    if (!value.isObject())
        return std::nullopt;
    const QJsonObject object = value.toObject();
    QuizRecord record;
    const QJsonValue attempt = object.value(u"attempt"_s);
    const QDateTime now = QDateTime::currentDateTimeUtc();
    if (attempt.isObject()) {
        record.attempt = attempt.toObject();
        const QDateTime started
            = QDateTime::fromString(record.attempt->value(u"started"_s).toString(),
                                    Qt::ISODateWithMs);
        if (FarFuture::isFarAhead(started, now))
            record.attempt->insert(u"started"_s, now.toString(Qt::ISODateWithMs));
    } else if (!attempt.isUndefined() && !attempt.isNull())
        return std::nullopt;

    for (const auto &[key, score] :
         {std::pair{u"best"_s, &record.best}, std::pair{u"last"_s, &record.last}}) {
        const QJsonValue stored = object.value(key);
        if (stored.isUndefined() || stored.isNull())
            continue;
        *score = scoreFromJson(stored);
        if (!*score)
            return std::nullopt;
    }

    const QJsonValue finished = object.value(u"lastFinished"_s);
    if (!finished.isUndefined()) {
        record.lastFinished = QDateTime::fromString(finished.toString(), Qt::ISODateWithMs);
        if (!record.lastFinished.isValid())
            return std::nullopt;
        record.lastFinished = FarFuture::readAsNow(record.lastFinished, now);
    }

    const QJsonValue wrong = object.value(u"lastWrong"_s);
    if (!wrong.isUndefined() && !wrong.isArray())
        return std::nullopt;
    for (const QJsonValue &id : wrong.toArray()) {
        if (!id.isString())
            return std::nullopt;
        if (!record.lastWrongIds.contains(id.toString()))
            record.lastWrongIds << id.toString();
    }
    return record;
}

bool ProgressStore::save(SaveFailure *failure) const
{
    if (m_savingBlocked) {
        if (failure)
            *failure = {*m_savingBlocked, {}};
        return false;
    }
    QJsonObject quizzes;
    for (auto it = m_records.begin(); it != m_records.end(); ++it) {
        const QuizRecord &record = it.value();
        QJsonObject object{{u"best"_s, scoreToJson(record.best)},
                           {u"last"_s, scoreToJson(record.last)},
                           {u"lastWrong"_s, QJsonArray::fromStringList(record.lastWrongIds)}};
        if (record.attempt)
            object.insert(u"attempt"_s, *record.attempt);
        if (record.lastFinished.isValid())
            object.insert(u"lastFinished"_s, record.lastFinished.toString(Qt::ISODateWithMs));
        quizzes.insert(it.key(), object);
    }
    const QByteArray history = encodedHistory();
    QJsonObject root{{u"format"_s, supportedFormat},
                     {u"quizzes"_s, quizzes},
                     {u"questionIds"_s, m_encoded.questions.toJson()}};
    if (!m_openAttemptBankId.isEmpty())
        root.insert(u"openAttempt"_s, m_openAttemptBankId);
    // The history goes last, one attempt a line, spliced in after the rest
    // (an indented QJsonDocument would spread each attempt over 15 lines).
    QByteArray bytes = QJsonDocument(root).toJson(QJsonDocument::Indented);
    Q_ASSERT(bytes.endsWith("\n}\n"));
    bytes.chop(3);
    // Appended in place: a temporary of the whole history would copy it twice more.
    bytes.reserve(bytes.size() + history.size() + 32);
    bytes += ",\n    \"history\": [";
    if (!history.isEmpty()) {
        bytes += '\n';
        bytes += history;
        bytes += '\n';
    }
    bytes += "]\n}\n";

    QDir().mkpath(QFileInfo(m_filePath).absolutePath());
    if (std::optional<FileError> error = m_writer(m_filePath, bytes)) {
        if (failure)
            *failure = {SaveFailure::Reason::WriteFailed, *error};
        return false;
    }
    return true;
}

// Each attempt is encoded once: the question table only grows, so what was
// written for an attempt stays right.
QByteArray ProgressStore::encodedHistory() const
{
    for (; m_encoded.count < m_history.size(); ++m_encoded.count) {
        const QJsonObject entry = HistoryJson::toJson(m_history.at(m_encoded.count),
                                                      m_encoded.questions);
        if (!m_encoded.lines.isEmpty())
            m_encoded.lines += ",\n";
        m_encoded.lines += QJsonDocument(entry).toJson(QJsonDocument::Compact);
    }
    return m_encoded.lines;
}

void ProgressStore::setRecord(const QString &bankId, const QuizRecord &record)
{
    m_records.insert(bankId, record);
}

void ProgressStore::recordSession(const QuizSession &session, const QDateTime &now)
{
    QuizRecord &record = m_records[session.bankId()];
    if (!session.isFinished()) {
        record.attempt = session.toJson();
        return;
    }
    record.attempt.reset();
    record.lastFinished = now;
    record.lastWrongIds = session.wrongQuestionIds();
    m_history << AttemptRecord::fromSession(session, now, AttemptRecord::End::Finished);
    // A retry of wrong answers covers only part of the quiz: it sets the wrong
    // set but its score is not comparable with full attempts.
    if (session.isRetry())
        return;
    const Score score = session.score();
    record.last = score;
    if (!record.best || score.percent() > record.best->percent())
        record.best = score;
}

void ProgressStore::recordAbandoned(const QuizSession &session, const QDateTime &now)
{
    m_history << AttemptRecord::fromSession(session, now, AttemptRecord::End::Abandoned);
    discardAttempt(session.bankId());
}

void ProgressStore::discardAttempt(const QString &bankId)
{
    if (m_records.contains(bankId))
        m_records[bankId].attempt.reset();
    if (m_openAttemptBankId == bankId)
        m_openAttemptBankId.clear();
}
