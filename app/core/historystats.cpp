#include "core/historystats.h"

#include "core/quizsession.h"

#include <QHash>
#include <QSet>

#include <algorithm>
#include <limits>

namespace HistoryStats {

namespace {

bool countsInTrend(const AttemptRecord &attempt, const QString &bankId)
{
    return attempt.bankId == bankId && attempt.end == AttemptRecord::End::Finished
           && !attempt.retry;
}

// a/b > c/d for positive b and d, without rounding.
bool shareGreater(qint64 a, qint64 b, qint64 c, qint64 d)
{
    return a * d > c * b;
}

} // namespace

QList<ScorePoint> scoreSeries(const QList<AttemptRecord> &history, const QString &bankId)
{
    QList<ScorePoint> series;
    for (const AttemptRecord &attempt : history) {
        if (countsInTrend(attempt, bankId))
            series.append({attempt.ended, attempt.score()});
    }
    return series;
}

QList<QPointF> chartPoints(const QList<ScorePoint> &series, int maxPoints)
{
    QList<QPointF> points;
    const qsizetype count = series.size();
    const qsizetype groups = std::min<qsizetype>(count, std::max(maxPoints, 1));
    points.reserve(groups);
    for (qsizetype group = 0; group < groups; ++group) {
        // Points [first, last) of this run.
        const qsizetype first = count * group / groups;
        const qsizetype last = count * (group + 1) / groups;
        double percent = 0;
        for (qsizetype i = first; i < last; ++i)
            percent += series.at(i).score.percent();
        const auto size = double(last - first);
        // Numbered from 1: the mean of first + 1 … last.
        const double number = double(first + 1 + last) / 2;
        points.append(QPointF(number, percent / size));
    }
    return points;
}

QList<int> lastScores(const QList<AttemptRecord> &history, const QString &bankId, int count)
{
    // From the end backwards: a card needs only the last few of many attempts.
    QList<int> scores;
    for (auto it = history.crbegin(); it != history.crend() && scores.size() < count; ++it) {
        if (countsInTrend(*it, bankId))
            scores.prepend(it->score().percent());
    }
    return scores;
}

QList<QuestionStats> questionStats(const QList<AttemptRecord> &history, const QuestionBank &bank)
{
    QList<QuestionStats> stats;
    QHash<QString, qsizetype> indexOf;
    QList<qsizetype> indexAtPosition;
    for (const AttemptRecord &attempt : history) {
        if (attempt.bankId != bank.id || attempt.end != AttemptRecord::End::Finished)
            continue;
        for (qsizetype position = 0; position < attempt.questions.size(); ++position) {
            const QuestionOutcome &outcome = attempt.questions.at(position);
            // Attempts mostly ask the questions in the same order: try the
            // question found at this position last time before hashing the id.
            if (position >= indexAtPosition.size())
                indexAtPosition.resize(position + 1, -1);
            qsizetype index = indexAtPosition.at(position);
            if (index < 0 || stats.at(index).questionId != outcome.questionId) {
                auto found = indexOf.constFind(outcome.questionId);
                if (found == indexOf.cend()) {
                    found = indexOf.insert(outcome.questionId, stats.size());
                    QuestionStats first;
                    first.questionId = outcome.questionId;
                    stats.append(first);
                }
                index = *found;
                indexAtPosition[position] = index;
            }
            QuestionStats &question = stats[index];
            switch (outcome.result) {
            case QuestionOutcome::Result::Right:
                ++question.right;
                break;
            case QuestionOutcome::Result::Wrong:
                ++question.wrong;
                break;
            case QuestionOutcome::Result::Unanswered:
                ++question.unanswered;
                break;
            }
            question.timeSpentMs += outcome.timeSpentMs;
        }
    }

    QHash<QString, int> bankRow;
    for (int row = 0; row < bank.questions.size(); ++row)
        bankRow.insert(bank.questions.at(row).id, row);
    auto rowOf = [&bankRow](const QString &id) {
        return bankRow.value(id, std::numeric_limits<int>::max());
    };
    std::sort(stats.begin(), stats.end(), [&](const QuestionStats &a, const QuestionStats &b) {
        if (shareGreater(a.wrong, a.asked(), b.wrong, b.asked()))
            return true;
        if (shareGreater(b.wrong, b.asked(), a.wrong, a.asked()))
            return false;
        if (shareGreater(b.right, b.asked(), a.right, a.asked()))
            return true;
        if (shareGreater(a.right, a.asked(), b.right, b.asked()))
            return false;
        if (a.asked() != b.asked())
            return a.asked() > b.asked();
        const int rowA = rowOf(a.questionId);
        const int rowB = rowOf(b.questionId);
        if (rowA != rowB)
            return rowA < rowB;
        return a.questionId < b.questionId;
    });
    return stats;
}

QStringList hardestQuestionIds(const QList<QuestionStats> &stats, const QuestionBank &bank,
                               int count)
{
    QStringList ids;
    for (const QuestionStats &question : stats) {
        if (ids.size() >= count)
            break;
        // A question the quiz no longer has cannot be practised.
        if (question.wrong + question.unanswered > 0 && bank.rowOf(question.questionId) >= 0)
            ids.append(question.questionId);
    }
    return ids;
}

std::optional<qint64> durationMs(const AttemptRecord &attempt)
{
    qint64 answering = 0;
    for (const QuestionOutcome &question : attempt.questions)
        answering += question.timeSpentMs;
    const qint64 duration = attempt.started.isValid() && attempt.ended.isValid()
                                ? attempt.started.msecsTo(attempt.ended)
                                : -1;
    if (duration < 0 && answering == 0)
        return std::nullopt;
    if (attempt.questions.isEmpty()) // nothing to bound it by
        return std::max(duration, answering);
    const qint64 longest = answering + QuizSession::maxTimeSpentMs * attempt.questions.size();
    return std::clamp(duration, answering, longest);
}

QStringList bankIdsWithAttempts(const QList<AttemptRecord> &history)
{
    QStringList ids;
    QSet<QString> seen;
    for (const AttemptRecord &attempt : history) {
        if (!seen.contains(attempt.bankId)) {
            seen.insert(attempt.bankId);
            ids.append(attempt.bankId);
        }
    }
    return ids;
}

} // namespace HistoryStats
