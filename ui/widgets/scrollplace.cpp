#include "widgets/scrollplace.h"

#include <QCoreApplication>
#include <QEvent>
#include <QScrollArea>
#include <QScrollBar>

#include <algorithm>

ScrollPlace::ScrollPlace(QScrollArea *scroll, QWidget *anchor)
    : m_scroll(scroll)
    , m_anchor(anchor)
{
    if (m_anchor)
        m_before = m_anchor->mapTo(m_scroll->viewport(), QPoint()).y();
    const QScrollBar *bar = m_scroll->verticalScrollBar();
    m_atTop = bar->value() == bar->minimum();
}

void ScrollPlace::restore()
{
    if (!m_anchor || !m_scroll->isVisible())
        return;
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    const int after = m_anchor->mapTo(m_scroll->viewport(), QPoint()).y();
    QScrollBar *bar = m_scroll->verticalScrollBar();
    if (!m_atTop) {
        bar->setValue(bar->value() + after - m_before);
        return;
    }
    // From the top, only as far as brings the anchor's end into sight (its
    // start, if it is taller than the view).
    const int sightHeight = m_scroll->viewport()->height();
    const int beyond = std::min(after + m_anchor->height() - sightHeight, after);
    bar->setValue(bar->minimum() + std::max(0, beyond));
}
