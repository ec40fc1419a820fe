#include "charts/charttextmodel.h"

ChartTextModel::ChartTextModel(QAbstractItemModel *source, QObject *parent)
    : QSortFilterProxyModel(parent)
{
    setSourceModel(source);
}

void ChartTextModel::setFormat(int column, Format format)
{
    m_formats.insert(column, std::move(format));
}

void ChartTextModel::setColumnShown(int column, bool shown)
{
    if (m_hidden.contains(column) != shown)
        return;
    if (shown)
        m_hidden.remove(column);
    else
        m_hidden.insert(column);
    invalidateColumnsFilter();
}

void ChartTextModel::retranslate()
{
    if (rowCount() > 0 && columnCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1), {Qt::DisplayRole});
    if (columnCount() > 0)
        emit headerDataChanged(Qt::Horizontal, 0, columnCount() - 1);
}

QVariant ChartTextModel::data(const QModelIndex &index, int role) const
{
    const QVariant value = QSortFilterProxyModel::data(index, role);
    if (role != Qt::DisplayRole)
        return value;
    if (!value.isValid())
        return QString();
    const auto format = m_formats.constFind(mapToSource(index).column());
    return format == m_formats.cend() ? value.toString() : (*format)(value);
}

bool ChartTextModel::filterAcceptsColumn(int sourceColumn, const QModelIndex &) const
{
    return !m_hidden.contains(sourceColumn);
}
