#pragma once

#include <QList>
#include <QString>
#include <QStringList>
#include <QStringView>

#include <optional>
#include <utility>

// A place where a query was found, in UTF-16 units of the text as it was given.
struct TextMatch
{
    qsizetype start = 0;
    qsizetype length = 0;

    friend bool operator==(const TextMatch &, const TextMatch &) = default;
};

// A text in the form the matcher compares, remembering for every unit of that
// form which user-perceived character (grapheme cluster) of the original it
// came from, so that a match can be shown in the original text.
class NormalizedText
{
public:
    NormalizedText() = default;
    explicit NormalizedText(QStringView original);

    const QString &text() const { return m_text; }
    // The original characters that normalised units [from, from + length) came from.
    TextMatch originalSpan(qsizetype from, qsizetype length) const;

private:
    void append(QStringView normalizedCluster, qsizetype originalStart, qsizetype originalEnd);

    QString m_text;
    QList<qsizetype> m_originalStart; // per unit of m_text
    QList<qsizetype> m_originalEnd;
};

// Finds what a learner typed in a text, forgiving the differences that do not
// show on screen or that a keyboard makes: both sides are put in Unicode NFC,
// zero-width non-joiners and joiners (U+200C, U+200D) are dropped, Bengali
// digits ০–৯ count as 0–9, and case is folded. The query is a substring; an
// empty (or blank) query matches every text.
class TextMatcher
{
public:
    explicit TextMatcher(QStringView query);

    bool isEmpty() const { return m_query.isEmpty(); }
    bool matches(QStringView text) const;
    bool matches(const NormalizedText &text) const;
    // Every place the query occurs, in order, in the original text; places
    // that share a character are joined into one.
    QList<TextMatch> matchesIn(QStringView text) const;
    QList<TextMatch> matchesIn(const NormalizedText &text) const;

    // The form both sides are compared in.
    static QString normalized(QStringView text);

private:
    QString m_query;
};

// One word of a query: its alternatives (spelling variants), each in the
// compared form. A word typed in capitals, two to five ASCII letters (KV,
// GQA, TP), is an acronym: it is found only as a whole word, not inside
// another ("TP" is not the "tp" of "output"). Its variants are not.
struct QueryWord
{
    QStringList alternatives;
    bool wholeWord = false; // for alternatives.first() only

    friend bool operator==(const QueryWord &, const QueryWord &) = default;
};

// Spellings a learner may type for the same word, in TextMatcher's compared
// form: the glossary lists, for a term, the other common ways to write it
// ("মেমোরি" for "মেমরি", "TP" for "tensor parallelism"), and each pairs with
// the term word by word where both have as many words (a word that contains
// one spelling, with an ending say, may have the other instead), else, and
// for an acronym, whole (a word that is one may be the other; words that
// together are one may be the other: "data parallelism" is also "DP").
class SpellingVariants
{
public:
    // `variant` is another way to write `spelling`.
    void add(QStringView spelling, QStringView variant);
    // The word itself, then the word with each spelling it contains replaced by another.
    QStringList alternativesOf(const QString &foldedWord) const;
    // What the words of a query, one after another, may together be written
    // as: each variant of a spelling of as many words that is paired whole,
    // one of whose alternatives each word is (an acronym a whole word).
    QList<QueryWord> phraseVariantsOf(const QList<QueryWord> &words) const;
    bool isEmpty() const { return m_pairs.isEmpty(); }

private:
    struct Pair
    {
        QString from;
        QString to;
        bool wholeWord = false; // applies to a word that is `from`, not one that contains it
        bool toIsAcronym = false;

        friend bool operator==(const Pair &, const Pair &) = default;
    };
    void addPair(const Pair &pair);

    QList<Pair> m_pairs; // folded; each pair both ways
};

// A query as a learner types it: words separated by spaces, each of which
// must occur somewhere in a text, in any order ("bubble pipeline" finds
// "pipeline bubble"), compared as TextMatcher compares. Words that together
// are a spelling with a variant of another number of words may be that
// variant instead ("data parallelism" finds "DP").
class WordQuery
{
public:
    explicit WordQuery(QStringView query, const SpellingVariants &variants = {});

    bool isEmpty() const { return m_words.isEmpty(); }
    const QList<QueryWord> &words() const { return m_words; }
    // The ways to read the query, the words as typed first, then with
    // phrases replaced by their variants; a text matches when it has every
    // word of one of them.
    const QList<QList<QueryWord>> &readings() const { return m_readings; }
    // The whole query in the compared form, to show where it occurs as typed.
    const QString &phrase() const { return m_phrase; }

    bool matches(QStringView text) const;
    bool matches(const NormalizedText &text) const;
    // Where the query shows in the text: the whole phrase where it occurs,
    // else the first place any word does; nothing when a word is missing.
    std::optional<TextMatch> firstMatchIn(const NormalizedText &text) const;
    // The same in a text already in the compared form: where, and how many units.
    std::optional<std::pair<qsizetype, qsizetype>> firstMatchIn(QStringView folded) const;

    // Where one word first occurs in a folded text from `from` on, and how
    // long the alternative found there is; -1 when it does not.
    static std::pair<qsizetype, qsizetype> find(const QueryWord &word, QStringView folded,
                                                qsizetype from = 0);
    // Whether folded[start, start + length) is a whole word there.
    static bool isWholeWord(QStringView folded, qsizetype start, qsizetype length);

private:
    // Enough for a query that names a few terms that each have variants.
    static constexpr qsizetype maxReadings = 16;

    void addReadings(const SpellingVariants &variants);
    // Where the reading's first word to occur in the text occurs, when all do.
    static std::pair<qsizetype, qsizetype> earliestMatch(const QList<QueryWord> &reading,
                                                         QStringView folded);

    QList<QueryWord> m_words;
    QList<QList<QueryWord>> m_readings;
    QString m_phrase;
};
