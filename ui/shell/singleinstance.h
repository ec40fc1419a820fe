#pragma once

#include "core/datafolderlock.h"

#include <QObject>
#include <QPointer>

#include <memory>

class QThread;
namespace LineSocket {
class Server;
}
class QWidget;

// One copy of the app a data folder. The first start takes the folder's lock
// (on a second thread from construction on: making the lock file waits for the
// disk) and, once its window is painted, listens on a local socket named after
// the folder (core/linesocket: a socket file for this user only, in the user's
// runtime folder; no network);
// a later start asks it to bring its window forward and exits. When the copy
// holding the lock cannot be reached (another user's, or one that hangs), the
// later start opens read-only.
class SingleInstance : public QObject
{
    Q_OBJECT

public:
    enum class Start {
        // This copy saves (it holds the lock, or no lock can be made and the
        // stores report why nothing is saved).
        First,
        // The running copy was asked to come forward: exit.
        BroughtOtherForward,
        // Another copy holds the folder and did not answer: save nothing.
        ReadOnly,
    };

    // How long a later start waits for the running copy's answer; that copy
    // answers once its window is shown, so this covers a slow start.
    static constexpr int answerTimeoutMs = 4000;

    // Starts taking the folder's lock.
    explicit SingleInstance(const QString &dataFolder, QObject *parent = nullptr);
    ~SingleInstance() override;

    // Waits for the lock; never blocks further when this is the only copy.
    // A later start hands the running copy `filesToOpen` (absolute paths)
    // when they fit in one request (handedFilesOver).
    Start start(const QStringList &filesToOpen = {});
    bool handedFilesOver() const { return m_handedFilesOver; }
    // The first copy brings this window forward when a later start asks,
    // from the window's first frame on.
    void bringForwardOnRequest(QWidget *window);

    // The local socket's name for a data folder: two folders, two names.
    static QString serverNameFor(const QString &dataFolder);

signals:
    // The first copy: a later start asked it to open these files.
    void filesToOpenRequested(const QStringList &paths);

private:
    void listen();
    bool askRunningCopyToComeForward(const QByteArray &request) const;
    QByteArray answer(const QByteArray &request);
    void bringWindowForward();

    DataFolderLock m_lock;
    QString m_serverName;
    LineSocket::Server *m_server = nullptr;
    QPointer<QWidget> m_window;
    DataFolderLock::Outcome m_firstOutcome = DataFolderLock::Outcome::Unavailable;
    std::unique_ptr<QThread> m_firstTry;
    bool m_handedFilesOver = false;
};
