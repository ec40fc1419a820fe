#include "core/banktitles.h"

#include <QCoreApplication>
#include <QFileInfo>

#include <algorithm>

namespace BankTitles {

namespace {
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(BankTitles)
};
} // namespace

bool isShared(const QuestionBank &bank, const QList<QuestionBank> &banks)
{
    return std::any_of(banks.cbegin(), banks.cend(), [&bank](const QuestionBank &other) {
        if (other.id == bank.id && other.source == bank.source)
            return false;
        return std::any_of(allLanguages.cbegin(), allLanguages.cend(), [&](Language language) {
            return other.title.text(language)
                       .simplified()
                       .compare(bank.title.text(language).simplified(), Qt::CaseInsensitive)
                   == 0;
        });
    });
}

QString withFileName(const QString &title, const QString &source)
{
    return Text::tr("%1 (%2)", "a quiz's title (its bank's file name)")
        .arg(title, QFileInfo(source).fileName());
}

QString distinct(const QuestionBank &bank, const QList<QuestionBank> &banks, Language language)
{
    const QString title = bank.title.text(language);
    return isShared(bank, banks) ? withFileName(title, bank.source) : title;
}

} // namespace BankTitles
