#pragma once

#include <QFont>
#include <QLabel>
#include <QList>

// A word-wrapped QLabel that remembers its size hints and its heights at the
// widths asked, for the last few texts it showed. QLabel forgets them at
// every setText, and finding them lays the whole text out (and shapes it)
// again for each: a dozen layouts per label per language switch. Switching
// back to a text shown before costs no layout but the paint's (none when
// the label kept the text, hidden, while another one showed). Set the text
// format, alignment, margin and indent before the first text.
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
        QFont font; // a language switch may change the font (Bengali is drawn larger)
        QSize sizeHint;
        QSize minimumSizeHint;
        QList<std::pair<int, int>> heights; // width, height
    };
    Hints &hints() const;

    // Both languages' texts of a label, and a spare.
    static constexpr int rememberedTexts = 3;
    mutable QList<Hints> m_hints; // most recent first
    int m_width = -1; // at the last resize
};
