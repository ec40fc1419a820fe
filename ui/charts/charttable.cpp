#include "charts/charttable.h"

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
