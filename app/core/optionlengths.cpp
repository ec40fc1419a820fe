#include "core/optionlengths.h"

#include <QLocale>

using namespace Qt::StringLiterals;

namespace OptionLengths {

qsizetype shownLength(const QString &text)
{
    return text.size() - text.count(u'`');
}

bool keyIsLongest(const Question &question, Language language)
{
    if (question.answer < 0 || question.answer >= question.options.size())
        return false;
    const qsizetype key = shownLength(question.options.at(question.answer).text(language));
    for (const LocalizedText &option : question.options) {
        if (shownLength(option.text(language)) > key)
            return false;
    }
    return true;
}

QStringList questionsKeyIsLongest(const QList<Question> &questions, Language language)
{
    QStringList ids;
    for (const Question &question : questions) {
        if (keyIsLongest(question, language))
            ids << question.id;
    }
    return ids;
}

bool givesAnswerAway(qsizetype longest, qsizetype questions)
{
    return longest >= minimumLongestKeys && longest * 3 > questions;
}

} // namespace OptionLengths

QString LengthWarning::message() const
{
    const QLocale locale; // the language's digits (LanguageManager sets the default)
    return tr("In %1 of %Ln question(s) the right answer is the longest option; a learner can "
              "guess by length.",
              nullptr, int(questionCount))
        .arg(locale.toString(questionIds.size()));
}

QString LengthWarning::toString() const
{
    const QString texts = language == Language::Bengali ? tr("the Bengali texts")
                                                        : tr("the English texts");
    return tr("%1: warning: %2: %3").arg(file, texts, message());
}

QList<LengthWarning> LengthWarning::check(const QuestionBank &bank, const QString &file)
{
    QList<LengthWarning> warnings;
    for (Language language : allLanguages) {
        QStringList longest = OptionLengths::questionsKeyIsLongest(bank.questions, language);
        if (OptionLengths::givesAnswerAway(longest.size(), bank.questions.size()))
            warnings.append({file, bank.id, language, std::move(longest), bank.questions.size()});
    }
    return warnings;
}
