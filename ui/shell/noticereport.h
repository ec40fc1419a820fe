#pragma once

// Hook for tests/tst_process.cpp, which runs the real program: with
// SCALESTUDY_REPORT_NOTICES set in the environment, the program prints
// "notices: <text>\n" on stdout once its event loop runs (the window shown,
// every start-up notice added), the text being the notice band's, its lines
// joined by " | ", empty when no notice shows. The program goes on running.
// Unset, as in every normal run, nothing is installed.

#include "shell/noticebar.h"

#include <QTimer>
#include <QWidget>

#include <cstdio>

namespace NoticeReport {

inline void installIfRequested(QWidget *window)
{
    if (!qEnvironmentVariableIsSet("SCALESTUDY_REPORT_NOTICES"))
        return;
    QTimer::singleShot(0, window, [window] {
        const NoticeBar *bar = window->findChild<NoticeBar *>();
        const QString text = bar && bar->isVisible() ? bar->text() : QString();
        std::printf("notices: %s\n", text.split(u'\n').join(u" | ").toUtf8().constData());
        std::fflush(stdout);
    });
}

} // namespace NoticeReport
