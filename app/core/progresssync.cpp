// ProgressStore's side of the sync folder (issue 29): attempts merged from
// every device, each folded into its quiz's record as if recorded here.

#include "core/progressstore.h"

void ProgressStore::appendAttempts(const QList<AttemptRecord> &attempts)
{
    for (const AttemptRecord &attempt : attempts) {
        m_history << attempt;
        foldIntoRecord(attempt);
    }
}

void ProgressStore::replaceHistory(const QList<AttemptRecord> &history)
{
    m_history.clear();
    // The encoded lines only ever grow: a new history is encoded anew.
    m_encoded = {};
    appendAttempts(history);
}

void ProgressStore::foldIntoRecord(const AttemptRecord &attempt)
{
    if (attempt.end != AttemptRecord::End::Finished)
        return;
    QuizRecord &record = m_records[attempt.bankId];
    record.lastFinished = attempt.ended;
    record.lastWrongIds.clear();
    for (const QuestionOutcome &outcome : attempt.questions) {
        if (outcome.result != QuestionOutcome::Result::Right
            && !record.lastWrongIds.contains(outcome.questionId))
            record.lastWrongIds << outcome.questionId;
    }
    if (attempt.retry)
        return;
    const Score score = attempt.score();
    record.last = score;
    if (!record.best || score.percent() > record.best->percent())
        record.best = score;
}
