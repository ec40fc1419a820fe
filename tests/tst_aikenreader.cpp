// The Aiken reader: files written as the format's description has them
// (Moodle's question/format/aiken/format.php and its documentation page), with
// the line ends and marks a text editor leaves, and the mistakes a teacher
// makes. Every expected question is read off the fixture by hand.

#include "core/aikenreader.h"

#include <QTest>

using namespace Qt::StringLiterals;

class TestAikenReader : public QObject
{
    Q_OBJECT

private slots:
    void readsOptionsOfEveryCount();
    void readsWindowsLineEndsAndABom();
    void bengaliTextIsBengali();
    void whatDoesNotFitIsNamed();
    void aFileWithoutQuestionsIsAProblem();
};

void TestAikenReader::readsOptionsOfEveryCount()
{
    const QByteArray file = "Is the pipeline bubble smaller with more micro-batches?\n"
                            "A) Yes\n"
                            "B) No\n"
                            "ANSWER: A\n"
                            "\n"
                            "Which collective does data parallelism run on gradients?\n"
                            "A. All-gather\n"
                            "B. All-reduce\n"
                            "C. Broadcast\n"
                            "ANSWER: B\n"
                            "Which one is a JAX transformation?\n"
                            "A) jit\n"
                            "B) numpy\n"
                            "C) cuda\n"
                            "D) nccl\n"
                            "E) xla_dump\n"
                            "ANSWER: A\n";
    const ImportResult result = AikenReader::parse(file, u"quiz.txt"_s);
    QVERIFY(result.problems.isEmpty());
    QVERIFY(result.skipped.isEmpty());
    QCOMPARE(result.questions.size(), 3);

    const ImportedQuestion &twoOptions = result.questions.at(0);
    QCOMPARE(twoOptions.number, 1);
    QCOMPARE(twoOptions.prompt.en, u"Is the pipeline bubble smaller with more micro-batches?"_s);
    QVERIFY(twoOptions.prompt.bn.isEmpty());
    QCOMPARE(twoOptions.options.size(), 2);
    QCOMPARE(twoOptions.options.at(1).en, u"No"_s);
    QCOMPARE(twoOptions.optionFeedback.size(), 2);
    QVERIFY(twoOptions.optionFeedback.at(0).isEmpty());
    QCOMPARE(twoOptions.answer, 0);

    const ImportedQuestion &threeOptions = result.questions.at(1);
    QCOMPARE(threeOptions.options.size(), 3);
    QCOMPARE(threeOptions.options.at(1).en, u"All-reduce"_s);
    QCOMPARE(threeOptions.answer, 1);

    const ImportedQuestion &fiveOptions = result.questions.at(2);
    QCOMPARE(fiveOptions.number, 3);
    QCOMPARE(fiveOptions.options.size(), 5);
    QCOMPARE(fiveOptions.options.at(4).en, u"xla_dump"_s);
    QCOMPARE(fiveOptions.answer, 0);
    // Named as Moodle names it: the text, here under 50 characters, whole.
    QCOMPARE(fiveOptions.name, u"Which one is a JAX transformation?"_s);
}

void TestAikenReader::readsWindowsLineEndsAndABom()
{
    // Notepad's UTF-8: a byte order mark and CR LF; a text over two lines.
    const QByteArray file = "\xEF\xBB\xBFWhat does jax.jit compile?\r\n"
                            "(one answer)\r\n"
                            "A) A traced function\r\n"
                            "B) A Python module\r\n"
                            "ANSWER: A\r\n";
    const ImportResult result = AikenReader::parse(file, u"quiz.txt"_s);
    QCOMPARE(result.questions.size(), 1);
    QCOMPARE(result.questions.at(0).prompt.en, u"What does jax.jit compile?\n(one answer)"_s);
    QCOMPARE(result.questions.at(0).options.at(0).en, u"A traced function"_s);
}

void TestAikenReader::bengaliTextIsBengali()
{
    const QByteArray file = u"পাইপলাইন বাবল কখন ছোট হয়?\n"
                            "A) মাইক্রো-ব্যাচ বাড়ালে\n"
                            "B) GPU কমালে\n"
                            "ANSWER: A\n"_s.toUtf8();
    const ImportResult result = AikenReader::parse(file, u"quiz.txt"_s);
    QCOMPARE(result.questions.size(), 1);
    const ImportedQuestion &question = result.questions.at(0);
    QCOMPARE(question.prompt.bn, u"পাইপলাইন বাবল কখন ছোট হয়?"_s);
    QVERIFY(question.prompt.en.isEmpty());
    QCOMPARE(question.options.at(0).bn, u"মাইক্রো-ব্যাচ বাড়ালে"_s);
    // An option with a Bengali word is Bengali; "GPU কমালে" has one.
    QCOMPARE(question.options.at(1).bn, u"GPU কমালে"_s);
}

void TestAikenReader::whatDoesNotFitIsNamed()
{
    const QByteArray file = "First, fine\n"
                            "A) one\n"
                            "B) two\n"
                            "ANSWER: B\n"
                            "Second, an answer letter with no option\n"
                            "A) one\n"
                            "B) two\n"
                            "ANSWER: E\n"
                            "Third, seven options\n"
                            "A) 1\nB) 2\nC) 3\nD) 4\nE) 5\nF) 6\nG) 7\n"
                            "ANSWER: G\n"
                            "Fourth, no answer line\n"
                            "A) one\n"
                            "B) two\n"
                            "Fifth, one option\n"
                            "A) only\n"
                            "ANSWER: A\n"
                            "Sixth, fine again\n"
                            "A) one\n"
                            "B) two\n"
                            "ANSWER: A\n";
    const ImportResult result = AikenReader::parse(file, u"quiz.txt"_s);
    QVERIFY(result.problems.isEmpty());
    QCOMPARE(result.questions.size(), 2);
    QCOMPARE(result.questions.at(0).number, 1);
    QCOMPARE(result.questions.at(1).number, 6);
    QCOMPARE(result.questions.at(1).prompt.en, u"Sixth, fine again"_s);
    QCOMPARE(result.skipped.size(), 4);
    QCOMPARE(result.skipped.at(0).number, 2);
    QCOMPARE(result.skipped.at(0).name, u"Second, an answer letter with no option"_s);
    QCOMPARE(result.skipped.at(0).reason(), u"the answer \"E\" names none of its options (A, B)"_s);
    QCOMPARE(result.skipped.at(1).number, 3);
    QCOMPARE(result.skipped.at(1).reason(), u"7 options; a question may have at most 6"_s);
    QCOMPARE(result.skipped.at(2).number, 4);
    QCOMPARE(result.skipped.at(2).reason(), u"no \"ANSWER:\" line after its options"_s);
    QCOMPARE(result.skipped.at(3).number, 5);
    QVERIFY(result.skipped.at(3).reason().endsWith(u"a question needs at least 2"_s));
}

void TestAikenReader::aFileWithoutQuestionsIsAProblem()
{
    for (const QByteArray &file :
         {QByteArray(), QByteArray("\n\n  \n"), QByteArray("ANSWER: A\n")}) {
        const ImportResult result = AikenReader::parse(file, u"notes.txt"_s);
        QVERIFY(result.questions.isEmpty());
        QCOMPARE(result.problems.size(), 1);
        QCOMPARE(result.problems.at(0).file, u"notes.txt"_s);
        QVERIFY(result.problems.at(0).describe().contains(u"Aiken"_s));
    }
}

QTEST_GUILESS_MAIN(TestAikenReader)
#include "tst_aikenreader.moc"
