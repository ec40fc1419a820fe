#include "asyncdispatch/asyncdispatchtext.h"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>

#include <cmath>

using namespace Qt::StringLiterals;

namespace {

struct PageText
{
    Q_DECLARE_TR_FUNCTIONS(AsyncDispatchPage)
};

QString count(long long value)
{
    return QLocale().toString(value);
}

// The figures are plain text (shown in a label and copied as they are), so
// code goes in as written, without the bank's backticks.
QString code(const char *text)
{
    return QLatin1StringView(text).toString();
}

} // namespace

namespace AsyncDispatchText {

QString number(double value)
{
    const double hundredths = std::round(value * 100);
    int decimals = 2;
    if (std::fmod(hundredths, 100) == 0)
        decimals = 0;
    else if (std::fmod(hundredths, 10) == 0)
        decimals = 1;
    return QLocale().toString(hundredths / 100, 'f', decimals);
}

QString milliseconds(double value)
{
    return PageText::tr("%1 ms").arg(number(value));
}

QString share(double fraction)
{
    const double percent = fraction * 100;
    int decimals = 1;
    while (decimals < 4 && percent < 100
           && std::round(percent * std::pow(10, decimals)) >= 100 * std::pow(10, decimals))
        ++decimals;
    return PageText::tr("%1%").arg(QLocale().toString(percent, 'f', decimals));
}

QString policyName(SyncPolicy policy, int interval)
{
    switch (policy) {
    case SyncPolicy::EveryStep:
        return PageText::tr("every step");
    case SyncPolicy::EveryKSteps:
        return interval == 1 ? PageText::tr("every step")
                             : PageText::tr("every %1 steps").arg(count(interval));
    case SyncPolicy::AtEnd:
        return PageText::tr("only at the end");
    }
    return {};
}

QString settingName(const DispatchInput &input)
{
    return PageText::tr("h = %1, g = %2, %3 steps, synchronization %4")
        .arg(milliseconds(input.hostMs), milliseconds(input.gpuMs), count(input.steps),
             policyName(input.sync, input.syncInterval));
}

QString figures(const DispatchTimeline &timeline)
{
    const DispatchInput &in = timeline.input;
    const DispatchFigures &f = timeline.figures;
    QStringList lines;
    lines << PageText::tr("%1.", "the setting's name as a sentence").arg(settingName(in));
    lines << PageText::tr("Total time: %1").arg(milliseconds(f.totalMs));
    lines << PageText::tr("GPU busy: %1 (%2), idle %3")
                 .arg(share(f.gpuBusyShare), milliseconds(f.gpuBusyMs), milliseconds(f.gpuIdleMs));
    lines << PageText::tr("Host dispatching: %1 (%2)")
                 .arg(milliseconds(f.hostDispatchMs), share(f.hostBusyShare));
    lines << PageText::tr("Host waiting for the GPU: %1").arg(milliseconds(f.hostWaitMs));
    lines << PageText::tr("Synchronizations: %1").arg(count(f.synchronisations));
    lines << PageText::tr("A timer around one step reads %1 without %2 and %3 with it.")
                 .arg(milliseconds(f.stepTimerWithoutBlockMs), code("block_until_ready()"),
                      milliseconds(f.stepTimerWithBlockMs));
    lines << PageText::tr("A timer around the whole loop reads %1 without %2 and %3 with it.")
                 .arg(milliseconds(f.loopTimerWithoutBlockMs), code("block_until_ready()"),
                      milliseconds(f.loopTimerWithBlockMs));
    lines << lesson(in);
    return lines.join(u'\n');
}

QString pinnedFigures(const QString &name, const DispatchFigures &pinned,
                      const DispatchFigures &current)
{
    QStringList lines;
    lines << name;
    lines << PageText::tr("Total time: %1 (now %2)")
                 .arg(milliseconds(pinned.totalMs), milliseconds(current.totalMs));
    lines << PageText::tr("GPU busy: %1 (now %2)")
                 .arg(share(pinned.gpuBusyShare), share(current.gpuBusyShare));
    lines << PageText::tr("Host waiting: %1 (now %2)")
                 .arg(milliseconds(pinned.hostWaitMs), milliseconds(current.hostWaitMs));
    lines << PageText::tr("Synchronizations: %1 (now %2)")
                 .arg(count(pinned.synchronisations), count(current.synchronisations));
    return lines.join(u'\n');
}

QString lesson(const DispatchInput &input)
{
    switch (boundedness(input)) {
    case Boundedness::GpuBound:
        return PageText::tr(
            "The GPU is the bottleneck (h < g): the host runs ahead while nothing asks for a "
            "value. Each synchronization leaves a gap in the GPU lane while the host "
            "dispatches the next step; synchronize less often to close the gaps.");
    case Boundedness::Balanced:
        return PageText::tr(
            "Host and GPU take as long a step (h = g): without synchronization the two lanes "
            "keep pace; each synchronization still leaves a gap in the GPU lane.");
    case Boundedness::HostBound:
        return PageText::tr(
            "The host is the bottleneck (h > g): the GPU waits for each dispatch whether the "
            "loop synchronizes or not, so synchronizing less hardly helps. What helps is less "
            "Python a step: put more of the work in one bigger jitted function.");
    }
    return {};
}

QString explanationHtml(Boundedness boundedness)
{
    QString html = u"<h3>"_s + PageText::tr("Two lanes") + u"</h3><p>"_s
                   + PageText::tr(
                       "A call of a jitted function returns as soon as the host (Python) has "
                       "dispatched it: the result is an array the GPU has not computed yet. "
                       "The host lane shows each dispatch (h a step) and each wait; the GPU "
                       "lane shows each step's run (g). The GPU starts a step once it is free "
                       "and the host has dispatched it, so it runs behind the host.")
                   + u"</p><h3>"_s + PageText::tr("Synchronization") + u"</h3><p>"_s
                   + PageText::tr(
                       "Asking for a value (<code>float(loss)</code>, <code>print</code> of a "
                       "value, <code>block_until_ready()</code>) makes the host wait until the "
                       "GPU has finished that step. Meanwhile nothing new is dispatched, so "
                       "after the wait the GPU lane has a gap of h while the host dispatches "
                       "the next step.")
                   + u"</p><h3>"_s + PageText::tr("What a timer reads") + u"</h3><p>"_s
                   + PageText::tr(
                       "Without <code>block_until_ready()</code> a timer stops when the host "
                       "is done: around one step it reads only the dispatch, h. With it, the "
                       "timer waits for the GPU: h + g. Benchmark with "
                       "<code>block_until_ready()</code>.")
                   + u"</p>"_s;
    if (boundedness == Boundedness::HostBound)
        html += u"<h3>"_s + PageText::tr("When the host is the bottleneck") + u"</h3><p>"_s
                + PageText::tr(
                    "With h > g the GPU finishes each step before the next is dispatched: it "
                    "waits either way, and fewer synchronizations change little. Less Python a "
                    "step helps: fuse several steps or more of the work into one bigger jitted "
                    "function, so one dispatch gives the GPU more to do.")
                + u"</p>"_s;
    return html;
}

} // namespace AsyncDispatchText
