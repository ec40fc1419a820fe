#pragma once

#include <QString>
#include <QTest>
#include <QWidget>

// Types text as a keyboard delivers it, one character at a time; QTest::keyClicks
// can only send Latin-1.
inline void typeText(QWidget *widget, const QString &text)
{
    for (QChar c : text)
        QTest::sendKeyEvent(QTest::Click, widget, Qt::Key_unknown, QString(c), Qt::NoModifier);
}
