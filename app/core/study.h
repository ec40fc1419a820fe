#pragma once

#include "core/attempt.h"
#include "core/bankloader.h"
#include "core/calibration.h"
#include "core/progressstore.h"
#include "core/questionbank.h"
#include "core/quizsession.h"
#include "core/reviewstatistics.h"
#include "core/reviewstore.h"
#include "core/syncarrival.h"
#include "core/syncevent.h"

#include <QObject>

#include <functional>
#include <memory>
#include <utility>

class SyncEngine;

// What the learner studies and how far they got: the question banks in the
// library (built in, plus the files they opened), their progress, and the
// attempt in progress, with the rules for starting, resuming and retrying an
// attempt and for saving after each change. Widgets show what it says and
// route the learner's actions here; it knows nothing of widgets.
class Study : public QObject
{
    Q_OBJECT

public:
    // Reads the progress file and reviews.json beside it at once; writer as for
    // ProgressStore (the progress file only).
    explicit Study(const QString &progressFilePath, ProgressStore::Writer writer = {},
                   QObject *parent = nullptr);
    ~Study() override;

    // Another running copy of the app holds the data folder (DataFolderLock):
    // this one shows the progress and reviews it read but saves none of them,
    // so that it never writes over the other copy's work. Set before any step.
    void setReadOnly(bool readOnly) { m_readOnly = readOnly; }
    bool isReadOnly() const { return m_readOnly; }

    // How reading the progress file went; its message is for the learner.
    const ProgressStore::LoadOutcome &progressLoad() const { return m_progressLoad; }
    const QString &progressFilePath() const { return m_store.filePath(); }

    // The built-in banks plus every bank the learner opened before (kept in QSettings).
    void loadBanks(const QStringList &builtInPaths);
    const QList<QuestionBank> &banks() const { return m_banks; }
    const QuestionBank *bank(const QString &bankId) const;
    const QList<BankProblem> &bankProblems() const { return m_bankProblems; }
    // Of the loaded banks: each can be guessed by length in one language.
    const QList<LengthWarning> &bankWarnings() const { return m_bankWarnings; }
    // Banks the learner opened that did not load: only these can be removed.
    const QStringList &removableBankPaths() const { return m_removableBankPaths; }
    QuizRecord record(const QString &bankId) const { return m_store.record(bankId); }
    // Every finished or abandoned attempt, oldest first.
    const QList<AttemptRecord> &history() const { return m_store.history(); }
    // The quiz whose history opens: bankId; with none, the quiz in progress,
    // else the quiz last attempted; empty when there is none of these.
    QString historyBankId(const QString &bankId = {}) const;
    // How many of a quiz's last scores its library card draws.
    static constexpr int cardTrendLength = 10;
    // Those scores in percent, oldest first.
    QList<int> cardTrend(const QString &bankId) const;
    // How a question's bank sets its chart up and which question that is: its
    // number in the whole bank (a retry's copy holds only some questions) and
    // the bank's title. The attempt's quiz is searched first, then every loaded
    // bank. The defaults and no question for no id (the Charts menu) or an unknown one.
    std::pair<ChartSetup, ChartOrigin> chartSetupFor(const QString &questionId) const;

    // The attempt in progress, or nullptr; read only: the steps below change it.
    const QuizSession *session() const { return m_session.get(); }
    // The attempt with its bank, kept as it was when the attempt began
    // (removing or reloading banks does not touch it). The quiz pages read the
    // questions' texts from it, each in LanguageManager's language.
    Attempt attempt() const { return m_session ? Attempt(*m_session, m_sessionBank) : Attempt(); }

    // False when the bank is not in the library. An attempt in progress on
    // this quiz is not lost: it goes into the history as abandoned.
    bool start(const QString &bankId, FeedbackMode mode);
    enum class Resumption { Resumed, NothingToResume, AttemptDiscarded };
    // An attempt that no longer matches its bank cannot be resumed: it is
    // discarded, and the file written at once, so that it is not offered again.
    Resumption resume(const QString &bankId);
    // Resumes the attempt that was open when progress was last recorded (the
    // app was closed during it), if there was one.
    Resumption reopenOpenAttempt();
    // The questions answered wrongly: those of the attempt just finished on
    // this bank, otherwise those of its last finished attempt that the bank
    // still has. False when there are none. Like start(), it keeps an
    // attempt in progress on this quiz in the history as abandoned.
    bool retryWrong(const QString &bankId, FeedbackMode mode);
    // A practice of these questions of the quiz (the hardest ones of its
    // history), those the bank still has, in the bank's order; recorded as a
    // retry is, so its score is not drawn with the whole quiz's. False when
    // there are none. Like start(), it keeps an attempt in progress on this
    // quiz in the history as abandoned.
    bool practise(const QString &bankId, FeedbackMode mode, const QStringList &questionIds);
    // Records the attempt in progress and saves; each step below does.
    // A finished attempt goes into the history once; later calls record nothing.
    void recordProgress();

    // The learner's steps in the attempt in progress, at its current question,
    // by QuizSession's rules and timing; each records and saves the attempt
    // when it changed. False (nothing changed) without an attempt.
    bool choose(int slot);
    bool check();
    bool submit();
    bool goTo(int position);
    // The question in view is timed while the question page is in sight (or
    // until the window closes); stopping adds the time to the attempt and
    // records it. False when no time was added (nothing recorded).
    void startTiming();
    bool stopTiming();
    // Tests fix the clock that times answers (milliseconds, monotonic).
    void setAnswerClock(std::function<qint64()> clock);
    qint64 answerClockMs() const { return m_answerClock(); }

    struct BankOpening
    {
        enum class Outcome { Added, NotLoaded, IdTaken };
        Outcome outcome = Outcome::NotLoaded;
        QList<BankProblem> problems; // NotLoaded: what is wrong with the file
        QString bankId; // Added or IdTaken: the id the file gives
        // A teacher's quiz file: what was imported, skipped and left out
        // (QuizFileConversion::Result::reportLines), in the current language.
        std::function<QStringList()> importReport;
    };
    // Adds the bank in this file to the library and remembers it for the next
    // start; while syncing, its copy and event go to the sync folder. A teacher's quiz file (Moodle XML, GIFT, Aiken) is converted, and
    // the bank kept as JSON in the data folder's "imported" folder, so that it
    // opens the next time as any bank does.
    BankOpening openBankFile(const QString &path);
    // Where a converted quiz file's bank is kept.
    QString importedBanksFolder() const;
    // Forgets opened banks and loads the library again (once, however many).
    // While syncing, each bank that left the library is a removal event, by
    // the id its file last gave, so that it leaves the other devices too.
    void removeBankFiles(const QStringList &paths);
    void removeBankFile(const QString &path) { removeBankFiles({path}); }

    // Review scheduling across every quiz, kept in reviews.json beside the progress file.
    // Pages ask the queries below; the whole store is for the core and tests.
    const ReviewStore &reviews() const { return m_reviews; }
    const ReviewStore::LoadOutcome &reviewLoad() const { return m_reviewLoad; }
    // Tests fix the time; the log is kept.
    void setReviewClock(Clock clock);
    // Every question of every loaded bank.
    QSet<ReviewItemKey> knownReviewItems() const;
    int dueForReviewCount() const;
    // Due, left today within the daily limit, and when the next comes due.
    ReviewOutlook reviewOutlook() const;
    // The loaded questions a review session offers now, most overdue first.
    QList<ReviewItemKey> dueForReview() const;
    // The question's bank and row, or nullptr when no loaded bank has it.
    const Question *reviewQuestion(const ReviewItemKey &key) const;
    // A review in a review session, which took durationMs to answer; saves at once.
    enum class ReviewAnswer { First, AskedAgain };
    void recordReview(const ReviewItemKey &key, bool right, Confidence confidence,
                      ReviewAnswer answer = ReviewAnswer::First, qint64 durationMs = 0);
    void setFlagged(const ReviewItemKey &key, bool flagged);
    // The flagged questions that a loaded bank still has, by bank and question order.
    QList<ReviewItemKey> flaggedForReview() const;
    bool isFlagged(const ReviewItemKey &key) const { return m_reviews.isFlagged(key); }
    // The question's schedule after its last review; nullopt before any.
    std::optional<ReviewState> reviewState(const ReviewItemKey &key) const;
    // The daily limit, desired retention and day-start hour.
    const ReviewSettings &reviewSettings() const { return m_reviews.deck().settings(); }
    // Right answers per confidence level over every review session's answer.
    QList<CalibrationPoint> calibration() const;
    // The statistics page's figures, from the log and the loaded questions' states.
    ReviewStatistics reviewStatistics() const;
    // Milliseconds, by the review clock, until the next study day begins.
    qint64 msecsToNextStudyDay() const;
    // Replays the log when retention or the day start changes; saves at once.
    void setReviewSettings(const ReviewSettings &settings);

    // Sync between the learner's devices through a folder another tool syncs
    // (core/syncengine.h, docs/ARCHITECTURE.md). The folder is kept in
    // QSettings and used again at the next start (loadBanks); empty turns
    // sync off. Turning it on writes this device's past the folder lacks as
    // events, reads every device's, and shows the merge. Not in a read-only copy.
    void setSyncFolder(const QString &folder);
    QString syncFolder() const;
    bool isSyncing() const { return m_sync != nullptr; }
    // This device's name in the folder: the host name until renamed here.
    QString syncDeviceName() const;
    void setSyncDeviceName(const QString &name);
    // Reads what the other devices added: on each return to the library; the
    // folder's watcher calls it too.
    void syncNow();

signals:
    // What arrived from another device, once for each device with news.
    void syncChangesArrived(const SyncArrival &arrival);
    // The sync folder cannot be written (removed, read-only, full) or a file
    // in it cannot be read. A folder's trouble is said once, until it is
    // written again (syncWritingAgain); meanwhile this device's events wait
    // in the data folder.
    void syncProblem(const QString &message);
    void syncWritingAgain();
    // The library's banks, problems or removable paths changed.
    void banksChanged();
    // Another attempt began: session() and attempt() are new.
    void sessionChanged();
    // The learner's record of this bank changed.
    void recordChanged(const QString &bankId);
    // The progress could not be saved. Said once: a full disk would otherwise
    // report it after every answer. Not said when loading already blocked saving.
    void saveFailed(const ProgressStore::SaveFailure &failure);
    // The reviews could not be saved (ReviewStore::saveFailureMessage words it).
    // Said once, as for progress.
    void reviewSaveFailed(const FileError &error);
    // The reviews were saved after reviewSaveFailed reported they could not be.
    void reviewsSavedAgain();
    // The progress was saved after saveFailed reported it could not be: that
    // failure is over, and a later one is reported again.
    void savedAgain();
    // The review log, flags or review settings changed.
    void reviewsChanged();

private:
    BankOpening openQuizFile(const QString &path);
    // Adds the bank, says banksChanged and records it for sync (its copy in
    // the sync folder, then the event).
    BankOpening openBankJson(const QString &path, BankLoadResult result);
    // Adds the bank and remembers its file; no signal, no sync event.
    BankOpening addBank(const QString &path, BankLoadResult result);
    // Forgets opened banks and loads the library again, without a sync event.
    void forgetBankFiles(const QStringList &paths);
    // The id of the bank an opened file gave (when it last loaded); empty when none did.
    QString openedBankId(const QString &path) const;
    // The opened files that gave these banks.
    QStringList openedPathsOf(const QStringList &bankIds) const;
    bool isBuiltIn(const QuestionBank &quizBank) const;
    void begin(QuizSession session);
    void abandonAttemptInProgress(const QuestionBank &quizBank);
    // The history keeps an attempt discarded because its bank changed, as abandoned.
    void abandonUnmatchedAttempt(const QString &bankId, const QJsonObject &attempt);
    void save();
    void saveReviews();
    // Answers revealed in a quiz since the last call count as reviews.
    void recordQuizReviews();

    // Reads the folder, gives it what it lacks (migrate: every record, else
    // the recent ones) and shows the merge when it differs from here.
    void startSync(const QString &folder, bool migrate = false);
    void recordSyncEvents(const QList<SyncEvent> &events);
    // Attempts added to the history since the last call, as events.
    void syncNewAttempts();
    // The records the folder lacks, as events: all of them, or the recent ones.
    void writeMissingEvents(bool all);
    void applySync(const SyncMerge::Added &added);
    // The library's side of sync (studysyncbanks.cpp): this device's opened
    // banks the folder lacks, as events and copies; the merged adds and
    // removals applied to the library here, without new events.
    QList<SyncEvent> offerOpenedBanks();
    void publishBank(const QString &path, const QString &bankId);
    void applySyncedBanks();
    void rebuildFromSync();
    void applySyncedFlagsAndSettings();
    void announceArrivals(const QHash<QString, SyncMerge::Counts> &byDevice);

    ProgressStore m_store;
    ProgressStore::LoadOutcome m_progressLoad;
    ReviewStore m_reviews;
    ReviewStore::LoadOutcome m_reviewLoad;
    QSet<int> m_reviewedPositions; // of the attempt in progress, already in the review log
    bool m_saveFailureReported = false;
    bool m_reviewSaveFailureReported = false;
    bool m_readOnly = false;
    QStringList m_builtInPaths;
    QList<QuestionBank> m_banks;
    QList<BankProblem> m_bankProblems;
    QList<LengthWarning> m_bankWarnings;
    QStringList m_removableBankPaths;
    std::unique_ptr<QuizSession> m_session;
    bool m_sessionFinishRecorded = false;
    QuestionBank m_sessionBank;
    std::function<qint64()> m_answerClock;
    std::unique_ptr<SyncEngine> m_sync;
    qsizetype m_syncedAttempts = 0; // of the history, already events
};
