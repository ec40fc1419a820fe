#include "core/models/glossarylistmodel.h"

GlossaryListModel::GlossaryListModel(const Glossary *glossary, QObject *parent)
    : QAbstractListModel(parent)
    , m_glossary(glossary)
{ }

void GlossaryListModel::setRows(const QList<int> &glossaryRows)
{
    beginResetModel();
    m_rows = glossaryRows;
    endResetModel();
}

void GlossaryListModel::setLanguage(Language language)
{
    m_language = language;
    if (!m_rows.isEmpty())
        emit dataChanged(index(0), index(int(m_rows.size()) - 1), {Qt::DisplayRole});
}

const GlossaryEntry *GlossaryListModel::entryAt(int row) const
{
    if (row < 0 || row >= m_rows.size())
        return nullptr;
    return &m_glossary->entries().at(m_rows.at(row));
}

int GlossaryListModel::rowOf(const QString &entryId) const
{
    for (int row = 0; row < int(m_rows.size()); ++row) {
        if (entryAt(row)->id == entryId)
            return row;
    }
    return -1;
}

int GlossaryListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

QVariant GlossaryListModel::data(const QModelIndex &index, int role) const
{
    const GlossaryEntry *entry = entryAt(index.row());
    if (!entry || index.parent().isValid())
        return {};
    switch (role) {
    case Qt::DisplayRole: {
        const QString &term = entry->term.text(m_language);
        const Language other = m_language == Language::Bengali ? Language::English
                                                               : Language::Bengali;
        const QString &otherTerm = entry->term.text(other);
        // A name such as JAX is the same in both languages: once is enough.
        return term == otherTerm
                   ? term
                   : tr("%1 (%2)", "term (the same term in the other language)").arg(term, otherTerm);
    }
    case EntryIdRole:
        return entry->id;
    default:
        return {};
    }
}
