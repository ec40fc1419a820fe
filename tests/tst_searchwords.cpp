// The words of a query through the search index: in any order, acronyms
// typed in capitals as whole words, the glossary's spelling variants, and a
// term's words and its acronym finding each other both ways. Expected places
// are counted by hand in UTF-16 units.
#include "core/searchindex.h"
#include "support/searchfixtures.h"

#include <QTest>

#include <algorithm>

using namespace Qt::StringLiterals;

class TestSearchWords : public QObject
{
    Q_OBJECT

private slots:
    void wordsInAnyOrder();
    void acronymsAsWholeWords_data();
    void acronymsAsWholeWords();
    void glossarySpellingVariants();
    void termAndAcronym_data();
    void termAndAcronym();
    void termAndAcronymPlace();
};

void TestSearchWords::wordsInAnyOrder()
{
    // By hand: q1 has the words together ("pipeline bubble" at 4–18), q2 has
    // both apart ("bubble" first, at 2–7), q3 only "pipeline".
    const SearchIndex index({bankOf(u"b"_s,
                                    {questionWithPrompt(u"q1"_s, Language::English,
                                                        u"The pipeline bubble shrinks"_s),
                                     questionWithPrompt(u"q2"_s, Language::English,
                                                        u"A bubble in each pipeline stage"_s),
                                     questionWithPrompt(u"q3"_s, Language::English,
                                                        u"A pipeline of stages"_s)})},
                            Glossary());
    for (const QString &query : {u"pipeline bubble"_s, u"BUBBLE  pipeline"_s}) {
        const SearchResults results = index.search(query, Language::English);
        QCOMPARE(results.hits.size(), 2);
        QCOMPARE(results.hits.at(0).itemId, u"q1"_s);
        QCOMPARE(results.hits.at(1).itemId, u"q2"_s);
        QCOMPARE(results.hits.at(1).match.start, 2);
        QCOMPARE(results.hits.at(1).match.length, 6);
    }
    // The phrase as typed is the match where it occurs whole.
    const SearchHit first = index.search(u"pipeline bubble"_s, Language::English).hits.first();
    QCOMPARE(first.match.start, 4);
    QCOMPARE(first.match.length, 15);
    // The rarer word drives the scan; the result is the same whichever it is.
    QCOMPARE(index.search(u"stage a"_s, Language::English).hits.size(), 2); // q2, q3
}

void TestSearchWords::acronymsAsWholeWords_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<QStringList>("found"); // question ids, in order

    // The prompts below: q1 "Keep the KV cache on the GPU", q2 "Each KV-তে
    // থাকে", q3 "The output of TP and a kvetch", q4 "Stage 1 and stage 2".
    QTest::newRow("KV, two letters") << u"KV"_s << QStringList{u"q1"_s, u"q2"_s};
    QTest::newRow("kv typed small: inside words too")
        << u"kv"_s << QStringList{u"q1"_s, u"q2"_s, u"q3"_s};
    QTest::newRow("TP a word, not the tp of output") << u"TP"_s << QStringList{u"q3"_s};
    QTest::newRow("GPU, three letters") << u"GPU"_s << QStringList{u"q1"_s};
    QTest::newRow("an acronym no text has") << u"GQA"_s << QStringList{};
    QTest::newRow("digits are not an acronym") << u"1"_s << QStringList{u"q4"_s};
}

void TestSearchWords::acronymsAsWholeWords()
{
    QFETCH(QString, query);
    QFETCH(QStringList, found);
    const Language en = Language::English;
    const SearchIndex
        index({bankOf(u"b"_s, {questionWithPrompt(u"q1"_s, en, u"Keep the KV cache on the GPU"_s),
                               questionWithPrompt(u"q2"_s, en, u"Each KV-তে থাকে"_s),
                               questionWithPrompt(u"q3"_s, en, u"The output of TP and a kvetch"_s),
                               questionWithPrompt(u"q4"_s, en, u"Stage 1 and stage 2"_s)})},
              Glossary());
    QStringList ids;
    for (const SearchHit &hit : index.search(query, en).hits)
        ids << hit.itemId;
    QCOMPARE(ids, found);
}

void TestSearchWords::glossarySpellingVariants()
{
    GlossaryEntry memory = glossaryEntry(u"gpu-memory"_s, {u"GPU memory"_s, u"GPU মেমরি"_s},
                                         {u"The GPU's memory."_s, u"GPU-র মেমরি।"_s});
    memory.variantsBn = {u"GPU মেমোরি"_s};
    const Glossary glossary({memory});
    const SearchIndex index({bankOf(u"b"_s, {questionWithPrompt(u"q"_s, Language::Bengali,
                                                                u"সব GPU মেমরিতে রাখা"_s)})},
                            glossary);
    // মেমোরি is in no text; it pairs with মেমরি: the term first, then the
    // prompt (ম at 7: স ব space G P U space), then the definition.
    const SearchResults results = index.search(u"মেমোরি"_s, Language::Bengali);
    QCOMPARE(results.hits.size(), 3);
    QCOMPARE(results.hits.at(0).field, SearchField::GlossaryTerm);
    QCOMPARE(results.hits.at(1).field, SearchField::Prompt);
    QCOMPARE(results.hits.at(1).match.start, 7);
    QCOMPARE(results.hits.at(1).match.length, 5); // ম ে ম র ি
    QCOMPARE(results.hits.at(2).field, SearchField::GlossaryDefinition);
    // Without the variant nothing is found.
    QVERIFY(
        SearchIndex({}, Glossary({glossaryEntry(u"gpu-memory"_s, memory.term, memory.definition)}))
            .search(u"মেমোরি"_s, Language::Bengali)
            .hits.isEmpty());
}

// The glossary of termAndAcronym(): "data parallelism" also "DP" in both
// languages (Bengali texts write the acronym in Latin letters) and
// "ডাটা প্যারালালিজম" in Bengali; the bank's prompts: q1 "Each GPU in DP
// holds the whole model", q2 "ডেটা প্যারালালিজম-এ মডেলের কপি", q3 "DP-তে
// গ্রেডিয়েন্ট মেলানো হয়", q4 "the endpoint of the data path", q5
// "data parallelism copies the model".
SearchIndex parallelismIndex()
{
    GlossaryEntry entry = glossaryEntry(u"data-parallelism"_s,
                                        {u"data parallelism"_s, u"ডেটা প্যারালালিজম"_s},
                                        {u"Each device holds a copy."_s,
                                         u"প্রতিটি ডিভাইসে একটি কপি।"_s});
    entry.variantsEn = {u"DP"_s};
    entry.variantsBn = {u"ডাটা প্যারালালিজম"_s, u"DP"_s};
    const Language en = Language::English;
    const Language bn = Language::Bengali;
    return SearchIndex(
        {bankOf(u"b"_s, {questionWithPrompt(u"q1"_s, en, u"Each GPU in DP holds the whole model"_s),
                         questionWithPrompt(u"q2"_s, bn, u"ডেটা প্যারালালিজম-এ মডেলের কপি"_s),
                         questionWithPrompt(u"q3"_s, bn, u"DP-তে গ্রেডিয়েন্ট মেলানো হয়"_s),
                         questionWithPrompt(u"q4"_s, en, u"the endpoint of the data path"_s),
                         questionWithPrompt(u"q5"_s, en, u"data parallelism copies the model"_s)})},
        Glossary({entry}));
}

void TestSearchWords::termAndAcronym_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<Language>("preferred");
    QTest::addColumn<QStringList>("prompts"); // the prompts found, in order

    // English texts first when English is preferred, Bengali first otherwise;
    // q4 has "dp" only inside "endpoint" and "data" without "parallelism".
    QTest::newRow("the acronym finds the words")
        << u"DP"_s << Language::English << QStringList{u"q1"_s, u"q5"_s, u"q2"_s, u"q3"_s};
    QTest::newRow("the words find the acronym")
        << u"data parallelism"_s << Language::English << QStringList{u"q1"_s, u"q5"_s, u"q3"_s};
    QTest::newRow("Bengali words find the acronym")
        << u"ডেটা প্যারালালিজম"_s << Language::Bengali << QStringList{u"q2"_s, u"q3"_s, u"q1"_s};
    QTest::newRow("a Bengali variant spelling finds the acronym")
        << u"ডাটা প্যারালালিজম"_s << Language::Bengali << QStringList{u"q2"_s, u"q3"_s, u"q1"_s};
    QTest::newRow("one word of the term does not")
        << u"parallelism"_s << Language::English << QStringList{u"q5"_s};
}

void TestSearchWords::termAndAcronym()
{
    QFETCH(QString, query);
    QFETCH(Language, preferred);
    QFETCH(QStringList, prompts);

    QStringList found;
    for (const SearchHit &hit : parallelismIndex().search(query, preferred).hits) {
        if (hit.field == SearchField::Prompt)
            found << hit.itemId;
    }
    QCOMPARE(found, prompts);
}

void TestSearchWords::termAndAcronymPlace()
{
    // "Each GPU in " is twelve units: DP at 12–13, the match the learner sees.
    const SearchResults results = parallelismIndex().search(u"data parallelism"_s,
                                                            Language::English);
    const auto q1 = std::find_if(results.hits.cbegin(), results.hits.cend(),
                                 [](const SearchHit &hit) { return hit.itemId == u"q1"_s; });
    QVERIFY(q1 != results.hits.cend());
    QCOMPARE(q1->match.start, 12);
    QCOMPARE(q1->match.length, 2);
    // The glossary entry itself: its term spelled out, found whole.
    QCOMPARE(results.hits.first().field, SearchField::GlossaryTerm);
    QCOMPARE(results.hits.first().itemId, u"data-parallelism"_s);
}

QTEST_GUILESS_MAIN(TestSearchWords)
#include "tst_searchwords.moc"
