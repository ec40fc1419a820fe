#pragma once

// The optimizer's fit on a thread of its own, so the window stays responsive:
// progress as it goes, Cancel honoured within a batch (a few milliseconds),
// and the result reported once. The job only reports; adopting the fitted
// parameters is the caller's choice, so a cancelled fit changes nothing. QtCore only.

#include "core/fsrsoptimizer.h"

#include <QObject>
#include <QThread>

#include <atomic>
#include <memory>

class FsrsFitJob : public QObject
{
    Q_OBJECT

public:
    // Takes a copy of the deck's log, calendar and parameters: the fit reads
    // nothing the window may change meanwhile.
    explicit FsrsFitJob(const ReviewDeck &deck, QObject *parent = nullptr);
    ~FsrsFitJob() override; // cancels and waits for the thread

    void start();
    // Thread-safe; after it, neither finished nor progress is emitted again.
    void cancel();
    bool isRunning() const;

signals:
    void progress(int done, int total);
    void finished(const FsrsFitResult &result);

private:
    std::vector<FsrsHistory> m_histories;
    Fsrs::Parameters m_current;
    std::shared_ptr<std::atomic_bool> m_cancelled = std::make_shared<std::atomic_bool>(false);
    QThread *m_thread = nullptr;
};

Q_DECLARE_METATYPE(FsrsFitResult)
