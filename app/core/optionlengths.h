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
// quarter. Fewer than three such questions are no evidence (see
// minimumLongestKeys). The shipped banks are held to it by tst_content; a learner's own
// bank that breaks it still loads, with a LengthWarning.
namespace OptionLengths {

// An option's length as the learner sees it: code spans are drawn without
// their backticks.
qsizetype shownLength(const QString &text);

// Whether the keyed option is at least as long as each of the others.
bool keyIsLongest(const Question &question, Language language);

// The ids of the questions whose keyed option is the longest, in bank order.
QStringList questionsKeyIsLongest(const QList<Question> &questions, Language language);

// Too few keyed options that are the longest to tell a pattern from chance.
// With four options, each key is the longest by chance about one time in
// four (more with ties), independently of the other questions: two given
// keys both are with probability (1/4)^2 = 1/16, above the usual 5 % a
// warning should stay under, three with (1/4)^3 = 1/64, below it. So one or
// two such questions never warn, whatever the bank's size: a bank of one or
// two questions (1 of 1 is 100 %) never does, one of three does only when
// every key is the longest.
inline constexpr qsizetype minimumLongestKeys = 3;

// Whether `longest` of `questions` is more than the third the rule allows,
// and at least minimumLongestKeys.
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
