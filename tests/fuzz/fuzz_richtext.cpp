// libFuzzer harness for question text markup: any text, read as UTF-8 and as
// UTF-16 (unpaired surrogates included), turns into HTML that shows exactly
// the plain text, with every code span closed.
#include "core/richtext.h"

#include <QString>

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <cstring>

using namespace Qt::StringLiterals;

namespace {

void require(bool condition)
{
    if (!condition)
        std::abort();
}

// The text a QLabel would show for the HTML: the code tags dropped and the
// four entities QString::toHtmlEscaped writes turned back into characters.
// Raw '<' only comes from the tags, since the text's own '<' is escaped.
QString shownText(QString html)
{
    static const QString openTag = u"<code style=\"font-family: 'DejaVu Sans Mono', monospace;\">"_s;
    html.remove(openTag);
    html.remove(u"</code>"_s);
    require(!html.contains(u'<') && !html.contains(u'>') && !html.contains(u'"'));
    html.replace(u"&lt;"_s, u"<"_s);
    html.replace(u"&gt;"_s, u">"_s);
    html.replace(u"&quot;"_s, u"\""_s);
    html.replace(u"&amp;"_s, u"&"_s); // last, so "&amp;lt;" stays "&lt;"
    return html;
}

void checkText(QStringView text)
{
    const qsizetype backticks = text.count(u'`');
    require(RichText::hasBalancedBackticks(text) == (backticks % 2 == 0));

    const QString plain = RichText::toPlain(text);
    require(!plain.contains(u'`'));
    require(plain.size() == text.size() - backticks);

    const QString html = RichText::toHtml(text);
    // Every code span is closed, the unbalanced last one included.
    require(html.count(u"<code "_s) == html.count(u"</code>"_s));
    require(html.count(u"</code>"_s) == (backticks + 1) / 2);
    require(shownText(html) == plain);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    checkText(QString::fromUtf8(reinterpret_cast<const char *>(data), qsizetype(size)));

    // Copied, because the input need not be aligned for char16_t.
    QString utf16(qsizetype(size / sizeof(char16_t)), Qt::Uninitialized);
    std::memcpy(utf16.data(), data, std::size_t(utf16.size()) * sizeof(char16_t));
    checkText(utf16);
    return 0;
}
