#pragma once

// The cells of a chart's data table as its model holds them, headers first:
// what the GUI tests compare with figures worked out by hand.

#include <QAbstractItemModel>
#include <QStringList>
#include <QTableView>

inline QList<QStringList> modelCells(const QTableView *view)
{
    const QAbstractItemModel *model = view->model();
    QList<QStringList> cells;
    QStringList headers;
    for (int column = 0; column < model->columnCount(); ++column)
        headers << model->headerData(column, Qt::Horizontal).toString();
    cells << headers;
    for (int row = 0; row < model->rowCount(); ++row) {
        QStringList line;
        for (int column = 0; column < model->columnCount(); ++column)
            line << model->index(row, column).data().toString();
        cells << line;
    }
    return cells;
}
