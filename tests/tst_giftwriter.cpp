// The GIFT writer: a small bank written by hand, and the file Moodle's own
// export would write for it (docs.moodle.org, "GIFT format";
// question/format/gift/format.php): the comment naming the bank, the
// category line before its questions, "::id::[html]", "=" and "~" with "#"
// feedback and "####" the explanation, GIFT's escapes, multilang spans, a
// blank line between questions. Every expected line is written out by hand
// from the bank below.

#include "core/giftreader.h"
#include "core/giftwriter.h"

#include "support/exportbanks.h"

#include <QTest>

using namespace Qt::StringLiterals;

namespace {

QuestionBank giftBank()
{
    QuestionBank bank;
    bank.id = u"gift"_s;
    bank.title = {u"GIFT demo"_s, {}};
    bank.topics = {{u"t"_s, {u"Escapes: ~ = # { }"_s, {}}}};

    Question special;
    special.id = u"q:1"_s;
    special.topic = u"t"_s;
    special.shuffle = false;
    special.prompt = {u"Is `d = {k: v}` a dict ~ #1 in C:\\dir?"_s, u"`d = {k: v}` কি ডিকশনারি?"_s};
    setOptions(special,
               {{u"%50 of it"_s, {}}, {u"a -> b"_s, {}}, {u"x\ny"_s, {}}, {u"Yes"_s, u"হ্যাঁ"_s}},
               {{u"Not a weight"_s, {}}, {}, {}, {u"No & never"_s, u"না"_s}});
    special.answer = 1;
    special.explanation = {u"Because {braces}."_s, {}};

    Question plain;
    plain.id = u"plain"_s;
    plain.prompt = {u"Which?"_s, {}};
    setOptions(plain, {{u"a"_s, {}}, {u"b"_s, {}}, {u"c"_s, {}}, {u"d"_s, {}}});
    plain.answer = 2;
    plain.explanation = {u"C."_s, {}};

    bank.questions = {special, plain};
    return bank;
}

} // namespace

class TestGiftWriter : public QObject
{
    Q_OBJECT

private slots:
    void writesTheWholeFile();
    void readsBackAsWritten();
};

void TestGiftWriter::writesTheWholeFile()
{
    // The question without a topic first; "=" and ":" escaped in the spans'
    // attributes too, since the whole text is GIFT; the category line as
    // Moodle reads it, unescaped.
    const QString expected
        = u"// ScaleStudy question bank \"gift\": GIFT demo\n"
          "\n"
          "::plain::[html]Which?{\n"
          "\t~a\n"
          "\t~b\n"
          "\t=c\n"
          "\t~d\n"
          "\t####C.\n"
          "}\n"
          "\n"
          "$CATEGORY: $course$/top/Escapes: ~ = # { }\n"
          "\n"
          "// The options of this question keep their order in ScaleStudy; GIFT cannot say so.\n"
          "::q\\:1::[html]<span lang\\=\"en\" class\\=\"multilang\">Is <code>d \\= \\{k\\: "
          "v\\}</code> a dict \\~ \\#1 in C\\:\\\\dir?</span><span lang\\=\"bn\" "
          "class\\=\"multilang\"><code>d \\= \\{k\\: v\\}</code> কি ডিকশনারি?</span>{\n"
          "\t~&\\#37;50 of it#Not a weight\n"
          "\t=a -&gt; b\n"
          "\t~x<br>y\n"
          "\t~<span lang\\=\"en\" class\\=\"multilang\">Yes</span><span lang\\=\"bn\" "
          "class\\=\"multilang\">হ্যাঁ</span>#<span lang\\=\"en\" class\\=\"multilang\">No "
          "&amp; never</span><span lang\\=\"bn\" class\\=\"multilang\">না</span>\n"
          "\t####Because \\{braces\\}.\n"
          "}\n"
          "\n"_s;
    QCOMPARE(QString::fromUtf8(GiftWriter::write(giftBank())), expected);
}

void TestGiftWriter::readsBackAsWritten()
{
    const QuestionBank bank = giftBank();
    const ImportResult result = GiftReader::parse(GiftWriter::write(bank), u"gift.gift"_s);
    QVERIFY(result.problems.isEmpty());
    QVERIFY(result.skipped.isEmpty());
    QCOMPARE(result.questions.size(), 2);
    const ImportedQuestion &plain = result.questions.at(0);
    QCOMPARE(plain.name, u"plain"_s);
    QVERIFY(plain.topic.isEmpty());
    QCOMPARE(plain.answer, 2);
    const ImportedQuestion &special = result.questions.at(1);
    QCOMPARE(special.name, u"q:1"_s);
    QCOMPARE(special.topic, (LocalizedText{u"Escapes: ~ = # { }"_s, {}}));
    QCOMPARE(special.prompt, bank.questions.at(0).prompt);
    QCOMPARE(special.options.size(), 4);
    QCOMPARE(special.options.at(0), (LocalizedText{u"%50 of it"_s, {}}));
    QCOMPARE(special.options.at(1), (LocalizedText{u"a -> b"_s, {}}));
    QCOMPARE(special.options.at(2), (LocalizedText{u"x\ny"_s, {}}));
    QCOMPARE(special.optionFeedback.at(3), (LocalizedText{u"No & never"_s, u"না"_s}));
    QCOMPARE(special.answer, 1);
    QCOMPARE(special.explanation, (LocalizedText{u"Because {braces}."_s, {}}));
}

QTEST_GUILESS_MAIN(TestGiftWriter)
#include "tst_giftwriter.moc"
