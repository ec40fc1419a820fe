#pragma once

#include "charts/charttable.h"

#include <QDialog>
#include <QList>

class QLabel;
class QPushButton;
class QStandardItemModel;
class QTabWidget;
class QTableView;

// The "Data" view of a chart page: each chart's data as a table (one tab per
// chart) that a screen reader can walk cell by cell with the arrow keys, and
// "Copy as text" for the shown table as tab-separated text.
class ChartDataDialog : public QDialog
{
    Q_OBJECT
public:
    explicit ChartDataDialog(QWidget *parent = nullptr);

    // Shows these tables, in this order; a tab's view and model are kept.
    void setTables(const QList<ChartTable> &tables);
    const QList<ChartTable> &tables() const { return m_tables; }
    // The table view of tab `index`.
    QTableView *tableView(int index) const;
    // Copies the table of the current tab to the clipboard as tab-separated text.
    void copyCurrentTable() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void fill(int index);

    QTabWidget *m_tabs = nullptr;
    QPushButton *m_copy = nullptr;
    QPushButton *m_close = nullptr;
    QList<QTableView *> m_views;
    QList<QStandardItemModel *> m_models;
    QList<ChartTable> m_tables;
};
