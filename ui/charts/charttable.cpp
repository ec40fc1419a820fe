#include "charts/charttable.h"

#include <QAbstractItemModel>

namespace {

QString cleanCell(QString cell)
{
    for (QChar &c : cell) {
        if (c == u'\t' || c == u'\n' || c == u'\r')
            c = u' ';
    }
    return cell;
}

QString line(const QStringList &cells)
{
    QStringList cleaned;
    cleaned.reserve(cells.size());
    for (const QString &cell : cells)
        cleaned.append(cleanCell(cell));
    return cleaned.join(u'\t') + u'\n';
}

} // namespace

QString tabSeparated(const ChartTable &table)
{
    QString text = line(table.headers);
    for (const QStringList &row : table.rows)
        text += line(row);
    return text;
}

QString tabSeparated(const QAbstractItemModel &model)
{
    QStringList headers;
    for (int column = 0; column < model.columnCount(); ++column)
        headers.append(model.headerData(column, Qt::Horizontal).toString());
    QString text = line(headers);
    for (int row = 0; row < model.rowCount(); ++row) {
        QStringList cells;
        for (int column = 0; column < model.columnCount(); ++column)
            cells.append(model.index(row, column).data().toString());
        text += line(cells);
    }
    return text;
}
