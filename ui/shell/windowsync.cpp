#include "shell/windowsync.h"

#include "core/study.h"
#include "shell/noticebar.h"
#include "sync/syncfolderdialog.h"

#include <QAction>

WindowSync::WindowSync(Study *study, NoticeBar *notices, QWidget *window)
    : QObject(window)
    , m_study(study)
    , m_notices(notices)
    , m_window(window)
{
    connect(m_study, &Study::syncChangesArrived, this, [this](const SyncArrival &arrival) {
        m_notices->removeNotice(m_arrivalNotices.value(arrival.deviceId));
        m_arrivalNotices[arrival.deviceId]
            = m_notices->addNotice([arrival] { return arrival.message(); }, NoticeBar::Kind::News);
    });
    connect(m_study, &Study::syncProblem, this, [this](const QString &message) {
        m_notices->removeNotice(m_problemNotice);
        m_problemNotice = m_notices->addNotice([message] { return message; });
    });
    connect(m_study, &Study::syncWritingAgain, this,
            [this] { m_notices->removeNotice(m_problemNotice); });
}

void WindowSync::connectActions(QAction *syncFolder, QAction *library)
{
    connect(syncFolder, &QAction::triggered, this, &WindowSync::askFolder);
    connect(library, &QAction::triggered, m_study, &Study::syncNow);
}

void WindowSync::askFolder()
{
    SyncFolderDialog dialog({m_study->syncFolder(), m_study->syncDeviceName()}, QString(), m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const SyncFolderDialog::Choice choice = dialog.choice();
    m_study->setSyncDeviceName(choice.deviceName);
    m_study->setSyncFolder(choice.folder);
}
