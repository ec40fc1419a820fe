#pragma once

#include "core/attempthistory.h"
#include "core/questionbank.h"

#include <QDateTime>
#include <QList>
#include <QPointF>
#include <QString>
#include <QStringList>

#include <optional>

// What the history page and the library cards show of a quiz's attempts:
// the score over time, the last scores, and how each question went.
namespace HistoryStats {

// One finished attempt on the score-over-time chart.
struct ScorePoint
{
    QDateTime ended;
    Score score;

    friend bool operator==(const ScorePoint &, const ScorePoint &) = default;
};

// The finished full attempts at the quiz, oldest first. Abandoned attempts
// are left out (they stopped part-way), and so are retries of wrong answers:
// they ask only the questions missed before, so their score is not comparable.
QList<ScorePoint> scoreSeries(const QList<AttemptRecord> &history, const QString &bankId);

// What a chart draws of a series: (the attempt's number in the series, from 1,
// percent) for each point, so that attempts made minutes apart stay apart;
// with more than maxPoints, consecutive runs of points (as even in length as
// can be) drawn as one at their mean number and mean percentage, so that
// thousands of attempts draw as fast as a few hundred and no run is lost.
QList<QPointF> chartPoints(const QList<ScorePoint> &series, int maxPoints);

// The percentages of the last `count` points of scoreSeries, oldest first.
QList<int> lastScores(const QList<AttemptRecord> &history, const QString &bankId, int count);

// How one question went over the quiz's finished attempts (retries included:
// each answer there is as real as any other).
struct QuestionStats
{
    QString questionId;
    int right = 0;
    int wrong = 0;
    int unanswered = 0;
    qint64 timeSpentMs = 0; // over every attempt counted

    int asked() const { return right + wrong + unanswered; }
    friend bool operator==(const QuestionStats &, const QuestionStats &) = default;
};

// Every question with at least one outcome in a finished attempt at the
// quiz, hardest first: the largest share of wrong answers; on a tie, the
// smaller share of right ones (an unanswered question is not known either);
// then the question asked more often (the same share over more attempts says
// more); then the bank's order, with questions the bank no longer has last,
// by id. Abandoned attempts do not count: the questions a learner never
// reached would look hard.
QList<QuestionStats> questionStats(const QList<AttemptRecord> &history, const QuestionBank &bank);

// The ids of at most `count` of stats (hardest first, as questionStats gives
// them) that were ever answered wrong or left unanswered: what a practice of
// the hardest questions asks. A question always answered right is not hard,
// and one the bank no longer has cannot be asked.
QStringList hardestQuestionIds(const QList<QuestionStats> &stats, const QuestionBank &bank,
                               int count);

// How long the attempt lasted, from start to end, but never less than the
// time measured on its questions (a clock set back, or a start read as now)
// and never more than that time plus QuizSession::maxTimeSpentMs for each
// question it lists (a clock set forward during the attempt: away from a
// question counts as long as a question itself may); the measured time alone when a
// time is missing or the end comes before the start; nullopt when neither is
// known.
std::optional<qint64> durationMs(const AttemptRecord &attempt);

// The quizzes that have at least one attempt, in the order of their first one.
QStringList bankIdsWithAttempts(const QList<AttemptRecord> &history);

} // namespace HistoryStats
