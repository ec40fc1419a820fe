#include "core/reviewsession.h"

#include "core/study.h"

ReviewSession::ReviewSession(Study &study, Mode mode, QList<ReviewItemKey> items, quint32 seed)
    : m_study(&study)
    , m_mode(mode)
    , m_items(std::move(items))
    , m_seed(seed)
    , m_firstAsks(int(m_items.size()))
{
    showItem(0);
}

ReviewSession ReviewSession::due(Study &study, quint32 seed)
{
    ReviewSession session(study, Mode::Due, study.dueForReview(), seed);
    session.m_outlook = study.reviewOutlook();
    return session;
}

ReviewSession ReviewSession::flagged(Study &study, quint32 seed)
{
    return ReviewSession(study, Mode::Flagged, study.flaggedForReview(), seed);
}

ReviewSession ReviewSession::readThrough(Study &study, const QString &bankId, quint32 seed)
{
    QList<ReviewItemKey> items;
    if (const QuestionBank *bank = study.bank(bankId)) {
        for (const Question &question : bank->questions)
            items.append({bank->id, question.id});
    }
    return ReviewSession(study, Mode::ReadThrough, std::move(items), seed);
}

void ReviewSession::showItem(int position)
{
    m_position = position;
    m_chosen = -1;
    m_checked = !isAnswering();
    m_confidence = Confidence::FairlySure;
    m_shownAtMs = m_study ? m_study->answerClockMs() : 0;
    if (m_pausedAtMs >= 0)
        m_pausedAtMs = m_shownAtMs;
}

void ReviewSession::pauseClock()
{
    if (m_study && m_pausedAtMs < 0)
        m_pausedAtMs = m_study->answerClockMs();
}

void ReviewSession::resumeClock()
{
    if (!m_study || m_pausedAtMs < 0)
        return;
    m_shownAtMs += m_study->answerClockMs() - m_pausedAtMs;
    m_pausedAtMs = -1;
}

ReviewItemKey ReviewSession::currentItem() const
{
    return m_position < m_items.size() ? m_items.at(m_position) : ReviewItemKey{};
}

const Question *ReviewSession::currentQuestion() const
{
    return m_study && !m_items.isEmpty() ? m_study->reviewQuestion(currentItem()) : nullptr;
}

OptionOrder ReviewSession::optionOrder() const
{
    const Question *question = currentQuestion();
    return question ? QuizSession::orderFor(*question, m_seed, m_position) : OptionOrder();
}

int ReviewSession::correctSlot() const
{
    const Question *question = currentQuestion();
    if (!question)
        return -1;
    return int(optionOrder().indexOf(question->answer));
}

bool ReviewSession::choose(int slot)
{
    if (m_checked || m_items.isEmpty() || slot < 0 || slot >= optionOrder().size())
        return false;
    m_chosen = slot;
    return true;
}

bool ReviewSession::setConfidence(Confidence confidence)
{
    if (m_checked || m_items.isEmpty())
        return false;
    m_confidence = confidence;
    return true;
}

bool ReviewSession::check()
{
    if (m_checked || m_chosen < 0)
        return false;
    const bool right = m_chosen == correctSlot();
    const bool askedAgain = isAskedAgain();
    m_checked = true;
    if (askedAgain) {
        ++m_askedAgain;
    } else {
        ++m_reviewed;
        if (right)
            ++m_right;
    }
    m_study->recordReview(currentItem(), right, m_confidence,
                          askedAgain ? Study::ReviewAnswer::AskedAgain : Study::ReviewAnswer::First,
                          (m_pausedAtMs >= 0 ? m_pausedAtMs : m_study->answerClockMs())
                              - m_shownAtMs);
    if (!right)
        m_items.append(currentItem()); // the relearning step (see the header)
    return true;
}

ReviewSession::EmptyReason ReviewSession::emptyReason() const
{
    if (!m_items.isEmpty() || m_mode == Mode::ReadThrough)
        return EmptyReason::NotEmpty;
    if (m_mode == Mode::Flagged)
        return EmptyReason::NothingFlagged;
    if (!m_outlook.anyScheduled)
        return EmptyReason::NothingAnswered;
    return m_outlook.limitReached() ? EmptyReason::DailyLimitReached : EmptyReason::NothingDue;
}

int ReviewSession::nextReviewInDays() const
{
    const std::optional<ReviewState> state = m_study ? m_study->reviewState(currentItem())
                                                     : std::nullopt;
    return state ? state->scheduledDays : 0;
}

bool ReviewSession::goNext()
{
    if (!canMoveOn() || m_position + 1 >= itemCount())
        return false;
    showItem(m_position + 1);
    return true;
}

bool ReviewSession::goPrevious()
{
    if (isAnswering() || m_position == 0)
        return false;
    showItem(m_position - 1);
    return true;
}

bool ReviewSession::isFlagged() const
{
    return m_study && m_study->isFlagged(currentItem());
}

void ReviewSession::toggleFlag()
{
    if (m_study && !m_items.isEmpty())
        m_study->setFlagged(currentItem(), !isFlagged());
}
