#pragma once

#include "core/questionbank.h"
#include "core/quizsession.h"

#include <QList>
#include <QString>

// Right answers out of the attempt's questions on one topic of the bank.
struct TopicScore
{
    QString topicId; // empty: the attempt's questions that name no topic
    Score score;

    friend bool operator==(const TopicScore &, const TopicScore &) = default;
};

// How an attempt went, topic by topic: the bank's topics in the bank's order,
// each with the attempt's questions on it (topics the attempt does not reach
// are left out), then the questions that name no topic. Empty when the bank
// has no topics. A question counts as right as it does in the score: revealed
// and answered rightly.
QList<TopicScore> topicBreakdown(const QuizSession &session, const QuestionBank &bank);
