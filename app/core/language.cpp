#include "core/language.h"

using namespace Qt::StringLiterals;

QString languageCode(Language language)
{
    switch (language) {
    case Language::English:
        return u"en"_s;
    case Language::Bengali:
        return u"bn"_s;
    }
    return u"en"_s;
}

std::optional<Language> languageFromCode(QStringView code)
{
    for (Language language : allLanguages) {
        if (code.compare(languageCode(language), Qt::CaseInsensitive) == 0)
            return language;
    }
    return std::nullopt;
}

QLocale localeFor(Language language)
{
    switch (language) {
    case Language::English:
        return QLocale(QLocale::English, QLocale::UnitedStates);
    case Language::Bengali:
        return QLocale(QLocale::Bengali, QLocale::Bangladesh);
    }
    return QLocale(QLocale::English, QLocale::UnitedStates);
}

Language languageForLocale(const QLocale &locale)
{
    return locale.language() == QLocale::Bengali ? Language::Bengali : Language::English;
}
