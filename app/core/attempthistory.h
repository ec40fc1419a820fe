#pragma once

#include "core/questionbank.h"
#include "core/quizsession.h"

#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

// How one question of an attempt went. The chosen option is the bank's
// index, so a later reshuffle of the options cannot confuse it.
struct QuestionOutcome
{
    enum class Result { Right, Wrong, Unanswered };

    QString questionId;
    int chosenOption = -1; // index of the option in the bank; -1 when unanswered
    Result result = Result::Unanswered;
    qint64 timeSpentMs = 0;

    friend bool operator==(const QuestionOutcome &, const QuestionOutcome &) = default;
};

// One attempt at a quiz, once it is over: finished, or abandoned when the
// learner started again. The history keeps every one, oldest first.
struct AttemptRecord
{
    enum class End { Finished, Abandoned };

    // The attempt as it stands at ended, its times to whole seconds as the
    // progress file keeps them. An answer chosen but not yet
    // checked (in an abandoned attempt) counts right or wrong as chosen.
    static AttemptRecord fromSession(const QuizSession &session, const QDateTime &ended, End end);
    // An attempt in progress, as QuizSession::toJson() saved it, that no
    // longer matches its bank: abandoned at ended, each question by its id
    // with its time and no verdict (the questions that could judge the
    // answers have changed).
    static AttemptRecord abandonedUnmatched(const QString &bankId, const QJsonObject &attempt,
                                            const QDateTime &ended);

    QString bankId;
    QDateTime started; // invalid for an attempt begun before start times were kept
    QDateTime ended;
    FeedbackMode mode = FeedbackMode::Immediate;
    bool retry = false; // a retry of the wrong answers of an earlier attempt
    End end = End::Finished;
    QList<QuestionOutcome> questions;

    // The attempt as a submitted session on bank, to show its results again:
    // the questions bank still has, in the attempt's order, their options in
    // the bank's order, each answer as it was chosen (judged by bank's answer).
    // Nullopt when bank is another quiz or has none of the questions.
    std::optional<QuizSession> toSession(const QuestionBank &bank) const;

    // Right answers out of all the attempt's questions.
    Score score() const
    {
        Score s;
        s.total = int(questions.size());
        for (const QuestionOutcome &q : questions)
            s.correct += q.result == QuestionOutcome::Result::Right ? 1 : 0;
        return s;
    }

    friend bool operator==(const AttemptRecord &, const AttemptRecord &) = default;
};
