#include "shell/startupwarmup.h"

#include <QFontDatabase>
#include <QImageReader>

namespace {

// A QThread subclass, not QThread::create(): that one goes through
// std::async, whose thread-local state would make the binary link the
// dynamic loader itself.
class WarmUpThread : public QThread
{
protected:
    void run() override
    {
        QFontDatabase::families();
        QImageReader::supportedImageFormats();
    }
};

} // namespace

StartUpWarmUp::StartUpWarmUp()
    : m_thread(std::make_unique<WarmUpThread>())
{
    m_thread->start();
}

StartUpWarmUp::~StartUpWarmUp()
{
    m_thread->wait();
}
