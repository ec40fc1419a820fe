#include "core/linesocket.h"

#include <QDir>
#include <QFile>
#include <QHash>
#include <QSocketNotifier>
#include <QTimer>

#include <cerrno>
#include <cstring>

#include <fcntl.h>
#include <poll.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

namespace LineSocket {

namespace {

bool toAddress(const QString &path, sockaddr_un &address)
{
    const QByteArray encoded = QFile::encodeName(path);
    address = {};
    address.sun_family = AF_UNIX;
    if (encoded.size() >= qsizetype(sizeof address.sun_path))
        return false;
    std::memcpy(address.sun_path, encoded.constData(), size_t(encoded.size()));
    return true;
}

int newSocket()
{
    return ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC | SOCK_NONBLOCK, 0);
}

// Until the deadline: false when it passed first.
bool waitFor(int fd, short events, const QDeadlineTimer &deadline)
{
    for (;;) {
        pollfd ready{fd, events, 0};
        const int result = ::poll(&ready, 1, int(deadline.remainingTime()));
        if (result > 0)
            return true;
        if (result == 0 || errno != EINTR)
            return false;
    }
}

// One line, or what came before the connection closed or the deadline passed.
QByteArray readLine(int fd, const QDeadlineTimer &deadline)
{
    QByteArray received;
    char buffer[Server::maxRequestBytes];
    while (!received.endsWith('\n') && received.size() <= Server::maxRequestBytes
           && waitFor(fd, POLLIN, deadline)) {
        const ssize_t count = ::read(fd, buffer, sizeof buffer);
        if (count <= 0 && !(count < 0 && (errno == EINTR || errno == EAGAIN)))
            break;
        if (count > 0)
            received.append(buffer, count);
    }
    return received;
}

} // namespace

QString socketPath(const QString &name)
{
    return name.contains(u'/') ? name : QDir::tempPath() + u'/' + name;
}

Server::Server(Handler handler, QObject *parent)
    : QObject(parent)
    , m_handler(std::move(handler))
{ }

Server::~Server()
{
    if (m_fd < 0)
        return;
    for (auto client = m_connections.cbegin(); client != m_connections.cend(); ++client)
        ::close(client.key());
    ::close(m_fd);
    QFile::remove(m_path);
}

bool Server::listen(const QString &name)
{
    m_path = socketPath(name);
    sockaddr_un address;
    if (!toAddress(m_path, address)) {
        m_error = QStringLiteral("the socket path is too long");
        return false;
    }
    const int fd = newSocket();
    if (fd < 0) {
        m_error = QString::fromLocal8Bit(std::strerror(errno));
        return false;
    }
    QFile::remove(m_path);
    // This user only: the socket is made with these permissions.
    const mode_t previousMask = ::umask(S_IRWXG | S_IRWXO);
    const bool bound = ::bind(fd, reinterpret_cast<const sockaddr *>(&address), sizeof address)
                       == 0;
    ::umask(previousMask);
    if (!bound || ::listen(fd, SOMAXCONN) != 0) {
        m_error = QString::fromLocal8Bit(std::strerror(errno));
        ::close(fd);
        return false;
    }
    m_fd = fd;
    m_notifier = new QSocketNotifier(qintptr(fd), QSocketNotifier::Read, this);
    connect(m_notifier, &QSocketNotifier::activated, this, &Server::acceptPending);
    return true;
}

void Server::acceptPending()
{
    for (;;) {
        const int client = ::accept4(m_fd, nullptr, nullptr, SOCK_CLOEXEC | SOCK_NONBLOCK);
        if (client < 0) {
            if (errno == EINTR || errno == ECONNABORTED)
                continue;
            if (errno != EAGAIN && errno != EWOULDBLOCK) {
                // Out of file descriptors: the pending connection stays, and a
                // level-triggered notifier would fire again at once. Try later.
                m_notifier->setEnabled(false);
                QTimer::singleShot(connectionTimeoutMs, this,
                                   [this] { m_notifier->setEnabled(true); });
            }
            return;
        }
        if (m_connections.size() >= maxConnections) {
            ::close(client);
            continue;
        }
        Connection connection;
        connection.notifier = new QSocketNotifier(qintptr(client), QSocketNotifier::Read, this);
        connection.timeout = new QTimer(this);
        connection.timeout->setSingleShot(true);
        connect(connection.notifier, &QSocketNotifier::activated, this,
                [this, client] { readFrom(client); });
        connect(connection.timeout, &QTimer::timeout, this, [this, client] { close(client); });
        connection.timeout->start(connectionTimeoutMs);
        m_connections.insert(client, connection);
    }
}

void Server::readFrom(int client)
{
    char buffer[maxRequestBytes];
    const ssize_t count = ::read(client, buffer, sizeof buffer);
    if (count < 0 && (errno == EINTR || errno == EAGAIN))
        return;
    QByteArray &received = m_connections[client].received;
    if (count > 0)
        received.append(buffer, count);
    const bool tooLong = received.size() > maxRequestBytes;
    const bool whole = received.endsWith('\n') && !tooLong;
    if (count > 0 && !whole && !tooLong)
        return; // more to come
    if (whole) {
        const QByteArray answer = m_handler(received);
        // A line of a few bytes fits in the socket's buffer at once.
        [[maybe_unused]] const ssize_t written = ::send(client, answer.constData(),
                                                        size_t(answer.size()), MSG_NOSIGNAL);
    }
    close(client);
}

void Server::close(int client)
{
    const auto found = m_connections.constFind(client);
    if (found == m_connections.cend())
        return;
    found->notifier->setEnabled(false);
    found->notifier->deleteLater();
    found->timeout->stop();
    found->timeout->deleteLater();
    m_connections.erase(found);
    ::close(client);
}

Answer ask(const QString &name, const QByteArray &request, QDeadlineTimer deadline)
{
    sockaddr_un address;
    if (!toAddress(socketPath(name), address))
        return {};
    const int fd = newSocket();
    if (fd < 0)
        return {};
    Answer answer;
    // A Unix socket connects at once, or refuses (EAGAIN: the backlog is full).
    if (::connect(fd, reinterpret_cast<const sockaddr *>(&address), sizeof address) != 0) {
        answer.outcome = (errno == EACCES || errno == EPERM) ? Answer::Outcome::AccessDenied
                                                             : Answer::Outcome::NoServer;
    } else if (::send(fd, request.constData(), size_t(request.size()), MSG_NOSIGNAL)
               != request.size()) {
        answer.outcome = Answer::Outcome::NoAnswer;
    } else {
        answer.line = readLine(fd, deadline);
        answer.outcome = answer.line.endsWith('\n') ? Answer::Outcome::Answered
                                                    : Answer::Outcome::NoAnswer;
    }
    ::close(fd);
    return answer;
}

} // namespace LineSocket
