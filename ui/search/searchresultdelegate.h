#pragma once

#include <QStyledItemDelegate>

// Draws a search result in two lines: the match in its context with the
// match highlighted (rich text in SnippetRole), and beneath it, quieter,
// where it was found (DetailsRole). Qt::DisplayRole holds both as plain
// text, for screen readers.
class SearchResultDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    enum Role { SnippetRole = Qt::UserRole + 1, DetailsRole };

    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;
};
