#pragma once

// Glossary helpers the glossary suites share.

#include "core/glossary.h"

#include <QList>
#include <QString>
#include <QStringList>

inline QString problemList(const QList<GlossaryProblem> &problems)
{
    QStringList lines;
    for (const GlossaryProblem &problem : problems)
        lines << problem.toString();
    return lines.join(u'\n');
}

inline GlossaryEntry entry(const QString &id, const LocalizedText &term,
                           const LocalizedText &definition)
{
    return {id, term, definition, {}};
}

// The ids of the entries at `rows`, in that order.
inline QStringList idsOf(const Glossary &glossary, const QList<int> &rows)
{
    QStringList ids;
    for (int row : rows)
        ids << glossary.entries().at(row).id;
    return ids;
}
