#pragma once

#include "core/quizsession.h"
#include "core/reviewdeck.h"

#include <QList>

class Study;
struct Question;

// One review session over questions of every quiz: the questions due today
// (most overdue first, up to the daily limit), the flagged ones, or a
// read-through of one quiz (every question with its right answer, nothing to
// answer). It holds the items, the seed their options are shuffled from, the
// place in the session, the answer given to the question in view and the
// session's counts; an answer is recorded through Study, once. The review
// page shows what it says. QtCore only.
//
// A relearning step, as in Anki: a question answered wrong in a due or flagged
// session is asked again at the end of it (its options shuffled anew, as its
// place in the session is new), and again after each wrong answer, before the
// learner leaves it scheduled. Each answer is a review in the log. The one
// given when it is asked again falls on the same study day as the wrong one,
// so FSRS-6 updates the memory by its short-term formula,
// S' = S·e^(w17·(G − 3 + w18))·S^(−w19), and the difficulty as after any
// review, as fsrs-rs does for every review with delta_t = 0 (src/model_v6.rs,
// update_state: ".mask_where(delta_t.equal_elem(0), stability_short_term)")
// and py-fsrs for a card in its Relearning state reviewed less than a day
// after the last (fsrs/scheduler.py, Scheduler.review_card:
// _short_term_stability and _next_difficulty). The interval it sets, from that
// stability, replaces the day the wrong answer gave.
class ReviewSession
{
public:
    enum class Mode { Due, Flagged, ReadThrough };

    // An empty due session: nothing to review.
    ReviewSession() = default;
    // The study must outlive the session. The seed shuffles every item's options.
    static ReviewSession due(Study &study, quint32 seed);
    static ReviewSession flagged(Study &study, quint32 seed);
    // Every question of this quiz in bank order; none when the quiz is not loaded.
    static ReviewSession readThrough(Study &study, const QString &bankId, quint32 seed);

    Mode mode() const { return m_mode; }
    // False for a read-through: nothing is asked.
    bool isAnswering() const { return m_mode != Mode::ReadThrough; }
    quint32 seed() const { return m_seed; }
    // The session's questions in the order it asks them.
    const QList<ReviewItemKey> &items() const { return m_items; }
    int itemCount() const { return int(m_items.size()); }
    int position() const { return m_position; }
    // The item in view; empty when the session has none.
    ReviewItemKey currentItem() const;
    // Its question, or nullptr when no loaded bank has it any more.
    const Question *currentQuestion() const;
    // Displayed slot -> index of the option in the bank, for the item in view.
    OptionOrder optionOrder() const;
    // The displayed slot holding the right answer of the item in view; -1 without a question.
    int correctSlot() const;

    // The slot chosen for the item in view, -1 before a choice.
    int chosenSlot() const { return m_chosen; }
    // The answer is checked and shown (always in a read-through).
    bool isChecked() const { return m_checked; }
    // Checked and the chosen slot is the right one.
    bool isRight() const { return m_checked && m_chosen >= 0 && m_chosen == correctSlot(); }
    // How sure the learner says they are; fairly sure until they say otherwise.
    Confidence confidence() const { return m_confidence; }
    // Each false once the answer is checked (choose also for a slot out of range).
    bool choose(int slot);
    bool setConfidence(Confidence confidence);
    // Records the chosen answer as a review, graded by its confidence. False
    // (nothing recorded) without a choice, or when it is checked already.
    bool check();
    // Days until the item in view comes back, by the review just recorded.
    int nextReviewInDays() const;
    // The item in view was answered wrong and is asked again at the end of the session.
    bool comesBackThisSession() const { return isAnswering() && m_checked && !isRight(); }
    // The item in view is asked again after a wrong answer in this session.
    bool isAskedAgain() const { return m_position >= m_firstAsks && m_position < m_items.size(); }

    // Why a due or flagged session has no items, as it was when it began (NotEmpty
    // for one that has items, and for a read-through).
    enum class EmptyReason {
        NotEmpty,
        NothingFlagged,
        NothingAnswered, // no question of a loaded quiz has been answered yet
        NothingDue, // outlook().nextDue says when the next one is
        DailyLimitReached, // outlook().nextDayStart says when the next day begins
    };
    EmptyReason emptyReason() const;
    // A due session's outlook when it began.
    const ReviewOutlook &outlook() const { return m_outlook; }

    // The learner may move on: in a read-through always, otherwise once checked.
    bool canMoveOn() const { return !isAnswering() || m_checked; }
    // False at the last item (the session is over) or when it may not move on yet.
    bool goNext();
    // A read-through only; false at the first item.
    bool goPrevious();

    // The answer is timed only while the session is in sight: the clock stops
    // when the page is hidden or the window minimised, and goes on from there.
    void pauseClock();
    void resumeClock();

    bool isFlagged() const;
    void toggleFlag();

    // Questions answered in this session, and how many of them were right the
    // first time asked; answers given when a question is asked again are
    // counted apart, so that a question relearned is never counted right.
    int reviewedCount() const { return m_reviewed; }
    int rightCount() const { return m_right; }
    int askedAgainCount() const { return m_askedAgain; }

private:
    ReviewSession(Study &study, Mode mode, QList<ReviewItemKey> items, quint32 seed);
    void showItem(int position);

    Study *m_study = nullptr;
    Mode m_mode = Mode::Due;
    QList<ReviewItemKey> m_items;
    quint32 m_seed = 0;
    int m_firstAsks = 0; // items before this position are asked for the first time
    ReviewOutlook m_outlook;
    int m_position = 0;
    int m_chosen = -1;
    bool m_checked = false;
    Confidence m_confidence = Confidence::FairlySure;
    qint64 m_shownAtMs = 0; // by the study's answer clock: the answer is timed from here
    qint64 m_pausedAtMs = -1; // when the clock stopped; -1 while it runs
    int m_reviewed = 0;
    int m_right = 0;
    int m_askedAgain = 0;
};
