#pragma once

#include <QObject>
#include <QPointer>

#include <functional>

class QWidget;

// Runs work once a window's first frame is painted. What the first screen does
// not need (the first start's settings write, answering later starts) waits
// for it, so the learner sees the window sooner. If nothing is painted soon
// (the window starts minimized), the work runs anyway; if the window is gone
// by then, it does not.
class AfterFirstFrame : public QObject
{
    Q_OBJECT

public:
    static void run(QWidget *window, std::function<void()> work);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    AfterFirstFrame(QWidget *window, std::function<void()> work);
    void runOnce();

    static constexpr int latestMs = 1000;

    QPointer<QWidget> m_window;
    std::function<void()> m_work;
    bool m_scheduled = false;
};
