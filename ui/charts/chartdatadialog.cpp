#include "charts/chartdatadialog.h"

#include "charts/charttextmodel.h"

#include <QClipboard>
#include <QEvent>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLocale>
#include <QPushButton>
#include <QStandardItemModel>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

ChartDataDialog::ChartDataDialog(QWidget *parent)
    : QDialog(parent)
{
    setObjectName(u"chartDataDialog"_s);
    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(u"chartDataTabs"_s);
    m_copy = new QPushButton(this);
    m_copy->setObjectName(u"copyChartDataButton"_s);
    m_close = new QPushButton(this);
    m_close->setObjectName(u"closeChartDataButton"_s);
    connect(m_copy, &QPushButton::clicked, this, &ChartDataDialog::copyCurrentTable);
    connect(m_close, &QPushButton::clicked, this, &QDialog::close);

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_copy);
    buttons->addStretch(1);
    buttons->addWidget(m_close);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_tabs, 1);
    layout->addLayout(buttons);
    resize(560, 420);
    retranslate();
}

void ChartDataDialog::addTab()
{
    auto *model = new QStandardItemModel(this);
    auto *view = new QTableView(m_tabs);
    view->setObjectName(u"chartDataTable"_s);
    view->setModel(model);
    view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view->setSelectionMode(QAbstractItemView::SingleSelection);
    view->setSelectionBehavior(QAbstractItemView::SelectItems);
    // The arrows walk the cells; Tab goes on to the buttons.
    view->setTabKeyNavigation(false);
    view->verticalHeader()->hide();
    view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    view->horizontalHeader()->setStretchLastSection(true);
    m_tabs->addTab(view, QString());
    m_views.append(view);
    m_models.append(model);
    m_textModels.append(nullptr);
}

void ChartDataDialog::setTables(const QList<ChartDataTab> &tabs)
{
    while (m_views.size() < tabs.size())
        addTab();
    while (m_views.size() > tabs.size()) {
        m_tabs->removeTab(int(m_views.size()) - 1);
        delete m_views.takeLast();
        delete m_models.takeLast();
        m_textModels.removeLast();
    }
    const QList<ChartTable> before = std::exchange(m_tables, {});
    for (const ChartDataTab &tab : tabs)
        m_tables.append(tab.table);
    for (int i = 0; i < int(tabs.size()); ++i) {
        const bool sameModel = tabs[i].model == m_textModels[i];
        if (i >= before.size() || !sameModel || (!tabs[i].model && before[i] != tabs[i].table))
            showTab(i, tabs[i]);
        else if (before[i].title != tabs[i].table.title)
            describe(i);
    }
}

void ChartDataDialog::showTab(int index, const ChartDataTab &tab)
{
    QTableView *view = m_views[index];
    if (m_textModels[index])
        disconnect(m_textModels[index], nullptr, this, nullptr);
    m_textModels[index] = tab.model;
    if (!tab.model) {
        view->setModel(m_models[index]);
        fill(index);
    } else {
        view->setModel(tab.model);
        // The row count a screen reader hears follows the model.
        const auto recount = [this, index] {
            describe(index);
        };
        connect(tab.model, &QAbstractItemModel::rowsInserted, this, recount);
        connect(tab.model, &QAbstractItemModel::rowsRemoved, this, recount);
        connect(tab.model, &QAbstractItemModel::modelReset, this, recount);
    }
    describe(index);
}

void ChartDataDialog::fill(int index)
{
    const ChartTable &table = m_tables[index];
    QStandardItemModel *model = m_models[index];
    model->clear();
    model->setColumnCount(int(table.headers.size()));
    model->setHorizontalHeaderLabels(table.headers);
    for (const QStringList &row : table.rows) {
        QList<QStandardItem *> items;
        for (const QString &cell : row) {
            auto *item = new QStandardItem(cell);
            item->setEditable(false);
            items.append(item);
        }
        model->appendRow(items);
    }
}

void ChartDataDialog::describe(int index)
{
    const QString &title = m_tables[index].title;
    m_tabs->setTabText(index, title);
    m_views[index]->setAccessibleName(title);
    m_views[index]->setAccessibleDescription(
        tr("Rows: %1. The arrow keys move from cell to cell.")
            .arg(QLocale().toString(m_views[index]->model()->rowCount())));
}

QTableView *ChartDataDialog::tableView(int index) const
{
    return m_views.value(index);
}

void ChartDataDialog::copyCurrentTable() const
{
    const int index = m_tabs->currentIndex();
    if (index < 0 || index >= m_tables.size())
        return;
    QGuiApplication::clipboard()->setText(tabSeparated(*m_views[index]->model()));
}

void ChartDataDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        // A model's tab: its numbers in the new language's digits.
        for (ChartTextModel *model : std::as_const(m_textModels)) {
            if (model)
                model->retranslate();
        }
    }
    QDialog::changeEvent(event);
}

void ChartDataDialog::retranslate()
{
    setWindowTitle(tr("Chart data"));
    m_copy->setText(tr("Copy as text"));
    m_copy->setToolTip(tr("Copy the table shown, one line per row, the cells separated by tabs"));
    m_close->setText(tr("Close"));
}
