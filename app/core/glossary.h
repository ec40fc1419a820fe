#pragma once

#include "core/fileproblem.h"
#include "core/jsonfilereader.h"
#include "core/localizedtext.h"
#include "core/textmatcher.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <array>

#include <functional>
#include <optional>

// A term of the subject as the questions use it in both languages.
struct GlossaryEntry
{
    QString id;
    LocalizedText term;
    LocalizedText definition; // like the term, one line in each language
    QStringList questionIds; // the questions whose text uses the term
    // Other common spellings of the term a learner may type, by language
    // ("মেমোরি" for "মেমরি"); a search for one finds the term's spelling.
    QStringList variantsEn = {};
    QStringList variantsBn = {};

    const QStringList &variants(Language language) const
    {
        return language == Language::Bengali ? variantsBn : variantsEn;
    }
    QStringList &variants(Language language)
    {
        return language == Language::Bengali ? variantsBn : variantsEn;
    }
};

// Where a glossary term is used in a text: UTF-16 units of the text as it
// was given, with the ending the word took ("stages", "স্টেজের").
struct TermUse
{
    qsizetype start = 0;
    qsizetype length = 0;
    int row = 0; // of the entry in Glossary::entries()

    friend bool operator==(const TermUse &, const TermUse &) = default;
};

// The glossary's entries, searchable in either script.
class Glossary
{
public:
    Glossary() = default;
    explicit Glossary(QList<GlossaryEntry> entries);

    const QList<GlossaryEntry> &entries() const { return m_entries; }
    const GlossaryEntry *entryById(QStringView id) const;

    // Rows of the entries matching the query (WordQuery: every word, in any
    // order, with the spelling variants) in either language: those whose
    // term has every word first, then those with each word in the term or the
    // definition, each group in the glossary's order. An empty query gives
    // every row.
    QList<int> search(QStringView query) const;
    // The same, each group in the alphabetical order of the terms in
    // `order`'s language (QCollator for its locale).
    QList<int> search(QStringView query, Language order) const;

    // Every entry's spelling variants, paired with its term.
    const SpellingVariants &spellingVariants() const { return m_variants; }

    // The terms used in a question text (`backticks` mark code, which is left
    // alone), in order. A term counts as a whole word, with a plural (English)
    // or a case or plural ending (Bengali); it is compared as TextMatcher
    // compares. Where terms overlap, the longest wins. Given a question id,
    // only the entries that name that question are looked for: in Bengali the
    // term কী ("key") is also the everyday word for "what".
    QList<TermUse> findTerms(QStringView text, Language language,
                             const QString &questionId = {}) const;

private:
    // The texts a search looks in, normalised once.
    struct SearchableTexts
    {
        NormalizedText termEn, termBn, definitionEn, definitionBn;
        std::array<const NormalizedText *, 4> all() const
        {
            return {&termEn, &termBn, &definitionEn, &definitionBn};
        }
    };

    bool termMatches(const WordQuery &query, int row) const;
    bool entryMatches(const WordQuery &query, int row) const;
    void sortByTerm(QList<int> &rows, Language language) const;

    QList<GlossaryEntry> m_entries;
    QList<SearchableTexts> m_searchable;
    SpellingVariants m_variants;
};

// One thing wrong with a glossary file: its item is the entry's id.
using GlossaryProblem = FileProblem;

struct GlossaryLoadResult
{
    std::optional<Glossary> glossary; // set only when there is no problem
    QList<GlossaryProblem> problems;
};

// Reads and validates a glossary file:
//   {"format": 1, "entries": [{"id": "...", "term": {"en": "...", "bn": "..."},
//     "definition": {"en": "...", "bn": "..."}, "questions": ["jax-gpu-10", ...],
//     "variants": {"bn": ["..."], "en": ["..."]}}, ...]}
// where "variants" (optional) lists other spellings of the term in a
// language, each one line, neither the term itself nor repeated.
// A file with any problem is rejected whole.
class GlossaryLoader : private JsonFileReader
{
    Q_DECLARE_TR_FUNCTIONS(GlossaryLoader)

public:
    static constexpr int supportedFormat = 1;
    // Keeps a wrong file from exhausting memory; the shipped one is far smaller.
    static constexpr qint64 maxFileBytes = 1024 * 1024;

    static GlossaryLoadResult parse(const QByteArray &json, const QString &fileLabel);
    static GlossaryLoadResult loadFile(const QString &path);

    // The glossary compiled into the application's resources.
    static QString builtInPath();

private:
    explicit GlossaryLoader(QString fileLabel);

    void readGlossary(const QJsonObject &root);
    std::optional<GlossaryEntry> readEntry(const QJsonValue &value, int position);
    void readQuestionIds(const QJsonObject &entry, GlossaryEntry &result);
    void readVariants(const QJsonObject &entry, GlossaryEntry &result);
    void readVariantList(const QJsonValue &list, Language language, GlossaryEntry &result);

    QList<GlossaryEntry> m_entries;
};
