#pragma once

#include <QObject>

class QWidget;
class WindowActions;

// Two keyboard rules for every widget of the window, installed on the
// application: the window's shortcuts go before a focused editor's own use of
// the keys (a spin box claims Ctrl+Home, a line edit Ctrl+Backspace), and
// Enter presses a focused button as Space does (Qt does so only in dialogs).
class WindowKeys : public QObject
{
    Q_OBJECT

public:
    WindowKeys(QWidget *window, const WindowActions *actions);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QWidget *m_window = nullptr;
    const WindowActions *m_actions = nullptr;
};
