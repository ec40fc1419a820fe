#include "shell/afterfirstframe.h"

#include <QCoreApplication>
#include <QEvent>
#include <QTimer>
#include <QWidget>

#include <utility>

void AfterFirstFrame::run(QWidget *window, std::function<void()> work)
{
    new AfterFirstFrame(window, std::move(work));
}

AfterFirstFrame::AfterFirstFrame(QWidget *window, std::function<void()> work)
    : QObject(QCoreApplication::instance())
    , m_window(window)
    , m_work(std::move(work))
{
    // The whole application is watched, as FirstPaintProbe does: a window
    // covered by opaque children gets no Paint event of its own.
    QCoreApplication::instance()->installEventFilter(this);
    QTimer::singleShot(latestMs, this, &AfterFirstFrame::runOnce);
}

bool AfterFirstFrame::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::Paint && !m_scheduled && m_window) {
        const auto *widget = qobject_cast<const QWidget *>(watched);
        if (widget && widget->window() == m_window && m_window->isVisible()) {
            m_scheduled = true;
            // The rest of the frame is painted and flushed before the event
            // loop runs this.
            QTimer::singleShot(0, this, &AfterFirstFrame::runOnce);
        }
    }
    return QObject::eventFilter(watched, event);
}

void AfterFirstFrame::runOnce()
{
    if (!m_work)
        return;
    QCoreApplication::instance()->removeEventFilter(this);
    const std::function<void()> work = std::exchange(m_work, nullptr);
    // The work is the window's: a window closed before its first frame
    // (a test's, built and dropped) has none left to do.
    if (m_window)
        work();
    deleteLater();
}
