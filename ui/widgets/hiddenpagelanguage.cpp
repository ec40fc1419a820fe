#include "widgets/hiddenpagelanguage.h"

#include <QCoreApplication>
#include <QEvent>
#include <QWidget>

HiddenPageLanguage::HiddenPageLanguage(QObject *parent)
    : QObject(parent)
{ }

void HiddenPageLanguage::watchPagesOf(QWidget *stack)
{
    m_stack = stack;
    stack->installEventFilter(this);
    for (QWidget *page : stack->findChildren<QWidget *>(Qt::FindDirectChildrenOnly))
        page->installEventFilter(this);
}

bool HiddenPageLanguage::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_stack) {
        // Pages are built when first opened.
        if (event->type() == QEvent::ChildAdded) {
            QObject *child = static_cast<QChildEvent *>(event)->child();
            if (child->isWidgetType())
                child->installEventFilter(this);
        }
        return false;
    }
    auto *page = qobject_cast<QWidget *>(watched);
    if (!page || m_delivering)
        return false;
    if (event->type() == QEvent::LanguageChange && !page->isVisible()) {
        m_stale.insert(page);
        return true;
    }
    if (event->type() == QEvent::Show && m_stale.remove(page)) {
        QEvent languageChange(QEvent::LanguageChange);
        m_delivering = true;
        QCoreApplication::sendEvent(page, &languageChange);
        m_delivering = false;
    }
    return false;
}
