#pragma once

#include <QHash>
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
    // NoticeBar's id of the latest "… added" of each other device, one a device.
    QHash<QString, int> m_arrivalNotices;
    int m_problemNotice = 0;
};
