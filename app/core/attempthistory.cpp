#include "core/attempthistory.h"

#include <QJsonArray>

#include <algorithm>

using namespace Qt::StringLiterals;

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

AttemptRecord AttemptRecord::abandonedUnmatched(const QString &bankId, const QJsonObject &attempt,
                                                const QDateTime &ended)
{
    AttemptRecord record;
    record.bankId = bankId;
    record.started = toTheSecond(
        QDateTime::fromString(attempt.value(u"started"_s).toString(), Qt::ISODateWithMs));
    record.ended = toTheSecond(ended);
    record.mode = feedbackModeFromKey(attempt.value(u"mode"_s).toString())
                      .value_or(FeedbackMode::Immediate);
    record.retry = attempt.value(u"retry"_s).toBool();
    record.end = End::Abandoned;
    for (const QJsonValue &value : attempt.value(u"questions"_s).toArray()) {
        const QJsonObject item = value.toObject();
        QuestionOutcome outcome;
        outcome.questionId = item.value(u"id"_s).toString();
        if (outcome.questionId.isEmpty())
            continue;
        outcome.timeSpentMs = toTheNearestSecond(
            std::max<qint64>(0, item.value(u"ms"_s).toInteger()));
        record.questions << outcome;
    }
    return record;
}
