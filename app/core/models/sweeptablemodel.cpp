#include "core/models/sweeptablemodel.h"

#include <algorithm>

namespace {

// Whether `rows` (in increasing x) has a row at x.
bool contains(const QList<SweepTableModel::Row> &rows, const QVariant &x)
{
    const auto found = std::lower_bound(rows.cbegin(), rows.cend(), x,
                                        [](const SweepTableModel::Row &row, const QVariant &key) {
                                            return QVariant::compare(row.x, key)
                                                   == QPartialOrdering::Less;
                                        });
    return found != rows.cend() && found->x == x;
}

} // namespace

SweepTableModel::SweepTableModel(int columns, QObject *parent)
    : QAbstractTableModel(parent)
    , m_columns(columns)
{ }

int SweepTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int SweepTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_columns;
}

QVariant SweepTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)
        || role != Qt::DisplayRole)
        return {};
    const Row &row = m_rows[index.row()];
    return index.column() == 0 ? row.x : row.values.value(index.column() - 1);
}

QVariant SweepTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole || section < 0
        || section >= m_columns)
        return QAbstractTableModel::headerData(section, orientation, role);
    return columnTitle(section);
}

void SweepTableModel::retranslate()
{
    emit headerDataChanged(Qt::Horizontal, 0, m_columns - 1);
}

void SweepTableModel::setRows(const QList<Row> &rows)
{
    removeRowsNotIn(rows);
    insertRowsFrom(rows);
    announceChangedValues(rows);
}

void SweepTableModel::removeRowsNotIn(const QList<Row> &rows)
{
    // From the last row up, a run of rows at a time, so earlier rows keep their place.
    int row = int(m_rows.size()) - 1;
    while (row >= 0) {
        if (contains(rows, m_rows[row].x)) {
            --row;
            continue;
        }
        int first = row;
        while (first > 0 && !contains(rows, m_rows[first - 1].x))
            --first;
        beginRemoveRows({}, first, row);
        m_rows.remove(first, row - first + 1);
        endRemoveRows();
        row = first - 1;
    }
}

void SweepTableModel::insertRowsFrom(const QList<Row> &rows)
{
    // The old rows left are a subsequence of `rows`: insert the runs between them.
    int at = 0;
    int next = 0;
    const auto keeps = [this, &rows](int oldRow, int newRow) {
        return oldRow < m_rows.size() && m_rows[oldRow].x == rows[newRow].x;
    };
    while (next < rows.size()) {
        if (keeps(at, next)) {
            ++at;
            ++next;
            continue;
        }
        int last = next;
        while (last + 1 < rows.size() && !keeps(at, last + 1))
            ++last;
        beginInsertRows({}, at, at + last - next);
        for (int i = next; i <= last; ++i)
            m_rows.insert(at + i - next, rows[i]);
        endInsertRows();
        at += last - next + 1;
        next = last + 1;
    }
}

void SweepTableModel::announceChangedValues(const QList<Row> &rows)
{
    // The rows now stand for the same x values: one dataChanged for each run of
    // changed rows, over the columns that changed in it.
    int row = 0;
    while (row < rows.size()) {
        if (m_rows[row] == rows[row]) {
            ++row;
            continue;
        }
        const int first = row;
        int firstColumn = m_columns;
        int lastColumn = 0;
        for (; row < rows.size() && m_rows[row] != rows[row]; ++row) {
            for (int column = 1; column < m_columns; ++column) {
                if (m_rows[row].values.value(column - 1) != rows[row].values.value(column - 1)) {
                    firstColumn = std::min(firstColumn, column);
                    lastColumn = std::max(lastColumn, column);
                }
            }
            m_rows[row] = rows[row];
        }
        emit dataChanged(index(first, firstColumn), index(row - 1, lastColumn), {Qt::DisplayRole});
    }
}
