#pragma once

#include "core/language.h"
#include "core/questionbank.h"

#include <QList>
#include <QString>

// How a question is named where it is listed apart from its quiz (the
// glossary's questions, a search hit): "JAX on GPUs, question 11", the quiz
// as the library names it (BankTitles::distinct) and the question's number
// in the language's digits. The words are the installed translation's, so
// `language` is the interface's.
namespace QuestionName {

QString inQuiz(const QuestionBank &bank, const QList<QuestionBank> &banks, int row,
               Language language);

} // namespace QuestionName
