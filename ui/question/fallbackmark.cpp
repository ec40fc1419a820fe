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
    // Qt's rich text has no "muted" colour of its own: <small><i> reads as an aside in every theme.
    return u" <small><i>("_s + shown.toHtmlEscaped() + u")</i></small>"_s;
}

Language FallbackMark::shownLanguage(const LocalizedText &text, Language language)
{
    return text.isOnlyInOther(language) ? OtherLanguageText::otherThan(language) : language;
}

QString FallbackMark::otherText(const LocalizedText &text, Language language)
{
    return text.has(language) ? text.written(OtherLanguageText::otherThan(language)) : QString();
}
