#pragma once

#include <QStackedWidget>

// The window's pages, one shown at a time, given all the room the window has.
// It reports no height-for-width: QStackedWidget would answer it by asking
// every page, hidden ones too, at the widths the window's layout tries, and
// each wrapped label of each page would lay its text out again (a box layout
// remembers one width only) at every layout pass. Nothing above the stack
// would use the answer: it takes the window's height less the notices.
class PageStack : public QStackedWidget
{
    Q_OBJECT

public:
    using QStackedWidget::QStackedWidget;

    bool hasHeightForWidth() const override { return false; }
};
