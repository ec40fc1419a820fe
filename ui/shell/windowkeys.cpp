#include "shell/windowkeys.h"

#include "shell/windowactions.h"

#include <QApplication>
#include <QKeyEvent>
#include <QPushButton>

WindowKeys::WindowKeys(QWidget *window, const WindowActions *actions)
    : QObject(window)
    , m_window(window)
    , m_actions(actions)
{
    qApp->installEventFilter(this);
}

bool WindowKeys::eventFilter(QObject *watched, QEvent *event)
{
    const bool shortcutOverride = event->type() == QEvent::ShortcutOverride;
    if ((!shortcutOverride && event->type() != QEvent::KeyPress) || !watched->isWidgetType()
        || static_cast<QWidget *>(watched)->window() != m_window)
        return QObject::eventFilter(watched, event);
    auto *key = static_cast<QKeyEvent *>(event);
    if (shortcutOverride && m_actions->isShortcut(QKeySequence(key->keyCombination()))) {
        event->ignore();
        return true;
    }
    const bool enter = (key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter)
                       && (key->modifiers() & ~Qt::KeypadModifier) == Qt::NoModifier;
    auto *button = qobject_cast<QPushButton *>(watched);
    if (enter && button && button->isEnabled() && !button->autoDefault() && !button->isDefault()) {
        if (!shortcutOverride)
            button->click();
        event->accept();
        return true;
    }
    return QObject::eventFilter(watched, event);
}
