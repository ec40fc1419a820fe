#pragma once

#include "core/questionbank.h"

#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <array>
#include <optional>

// Displayed slot -> index of the option in the bank, one entry per option.
using OptionOrder = QList<int>;

struct Score
{
    int correct = 0;
    int total = 0;

    // Rounded to the nearest whole percent; 64-bit so that no stored score can overflow it.
    int percent() const { return total > 0 ? int((qint64(correct) * 100 + total / 2) / total) : 0; }
    friend bool operator==(const Score &, const Score &) = default;
};

// One attempt at a quiz: which questions, the option order shown for each,
// what the learner chose, and what has been revealed. A value type: the
// progress store saves it as JSON and restores it.
class QuizSession
{
public:
    // Options are shuffled from the seed; the same seed gives the same order.
    // With onlyQuestionIds, the attempt holds just those questions, in bank order.
    static QuizSession start(const QuestionBank &bank, FeedbackMode mode, quint32 seed,
                             const QStringList &onlyQuestionIds = {});
    // 0, 1, … optionCount − 1: the options as the bank orders them.
    static OptionOrder bankOrder(int optionCount);
    static OptionOrder shuffledOrder(quint32 seed, int questionPosition, int optionCount);
    // The order a question's options are shown in: shuffled from the seed
    // unless the bank keeps them in its own order.
    static OptionOrder orderFor(const Question &question, quint32 seed, int questionPosition);

    const QString &bankId() const { return m_bankId; }
    FeedbackMode mode() const { return m_mode; }
    quint32 seed() const { return m_seed; }
    int questionCount() const { return int(m_items.size()); }
    bool isRetry() const { return m_retry; }
    // When the learner began it; invalid for an attempt saved before start times were kept.
    const QDateTime &started() const { return m_started; }
    void setStarted(const QDateTime &started) { m_started = started; }

    const QString &questionId(int position) const { return m_items.at(position).questionId; }
    int bankRow(int position) const { return m_items.at(position).bankRow; }
    const OptionOrder &optionOrder(int position) const { return m_items.at(position).order; }
    int correctSlot(int position) const;

    int currentPosition() const { return m_current; }
    void setCurrentPosition(int position);
    bool goNext();
    bool goPrevious();

    // False once the answer is checked (immediate) or the attempt submitted.
    bool canChangeAnswer(int position) const;
    bool choose(int position, int slot);
    std::optional<int> chosenSlot(int position) const;
    bool isAnswered(int position) const { return m_items.at(position).chosen >= 0; }
    int answeredCount() const;
    QList<int> unansweredPositions() const;

    // No question counts more than an hour: longer is the learner away (the
    // window left open overnight, the screen locked), not answering.
    static constexpr qint64 maxTimeSpentMs = 60 * 60 * 1000;
    // Time the learner spent on the question at position, added up over each
    // visit up to maxTimeSpentMs; negative amounts are ignored.
    void addTimeSpent(int position, qint64 milliseconds);
    qint64 timeSpentMs(int position) const { return m_items.at(position).timeSpentMs; }

    // Timing the answer, on any monotonic clock in milliseconds: the time from
    // startTiming() until the learner leaves the question, checks it, submits,
    // or the question goes out of sight (stopTiming()) is added to the question
    // that was in view, but only while its answer could still change: reading
    // the explanation of a checked or submitted answer is not answering. Not saved.
    void startTiming(qint64 nowMs);
    // Stops the timing; false when no time was added.
    bool stopTiming(qint64 nowMs);
    bool isTiming() const { return m_timedPosition >= 0; }
    // The learner's steps, timed: the time so far goes to the question left or
    // checked, and the question moved to is timed from now.
    bool goTo(int position, qint64 nowMs);
    bool check(int position, qint64 nowMs);
    void submit(qint64 nowMs);

    // Immediate mode: locks the chosen answer and reveals whether it is right.
    bool check(int position);
    // At-end mode: reveals every answer.
    void submit();
    bool isSubmitted() const { return m_submitted; }

    bool isRevealed(int position) const;
    bool isCorrect(int position) const;
    bool isFinished() const;

    // Right answers among the revealed questions, out of all questions.
    Score score() const;
    // Revealed questions answered wrongly, plus unanswered ones once submitted.
    QStringList wrongQuestionIds() const;

    QJsonObject toJson() const;
    // Nullopt when the JSON does not describe an attempt at this bank.
    static std::optional<QuizSession> fromJson(const QJsonObject &json, const QuestionBank &bank);

private:
    struct Item
    {
        QString questionId;
        int bankRow = 0;
        int answer = 0; // the right option's index in the bank
        OptionOrder order;
        int chosen = -1; // displayed slot, -1 when unanswered
        bool checked = false;
        qint64 timeSpentMs = 0;
    };

    QString m_bankId;
    FeedbackMode m_mode = FeedbackMode::Immediate;
    quint32 m_seed = 0;
    bool m_retry = false;
    QDateTime m_started;
    QList<Item> m_items;
    int m_current = 0;
    bool m_submitted = false;
    int m_timedPosition = -1; // the question being timed, -1 when none
    qint64 m_timedSinceMs = 0;
};
