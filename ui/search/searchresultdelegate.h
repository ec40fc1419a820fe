#pragma once

#include <QStyledItemDelegate>

#include <functional>

class QAbstractItemModel;
class QAbstractItemView;
class QTextDocument;

// Draws a row of a list in two lines: a text as rich text (a search hit's
// match in its context, highlighted; a flagged question's prompt), and
// beneath it, quieter, where it is from. The view that shows it says what the
// two lines are, from its model's roles and in its own words. show() also
// lets a screen reader hear both lines as the row's name.
class SearchResultDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    using IndexText = std::function<QString(const QModelIndex &index)>;
    struct Lines
    {
        IndexText textHtml; // the first line, rich text
        IndexText details; // the second, plain text
    };

    SearchResultDelegate(Lines lines, QObject *parent);

    // Shows model in view, drawn by a delegate of these lines. The view's
    // model is then a proxy of model that names each row by its two lines
    // (Qt::AccessibleTextRole: the row's plain text, a dash, the details).
    static SearchResultDelegate *show(QAbstractItemView *view, QAbstractItemModel *model,
                                      Lines lines);

    // What the row's two lines say.
    QString textHtml(const QModelIndex &index) const { return m_lines.textHtml(index); }
    QString details(const QModelIndex &index) const { return m_lines.details(index); }

    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;

private:
    void fillDocument(QTextDocument &document, const QStyleOptionViewItem &option,
                      const QModelIndex &index, int width) const;

    Lines m_lines;
};
