#include "core/richtext.h"

using namespace Qt::StringLiterals;

namespace RichText {

QString toHtml(QStringView text)
{
    QString html;
    html.reserve(text.size() + 64);
    bool inCode = false;
    qsizetype spanStart = 0;
    auto flush = [&](qsizetype end) {
        html += text.sliced(spanStart, end - spanStart).toString().toHtmlEscaped();
    };
    for (qsizetype i = 0; i < text.size(); ++i) {
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
