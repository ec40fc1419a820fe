#pragma once

#include <QList>
#include <QString>
#include <QStringView>

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
