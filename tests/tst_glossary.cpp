// The glossary file: the loader rejects every broken file with a located
// problem and reads the spelling variants. (Search is in tst_glossarysearch,
// the shipped glossary in tst_shippedglossary.)
#include "core/glossary.h"
#include "support/glossaryfixtures.h"

#include <QTemporaryDir>
#include <QTest>

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
};

void TestGlossary::initTestCase()
{
    // Messages and numbers in English, whatever the machine's locale.
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
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

QTEST_GUILESS_MAIN(TestGlossary)
#include "tst_glossary.moc"
