#pragma once

#include <QTableView>

class QScrollArea;

// A table as tall as all its rows, for a page that scrolls: it has no
// vertical scroll bar of its own (two nested scroll bars left the tables two
// or three rows tall at 1024×600), and the page follows its current row.
// With wrapped rows, each row is as tall as its texts at the columns' widths.
class AllRowsTable : public QTableView
{
public:
    enum class Rows { OneLine, Wrapped };

    explicit AllRowsTable(Rows rows, QWidget *parent = nullptr);

    void setModel(QAbstractItemModel *model) override;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void currentChanged(const QModelIndex &current, const QModelIndex &previous) override;
    // Alt and a heading's key, or Tab, bring the table into the page's view.
    void focusInEvent(QFocusEvent *event) override;

private:
    int allRowsHeight() const;
    QScrollArea *pageScroll() const;
    void showInPage(const QModelIndex &index);
    void rowsChanged();

    Rows m_rows = Rows::OneLine;
};
