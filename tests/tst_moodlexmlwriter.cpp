// The Moodle XML writer: a small bank written by hand, and the fragments of
// the file Moodle's own export would have (docs.moodle.org, "Moodle XML
// format"; question/format/xml/format.php): the category before its
// questions, multilang spans, HTML escapes and code spans, a CDATA section
// split where the text holds "]]>", fractions 100 and 0, shuffleanswers 0.
// Every expected fragment is written out by hand from the bank below.

#include "core/moodlexmlreader.h"
#include "core/moodlexmlwriter.h"

#include "support/exportbanks.h"

#include <QTest>
#include <QXmlStreamReader>

using namespace Qt::StringLiterals;

namespace {

QuestionBank demoBank()
{
    QuestionBank bank;
    bank.id = u"demo"_s;
    bank.title = {u"Demo"_s, u"ডেমো"_s};
    bank.topics = {{u"pipes"_s, {u"Pipes/stages"_s, u"পাইপলাইন"_s}}};

    Question first;
    first.id = u"q1"_s;
    first.topic = u"pipes"_s;
    first.shuffle = false;
    first.prompt = {u"Is `a < b` true?\nSay ]]> here"_s, u"`a < b` কি সত্য?"_s};
    setOptions(first,
               {{u"Yes"_s, {}},
                {u"No"_s, u"না"_s},
                {u"The word ভাষা"_s, {}}, // English, in Bengali script
                {{}, u"হয়তো"_s}},
               {{u"Because & so"_s, {}}});
    first.answer = 1;
    first.explanation = {u"Read it twice."_s, u"দুবার পড়ুন।"_s};

    // No topic: written before the first category, though second in the bank.
    Question second;
    second.id = u"q0"_s;
    second.prompt = {u"Plain"_s, {}};
    setOptions(second, {{u"a"_s, {}}, {u"b"_s, {}}, {u"c"_s, {}}, {u"d"_s, {}}});
    second.answer = 0;
    second.explanation = {u"E"_s, {}};

    bank.questions = {first, second};
    return bank;
}

} // namespace

class TestMoodleXmlWriter : public QObject
{
    Q_OBJECT

private slots:
    void writesAWellFormedQuiz();
    void writesTheCategoryBeforeItsQuestions();
    void writesTextsAsMoodleHtml();
    void writesAnswersWithFractions();
    void readsBackAsWritten();
    void leavesOutWhatXmlCannotHold();
};

void TestMoodleXmlWriter::writesAWellFormedQuiz()
{
    const QString xml = QString::fromUtf8(MoodleXmlWriter::write(demoBank()));
    QVERIFY(xml.startsWith(u"<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<quiz>\n"_s));
    QVERIFY(xml.endsWith(u"</quiz>\n"_s));
    QXmlStreamReader reader(xml);
    int questions = 0;
    while (!reader.atEnd()) {
        if (reader.readNext() == QXmlStreamReader::StartElement && reader.name() == u"question")
            ++questions;
    }
    QVERIFY2(!reader.hasError(), qPrintable(reader.errorString()));
    QCOMPARE(questions, 3); // the category and the two questions
}

void TestMoodleXmlWriter::writesTheCategoryBeforeItsQuestions()
{
    const QString xml = QString::fromUtf8(MoodleXmlWriter::write(demoBank()));
    // The name's own "/" doubled, and so the spans' "</span>" too
    // (assemble_category_path in question/format.php).
    const QString category
        = u"  <question type=\"category\">\n"
          "    <category>\n"
          "      <text><![CDATA[$course$/top/<span lang=\"en\" class=\"multilang\">Pipes//stages"
          "<//span><span lang=\"bn\" class=\"multilang\">পাইপলাইন<//span>]]></text>\n"
          "    </category>\n"
          "  </question>\n"_s;
    QCOMPARE(xml.count(u"type=\"category\""_s), 1);
    const qsizetype categoryAt = xml.indexOf(category);
    QVERIFY(categoryAt > 0);
    QVERIFY(xml.indexOf(u"<text>q0</text>"_s) < categoryAt);
    QVERIFY(categoryAt < xml.indexOf(u"<text>q1</text>"_s));
}

void TestMoodleXmlWriter::writesTextsAsMoodleHtml()
{
    const QString xml = QString::fromUtf8(MoodleXmlWriter::write(demoBank()));
    QVERIFY(xml.contains(u"  <question type=\"multichoice\">\n"
                         "    <name>\n"
                         "      <text>q1</text>\n"
                         "    </name>\n"_s));
    // "<" escaped, the code span and the line end as HTML, and the CDATA
    // section ended before the text's "]]>" and opened again after its "]]".
    QVERIFY(xml.contains(
        u"    <questiontext format=\"html\">\n"
        "      <text><![CDATA[<span lang=\"en\" class=\"multilang\">Is <code>a &lt; b</code> "
        "true?<br>Say ]]]]><![CDATA[> here</span><span lang=\"bn\" class=\"multilang\">"
        "<code>a &lt; b</code> কি সত্য?</span>]]></text>\n"
        "    </questiontext>\n"_s));
    QVERIFY(xml.contains(u"    <generalfeedback format=\"html\">\n"
                         "      <text><![CDATA[<span lang=\"en\" class=\"multilang\">Read it "
                         "twice.</span><span lang=\"bn\" class=\"multilang\">দুবার "
                         "পড়ুন।</span>]]></text>\n"
                         "    </generalfeedback>\n"_s));
    // One language in its own script: plain; English in Bengali script: its span.
    QVERIFY(xml.contains(u"<text><![CDATA[Yes]]></text>"_s));
    QVERIFY(xml.contains(u"<text><![CDATA[হয়তো]]></text>"_s));
    QVERIFY(xml.contains(
        u"<text><![CDATA[<span lang=\"en\" class=\"multilang\">The word ভাষা</span>]]></text>"_s));
}

void TestMoodleXmlWriter::writesAnswersWithFractions()
{
    const QString xml = QString::fromUtf8(MoodleXmlWriter::write(demoBank()));
    QVERIFY(xml.contains(u"    <defaultgrade>1</defaultgrade>\n"
                         "    <penalty>0.3333333</penalty>\n"
                         "    <hidden>0</hidden>\n"
                         "    <single>true</single>\n"
                         "    <shuffleanswers>0</shuffleanswers>\n"
                         "    <answernumbering>abc</answernumbering>\n"
                         "    <answer fraction=\"0\" format=\"html\">\n"
                         "      <text><![CDATA[Yes]]></text>\n"
                         "      <feedback format=\"html\">\n"
                         "        <text><![CDATA[Because &amp; so]]></text>\n"
                         "      </feedback>\n"
                         "    </answer>\n"
                         "    <answer fraction=\"100\" format=\"html\">\n"
                         "      <text><![CDATA[<span lang=\"en\" class=\"multilang\">No</span>"
                         "<span lang=\"bn\" class=\"multilang\">না</span>]]></text>\n"
                         "      <feedback format=\"html\">\n"
                         "        <text></text>\n"
                         "      </feedback>\n"
                         "    </answer>\n"_s));
    QCOMPARE(xml.count(u"<shuffleanswers>1</shuffleanswers>"_s), 1); // q0 may shuffle
    QCOMPARE(xml.count(u"fraction=\"100\""_s), 2);
    QCOMPARE(xml.count(u"fraction=\"0\""_s), 6);
}

void TestMoodleXmlWriter::readsBackAsWritten()
{
    const QuestionBank bank = demoBank();
    const ImportResult result = MoodleXmlReader::parse(MoodleXmlWriter::write(bank), u"demo.xml"_s);
    QVERIFY(result.problems.isEmpty());
    QVERIFY(result.skipped.isEmpty());
    QCOMPARE(result.questions.size(), 2);
    const ImportedQuestion &first = result.questions.at(1);
    QCOMPARE(first.name, u"q1"_s);
    QCOMPARE(first.topic, (LocalizedText{u"Pipes/stages"_s, u"পাইপলাইন"_s}));
    QCOMPARE(first.prompt,
             (LocalizedText{u"Is `a < b` true?\nSay ]]> here"_s, u"`a < b` কি সত্য?"_s}));
    QCOMPARE(first.options.size(), 4);
    QCOMPARE(first.options.at(2), (LocalizedText{u"The word ভাষা"_s, {}}));
    QCOMPARE(first.options.at(3), (LocalizedText{{}, u"হয়তো"_s}));
    QCOMPARE(first.optionFeedback.at(0), (LocalizedText{u"Because & so"_s, {}}));
    QCOMPARE(first.answer, 1);
    QVERIFY(!first.shuffle);
    const ImportedQuestion &second = result.questions.at(0);
    QCOMPARE(second.name, u"q0"_s);
    QVERIFY(second.topic.isEmpty());
    QVERIFY(second.shuffle);
}

void TestMoodleXmlWriter::leavesOutWhatXmlCannotHold()
{
    QuestionBank bank = demoBank();
    bank.questions[1].prompt = {u"Ring\u0007 the bell"_s, {}};
    const QByteArray xml = MoodleXmlWriter::write(bank);
    QVERIFY(xml.contains("<text><![CDATA[Ring the bell]]></text>"));
    const ImportResult result = MoodleXmlReader::parse(xml, u"demo.xml"_s);
    QVERIFY(result.problems.isEmpty());
    QCOMPARE(result.questions.at(0).prompt.en, u"Ring the bell"_s);
}

QTEST_GUILESS_MAIN(TestMoodleXmlWriter)
#include "tst_moodlexmlwriter.moc"
