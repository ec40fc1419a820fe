#include "history/allrowstable.h"

#include "widgets/fonts.h"

#include <QHeaderView>
#include <QScrollArea>
#include <QScrollBar>
#include <QStyledItemDelegate>
#include <QTextLayout>

#include <algorithm>
#include <cmath>

namespace {

// A cell as tall as its text wrapped at the column's width, each line as tall
// as one holding both scripts: Bengali comes from a fallback font taller than
// the app's, which Qt's own size hint does not count, and a row too short is
// painted as one line cut short.
class WrappedTextDelegate : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        const QSize hint = QStyledItemDelegate::sizeHint(option, index);
        QStyleOptionViewItem item = option;
        initStyleOption(&item, index);
        const QWidget *view = option.widget;
        const QStyle *style = view ? view->style() : nullptr;
        const int margin = style ? style->pixelMetric(QStyle::PM_FocusFrameHMargin, &item, view) + 1
                                 : 3;
        const qreal width = std::max(1, option.rect.width() - 2 * margin - 1);
        QTextLayout layout(item.text, item.font);
        QTextOption wrap;
        wrap.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
        layout.setTextOption(wrap);
        const qreal lineHeight = Fonts::bothScriptsLineHeight(item.font);
        qreal height = 0;
        layout.beginLayout();
        for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
            line.setLineWidth(width);
            height += std::max(line.height(), lineHeight);
        }
        layout.endLayout();
        return {hint.width(), std::max(hint.height(), int(std::ceil(height)) + 2 * margin)};
    }
};

} // namespace

AllRowsTable::AllRowsTable(Rows rows, QWidget *parent)
    : QTableView(parent)
    , m_rows(rows)
{
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setSizeAdjustPolicy(QAbstractScrollArea::AdjustIgnored);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    setWordWrap(rows == Rows::Wrapped);
    if (rows == Rows::Wrapped)
        setItemDelegate(new WrappedTextDelegate(this));
    verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    connect(verticalHeader(), &QHeaderView::sectionResized, this, [this] { updateGeometry(); });
    // A wrapped row's height follows its columns' widths.
    connect(horizontalHeader(), &QHeaderView::sectionResized, this, [this] { rowsChanged(); });
    connect(horizontalHeader(), &QHeaderView::geometriesChanged, this, [this] { rowsChanged(); });
}

void AllRowsTable::setModel(QAbstractItemModel *model)
{
    QTableView::setModel(model);
    connect(model, &QAbstractItemModel::modelReset, this, &AllRowsTable::rowsChanged);
    connect(model, &QAbstractItemModel::layoutChanged, this, &AllRowsTable::rowsChanged);
    connect(model, &QAbstractItemModel::rowsInserted, this, &AllRowsTable::rowsChanged);
    connect(model, &QAbstractItemModel::rowsRemoved, this, &AllRowsTable::rowsChanged);
    connect(model, &QAbstractItemModel::dataChanged, this, &AllRowsTable::rowsChanged);
}

void AllRowsTable::rowsChanged()
{
    if (m_rows == Rows::Wrapped)
        resizeRowsToContents();
    updateGeometry();
}

int AllRowsTable::allRowsHeight() const
{
    const int header = horizontalHeader()->isHidden() ? 0 : horizontalHeader()->sizeHint().height();
    const bool tooWide = horizontalHeader()->length() > viewport()->width();
    const int scrollBar = tooWide ? horizontalScrollBar()->sizeHint().height() : 0;
    return header + verticalHeader()->length() + scrollBar + 2 * frameWidth();
}

QSize AllRowsTable::sizeHint() const
{
    return {QTableView::sizeHint().width(), allRowsHeight()};
}

QSize AllRowsTable::minimumSizeHint() const
{
    return {QTableView::minimumSizeHint().width(), allRowsHeight()};
}

QScrollArea *AllRowsTable::pageScroll() const
{
    for (QWidget *ancestor = parentWidget(); ancestor; ancestor = ancestor->parentWidget()) {
        auto *area = qobject_cast<QScrollArea *>(ancestor);
        if (area && area->widget())
            return area;
    }
    return nullptr;
}

// The row in the page's view; with none, the table's top.
void AllRowsTable::showInPage(const QModelIndex &index)
{
    QScrollArea *area = pageScroll();
    if (!area)
        return;
    if (!index.isValid()) {
        area->ensureWidgetVisible(this, 0, 0);
        return;
    }
    const QRect row = visualRect(index);
    const QPoint centre = viewport()->mapTo(area->widget(), row.center());
    area->ensureVisible(centre.x(), centre.y(), 0, row.height());
}

// The table never scrolls itself: the page brings the current row into view.
void AllRowsTable::currentChanged(const QModelIndex &current, const QModelIndex &previous)
{
    QTableView::currentChanged(current, previous);
    if (current.isValid())
        showInPage(current);
}

void AllRowsTable::focusInEvent(QFocusEvent *event)
{
    QTableView::focusInEvent(event);
    showInPage(currentIndex());
}
