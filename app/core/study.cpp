#include "core/study.h"

#include "core/historystats.h"
#include "core/syncengine.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QRandomGenerator>

#include <algorithm>

using namespace Qt::StringLiterals;

Study::Study(const QString &progressFilePath, ProgressStore::Writer writer, QObject *parent)
    : QObject(parent)
    , m_store(progressFilePath, std::move(writer))
    // The writer is the progress file's (tests count its writes): reviews.json
    // keeps its own.
    , m_reviews(ReviewStore::filePathBeside(progressFilePath))
{
    auto monotonic = std::make_shared<QElapsedTimer>();
    monotonic->start();
    m_answerClock = [monotonic] {
        return monotonic->elapsed();
    };
    m_progressLoad = m_store.load();
    m_reviewLoad = m_reviews.load();
    // The load's own message already says that progress will not be saved.
    m_saveFailureReported = m_store.isSavingBlocked();
}

Study::~Study()
{
    // The journal is folded into reviews.json, so that the next start reads one
    // file (and an older version of the app finds every review in it).
    if (!m_readOnly)
        m_reviews.compact();
}

const QuestionBank *Study::bank(const QString &bankId) const
{
    for (const QuestionBank &candidate : m_banks) {
        if (candidate.id == bankId)
            return &candidate;
    }
    return nullptr;
}

QString Study::historyBankId(const QString &bankId) const
{
    if (!bankId.isEmpty())
        return bankId;
    if (m_session)
        return m_session->bankId();
    return history().isEmpty() ? QString() : history().constLast().bankId;
}

QList<int> Study::cardTrend(const QString &bankId) const
{
    return HistoryStats::lastScores(history(), bankId, cardTrendLength);
}

std::pair<ChartSetup, ChartOrigin> Study::chartSetupFor(const QString &questionId) const
{
    if (questionId.isEmpty())
        return {};
    // The quiz's own bank as loaded, then the attempt's copy of it, then every bank.
    QList<const QuestionBank *> searched;
    if (m_session) {
        if (const QuestionBank *loaded = bank(m_sessionBank.id))
            searched << loaded;
        searched << &m_sessionBank;
    }
    for (const QuestionBank &candidate : m_banks)
        searched << &candidate;
    for (const QuestionBank *candidate : std::as_const(searched)) {
        if (const int row = candidate->rowOf(questionId); row >= 0) {
            const ChartSetup &chart = candidate->questions.at(row).chart;
            return {chart, ChartOrigin{row + 1, candidate->title, chart.note}};
        }
    }
    return {};
}

bool Study::start(const QString &bankId, FeedbackMode mode)
{
    const QuestionBank *quizBank = bank(bankId);
    if (!quizBank)
        return false;
    abandonAttemptInProgress(*quizBank);
    QuizSession session = QuizSession::start(*quizBank, mode,
                                             QRandomGenerator::global()->generate());
    session.setStarted(QDateTime::currentDateTimeUtc());
    begin(std::move(session));
    return true;
}

void Study::abandonAttemptInProgress(const QuestionBank &quizBank)
{
    const QDateTime now = QDateTime::currentDateTimeUtc();
    if (m_session && m_session->bankId() == quizBank.id && !m_session->isFinished()) {
        m_store.recordAbandoned(*m_session, now);
        return;
    }
    const QuizRecord saved = m_store.record(quizBank.id);
    if (!saved.attempt)
        return;
    if (const std::optional<QuizSession> open = QuizSession::fromJson(*saved.attempt, quizBank))
        m_store.recordAbandoned(*open, now);
    else // it no longer matches its bank, so it could not be resumed either
        abandonUnmatchedAttempt(quizBank.id, *saved.attempt);
}

void Study::abandonUnmatchedAttempt(const QString &bankId, const QJsonObject &attempt)
{
    const AttemptRecord abandoned
        = AttemptRecord::abandonedUnmatched(bankId, attempt, QDateTime::currentDateTimeUtc());
    if (!abandoned.questions.isEmpty()) // no question: nothing was attempted
        m_store.appendAttempt(abandoned);
    m_store.discardAttempt(bankId);
}

Study::Resumption Study::resume(const QString &bankId)
{
    const QuestionBank *quizBank = bank(bankId);
    const QuizRecord saved = m_store.record(bankId);
    if (!quizBank || !saved.attempt)
        return Resumption::NothingToResume;
    std::optional<QuizSession> restored = QuizSession::fromJson(*saved.attempt, *quizBank);
    if (!restored) {
        abandonUnmatchedAttempt(bankId, *saved.attempt);
        save();
        emit recordChanged(bankId);
        return Resumption::AttemptDiscarded;
    }
    begin(std::move(*restored));
    return Resumption::Resumed;
}

Study::Resumption Study::reopenOpenAttempt()
{
    const QString bankId = m_store.openAttemptBankId();
    if (bankId.isEmpty())
        return Resumption::NothingToResume;
    const Resumption resumption = resume(bankId);
    if (resumption == Resumption::NothingToResume) // its bank is gone: nothing is open now
        m_store.setOpenAttemptBankId({});
    return resumption;
}

bool Study::retryWrong(const QString &bankId, FeedbackMode mode)
{
    const QuestionBank *quizBank = bank(bankId);
    if (!quizBank)
        return false;
    const QStringList wrong = (m_session && m_session->bankId() == bankId && m_session->isFinished())
                                  ? m_session->wrongQuestionIds()
                                  : m_store.record(bankId).retryableIds(*quizBank);
    return practise(bankId, mode, wrong);
}

bool Study::practise(const QString &bankId, FeedbackMode mode, const QStringList &questionIds)
{
    const QuestionBank *quizBank = bank(bankId);
    if (!quizBank
        || std::none_of(questionIds.cbegin(), questionIds.cend(),
                        [quizBank](const auto &id) { return quizBank->rowOf(id) >= 0; }))
        return false;
    abandonAttemptInProgress(*quizBank);
    QuizSession session = QuizSession::start(*quizBank, mode,
                                             QRandomGenerator::global()->generate(), questionIds);
    session.setStarted(QDateTime::currentDateTimeUtc());
    begin(std::move(session));
    return true;
}

void Study::begin(QuizSession session)
{
    // The previous attempt outlives the signal: pages drop it only when told.
    std::unique_ptr<QuizSession> previous = std::exchange(m_session, std::make_unique<QuizSession>(
                                                                         std::move(session)));
    m_sessionBank = *bank(m_session->bankId());
    m_sessionFinishRecorded = false;
    // A resumed attempt's answers were recorded as reviews when they were revealed.
    m_reviewedPositions.clear();
    for (int position = 0; position < m_session->questionCount(); ++position) {
        if (m_session->isRevealed(position))
            m_reviewedPositions.insert(position);
    }
    recordProgress();
    emit sessionChanged();
}

void Study::recordProgress()
{
    if (!m_session || (m_session->isFinished() && m_sessionFinishRecorded))
        return;
    m_store.recordSession(*m_session, QDateTime::currentDateTimeUtc());
    m_sessionFinishRecorded = m_session->isFinished();
    m_store.setOpenAttemptBankId(m_sessionFinishRecorded ? QString() : m_session->bankId());
    save();
    recordQuizReviews();
    emit recordChanged(m_session->bankId());
}

bool Study::choose(int slot)
{
    if (!m_session || !m_session->choose(m_session->currentPosition(), slot))
        return false;
    recordProgress();
    return true;
}

bool Study::check()
{
    if (!m_session || !m_session->check(m_session->currentPosition(), m_answerClock()))
        return false;
    recordProgress();
    return true;
}

bool Study::submit()
{
    if (!m_session || m_session->isSubmitted())
        return false;
    m_session->submit(m_answerClock());
    recordProgress();
    return true;
}

bool Study::goTo(int position)
{
    if (!m_session || !m_session->goTo(position, m_answerClock()))
        return false;
    recordProgress();
    return true;
}

void Study::startTiming()
{
    if (m_session)
        m_session->startTiming(m_answerClock());
}

bool Study::stopTiming()
{
    if (!m_session || !m_session->stopTiming(m_answerClock()))
        return false;
    recordProgress();
    return true;
}

void Study::setAnswerClock(std::function<qint64()> clock)
{
    m_answerClock = std::move(clock);
}

void Study::recordQuizReviews()
{
    bool recorded = false;
    const QDateTime now = m_reviews.deck().now();
    for (int position = 0; position < m_session->questionCount(); ++position) {
        if (m_reviewedPositions.contains(position) || !m_session->isRevealed(position))
            continue;
        m_reviewedPositions.insert(position);
        if (!m_session->isAnswered(position))
            continue; // left unanswered: nothing to grade
        const ReviewLogEntry entry{m_session->bankId(),
                                   m_session->questionId(position),
                                   now,
                                   gradeForAnswer(m_session->isCorrect(position), Confidence::None),
                                   Confidence::None,
                                   true,
                                   std::min(m_session->timeSpentMs(position),
                                            ReviewLogEntry::maxDurationMs)};
        m_reviews.record(entry);
        recordSyncEvents({SyncEvent::review(entry)});
        recorded = true;
    }
    if (!recorded)
        return;
    saveReviews();
    emit reviewsChanged();
}

void Study::saveReviews()
{
    if (m_readOnly)
        return;
    ReviewStore::SaveFailure reason = ReviewStore::SaveFailure::None;
    FileError error;
    if (m_reviews.save(&reason, &error)) {
        if (std::exchange(m_reviewSaveFailureReported, false))
            emit reviewsSavedAgain();
        return;
    }
    if (m_reviewSaveFailureReported)
        return;
    // The load's own message already said that reviews will not be saved.
    if (reason != ReviewStore::SaveFailure::WriteFailed)
        return;
    m_reviewSaveFailureReported = true;
    emit reviewSaveFailed(error);
}

void Study::setReviewClock(Clock clock)
{
    m_reviews.setClock(std::move(clock));
    emit reviewsChanged();
}

QSet<ReviewItemKey> Study::knownReviewItems() const
{
    QSet<ReviewItemKey> known;
    for (const QuestionBank &quizBank : m_banks) {
        for (const Question &question : quizBank.questions)
            known.insert({quizBank.id, question.id});
    }
    return known;
}

int Study::dueForReviewCount() const
{
    return m_reviews.deck().dueCount(knownReviewItems());
}

ReviewOutlook Study::reviewOutlook() const
{
    return m_reviews.deck().outlook(knownReviewItems());
}

QList<ReviewItemKey> Study::dueForReview() const
{
    return m_reviews.deck().dueToday(knownReviewItems());
}

const Question *Study::reviewQuestion(const ReviewItemKey &key) const
{
    const QuestionBank *quizBank = bank(key.bankId);
    const int row = quizBank ? quizBank->rowOf(key.questionId) : -1;
    return row >= 0 ? &quizBank->questions.at(row) : nullptr;
}

void Study::recordReview(const ReviewItemKey &key, bool right, Confidence confidence,
                         ReviewAnswer answer, qint64 durationMs)
{
    // An answer asked again just after its question's answer was shown is
    // graded as given, but says nothing of how well the learner judges what
    // they know: the calibration leaves out a review without a confidence.
    const ReviewLogEntry entry{key.bankId,
                               key.questionId,
                               m_reviews.deck().now(),
                               gradeForAnswer(right, confidence),
                               answer == ReviewAnswer::AskedAgain ? Confidence::None : confidence,
                               false,
                               std::clamp<qint64>(durationMs, 0, ReviewLogEntry::maxDurationMs)};
    m_reviews.record(entry);
    recordSyncEvents({SyncEvent::review(entry)});
    saveReviews();
    emit reviewsChanged();
}

std::optional<ReviewState> Study::reviewState(const ReviewItemKey &key) const
{
    return m_reviews.deck().state(key);
}

QList<CalibrationPoint> Study::calibration() const
{
    return calibrationOf(m_reviews.deck().log());
}

ReviewStatistics Study::reviewStatistics() const
{
    return ReviewStatistics::of(m_reviews.deck(), knownReviewItems());
}

qint64 Study::msecsToNextStudyDay() const
{
    const ReviewDeck &deck = m_reviews.deck();
    return deck.now().msecsTo(deck.nextDayStart());
}

void Study::setFlagged(const ReviewItemKey &key, bool flagged)
{
    if (m_reviews.isFlagged(key) == flagged)
        return;
    m_reviews.setFlagged(key, flagged);
    recordSyncEvents({SyncEvent::flag(key, flagged, m_reviews.deck().now().toMSecsSinceEpoch())});
    saveReviews();
    emit reviewsChanged();
}

QList<ReviewItemKey> Study::flaggedForReview() const
{
    QList<ReviewItemKey> flagged;
    for (const QuestionBank &quizBank : m_banks) {
        for (const Question &question : quizBank.questions) {
            if (m_reviews.isFlagged({quizBank.id, question.id}))
                flagged.append({quizBank.id, question.id});
        }
    }
    return flagged;
}

void Study::setReviewSettings(const ReviewSettings &settings)
{
    if (settings == m_reviews.deck().settings())
        return;
    m_reviews.setSettings(settings);
    recordSyncEvents({SyncEvent::settings(settings, m_reviews.deck().now().toMSecsSinceEpoch())});
    saveReviews();
    emit reviewsChanged();
}

void Study::save()
{
    if (m_readOnly)
        return;
    syncNewAttempts();
    ProgressStore::SaveFailure failure;
    if (m_store.save(&failure)) {
        // Reported by saveFailed, as a load that blocked saving never gets here.
        if (std::exchange(m_saveFailureReported, false))
            emit savedAgain();
        return;
    }
    if (m_saveFailureReported)
        return;
    m_saveFailureReported = true;
    emit saveFailed(failure);
}
