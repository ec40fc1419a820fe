#include "core/richtext.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace RichText {

QString toHtml(QStringView text)
{
    return toHtml(text, {});
}

QString toHtml(QStringView text, const QList<Link> &links)
{
    QString html;
    html.reserve(text.size() + 64 + links.size() * 96);
    bool inCode = false;
    qsizetype spanStart = 0;
    auto flush = [&](qsizetype end) {
        html += text.sliced(spanStart, end - spanStart).toString().toHtmlEscaped();
    };
    auto nextLink = links.cbegin();
    for (qsizetype i = 0; i < text.size(); ++i) {
        // A link that starts inside code, or inside an earlier link, is dropped.
        while (nextLink != links.cend() && (nextLink->start < i || (inCode && nextLink->start == i)))
            ++nextLink;
        if (!inCode && nextLink != links.cend() && nextLink->start == i) {
            flush(i);
            const qsizetype end = std::min(text.size(), i + nextLink->length);
            html += u"<a href=\""_s + nextLink->href.toHtmlEscaped() + u'"';
            if (!nextLink->style.isEmpty())
                html += u" style=\""_s + nextLink->style.toHtmlEscaped() + u'"';
            html += u'>' + text.sliced(i, end - i).toString().toHtmlEscaped() + u"</a>"_s;
            spanStart = end;
            i = end - 1;
            ++nextLink;
            continue;
        }
        if (text.at(i) != u'`')
            continue;
        flush(i);
        html += inCode ? u"</code>"_s
                       : u"<code style=\"font-family: 'DejaVu Sans Mono', monospace;\">"_s;
        inCode = !inCode;
        spanStart = i + 1;
    }
    flush(text.size());
    if (inCode)
        html += u"</code>"_s;
    return html;
}

QString toPlain(QStringView text)
{
    QString plain = text.toString();
    plain.remove(u'`');
    return plain;
}

bool hasBalancedBackticks(QStringView text)
{
    return text.count(u'`') % 2 == 0;
}

} // namespace RichText
