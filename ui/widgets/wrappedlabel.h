#pragma once

#include <QFont>
#include <QLabel>
#include <QList>

// A word-wrapped QLabel that remembers its size hints and its heights at the
// widths asked for the text it shows: a layout asks a label for its height
// at several widths whenever anything on its page changes, and QLabel lays
// the whole text out (and shapes it) again for each. A new text, font or
// style measures afresh. Set the text format, alignment, margin and indent
// before the first text.
class WrappedLabel : public QLabel
{
    Q_OBJECT

public:
    explicit WrappedLabel(QWidget *parent = nullptr);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    int heightForWidth(int width) const override;

protected:
    bool event(QEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    struct Hints
    {
        QString text;
        Qt::TextFormat format = Qt::AutoText;
        QFont font; // what it was measured in
        QSize sizeHint;
        QSize minimumSizeHint;
        QList<std::pair<int, int>> heights; // width, height
    };
    Hints &hints() const;

    mutable QList<Hints> m_hints; // of the text shown, at most one
    int m_width = -1; // at the last resize
};
