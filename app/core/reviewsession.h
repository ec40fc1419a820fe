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

    // The learner may move on: in a read-through always, otherwise once checked.
    bool canMoveOn() const { return !isAnswering() || m_checked; }
    // False at the last item (the session is over) or when it may not move on yet.
    bool goNext();
    // A read-through only; false at the first item.
    bool goPrevious();

    bool isFlagged() const;
    void toggleFlag();

    // Answers checked in this session, and how many of them were right.
    int reviewedCount() const { return m_reviewed; }
    int rightCount() const { return m_right; }

private:
    ReviewSession(Study &study, Mode mode, QList<ReviewItemKey> items, quint32 seed);
    void showItem(int position);

    Study *m_study = nullptr;
    Mode m_mode = Mode::Due;
    QList<ReviewItemKey> m_items;
    quint32 m_seed = 0;
    int m_position = 0;
    int m_chosen = -1;
    bool m_checked = false;
    Confidence m_confidence = Confidence::FairlySure;
    int m_reviewed = 0;
    int m_right = 0;
};
