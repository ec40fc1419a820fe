#pragma once

// The review log, the review settings and the flagged questions, kept in their
// own versioned JSON file beside the progress file. The file is compact: banks
// are named once and each log entry is a short array
//   [bank index, question id, unix seconds, grade 1..4, confidence 0..3, from quiz 0/1]
// so that 10,000 questions with a year of reviews each stay a file that loads
// in seconds. A damaged entry is skipped and reported; a file of a newer format
// is left alone and nothing is saved over it. QtCore only.

#include "core/fileerror.h"
#include "core/reviewdeck.h"

#include <QCoreApplication>
#include <QSet>
#include <QString>

#include <functional>
#include <optional>

class ReviewStore
{
    Q_DECLARE_TR_FUNCTIONS(ReviewStore)

public:
    static constexpr int supportedFormat = 1;
    static constexpr qint64 maxFileBytes = 512 * 1024 * 1024;

    using Writer
        = std::function<std::optional<FileError>(const QString &path, const QByteArray &data)>;

    // reviews.json in the folder of the progress file.
    static QString filePathBeside(const QString &progressFilePath);

    explicit ReviewStore(QString filePath, Writer writer = {}, Clock clock = systemClock());
    const QString &filePath() const { return m_filePath; }

    enum class LoadStatus { Loaded, NoFile, PartlyLoaded, SetAside, Unreadable, NewerFormat };
    struct LoadOutcome
    {
        LoadStatus status = LoadStatus::NoFile;
        QString filePath;
        QString setAsidePath; // where a file that could not be understood was moved
        int skippedEntries = 0; // PartlyLoaded: damaged log entries and flags
        int foundFormat = 0; // NewerFormat

        // For the learner, in the current language; empty when Loaded or NoFile.
        QString message() const;
    };
    LoadOutcome load();

    enum class SaveFailure { None, NewerFormat, Blocked, WriteFailed };
    // False when nothing was written; error says why when the write failed.
    bool save(SaveFailure *failure = nullptr, FileError *error = nullptr) const;
    bool isSavingBlocked() const { return m_savingBlocked.has_value(); }

    ReviewDeck &deck() { return m_deck; }
    const ReviewDeck &deck() const { return m_deck; }
    // A new clock for the deck (tests fix the time); the log is kept.
    void setClock(Clock clock);

    const QSet<ReviewItemKey> &flags() const { return m_flags; }
    bool isFlagged(const ReviewItemKey &key) const { return m_flags.contains(key); }
    void setFlagged(const ReviewItemKey &key, bool flagged);

    // The file's bytes for this log, settings and flags.
    QByteArray encode() const;

private:
    QString setAside() const;

    QString m_filePath;
    Writer m_writer;
    ReviewDeck m_deck;
    QSet<ReviewItemKey> m_flags;
    std::optional<SaveFailure> m_savingBlocked;
};
