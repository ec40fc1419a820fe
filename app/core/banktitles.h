#pragma once

#include "core/language.h"
#include "core/questionbank.h"

#include <QList>
#include <QString>

// How a quiz is named where the learner chooses among quizzes (the library's
// cards, the read-through menu, the history's quiz list, the quiz of a found
// or flagged question): two banks with one title are told apart by their
// files' names.
namespace BankTitles {

// Whether another of `banks` has `bank`'s title in a language, ignoring case
// and spacing.
bool isShared(const QuestionBank &bank, const QList<QuestionBank> &banks);
// "Title (file.json)": the title with its bank's file's name.
QString withFileName(const QString &title, const QString &source);
// The title in `language`, with its file's name when isShared().
QString distinct(const QuestionBank &bank, const QList<QuestionBank> &banks, Language language);

} // namespace BankTitles
