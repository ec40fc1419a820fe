#pragma once

#include <QList>
#include <QString>
#include <QStringList>

class QAbstractItemModel;

// A chart's data as a table of texts, already in the current language and its
// digits: what the "Data" view shows and "Copy as text" copies.
struct ChartTable
{
    QString title; // names the chart, e.g. "Bubble against m"
    QStringList headers;
    QList<QStringList> rows;

    friend bool operator==(const ChartTable &, const ChartTable &) = default;
};

// The table as tab-separated text: the headers on the first line, then one line
// per row; lines end with '\n'. Tabs and line breaks inside a cell become spaces.
QString tabSeparated(const ChartTable &table);

// A model's displayed texts (Qt::DisplayRole) as tabSeparated() writes a
// table's: the horizontal header, then every row.
QString tabSeparated(const QAbstractItemModel &model);
