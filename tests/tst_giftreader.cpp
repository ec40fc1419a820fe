// The GIFT reader: files typed the way teachers type them, from the format's
// documentation page (docs.moodle.org, "GIFT format"): comments, blank lines
// between questions, escaped characters, categories, titles, true/false with
// feedback, general feedback, Windows line ends and a BOM; and the question
// kinds that do not fit, each named. Every expected value is read off the
// fixture by hand.

#include "core/giftreader.h"

#include <QTest>

using namespace Qt::StringLiterals;

class TestGiftReader : public QObject
{
    Q_OBJECT

private slots:
    void readsAQuizAsTeachersTypeIt();
    void readsTrueFalseWithFeedback();
    void readsHtmlTexts();
    void readsMultilangSpans();
    void whatDoesNotFitIsNamed();
    void unbalancedBracesAndEmptyFiles();
};

void TestGiftReader::readsAQuizAsTeachersTypeIt()
{
    const QByteArray file
        = "\xEF\xBB\xBF// Week 3: parallelism\r\n"
          "$CATEGORY: $course$/Parallelism\r\n"
          "\r\n"
          "::Bubble::Which schedule has the smallest bubble? {\r\n"
          "  ~GPipe#All forward, then all backward: the same bubble as 1F1B.\r\n"
          "  ~1F1B\r\n"
          "  =Interleaved 1F1B#The bubble shrinks by the v chunks.\r\n"
          "  ####Bubble (p-1)/v per stage.\r\n"
          "}\r\n"
          "\r\n"
          "\r\n"
          "// an escaped brace and equals sign in a text\r\n"
          "What does `x \\= y` mean in \\{braces\\}? {=an escaped equals sign ~a "
          "syntax error ~%-50%a comparison}\r\n"
          "\r\n"
          "The all-reduce in data parallelism runs on the {=gradients ~weights} of "
          "each step.\r\n";
    const ImportResult result = GiftReader::parse(file, u"quiz.gift"_s);
    QVERIFY(result.problems.isEmpty());
    QVERIFY(result.skipped.isEmpty());
    QCOMPARE(result.questions.size(), 3);

    const ImportedQuestion &bubble = result.questions.at(0);
    QCOMPARE(bubble.number, 1);
    QCOMPARE(bubble.name, u"Bubble"_s);
    QCOMPARE(bubble.topic, (LocalizedText{u"Parallelism"_s, {}})); // the category's name
    QCOMPARE(bubble.prompt.en, u"Which schedule has the smallest bubble?"_s);
    QCOMPARE(bubble.options.size(), 3);
    QCOMPARE(bubble.options.at(2).en, u"Interleaved 1F1B"_s);
    QCOMPARE(bubble.answer, 2);
    QCOMPARE(bubble.optionFeedback.at(0).en,
             u"All forward, then all backward: the same bubble as 1F1B."_s);
    QVERIFY(bubble.optionFeedback.at(1).isEmpty());
    QCOMPARE(bubble.optionFeedback.at(2).en, u"The bubble shrinks by the v chunks."_s);
    QCOMPARE(bubble.explanation.en, u"Bubble (p-1)/v per stage."_s);

    const ImportedQuestion &escaped = result.questions.at(1);
    QCOMPARE(escaped.prompt.en, u"What does `x = y` mean in {braces}?"_s);
    QCOMPARE(escaped.options.size(), 3);
    QCOMPARE(escaped.options.at(2).en, u"a comparison"_s); // a negative weight is still wrong
    QCOMPARE(escaped.answer, 0);
    QCOMPARE(escaped.topic, (LocalizedText{u"Parallelism"_s, {}}));

    // A missing word: the blank stays where the answers were.
    const ImportedQuestion &missingWord = result.questions.at(2);
    QCOMPARE(missingWord.number, 3);
    QCOMPARE(missingWord.prompt.en,
             u"The all-reduce in data parallelism runs on the _____ of each step."_s);
    QCOMPARE(missingWord.options.at(0).en, u"gradients"_s);
}

void TestGiftReader::readsTrueFalseWithFeedback()
{
    const QByteArray file = u"::Async::jax.jit waits for the GPU before it returns. "
                            "{F#It returns at once: dispatch is asynchronous.#Right: it does "
                            "not wait.}\n"
                            "\n"
                            "জ্যাক্স-এ jit একটি ট্রান্সফরমেশন। {TRUE}\n"_s.toUtf8();
    const ImportResult result = GiftReader::parse(file, u"quiz.gift"_s);
    QCOMPARE(result.questions.size(), 2);
    const ImportedQuestion &async = result.questions.at(0);
    QCOMPARE(async.options.size(), 2);
    QCOMPARE(async.options.at(0).en, u"True"_s);
    QCOMPARE(async.options.at(1).bn, u"মিথ্যা"_s);
    QCOMPARE(async.answer, 1);
    // The first feedback is for a wrong answer (True), the second for the right one.
    QCOMPARE(async.optionFeedback.at(0).en, u"It returns at once: dispatch is asynchronous."_s);
    QCOMPARE(async.optionFeedback.at(1).en, u"Right: it does not wait."_s);

    const ImportedQuestion &bengali = result.questions.at(1);
    QCOMPARE(bengali.prompt.bn, u"জ্যাক্স-এ jit একটি ট্রান্সফরমেশন।"_s);
    QVERIFY(bengali.prompt.en.isEmpty());
    QCOMPARE(bengali.answer, 0);
}

void TestGiftReader::readsHtmlTexts()
{
    // "#" starts feedback in GIFT, so a numeric entity is written "&\#…".
    const QByteArray file = "[html]<p>Call <code>jax.block_until_ready</code> to time it.</p>"
                            "<script>alert(1)</script><ul><li>once</li><li>twice</li></ul> "
                            "{=True &amp; tested &\\#x2192; &\\#8804; ~False &bogus;}\n";
    const ImportResult result = GiftReader::parse(file, u"quiz.gift"_s);
    QCOMPARE(result.questions.size(), 1);
    QCOMPARE(result.questions.at(0).prompt.en,
             u"Call `jax.block_until_ready` to time it.\n\n• once\n• twice"_s);
    QCOMPARE(result.questions.at(0).options.at(0).en, u"True & tested \u2192 \u2264"_s);
    QCOMPARE(result.questions.at(0).options.at(1).en, u"False &bogus;"_s); // unknown: kept
}

// Moodle's multilang filter shows the span of the learner's language in any
// HTML text, so a GIFT question marked [html] or [moodle] may carry both
// languages ("=" escaped within answers, where it marks the right one); a
// category path's names are apart by "/", one within a name doubled
// (question/format.php, split_category_path).
void TestGiftReader::readsMultilangSpans()
{
    const QByteArray file
        = u"$CATEGORY: $course$/top/<span lang=\"en\" class=\"multilang\">Pipelines<//span>"
          "<span lang=\"bn\" class=\"multilang\">পাইপলাইন<//span>\n"
          "\n"
          "::p1::[html]<span lang=\"en\" class=\"multilang\">What fills the "
          "<code>bubble</code>?</span><span lang=\"bn\" class=\"multilang\">বাবল কী ভরায়?</span>{\n"
          "\t=<span lang\\=\"en\" class\\=\"multilang\">Nothing</span>"
          "<span lang\\=\"bn\" class\\=\"multilang\">কিছুই না</span>"
          "#<span lang\\=\"en\" class\\=\"multilang\">Right</span>\n"
          "\t~Work\n"
          "}\n"
          "\n"
          "$CATEGORY: $course$/top/সমান্তরালতা\n"
          "\n"
          "::p2::[moodle]<span lang=\"en\" class=\"multilang\">One or two?</span>"
          "<span lang=\"bn\" class=\"multilang\">এক না দুই?</span>{=one ~two}\n"
          "\n"
          "$CATEGORY: $course$/top/Week 3/Data and//or tensor\n"
          "\n"
          "::p3::<span lang=\"en\" class=\"multilang\">Plain</span>{=a ~b}\n"_s.toUtf8();
    const ImportResult result = GiftReader::parse(file, u"quiz.gift"_s);
    QVERIFY(result.skipped.isEmpty());
    QCOMPARE(result.questions.size(), 3);
    const ImportedQuestion &first = result.questions.at(0);
    QCOMPARE(first.topic, (LocalizedText{u"Pipelines"_s, u"পাইপলাইন"_s}));
    QCOMPARE(first.prompt, (LocalizedText{u"What fills the `bubble`?"_s, u"বাবল কী ভরায়?"_s}));
    QCOMPARE(first.options.at(0), (LocalizedText{u"Nothing"_s, u"কিছুই না"_s}));
    QCOMPARE(first.optionFeedback.at(0), (LocalizedText{u"Right"_s, {}}));
    QCOMPARE(first.options.at(1), (LocalizedText{u"Work"_s, {}})); // no spans: by its script
    const ImportedQuestion &second = result.questions.at(1);
    QCOMPARE(second.topic, (LocalizedText{{}, u"সমান্তরালতা"_s})); // Bengali by its script
    QCOMPARE(second.prompt, (LocalizedText{u"One or two?"_s, u"এক না দুই?"_s}));
    // Not marked as HTML: its tags are its text.
    const ImportedQuestion &third = result.questions.at(2);
    QCOMPARE(third.topic, (LocalizedText{u"Data and/or tensor"_s, {}}));
    QCOMPARE(third.prompt.en, u"<span lang=\"en\" class=\"multilang\">Plain</span>"_s);
}

void TestGiftReader::whatDoesNotFitIsNamed()
{
    const QByteArray file = "::Short::Name the collective. {=all-reduce =allreduce}\n\n"
                            "::Number::How many stages? {#4}\n\n"
                            "::Match::Match them. {=jit -> compile =vmap -> vectorise}\n\n"
                            "::Essay::Explain the bubble. {}\n\n"
                            "::Partial::Pick two. {~%50%jit ~%50%vmap ~pmap}\n\n"
                            "::Two right::Pick one. {=jit =vmap ~pmap}\n\n"
                            "::Blank::Pick one. {=jit ~ }\n\n"
                            "A description with no answers.\n\n"
                            "::Fine::Is this fine? {=yes ~no}\n";
    const ImportResult result = GiftReader::parse(file, u"quiz.gift"_s);
    QCOMPARE(result.questions.size(), 1);
    QCOMPARE(result.questions.at(0).number, 9);
    QCOMPARE(result.questions.at(0).name, u"Fine"_s);
    const QStringList expected{u"a short-answer question"_s,
                               u"a numerical question"_s,
                               u"a matching question"_s,
                               u"an essay question"_s,
                               u"partial credit for an answer"_s,
                               u"multiple right answers"_s,
                               u"an answer with no text"_s,
                               u"no answers: a description, not a question"_s};
    QCOMPARE(result.skipped.size(), expected.size());
    for (qsizetype i = 0; i < expected.size(); ++i) {
        QCOMPARE(result.skipped.at(i).number, int(i) + 1);
        QCOMPARE(result.skipped.at(i).reason(), expected.at(i));
    }
    QCOMPARE(result.skipped.at(5).name, u"Two right"_s);
}

void TestGiftReader::unbalancedBracesAndEmptyFiles()
{
    const ImportResult unbalanced
        = GiftReader::parse("::Open::Never closed {=yes ~no\n\n::Fine::Fine? {=yes ~no}\n",
                            u"quiz.gift"_s);
    QCOMPARE(unbalanced.questions.size(), 1);
    QCOMPARE(unbalanced.skipped.size(), 1);
    QCOMPARE(unbalanced.skipped.at(0).reason(), u"a \"{\" with no \"}\" to close it"_s);
    for (const QByteArray &file : {QByteArray(), QByteArray("// only a comment\n\n")}) {
        const ImportResult result = GiftReader::parse(file, u"notes.gift"_s);
        QVERIFY(result.questions.isEmpty());
        QCOMPARE(result.problems.size(), 1);
        QVERIFY(result.problems.at(0).describe().contains(u"GIFT"_s));
    }
}

QTEST_GUILESS_MAIN(TestGiftReader)
#include "tst_giftreader.moc"
