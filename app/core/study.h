#pragma once

#include "core/bankloader.h"
#include "core/progressstore.h"
#include "core/questionbank.h"
#include "core/quizsession.h"
#include "core/reviewstore.h"

#include <QObject>

#include <memory>

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

    // How reading the progress file went; its message is for the learner.
    const ProgressStore::LoadOutcome &progressLoad() const { return m_progressLoad; }
    const QString &progressFilePath() const { return m_store.filePath(); }

    // The built-in banks plus every bank the learner opened before (kept in QSettings).
    void loadBanks(const QStringList &builtInPaths);
    const QList<QuestionBank> &banks() const { return m_banks; }
    const QuestionBank *bank(const QString &bankId) const;
    const QList<BankProblem> &bankProblems() const { return m_bankProblems; }
    // Banks the learner opened that did not load: only these can be removed.
    const QStringList &removableBankPaths() const { return m_removableBankPaths; }
    QuizRecord record(const QString &bankId) const { return m_store.record(bankId); }
    // Every finished or abandoned attempt, oldest first.
    const QList<AttemptRecord> &history() const { return m_store.history(); }

    // The attempt in progress, or nullptr. The question page changes it in
    // place and then calls recordProgress().
    QuizSession *session() const { return m_session.get(); }
    // The attempt's bank, kept as it was when the attempt began (removing or
    // reloading banks does not touch it). The quiz pages read the questions'
    // texts from it, each in LanguageManager's language.
    const QuestionBank *sessionBank() const { return m_session ? &m_sessionBank : nullptr; }

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
    // Records the attempt in progress and saves; call after each change to it.
    // A finished attempt goes into the history once; later calls record nothing.
    void recordProgress();

    struct BankOpening
    {
        enum class Outcome { Added, NotLoaded, IdTaken };
        Outcome outcome = Outcome::NotLoaded;
        QList<BankProblem> problems; // NotLoaded: what is wrong with the file
        QString bankId; // Added or IdTaken: the id the file gives
    };
    // Adds the bank in this file to the library and remembers it for the next start.
    BankOpening openBankFile(const QString &path);
    // Forgets an opened bank and loads the library again.
    void removeBankFile(const QString &path);

    // Review scheduling across every quiz, kept in reviews.json beside the progress file.
    const ReviewStore &reviews() const { return m_reviews; }
    const ReviewStore::LoadOutcome &reviewLoad() const { return m_reviewLoad; }
    // Tests fix the time; the log is kept.
    void setReviewClock(Clock clock);
    // Every question of every loaded bank.
    QSet<ReviewItemKey> knownReviewItems() const;
    int dueForReviewCount() const;
    // The loaded questions a review session offers now, most overdue first.
    QList<ReviewItemKey> dueForReview() const;
    // The question's bank and row, or nullptr when no loaded bank has it.
    const Question *reviewQuestion(const ReviewItemKey &key) const;
    // A review in a review session; saves at once.
    void recordReview(const ReviewItemKey &key, bool right, Confidence confidence);
    void setFlagged(const ReviewItemKey &key, bool flagged);
    // The flagged questions that a loaded bank still has, by bank and question order.
    QList<ReviewItemKey> flaggedForReview() const;
    // Replays the log when retention or the day start changes; saves at once.
    void setReviewSettings(const ReviewSettings &settings);

signals:
    // The library's banks, problems or removable paths changed.
    void banksChanged();
    // Another attempt began: session() and sessionBank() are new.
    void sessionChanged();
    // The learner's record of this bank changed.
    void recordChanged(const QString &bankId);
    // The progress could not be saved. Said once: a full disk would otherwise
    // report it after every answer. Not said when loading already blocked saving.
    void saveFailed(const ProgressStore::SaveFailure &failure);
    // The review log, flags or review settings changed.
    void reviewsChanged();

private:
    void begin(QuizSession session);
    void abandonAttemptInProgress(const QuestionBank &quizBank);
    void save();
    void saveReviews();
    // Answers revealed in a quiz since the last call count as reviews.
    void recordQuizReviews();

    ProgressStore m_store;
    ProgressStore::LoadOutcome m_progressLoad;
    ReviewStore m_reviews;
    ReviewStore::LoadOutcome m_reviewLoad;
    QSet<int> m_reviewedPositions; // of the attempt in progress, already in the review log
    bool m_saveFailureReported = false;
    QStringList m_builtInPaths;
    QList<QuestionBank> m_banks;
    QList<BankProblem> m_bankProblems;
    QStringList m_removableBankPaths;
    std::unique_ptr<QuizSession> m_session;
    bool m_sessionFinishRecorded = false;
    QuestionBank m_sessionBank;
};
