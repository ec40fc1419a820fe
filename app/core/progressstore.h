#pragma once

#include "core/attempthistory.h"
#include "core/fileerror.h"
#include "core/historyjson.h"
#include "core/quizsession.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QHash>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

// What the learner has done with one quiz.
struct QuizRecord
{
    std::optional<QJsonObject> attempt; // an attempt in progress, as QuizSession::toJson()
    std::optional<Score> best;
    std::optional<Score> last;
    QDateTime lastFinished;
    QStringList lastWrongIds; // questions answered wrongly in the last finished attempt, no repeats

    // The wrong answers a retry would ask again: those the bank still has.
    QStringList retryableIds(const QuestionBank &bank) const;

    friend bool operator==(const QuizRecord &, const QuizRecord &) = default;
};

// The learner's progress on every quiz and the history of every attempt,
// kept in one JSON file written atomically. A file that is not progress is set
// aside; one the system will not let be read (permission denied) is left where
// it is; neither is overwritten. A file in which only some quizzes or attempts
// are damaged keeps the others. Times more than a day in the future (a clock
// set wrong) are read as the time of loading. Format 1 files (no history) are read as they are
// and written as format 2 at the next save.
class ProgressStore
{
    Q_DECLARE_TR_FUNCTIONS(ProgressStore)

public:
    static constexpr int supportedFormat = 2;
    static constexpr qint64 maxFileBytes = 64 * 1024 * 1024;

    enum class LoadStatus { Loaded, NoFile, PartlyLoaded, SetAside, Unreadable, NewerFormat };
    struct LoadOutcome
    {
        LoadStatus status = LoadStatus::NoFile;
        QString filePath;
        QString setAsidePath; // where a damaged file was moved or copied
        bool damaged = false; // read but not understood (otherwise: could not be read)
        bool tooLarge = false; // larger than maxFileBytes, so not read
        FileError readError; // why it could not be read
        QStringList skippedQuizzes; // PartlyLoaded: the quizzes whose records were damaged
        int skippedAttempts = 0; // PartlyLoaded: damaged attempts left out of the history
        int foundFormat = 0; // NewerFormat: the format the file says it is

        // For the learner, in the current language; empty when Loaded or NoFile.
        QString message() const;

    private:
        QString partlyLoadedMessage() const;
    };

    struct SaveFailure
    {
        enum class Reason { Blocked, NewerFormat, WriteFailed };
        Reason reason = Reason::WriteFailed;
        FileError error;

        // For the learner, in the current language.
        QString message() const;
    };

    // Writes the file's bytes atomically; a test passes one that fails.
    using Writer
        = std::function<std::optional<FileError>(const QString &path, const QByteArray &data)>;

    explicit ProgressStore(QString filePath, Writer writer = {});
    static QString defaultFilePath();
    const QString &filePath() const { return m_filePath; }

    LoadOutcome load();
    // Writes everything; false, with the reason in failure, when it could not.
    bool save(SaveFailure *failure = nullptr) const;
    bool isSavingBlocked() const { return m_savingBlocked.has_value(); }

    QuizRecord record(const QString &bankId) const { return m_records.value(bankId); }
    void setRecord(const QString &bankId, const QuizRecord &record);

    // Records the session: kept as the attempt in progress until it is
    // finished, then turned into last and best scores and the wrong set, and
    // added to the history. Record a finished session once.
    void recordSession(const QuizSession &session, const QDateTime &now);
    // Ends an attempt in progress that the learner gave up for a new one: it
    // goes into the history as abandoned and is no longer in progress.
    void recordAbandoned(const QuizSession &session, const QDateTime &now);
    void discardAttempt(const QString &bankId);

    // Every finished or abandoned attempt at any quiz, oldest first.
    const QList<AttemptRecord> &history() const { return m_history; }
    void appendAttempt(const AttemptRecord &attempt) { m_history << attempt; }
    // Attempts merged from other devices (core/syncmerge.h): added at the end
    // of the history, or the whole history replaced, and each finished one
    // folded into its quiz's record in the order given: the last score, the
    // wrong set and the best (never lower than the record's own). Attempts
    // in progress stay as they are.
    void appendAttempts(const QList<AttemptRecord> &attempts);
    void replaceHistory(const QList<AttemptRecord> &history);

    // The quiz whose attempt was open when progress was last recorded; empty
    // when none was.
    const QString &openAttemptBankId() const { return m_openAttemptBankId; }
    void setOpenAttemptBankId(const QString &bankId) { m_openAttemptBankId = bankId; }

private:
    enum class Parse { Understood, NotUnderstood, NewerFormat };
    std::optional<QByteArray> readWithinLimit(LoadOutcome &outcome);
    Parse parse(const QByteArray &data, LoadOutcome &outcome);
    static std::optional<QuizRecord> recordFromJson(const QJsonValue &value);
    void readHistory(const QJsonObject &root, LoadOutcome &outcome);
    QByteArray encodedHistory() const;
    void clear();
    void foldIntoRecord(const AttemptRecord &attempt);
    QString setAside(bool keepOriginal);

    QString m_filePath;
    Writer m_writer;
    QHash<QString, QuizRecord> m_records;
    QList<AttemptRecord> m_history;
    QString m_openAttemptBankId;
    // The history as written, kept between saves: it only grows, and a save
    // after each answer should not encode 10,000 attempts again.
    struct EncodedHistory
    {
        HistoryJson::QuestionTable questions;
        QByteArray lines;
        qsizetype count = 0; // attempts of m_history in lines
    };
    mutable EncodedHistory m_encoded;
    // Set when writing would destroy something: a damaged file that could not
    // be moved aside, or a file from a newer version of ScaleStudy.
    std::optional<SaveFailure::Reason> m_savingBlocked;
};
