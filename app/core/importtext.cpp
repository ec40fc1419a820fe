#include "core/importtext.h"

#include <QRegularExpression>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace ImportText {

bool isBengali(QStringView text)
{
    return std::any_of(text.begin(), text.end(),
                       [](QChar c) { return c.unicode() >= 0x0980 && c.unicode() <= 0x09FF; });
}

LocalizedText inItsLanguage(const QString &text)
{
    LocalizedText localized;
    localized.text(isBengali(text) ? Language::Bengali : Language::English) = text.trimmed();
    return localized;
}

QString fromHtml(const QString &html)
{
    static const QRegularExpression hidden(u"<(script|style)\\b[^>]*>.*?</\\1\\s*>"_s,
                                           QRegularExpression::CaseInsensitiveOption
                                               | QRegularExpression::DotMatchesEverythingOption);
    static const QRegularExpression code(u"</?code\\b[^>]*>"_s,
                                         QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression breaks(u"<(br|/p|/div|/h[1-6])\\b[^>]*>"_s,
                                           QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression item(u"<li\\b[^>]*>"_s,
                                         QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression tag(u"<[^>]*>"_s);
    static const QRegularExpression blankLines(u"\\n\\s*\\n\\s*(\\n\\s*)+"_s);
    QString text = html;
    text.remove(hidden);
    text.replace(code, u"`"_s);
    text.replace(item, u"\n• "_s);
    text.replace(breaks, u"\n"_s);
    text.remove(tag);
    text.replace(u"&lt;"_s, u"<"_s).replace(u"&gt;"_s, u">"_s).replace(u"&quot;"_s, u"\""_s);
    text.replace(u"&#39;"_s, u"'"_s).replace(u"&nbsp;"_s, u" "_s).replace(u"&amp;"_s, u"&"_s);
    text.replace(blankLines, u"\n\n"_s);
    return text.trimmed();
}

} // namespace ImportText
