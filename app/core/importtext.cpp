#include "core/importtext.h"

#include <QHash>
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
    localized.written(isBengali(text) ? Language::Bengali : Language::English) = text.trimmed();
    return localized;
}

QStringList lines(const QByteArray &data)
{
    QString text = QString::fromUtf8(data);
    if (text.startsWith(QChar(0xFEFF)))
        text.remove(0, 1);
    text.replace(u"\r\n"_s, u"\n"_s);
    text.replace(u'\r', u'\n');
    return text.split(u'\n');
}

namespace {

// The numeric entities and the named ones quiz texts use; an unknown one is kept.
QString decodedEntities(const QString &text)
{
    static const QRegularExpression entity(u"&(#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z]{2,8});"_s);
    static const QHash<QString, char16_t> named{{u"amp"_s, u'&'},         {u"lt"_s, u'<'},
                                                {u"gt"_s, u'>'},          {u"quot"_s, u'"'},
                                                {u"apos"_s, u'\''},       {u"nbsp"_s, u' '},
                                                {u"minus"_s, u'\u2212'},  {u"times"_s, u'\u00D7'},
                                                {u"le"_s, u'\u2264'},     {u"ge"_s, u'\u2265'},
                                                {u"ne"_s, u'\u2260'},     {u"asymp"_s, u'\u2248'},
                                                {u"ndash"_s, u'\u2013'},  {u"mdash"_s, u'\u2014'},
                                                {u"hellip"_s, u'\u2026'}, {u"lsquo"_s, u'\u2018'},
                                                {u"rsquo"_s, u'\u2019'},  {u"ldquo"_s, u'\u201C'},
                                                {u"rdquo"_s, u'\u201D'},  {u"middot"_s, u'\u00B7'},
                                                {u"deg"_s, u'\u00B0'},    {u"plusmn"_s, u'\u00B1'},
                                                {u"rarr"_s, u'\u2192'},   {u"larr"_s, u'\u2190'},
                                                {u"sup2"_s, u'\u00B2'},   {u"sup3"_s, u'\u00B3'},
                                                {u"micro"_s, u'\u00B5'}};
    QString decoded;
    qsizetype last = 0;
    for (auto matches = entity.globalMatch(text); matches.hasNext();) {
        const QRegularExpressionMatch match = matches.next();
        const QString name = match.captured(1);
        QString character;
        if (name.startsWith(u'#')) {
            bool ok = false;
            const bool hex = name.size() > 1 && (name.at(1) == u'x' || name.at(1) == u'X');
            const uint code = name.mid(hex ? 2 : 1).toUInt(&ok, hex ? 16 : 10);
            if (ok && code > 0 && code <= 0x10FFFF && (code < 0xD800 || code > 0xDFFF))
                character = QString::fromUcs4(reinterpret_cast<const char32_t *>(&code), 1);
        } else if (const auto known = named.constFind(name); known != named.cend()) {
            character = QChar(*known);
        }
        if (character.isEmpty())
            continue;
        decoded += QStringView(text).sliced(last, match.capturedStart() - last);
        decoded += character;
        last = match.capturedEnd();
    }
    decoded += QStringView(text).sliced(last);
    return decoded;
}

} // namespace

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
    text = decodedEntities(text);
    text.replace(blankLines, u"\n\n"_s);
    return text.trimmed();
}

LocalizedText fromMoodleHtml(const QString &html)
{
    static const QRegularExpression
        spans(u"<(span|lang)\\b[^>]*\\blang\\s*=\\s*[\"']([a-zA-Z_-]+)[\"'][^>]*>(.*?)</\\1\\s*>"_s,
              QRegularExpression::CaseInsensitiveOption
                  | QRegularExpression::DotMatchesEverythingOption);
    LocalizedText text;
    bool multilang = false;
    for (auto match = spans.globalMatch(html); match.hasNext();) {
        const QRegularExpressionMatch span = match.next();
        if (span.captured(1).compare(u"span"_s, Qt::CaseInsensitive) == 0
            && !span.captured(0).contains(u"multilang"_s, Qt::CaseInsensitive))
            continue;
        const QString language = span.captured(2).toLower();
        if (language.startsWith(u"en"_s))
            text.en = fromHtml(span.captured(3));
        else if (language.startsWith(u"bn"_s))
            text.bn = fromHtml(span.captured(3));
        multilang = true;
    }
    return multilang ? text : inItsLanguage(fromHtml(html));
}

LocalizedText categoryName(const QString &path)
{
    static const QRegularExpression separator(u"(?<!/)/(?!/)"_s);
    static const QRegularExpression context(u"^\\$[a-z]+\\$$"_s);
    QStringList names = path.split(separator);
    for (QString &name : names)
        name = name.replace(u"//"_s, u"/"_s).trimmed();
    if (!names.isEmpty() && context.match(names.first()).hasMatch())
        names.removeFirst();
    if (!names.isEmpty() && names.first() == u"top")
        names.removeFirst();
    return names.isEmpty() ? LocalizedText() : fromMoodleHtml(names.last());
}

} // namespace ImportText
