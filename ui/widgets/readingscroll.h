#pragma once

#include <QScrollArea>

// The scroll area a page of reading sits in (the question page): the page
// scrolls by a page with PageUp, PageDown and Space (Shift+Space up) where no
// widget takes the keys, a widget that takes the focus is scrolled into
// sight, and the column stays where it is when the scroll bar comes and goes
// (its width is kept free either way, so the text neither moves nor wraps
// anew).
class ReadingScroll : public QScrollArea
{
    Q_OBJECT

public:
    explicit ReadingScroll(QWidget *parent = nullptr);

    // The content, resized to the viewport's width.
    void setContent(QWidget *content);

    // Scrolls by a page: +1 down, -1 up.
    void scrollByPage(int direction);
    // The key scrolls by a page (PageUp, PageDown, Space, Shift+Space): a
    // page passes on the keys its widgets leave.
    static bool isPageKey(const QKeyEvent *event);
    void scrollForKey(const QKeyEvent *event);

    // Lays the content out now, so that what a change showed has its place.
    void layOutNow();
    // Scrolls as little as brings the rows from top to bottom of child (its
    // own coordinates) into sight; nothing moves when they are in sight. A
    // span taller than the view shows its top.
    void bringIntoSight(const QWidget *child, int top, int bottom);
    void bringIntoSight(const QWidget *child) { bringIntoSight(child, 0, child->height()); }
    void scrollToTop();

protected:
    void keyPressEvent(QKeyEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void followFocus(QWidget *now);
    void reserveScrollBarWidth();
};
