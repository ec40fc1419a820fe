#pragma once

#include <QAbstractTableModel>
#include <QList>
#include <QVariant>

// What the chart pages' line-chart models share: a row for each point of a
// sweep, named by its x value in column 0, and a fixed set of value columns.
// Every cell gives its raw number in Qt::DisplayRole (QVXYModelMapper reads that
// role), or an invalid QVariant where the sweep has no value; the Data view
// words the numbers (charts/ChartTextModel). A new sweep is announced cell by
// cell, never as a reset: rows whose x value left are removed, new ones
// inserted, and dataChanged covers only the rows and columns whose values
// changed, so a chart fed from the model redraws only what changed.
class SweepTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    struct Row
    {
        QVariant x; // increasing from row to row
        QList<QVariant> values; // one for each column after the first

        friend bool operator==(const Row &, const Row &) = default;
    };

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    // The header follows a language switch (the numbers do not change).
    void retranslate();

protected:
    SweepTableModel(int columns, QObject *parent);

    // Shows `rows`, in increasing x, announcing only what changed.
    void setRows(const QList<Row> &rows);

private:
    virtual QString columnTitle(int column) const = 0;
    void removeRowsNotIn(const QList<Row> &rows);
    void insertRowsFrom(const QList<Row> &rows);
    void announceChangedValues(const QList<Row> &rows);

    int m_columns = 0;
    QList<Row> m_rows;
};
