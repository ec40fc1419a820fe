// The words of a query through the search index: in any order, acronyms
// typed in capitals as whole words, the glossary's spelling variants. Expected places
// are counted by hand in UTF-16 units.
#include "core/searchindex.h"
#include "support/searchfixtures.h"

#include <QTest>

using namespace Qt::StringLiterals;

class TestSearchWords : public QObject
{
    Q_OBJECT

private slots:
    void wordsInAnyOrder();
    void acronymsAsWholeWords_data();
    void acronymsAsWholeWords();
    void glossarySpellingVariants();
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

QTEST_GUILESS_MAIN(TestSearchWords)
#include "tst_searchwords.moc"
