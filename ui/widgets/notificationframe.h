#pragma once

#include <QFrame>

// A frame that assistive technology knows as a notification: when it comes
// into sight, a screen reader reads its accessible name (Orca presents the
// AT-SPI "object:state-changed:showing" of a notification and keeps it in its
// list of notifications). Qt 6.4 has no announcement event and its AT-SPI
// bridge drops QAccessible::Alert, so showing a notification is how a page
// speaks up without taking the keyboard focus.
class NotificationFrame : public QFrame
{
    Q_OBJECT

public:
    explicit NotificationFrame(QWidget *parent = nullptr);
};
