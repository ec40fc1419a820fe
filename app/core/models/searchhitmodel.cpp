#include "core/models/searchhitmodel.h"

#include "core/banktitles.h"
#include "core/languagemanager.h"
#include "core/questionname.h"
#include "core/searchsnippet.h"

SearchHitModel::SearchHitModel(const LanguageManager *languages, QObject *parent)
    : QAbstractListModel(parent)
    , m_languages(languages)
{
    connect(m_languages, &LanguageManager::languageChanged, this, &SearchHitModel::languageChanged);
}

void SearchHitModel::setResults(SearchResults results, QList<QuestionBank> banks, Glossary glossary)
{
    beginResetModel();
    m_results = std::move(results);
    m_banks = std::move(banks);
    m_glossary = std::move(glossary);
    QHash<QString, qsizetype> bankRows;
    for (qsizetype bank = 0; bank < m_banks.size(); ++bank)
        bankRows.insert(m_banks.at(bank).id, bank);
    m_rows.clear();
    m_rows.reserve(m_results.hits.size());
    for (const SearchHit &hit : std::as_const(m_results.hits))
        m_rows.append(rowFor(hit, bankRows));
    endResetModel();
}

void SearchHitModel::clear()
{
    setResults({}, {}, {});
}

SearchHitModel::Row SearchHitModel::rowFor(const SearchHit &hit,
                                           const QHash<QString, qsizetype> &bankRows) const
{
    const SearchSnippet snippet = snippetAround(hit.text, hit.match);
    Row row;
    row.snippet = snippet.before + snippet.match + snippet.after;
    row.matchStart = int(snippet.before.size());
    row.matchLength = int(snippet.match.size());
    row.cutBefore = snippet.cutBefore;
    row.cutAfter = snippet.cutAfter;
    if (!hit.isGlossaryEntry()) {
        const auto bank = bankRows.constFind(hit.bankId);
        if (bank != bankRows.cend()) {
            const int question = m_banks.at(*bank).rowOf(hit.itemId);
            if (question >= 0) {
                row.bank = *bank;
                row.question = question;
            }
        }
    }
    return row;
}

const SearchHit *SearchHitModel::hitAt(int row) const
{
    return row >= 0 && row < m_results.hits.size() ? &m_results.hits.at(row) : nullptr;
}

const QuestionBank *SearchHitModel::bankAt(int row) const
{
    if (row < 0 || row >= m_rows.size() || m_rows.at(row).bank < 0)
        return nullptr;
    return &m_banks.at(m_rows.at(row).bank);
}

const Question *SearchHitModel::questionAt(int row) const
{
    const QuestionBank *bank = bankAt(row);
    return bank ? &bank->questions.at(m_rows.at(row).question) : nullptr;
}

const GlossaryEntry *SearchHitModel::glossaryEntryAt(int row) const
{
    const SearchHit *hit = hitAt(row);
    return hit && hit->isGlossaryEntry() ? m_glossary.entryById(hit->itemId) : nullptr;
}

int SearchHitModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

QVariant SearchHitModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &row = m_rows.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
    case SnippetRole:
        return row.snippet;
    case SnippetMatchStartRole:
        return row.matchStart;
    case SnippetMatchLengthRole:
        return row.matchLength;
    case SnippetCutBeforeRole:
        return row.cutBefore;
    case SnippetCutAfterRole:
        return row.cutAfter;
    default:
        return sourceData(index.row(), role);
    }
}

// What the hit points at.
QVariant SearchHitModel::sourceData(int row, int role) const
{
    const SearchHit &hit = m_results.hits.at(row);
    const Language current = m_languages->language();
    switch (role) {
    case KindRole:
        return int(hit.isGlossaryEntry() ? Kind::GlossaryEntry : Kind::Question);
    case FieldRole:
        return int(hit.field);
    case OptionRole:
        return hit.option;
    case LanguageRole:
        return int(hit.language);
    case BankIdRole:
        return hit.bankId;
    case ItemIdRole:
        return hit.itemId;
    case QuestionNumberRole:
        return m_rows.at(row).question + 1;
    case QuizTitleRole: {
        if (hit.isGlossaryEntry())
            return QString();
        const QuestionBank *bank = bankAt(row);
        return bank ? BankTitles::distinct(*bank, m_banks, current) : hit.bankId;
    }
    case QuestionNameRole: {
        if (hit.isGlossaryEntry())
            return QString();
        const QuestionBank *bank = bankAt(row);
        return bank ? QuestionName::inQuiz(*bank, m_banks, m_rows.at(row).question, current)
                    : hit.bankId;
    }
    case OptionQuoteRole:
        return hit.field == SearchField::Option ? shortQuote(hit.text) : QString();
    case GlossaryTermRole: {
        if (!hit.isGlossaryEntry())
            return QString();
        const GlossaryEntry *entry = glossaryEntryAt(row);
        return entry ? entry->term.text(current) : hit.itemId;
    }
    case MatchedTextRole:
        return hit.text;
    default:
        return {};
    }
}

QHash<int, QByteArray> SearchHitModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractListModel::roleNames();
    names[KindRole] = "kind";
    names[FieldRole] = "field";
    names[OptionRole] = "option";
    names[LanguageRole] = "language";
    names[BankIdRole] = "bankId";
    names[ItemIdRole] = "itemId";
    names[QuestionNumberRole] = "questionNumber";
    names[QuizTitleRole] = "quizTitle";
    names[GlossaryTermRole] = "glossaryTerm";
    names[SnippetRole] = "snippet";
    names[SnippetMatchStartRole] = "snippetMatchStart";
    names[SnippetMatchLengthRole] = "snippetMatchLength";
    names[SnippetCutBeforeRole] = "snippetCutBefore";
    names[SnippetCutAfterRole] = "snippetCutAfter";
    names[MatchedTextRole] = "matchedText";
    names[QuestionNameRole] = "questionName";
    names[OptionQuoteRole] = "optionQuote";
    return names;
}

void SearchHitModel::languageChanged()
{
    if (!m_rows.isEmpty())
        emit dataChanged(index(0), index(int(m_rows.size()) - 1),
                         {QuizTitleRole, QuestionNameRole, GlossaryTermRole});
}
