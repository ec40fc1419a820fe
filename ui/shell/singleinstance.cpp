#include "shell/singleinstance.h"

#include "core/linesocket.h"
#include "shell/afterfirstframe.h"

#include <QApplication>
#include <QCryptographicHash>
#include <QDeadlineTimer>
#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>
#include <QThread>
#include <QUrl>
#include <QWidget>

#include <cstdio>

using namespace Qt::StringLiterals;

namespace {

const QByteArray activateRequest = "activate\n";
// "open", then each path percent-encoded after a space: a later start's files.
const QByteArray openRequest = "open";
const QByteArray activatedAnswer = "activated\n";
// sockaddr_un holds 108 bytes on Linux, 104 on macOS, with the final zero.
constexpr qsizetype maxSocketPathBytes = 100;
// Between tries while the running copy is between taking the lock and listening.
constexpr unsigned long retryPauseMs = 50;

// A QThread subclass, not QThread::create(): see shell/startupwarmup.cpp.
class LockThread : public QThread
{
public:
    LockThread(DataFolderLock &lock, DataFolderLock::Outcome &outcome)
        : m_lock(lock)
        , m_outcome(outcome)
    { }

protected:
    void run() override { m_outcome = m_lock.tryAcquire(); }

private:
    DataFolderLock &m_lock;
    DataFolderLock::Outcome &m_outcome;
};

// Test hook (tests/tst_singleinstance.cpp): with SCALESTUDY_REPORT_INSTANCE set,
// what this copy did is printed on stdout. Unset, as in every normal run, nothing is.
void reportForTests(const char *event)
{
    if (!qEnvironmentVariableIsSet("SCALESTUDY_REPORT_INSTANCE"))
        return;
    std::printf("instance %s\n", event);
    std::fflush(stdout);
}

} // namespace

SingleInstance::SingleInstance(const QString &dataFolder, QObject *parent)
    : QObject(parent)
    , m_lock(dataFolder)
    , m_serverName(serverNameFor(dataFolder))
    , m_firstTry(std::make_unique<LockThread>(m_lock, m_firstOutcome))
{
    m_firstTry->start();
}

SingleInstance::~SingleInstance()
{
    m_firstTry->wait();
    // The socket file goes while this copy still holds the lock: a next copy
    // that takes the lock then listens on a name nobody else will remove.
    delete m_server;
}

QString SingleInstance::serverNameFor(const QString &dataFolder)
{
    // One name for one folder however it is reached (a symlinked home): its
    // canonical path, or, before it exists, its absolute one.
    const QString canonical = QFileInfo(dataFolder).canonicalFilePath();
    const QByteArray path = (canonical.isEmpty() ? QDir(dataFolder).absolutePath() : canonical)
                                .toUtf8();
    const QString name
        = u"scalestudy-"_s
          + QString::fromLatin1(
              QCryptographicHash::hash(path, QCryptographicHash::Sha256).toHex().left(32));
    // In the user's own runtime folder (XDG_RUNTIME_DIR, mode 0700), where no
    // other user can take the name first, as one could in the shared /tmp
    // that a bare name means; a socket path must stay within about 100 bytes.
    // In Flatpak that folder is each instance's own, but its app/<id> folder
    // is the host's, shared by every instance (docs.flatpak.org, "Sandbox
    // Permissions").
    QString runtime = QStandardPaths::writableLocation(QStandardPaths::RuntimeLocation);
    if (const QString flatpakId = qEnvironmentVariable("FLATPAK_ID");
        !flatpakId.isEmpty() && !runtime.isEmpty())
        runtime += u"/app/"_s + flatpakId;
    const QString inRuntime = runtime + u'/' + name;
    if (!runtime.isEmpty() && inRuntime.toLocal8Bit().size() < maxSocketPathBytes)
        return inRuntime;
    return name;
}

SingleInstance::Start SingleInstance::start(const QStringList &filesToOpen)
{
    m_firstTry->wait();
    if (m_firstOutcome != DataFolderLock::Outcome::HeldByAnother)
        return Start::First;
    QByteArray request = openRequest;
    for (const QString &path : filesToOpen)
        request += ' ' + QUrl::toPercentEncoding(path);
    request += '\n';
    m_handedFilesOver = !filesToOpen.isEmpty()
                        && request.size() <= LineSocket::Server::maxRequestBytes;
    if (askRunningCopyToComeForward(m_handedFilesOver ? request : activateRequest))
        return Start::BroughtOtherForward;
    m_handedFilesOver = false;
    // The running copy may have closed while we asked.
    if (m_lock.tryAcquire() == DataFolderLock::Outcome::Acquired)
        return Start::First;
    reportForTests("read-only");
    return Start::ReadOnly;
}

void SingleInstance::listen()
{
    m_server = new LineSocket::Server([this](const QByteArray &request) { return answer(request); },
                                      this);
    // We hold the lock, so a socket of this name is a killed copy's leftover:
    // listen() replaces it.
    if (!m_server->listen(m_serverName)) {
        // Later starts open read-only; this copy still saves.
        qWarning("ScaleStudy: cannot listen on %s: %s", qPrintable(m_serverName),
                 qPrintable(m_server->errorString()));
    }
}

QByteArray SingleInstance::answer(const QByteArray &request)
{
    QStringList paths;
    if (request.startsWith(openRequest + ' ')) {
        for (const QByteArray &encoded : request.trimmed().split(' ').mid(1)) {
            if (!encoded.isEmpty())
                paths << QUrl::fromPercentEncoding(encoded);
        }
    } else if (request != activateRequest) {
        return {};
    }
    bringWindowForward();
    if (!paths.isEmpty()) {
        reportForTests("asked-to-open");
        // After the answer: opening a file shows a dialog, and the later start waits for it.
        QMetaObject::invokeMethod(
            this, [this, paths] { emit filesToOpenRequested(paths); }, Qt::QueuedConnection);
    }
    return activatedAnswer;
}

void SingleInstance::bringWindowForward()
{
    if (m_window) {
        m_window->setWindowState(m_window->windowState() & ~Qt::WindowMinimized);
        m_window->show();
        m_window->raise();
        m_window->activateWindow();
        // Where the window manager refuses to move the focus, the taskbar entry asks for it.
        QApplication::alert(m_window);
    }
    reportForTests("brought-forward");
}

void SingleInstance::bringForwardOnRequest(QWidget *window)
{
    m_window = window;
    if (!m_lock.isHeld())
        return;
    // A later start meanwhile finds no socket and asks again (see
    // askRunningCopyToComeForward). Requests are answered from the event loop.
    AfterFirstFrame::run(window, [this, guard = QPointer<SingleInstance>(this)] {
        if (!guard)
            return;
        listen();
        if (m_server->isListening())
            reportForTests("ready");
    });
}

// The only blocking wait, and only in a later start.
bool SingleInstance::askRunningCopyToComeForward(const QByteArray &request) const
{
    const QDeadlineTimer deadline(answerTimeoutMs);
    while (!deadline.hasExpired()) {
        const LineSocket::Answer answer = LineSocket::ask(m_serverName, request, deadline);
        switch (answer.outcome) {
        case LineSocket::Answer::Outcome::Answered:
            return answer.line == activatedAnswer;
        case LineSocket::Answer::Outcome::AccessDenied: // another user's: asking again will not help
        case LineSocket::Answer::Outcome::NoAnswer: // it hangs
            return false;
        case LineSocket::Answer::Outcome::NoServer: // not listening yet, or closing
            QThread::msleep(retryPauseMs);
            break;
        }
    }
    return false;
}
