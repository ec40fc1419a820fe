#pragma once

// Hook for the start-up benchmark (tests/benchmarks/bench_startup.cpp), shared
// with its yardstick program so that both are measured the same way.
// With SCALESTUDY_REPORT_FIRST_PAINT set in the environment, the program
// prints "first-paint <nanoseconds>\n" on stdout once its first frame has been
// painted, read from std::chrono::steady_clock (CLOCK_MONOTONIC, the
// clock the benchmark starts its timer on), and then quits. Unset, as in
// every normal run, nothing is installed.

#include <QCoreApplication>
#include <QEvent>
#include <QObject>
#include <QTimer>
#include <QWidget>

#include <chrono>
#include <cstdio>

class FirstPaintProbe : public QObject
{
public:
    // Call once the application object exists, before showing the window.
    static void installIfRequested()
    {
        if (qEnvironmentVariableIsSet("SCALESTUDY_REPORT_FIRST_PAINT"))
            QCoreApplication::instance()->installEventFilter(
                new FirstPaintProbe(QCoreApplication::instance()));
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        // Watches every object, as the widget painted first need not be the
        // window (one covered by opaque children gets no Paint event); only a
        // paint on screen counts, not a widget rendered into an image.
        const auto *widget = qobject_cast<const QWidget *>(watched);
        if (event->type() == QEvent::Paint && !m_painted && widget
            && widget->window()->isVisible()) {
            m_painted = true;
            // The rest of the frame is painted and flushed before the event
            // loop runs this.
            QTimer::singleShot(0, this, [] {
                const auto now = std::chrono::steady_clock::now().time_since_epoch();
                std::printf("first-paint %lld\n",
                            static_cast<long long>(std::chrono::nanoseconds(now).count()));
                std::fflush(stdout);
                QCoreApplication::quit();
            });
        }
        return QObject::eventFilter(watched, event);
    }

private:
    explicit FirstPaintProbe(QObject *parent)
        : QObject(parent)
    { }

    bool m_painted = false;
};
