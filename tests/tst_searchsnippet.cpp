// Search snippets: the short quote of a text and the snippet around a match,
// cut at spaces or between whole characters. Places are counted by hand in
// UTF-16 units.
#include "core/searchsnippet.h"

#include <QTest>

using namespace Qt::StringLiterals;

class TestSearchSnippet : public QObject
{
    Q_OBJECT

private slots:
    void shortQuote_data();
    void shortQuote();
    void snippet_data();
    void snippet();
};

void TestSearchSnippet::shortQuote_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("length");
    QTest::addColumn<QString>("expected");

    QTest::newRow("short: whole") << u"A mango"_s << 32 << u"A mango"_s;
    QTest::newRow("exactly the length: whole") << u"abcd efgh"_s << 9 << u"abcd efgh"_s;
    // "Pipeline bubbles grow with" is 26 units; "stages" would end at 33.
    QTest::newRow("cut after a whole word")
        << u"Pipeline bubbles grow with stages"_s << 32 << u"Pipeline bubbles grow with…"_s;
    QTest::newRow("code marks dropped, spacing simplified")
        << u"Call `jax.jit`  on\tit"_s << 32 << u"Call jax.jit on it"_s;
    // One word longer than the length: cut between whole characters
    // (কম্পাইলেশন: ক ম ্ প া ই ল ে শ ন; 4 units end inside the conjunct
    // ম্পা, one character on screen, so only ক stays; 5 units keep ম্পা).
    QTest::newRow("one long word, whole characters") << u"কম্পাইলেশন"_s << 4 << u"ক…"_s;
    QTest::newRow("one long word, the conjunct whole") << u"কম্পাইলেশন"_s << 5 << u"কম্পা…"_s;
    // এ ক ট ি space আ প ে ল space আ র: "আর" ends at 12, "আপেল" at 9.
    QTest::newRow("Bengali words, one ends at the length")
        << u"একটি আপেল আর একটি কলা"_s << 12 << u"একটি আপেল আর…"_s;
    QTest::newRow("Bengali words, cut before the word over")
        << u"একটি আপেল আর একটি কলা"_s << 11 << u"একটি আপেল…"_s;
}

void TestSearchSnippet::shortQuote()
{
    QFETCH(QString, text);
    QFETCH(int, length);
    QFETCH(QString, expected);
    QCOMPARE(::shortQuote(text, length), expected);
}

void TestSearchSnippet::snippet_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("start");
    QTest::addColumn<int>("length");
    QTest::addColumn<int>("context");
    QTest::addColumn<QString>("before");
    QTest::addColumn<QString>("match");
    QTest::addColumn<QString>("after");
    QTest::addColumn<bool>("cutBefore");
    QTest::addColumn<bool>("cutAfter");

    // R u n space ` j: "jax" at 5–7; the backticks go.
    QTest::newRow("whole text, code marks dropped")
        << u"Run `jax.devices()` now"_s << 5 << 3 << 40 << u"Run "_s << u"jax"_s
        << u".devices() now"_s << false << false;
    // "one two three four " is 19 units, so "five" is at 19–22. Six units
    // either side reach 13 (inside "three four": the word "four" begins at
    // 14) and 29 (inside "seven": the word before it ends at 27).
    QTest::newRow("cut at spaces")
        << u"one two three four five six seven eight nine ten"_s << 19 << 4 << 6 << u"four "_s
        << u"five"_s << u" six"_s << true << true;
    // Six clusters of ক + ি (0–11), then GPU at 12. Three units back is 9,
    // the ি of a cluster: the snippet starts at the next cluster, 10.
    QTest::newRow("no space: cut between clusters")
        << u"কিকিকিকিকিকিGPU"_s << 12 << 3 << 3 << u"কি"_s << u"GPU"_s << QString() << true
        << false;
    QTest::newRow("match at both ends")
        << u"GPU"_s << 0 << 3 << 0 << QString() << u"GPU"_s << QString() << false << false;
}

void TestSearchSnippet::snippet()
{
    QFETCH(QString, text);
    QFETCH(int, start);
    QFETCH(int, length);
    QFETCH(int, context);
    QFETCH(QString, before);
    QFETCH(QString, match);
    QFETCH(QString, after);
    QFETCH(bool, cutBefore);
    QFETCH(bool, cutAfter);

    const SearchSnippet snippet = snippetAround(text, {start, length}, context);
    QCOMPARE(snippet.before, before);
    QCOMPARE(snippet.match, match);
    QCOMPARE(snippet.after, after);
    QCOMPARE(snippet.cutBefore, cutBefore);
    QCOMPARE(snippet.cutAfter, cutAfter);
}

QTEST_GUILESS_MAIN(TestSearchSnippet)
#include "tst_searchsnippet.moc"
