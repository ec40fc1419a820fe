#include "core/importreason.h"

#include "core/importedquestion.h"

#include <QLocale>

std::function<QString()> ImportReason::optionCount(qsizetype count)
{
    if (count < minImportedOptions) {
        return [count] {
            return tr("%Ln option(s); a question needs at least %1", nullptr, int(count))
                .arg(QLocale().toString(minImportedOptions));
        };
    }
    if (count > maxImportedOptions) {
        return [count] {
            return tr("%1 options; a question may have at most %2")
                .arg(QLocale().toString(count), QLocale().toString(maxImportedOptions));
        };
    }
    return {};
}

QString ImportReason::multipleRightAnswers()
{
    return tr("multiple right answers");
}

QString ImportReason::partialCredit()
{
    return tr("partial credit for an answer");
}

QString ImportReason::noQuestionText()
{
    return tr("no question text");
}

QString ImportReason::emptyAnswer()
{
    return tr("an answer with no text");
}
