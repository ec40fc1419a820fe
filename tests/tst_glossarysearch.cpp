// Glossary search: entries found in either script, by term first, sorted by
// the term in a language (with what ICU's Bengali collation does here), and
// the terms of the glossary found in a question's text.
#include "core/glossary.h"
#include "support/glossaryfixtures.h"

#include <QCollator>
#include <QTest>

#include <algorithm>

using namespace Qt::StringLiterals;

class TestGlossarySearch : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void search_data();
    void search();
    void termMatchesComeFirst();
    void termAndItsAcronymFindEachOther();
    void sortedByTheTermInALanguage();
    void bengaliCollationOnThisMachine();
    void findTerms_data();
    void findTerms();
};

void TestGlossarySearch::initTestCase()
{
    // Messages and numbers in English, whatever the machine's locale.
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
}

void TestGlossarySearch::search_data()
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

void TestGlossarySearch::search()
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

void TestGlossarySearch::termMatchesComeFirst()
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

void TestGlossarySearch::termAndItsAcronymFindEachOther()
{
    // data parallelism is also DP (its variant); all-reduce's definition says
    // only "DP", ZeRO's only "data parallelism", in English and in Bengali.
    GlossaryEntry dp = entry(u"data-parallelism"_s, {u"data parallelism"_s, u"ডেটা প্যারালালিজম"_s},
                             {u"Each device holds a copy."_s, u"প্রতিটি ডিভাইসে একটি কপি।"_s});
    dp.variantsEn = {u"DP"_s};
    dp.variantsBn = {u"DP"_s};
    const Glossary glossary({dp,
                             entry(u"all-reduce"_s, {u"all-reduce"_s, u"অল-রিডিউস"_s},
                                   {u"Sums the gradients in DP."_s, u"DP-তে গ্রেডিয়েন্ট যোগ করে।"_s}),
                             entry(u"zero"_s, {u"ZeRO"_s, u"ZeRO"_s},
                                   {u"Shards the state of data parallelism."_s,
                                    u"ডেটা প্যারালালিজম-এর স্টেট ভাগ করে।"_s})});
    // The term first, then the definitions in the glossary's order.
    QCOMPARE(idsOf(glossary, glossary.search(u"data parallelism")),
             (QStringList{u"data-parallelism"_s, u"all-reduce"_s, u"zero"_s}));
    QCOMPARE(idsOf(glossary, glossary.search(u"ডেটা প্যারালালিজম")),
             (QStringList{u"data-parallelism"_s, u"all-reduce"_s, u"zero"_s}));
    QCOMPARE(idsOf(glossary, glossary.search(u"DP")),
             (QStringList{u"data-parallelism"_s, u"all-reduce"_s, u"zero"_s}));
    // One word of the term is not its acronym.
    QCOMPARE(idsOf(glossary, glossary.search(u"data")),
             (QStringList{u"data-parallelism"_s, u"zero"_s}));
}

void TestGlossarySearch::sortedByTheTermInALanguage()
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
void TestGlossarySearch::bengaliCollationOnThisMachine()
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

void TestGlossarySearch::findTerms_data()
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

void TestGlossarySearch::findTerms()
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

QTEST_GUILESS_MAIN(TestGlossarySearch)
#include "tst_glossarysearch.moc"
