#include "widgets/scrollplace.h"

#include <QCoreApplication>
#include <QEvent>
#include <QScrollArea>
#include <QScrollBar>

ScrollPlace::ScrollPlace(QScrollArea *scroll, QWidget *anchor)
    : m_scroll(scroll)
    , m_anchor(anchor)
{
    if (m_anchor)
        m_before = m_anchor->mapTo(m_scroll->viewport(), QPoint()).y();
}

void ScrollPlace::restore()
{
    if (!m_anchor || !m_scroll->isVisible())
        return;
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    const int after = m_anchor->mapTo(m_scroll->viewport(), QPoint()).y();
    QScrollBar *bar = m_scroll->verticalScrollBar();
    bar->setValue(bar->value() + after - m_before);
}
