#pragma once

#include <QByteArray>
#include <QDeadlineTimer>
#include <QHash>
#include <QObject>
#include <QString>

#include <functional>

class QSocketNotifier;
class QTimer;

// One-line requests between copies of the app over a Unix domain socket
// (socket(7), unix(7)): what QLocalServer and QLocalSocket do, in QtCore, so
// that the app need not load Qt Network and the Kerberos and proxy libraries
// it pulls in on Debian (nine shared libraries mapped before the first frame)
// for one request. A name without a '/' is a socket in QDir::tempPath(), as
// for QLocalSocket.
namespace LineSocket {

QString socketPath(const QString &name);

// Answers each connection's first line (at most maxRequestBytes, ending in
// '\n') with what the handler returns, then closes it. A longer request, a
// connection closed before its line ends or silent for two seconds, and
// connections past eight at once are dropped unanswered.
class Server : public QObject
{
    Q_OBJECT

public:
    using Handler = std::function<QByteArray(const QByteArray &line)>;
    // Room for a few file paths, percent-encoded (SingleInstance's "open" request).
    static constexpr qsizetype maxRequestBytes = 16 * 1024;

    explicit Server(Handler handler, QObject *parent = nullptr);
    ~Server() override;

    // Listens at name, readable and writable by this user only. A socket file
    // left there is removed first: call it only while holding the lock that
    // makes this copy the only one.
    bool listen(const QString &name);
    bool isListening() const { return m_fd >= 0; }
    const QString &errorString() const { return m_error; }

private:
    void acceptPending();
    void readFrom(int client);

    Handler m_handler;
    int m_fd = -1;
    QString m_path;
    QString m_error;
    void close(int client);

    // A copy that connects and says nothing, or opens more than a start
    // would, is not waited for: no connection stays past its time.
    static constexpr int connectionTimeoutMs = 2000;
    static constexpr int maxConnections = 8;

    struct Connection
    {
        QSocketNotifier *notifier = nullptr;
        QTimer *timeout = nullptr;
        QByteArray received;
    };

    QSocketNotifier *m_notifier = nullptr;
    QHash<int, Connection> m_connections; // by file descriptor, until answered
};

struct Answer
{
    enum class Outcome {
        Answered,
        NoServer, // no socket, or nobody listening on it
        AccessDenied, // another user's socket
        NoAnswer, // connected, but no whole line came back in time
    };
    Outcome outcome = Outcome::NoServer;
    QByteArray line; // with its '\n', when answered
};

// Sends request and waits, until the deadline, for one line back.
Answer ask(const QString &name, const QByteArray &request, QDeadlineTimer deadline);

} // namespace LineSocket
