#include "question/fallbackmark.h"

#include "question/otherlanguagetext.h"

using namespace Qt::StringLiterals;

QString FallbackMark::words(const LocalizedText &text, Language language)
{
    if (!text.isOnlyInOther(language))
        return {};
    return language == Language::Bengali ? tr("only in English") : tr("only in Bengali");
}

QString FallbackMark::html(const LocalizedText &text, Language language)
{
    const QString shown = words(text, language);
    if (shown.isEmpty())
        return {};
    // Smaller, in brackets: an aside in every theme. Not italic: Bengali
    // fonts have none, and a slanted Bengali is synthesised.
    return u" <small>("_s + shown.toHtmlEscaped() + u")</small>"_s;
}

Language FallbackMark::shownLanguage(const LocalizedText &text, Language language)
{
    return text.isOnlyInOther(language) ? OtherLanguageText::otherThan(language) : language;
}

QString FallbackMark::otherText(const LocalizedText &text, Language language)
{
    return text.has(language) ? text.written(OtherLanguageText::otherThan(language)) : QString();
}
