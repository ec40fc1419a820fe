#include "core/questionname.h"

#include "core/banktitles.h"

#include <QCoreApplication>

namespace QuestionName {

namespace {
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(QuestionName)
};
} // namespace

QString inQuiz(const QuestionBank &bank, const QList<QuestionBank> &banks, int row,
               Language language)
{
    return Text::tr("%1, question %2", "a quiz's title, a question's number in it")
        .arg(BankTitles::distinct(bank, banks, language), localeFor(language).toString(row + 1));
}

} // namespace QuestionName
