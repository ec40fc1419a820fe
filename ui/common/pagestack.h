#pragma once

#include <QStackedWidget>

// The window's pages, one shown at a time. Its height for a width is the
// shown page's: QStackedWidget asks every page, hidden ones too, and each
// wrapped label of each page then lays its text out again at every layout
// pass of the window (a box layout remembers one width only).
class PageStack : public QStackedWidget
{
    Q_OBJECT

public:
    explicit PageStack(QWidget *parent = nullptr);

    bool hasHeightForWidth() const override;
    int heightForWidth(int width) const override;
};
