#pragma once

// The review log, the review settings and the flagged questions, kept in their
// own versioned JSON file beside the progress file. The file is compact: banks
// are named once and each log entry is a short array
//   [bank index, question id, unix seconds, grade 1..4, confidence 0..3, from quiz 0/1,
//    answer time in ms]
// (entries written before answers were timed have no answer time)
// so that 10,000 questions with a year of reviews each stay a file that loads
// in seconds. A damaged entry is skipped and reported; a file of a newer format
// is left alone and nothing is saved over it. QtCore only.
//
// Saving an answer must not cost the whole log, so reviews.json is a snapshot
// and reviews.journal beside it takes each change as one compact line:
//   {"journal":2,"generation":G}              first line: the snapshot it continues
//   ["r",bank,question,seconds,grade,confidence,fromQuiz,ms]   a review (journal 1: no ms)
//   ["f",bank,question,0/1]                   a flag cleared or set
//   ["s",{settings as in the snapshot}]       new settings
// Loading reads the snapshot and replays the journal when its generation is the
// snapshot's ("generation" in reviews.json, 0 when absent). When the snapshot is
// missing or was set aside, the journal is replayed against an empty log and its
// generation is taken on. Compaction writes a snapshot of generation G+1 and then
// a journal of only its first line, both atomically. A journal of another
// generation (a crash between the two, or a snapshot put back from elsewhere) is
// never replayed and never written over: it is renamed aside and the learner is
// told. A torn or damaged last line (the app stopped during an append) is dropped
// silently; damaged lines before it are skipped and reported, and the journal is
// copied aside first, as is a snapshot with damaged entries, since the next
// compaction drops them. When a compaction fails, the changes are appended to the
// journal if it can take them.

#include "core/fileerror.h"
#include "core/progressstore.h"
#include "core/reviewdeck.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QSet>
#include <QString>

#include <functional>
#include <optional>

class ReviewStore
{
    Q_DECLARE_TR_FUNCTIONS(ReviewStore)

public:
    // Format 2 stores the settings with the model's parameters and the model
    // version they belong to (FSRS-6); format 1 (FSRS-5, no parameters) loads
    // and is written as 2 at the next compaction. States are never stored:
    // they come from replaying the log under the current model.
    // Journal format 2 adds the answer time to a review's line; 1 loads.
    static constexpr int supportedFormat = 2;
    static constexpr int supportedJournalFormat = 2;
    // As for progress: a year of reviews of 10,000 questions is 2.2 MB.
    static constexpr qint64 maxFileBytes = ProgressStore::maxFileBytes;
    // The journal is folded into the snapshot once it is this large (about
    // 25,000 reviews), and when the store is closed.
    static constexpr qint64 defaultCompactionBytes = 1024 * 1024;

    using Writer
        = std::function<std::optional<FileError>(const QString &path, const QByteArray &data)>;

    // reviews.json in the folder of the progress file.
    static QString filePathBeside(const QString &progressFilePath);
    // The journal beside a reviews file: reviews.journal beside reviews.json.
    static QString journalPathBeside(const QString &reviewsFilePath);

    // writer replaces a whole file atomically (the snapshot, a fresh journal);
    // appender adds bytes at the end of the journal and syncs them to the disk. Both
    // default to the real ones; tests make them fail.
    explicit ReviewStore(QString filePath, Writer writer = {}, Clock clock = systemClock(),
                         Writer appender = {});
    const QString &filePath() const { return m_filePath; }
    const QString &journalPath() const { return m_journalPath; }
    void setCompactionBytes(qint64 bytes) { m_compactionBytes = bytes; }

    enum class LoadStatus { Loaded, NoFile, PartlyLoaded, SetAside, Unreadable, NewerFormat };
    enum class AsideReason { Damaged, TooLarge, OtherGeneration };
    struct KeptCopy
    {
        QString original;
        QString copy;
    };
    struct LoadOutcome
    {
        LoadStatus status = LoadStatus::NoFile;
        QString filePath;
        QString setAsidePath; // where a snapshot that could not be understood was moved
        AsideReason setAsideReason = AsideReason::Damaged;
        int skippedEntries = 0; // damaged log entries, flags and journal lines
        // The originals of files with skipped entries, copied before a compaction drops them.
        QList<KeptCopy> keptCopies;
        QStringList uncopied; // files with skipped entries that could not be copied: not saved over
        QString journalSetAsidePath; // where a journal that was not replayed was moved
        AsideReason journalReason = AsideReason::Damaged;
        qint64 journalGeneration = 0; // OtherGeneration: the journal's, and the snapshot's
        qint64 snapshotGeneration = 0;
        int replayedChanges = 0; // journal lines replayed
        int foundFormat = 0; // NewerFormat

        // For the learner, in the current language; empty when everything was read.
        QString message() const;

    private:
        QString statusMessage() const;
        QString detailsMessage() const;
    };
    LoadOutcome load();

    enum class SaveFailure { None, NewerFormat, Blocked, WriteFailed };
    // Writes the changes made since the last save: appended to the journal, or
    // by compaction when the journal is large, missing or not to be trusted.
    // False when nothing was written; error says why when the write failed.
    // What could not be written stays pending for the next save.
    bool save(SaveFailure *failure = nullptr, FileError *error = nullptr);
    // Folds the journal into a new snapshot. Does nothing when there is
    // nothing to fold (no journal lines and nothing pending).
    bool compact(SaveFailure *failure = nullptr, FileError *error = nullptr);
    // Why the reviews could not be written, for the learner in the current language.
    static QString saveFailureMessage(const FileError &error);
    bool isSavingBlocked() const { return m_savingBlocked.has_value(); }
    // Changes not written yet, and changes in the journal but not in the snapshot.
    int pendingChanges() const { return int(m_pending.size()); }
    int journalChanges() const { return m_journalLines; }

    const ReviewDeck &deck() const { return m_deck; }
    // A new clock for the deck (tests fix the time); the log is kept.
    void setClock(Clock clock);

    // The changes; each is saved by the next save().
    void record(const ReviewLogEntry &entry);
    void setSettings(const ReviewSettings &settings);
    const QSet<ReviewItemKey> &flags() const { return m_flags; }
    bool isFlagged(const ReviewItemKey &key) const { return m_flags.contains(key); }
    void setFlagged(const ReviewItemKey &key, bool flagged);
    // Replaces the whole log (an import, a test): the next save compacts.
    void setLog(QList<ReviewLogEntry> log);

    // The snapshot's bytes for this log, settings and flags, of this generation.
    QByteArray encode(qint64 generation) const;

private:
    enum class Snapshot { Present, Absent, Blocked };
    void reset();
    Snapshot loadSnapshot(LoadOutcome &outcome, QList<ReviewLogEntry> &log,
                          ReviewSettings &settings);
    void readSnapshotEntries(const QJsonObject &root, LoadOutcome &outcome,
                             QList<ReviewLogEntry> &log);
    void loadJournal(LoadOutcome &outcome, QList<ReviewLogEntry> &log, ReviewSettings &settings,
                     bool snapshotPresent);
    void replayJournal(const QByteArrayList &lines, bool tornTail, LoadOutcome &outcome,
                       QList<ReviewLogEntry> &log, ReviewSettings &settings);
    void setJournalAside(LoadOutcome &outcome, AsideReason reason);
    // Copies a file whose damaged entries the next compaction drops; blocks saving when it cannot.
    void keepCopy(const QString &path, LoadOutcome &outcome);
    bool append(const QByteArray &lines, SaveFailure *failure, FileError *error);
    // Gives the caller the reason and error; true when the reason is None.
    static bool report(SaveFailure reason, const FileError &writeError, SaveFailure *failure,
                       FileError *error);

    QString m_filePath;
    QString m_journalPath;
    Writer m_writer;
    Writer m_appender;
    ReviewDeck m_deck;
    QSet<ReviewItemKey> m_flags;
    std::optional<SaveFailure> m_savingBlocked;
    qint64 m_generation = 0; // the snapshot's on disk
    bool m_snapshotStale = false; // the log was replaced: only a snapshot can hold that
    // The journal on disk continues the snapshot and ends with a whole line:
    // appending to it is safe. False when it is missing, stale, damaged, or an
    // append failed part-way.
    bool m_journalUsable = false;
    qint64 m_journalBytes = 0;
    int m_journalLines = 0; // changes in the journal
    QByteArrayList m_pending; // journal lines not yet written
    int m_journalFormat = supportedJournalFormat; // of the journal on disk
    qint64 m_compactionBytes = defaultCompactionBytes;
};
