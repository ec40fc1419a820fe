#pragma once

#include <QHash>

#include <QLabel>

// A word-wrapped label that works its height out once per text and width.
// A plain word-wrapped QLabel lays its text out afresh each time a layout asks
// it for its height at some width, which a page's layout does dozens of times
// whenever anything in it changes, and works out size hints by laying it out
// at several widths; on the chart pages that made most of the cost of a
// language switch. Its width comes from the layout it is in: it asks for none.
class FittedLabel : public QLabel
{
public:
    enum class Height {
        FitsText, // exactly the height of the text
        KeepsTallest // the tallest the texts have needed at this width, so that a
        // taller line (Bengali) does not resize what is around it
    };

    explicit FittedLabel(Height height, QWidget *parent = nullptr);

    // Sets the text, if it differs, and the height it needs.
    void setFittedText(const QString &text);
    // KeepsTallest: from now on only as tall as the text shown needs, until a
    // taller one (for a text whose other language is kept, after new content).
    void letGoOfHeight();
    bool hasHeightForWidth() const override { return false; }
    QSize sizeHint() const override { return {0, m_tallest}; }
    QSize minimumSizeHint() const override { return {0, m_tallest}; }

protected:
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void fitHeight();

    Height m_height;
    QLabel m_measure; // never shown: works out the height a text needs
    int m_fittedWidth = -1;
    int m_tallest = 0;
    QHash<QString, int>
        m_neededHeights; // at m_fittedWidth, in this font: a switch back measures nothing
};
