#pragma once

#include "core/glossary.h"
#include "core/language.h"

#include <QAbstractListModel>

// The entries a glossary search found, in its order, each shown by its term in
// the interface language with the other language's form beside it.
class GlossaryListModel : public QAbstractListModel
{
    Q_OBJECT

public:
    enum Role { EntryIdRole = Qt::UserRole };

    explicit GlossaryListModel(const Glossary *glossary, QObject *parent = nullptr);

    void setRows(const QList<int> &glossaryRows);
    void setLanguage(Language language);

    const GlossaryEntry *entryAt(int row) const;
    int rowOf(const QString &entryId) const; // -1 when not shown

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

private:
    const Glossary *m_glossary;
    QList<int> m_rows; // rows of m_glossary's entries
    Language m_language = Language::English;
};
