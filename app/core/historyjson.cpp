#include "core/historyjson.h"

#include <QJsonArray>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace HistoryJson {
namespace {

// Per question, one letter: the chosen option's index in the bank as a, b, c
// or d, upper case when right and lower case when wrong; '-' when unanswered.
QChar answerLetter(const QuestionOutcome &outcome)
{
    if (outcome.result == QuestionOutcome::Result::Unanswered || outcome.chosenOption < 0)
        return u'-';
    const char16_t letter = char16_t(
        (outcome.result == QuestionOutcome::Result::Right ? u'A' : u'a') + outcome.chosenOption);
    return QChar(letter);
}

bool readAnswerLetter(QChar letter, QuestionOutcome &outcome)
{
    const char16_t c = letter.unicode();
    if (c == u'-')
        return true;
    const bool right = c >= u'A' && c < u'A' + maxOptionsPerQuestion;
    const bool wrong = c >= u'a' && c < u'a' + maxOptionsPerQuestion;
    if (!right && !wrong)
        return false;
    outcome.chosenOption = int(c - (right ? u'A' : u'a'));
    outcome.result = right ? QuestionOutcome::Result::Right : QuestionOutcome::Result::Wrong;
    return true;
}

// Numbers separated by single spaces, a run of consecutive ones written
// first-last: "0-16", "2 5 9-11".
QString numberRuns(const QList<int> &numbers)
{
    QString text;
    for (qsizetype i = 0; i < numbers.size();) {
        qsizetype last = i;
        while (last + 1 < numbers.size() && numbers.at(last + 1) == numbers.at(last) + 1)
            ++last;
        if (!text.isEmpty())
            text += u' ';
        text += QString::number(numbers.at(i));
        if (last > i)
            text += u'-' + QString::number(numbers.at(last));
        i = last + 1;
    }
    return text;
}

std::optional<int> readNumber(QStringView text)
{
    bool ok = false;
    const int number = text.toInt(&ok);
    // toInt() also takes "+3" and " 3": only plain digits are written.
    if (!ok || number < 0 || text.isEmpty() || !text.front().isDigit())
        return std::nullopt;
    return number;
}

std::optional<QList<int>> readNumberRuns(QStringView text)
{
    // No attempt asks a question twice, so a run longer than this is damage.
    constexpr int longestRun = 100'000;
    QList<int> numbers;
    for (QStringView token : text.tokenize(u' ')) {
        const qsizetype dash = token.indexOf(u'-');
        const std::optional<int> first = readNumber(dash < 0 ? token : token.first(dash));
        const std::optional<int> last = dash < 0 ? first : readNumber(token.sliced(dash + 1));
        if (!first || !last || *last < *first || *last - *first > longestRun)
            return std::nullopt;
        for (int number = *first; number <= *last; ++number)
            numbers << number;
    }
    return numbers;
}

std::optional<QDateTime> readTime(const QJsonValue &value)
{
    const QDateTime time = QDateTime::fromString(value.toString(), Qt::ISODate);
    return time.isValid() ? std::optional<QDateTime>(time.toUTC()) : std::nullopt;
}

// A whole, non-negative JSON number.
std::optional<qint64> readWholeNumber(const QJsonValue &value)
{
    if (!value.isDouble() || value.toDouble() < 0 || value.toDouble() != double(value.toInteger()))
        return std::nullopt;
    return value.toInteger();
}

bool isAbsentOrBool(const QJsonValue &value)
{
    return value.isUndefined() || value.isBool();
}

} // namespace

int QuestionTable::numberOf(const QString &bankId, const QString &questionId)
{
    Quiz &quiz = m_quizzes[bankId];
    if (quiz.numbers.size() != quiz.ids.size()) { // read from JSON: numbered when first written
        for (qsizetype i = 0; i < quiz.ids.size(); ++i)
            quiz.numbers.insert(quiz.ids.at(i), int(i));
    }
    const auto found = quiz.numbers.constFind(questionId);
    if (found != quiz.numbers.constEnd())
        return found.value();
    const int number = int(quiz.ids.size());
    quiz.ids << questionId;
    quiz.numbers.insert(questionId, number);
    return number;
}

QString QuestionTable::idOf(const QString &bankId, int number) const
{
    const auto quiz = m_quizzes.constFind(bankId);
    if (quiz == m_quizzes.constEnd() || number < 0 || number >= quiz->ids.size())
        return {};
    return quiz->ids.at(number);
}

QJsonObject QuestionTable::toJson() const
{
    QJsonObject json;
    for (auto it = m_quizzes.begin(); it != m_quizzes.end(); ++it)
        json.insert(it.key(), QJsonArray::fromStringList(it->ids));
    return json;
}

QuestionTable QuestionTable::fromJson(const QJsonValue &value)
{
    // Read for every attempt of a history: the ids are checked distinct by
    // sorting a copy, not hashed (a hash is made only to write more).
    QuestionTable table;
    const QJsonObject quizzes = value.toObject();
    for (auto it = quizzes.begin(); it != quizzes.end(); ++it) {
        Quiz quiz;
        bool valid = it.value().isArray();
        for (const QJsonValue &id : it.value().toArray()) {
            valid = valid && id.isString() && !id.toString().isEmpty();
            if (!valid)
                break;
            quiz.ids << id.toString();
        }
        QStringList sorted = quiz.ids;
        std::sort(sorted.begin(), sorted.end());
        if (valid && std::adjacent_find(sorted.cbegin(), sorted.cend()) == sorted.cend())
            table.m_quizzes.insert(it.key(), std::move(quiz));
    }
    return table;
}

QJsonObject toJson(const AttemptRecord &attempt, QuestionTable &table)
{
    QList<int> numbers;
    QString answers;
    QStringList seconds;
    for (const QuestionOutcome &outcome : attempt.questions) {
        numbers << table.numberOf(attempt.bankId, outcome.questionId);
        answers += answerLetter(outcome);
        seconds << QString::number((std::max<qint64>(0, outcome.timeSpentMs) + 500) / 1000);
    }
    QJsonObject json{{u"quiz"_s, attempt.bankId},
                     {u"questions"_s, numberRuns(numbers)},
                     {u"answers"_s, answers},
                     {u"seconds"_s, seconds.join(u' ')}};
    // The start and how long it took, or only the end when the start is unknown.
    if (attempt.started.isValid()) {
        json.insert(u"start"_s, attempt.started.toUTC().toString(Qt::ISODate));
        json.insert(u"duration"_s, std::max<qint64>(0, attempt.started.secsTo(attempt.ended)));
    } else {
        json.insert(u"end"_s, attempt.ended.toUTC().toString(Qt::ISODate));
    }
    // Fields at their usual value (immediate feedback, no retry, finished) are left out.
    if (attempt.mode != FeedbackMode::Immediate)
        json.insert(u"mode"_s, feedbackModeKey(attempt.mode));
    if (attempt.retry)
        json.insert(u"retry"_s, true);
    if (attempt.end == AttemptRecord::End::Abandoned)
        json.insert(u"abandoned"_s, true);
    return json;
}

std::optional<AttemptRecord> fromJson(const QJsonValue &value, const QuestionTable &table)
{
    const QJsonObject json = value.toObject();
    AttemptRecord attempt;
    attempt.bankId = json.value(u"quiz"_s).toString();
    const QJsonValue modeKey = json.value(u"mode"_s);
    const std::optional<FeedbackMode> mode = modeKey.isUndefined()
                                                 ? FeedbackMode::Immediate
                                                 : feedbackModeFromKey(modeKey.toString());
    const std::optional<QList<int>> numbers = readNumberRuns(json.value(u"questions"_s).toString());
    const QString answers = json.value(u"answers"_s).toString();
    const QString seconds = json.value(u"seconds"_s).toString();
    if (attempt.bankId.isEmpty() || !mode || !numbers || numbers->isEmpty()
        || answers.size() != numbers->size() || !isAbsentOrBool(json.value(u"retry"_s))
        || !isAbsentOrBool(json.value(u"abandoned"_s))) {
        return std::nullopt;
    }
    if (json.contains(u"start"_s)) {
        const std::optional<QDateTime> started = readTime(json.value(u"start"_s));
        const std::optional<qint64> duration = readWholeNumber(json.value(u"duration"_s));
        if (!started || !duration)
            return std::nullopt;
        attempt.started = *started;
        attempt.ended = started->addSecs(*duration);
    } else {
        const std::optional<QDateTime> ended = readTime(json.value(u"end"_s));
        if (!ended)
            return std::nullopt;
        attempt.ended = *ended;
    }
    attempt.mode = *mode;
    attempt.retry = json.value(u"retry"_s).toBool();
    attempt.end = json.value(u"abandoned"_s).toBool() ? AttemptRecord::End::Abandoned
                                                      : AttemptRecord::End::Finished;
    attempt.questions.reserve(numbers->size());
    for (qsizetype i = 0; i < numbers->size(); ++i) {
        QuestionOutcome outcome;
        outcome.questionId = table.idOf(attempt.bankId, numbers->at(i));
        if (outcome.questionId.isEmpty() || !readAnswerLetter(answers.at(i), outcome))
            return std::nullopt;
        attempt.questions << outcome;
    }
    qsizetype i = 0;
    for (QStringView token : QStringView(seconds).tokenize(u' ')) {
        const std::optional<int> time = readNumber(token);
        if (!time || i >= attempt.questions.size())
            return std::nullopt;
        attempt.questions[i++].timeSpentMs = qint64(*time) * 1000;
    }
    if (i != attempt.questions.size())
        return std::nullopt;
    return attempt;
}

} // namespace HistoryJson
