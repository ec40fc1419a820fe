#pragma once

#include "core/glossary.h"
#include "core/questionbank.h"
#include "core/searchindex.h"

#include <QAbstractListModel>
#include <QHash>
#include <QList>

class LanguageManager;

// The hits of a SearchIndex search, one row each, in the order found: where
// each points (a question of a bank, or a glossary entry), in which field and
// language it matched, and the match in context (core/searchsnippet): the
// snippet's text with the match's place in it, for a view to highlight.
// QtCore only.
//
// The quiz titles, question names and glossary terms that name where a hit is
// from are in LanguageManager's language; on languageChanged the model emits
// dataChanged over every row with QuizTitleRole, QuestionNameRole and
// GlossaryTermRole. An option is named by its text, as the learner saw it
// (the quiz shuffles the options, so its letter in the bank means nothing). The snippet is of
// the text that matched, in the hit's own language (LanguageRole).
//
// The model keeps (implicitly shared) copies of the banks and the glossary the
// results came from. A hit whose bank or entry is not among them keeps its
// row: its title falls back to the bank id, its term to the entry id.
class SearchHitModel : public QAbstractListModel
{
    Q_OBJECT

public:
    enum class Kind { Question, GlossaryEntry };

    enum Role {
        KindRole = Qt::UserRole + 1, // int: Kind
        FieldRole, // int: SearchField
        OptionRole, // int: SearchField::Option's row in Question::options (bank order), else -1
        LanguageRole, // int: the Language of the text that matched
        BankIdRole, // QString; empty for a glossary entry
        ItemIdRole, // QString: the question's id, or the glossary entry's
        QuestionNumberRole, // int: 1 for a bank's first question; 0 for an entry or a missing bank
        QuizTitleRole, // QString: the question's quiz, current language; empty for an entry
        GlossaryTermRole, // QString: the entry's term, current language; empty for a question
        SnippetRole, // QString: the match in context, plain (RichText's backticks dropped)
        SnippetMatchStartRole, // int: where the match begins in SnippetRole, in UTF-16 units
        SnippetMatchLengthRole, // int: its length
        SnippetCutBeforeRole, // bool: the text goes on before the snippet
        SnippetCutAfterRole, // bool: and after it
        MatchedTextRole, // QString: the whole text as written
        QuestionNameRole, // QString: "quiz, question N" (core/questionname), current language;
        // empty for an entry, the bank id for a missing bank
        OptionQuoteRole, // QString: SearchField::Option: the option's start (shortQuote), else empty
    };

    // languages must outlive the model.
    explicit SearchHitModel(const LanguageManager *languages, QObject *parent = nullptr);

    // Replaces the rows with these results of an index built on banks and glossary.
    void setResults(SearchResults results, QList<QuestionBank> banks, Glossary glossary);
    void clear();

    const SearchResults &results() const { return m_results; }
    // The hit of a row, or nullptr for a row out of range.
    const SearchHit *hitAt(int row) const;
    // For a question hit whose bank is known: its bank and question; else nullptr.
    const QuestionBank *bankAt(int row) const;
    const Question *questionAt(int row) const;
    // For a glossary hit whose entry is known; else nullptr.
    const GlossaryEntry *glossaryEntryAt(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

private:
    struct Row
    {
        QString snippet;
        int matchStart = 0;
        int matchLength = 0;
        bool cutBefore = false;
        bool cutAfter = false;
        qsizetype bank = -1; // in m_banks, -1 for an entry or a missing bank
        int question = -1; // in that bank's questions
    };

    Row rowFor(const SearchHit &hit, const QHash<QString, qsizetype> &bankRows) const;
    QVariant sourceData(int row, int role) const;
    void languageChanged();

    const LanguageManager *m_languages = nullptr;
    SearchResults m_results;
    QList<QuestionBank> m_banks;
    Glossary m_glossary;
    QList<Row> m_rows; // one per hit
};
