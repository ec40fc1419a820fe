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

std::optional<QuizSession> AttemptRecord::toSession(const QuestionBank &bank) const
{
    if (bank.id != bankId)
        return std::nullopt;
    // Written as QuizSession::toJson() would: the session's own checks then
    // apply, and nothing of it needs opening up.
    QJsonArray items;
    for (const QuestionOutcome &outcome : questions) {
        const int row = bank.rowOf(outcome.questionId);
        if (row < 0)
            continue;
        QJsonArray bankOrder;
        for (int option : QuizSession::bankOrder(int(bank.questions.at(row).options.size())))
            bankOrder.append(option);
        QJsonObject item{{u"id"_s, outcome.questionId},
                         {u"order"_s, bankOrder},
                         {u"chosen"_s, outcome.chosenOption},
                         {u"checked"_s, outcome.chosenOption >= 0}};
        if (outcome.timeSpentMs > 0)
            item.insert(u"ms"_s, outcome.timeSpentMs);
        items.append(item);
    }
    QJsonObject json{{u"bank"_s, bankId},
                     {u"mode"_s, feedbackModeKey(mode)},
                     {u"retry"_s, retry},
                     {u"submitted"_s, true},
                     {u"questions"_s, items}};
    if (started.isValid())
        json.insert(u"started"_s, started.toUTC().toString(Qt::ISODateWithMs));
    return QuizSession::fromJson(json, bank);
}
