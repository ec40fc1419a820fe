// Question text is plain text with `backtick` code spans: RichText turns it
// into label HTML and into plain text for accessible names.
#include "core/richtext.h"

#include <QRegularExpression>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {
// The opening tag carries the styling; rows compare the structure, so every
// opening <code ...> tag is reduced to <code> once its style has been checked.
const QRegularExpression codeOpenTag(u"<code\\b[^>]*>"_s);
} // namespace

class TestRichText : public QObject
{
    Q_OBJECT

private slots:
    void toHtml_data();
    void toHtml();
    void codeSpansUseMonospace();
    void toHtmlWithLinks_data();
    void toHtmlWithLinks();
    void toPlain_data();
    void toPlain();
    void hasBalancedBackticks_data();
    void hasBalancedBackticks();
};

void TestRichText::toHtml_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("expectedHtml"); // with every <code ...> written as <code>

    QTest::newRow("plain") << u"No code here"_s << u"No code here"_s;
    QTest::newRow("empty") << QString() << QString();
    QTest::newRow("one span") << u"Call `jax.jit` first"_s << u"Call <code>jax.jit</code> first"_s;
    QTest::newRow("span at both ends")
        << u"`a` and `b`"_s << u"<code>a</code> and <code>b</code>"_s;
    QTest::newRow("whole text is code") << u"`x`"_s << u"<code>x</code>"_s;
    QTest::newRow("empty span") << u"a `` b"_s << u"a <code></code> b"_s;
    QTest::newRow("escape outside code") << u"1 < 2 & 3 > 2"_s << u"1 &lt; 2 &amp; 3 &gt; 2"_s;
    QTest::newRow("escape inside code")
        << u"`if x > 0 & y < 1:`"_s << u"<code>if x &gt; 0 &amp; y &lt; 1:</code>"_s;
    QTest::newRow("quotes inside code")
        << u"`implementation=\"cudnn\"`"_s << u"<code>implementation=&quot;cudnn&quot;</code>"_s;
    QTest::newRow("markup is not interpreted")
        << u"<b>bold</b> `<i>`"_s << u"&lt;b&gt;bold&lt;/b&gt; <code>&lt;i&gt;</code>"_s;
    QTest::newRow("bengali around code")
        << u"`jax.devices()` চালান"_s << u"<code>jax.devices()</code> চালান"_s;
    // An unclosed span (which the loader rejects) still gives well-formed HTML.
    QTest::newRow("unclosed span is closed") << u"a `b"_s << u"a <code>b</code>"_s;
}

void TestRichText::toHtml()
{
    QFETCH(QString, text);
    QFETCH(QString, expectedHtml);

    QString html = RichText::toHtml(text);
    html.replace(codeOpenTag, u"<code>"_s);
    QCOMPARE(html, expectedHtml);
}

void TestRichText::codeSpansUseMonospace()
{
    const QString html = RichText::toHtml(u"use `a` or `b`"_s);
    QRegularExpressionMatchIterator tags = codeOpenTag.globalMatch(html);
    int count = 0;
    while (tags.hasNext()) {
        const QString tag = tags.next().captured();
        QVERIFY2(tag.contains(u"monospace"_s), qPrintable(tag));
        ++count;
    }
    QCOMPARE(count, 2);
    QCOMPARE(html.count(u"</code>"_s), 2);
}

void TestRichText::toHtmlWithLinks_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QList<RichText::Link>>("links");
    QTest::addColumn<QString>("expectedHtml"); // with every <code ...> written as <code>

    // "stages" starts at 18: "Call " (5) + "`jax.jit`" (9) + " on " (4).
    QTest::newRow("link after code")
        << u"Call `jax.jit` on stages"_s << QList<RichText::Link>{{18, 6, u"term:stage"_s, {}}}
        << u"Call <code>jax.jit</code> on <a href=\"term:stage\">stages</a>"_s;
    QTest::newRow("style and escaping")
        << u"a < stage"_s << QList<RichText::Link>{{4, 5, u"t&1"_s, u"color: red"_s}}
        << u"a &lt; <a href=\"t&amp;1\" style=\"color: red\">stage</a>"_s;
    QTest::newRow("two links") << u"ab cd"_s
                               << QList<RichText::Link>{{0, 2, u"x"_s, {}}, {3, 2, u"y"_s, {}}}
                               << u"<a href=\"x\">ab</a> <a href=\"y\">cd</a>"_s;
    QTest::newRow("link inside code dropped")
        << u"`stage` x"_s << QList<RichText::Link>{{1, 5, u"x"_s, {}}} << u"<code>stage</code> x"_s;
    QTest::newRow("Bengali link") << u"প্রতি স্টেজে"_s
                                  << QList<RichText::Link>{{6, 6, u"term:stage"_s, {}}}
                                  << u"প্রতি <a href=\"term:stage\">স্টেজে</a>"_s;
}

void TestRichText::toHtmlWithLinks()
{
    QFETCH(QString, text);
    QFETCH(QList<RichText::Link>, links);
    QFETCH(QString, expectedHtml);

    QString html = RichText::toHtml(text, links);
    html.replace(codeOpenTag, u"<code>"_s);
    QCOMPARE(html, expectedHtml);
}

void TestRichText::toPlain_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("expected");

    QTest::newRow("plain") << u"No code"_s << u"No code"_s;
    QTest::newRow("one span") << u"Call `jax.jit` first"_s << u"Call jax.jit first"_s;
    QTest::newRow("two spans") << u"`a` and `b`"_s << u"a and b"_s;
    QTest::newRow("no escaping") << u"`x < 1` & y"_s << u"x < 1 & y"_s;
    QTest::newRow("bengali") << u"`float16` বা `bfloat16`"_s << u"float16 বা bfloat16"_s;
    QTest::newRow("empty") << QString() << QString();
}

void TestRichText::toPlain()
{
    QFETCH(QString, text);
    QFETCH(QString, expected);
    QCOMPARE(RichText::toPlain(text), expected);
}

void TestRichText::hasBalancedBackticks_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("balanced");

    QTest::newRow("empty") << QString() << true;
    QTest::newRow("no backticks") << u"plain text"_s << true;
    QTest::newRow("one span") << u"`a`"_s << true;
    QTest::newRow("two spans") << u"`a` then `b`"_s << true;
    QTest::newRow("empty span") << u"``"_s << true;
    QTest::newRow("one backtick") << u"`a"_s << false;
    QTest::newRow("closing only") << u"a`"_s << false;
    QTest::newRow("three backticks") << u"`a` `b"_s << false;
    QTest::newRow("bengali unclosed") << u"`jax.jit চালান"_s << false;
}

void TestRichText::hasBalancedBackticks()
{
    QFETCH(QString, text);
    QFETCH(bool, balanced);
    QCOMPARE(RichText::hasBalancedBackticks(text), balanced);
}

QTEST_GUILESS_MAIN(TestRichText)
#include "tst_richtext.moc"
