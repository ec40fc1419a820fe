#pragma once

#include <QObject>

class QSocketNotifier;

// SIGTERM (logout, shutdown), SIGINT (Ctrl+C in a terminal) and SIGHUP (the
// terminal closed) end a program at once by default, so a window never gets
// to record the attempt, keep its place or fold the review journal. While an
// object of this class lives, each of them is instead reported by received(),
// from the event loop: the handler only writes the signal's number to a
// socket pair, which a QSocketNotifier reads (the way Qt's "Calling Qt
// Functions From Unix Signal Handlers" describes). One object at a time.
class TerminationSignals : public QObject
{
    Q_OBJECT

public:
    explicit TerminationSignals(QObject *parent = nullptr);
    // Puts back the handlers that were there before.
    ~TerminationSignals() override;

signals:
    void received(int signalNumber);

private:
    void readSignal();

    QSocketNotifier *m_notifier = nullptr;
};
