#include "progressstore.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>
#include <QStandardPaths>

using namespace Qt::StringLiterals;

namespace {
constexpr int progressFormat = 1;

QJsonValue scoreToJson(const std::optional<Score> &score)
{
    if (!score)
        return QJsonValue::Null;
    return QJsonObject{{u"correct"_s, score->correct}, {u"total"_s, score->total}};
}
} // namespace

ProgressStore::ProgressStore(QString filePath)
    : m_filePath(std::move(filePath))
{
}

QString ProgressStore::defaultFilePath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + u"/progress.json"_s;
}

ProgressStore::LoadOutcome ProgressStore::load()
{
    m_records.clear();
    m_savingBlocked = false;
    LoadOutcome outcome;
    outcome.filePath = m_filePath;
    QFile file(m_filePath);
    if (!file.exists())
        return outcome;

    const bool opened = file.open(QIODevice::ReadOnly);
    if (opened && parse(file.readAll())) {
        outcome.status = LoadStatus::Loaded;
        return outcome;
    }
    outcome.damaged = opened;
    outcome.readError = opened ? QString() : file.errorString();
    file.close();
    m_records.clear();

    const QString stamp = QDateTime::currentDateTime().toString(u"yyyyMMdd-HHmmss"_s);
    QString aside = m_filePath + u".damaged-"_s + stamp;
    for (int n = 2; QFile::exists(aside); ++n)
        aside = m_filePath + u".damaged-"_s + stamp + u'-' + QString::number(n);
    if (QFile::rename(m_filePath, aside)) {
        outcome.status = LoadStatus::SetAside;
        outcome.setAsidePath = aside;
    } else {
        m_savingBlocked = true;
        outcome.status = LoadStatus::Unreadable;
    }
    return outcome;
}

QString ProgressStore::LoadOutcome::message() const
{
    const QString reason = damaged ? ProgressStore::tr("it is damaged") : readError;
    switch (status) {
    case LoadStatus::Loaded:
    case LoadStatus::NoFile:
        return {};
    case LoadStatus::SetAside:
        return ProgressStore::tr("Your saved progress could not be read (%1). The file was kept as %2 and "
                  "ScaleStudy starts with fresh progress.")
            .arg(reason, QDir::toNativeSeparators(setAsidePath));
    case LoadStatus::Unreadable:
        return ProgressStore::tr("Your saved progress in %1 could not be read (%2), and it could not be moved "
                  "aside. ScaleStudy will not write over it: progress from this session will not "
                  "be saved.")
            .arg(QDir::toNativeSeparators(filePath), reason);
    }
    return {};
}

bool ProgressStore::parse(const QByteArray &data)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(data, &error);
    if (error.error != QJsonParseError::NoError || !document.isObject())
        return false;
    const QJsonObject root = document.object();
    if (root.value(u"format"_s).toInt() != progressFormat || !root.value(u"quizzes"_s).isObject())
        return false;
    const QJsonObject quizzes = root.value(u"quizzes"_s).toObject();
    for (auto it = quizzes.begin(); it != quizzes.end(); ++it) {
        if (!it.value().isObject())
            return false;
        const QJsonObject object = it.value().toObject();
        QuizRecord record;
        if (object.value(u"attempt"_s).isObject())
            record.attempt = object.value(u"attempt"_s).toObject();
        record.best = scoreFromJson(object.value(u"best"_s));
        record.last = scoreFromJson(object.value(u"last"_s));
        record.lastFinished = QDateTime::fromString(object.value(u"lastFinished"_s).toString(),
                                                    Qt::ISODateWithMs);
        for (const QJsonValue &id : object.value(u"lastWrong"_s).toArray())
            record.lastWrongIds << id.toString();
        m_records.insert(it.key(), record);
    }
    return true;
}

std::optional<Score> ProgressStore::scoreFromJson(const QJsonValue &value)
{
    const QJsonObject object = value.toObject();
    const int correct = object.value(u"correct"_s).toInt(-1);
    const int total = object.value(u"total"_s).toInt(-1);
    if (correct < 0 || total <= 0 || correct > total)
        return std::nullopt;
    return Score{correct, total};
}

bool ProgressStore::save(QString *error) const
{
    if (m_savingBlocked) {
        if (error)
            *error = tr("the damaged progress file was not replaced");
        return false;
    }
    QJsonObject quizzes;
    for (auto it = m_records.begin(); it != m_records.end(); ++it) {
        const QuizRecord &record = it.value();
        QJsonArray wrong;
        for (const QString &id : record.lastWrongIds)
            wrong.append(id);
        QJsonObject object{{u"best"_s, scoreToJson(record.best)},
                           {u"last"_s, scoreToJson(record.last)},
                           {u"lastWrong"_s, wrong}};
        if (record.attempt)
            object.insert(u"attempt"_s, *record.attempt);
        if (record.lastFinished.isValid())
            object.insert(u"lastFinished"_s, record.lastFinished.toString(Qt::ISODateWithMs));
        quizzes.insert(it.key(), object);
    }
    const QJsonObject root{{u"format"_s, progressFormat}, {u"quizzes"_s, quizzes}};

    QDir().mkpath(QFileInfo(m_filePath).absolutePath());
    QSaveFile file(m_filePath);
    if (!file.open(QIODevice::WriteOnly)
        || file.write(QJsonDocument(root).toJson(QJsonDocument::Indented)) < 0 || !file.commit()) {
        if (error)
            *error = file.errorString();
        return false;
    }
    return true;
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
    // A retry of wrong answers covers only part of the quiz: it sets the wrong
    // set but its score is not comparable with full attempts.
    if (session.isRetry())
        return;
    const Score score = session.score();
    record.last = score;
    if (!record.best || score.percent() > record.best->percent())
        record.best = score;
}

void ProgressStore::discardAttempt(const QString &bankId)
{
    if (m_records.contains(bankId))
        m_records[bankId].attempt.reset();
}
