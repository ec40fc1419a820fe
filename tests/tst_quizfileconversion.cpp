// QuizFileConversion: a teacher's quiz file made a ScaleStudy bank (format 2)
// and its report. The fixtures in tests/data/import are written by hand from
// the formats' documentation (docs.moodle.org "GIFT format", "Moodle XML
// format"); every expected value below is read off those files.
#include "core/glossary.h"
#include "core/languagemanager.h"
#include "core/quizfileconversion.h"
#include "core/searchindex.h"

#include "support/files.h"

#include <QDir>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

class TestQuizFileConversion : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void idsFromNames_data();
    void idsFromNames();
    void oneLanguageGiftBecomesABank();
    void bilingualMoodleXmlBecomesABank();
    void reportNamesWhatWasSkipped();
    void nothingImportableGivesNoBank();
    void quizFilesAreToldByTheirNames();
    void importedTextsAreSearchedInTheirLanguage();
};

// The English translation words the report's plurals ("2 questions").
void TestQuizFileConversion::initTestCase()
{
    auto *languages = new LanguageManager(this);
    // From Bengali to English: the English translation is then installed.
    languages->setLanguage(Language::Bengali);
    languages->setLanguage(Language::English);
}

void TestQuizFileConversion::idsFromNames_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("id");
    QTest::newRow("words") << u"Ring all-reduce"_s << u"ring-all-reduce"_s;
    QTest::newRow("capitals and signs") << u"  Adam  STATE (fp32)! "_s << u"adam-state-fp32"_s;
    // The vowel signs and the virama are marks: the words stay whole.
    QTest::newRow("Bengali") << u"পাইপলাইন বাবল"_s << u"পাইপলাইন-বাবল"_s;
    QTest::newRow("nothing left") << u"?!"_s << QString();
}

void TestQuizFileConversion::idsFromNames()
{
    QFETCH(QString, name);
    QFETCH(QString, id);
    QCOMPARE(QuizFileConversion::idFrom(name), id);
}

void TestQuizFileConversion::oneLanguageGiftBecomesABank()
{
    const QuizFileConversion::Result result = QuizFileConversion::convert(
        importFixture(u"one-language.gift"_s));
    QVERIFY(result.bank);
    const QuestionBank &bank = *result.bank;
    QCOMPARE(bank.id, u"imported-one-language"_s);
    QCOMPARE(bank.title.en, u"one-language"_s);
    QVERIFY(bank.title.bn.isEmpty());
    // Five questions are read; the numerical one is skipped.
    QCOMPARE(bank.questions.size(), 4);
    const QStringList ids{bank.questions.at(0).id, bank.questions.at(1).id, bank.questions.at(2).id,
                          bank.questions.at(3).id};
    QCOMPARE(ids, (QStringList{u"adam-state"_s, u"donation"_s, u"remat"_s, u"ring-all-reduce"_s}));
    const QList<qsizetype> counts{bank.questions.at(0).options.size(),
                                  bank.questions.at(1).options.size(),
                                  bank.questions.at(2).options.size(),
                                  bank.questions.at(3).options.size()};
    QCOMPARE(counts, (QList<qsizetype>{2, 2, 3, 5}));
    const Question &ring = bank.questions.at(3);
    QCOMPARE(ring.answer, 2);
    QCOMPARE(ring.options.at(2).en, u"2(N − 1)"_s);
    QCOMPARE(ring.optionFeedback.at(2).en, u"Reduce-scatter then all-gather, N − 1 steps each."_s);
    QCOMPARE(ring.explanation.en, u"Each half of the ring algorithm takes N − 1 steps."_s);
    // "Remat" has no general feedback: format 2 leaves its explanation out.
    QVERIFY(bank.questions.at(2).explanation.isEmpty());
    // The two $CATEGORY lines are the bank's two topics.
    QCOMPARE(bank.topics.size(), 2);
    QCOMPARE(bank.topics.at(0).name.en, u"Device memory"_s);
    QCOMPARE(bank.topics.at(1).name.en, u"Collectives"_s);
    QCOMPARE(ring.topic, bank.topics.at(1).id);
    QVERIFY(!result.json.isEmpty());
}

void TestQuizFileConversion::bilingualMoodleXmlBecomesABank()
{
    const QuizFileConversion::Result result = QuizFileConversion::convert(
        importFixture(u"bilingual.xml"_s));
    QVERIFY2(result.bank, qPrintable(result.reportLines(u"bilingual.xml"_s).join(u'\n')));
    const QuestionBank &bank = *result.bank;
    QCOMPARE(bank.questions.size(), 2);
    const Question &bubble = bank.questions.at(0);
    QCOMPARE(bubble.id, u"bubble"_s);
    QCOMPARE(bubble.options.size(), 3);
    QCOMPARE(bubble.answer, 0);
    QCOMPARE(bubble.prompt.en, u"With `p` stages and `m` micro-batches, what fraction of GPipe's "
                               u"time is bubble?"_s);
    QCOMPARE(bubble.prompt.bn, u"`p`টি স্টেজ ও `m`টি মাইক্রো-ব্যাচে GPipe-এর সময়ের কত অংশ বাবল?"_s);
    QCOMPARE(bubble.optionFeedback.at(1).bn, u"এতে স্টেজের কথা নেই।"_s);
    QCOMPARE(bank.topics.size(), 1);
    QCOMPARE(bank.topics.at(0).name, (LocalizedText{u"Pipelines"_s, u"পাইপলাইন"_s}));
    const Question &interleaving = bank.questions.at(1);
    QCOMPARE(interleaving.options.size(), 2);
    QCOMPARE(interleaving.answer, 0); // "true" is the first answer, fraction 100
}

void TestQuizFileConversion::reportNamesWhatWasSkipped()
{
    const QString path = importFixture(u"bilingual.xml"_s);
    const QuizFileConversion::Result result = QuizFileConversion::convert(path);
    const QStringList lines = result.reportLines(u"bilingual.xml"_s);
    QCOMPARE(lines.size(), 2);
    QCOMPARE(lines.at(0), u"bilingual.xml: 2 questions imported"_s);
    // The category entry is not a question: "Greeting" is the file's third question.
    QVERIFY2(lines.at(1).startsWith(u"question 3 'Greeting': "_s), qPrintable(lines.at(1)));
    QVERIFY2(lines.at(1).endsWith(u", skipped"_s), qPrintable(lines.at(1)));

    const QStringList gift = QuizFileConversion::convert(importFixture(u"one-language.gift"_s))
                                 .reportLines(u"one-language.gift"_s);
    QCOMPARE(gift.size(), 2);
    QCOMPARE(gift.at(0), u"one-language.gift: 4 questions imported"_s);
    QVERIFY2(gift.at(1).startsWith(u"question 5 'Bandwidth': "_s), qPrintable(gift.at(1)));
}

void TestQuizFileConversion::nothingImportableGivesNoBank()
{
    QTemporaryDir folder;
    const QString path = folder.filePath(u"numbers.gift"_s);
    QVERIFY(writeFile(path, "::Pi::What is pi to two places?{#3.14}\n"));
    const QuizFileConversion::Result result = QuizFileConversion::convert(path);
    QVERIFY(!result.bank);
    const QStringList lines = result.reportLines(u"numbers.gift"_s);
    QCOMPARE(lines.at(0), u"numbers.gift: no question could be imported"_s);
    QVERIFY(lines.at(1).startsWith(u"question 1 'Pi': "_s));
}

void TestQuizFileConversion::quizFilesAreToldByTheirNames()
{
    QVERIFY(QuizFileConversion::isQuizFile(u"/a/b/quiz.XML"_s));
    QVERIFY(QuizFileConversion::isQuizFile(u"quiz.gift"_s));
    QVERIFY(QuizFileConversion::isQuizFile(u"aiken.txt"_s));
    QVERIFY(!QuizFileConversion::isQuizFile(u"bank.json"_s));
    QVERIFY(!QuizFileConversion::isQuizFile(u"notes"_s));
}

void TestQuizFileConversion::importedTextsAreSearchedInTheirLanguage()
{
    const QuizFileConversion::Result result = QuizFileConversion::convert(
        importFixture(u"one-language.gift"_s));
    QVERIFY(result.bank);
    const SearchIndex index({*result.bank}, Glossary());
    // An English-only option is found from the Bengali interface, as English,
    // and only once (no Bengali copy of it is indexed).
    const SearchResults found = index.search(u"rematerialization"_s, Language::Bengali);
    QCOMPARE(found.hits.size(), 1);
    QCOMPARE(found.hits.first().itemId, u"remat"_s);
    QCOMPARE(found.hits.first().field, SearchField::Option);
    QCOMPARE(found.hits.first().option, 1);
    QCOMPARE(found.hits.first().language, Language::English);
}

QTEST_GUILESS_MAIN(TestQuizFileConversion)
#include "tst_quizfileconversion.moc"
