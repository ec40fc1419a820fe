#pragma once

#include <QObject>

class NoticeBar;
class QAction;
class QWidget;
class Study;

// The window's side of the sync folder (issue 29): Settings → Sync folder
// opens its dialog and hands the choice to Study; what other devices added
// and a folder that cannot be written show as notices; a return to the
// library looks at the folder again, as the file watcher does.
class WindowSync : public QObject
{
    Q_OBJECT

public:
    WindowSync(Study *study, NoticeBar *notices, QWidget *window);
    void connectActions(QAction *syncFolder, QAction *library);

private:
    void askFolder();

    Study *m_study = nullptr;
    NoticeBar *m_notices = nullptr;
    QWidget *m_window = nullptr;
    int m_arrivalNotice = 0; // NoticeBar's id of the latest "… added", one at a time
    int m_problemNotice = 0;
};
