#pragma once

#include "core/language.h"
#include "core/questionbank.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

// The rule that an option's length gives nothing away (issue 23): a learner
// who picks the longest option without reading must not score well. In each
// language, the keyed option may be the longest of its question (ties count)
// in at most a third of a bank's questions; by chance it would be about a
// quarter. The shipped banks are held to it by tst_content; a learner's own
// bank that breaks it still loads, with a LengthWarning.
namespace OptionLengths {

// An option's length as the learner sees it: code spans are drawn without
// their backticks.
qsizetype shownLength(const QString &text);

// Whether the keyed option is at least as long as each of the others.
bool keyIsLongest(const Question &question, Language language);

// The ids of the questions whose keyed option is the longest, in bank order.
QStringList questionsKeyIsLongest(const QList<Question> &questions, Language language);

// Whether `longest` of `questions` is more than the third the rule allows.
bool givesAnswerAway(qsizetype longest, qsizetype questions);

} // namespace OptionLengths

// A bank in which the keyed option is the longest too often in one language:
// it loads, and the learner is told that its answers can be guessed by length.
struct LengthWarning
{
    Q_DECLARE_TR_FUNCTIONS(LengthWarning)

public:
    QString file; // as the loader names it in problems
    QString bankId;
    Language language = Language::English; // the texts that give the answers away
    QStringList questionIds; // the questions whose keyed option is the longest
    qsizetype questionCount = 0;

    // "In 9 of 12 questions the right answer is the longest option; ...", in
    // the current translation.
    QString message() const;
    // The message with the file and the language, for the command line.
    QString toString() const;

    // One warning for each language in which `bank` breaks the rule.
    static QList<LengthWarning> check(const QuestionBank &bank, const QString &file);
};
