#pragma once

#include "charts/charttable.h"

#include <QDialog>
#include <QList>
#include <QPointer>

#include <utility>

class ChartTextModel;
class QPushButton;
class QStandardItemModel;
class QTabWidget;
class QTableView;

// One tab of the Data view: a chart's own model in words (a ChartTextModel
// over the model the chart draws from, followed as it changes), or a table of
// texts made for the view. The table's title names the tab either way.
struct ChartDataTab
{
    // Implicit: a table is a tab.
    ChartDataTab(ChartTable texts)
        : table(std::move(texts))
    { }
    ChartDataTab(const QString &title, ChartTextModel *words)
        : model(words)
    {
        table.title = title;
    }

    ChartTable table;
    ChartTextModel *model = nullptr;
};

// The "Data" view of a chart page: each chart's data as a table (one tab per
// chart) that a screen reader can walk cell by cell with the arrow keys, and
// "Copy as text" for the shown table as tab-separated text.
class ChartDataDialog : public QDialog
{
    Q_OBJECT
public:
    explicit ChartDataDialog(QWidget *parent = nullptr);

    // Shows these tabs, in this order; a tab's view is kept.
    void setTables(const QList<ChartDataTab> &tabs);
    // The tabs' tables: a model's tab has only its title.
    const QList<ChartTable> &tables() const { return m_tables; }
    // The table view of tab `index`.
    QTableView *tableView(int index) const;
    // Copies the table of the current tab to the clipboard as tab-separated text:
    // the texts the view shows.
    void copyCurrentTable() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void addTab();
    void showTab(int index, const ChartDataTab &tab);
    void fill(int index);
    void describe(int index);

    QTabWidget *m_tabs = nullptr;
    QPushButton *m_copy = nullptr;
    QPushButton *m_close = nullptr;
    QList<QTableView *> m_views;
    QList<QStandardItemModel *> m_models; // the texts of a table's tab
    QList<QPointer<ChartTextModel>> m_textModels; // a model's tab, else null
    QList<ChartTable> m_tables;
};
