#include "widgets/readingscroll.h"

#include <QApplication>
#include <QEvent>
#include <QKeyEvent>
#include <QScrollBar>

ReadingScroll::ReadingScroll(QWidget *parent)
    : QScrollArea(parent)
{
    setWidgetResizable(true);
    setFrameShape(QFrame::NoFrame);
    setFocusPolicy(Qt::NoFocus);
    verticalScrollBar()->installEventFilter(this);
    connect(qApp, &QApplication::focusChanged, this,
            [this](QWidget *, QWidget *now) { followFocus(now); });
}

void ReadingScroll::setContent(QWidget *content)
{
    setWidget(content);
    reserveScrollBarWidth();
}

void ReadingScroll::scrollByPage(int direction)
{
    verticalScrollBar()->triggerAction(direction > 0 ? QAbstractSlider::SliderPageStepAdd
                                                     : QAbstractSlider::SliderPageStepSub);
}

bool ReadingScroll::isPageKey(const QKeyEvent *event)
{
    const Qt::KeyboardModifiers modifiers = event->modifiers() & ~Qt::KeypadModifier;
    switch (event->key()) {
    case Qt::Key_PageDown:
    case Qt::Key_PageUp:
        return modifiers == Qt::NoModifier;
    case Qt::Key_Space:
        return modifiers == Qt::NoModifier || modifiers == Qt::ShiftModifier;
    default:
        return false;
    }
}

void ReadingScroll::scrollForKey(const QKeyEvent *event)
{
    const bool up = event->key() == Qt::Key_PageUp
                    || (event->key() == Qt::Key_Space && event->modifiers() & Qt::ShiftModifier);
    scrollByPage(up ? -1 : 1);
}

void ReadingScroll::keyPressEvent(QKeyEvent *event)
{
    if (isPageKey(event)) {
        scrollForKey(event);
        event->accept();
        return;
    }
    QScrollArea::keyPressEvent(event);
}

void ReadingScroll::layOutNow()
{
    // A layout's request resizes the content, whose layout then asks again.
    for (int round = 0; round < 3; ++round)
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
}

void ReadingScroll::bringIntoSight(const QWidget *child, int top, int bottom)
{
    if (!widget() || !widget()->isAncestorOf(child))
        return;
    const int offset = child->mapTo(widget(), QPoint()).y();
    const int spanTop = offset + top;
    const int spanBottom = offset + bottom;
    QScrollBar *bar = verticalScrollBar();
    const int sightTop = bar->value();
    const int sightHeight = viewport()->height();
    if (spanTop >= sightTop && spanBottom <= sightTop + sightHeight)
        return;
    if (spanBottom - spanTop > sightHeight || spanTop < sightTop)
        bar->setValue(spanTop);
    else
        bar->setValue(spanBottom - sightHeight);
}

void ReadingScroll::scrollToTop()
{
    verticalScrollBar()->setValue(0);
}

void ReadingScroll::followFocus(QWidget *now)
{
    if (now && widget() && widget()->isAncestorOf(now) && isVisible())
        bringIntoSight(now);
}

bool ReadingScroll::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == verticalScrollBar()
        && (event->type() == QEvent::Show || event->type() == QEvent::Hide))
        reserveScrollBarWidth();
    return QScrollArea::eventFilter(watched, event);
}

// The content is as wide with the scroll bar as without it: while the bar is
// hidden its width stays free on the right.
void ReadingScroll::reserveScrollBarWidth()
{
    if (!widget())
        return;
    QScrollBar *bar = verticalScrollBar();
    const int reserved = bar->isVisibleTo(this) ? 0 : bar->sizeHint().width();
    QMargins margins = widget()->contentsMargins();
    if (margins.right() == reserved)
        return;
    margins.setRight(reserved);
    widget()->setContentsMargins(margins);
}
