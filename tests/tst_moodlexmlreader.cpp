// The Moodle XML reader: a file written the way Moodle's export writes it
// (question/format/xml/format.php: a category question first, CDATA, format
// attributes, <file> children, fractions such as -33.33333), multilang
// texts, and bad files. Every expected value is read off the fixture by hand.

#include "core/moodlexmlreader.h"

#include <QTest>

using namespace Qt::StringLiterals;

namespace {

const QByteArray moodleExport = R"(<?xml version="1.0" encoding="UTF-8"?>
<quiz>
<!-- question: 0  -->
  <question type="category">
    <category>
      <text>$course$/top/Parallelism</text>
    </category>
    <info format="moodle_auto_format">
      <text></text>
    </info>
  </question>

<!-- question: 101  -->
  <question type="multichoice">
    <name>
      <text>Bubble</text>
    </name>
    <questiontext format="html">
      <text><![CDATA[<p dir="ltr">Which schedule has the <strong>smallest</strong> bubble?</p><p><img src="@@PLUGINFILE@@/bubble.png"></p>]]></text>
      <file name="bubble.png" path="/" encoding="base64">iVBORw0KGgo=</file>
    </questiontext>
    <generalfeedback format="html">
      <text><![CDATA[<p>The bubble is (p&minus;1)/v per stage with <code>v</code> chunks.</p>]]></text>
    </generalfeedback>
    <defaultgrade>1.0000000</defaultgrade>
    <penalty>0.3333333</penalty>
    <hidden>0</hidden>
    <single>true</single>
    <shuffleanswers>false</shuffleanswers>
    <answernumbering>abc</answernumbering>
    <answer fraction="-33.33333" format="html">
      <text><![CDATA[<p>GPipe</p>]]></text>
      <feedback format="html">
        <text><![CDATA[<p>All forward, then all backward.</p>]]></text>
      </feedback>
    </answer>
    <answer fraction="0" format="html">
      <text>1F1B</text>
      <feedback format="html">
        <text></text>
      </feedback>
    </answer>
    <answer fraction="100" format="html">
      <text><![CDATA[<p>Interleaved 1F1B</p>]]></text>
      <feedback format="html">
        <text></text>
      </feedback>
    </answer>
  </question>

<!-- question: 102  -->
  <question type="truefalse">
    <name>
      <text>Async</text>
    </name>
    <questiontext format="html">
      <text><![CDATA[<p><span lang="en" class="multilang">jax.jit waits for the GPU.</span><span lang="bn" class="multilang">jax.jit জিপিইউ-এর জন্য অপেক্ষা করে।</span></p>]]></text>
    </questiontext>
    <answer fraction="0" format="moodle_auto_format">
      <text>true</text>
      <feedback format="html">
        <text><![CDATA[<lang lang="en">It returns at once.</lang><lang lang="bn">এটি সঙ্গে সঙ্গে ফিরে আসে।</lang>]]></text>
      </feedback>
    </answer>
    <answer fraction="100" format="moodle_auto_format">
      <text>false</text>
      <feedback format="html">
        <text></text>
      </feedback>
    </answer>
  </question>

<!-- question: 103  -->
  <question type="multichoice">
    <name>
      <text>Two of them</text>
    </name>
    <questiontext format="html">
      <text>Pick two.</text>
    </questiontext>
    <single>false</single>
    <answer fraction="50"><text>jit</text></answer>
    <answer fraction="50"><text>vmap</text></answer>
    <answer fraction="-100"><text>pmap</text></answer>
  </question>

<!-- question: 104  -->
  <question type="matching">
    <name>
      <text>Match</text>
    </name>
    <questiontext format="html">
      <text>Match them.</text>
    </questiontext>
  </question>
</quiz>
)";

} // namespace

class TestMoodleXmlReader : public QObject
{
    Q_OBJECT

private slots:
    void readsAMoodleExport();
    void readsMultilangTexts();
    void skipsWhatDoesNotFit();
    void refusesBadFiles_data();
    void refusesBadFiles();
};

void TestMoodleXmlReader::readsAMoodleExport()
{
    const ImportResult result = MoodleXmlReader::parse(moodleExport, u"quiz.xml"_s);
    QVERIFY(result.problems.isEmpty());
    QCOMPARE(result.questions.size(), 2);
    const ImportedQuestion &bubble = result.questions.at(0);
    QCOMPARE(bubble.number, 1); // the category is not a question
    QCOMPARE(bubble.name, u"Bubble"_s);
    QCOMPARE(bubble.topic, (LocalizedText{u"Parallelism"_s, {}})); // the category's name
    QCOMPARE(bubble.prompt.en, u"Which schedule has the smallest bubble?"_s);
    QCOMPARE(bubble.options.size(), 3);
    QCOMPARE(bubble.options.at(0).en, u"GPipe"_s); // -33.33333: a wrong answer
    QCOMPARE(bubble.options.at(1).en, u"1F1B"_s);
    QCOMPARE(bubble.answer, 2);
    QCOMPARE(bubble.optionFeedback.at(0).en, u"All forward, then all backward."_s);
    QVERIFY(bubble.optionFeedback.at(1).isEmpty());
    QCOMPARE(bubble.explanation.en, u"The bubble is (p\u22121)/v per stage with `v` chunks."_s);
    QVERIFY(!bubble.shuffle);
    // Its image cannot be kept: reported, not dropped silently.
    QCOMPARE(result.dropped.size(), 1);
    QCOMPARE(result.dropped.at(0).number, 1);
    QCOMPARE(result.dropped.at(0).reason(), u"1 embedded image(s) left out"_s);
}

void TestMoodleXmlReader::readsMultilangTexts()
{
    const ImportResult result = MoodleXmlReader::parse(moodleExport, u"quiz.xml"_s);
    const ImportedQuestion &async = result.questions.at(1);
    QCOMPARE(async.number, 2);
    QCOMPARE(async.prompt.en, u"jax.jit waits for the GPU."_s);
    QCOMPARE(async.prompt.bn, u"jax.jit জিপিইউ-এর জন্য অপেক্ষা করে।"_s);
    QCOMPARE(async.options.size(), 2);
    QCOMPARE(async.options.at(0), (LocalizedText{u"True"_s, u"সত্য"_s}));
    QCOMPARE(async.answer, 1);
    // The legacy <lang> form on the wrong answer's feedback.
    QCOMPARE(async.optionFeedback.at(0).en, u"It returns at once."_s);
    QCOMPARE(async.optionFeedback.at(0).bn, u"এটি সঙ্গে সঙ্গে ফিরে আসে।"_s);
    QVERIFY(async.shuffle); // Moodle's default when the element is absent
}

void TestMoodleXmlReader::skipsWhatDoesNotFit()
{
    const ImportResult result = MoodleXmlReader::parse(moodleExport, u"quiz.xml"_s);
    QCOMPARE(result.skipped.size(), 2);
    QCOMPARE(result.skipped.at(0).number, 3);
    QCOMPARE(result.skipped.at(0).name, u"Two of them"_s);
    QCOMPARE(result.skipped.at(0).reason(), u"multiple right answers"_s);
    QCOMPARE(result.skipped.at(1).number, 4);
    QCOMPARE(result.skipped.at(1).reason(), u"a question of type \"matching\""_s);
}

void TestMoodleXmlReader::refusesBadFiles_data()
{
    QTest::addColumn<QByteArray>("file");
    QTest::addColumn<QString>("problem");
    // Cut short inside <name>: the document ends with its elements open.
    QTest::newRow("unclosed tag")
        << QByteArray("<quiz><question type=\"multichoice\"><name>")
        << u"not well-formed XML at line 1: the file ends before its elements are closed"_s;
    // The "billion laughs": entities that would expand to gigabytes.
    QTest::newRow("XML bomb") << QByteArray("<?xml version=\"1.0\"?>\n<!DOCTYPE quiz [\n"
                                            "<!ENTITY a \"aaaaaaaaaa\">\n"
                                            "<!ENTITY b \"&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;\">\n"
                                            "<!ENTITY c \"&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;\">\n"
                                            "]>\n<quiz><question type=\"multichoice\"><name>"
                                            "<text>&c;</text></name></question></quiz>")
                              << u"the file declares a DTD, which is not read"_s;
    QTest::newRow("another XML") << QByteArray("<html><body>hi</body></html>")
                                 << u"not Moodle XML: it has no <quiz> element"_s;
    QTest::newRow("empty quiz") << QByteArray("<quiz></quiz>")
                                << u"the <quiz> holds no questions"_s;
    // Text where the document's first element must be: not well-formed (XML 1.0, 2.1).
    QTest::newRow("not XML")
        << QByteArray("What is jit?\nA) x\nB) y\nANSWER: A\n")
        << u"not well-formed XML at line 1: a tag, an attribute or a character is out of place"_s;
}

void TestMoodleXmlReader::refusesBadFiles()
{
    QFETCH(QByteArray, file);
    QFETCH(QString, problem);
    const ImportResult result = MoodleXmlReader::parse(file, u"bad.xml"_s);
    QVERIFY(result.questions.isEmpty());
    QCOMPARE(result.problems.size(), 1);
    QCOMPARE(result.problems.at(0).file, u"bad.xml"_s);
    QVERIFY2(result.problems.at(0).describe().startsWith(problem),
             qPrintable(result.problems.at(0).describe()));
}

QTEST_GUILESS_MAIN(TestMoodleXmlReader)
#include "tst_moodlexmlreader.moc"
