// The glossary: the loader rejects every broken file with a located problem,
// search finds entries in either script, and the shipped glossary is valid,
// large enough, and agrees with the questions it names: each of them uses the
// entry's English term in its English text and its Bengali form in its Bengali text.
#include "core/bankloader.h"
#include "core/glossary.h"
#include "core/textmatcher.h"

#include <QCollator>
#include <QFile>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

// The smallest valid glossary; every broken row below is this text with one thing broken.
const QByteArray validGlossary = R"({"format": 1, "entries": [
  {"id": "bubble", "term": {"en": "bubble", "bn": "বাবল"},
   "definition": {"en": "Idle time of the stages.", "bn": "স্টেজগুলোর নিষ্ক্রিয় সময়।"},
   "questions": ["parallelism-03", "parallelism-04"]},
  {"id": "stage", "term": {"en": "stage", "bn": "স্টেজ"},
   "definition": {"en": "Layers one device runs.", "bn": "একটি ডিভাইস যে লেয়ারগুলো চালায়।"},
   "questions": []}]})";

QByteArray validGlossaryWith(QByteArrayView piece, QByteArrayView replacement)
{
    if (validGlossary.count(piece) != 1)
        qFatal("validGlossaryWith: \"%s\" is not in the glossary exactly once",
               piece.toByteArray().constData());
    return QByteArray(validGlossary).replace(piece, replacement);
}

QString problemList(const QList<GlossaryProblem> &problems)
{
    QStringList lines;
    for (const GlossaryProblem &problem : problems)
        lines << problem.toString();
    return lines.join(u'\n');
}

GlossaryEntry entry(const QString &id, const LocalizedText &term, const LocalizedText &definition)
{
    return {id, term, definition, {}};
}

QStringList idsOf(const Glossary &glossary, const QList<int> &rows)
{
    QStringList ids;
    for (int row : rows)
        ids << glossary.entries().at(row).id;
    return ids;
}

// Every text of a question in one language: what a glossary term must occur in.
QString questionText(const Question &question, Language language)
{
    QStringList texts{question.prompt.text(language), question.explanation.text(language)};
    for (std::size_t i = 0; i < question.options.size(); ++i)
        texts << question.options[i].text(language) << question.optionFeedback[i].text(language);
    return texts.join(u'\n');
}

const QRegularExpression codeSpan(u"`[^`]*`"_s);

QStringList codeSpans(const QString &text)
{
    QStringList spans;
    for (const QRegularExpressionMatch &match : codeSpan.globalMatch(text))
        spans << match.captured();
    spans.sort();
    return spans;
}

QString outsideCode(QString text)
{
    return text.replace(codeSpan, u" "_s);
}

} // namespace

class TestGlossary : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void validMinimalGlossary();
    void brokenGlossary_data();
    void brokenGlossary();
    void problemToString();
    void unreadableFile_data();
    void unreadableFile();
    void variantsAreRead();
    void search_data();
    void search();
    void termMatchesComeFirst();
    void sortedByTheTermInALanguage();
    void bengaliCollationOnThisMachine();
    void shippedListFollowsEachAlphabet();
    void findTerms_data();
    void findTerms();
    void shippedTermsAreFoundInTheirQuestions();
    void shippedGlossaryLoads();
    void shippedIdsAreUnique();
    void shippedEntriesAgreeWithTheQuestions();
    void shippedTextsFollowTheGlossaryRules();
    void shippedGlossaryIsSearchableInBothScripts_data();
    void shippedGlossaryIsSearchableInBothScripts();

private:
    Glossary m_shipped;
};

void TestGlossary::initTestCase()
{
    // Messages and numbers in English, whatever the machine's locale.
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    const GlossaryLoadResult result = GlossaryLoader::loadFile(GlossaryLoader::builtInPath());
    QVERIFY2(result.glossary, qPrintable(problemList(result.problems)));
    m_shipped = *result.glossary;
}

void TestGlossary::validMinimalGlossary()
{
    const GlossaryLoadResult result = GlossaryLoader::parse(validGlossary, u"mini.json"_s);
    QVERIFY2(result.problems.isEmpty(), qPrintable(problemList(result.problems)));
    QVERIFY(result.glossary);

    const QList<GlossaryEntry> &entries = result.glossary->entries();
    QCOMPARE(entries.size(), 2);
    QCOMPARE(entries.at(0).id, u"bubble"_s);
    QCOMPARE(entries.at(0).term.en, u"bubble"_s);
    QCOMPARE(entries.at(0).term.bn, u"বাবল"_s);
    QCOMPARE(entries.at(0).definition.en, u"Idle time of the stages."_s);
    QCOMPARE(entries.at(0).definition.bn, u"স্টেজগুলোর নিষ্ক্রিয় সময়।"_s);
    QCOMPARE(entries.at(0).questionIds, (QStringList{u"parallelism-03"_s, u"parallelism-04"_s}));
    QCOMPARE(entries.at(1).id, u"stage"_s);
    QVERIFY(entries.at(1).questionIds.isEmpty());

    QCOMPARE(result.glossary->entryById(u"stage"), &entries.at(1));
    QCOMPARE(result.glossary->entryById(u"mesh"), nullptr);
}

void TestGlossary::brokenGlossary_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("entryId"); // empty: a problem of the file's header or the file
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("message"); // part of the English message

    QTest::newRow("bad JSON") << QByteArray(R"({"format": 1, "entries": [)") << QString()
                              << QString() << u"not valid JSON"_s;
    QTest::newRow("not an object")
        << QByteArray(R"([{"format": 1}])") << QString() << QString() << u"one JSON object"_s;
    QTest::newRow("format missing") << validGlossaryWith(R"("format": 1, )", "") << QString()
                                    << u"format"_s << u"missing; this version reads format 1"_s;
    QTest::newRow("format 2") << validGlossaryWith(R"("format": 1)", R"("format": 2)") << QString()
                              << u"format"_s << u"format 2 is not supported"_s;
    QTest::newRow("format as text") << validGlossaryWith(R"("format": 1)", R"("format": "1")")
                                    << QString() << u"format"_s << u"is not supported"_s;
    QTest::newRow("entries missing")
        << QByteArray(R"({"format": 1})") << QString() << u"entries"_s << u"missing or empty"_s;
    QTest::newRow("entries empty") << QByteArray(R"({"format": 1, "entries": []})") << QString()
                                   << u"entries"_s << u"list of glossary entries"_s;
    QTest::newRow("entries not a list") << QByteArray(R"({"format": 1, "entries": {"id": "x"}})")
                                        << QString() << u"entries"_s << u"missing or empty"_s;

    QTest::newRow("entry not an object") << QByteArray(R"({"format": 1, "entries": ["bubble"]})")
                                         << u"entry 1"_s << QString() << u"must be a JSON object"_s;
    QTest::newRow("id missing") << validGlossaryWith(R"("id": "stage", )", "") << u"entry 2"_s
                                << u"id"_s << u"missing or empty"_s;
    QTest::newRow("id blank") << validGlossaryWith(R"("id": "stage")", R"("id": "  ")")
                              << u"entry 2"_s << u"id"_s << u"missing or empty"_s;
    QTest::newRow("id a number") << validGlossaryWith(R"("id": "stage")", R"("id": 2)")
                                 << u"entry 2"_s << u"id"_s << u"missing or empty"_s;
    QTest::newRow("duplicate id") << validGlossaryWith(R"("id": "stage")", R"("id": "bubble")")
                                  << u"bubble"_s << u"id"_s << u"earlier entry"_s;

    QTest::newRow("term missing") << validGlossaryWith(R"("term": {"en": "stage", "bn": "স্টেজ"},)",
                                                       "")
                                  << u"stage"_s << u"term"_s << u"\"en\" and \"bn\""_s;
    QTest::newRow("term not an object")
        << validGlossaryWith(R"({"en": "stage", "bn": "স্টেজ"})", R"("stage")") << u"stage"_s
        << u"term"_s << u"\"en\" and \"bn\""_s;
    QTest::newRow("term without Bengali")
        << validGlossaryWith(R"({"en": "stage", "bn": "স্টেজ"})", R"({"en": "stage"})") << u"stage"_s
        << u"term.bn"_s << u"Bengali text is missing or empty"_s;
    QTest::newRow("term with empty English")
        << validGlossaryWith(R"({"en": "bubble", )", R"({"en": "", )") << u"bubble"_s
        << u"term.en"_s << u"English text is missing or empty"_s;
    QTest::newRow("term Bengali not text")
        << validGlossaryWith(R"("bn": "বাবল")", R"("bn": ["বাবল"])") << u"bubble"_s << u"term.bn"_s
        << u"Bengali text is missing or empty"_s;
    QTest::newRow("term on two lines")
        << validGlossaryWith(R"("bn": "স্টেজ")", R"("bn": "স্টেজ\nস্টেজগুলো")") << u"stage"_s
        << u"term.bn"_s << u"must be one line"_s;
    QTest::newRow("definition missing") << validGlossaryWith(
        R"("definition": {"en": "Layers one device runs.", "bn": "একটি ডিভাইস যে লেয়ারগুলো চালায়।"},)",
        "") << u"stage"_s << u"definition"_s
                                        << u"\"en\" and \"bn\""_s;
    QTest::newRow("definition with blank Bengali")
        << validGlossaryWith(R"("bn": "স্টেজগুলোর নিষ্ক্রিয় সময়।")", R"("bn": " \t ")") << u"bubble"_s
        << u"definition.bn"_s << u"Bengali text is missing or empty"_s;
    QTest::newRow("definition on two lines")
        << validGlossaryWith(R"("Idle time of the stages.")", R"("Idle time\r\nof the stages.")")
        << u"bubble"_s << u"definition.en"_s << u"must be one line"_s;

    QTest::newRow("unclosed code span")
        << validGlossaryWith(R"("Layers one device runs.")", R"("Layers `jax.jit runs.")")
        << u"stage"_s << u"definition.en"_s << u"never closed"_s;
    QTest::newRow("questions missing")
        << validGlossaryWith(R"(,
   "questions": [])",
                             "")
        << u"stage"_s << u"questions"_s << u"list of the ids of the questions"_s;
    QTest::newRow("questions not a list")
        << validGlossaryWith(R"("questions": [])", R"("questions": "parallelism-03")") << u"stage"_s
        << u"questions"_s << u"list of the ids of the questions"_s;
    QTest::newRow("question id a number")
        << validGlossaryWith(R"("questions": [])", R"("questions": [3])") << u"stage"_s
        << u"questions[0]"_s << u"must be a question id: a non-empty string"_s;
    QTest::newRow("question id an object")
        << validGlossaryWith(R"("questions": [])", R"("questions": [{"id": "parallelism-03"}])")
        << u"stage"_s << u"questions[0]"_s << u"must be a question id"_s;
    QTest::newRow("question id empty")
        << validGlossaryWith(R"("parallelism-04")", R"("parallelism-04", "")") << u"bubble"_s
        << u"questions[2]"_s << u"must be a question id"_s;
    QTest::newRow("question listed twice")
        << validGlossaryWith(R"("parallelism-04")", R"("parallelism-03")") << u"bubble"_s
        << u"questions[1]"_s << u"the question \"parallelism-03\" is already listed"_s;

    // "variants" (optional) on the entry stage.
    const auto withVariants = [](QByteArrayView variants) {
        return validGlossaryWith(R"("questions": [])", QByteArray(R"("variants": )")
                                                           + variants.toByteArray()
                                                           + R"(, "questions": [])");
    };
    QTest::newRow("variants a list") << withVariants(R"(["ষ্টেজ"])") << u"stage"_s << u"variants"_s
                                     << u"must be an object of lists"_s;
    QTest::newRow("variants of no language") << withVariants(R"({"fr": ["étape"]})") << u"stage"_s
                                             << u"variants"_s << u"\"fr\" is not a language"_s;
    QTest::newRow("variants not a list") << withVariants(R"({"bn": "ষ্টেজ"})") << u"stage"_s
                                         << u"variants.bn"_s << u"must be a list of spellings"_s;
    QTest::newRow("variant empty") << withVariants(R"({"bn": [" "]})") << u"stage"_s
                                   << u"variants.bn[0]"_s << u"a non-empty string"_s;
    QTest::newRow("variant a number") << withVariants(R"({"en": [3]})") << u"stage"_s
                                      << u"variants.en[0]"_s << u"a non-empty string"_s;
    QTest::newRow("variant on two lines") << withVariants(R"({"bn": ["ষ্টেজ\nস্টেজ"]})") << u"stage"_s
                                          << u"variants.bn[0]"_s << u"must be one line"_s;
    QTest::newRow("variant the term itself") << withVariants(R"({"bn": ["স্টেজ"]})") << u"stage"_s
                                             << u"variants.bn[0]"_s << u"the term itself"_s;
    QTest::newRow("variant the term in capitals")
        << withVariants(R"({"en": ["STAGE"]})") << u"stage"_s << u"variants.en[0]"_s
        << u"the term itself"_s;
    QTest::newRow("variant repeated") << withVariants(R"({"bn": ["ষ্টেজ", "ষ্টেজ"]})") << u"stage"_s
                                      << u"variants.bn[1]"_s << u"listed already"_s;
}

void TestGlossary::variantsAreRead()
{
    const QByteArray json
        = validGlossaryWith(R"("questions": [])",
                            R"("variants": {"bn": ["ষ্টেজ"], "en": ["pipeline stage", "PS"]},
   "questions": [])");
    const GlossaryLoadResult result = GlossaryLoader::parse(json, u"variants.json"_s);
    QVERIFY2(result.glossary, qPrintable(problemList(result.problems)));
    const GlossaryEntry &stage = result.glossary->entries().at(1);
    QCOMPARE(stage.variantsBn, QStringList{u"ষ্টেজ"_s});
    QCOMPARE(stage.variantsEn, (QStringList{u"pipeline stage"_s, u"PS"_s}));
    QVERIFY(result.glossary->entries().at(0).variantsBn.isEmpty()); // optional
    // A search for a variant finds the entry by its term: ষ্টেজ (with ষ) is
    // in no text of the file, স্টেজ is the term of stage and in the
    // definition of bubble.
    QCOMPARE(idsOf(*result.glossary, result.glossary->search(u"ষ্টেজ")),
             (QStringList{u"stage"_s, u"bubble"_s}));
    // PS, an acronym, stands for the term stage: found as stage is, the
    // term first, then bubble's definition ("Idle time of the stages.").
    QCOMPARE(idsOf(*result.glossary, result.glossary->search(u"PS")),
             (QStringList{u"stage"_s, u"bubble"_s}));
}

void TestGlossary::brokenGlossary()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, entryId);
    QFETCH(QString, field);
    QFETCH(QString, message);

    const QString label = u"broken-glossary.json"_s;
    const GlossaryLoadResult result = GlossaryLoader::parse(json, label);

    QVERIFY2(!result.glossary, "a glossary with a problem must be rejected whole");
    // Exactly the one thing that was broken is reported: no follow-on problems.
    QVERIFY2(result.problems.size() == 1, qPrintable(problemList(result.problems)));
    const GlossaryProblem &problem = result.problems.first();
    QCOMPARE(problem.file, label);
    QCOMPARE(problem.item, entryId);
    QCOMPARE(problem.field, field);
    QVERIFY2(problem.message().contains(message), qPrintable(problem.message()));
}

void TestGlossary::problemToString()
{
    const GlossaryProblem located{u"glossary.json"_s, u"mesh"_s, u"term.bn"_s, [] {
                                      return u"is empty"_s;
                                  }};
    QCOMPARE(located.toString(), u"glossary.json: mesh: term.bn: is empty"_s);
    const GlossaryProblem header{u"glossary.json"_s, QString(), u"format"_s, [] {
                                     return u"missing"_s;
                                 }};
    QCOMPARE(header.toString(), u"glossary.json: format: missing"_s);
    const GlossaryProblem wholeFile{u"glossary.json"_s, QString(), QString(), [] {
                                        return u"not valid JSON"_s;
                                    }};
    QCOMPARE(wholeFile.toString(), u"glossary.json: not valid JSON"_s);
}

void TestGlossary::unreadableFile_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("expectedMessage"); // GlossaryLoader's English text, by hand
    QTest::newRow("missing") << u"missing"_s << u"the file does not exist"_s;
    QTest::newRow("a directory") << u"directory"_s << u"not a regular file"_s;
    QTest::newRow("one byte over 1 MiB")
        << u"huge"_s << u"larger than the limit of 1 MiB for a glossary"_s;
}

void TestGlossary::unreadableFile()
{
    QFETCH(QString, kind);
    QFETCH(QString, expectedMessage);

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(u"glossary.json"_s);
    if (kind == u"directory"_s) {
        QVERIFY(QDir(dir.path()).mkdir(u"glossary.json"_s));
    } else if (kind == u"huge"_s) {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QVERIFY(file.resize(1024 * 1024 + 1)); // sparse; the limit is 1 MiB
    }
    const GlossaryLoadResult result = GlossaryLoader::loadFile(path);
    QVERIFY(!result.glossary);
    QCOMPARE(result.problems.size(), 1);
    QCOMPARE(result.problems.first().file, QDir::toNativeSeparators(path));
    QCOMPARE(result.problems.first().message(), expectedMessage);
}

void TestGlossary::search_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<QStringList>("expected"); // ids, in order

    QTest::newRow("empty query: all, in order")
        << QString() << QStringList{u"bubble"_s, u"stage"_s, u"mesh"_s};
    QTest::newRow("English term, other case") << u"MESH"_s << QStringList{u"mesh"_s};
    QTest::newRow("Bengali term") << u"বাবল"_s << QStringList{u"bubble"_s};
    QTest::newRow("English definition") << u"pipeline"_s << QStringList{u"bubble"_s};
    QTest::newRow("Bengali definition") << u"ডিভাইস"_s << QStringList{u"stage"_s, u"mesh"_s};
    QTest::newRow("Bengali digit finds ASCII") << u"৮"_s << QStringList{u"mesh"_s};
    QTest::newRow("nothing") << u"tpu"_s << QStringList();
    QTest::newRow("words in any order")
        << u"time idle"_s << QStringList{u"bubble"_s}; // "Idle time in a pipeline."
    QTest::newRow("every word must match") << u"idle mesh"_s << QStringList();
    QTest::newRow("Bengali words apart, one in the term, one in the definition")
        << u"গ্রিড মেশ"_s << QStringList{u"mesh"_s};
}

void TestGlossary::search()
{
    QFETCH(QString, query);
    QFETCH(QStringList, expected);

    const Glossary glossary({
        entry(u"bubble"_s, {u"bubble"_s, u"বাবল"_s},
              {u"Idle time in a pipeline."_s, u"পাইপলাইনের নিষ্ক্রিয় সময়।"_s}),
        entry(u"stage"_s, {u"stage"_s, u"স্টেজ"_s},
              {u"Layers one device runs."_s, u"একটি ডিভাইস যে লেয়ারগুলো চালায়।"_s}),
        entry(u"mesh"_s, {u"mesh"_s, u"মেশ"_s},
              {u"A grid of 8 devices."_s, u"৮টি ডিভাইসের গ্রিড।"_s}),
    });
    QCOMPARE(idsOf(glossary, glossary.search(query)), expected);
}

void TestGlossary::termMatchesComeFirst()
{
    // "stage" is in the first entry's definition and the second entry's term.
    const Glossary glossary({
        entry(u"bubble"_s, {u"bubble"_s, u"বাবল"_s},
              {u"Time a stage sits idle."_s, u"স্টেজের নিষ্ক্রিয় সময়।"_s}),
        entry(u"stage"_s, {u"stage"_s, u"স্টেজ"_s},
              {u"Layers one device runs."_s, u"একটি ডিভাইস যে লেয়ারগুলো চালায়।"_s}),
    });
    QCOMPARE(idsOf(glossary, glossary.search(u"stage")), (QStringList{u"stage"_s, u"bubble"_s}));
    QCOMPARE(idsOf(glossary, glossary.search(u"স্টেজ")), (QStringList{u"stage"_s, u"bubble"_s}));
}

void TestGlossary::sortedByTheTermInALanguage()
{
    // English order: bubble, cache, weight; Bengali: ও (ওয়েট) comes before
    // ক (ক্যাশ), which comes before ব (বাবল), in the order of the Bengali alphabet.
    const Glossary glossary({
        entry(u"weight"_s, {u"weight"_s, u"ওয়েট"_s}, {u"A learned number."_s, u"শেখা সংখ্যা।"_s}),
        entry(u"bubble"_s, {u"bubble"_s, u"বাবল"_s}, {u"Idle time, a wait."_s, u"অলস সময়।"_s}),
        entry(u"cache"_s, {u"Cache"_s, u"ক্যাশ"_s}, {u"Kept data."_s, u"রাখা ডেটা।"_s}),
    });
    QCOMPARE(idsOf(glossary, glossary.search(u"", Language::English)),
             (QStringList{u"bubble"_s, u"cache"_s, u"weight"_s}));
    QCOMPARE(idsOf(glossary, glossary.search(u"", Language::Bengali)),
             (QStringList{u"weight"_s, u"cache"_s, u"bubble"_s}));
    // Terms that match come first still, each group in the language's order:
    // "a" is in one term (Cache) and in the other two definitions.
    QCOMPARE(idsOf(glossary, glossary.search(u"a", Language::Bengali)),
             (QStringList{u"cache"_s, u"weight"_s, u"bubble"_s}));
    QCOMPARE(idsOf(glossary, glossary.search(u"a", Language::English)),
             (QStringList{u"cache"_s, u"bubble"_s, u"weight"_s}));
}

// What ICU's collation (Qt's QCollator on Debian is built with ICU) does with
// Bengali on this machine: the letters in the order of the alphabet, vowels
// before consonants, a vowel sign after the bare letter; and where the terms
// written in Latin letters go.
void TestGlossary::bengaliCollationOnThisMachine()
{
    // The alphabet by hand: vowels, then consonants, ড় ঢ় য় with their letters' row.
    const QStringList alphabet{u"অ"_s, u"আ"_s, u"ই"_s, u"উ"_s, u"এ"_s, u"ও"_s, u"ক"_s,
                               u"খ"_s, u"গ"_s, u"চ"_s, u"জ"_s, u"ট"_s, u"ড"_s, u"ত"_s,
                               u"দ"_s, u"ন"_s, u"প"_s, u"ফ"_s, u"ব"_s, u"ম"_s, u"র"_s,
                               u"ল"_s, u"শ"_s, u"স"_s, u"হ"_s};
    QStringList shuffled = alphabet;
    std::reverse(shuffled.begin(), shuffled.end());
    std::swap(shuffled[3], shuffled[17]);
    QCollator collator(localeFor(Language::Bengali));
    std::sort(shuffled.begin(), shuffled.end(), collator);
    QCOMPARE(shuffled, alphabet);
    QVERIFY(collator.compare(u"ক", u"কা") < 0); // a letter before the letter with a sign
    QVERIFY(collator.compare(u"কা", u"কি") < 0); // া before ি, the signs in the vowels' order
    QVERIFY(collator.compare(u"কি", u"খ") < 0); // the letter first, then its sign
    // Latin letters: after the Bengali ones in ICU's order for bn (its
    // script comes first), so terms written in Latin (JAX, XLA) close the
    // Bengali list, in the Latin alphabet's order among themselves.
    QVERIFY(collator.compare(u"JAX", u"হোস্ট") > 0);
    QVERIFY(collator.compare(u"AOT কম্পাইলেশন", u"হোস্ট") > 0);
    QVERIFY(collator.compare(u"JAX", u"XLA") < 0);
}

void TestGlossary::shippedListFollowsEachAlphabet()
{
    // Pairs whose order differs between the languages, by hand from the
    // terms: weight/ওয়েট, cache/ক্যাশ, bubble/বাবল as above; host/হোস্ট
    // (হ, the alphabet's last consonant) and array/অ্যারে (অ, its first letter).
    const QList<int> english = m_shipped.search(u"", Language::English);
    const QList<int> bengali = m_shipped.search(u"", Language::Bengali);
    const auto position = [this](const QList<int> &rows, const QString &id) {
        for (qsizetype at = 0; at < rows.size(); ++at) {
            if (m_shipped.entries().at(rows.at(at)).id == id)
                return at;
        }
        return qsizetype(-1);
    };
    QVERIFY(position(english, u"bubble"_s) < position(english, u"cache"_s));
    QVERIFY(position(english, u"cache"_s) < position(english, u"weight"_s));
    QVERIFY(position(bengali, u"weight"_s) < position(bengali, u"cache"_s));
    QVERIFY(position(bengali, u"cache"_s) < position(bengali, u"bubble"_s));
    QVERIFY(position(bengali, u"array"_s) < position(bengali, u"host"_s));
    QVERIFY(position(bengali, u"bubble"_s) < position(bengali, u"host"_s));
    QCOMPARE(english.size(), m_shipped.entries().size());
    QCOMPARE(bengali.size(), m_shipped.entries().size());
}

void TestGlossary::findTerms_data()
{
    QTest::addColumn<Language>("language");
    QTest::addColumn<QString>("questionId");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("expected"); // each use as [text as written|entry id], by hand

    const Language en = Language::English;
    const Language bn = Language::Bengali;
    QTest::newRow("term found") << en << QString() << u"Each stage runs some layers."_s
                                << u"Each [stage|stage] runs some layers."_s;
    QTest::newRow("plural ending kept with the term")
        << en << QString() << u"Two stages sit idle."_s << u"Two [stages|stage] sit idle."_s;
    QTest::newRow("other case") << en << QString() << u"JAX compiles it."_s
                                << u"[JAX|jax] compiles it."_s;
    QTest::newRow("term inside a code span ignored")
        << en << QString() << u"Call `jax.jit` in JAX."_s << u"Call `jax.jit` in [JAX|jax]."_s;
    QTest::newRow("term in an unclosed code span ignored")
        << en << QString() << u"Call `stage and stage"_s << u"Call `stage and stage"_s;
    QTest::newRow("term inside longer words ignored")
        << en << QString() << u"backstage, stagecoach"_s << u"backstage, stagecoach"_s;
    QTest::newRow("longest match wins")
        << en << QString() << u"With pipeline parallelism a pipeline idles."_s
        << u"With [pipeline parallelism|pipeline-parallelism] a [pipeline|pipeline] idles."_s;
    QTest::newRow("Bengali term") << bn << QString() << u"প্রতিটি স্টেজ চলে।"_s
                                  << u"প্রতিটি [স্টেজ|stage] চলে।"_s;
    QTest::newRow("Bengali case ending kept with the term")
        << bn << QString() << u"স্টেজের সময়"_s << u"[স্টেজের|stage] সময়"_s;
    QTest::newRow("Bengali plural ending")
        << bn << QString() << u"স্টেজগুলো চলে"_s << u"[স্টেজগুলো|stage] চলে"_s;
    // ক্যাশ written with a joiner after the hasanta (U+200D) and with a non-joiner (U+200C).
    QTest::newRow("Bengali term with ZWJ")
        << bn << QString() << u"ক্\u200Dযাশে রাখা"_s << u"[ক্\u200Dযাশে|cache] রাখা"_s;
    QTest::newRow("Bengali term with ZWNJ")
        << bn << QString() << u"ক্\u200Cযাশ থেকে"_s << u"[ক্\u200Cযাশ|cache] থেকে"_s;
    QTest::newRow("Bengali term in code ignored")
        << bn << QString() << u"`ক্যাশ` আর ক্যাশ"_s << u"`ক্যাশ` আর [ক্যাশ|cache]"_s;
    QTest::newRow("Bengali longest match wins")
        << bn << QString() << u"পাইপলাইন প্যারালালিজমে"_s
        << u"[পাইপলাইন প্যারালালিজমে|pipeline-parallelism]"_s;
    QTest::newRow("Bengali word that only begins like the term")
        << bn << QString() << u"কীভাবে চলে"_s << u"কীভাবে চলে"_s;
    QTest::newRow("only the other language's terms in the text")
        << bn << QString() << u"stage এবং স্টেজ"_s << u"stage এবং [স্টেজ|stage]"_s;
    QTest::newRow("a question the entry names")
        << bn << u"q-key"_s << u"কী আর ভ্যালু"_s << u"[কী|key] আর ভ্যালু"_s;
    QTest::newRow("a question the entry does not name: কী means what")
        << bn << u"q-other"_s << u"কী ঘটে, স্টেজে?"_s << u"কী ঘটে, [স্টেজে|stage]?"_s;
}

void TestGlossary::findTerms()
{
    QFETCH(Language, language);
    QFETCH(QString, questionId);
    QFETCH(QString, text);
    QFETCH(QString, expected);

    auto named = [](GlossaryEntry entry, const QStringList &questionIds) {
        entry.questionIds = questionIds;
        return entry;
    };
    const QStringList both{u"q-key"_s, u"q-other"_s};
    const Glossary glossary({
        named(entry(u"pipeline"_s, {u"pipeline"_s, u"পাইপলাইন"_s}, {u"."_s, u"।"_s}), both),
        named(entry(u"pipeline-parallelism"_s,
                    {u"pipeline parallelism"_s, u"পাইপলাইন প্যারালালিজম"_s}, {u"."_s, u"।"_s}),
              both),
        named(entry(u"stage"_s, {u"stage"_s, u"স্টেজ"_s}, {u"."_s, u"।"_s}), both),
        named(entry(u"key"_s, {u"key"_s, u"কী"_s}, {u"."_s, u"।"_s}), {u"q-key"_s}),
        named(entry(u"cache"_s, {u"cache"_s, u"ক্যাশ"_s}, {u"."_s, u"।"_s}), both),
        named(entry(u"jax"_s, {u"JAX"_s, u"JAX"_s}, {u"."_s, u"।"_s}), both),
    });
    QString marked;
    qsizetype at = 0;
    for (const TermUse &use : glossary.findTerms(text, language, questionId)) {
        marked += text.mid(at, use.start - at) + u'[' + text.mid(use.start, use.length) + u'|'
                  + glossary.entries().at(use.row).id + u']';
        at = use.start + use.length;
    }
    marked += text.mid(at);
    QCOMPARE(marked, expected);
}

void TestGlossary::shippedTermsAreFoundInTheirQuestions()
{
    // Every entry names questions that use the term (shippedEntriesAgreeWithTheQuestions),
    // though in some only inside code, a longer term or another form of the word
    // ("benchmarking"); the lookup must find each term in at least one of them, in
    // each language.
    const LibraryLoadResult library = BankLoader::loadAll(BankLoader::builtInBankPaths());
    QVERIFY(library.problems.isEmpty());
    QHash<QString, const Question *> questions;
    for (const QuestionBank &bank : library.banks) {
        for (const Question &question : bank.questions)
            questions.insert(question.id, &question);
    }
    QStringList missed;
    for (int row = 0; row < int(m_shipped.entries().size()); ++row) {
        const GlossaryEntry &entry = m_shipped.entries().at(row);
        for (Language language : allLanguages) {
            bool found = false;
            for (const QString &id : entry.questionIds) {
                const QString text = questionText(*questions.value(id), language);
                const TextMatcher term(entry.term.text(language));
                // On its own, or as part of a longer term ("cold-start latency").
                for (const TermUse &use : m_shipped.findTerms(text, language, id))
                    found = found || use.row == row
                            || term.matches(text.mid(use.start, use.length));
            }
            if (!found)
                missed << entry.id + u" ("_s + languageCode(language) + u')';
        }
    }
    QVERIFY2(missed.isEmpty(), qPrintable(missed.join(u'\n')));
}

void TestGlossary::shippedGlossaryLoads()
{
    QCOMPARE(GlossaryLoader::builtInPath(), u":/glossary/glossary.json"_s);
    QVERIFY2(m_shipped.entries().size() >= 60,
             qPrintable(QString::number(m_shipped.entries().size())));
}

void TestGlossary::shippedIdsAreUnique()
{
    // Read as plain JSON: the loader would reject a repeated id, but this names it.
    QFile file(GlossaryLoader::builtInPath());
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QJsonArray entries
        = QJsonDocument::fromJson(file.readAll()).object().value(u"entries"_s).toArray();
    QVERIFY(!entries.isEmpty());
    QSet<QString> ids;
    for (const QJsonValue &value : entries) {
        const QString id = value.toObject().value(u"id"_s).toString();
        QVERIFY2(!ids.contains(id), qPrintable(u"repeated id "_s + id));
        ids.insert(id);
    }
    QCOMPARE(ids.size(), m_shipped.entries().size());
}

void TestGlossary::shippedEntriesAgreeWithTheQuestions()
{
    const LibraryLoadResult library = BankLoader::loadAll(BankLoader::builtInBankPaths());
    QVERIFY(library.problems.isEmpty());
    QHash<QString, const Question *> questions;
    for (const QuestionBank &bank : library.banks) {
        for (const Question &question : bank.questions)
            questions.insert(question.id, &question);
    }

    QStringList disagreements;
    for (const GlossaryEntry &entry : m_shipped.entries()) {
        if (entry.questionIds.isEmpty())
            disagreements << entry.id + u": names no question"_s;
        for (const QString &id : entry.questionIds) {
            const Question *question = questions.value(id);
            if (!question) {
                disagreements << entry.id + u": no question "_s + id;
                continue;
            }
            if (!TextMatcher(entry.term.en).matches(questionText(*question, Language::English)))
                disagreements << entry.id + u": "_s + id + u" does not use \""_s + entry.term.en
                                     + u'"';
            if (!TextMatcher(entry.term.bn).matches(questionText(*question, Language::Bengali)))
                disagreements << entry.id + u": "_s + id + u" does not use \""_s + entry.term.bn
                                     + u'"';
        }
    }
    QVERIFY2(disagreements.isEmpty(), qPrintable(disagreements.join(u'\n')));
}

void TestGlossary::shippedTextsFollowTheGlossaryRules()
{
    // A number of its own; digits inside a name such as A100 belong to the name.
    static const QRegularExpression asciiNumber(u"(?<![A-Za-z0-9])[0-9]+(?![A-Za-z0-9])"_s);
    static const QRegularExpression bengaliLetter(u"[\u0980-\u09FF]"_s);
    QStringList broken;
    for (const GlossaryEntry &entry : m_shipped.entries()) {
        // Numbers in Bengali prose in Bengali digits; code stays as typed.
        for (const QString &text : {entry.term.bn, entry.definition.bn}) {
            if (outsideCode(text).contains(asciiNumber))
                broken << entry.id + u": ASCII number in \""_s + text + u'"';
        }
        for (const QString &text : {entry.term.en, entry.definition.en}) {
            if (text.contains(bengaliLetter))
                broken << entry.id + u": Bengali in the English \""_s + text + u'"';
        }
        if (codeSpans(entry.definition.en) != codeSpans(entry.definition.bn))
            broken << entry.id + u": the two definitions quote different code"_s;
        if (!entry.definition.en.endsWith(u'.'))
            broken << entry.id + u": the English definition is not one sentence ending in '.'"_s;
        if (!entry.definition.bn.endsWith(u'।'))
            broken << entry.id + u": the Bengali definition does not end in '।'"_s;
    }
    QVERIFY2(broken.isEmpty(), qPrintable(broken.join(u'\n')));
}

void TestGlossary::shippedGlossaryIsSearchableInBothScripts_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<QString>("firstId");

    // The queries and the ids come from GLOSSARY.md's table, not from the file.
    QTest::newRow("Bengali term") << u"শার্ডিং"_s << u"sharding"_s;
    QTest::newRow("English term, upper case") << u"SHARDING"_s << u"sharding"_s;
    QTest::newRow("Bengali pipeline bubble") << u"বাবল"_s << u"bubble"_s;
    QTest::newRow("Bengali checkpoint, য় precomposed") << u"চেকপ\u09DFেন্ট"_s << u"checkpoint"_s;
    QTest::newRow("Bengali all-reduce") << u"অল-রিডিউস"_s << u"all-reduce"_s;
    QTest::newRow("Bengali micro-batch") << u"মাইক্রো-ব্যাচ"_s << u"micro-batch"_s;
    // Spelling variants the file lists (gpu-memory: GPU মেমোরি; micro-batch:
    // মাইক্রোব্যাচ), and acronyms (tensor-parallelism: TP).
    QTest::newRow("মেমোরি for মেমরি") << u"মেমোরি"_s << u"gpu-memory"_s;
    QTest::newRow("মাইক্রোব্যাচ without the hyphen") << u"মাইক্রোব্যাচ"_s << u"micro-batch"_s;
    QTest::newRow("TP for tensor parallelism") << u"TP"_s << u"tensor-parallelism"_s;
    QTest::newRow("KV, the acronym in the term") << u"KV"_s << u"kv-cache"_s;
    QTest::newRow("the words of a term apart") << u"bubble zero"_s << u"zero-bubble-schedule"_s;
}

void TestGlossary::shippedGlossaryIsSearchableInBothScripts()
{
    QFETCH(QString, query);
    QFETCH(QString, firstId);
    const QList<int> rows = m_shipped.search(query);
    QVERIFY(!rows.isEmpty());
    QCOMPARE(m_shipped.entries().at(rows.first()).id, firstId);
}

QTEST_GUILESS_MAIN(TestGlossary)
#include "tst_glossary.moc"
