#pragma once

#include <QPointer>

class QScrollArea;
class QWidget;

// Keeps the learner's place while the text above it grows or shrinks (the
// other language shown or hidden): remembers where a widget in the scroll
// area is on screen, and after the change scrolls so that it is there again.
// A view at its top stays at its top, where the text starts (a prompt grown
// above the focused option would otherwise lose its first lines), as long
// as the widget stays in sight.
class ScrollPlace
{
public:
    ScrollPlace(QScrollArea *scroll, QWidget *anchor);
    // Lays the scroll area's content out at once and scrolls back.
    void restore();

private:
    QScrollArea *m_scroll = nullptr;
    QPointer<QWidget> m_anchor;
    int m_before = 0;
    bool m_atTop = false;
};
