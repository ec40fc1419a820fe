// The search matcher: every forgiving rule (NFC, zero-width joiners, Bengali
// digits, English case) with rows where it applies and rows where it must not
// reach too far, and the places of matches in the text as written. Bengali
// texts are spelled out in code points where the spelling is the point.
// Then the word query a learner types: every word somewhere, in any order;
// acronyms typed in capitals as whole words; spelling variants, a phrase
// and its one-word variant finding each other both ways.
#include "core/textmatcher.h"

#include <QTest>

using namespace Qt::StringLiterals;

namespace {

// য় written as one code point (U+09DF) and as য + nukta (U+09AF U+09BC).
const QString yaPrecomposed = u"\u09DF"_s;
const QString yaDecomposed = u"\u09AF\u09BC"_s;
// ড় likewise (U+09DC and U+09A1 U+09BC).
const QString rraPrecomposed = u"\u09DC"_s;
const QString rraDecomposed = u"\u09A1\u09BC"_s;
// ো as one code point (U+09CB) and as its two halves ে + া (U+09C7 U+09BE).
const QString oSignComposed = u"\u09CB"_s;
const QString oSignSplit = u"\u09C7\u09BE"_s;
const QString zwnj = u"\u200C"_s;
const QString zwj = u"\u200D"_s;

// The text with every match in [brackets], to compare with a hand-written expectation.
QString bracketed(const QString &text, const QList<TextMatch> &matches)
{
    QString result;
    qsizetype at = 0;
    for (const TextMatch &match : matches) {
        result += text.mid(at, match.start - at) + u'[' + text.mid(match.start, match.length)
                  + u']';
        at = match.start + match.length;
    }
    return result + text.mid(at);
}

} // namespace

class TestTextMatcher : public QObject
{
    Q_OBJECT

private slots:
    void matches_data();
    void matches();
    void positions_data();
    void positions();
    void normalizedForm_data();
    void normalizedForm();
    void preparedTextGivesTheSameAnswers();
    void wordQuery_data();
    void wordQuery();
    void wordQueryPlace_data();
    void wordQueryPlace();
    void spellingVariants_data();
    void spellingVariants();
    void phraseVariants_data();
    void phraseVariants();
    void phraseVariantPlace();
};

void TestTextMatcher::matches_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("expected");

    // English: case-insensitive, and only that.
    QTest::newRow("English, lower-case query") << u"jax"_s << u"JAX on a GPU"_s << true;
    QTest::newRow("English, upper-case query")
        << u"SHARDING"_s << u"data-parallel sharding"_s << true;
    QTest::newRow("English, mixed case") << u"cUdNn"_s << u"the cuDNN kernel"_s << true;
    QTest::newRow("English, other word") << u"shard"_s << u"a shared cache"_s << false;
    QTest::newRow("Latin inside Bengali") << u"gpu"_s << u"একটি GPU-তে"_s << true;
    // Every capital letter folds, the alphabet's ends too: "ZeRO" begins with Z.
    QTest::newRow("zero finds ZeRO") << u"zero"_s << u"ZeRO stage 3"_s << true;
    QTest::newRow("ZERO finds ZeRO inside Bengali") << u"ZERO"_s << u"ZeRO স্টেজ ৩"_s << true;
    QTest::newRow("every capital, lower-case query")
        << u"the quick brown fox jumps over the lazy dog"_s
        << u"THE QUICK BROWN FOX JUMPS OVER THE LAZY DOG"_s << true;
    QTest::newRow("every letter, capital query")
        << u"THE QUICK BROWN FOX JUMPS OVER THE LAZY DOG"_s
        << u"the quick brown fox jumps over the lazy dog"_s << true;
    // Capitals beyond ASCII fold as well (Unicode case folding): É → é, Σ → σ.
    QTest::newRow("Latin capital beyond ASCII") << u"école"_s << u"ÉCOLE"_s << true;
    QTest::newRow("Greek capital") << u"σ"_s << u"Σ over the batch"_s << true;

    // NFC: canonically equivalent spellings match each other both ways.
    const QString samayDecomposed = u"সম"_s + yaDecomposed;
    const QString samayPrecomposed = u"সম"_s + yaPrecomposed;
    QTest::newRow("য় precomposed query, decomposed text")
        << samayPrecomposed << samayDecomposed << true;
    QTest::newRow("য় decomposed query, precomposed text")
        << samayDecomposed << samayPrecomposed << true;
    QTest::newRow("ড় precomposed query, decomposed text")
        << u"ব"_s + rraPrecomposed << u"খুব ব"_s + rraDecomposed + u" মডেল"_s << true;
    QTest::newRow("ড় decomposed query, precomposed text")
        << u"ব"_s + rraDecomposed << u"ব"_s + rraPrecomposed << true;
    QTest::newRow("ো composed query, split text")
        << u"ক"_s + oSignComposed + u"ড"_s << u"ক"_s + oSignSplit + u"ড"_s << true;
    QTest::newRow("ো split query, composed text")
        << u"ক"_s + oSignSplit + u"ড"_s << u"ক"_s + oSignComposed + u"ড"_s << true;
    // Without the rule's reach: ে is not ো, so "কে" must not be found in "কোড".
    QTest::newRow("ে does not match inside ো")
        << u"কে"_s << u"ক"_s + oSignComposed + u"ড"_s << false;
    // A learner types য before its nukta: the text so far already matches.
    QTest::newRow("য typed before its nukta") << u"সময"_s << samayDecomposed + u"ের"_s << true;
    QTest::newRow("য় is not য") << samayPrecomposed << u"সময"_s << false;

    // Zero-width non-joiner and joiner: ignored on either side.
    const QString kssa = u"ক্ষ"_s; // ক + virama + ষ: the conjunct
    const QString kssaWithZwnj = u"ক্"_s + zwnj + u"ষ"_s; // the same letters with a visible virama
    QTest::newRow("conjunct query, text with ZWNJ") << kssa << kssaWithZwnj + u"মা"_s << true;
    QTest::newRow("query with ZWNJ, conjunct text") << kssaWithZwnj << kssa + u"মা"_s << true;
    const QString wrapper = u"র্যাপার"_s;
    const QString wrapperWithZwj = u"র"_s + zwj + u"্যাপার"_s; // the র-ফলা spelling the banks use
    QTest::newRow("query without ZWJ, text with ZWJ")
        << wrapper << u"ছোট একটি "_s + wrapperWithZwj << true;
    QTest::newRow("query with ZWJ, text without") << wrapperWithZwj << wrapper << true;
    // Without: dropping the joiners leaves the virama; no virama is no conjunct.
    QTest::newRow("conjunct is not the two letters") << kssa << u"কষ"_s << false;
    QTest::newRow("ZWNJ query is not the two letters") << kssaWithZwnj << u"কষ"_s << false;

    // Digits: Bengali and ASCII are the same digits.
    QTest::newRow("ASCII query, Bengali digits") << u"8"_s << u"৮টি GPU"_s << true;
    QTest::newRow("Bengali query, ASCII digits") << u"১২৮"_s << u"at most 128"_s << true;
    QTest::newRow("year both ways") << u"2019"_s << u"Shoeybi ও সহকর্মীরা, ২০১৯"_s << true;
    QTest::newRow("mixed digits in the query") << u"৭5"_s << u"৭৫ %"_s << true;
    QTest::newRow("other number") << u"১২"_s << u"13"_s << false;
    QTest::newRow("Bengali letters are not digits") << u"4"_s << u"চার"_s << false;

    // The query as a whole.
    QTest::newRow("empty query matches") << QString() << u"anything"_s << true;
    QTest::newRow("blank query matches") << u"   "_s << u"anything"_s << true;
    QTest::newRow("query trimmed") << u"  gpu "_s << u"GPU memory"_s << true;
    QTest::newRow("no transliteration") << u"bubble"_s << u"বাবল"_s << false;
    QTest::newRow("query longer than text") << u"all-reduces"_s << u"all-reduce"_s << false;
}

void TestTextMatcher::matches()
{
    QFETCH(QString, query);
    QFETCH(QString, text);
    QFETCH(bool, expected);

    const TextMatcher matcher(query);
    QCOMPARE(matcher.matches(text), expected);
    // Whenever the query is not empty, a match has a place and a non-match has none.
    if (!matcher.isEmpty())
        QCOMPARE(!matcher.matchesIn(text).isEmpty(), expected);
}

void TestTextMatcher::positions_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("expected"); // the text with each match in [brackets]

    QTest::newRow("every match, any case")
        << u"jax"_s << u"JAX, Jax and jax"_s << u"[JAX], [Jax] and [jax]"_s;
    QTest::newRow("adjacent matches stay apart") << u"a"_s << u"aa b"_s << u"[a][a] b"_s;
    QTest::newRow("no match") << u"tpu"_s << u"GPU"_s << u"GPU"_s;
    QTest::newRow("empty query has no places") << QString() << u"GPU"_s << u"GPU"_s;

    // The bracket holds the characters as written, which may be more or fewer
    // code units than the query.
    QTest::newRow("precomposed query over decomposed text")
        << yaPrecomposed << u"সম"_s + yaDecomposed + u" লাগে"_s
        << u"সম["_s + yaDecomposed + u"] লাগে"_s;
    QTest::newRow("composed ো over its halves")
        << u"ক"_s + oSignComposed << u"এই ক"_s + oSignSplit + u"ড"_s
        << u"এই [ক"_s + oSignSplit + u"]ড"_s;
    QTest::newRow("ZWJ inside the match is part of it")
        << u"র্যাপার"_s << u"ছোট র"_s + zwj + u"্যাপার"_s << u"ছোট [র"_s + zwj + u"্যাপার]"_s;
    QTest::newRow("ZWNJ inside the match is part of it")
        << u"ক্ষ"_s << u"ক্"_s + zwnj + u"ষমা"_s << u"[ক্"_s + zwnj + u"ষ]মা"_s;
    QTest::newRow("ASCII query over Bengali digits")
        << u"75"_s << u"p = ৪ হলে ৭৫ %"_s << u"p = ৪ হলে [৭৫] %"_s;
    QTest::newRow("Bengali query over ASCII digits")
        << u"২৫৬"_s << u"256 on an H100"_s << u"[256] on an H100"_s;
    // A query that ends inside a written character (প of পা) is shown up to
    // the end of that character: a highlight never splits a letter from its vowel sign.
    QTest::newRow("whole characters") << u"কম্প"_s << u"কম্পাইলেশন"_s << u"[কম্পা]ইলেশন"_s;
    QTest::newRow("Bengali among Latin")
        << u"শার্ডিং"_s << u"`PartitionSpec` ও শার্ডিংয়ের"_s << u"`PartitionSpec` ও [শার্ডিং]য়ের"_s;
}

void TestTextMatcher::positions()
{
    QFETCH(QString, query);
    QFETCH(QString, text);
    QFETCH(QString, expected);

    const QList<TextMatch> matches = TextMatcher(query).matchesIn(text);
    QCOMPARE(bracketed(text, matches), expected);
    QCOMPARE(TextMatcher(query).matchesIn(NormalizedText(text)), matches);
}

void TestTextMatcher::normalizedForm_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("expected");

    QTest::newRow("case folded") << u"JAX on GPU"_s << u"jax on gpu"_s;
    QTest::newRow("Bengali digits to ASCII") << u"০১২৩৪৫৬৭৮৯"_s << u"0123456789"_s;
    QTest::newRow("joiners dropped") << u"র"_s + zwj + u"্য ক্"_s + zwnj + u"ষ"_s << u"র্য ক্ষ"_s;
    // U+09DF is a composition exclusion: NFC writes it as য + nukta.
    QTest::newRow("য় in NFC") << yaPrecomposed << yaDecomposed;
    QTest::newRow("ড় in NFC") << rraPrecomposed << rraDecomposed;
    QTest::newRow("ো in NFC") << u"ক"_s + oSignSplit << u"ক"_s + oSignComposed;
    QTest::newRow("ো in NFC with no letter before it") << oSignSplit << oSignComposed;
    QTest::newRow("code left alone apart from case") << u"`jax.jit`"_s << u"`jax.jit`"_s;
}

void TestTextMatcher::normalizedForm()
{
    QFETCH(QString, text);
    QFETCH(QString, expected);
    QCOMPARE(TextMatcher::normalized(text), expected);
    QCOMPARE(NormalizedText(text).text(), expected);
}

void TestTextMatcher::preparedTextGivesTheSameAnswers()
{
    const QString text = u"টেনসর প্যারালালিজম: ৮টি GPU, NVLink"_s;
    const NormalizedText prepared(text);
    for (const QString &query : {u"nvlink"_s, u"8"_s, u"প্যারালালিজম"_s, u"tpu"_s, QString()}) {
        const TextMatcher matcher(query);
        QCOMPARE(matcher.matches(prepared), matcher.matches(text));
        QCOMPARE(matcher.matchesIn(prepared), matcher.matchesIn(text));
    }
}

void TestTextMatcher::wordQuery_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("expected");

    // Words in any order, each somewhere in the text.
    QTest::newRow("words as written") << u"pipeline bubble"_s << u"the pipeline bubble"_s << true;
    QTest::newRow("words apart") << u"pipeline bubble"_s << u"the bubble of a pipeline"_s << true;
    QTest::newRow("words reversed") << u"bubble pipeline"_s << u"Pipeline Bubble"_s << true;
    QTest::newRow("one word missing") << u"pipeline bubble"_s << u"a pipeline of stages"_s << false;
    QTest::newRow("extra spaces between words")
        << u"  pipeline \t  bubble "_s << u"bubble, pipeline"_s << true;
    QTest::newRow("Bengali words apart")
        << u"বাবল পাইপলাইন"_s << u"পাইপলাইনের প্রতিটি বাবল"_s << true;
    QTest::newRow("each word forgiving: digits and case")
        << u"৮ gpu"_s << u"GPUs: 8 of them"_s << true;
    QTest::newRow("empty query matches") << u"  "_s << u"anything"_s << true;

    // An acronym typed in capitals is a whole word, not part of one.
    QTest::newRow("KV, a word") << u"KV"_s << u"a KV cache"_s << true;
    QTest::newRow("KV before a Bengali ending's hyphen") << u"KV"_s << u"KV-তে রাখা"_s << true;
    QTest::newRow("KV beside Bengali") << u"KV"_s << u"KV ক্যাশ"_s << true;
    QTest::newRow("TP not inside output") << u"TP"_s << u"the output of a layer"_s << false;
    QTest::newRow("tp typed small is a part of a word")
        << u"tp"_s << u"the output of a layer"_s << true;
    QTest::newRow("GQA, a word in brackets") << u"GQA"_s << u"grouped-query (GQA)"_s << true;
    QTest::newRow("GQA inside a longer capital word") << u"GQA"_s << u"GQAX"_s << false;
    QTest::newRow("an acronym with another word")
        << u"TP stage"_s << u"each stage runs TP over 8 GPUs"_s << true;
    // Six capitals are a word, not an acronym: found inside another.
    QTest::newRow("six capitals are not an acronym") << u"NVLINK"_s << u"NVLinks"_s << true;
}

void TestTextMatcher::wordQuery()
{
    QFETCH(QString, query);
    QFETCH(QString, text);
    QFETCH(bool, expected);

    const WordQuery words(query);
    QCOMPARE(words.matches(text), expected);
    QCOMPARE(words.matches(NormalizedText(text)), expected);
    if (!words.isEmpty())
        QCOMPARE(words.firstMatchIn(NormalizedText(text)).has_value(), expected);
}

void TestTextMatcher::wordQueryPlace_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("expected"); // the text with the match in [brackets]

    QTest::newRow("the phrase where it occurs whole")
        << u"pipeline bubble"_s << u"a bubble: the pipeline bubble"_s
        << u"a bubble: the [pipeline bubble]"_s;
    QTest::newRow("else the first word found")
        << u"pipeline bubble"_s << u"a bubble in the pipeline"_s << u"a [bubble] in the pipeline"_s;
    QTest::newRow("an acronym's whole-word place")
        << u"KV"_s << u"kvetch about the KV cache"_s << u"kvetch about the [KV] cache"_s;
}

void TestTextMatcher::wordQueryPlace()
{
    QFETCH(QString, query);
    QFETCH(QString, text);
    QFETCH(QString, expected);

    const std::optional<TextMatch> match = WordQuery(query).firstMatchIn(NormalizedText(text));
    QVERIFY(match);
    QCOMPARE(bracketed(text, {*match}), expected);
}

void TestTextMatcher::spellingVariants_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("expected");

    // The variants set in spellingVariants(): "GPU মেমরি" also written
    // "GPU মেমোরি" (as many words: মেমরি and মেমোরি pair), and
    // "out-of-memory error" also "OOM" (another number of words: whole).
    QTest::newRow("variant finds the term's spelling") << u"মেমোরি"_s << u"GPU মেমরি"_s << true;
    QTest::newRow("with an ending") << u"মেমোরিতে"_s << u"GPU মেমরিতে রাখা"_s << true;
    QTest::newRow("inside a longer word") << u"আউট-অফ-মেমোরি"_s << u"আউট-অফ-মেমরি এরর"_s << true;
    QTest::newRow("the term's spelling finds the variant")
        << u"মেমরি"_s << u"GPU মেমোরি ভরে যায়"_s << true;
    QTest::newRow("the spelling as typed still counts") << u"মেমোরি"_s << u"মেমোরি"_s << true;
    QTest::newRow("a word of the term alone is not paired") << u"GPU"_s << u"মেমরি"_s << false;
    QTest::newRow("an acronym finds what it stands for")
        << u"OOM"_s << u"an out-of-memory error at step 3"_s << true;
    QTest::newRow("the acronym as a word") << u"OOM"_s << u"it ends in OOM"_s << true;
    QTest::newRow("the acronym not inside a word") << u"OOM"_s << u"a room of GPUs"_s << false;
    QTest::newRow("no variants for other words")
        << u"মেমোরি"_s << u"GPU র‍্যাম"_s << false;
}

void TestTextMatcher::spellingVariants()
{
    QFETCH(QString, query);
    QFETCH(QString, text);
    QFETCH(bool, expected);

    SpellingVariants variants;
    variants.add(u"GPU মেমরি", u"GPU মেমোরি");
    variants.add(u"out-of-memory error", u"OOM");
    QCOMPARE(WordQuery(query, variants).matches(text), expected);
    // Without the variants only the spelling as typed is found.
    if (expected && !TextMatcher(query).matches(text))
        QVERIFY(!WordQuery(query).matches(text));
}

// The variants of phraseVariants(), as a glossary lists them: "data
// parallelism" also "DP" in both languages (Bengali texts write the acronym
// in Latin letters), its Bengali spelling also with ডাটা, and "tensor
// parallelism" also "TP".
SpellingVariants parallelismVariants()
{
    SpellingVariants variants;
    variants.add(u"data parallelism", u"DP");
    variants.add(u"tensor parallelism", u"TP");
    variants.add(u"ডেটা প্যারালালিজম", u"DP");
    variants.add(u"ডেটা প্যারালালিজম", u"ডাটা প্যারালালিজম");
    return variants;
}

void TestTextMatcher::phraseVariants_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("expected");

    QTest::newRow("the acronym finds the words") << u"DP"_s << u"data parallelism copies"_s << true;
    QTest::newRow("the words find the acronym")
        << u"data parallelism"_s << u"with DP on 8 GPUs"_s << true;
    QTest::newRow("typed small") << u"Data Parallelism"_s << u"with DP on 8 GPUs"_s << true;
    QTest::newRow("the words still anywhere")
        << u"data parallelism"_s << u"data, then tensor parallelism"_s << true;
    QTest::newRow("the acronym as a whole word only")
        << u"data parallelism"_s << u"the endpoint"_s << false;
    QTest::newRow("one word of the phrase is not the acronym")
        << u"data"_s << u"with DP"_s << false;
    QTest::newRow("the phrase in its order only")
        << u"parallelism data"_s << u"with DP on 8 GPUs"_s << false;
    QTest::newRow("the phrase and another word")
        << u"data parallelism scaling"_s << u"DP scaling is linear"_s << true;
    QTest::newRow("the other word still needed")
        << u"data parallelism scaling"_s << u"DP is linear"_s << false;
    QTest::newRow("two phrases") << u"data parallelism tensor parallelism"_s
                                 << u"DP across nodes, TP inside"_s << true;
    QTest::newRow("Bengali words find the acronym")
        << u"ডেটা প্যারালালিজম"_s << u"প্রতিটি GPU-তে DP চলে"_s << true;
    QTest::newRow("Bengali variant spelling finds the acronym")
        << u"ডাটা প্যারালালিজম"_s << u"DP-তে গ্রেডিয়েন্ট মেলানো"_s << true;
    QTest::newRow("the acronym finds the Bengali words")
        << u"DP"_s << u"ডেটা প্যারালালিজম-এ কপি"_s << true;
    QTest::newRow("Bengali acronym a whole word only")
        << u"ডেটা প্যারালালিজম"_s << u"ADPCM ফরম্যাট"_s << false;
}

void TestTextMatcher::phraseVariants()
{
    QFETCH(QString, query);
    QFETCH(QString, text);
    QFETCH(bool, expected);

    QCOMPARE(WordQuery(query, parallelismVariants()).matches(text), expected);
}

void TestTextMatcher::phraseVariantPlace()
{
    // The place shown is the acronym's: "with " is five units, "DP" two.
    const QString text = u"with DP on 8 GPUs"_s;
    const auto match = WordQuery(u"data parallelism"_s, parallelismVariants())
                           .firstMatchIn(NormalizedText(text));
    QVERIFY(match);
    QCOMPARE(bracketed(text, {*match}), u"with [DP] on 8 GPUs"_s);
    // Where the words as typed occur too, they are shown.
    const QString both = u"DP, or data parallelism"_s;
    const auto typed = WordQuery(u"data parallelism"_s, parallelismVariants())
                           .firstMatchIn(NormalizedText(both));
    QVERIFY(typed);
    QCOMPARE(bracketed(both, {*typed}), u"DP, or [data parallelism]"_s);
}

QTEST_GUILESS_MAIN(TestTextMatcher)
#include "tst_textmatcher.moc"
