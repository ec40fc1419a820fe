#include "core/quizsession.h"

#include <QJsonArray>
#include <QRandomGenerator>
#include <QSet>

#include <algorithm>
#include <numeric>
#include <utility>

using namespace Qt::StringLiterals;

OptionOrder QuizSession::bankOrder(int optionCount)
{
    OptionOrder order(std::max(optionCount, 0));
    std::iota(order.begin(), order.end(), 0);
    return order;
}

OptionOrder QuizSession::shuffledOrder(quint32 seed, int questionPosition, int optionCount)
{
    // Seeded per question so that a retry of a subset keeps a stable order per question.
    QRandomGenerator generator(seed ^ (0x9E3779B9u * quint32(questionPosition + 1)));
    OptionOrder order = bankOrder(optionCount);
    for (int i = optionCount - 1; i > 0; --i) {
        const int j = int(generator.bounded(quint32(i + 1)));
        std::swap(order[i], order[j]);
    }
    return order;
}

OptionOrder QuizSession::orderFor(const Question &question, quint32 seed, int questionPosition)
{
    const int count = int(question.options.size());
    return question.shuffle ? shuffledOrder(seed, questionPosition, count) : bankOrder(count);
}

QuizSession QuizSession::start(const QuestionBank &bank, FeedbackMode mode, quint32 seed,
                               const QStringList &onlyQuestionIds)
{
    QuizSession session;
    session.m_bankId = bank.id;
    session.m_mode = mode;
    session.m_seed = seed;
    session.m_retry = !onlyQuestionIds.isEmpty();
    for (qsizetype row = 0; row < bank.questions.size(); ++row) {
        const Question &question = bank.questions.at(row);
        if (session.m_retry && !onlyQuestionIds.contains(question.id))
            continue;
        Item item;
        item.questionId = question.id;
        item.bankRow = int(row);
        item.answer = question.answer;
        item.order = orderFor(question, seed, int(row));
        session.m_items.append(item);
    }
    return session;
}

int QuizSession::correctSlot(int position) const
{
    const Item &item = m_items.at(position);
    return int(std::find(item.order.begin(), item.order.end(), item.answer) - item.order.begin());
}

void QuizSession::setCurrentPosition(int position)
{
    if (m_items.isEmpty())
        return;
    m_current = std::clamp(position, 0, questionCount() - 1);
}

bool QuizSession::goNext()
{
    if (m_current + 1 >= questionCount())
        return false;
    ++m_current;
    return true;
}

bool QuizSession::goPrevious()
{
    if (m_current <= 0)
        return false;
    --m_current;
    return true;
}

bool QuizSession::canChangeAnswer(int position) const
{
    return !m_submitted && !m_items.at(position).checked;
}

bool QuizSession::choose(int position, int slot)
{
    if (position < 0 || position >= questionCount() || slot < 0
        || slot >= m_items.at(position).order.size() || !canChangeAnswer(position)) {
        return false;
    }
    m_items[position].chosen = slot;
    return true;
}

std::optional<int> QuizSession::chosenSlot(int position) const
{
    const int chosen = m_items.at(position).chosen;
    return chosen >= 0 ? std::optional<int>(chosen) : std::nullopt;
}

int QuizSession::answeredCount() const
{
    return int(std::count_if(m_items.begin(), m_items.end(),
                             [](const Item &item) { return item.chosen >= 0; }));
}

QList<int> QuizSession::unansweredPositions() const
{
    QList<int> positions;
    for (int position = 0; position < questionCount(); ++position) {
        if (!isAnswered(position))
            positions << position;
    }
    return positions;
}

void QuizSession::addTimeSpent(int position, qint64 milliseconds)
{
    if (position < 0 || position >= questionCount() || milliseconds <= 0)
        return;
    qint64 &spent = m_items[position].timeSpentMs;
    spent = std::min(maxTimeSpentMs, spent + std::min(milliseconds, maxTimeSpentMs));
}

void QuizSession::startTiming(qint64 nowMs)
{
    if (m_items.isEmpty())
        return;
    m_timedPosition = m_current;
    m_timedSinceMs = nowMs;
}

bool QuizSession::stopTiming(qint64 nowMs)
{
    const int position = std::exchange(m_timedPosition, -1);
    const qint64 elapsed = nowMs - m_timedSinceMs;
    if (position < 0 || position >= questionCount() || !canChangeAnswer(position) || elapsed <= 0)
        return false;
    addTimeSpent(position, elapsed);
    return true;
}

bool QuizSession::goTo(int position, qint64 nowMs)
{
    if (position < 0 || position >= questionCount())
        return false;
    stopTiming(nowMs);
    setCurrentPosition(position);
    startTiming(nowMs);
    return true;
}

bool QuizSession::check(int position, qint64 nowMs)
{
    const bool timing = isTiming();
    stopTiming(nowMs);
    if (check(position))
        return true;
    if (timing) // nothing changed: the learner is still answering
        startTiming(nowMs);
    return false;
}

void QuizSession::submit(qint64 nowMs)
{
    stopTiming(nowMs);
    submit();
}

bool QuizSession::check(int position)
{
    if (m_mode != FeedbackMode::Immediate || position < 0 || position >= questionCount()
        || !isAnswered(position)) {
        return false;
    }
    m_items[position].checked = true;
    return true;
}

void QuizSession::submit()
{
    m_submitted = true;
}

bool QuizSession::isRevealed(int position) const
{
    return m_submitted || m_items.at(position).checked;
}

bool QuizSession::isCorrect(int position) const
{
    return isAnswered(position) && m_items.at(position).chosen == correctSlot(position);
}

bool QuizSession::isFinished() const
{
    if (m_submitted)
        return true;
    return m_mode == FeedbackMode::Immediate && !m_items.isEmpty()
           && std::all_of(m_items.begin(), m_items.end(),
                          [](const Item &item) { return item.checked; });
}

Score QuizSession::score() const
{
    Score score{0, questionCount()};
    for (int position = 0; position < questionCount(); ++position) {
        if (isRevealed(position) && isCorrect(position))
            ++score.correct;
    }
    return score;
}

QStringList QuizSession::wrongQuestionIds() const
{
    QStringList ids;
    for (int position = 0; position < questionCount(); ++position) {
        if (isRevealed(position) && !isCorrect(position))
            ids << questionId(position);
    }
    return ids;
}

QJsonObject QuizSession::toJson() const
{
    QJsonArray items;
    for (const Item &item : m_items) {
        QJsonArray order;
        for (int index : item.order)
            order.append(index);
        QJsonObject object{{u"id"_s, item.questionId},
                           {u"order"_s, order},
                           {u"chosen"_s, item.chosen},
                           {u"checked"_s, item.checked}};
        if (item.timeSpentMs > 0)
            object.insert(u"ms"_s, item.timeSpentMs);
        items.append(object);
    }
    QJsonObject json{{u"bank"_s, m_bankId},       {u"mode"_s, feedbackModeKey(m_mode)},
                     {u"seed"_s, qint64(m_seed)}, {u"retry"_s, m_retry},
                     {u"current"_s, m_current},   {u"submitted"_s, m_submitted},
                     {u"questions"_s, items}};
    if (m_started.isValid())
        json.insert(u"started"_s, m_started.toUTC().toString(Qt::ISODateWithMs));
    return json;
}

std::optional<QuizSession> QuizSession::fromJson(const QJsonObject &json, const QuestionBank &bank)
{
    const std::optional<FeedbackMode> mode = feedbackModeFromKey(json.value(u"mode"_s).toString());
    const QJsonArray items = json.value(u"questions"_s).toArray();
    // An attempt asks each question of the bank at most once.
    if (json.value(u"bank"_s).toString() != bank.id || !mode || items.isEmpty()
        || items.size() > bank.questions.size()) {
        return std::nullopt;
    }
    QSet<int> seenRows;

    QuizSession session;
    session.m_bankId = bank.id;
    session.m_mode = *mode;
    session.m_seed = quint32(json.value(u"seed"_s).toInteger());
    session.m_retry = json.value(u"retry"_s).toBool();
    session.m_submitted = json.value(u"submitted"_s).toBool();
    // Start time and time spent are optional: attempts saved before they were
    // kept still resume, and a damaged one costs only that figure.
    session.m_started = QDateTime::fromString(json.value(u"started"_s).toString(),
                                              Qt::ISODateWithMs);
    for (const QJsonValue &value : items) {
        const QJsonObject object = value.toObject();
        Item item;
        item.questionId = object.value(u"id"_s).toString();
        item.bankRow = bank.rowOf(item.questionId);
        if (item.bankRow < 0 || seenRows.contains(item.bankRow))
            return std::nullopt;
        seenRows.insert(item.bankRow);
        item.answer = bank.questions.at(item.bankRow).answer;
        // The bank may have changed since: an order that does not fit its options is not resumed.
        const int optionCount = int(bank.questions.at(item.bankRow).options.size());
        const QJsonArray order = object.value(u"order"_s).toArray();
        if (order.size() != optionCount)
            return std::nullopt;
        for (const QJsonValue &index : order)
            item.order.append(index.toInt(-1));
        OptionOrder sorted = item.order;
        std::sort(sorted.begin(), sorted.end());
        if (sorted != bankOrder(optionCount))
            return std::nullopt;
        item.chosen = object.value(u"chosen"_s).toInt(-1);
        if (item.chosen < -1 || item.chosen >= optionCount)
            return std::nullopt;
        item.checked = object.value(u"checked"_s).toBool() && item.chosen >= 0;
        item.timeSpentMs = std::clamp<qint64>(object.value(u"ms"_s).toInteger(), 0, maxTimeSpentMs);
        session.m_items.append(item);
    }
    session.setCurrentPosition(json.value(u"current"_s).toInt());
    return session;
}
