// The search index over banks and the glossary: each forgiving rule of the
// matcher reached through the index, a match in every field and language,
// the order and the limit of results, and the places of matches in the text
// as written. (The words of a query are in tst_searchwords, snippets in
// tst_searchsnippet.) Expected places are counted by hand in UTF-16 units
// (each Bengali letter, sign and mark is one unit); Bengali spellings that
// are the point of a row are written in code points.
#include "core/searchindex.h"
#include "support/searchfixtures.h"

#include <QTest>

using namespace Qt::StringLiterals;

namespace {

// A question with a different word in each of its texts, and a glossary entry likewise.
QuestionBank fruitBank()
{
    Question question;
    question.id = u"fruit-1"_s;
    question.prompt = {u"Which fruit is orange?"_s, u"কোন ফল কমলা রঙের?"_s};
    question.options = {LocalizedText{u"An apple"_s, u"একটি আপেল"_s},
                        LocalizedText{u"A banana"_s, u"একটি কলা"_s},
                        LocalizedText{u"A mango"_s, u"একটি আম"_s},
                        LocalizedText{u"A grape"_s, u"একটি আঙুর"_s}};
    question.explanation = {u"The tangerine has a bright peel."_s, u"লেবুজাতীয় ফলটির রং উজ্জ্বল।"_s};
    return bankOf(u"fruits"_s, {question});
}

Glossary fruitGlossary()
{
    return Glossary({glossaryEntry(u"citrus"_s, {u"citrus"_s, u"সাইট্রাস"_s},
                                   {u"A family of sour fruits such as lemons."_s,
                                    u"লেবুর মতো টক ফলের পরিবার।"_s})});
}

} // namespace

class TestSearchIndex : public QObject
{
    Q_OBJECT

private slots:
    void forgivingRules_data();
    void forgivingRules();
    void everyFieldAndLanguage_data();
    void everyFieldAndLanguage();
    void order_data();
    void order();
    void exactTermFirst();
    void banksInTheirOrder();
    void limit_data();
    void limit();
    void nothingToFind_data();
    void nothingToFind();
    void aTextCountsOnce();
};

void TestSearchIndex::forgivingRules_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<QString>("prompt");
    QTest::addColumn<Language>("language");
    QTest::addColumn<int>("start"); // -1: no match
    QTest::addColumn<int>("length");

    // "এই নিয়ম": এ ই space, then ন ি য় ম at 3–6 with য় one unit (U+09DF).
    QTest::newRow("decomposed query, precomposed text")
        << u"নি\u09AF\u09BCম"_s << u"এই নি\u09DFম মানো"_s << Language::Bengali << 3 << 4;
    // The same with য় as য + nukta: ন ি য ় ম at 3–7.
    QTest::newRow("precomposed query, decomposed text")
        << u"নি\u09DFম"_s << u"এই নি\u09AF\u09BCম মানো"_s << Language::Bengali << 3 << 5;
    // ো typed as its two halves ে + া; the text has ো as one unit: ক ো at 0–1.
    QTest::newRow("split vowel sign")
        << u"ক\u09C7\u09BEর"_s << u"কোর গুনুন"_s << Language::Bengali << 0 << 3;
    // প া ই প ল া ই ন: eight units from 0.
    QTest::newRow("ZWNJ in the query")
        << u"পাইপ\u200Cলাইন"_s << u"পাইপলাইন বাবল"_s << Language::Bengali << 0 << 8;
    // ক ি ছ ু space (0–4), then প া ই প ZWNJ ল া ই ন at 5–13: nine units.
    QTest::newRow("ZWNJ in the text")
        << u"পাইপলাইন"_s << u"কিছু পাইপ\u200Cলাইন"_s << Language::Bengali << 5 << 9;
    // এ র space (0–2), then র ZWJ ্ য া ম at 3–8: six units.
    QTest::newRow("ZWJ in the text")
        << u"র্যাম"_s << u"এর র\u200D্যাম"_s << Language::Bengali << 3 << 6;
    QTest::newRow("ZWJ in the query")
        << u"র\u200D্যাম"_s << u"এর র্যাম"_s << Language::Bengali << 3 << 5;
    QTest::newRow("ASCII digits find Bengali digits")
        << u"80"_s << u"৮০ GB মেমরি"_s << Language::Bengali << 0 << 2;
    QTest::newRow("Bengali digits find ASCII digits")
        << u"৮০"_s << u"It has 80 GB."_s << Language::English << 7 << 2;
    QTest::newRow("mixed digits") << u"8০"_s << u"৮0 GB"_s << Language::Bengali << 0 << 2;
    QTest::newRow("English, lower case query")
        << u"pipeline b"_s << u"Pipeline Bubble"_s << Language::English << 0 << 10;
    QTest::newRow("English, upper case query")
        << u"BUBBLE"_s << u"Pipeline Bubble"_s << Language::English << 9 << 6;
    // Every capital folds, the alphabet's ends too, in an all-ASCII text and
    // in one with Bengali (which the index folds the long way).
    QTest::newRow("zero finds ZeRO")
        << u"zero"_s << u"Shard with ZeRO stage 3"_s << Language::English << 11 << 4;
    QTest::newRow("zero finds ZeRO in Bengali")
        << u"zero"_s << u"ZeRO স্টেজ ৩"_s << Language::Bengali << 0 << 4;
    QTest::newRow("every capital letter")
        << u"the quick brown fox jumps over the lazy dog"_s
        << u"THE QUICK BROWN FOX JUMPS OVER THE LAZY DOG"_s << Language::English << 0 << 43;
    QTest::newRow("capitals beyond ASCII")
        << u"école"_s << u"L'ÉCOLE"_s << Language::English << 2 << 5;
    QTest::newRow("surrounding blanks ignored")
        << u"  bubble "_s << u"Pipeline Bubble"_s << Language::English << 9 << 6;
    // The rules forgive spelling, not a different word.
    QTest::newRow("another ending")
        << u"পাইপলাইনে"_s << u"পাইপলাইন বাবল"_s << Language::Bengali << -1 << 0;
    QTest::newRow("another digit") << u"81"_s << u"৮০ GB"_s << Language::Bengali << -1 << 0;
}

void TestSearchIndex::forgivingRules()
{
    QFETCH(QString, query);
    QFETCH(QString, prompt);
    QFETCH(Language, language);
    QFETCH(int, start);
    QFETCH(int, length);

    const SearchIndex index({bankOf(u"bank"_s, {questionWithPrompt(u"q"_s, language, prompt)})},
                            Glossary());
    const SearchResults results = index.search(query, Language::English);
    if (start < 0) {
        QVERIFY(results.hits.isEmpty());
        return;
    }
    QCOMPARE(results.hits.size(), 1);
    const SearchHit &hit = results.hits.first();
    QCOMPARE(hit.field, SearchField::Prompt);
    QCOMPARE(hit.language, language);
    QCOMPARE(hit.text, prompt);
    QCOMPARE(hit.match.start, start);
    QCOMPARE(hit.match.length, length);
}

void TestSearchIndex::everyFieldAndLanguage_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<SearchField>("field");
    QTest::addColumn<Language>("language");
    QTest::addColumn<QString>("bankId");
    QTest::addColumn<QString>("itemId");
    QTest::addColumn<int>("option");
    QTest::addColumn<QString>("matched"); // the text at the match, as written

    const auto en = Language::English;
    const auto bn = Language::Bengali;
    const QString bank = u"fruits"_s;
    const QString question = u"fruit-1"_s;
    QTest::newRow("prompt, English")
        << u"ORANGE"_s << SearchField::Prompt << en << bank << question << -1 << u"orange"_s;
    QTest::newRow("prompt, Bengali")
        << u"কমলা"_s << SearchField::Prompt << bn << bank << question << -1 << u"কমলা"_s;
    QTest::newRow("option, English")
        << u"banana"_s << SearchField::Option << en << bank << question << 1 << u"banana"_s;
    QTest::newRow("option, Bengali")
        << u"আঙুর"_s << SearchField::Option << bn << bank << question << 3 << u"আঙুর"_s;
    QTest::newRow("explanation, English") << u"Tangerine"_s << SearchField::Explanation << en
                                          << bank << question << -1 << u"tangerine"_s;
    QTest::newRow("explanation, Bengali")
        << u"উজ্জ্বল"_s << SearchField::Explanation << bn << bank << question << -1 << u"উজ্জ্বল"_s;
    QTest::newRow("glossary term, English") << u"Citrus"_s << SearchField::GlossaryTerm << en
                                            << QString() << u"citrus"_s << -1 << u"citrus"_s;
    QTest::newRow("glossary term, Bengali") << u"সাইট্রাস"_s << SearchField::GlossaryTerm << bn
                                            << QString() << u"citrus"_s << -1 << u"সাইট্রাস"_s;
    QTest::newRow("glossary definition, English")
        << u"lemons"_s << SearchField::GlossaryDefinition << en << QString() << u"citrus"_s << -1
        << u"lemons"_s;
    QTest::newRow("glossary definition, Bengali")
        << u"টক"_s << SearchField::GlossaryDefinition << bn << QString() << u"citrus"_s << -1
        << u"টক"_s;
}

void TestSearchIndex::everyFieldAndLanguage()
{
    QFETCH(QString, query);
    QFETCH(SearchField, field);
    QFETCH(Language, language);
    QFETCH(QString, bankId);
    QFETCH(QString, itemId);
    QFETCH(int, option);
    QFETCH(QString, matched);

    const SearchIndex index({fruitBank()}, fruitGlossary());
    QCOMPARE(index.textCount(), 2 * (1 + 4 + 1) + 2 * 2);
    for (Language preferred : allLanguages) {
        const SearchResults results = index.search(query, preferred);
        QCOMPARE(results.hits.size(), 1);
        const SearchHit &hit = results.hits.first();
        QCOMPARE(hit.field, field);
        QCOMPARE(hit.language, language);
        QCOMPARE(hit.bankId, bankId);
        QCOMPARE(hit.itemId, itemId);
        QCOMPARE(hit.option, option);
        QCOMPARE(hit.isGlossaryEntry(), bankId.isEmpty());
        QCOMPARE(hit.text.mid(hit.match.start, hit.match.length), matched);
        QVERIFY(!results.truncated);
    }
}

void TestSearchIndex::order_data()
{
    QTest::addColumn<Language>("preferred");
    QTest::addColumn<QList<SearchField>>("fields");
    QTest::addColumn<QList<Language>>("languages");

    // "cache" is in the English term and definition, both prompts (the
    // Bengali one quotes it as code), the English option C and the English
    // explanation: terms, prompts, options, explanations, definitions; the
    // preferred language first within each.
    const auto en = Language::English;
    const auto bn = Language::Bengali;
    QTest::newRow("English first")
        << en << QList<SearchField>{SearchField::GlossaryTerm, SearchField::Prompt,
                                    SearchField::Prompt,       SearchField::Option,
                                    SearchField::Explanation,  SearchField::GlossaryDefinition}
        << QList<Language>{en, en, bn, en, en, en};
    QTest::newRow("Bengali first")
        << bn << QList<SearchField>{SearchField::GlossaryTerm, SearchField::Prompt,
                                    SearchField::Prompt,       SearchField::Option,
                                    SearchField::Explanation,  SearchField::GlossaryDefinition}
        << QList<Language>{en, bn, en, en, en, en};
}

void TestSearchIndex::order()
{
    QFETCH(Language, preferred);
    QFETCH(QList<SearchField>, fields);
    QFETCH(QList<Language>, languages);

    Question question;
    question.id = u"q"_s;
    question.prompt = {u"What does a cache hold?"_s, u"`cache` কী রাখে?"_s};
    question.options = {LocalizedText{u"Weights"_s, u"ওয়েট"_s},
                        LocalizedText{u"Gradients"_s, u"গ্রেডিয়েন্ট"_s},
                        LocalizedText{u"Cached keys"_s, u"কী"_s},
                        LocalizedText{u"Nothing"_s, u"কিছুই না"_s}};
    question.explanation = {u"The KV cache holds keys and values."_s, u"কী আর ভ্যালু।"_s};
    const Glossary glossary(
        {glossaryEntry(u"kv"_s, {u"KV cache"_s, u"কেভি ক্যাশ"_s},
                       {u"Keys and values kept for the cache."_s, u"রাখা কী ও ভ্যালু।"_s})});
    const SearchIndex index({bankOf(u"b"_s, {question})}, glossary);

    const SearchResults results = index.search(u"cache"_s, preferred);
    QList<SearchField> foundFields;
    QList<Language> foundLanguages;
    for (const SearchHit &hit : results.hits) {
        foundFields << hit.field;
        foundLanguages << hit.language;
    }
    QCOMPARE(foundFields, fields);
    QCOMPARE(foundLanguages, languages);
}

void TestSearchIndex::exactTermFirst()
{
    const Glossary glossary(
        {glossaryEntry(u"cache-line"_s, {u"cache line"_s, u"ক্যাশ লাইন"_s},
                       {u"A block."_s, u"একটি ব্লক।"_s}),
         glossaryEntry(u"kv"_s, {u"KV cache"_s, u"কেভি ক্যাশ"_s}, {u"Keys."_s, u"কী।"_s}),
         glossaryEntry(u"cache"_s, {u"Cache"_s, u"ক্যাশ"_s}, {u"Fast memory."_s, u"দ্রুত মেমরি।"_s})});
    const SearchIndex index({}, glossary);

    QStringList ids;
    for (const SearchHit &hit : index.search(u"cache"_s, Language::English).hits)
        ids << hit.itemId;
    // The term that is the query itself, then the others in the glossary's order.
    QCOMPARE(ids, (QStringList{u"cache"_s, u"cache-line"_s, u"kv"_s}));

    ids.clear();
    for (const SearchHit &hit : index.search(u"ক্যাশ"_s, Language::Bengali).hits)
        ids << hit.itemId;
    QCOMPARE(ids, (QStringList{u"cache"_s, u"cache-line"_s, u"kv"_s}));
}

void TestSearchIndex::banksInTheirOrder()
{
    const QList<QuestionBank> banks{
        bankOf(u"second-by-name"_s,
               {questionWithPrompt(u"s1"_s, Language::English, u"A shard here"_s),
                questionWithPrompt(u"s2"_s, Language::English, u"Another shard"_s)}),
        bankOf(u"first-by-name"_s,
               {questionWithPrompt(u"f1"_s, Language::English, u"Shard there"_s)}),
    };
    const SearchIndex index(banks, Glossary());
    QStringList found;
    for (const SearchHit &hit : index.search(u"shard"_s, Language::English).hits)
        found << hit.bankId + u'/' + hit.itemId;
    QCOMPARE(found,
             (QStringList{u"second-by-name/s1"_s, u"second-by-name/s2"_s, u"first-by-name/f1"_s}));
}

void TestSearchIndex::limit_data()
{
    QTest::addColumn<int>("limit");
    QTest::addColumn<int>("hits");
    QTest::addColumn<bool>("truncated");

    // Five prompts contain the query.
    QTest::newRow("fewer than found") << 3 << 3 << true;
    QTest::newRow("as many as found") << 5 << 5 << false;
    QTest::newRow("more than found") << 200 << 5 << false;
    QTest::newRow("none") << 0 << 0 << false;
}

void TestSearchIndex::limit()
{
    QFETCH(int, limit);
    QFETCH(int, hits);
    QFETCH(bool, truncated);

    QList<Question> questions;
    for (int n = 0; n < 5; ++n)
        questions << questionWithPrompt(u"q%1"_s.arg(n), Language::English, u"Tensor core"_s);
    const SearchIndex index({bankOf(u"b"_s, questions)}, Glossary());
    const SearchResults results = index.search(u"tensor"_s, Language::English, limit);
    QCOMPARE(results.hits.size(), hits);
    QCOMPARE(results.truncated, truncated);
    for (int n = 0; n < hits; ++n)
        QCOMPARE(results.hits.at(n).itemId, u"q%1"_s.arg(n));
}

void TestSearchIndex::nothingToFind_data()
{
    QTest::addColumn<QString>("query");
    QTest::newRow("empty") << QString();
    QTest::newRow("blank") << u" \t "_s;
    QTest::newRow("only a ZWNJ") << u"\u200C"_s;
    QTest::newRow("a letter no text has") << u"q"_s;
    QTest::newRow("letters every text has, not together") << u"ae"_s;
    // One word (no spaces) longer than any text; spaced, its words would each be found.
    QTest::newRow("longer than any text") << u"which-fruit-is-orange?-which-fruit"_s;
    QTest::newRow("one word of two missing") << u"orange tpu"_s;
}

void TestSearchIndex::nothingToFind()
{
    QFETCH(QString, query);
    const SearchIndex index({fruitBank()}, fruitGlossary());
    const SearchResults results = index.search(query, Language::English);
    QVERIFY(results.hits.isEmpty());
    QVERIFY(!results.truncated);
    QVERIFY(SearchIndex().search(u"fruit"_s, Language::English).hits.isEmpty());
}

void TestSearchIndex::aTextCountsOnce()
{
    // "an" twice in the prompt and the query once more across the end of one
    // option into the next text: one hit, at the first "an" (0–1 of "an ant").
    Question question = questionWithPrompt(u"q"_s, Language::English, u"an ant and"_s);
    question.options = {LocalizedText{u"ba"_s, {}}, LocalizedText{u"nx"_s, {}}, LocalizedText{},
                        LocalizedText{}};
    const SearchIndex index({bankOf(u"b"_s, {question})}, Glossary());
    const SearchResults results = index.search(u"an"_s, Language::English);
    QCOMPARE(results.hits.size(), 1);
    QCOMPARE(results.hits.first().match.start, 0);
    QCOMPARE(results.hits.first().match.length, 2);
    QVERIFY(index.search(u"ban"_s, Language::English).hits.isEmpty());
}

QTEST_GUILESS_MAIN(TestSearchIndex)
#include "tst_searchindex.moc"
