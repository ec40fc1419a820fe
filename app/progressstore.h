#pragma once

#include "quizsession.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QHash>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <optional>

// What the learner has done with one quiz.
struct QuizRecord
{
    std::optional<QJsonObject> attempt; // an attempt in progress, as QuizSession::toJson()
    std::optional<Score> best;
    std::optional<Score> last;
    QDateTime lastFinished;
    QStringList lastWrongIds; // questions answered wrongly in the last finished attempt

    friend bool operator==(const QuizRecord &, const QuizRecord &) = default;
};

// The learner's progress on every quiz, kept in one JSON file written
// atomically. A file that cannot be read is set aside, never overwritten.
class ProgressStore
{
    Q_DECLARE_TR_FUNCTIONS(ProgressStore)

public:
    enum class LoadStatus { Loaded, NoFile, SetAside, Unreadable };
    struct LoadOutcome
    {
        LoadStatus status = LoadStatus::NoFile;
        QString filePath;
        QString setAsidePath; // where a damaged file was moved
        bool damaged = false; // read but not understood (otherwise: could not be read)
        QString readError;    // the system's reason when it could not be read

        // For the learner, in the current language; empty when Loaded or NoFile.
        QString message() const;
    };

    explicit ProgressStore(QString filePath);
    static QString defaultFilePath();
    const QString &filePath() const { return m_filePath; }

    LoadOutcome load();
    // Writes everything; false (with a translated reason) when it could not.
    bool save(QString *error = nullptr) const;

    QuizRecord record(const QString &bankId) const { return m_records.value(bankId); }
    void setRecord(const QString &bankId, const QuizRecord &record);

    // Records the session: kept as the attempt in progress until it is
    // finished, then turned into last and best scores and the wrong set.
    void recordSession(const QuizSession &session, const QDateTime &now);
    void discardAttempt(const QString &bankId);

private:
    static std::optional<Score> scoreFromJson(const QJsonValue &value);
    bool parse(const QByteArray &data);

    QString m_filePath;
    QHash<QString, QuizRecord> m_records;
    bool m_savingBlocked = false; // a corrupt file could not be moved aside
};
