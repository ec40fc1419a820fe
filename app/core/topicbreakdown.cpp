#include "core/topicbreakdown.h"

#include <QHash>

QList<TopicScore> topicBreakdown(const QuizSession &session, const QuestionBank &bank)
{
    if (bank.topics.isEmpty())
        return {};
    QList<TopicScore> scores;
    QHash<QString, qsizetype> indexOfTopic;
    for (const Topic &topic : bank.topics) {
        indexOfTopic.insert(topic.id, scores.size());
        scores.append({topic.id, {}});
    }
    TopicScore noTopic;
    for (int position = 0; position < session.questionCount(); ++position) {
        const QString &topicId = bank.questions.at(session.bankRow(position)).topic;
        const auto found = indexOfTopic.constFind(topicId);
        Score &score = found == indexOfTopic.cend() ? noTopic.score : scores[*found].score;
        ++score.total;
        if (session.isRevealed(position) && session.isCorrect(position))
            ++score.correct;
    }
    scores.removeIf([](const TopicScore &topic) { return topic.score.total == 0; });
    if (noTopic.score.total > 0)
        scores.append(noTopic);
    return scores;
}
