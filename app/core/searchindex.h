#pragma once

#include "core/glossary.h"
#include "core/language.h"
#include "core/questionbank.h"
#include "core/textmatcher.h"

#include <QList>
#include <QString>
#include <QStringView>

#include <optional>
#include <vector>

class QueryFinder;

// Where in a question or a glossary entry a search found its query.
enum class SearchField {
    GlossaryTerm,
    Prompt,
    Option,
    Explanation,
    GlossaryDefinition,
};

// One text that contains the query, with the first place it occurs there.
struct SearchHit
{
    QString bankId; // empty for a glossary entry
    QString itemId; // the question's id, or the glossary entry's
    SearchField field = SearchField::Prompt;
    int option = -1; // SearchField::Option: the row in Question::options, as the bank orders them
    Language language = Language::English;
    QString text; // the text as written (RichText), in which match lies
    TextMatch match; // the whole grapheme clusters the query covers

    bool isGlossaryEntry() const
    {
        return field == SearchField::GlossaryTerm || field == SearchField::GlossaryDefinition;
    }
};

struct SearchResults
{
    QList<SearchHit> hits;
    bool truncated = false; // more texts match than the limit let through
};

// Every loaded bank's prompts, options and explanations and the glossary's
// terms and definitions, in both languages, folded once into TextMatcher's
// compared form. A query is a WordQuery (every word somewhere in the text, in
// any order, with the glossary's spelling variants; an acronym typed in
// capitals as a whole word): a fold and a scan of that form for its rarest
// word, each kind of text in each language one buffer, and the other words
// looked for in the texts found.
//
// Results come in this order: glossary terms (a term the query spells out
// whole first), prompts, options, explanations, then glossary definitions;
// within each, texts in the preferred language first, then in the order of
// the banks and their questions (or of the glossary). A text counts once,
// at its first match; its match is the query as typed where it occurs
// whole, else the first of its words.
class SearchIndex
{
public:
    static constexpr int defaultLimit = 200;

    SearchIndex() = default;
    SearchIndex(const QList<QuestionBank> &banks, const Glossary &glossary);

    // An empty or blank query finds nothing.
    SearchResults search(QStringView query, Language preferred, int limit = defaultLimit) const;

    qsizetype textCount() const;

private:
    struct Source
    {
        QString bankId;
        QString itemId;
        int option = -1;
        QString original;
    };
    // The texts of one field in one language, folded and joined.
    struct Segment
    {
        SearchField field = SearchField::Prompt;
        Language language = Language::English;
        QString folded; // each text followed by a separator
        // For each unit of folded, where the grapheme cluster it came from
        // begins in its original text (a text longer than this counts holds
        // noMapping and is mapped again when found).
        std::vector<quint16> clusterStarts;
        QList<qsizetype> starts; // where each text begins in folded
        QList<Source> sources;
    };
    static constexpr quint16 noMapping = 0xFFFF;
    static TextMatch originalSpan(const Segment &segment, qsizetype text, qsizetype from,
                                  qsizetype length);

    Segment &segment(SearchField field, Language language);
    const Segment &segment(SearchField field, Language language) const;
    void add(SearchField field, Language language, Source source);
    // The texts of the segment (by position in sources) in which the word
    // occurs, in order; with one alternative, the first `enough` of them.
    static QList<qsizetype> textsWith(const Segment &segment, const QueryWord &word,
                                      const QList<QueryFinder> &finders, qsizetype enough);
    struct Driver;
    // The word of a reading of the query to scan for; none when a word cannot occur.
    std::optional<Driver> driverOf(const QList<QueryWord> &reading) const;
    // Appends to hits every text of the segment that contains the query (one
    // of the drivers' readings), stopping once hits holds `until` entries.
    void scan(const Segment &segment, const WordQuery &query, const QList<Driver> &drivers,
              QList<SearchHit> &hits, qsizetype until) const;

    QList<Segment> m_segments; // by field, then language
    std::vector<quint32> m_unitCounts; // how often each UTF-16 unit occurs in the folded texts
    SpellingVariants m_variants; // the glossary's
};
