#include "search/searchresultdelegate.h"

#include <QAbstractItemView>
#include <QAbstractTextDocumentLayout>
#include <QApplication>
#include <QIdentityProxyModel>
#include <QPainter>
#include <QTextDocument>

#include <cmath>

using namespace Qt::StringLiterals;

namespace {

constexpr int margin = 6;

// The model as the view shows it, each row named by both its lines.
class SpokenRows : public QIdentityProxyModel
{
public:
    SpokenRows(QAbstractItemModel *model, const SearchResultDelegate *delegate, QObject *parent)
        : QIdentityProxyModel(parent)
        , m_delegate(delegate)
    {
        setSourceModel(model);
    }

    QVariant data(const QModelIndex &index, int role) const override
    {
        if (role != Qt::AccessibleTextRole || !index.isValid())
            return QIdentityProxyModel::data(index, role);
        return index.data(Qt::DisplayRole).toString() + u" — "_s + m_delegate->details(index);
    }

private:
    const SearchResultDelegate *m_delegate;
};

} // namespace

SearchResultDelegate::SearchResultDelegate(Lines lines, QObject *parent)
    : QStyledItemDelegate(parent)
    , m_lines(std::move(lines))
{ }

SearchResultDelegate *SearchResultDelegate::show(QAbstractItemView *view, QAbstractItemModel *model,
                                                 Lines lines)
{
    auto *delegate = new SearchResultDelegate(std::move(lines), view);
    view->setModel(new SpokenRows(model, delegate, view));
    view->setItemDelegate(delegate);
    return delegate;
}

// The two lines as one document, laid out at the item's width.
void SearchResultDelegate::fillDocument(QTextDocument &document, const QStyleOptionViewItem &option,
                                        const QModelIndex &index, int width) const
{
    const QColor quiet = option.palette.color(QPalette::PlaceholderText);
    document.setDefaultFont(option.font);
    document.setDocumentMargin(0);
    document.setHtml(u"<div>"_s + textHtml(index) + u"</div><div style=\"color:"_s + quiet.name()
                     + u"\">"_s + details(index).toHtmlEscaped() + u"</div>"_s);
    document.setTextWidth(std::max(width - 2 * margin, 1));
}

void SearchResultDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option,
                                 const QModelIndex &index) const
{
    QStyleOptionViewItem item = option;
    initStyleOption(&item, index);
    item.text.clear(); // the document draws the text
    const QWidget *widget = option.widget;
    QStyle *style = widget ? widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &item, painter, widget);

    QTextDocument document;
    fillDocument(document, option, index, option.rect.width());
    QAbstractTextDocumentLayout::PaintContext context;
    const bool selected = option.state & QStyle::State_Selected;
    context.palette = option.palette;
    context.palette.setColor(QPalette::Text,
                             option.palette.color(selected ? QPalette::HighlightedText
                                                           : QPalette::Text));
    painter->save();
    painter->translate(option.rect.topLeft() + QPoint(margin, margin));
    painter->setClipRect(QRect(QPoint(0, 0), option.rect.size() - QSize(margin, margin)));
    document.documentLayout()->draw(painter, context);
    painter->restore();
}

QSize SearchResultDelegate::sizeHint(const QStyleOptionViewItem &option,
                                     const QModelIndex &index) const
{
    const auto *view = qobject_cast<const QAbstractItemView *>(option.widget);
    const int width = view ? view->viewport()->width() : option.rect.width();
    QTextDocument document;
    fillDocument(document, option, index, width);
    return {width, int(std::ceil(document.size().height())) + 2 * margin};
}
