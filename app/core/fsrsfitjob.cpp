#include "core/fsrsfitjob.h"

#include <QMetaObject>
#include <QPointer>

FsrsFitJob::FsrsFitJob(const ReviewDeck &deck, QObject *parent)
    : QObject(parent)
    , m_histories(FsrsOptimizer::histories(deck.log(), StudyCalendar(deck.settings().dayStartHour(),
                                                                     deck.now().timeZone())))
    , m_current(deck.settings().parameters())
{
    qRegisterMetaType<FsrsFitResult>();
}

FsrsFitJob::~FsrsFitJob()
{
    cancel();
    if (m_thread) {
        m_thread->wait();
        delete m_thread;
    }
}

namespace {
// The fit's thread. A QThread of its own rather than QThread::create, whose
// std::future would make the binary need the dynamic loader by name.
class FitThread : public QThread
{
public:
    explicit FitThread(std::function<void()> work)
        : m_work(std::move(work))
    { }

protected:
    void run() override { m_work(); }

private:
    std::function<void()> m_work;
};
} // namespace

void FsrsFitJob::start()
{
    if (m_thread)
        return;
    const std::shared_ptr<std::atomic_bool> cancelled = m_cancelled;
    QPointer<FsrsFitJob> self(this);
    // The thread works on copies; results come back as queued calls, dropped
    // when the job was cancelled or is gone.
    m_thread = new FitThread([self, cancelled, histories = m_histories, current = m_current,
                              receiver = this] {
        const auto report = [&](auto &&call) {
            QMetaObject::invokeMethod(receiver, [self, cancelled, call] {
                if (self && !*cancelled)
                    call(self.data());
            });
        };
        int lastShown = -1;
        const std::optional<FsrsFitResult> result
            = FsrsOptimizer::fit(histories, current, [&](int done, int total) {
                  if (*cancelled)
                      return false;
                  if (done != lastShown) {
                      lastShown = done;
                      report([done, total](FsrsFitJob *job) { emit job->progress(done, total); });
                  }
                  return true;
              });
        if (result)
            report([result = *result](FsrsFitJob *job) { emit job->finished(result); });
    });
    m_thread->start(QThread::LowPriority);
}

void FsrsFitJob::cancel()
{
    *m_cancelled = true;
}

bool FsrsFitJob::isRunning() const
{
    return m_thread && m_thread->isRunning();
}
