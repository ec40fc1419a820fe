#pragma once

// Counts the Paint events one widget receives, so that a benchmark can check
// that the repaint it times really happened.

#include <QEvent>
#include <QObject>

class PaintCounter : public QObject
{
public:
    using QObject::QObject;
    int paints = 0;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Paint)
            ++paints;
        return QObject::eventFilter(watched, event);
    }
};
