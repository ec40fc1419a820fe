// LineSocket: one-line requests between copies of the app over a Unix socket.
// The client blocks, so it runs on a second thread while this one runs the
// server's event loop.

#include "core/linesocket.h"

#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QThread>
#include <QtTest>

#include <poll.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

#include <atomic>
#include <cstring>
#include <memory>

using namespace Qt::StringLiterals;
using LineSocket::Answer;

namespace {

// ask() on a second thread; the event loop runs until it is answered.
Answer askWhileServing(const QString &name, const QByteArray &request, int timeoutMs = 5000)
{
    Answer answer;
    std::atomic_bool done = false;
    std::unique_ptr<QThread> client(QThread::create([&] {
        answer = LineSocket::ask(name, request, QDeadlineTimer(timeoutMs));
        done = true;
    }));
    client->start();
    QElapsedTimer waited;
    waited.start();
    while (!done && waited.elapsed() < timeoutMs + 5000)
        QTest::qWait(10);
    client->wait();
    return answer;
}

// A bare socket bound at path and listening, never accepting: a copy that hangs.
int silentListener(const QString &path)
{
    const int fd = ::socket(AF_UNIX, SOCK_STREAM, 0);
    sockaddr_un address{};
    address.sun_family = AF_UNIX;
    const QByteArray encoded = QFile::encodeName(path);
    std::memcpy(address.sun_path, encoded.constData(), size_t(encoded.size()));
    if (::bind(fd, reinterpret_cast<const sockaddr *>(&address), sizeof address) != 0
        || ::listen(fd, 4) != 0) {
        ::close(fd);
        return -1;
    }
    return fd;
}

// A client socket connected to path, that sends nothing.
int silentClient(const QString &path)
{
    const int fd = ::socket(AF_UNIX, SOCK_STREAM, 0);
    sockaddr_un address{};
    address.sun_family = AF_UNIX;
    const QByteArray encoded = QFile::encodeName(path);
    std::memcpy(address.sun_path, encoded.constData(), size_t(encoded.size()));
    if (::connect(fd, reinterpret_cast<const sockaddr *>(&address), sizeof address) != 0) {
        ::close(fd);
        return -1;
    }
    return fd;
}

// Whether the server closed this connection (the read sees the end).
bool closedByServer(int fd)
{
    pollfd readable{fd, POLLIN, 0};
    char byte;
    return ::poll(&readable, 1, 0) == 1 && ::read(fd, &byte, 1) == 0;
}

} // namespace

class TestLineSocket : public QObject
{
    Q_OBJECT

private slots:
    void init()
    {
        QVERIFY(m_folder.isValid());
        QFile::remove(path()); // each test starts with no socket file
    }

    void answersTheRequestsLine()
    {
        QByteArray received;
        LineSocket::Server server([&received](const QByteArray &line) {
            received = line;
            return QByteArray("pong\n");
        });
        QVERIFY2(server.listen(path()), qPrintable(server.errorString()));
        const Answer answer = askWhileServing(path(), "ping\n");
        QCOMPARE(answer.outcome, Answer::Outcome::Answered);
        QCOMPARE(answer.line, QByteArray("pong\n"));
        QCOMPARE(received, QByteArray("ping\n"));
        // A second request gets its own answer.
        QCOMPARE(askWhileServing(path(), "again\n").outcome, Answer::Outcome::Answered);
        QCOMPARE(received, QByteArray("again\n"));
    }

    void nobodyListeningIsNoServer()
    {
        QCOMPARE(LineSocket::ask(path(), "ping\n", QDeadlineTimer(1000)).outcome,
                 Answer::Outcome::NoServer);
    }

    // A killed copy leaves its socket file: asking finds nobody, and the next
    // copy (which holds the folder's lock) listens in its place.
    void aLeftoverSocketFileIsReplaced()
    {
        const int leftover = silentListener(path());
        QVERIFY(leftover >= 0);
        ::close(leftover); // the file stays, nobody listens
        QVERIFY(QFile::exists(path()));
        QCOMPARE(LineSocket::ask(path(), "ping\n", QDeadlineTimer(1000)).outcome,
                 Answer::Outcome::NoServer);
        LineSocket::Server server([](const QByteArray &) { return QByteArray("here\n"); });
        QVERIFY2(server.listen(path()), qPrintable(server.errorString()));
        QCOMPARE(askWhileServing(path(), "ping\n").line, QByteArray("here\n"));
    }

    void aCopyThatNeverAnswersIsNoAnswer()
    {
        const int hung = silentListener(path());
        QVERIFY(hung >= 0);
        const Answer answer = LineSocket::ask(path(), "ping\n", QDeadlineTimer(300));
        ::close(hung);
        QCOMPARE(answer.outcome, Answer::Outcome::NoAnswer);
    }

    // 65 bytes and no line end: no request of ours, so the handler never sees it.
    void aLongerRequestIsDroppedUnanswered()
    {
        bool handled = false;
        LineSocket::Server server([&handled](const QByteArray &) {
            handled = true;
            return QByteArray("pong\n");
        });
        QVERIFY(server.listen(path()));
        const QByteArray tooLong(LineSocket::Server::maxRequestBytes + 1, 'x');
        QCOMPARE(askWhileServing(path(), tooLong + '\n').outcome, Answer::Outcome::NoAnswer);
        QVERIFY(!handled);
    }

    // A connection that never sends its line is closed after two seconds,
    // and the server still answers the next one.
    void aSilentConnectionIsClosed()
    {
        LineSocket::Server server([](const QByteArray &) { return QByteArray("pong\n"); });
        QVERIFY(server.listen(path()));
        const int silent = silentClient(path());
        QVERIFY(silent >= 0);
        QTest::qWait(500);
        QVERIFY(!closedByServer(silent));
        QTRY_VERIFY_WITH_TIMEOUT(closedByServer(silent), 5000);
        ::close(silent);
        QCOMPARE(askWhileServing(path(), "ping\n").outcome, Answer::Outcome::Answered);
    }

    // Eight connections at once are held; a ninth is closed at once.
    void connectionsPastEightAreClosed()
    {
        LineSocket::Server server([](const QByteArray &) { return QByteArray("pong\n"); });
        QVERIFY(server.listen(path()));
        QList<int> clients;
        for (int i = 0; i < 9; ++i) {
            clients << silentClient(path());
            QVERIFY(clients.last() >= 0);
        }
        QTRY_VERIFY_WITH_TIMEOUT(closedByServer(clients.last()), 1000);
        for (int i = 0; i < 8; ++i)
            QVERIFY(!closedByServer(clients.at(i)));
        for (int client : std::as_const(clients))
            ::close(client);
    }

    void theSocketIsThisUsersOnlyAndGoesWithTheServer()
    {
        {
            LineSocket::Server server([](const QByteArray &) { return QByteArray(); });
            QVERIFY(server.listen(path()));
            struct stat status
            { };
            QCOMPARE(::stat(QFile::encodeName(path()).constData(), &status), 0);
            QVERIFY(S_ISSOCK(status.st_mode));
            QCOMPARE(status.st_mode & (S_IRWXG | S_IRWXO), mode_t(0));
        }
        QVERIFY(!QFile::exists(path()));
    }

    void aNameWithoutAFolderIsInTheTemporaryFolder()
    {
        QCOMPARE(LineSocket::socketPath(u"scalestudy-x"_s), QDir::tempPath() + u"/scalestudy-x"_s);
        QCOMPARE(LineSocket::socketPath(u"/run/user/1/s"_s), u"/run/user/1/s"_s);
    }

private:
    QString path() const { return m_folder.filePath(u"s"_s); }

    QTemporaryDir m_folder;
};

QTEST_GUILESS_MAIN(TestLineSocket)
#include "tst_linesocket.moc"
