#include "core/attempthistory.h"

namespace {

QDateTime toTheSecond(const QDateTime &time)
{
    if (!time.isValid())
        return {};
    return QDateTime::fromSecsSinceEpoch(time.toSecsSinceEpoch(), Qt::UTC);
}

qint64 toTheNearestSecond(qint64 milliseconds)
{
    return (milliseconds + 500) / 1000 * 1000;
}

} // namespace

AttemptRecord AttemptRecord::fromSession(const QuizSession &session, const QDateTime &ended, End end)
{
    AttemptRecord record;
    record.bankId = session.bankId();
    record.started = toTheSecond(session.started());
    record.ended = toTheSecond(ended);
    record.mode = session.mode();
    record.retry = session.isRetry();
    record.end = end;
    record.questions.reserve(session.questionCount());
    for (int position = 0; position < session.questionCount(); ++position) {
        QuestionOutcome outcome;
        outcome.questionId = session.questionId(position);
        if (const std::optional<int> slot = session.chosenSlot(position)) {
            outcome.chosenOption = session.optionOrder(position)[std::size_t(*slot)];
            outcome.result = session.isCorrect(position) ? QuestionOutcome::Result::Right
                                                         : QuestionOutcome::Result::Wrong;
        }
        outcome.timeSpentMs = toTheNearestSecond(session.timeSpentMs(position));
        record.questions << outcome;
    }
    return record;
}
