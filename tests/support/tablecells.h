#pragma once

// The cells of a table as its model holds them: what the GUI tests compare
// with figures worked out by hand.

#include <QAbstractItemModel>
#include <QStringList>
#include <QTableView>

inline QStringList rowTexts(const QTableView *view, int row)
{
    QStringList texts;
    for (int column = 0; column < view->model()->columnCount(); ++column)
        texts << view->model()->index(row, column).data().toString();
    return texts;
}

inline QStringList headerTexts(const QTableView *view)
{
    QStringList texts;
    for (int column = 0; column < view->model()->columnCount(); ++column)
        texts << view->model()->headerData(column, Qt::Horizontal).toString();
    return texts;
}

// Every cell, headers first.
inline QList<QStringList> modelCells(const QTableView *view)
{
    QList<QStringList> cells{headerTexts(view)};
    for (int row = 0; row < view->model()->rowCount(); ++row)
        cells << rowTexts(view, row);
    return cells;
}
