#include "communication/communicationtext.h"

#include <QCoreApplication>
#include <QLocale>

#include <cmath>

using namespace Qt::StringLiterals;

namespace {

struct PageText
{
    Q_DECLARE_TR_FUNCTIONS(CommunicationPage)
};

// Three significant digits, in the locale's digits.
QString significant(double value)
{
    if (value == 0)
        return QLocale().toString(0);
    const int digits = int(std::floor(std::log10(std::abs(value)))) + 1;
    const int decimals = std::clamp(3 - digits, 0, 3);
    return QLocale().toString(value, 'f', decimals);
}

QString count(long long value)
{
    return QLocale().toString(value);
}

} // namespace

namespace CommunicationText {

QString time(double seconds)
{
    if (seconds == 0)
        return PageText::tr("%1 ms").arg(QLocale().toString(0));
    if (seconds < 1e-3)
        return PageText::tr("%1 µs").arg(significant(seconds * 1e6));
    if (seconds < 1)
        return PageText::tr("%1 ms").arg(significant(seconds * 1e3));
    return PageText::tr("%1 s").arg(significant(seconds));
}

QString bandwidth(double bytesPerSecond)
{
    return PageText::tr("%1 GB/s").arg(QLocale().toString(bytesPerSecond / 1e9, 'f', 1));
}

QString bytes(double count)
{
    if (count < 1e3)
        return PageText::tr("%n byte(s)", nullptr, int(count));
    if (count < 1e6)
        return PageText::tr("%1 KB").arg(significant(count / 1e3));
    if (count < 1e9)
        return PageText::tr("%1 MB").arg(significant(count / 1e6));
    return PageText::tr("%1 GB").arg(significant(count / 1e9));
}

QString collectiveName(Collective collective)
{
    switch (collective) {
    case Collective::AllReduce:
        return PageText::tr("All-reduce");
    case Collective::AllGather:
        return PageText::tr("All-gather");
    case Collective::ReduceScatter:
        return PageText::tr("Reduce-scatter");
    }
    return {};
}

QString timeTitle()
{
    return PageText::tr("Time");
}

QString readout(const QString &line, const QString &countTitle, int count, double seconds)
{
    return PageText::tr("%1\n%2: %3\n%4")
        .arg(line, countTitle, QLocale().toString(count), time(seconds));
}

QString collectiveFigures(const CollectiveFigures &figures)
{
    const CollectiveInputs &in = figures.inputs;
    const CollectiveCost &cost = figures.cost;
    const bool allReduce = in.collective == Collective::AllReduce;
    QStringList lines;
    lines << PageText::tr("%1 of %2 over %3 GPUs on %4, %5 per direction.")
                 .arg(collectiveName(in.collective), bytes(in.bytes), count(in.gpus),
                      figures.linkName, bandwidth(in.bytesPerSecond));
    lines << PageText::tr("Time: %1").arg(time(cost.seconds));
    lines << (allReduce ? PageText::tr("  bandwidth part 2(n−1)/n · S/B = %1 × S/B = %2")
                        : PageText::tr("  bandwidth part (n−1)/n · S/B = %1 × S/B = %2"))
                 .arg(QLocale().toString(busBandwidthFactor(in.collective, in.gpus), 'f', 3),
                      time(cost.transferSeconds));
    lines << (allReduce ? PageText::tr("  latency part 2(n−1)·α = %1 steps × α = %2")
                        : PageText::tr("  latency part (n−1)·α = %1 steps × α = %2"))
                 .arg(count(ringSteps(in.collective, in.gpus)), time(cost.latencySeconds));
    lines << PageText::tr("algbw = S/t = %1").arg(bandwidth(cost.algorithmBandwidth));
    lines << (allReduce ? PageText::tr("busbw = algbw × 2(n−1)/n = %1")
                        : PageText::tr("busbw = algbw × (n−1)/n = %1"))
                 .arg(bandwidth(cost.busBandwidth));
    lines << PageText::tr("busbw is what the link carries: at best its bandwidth, whatever n.");
    return lines.join(u'\n');
}

QString stepFigures(const StepFigures &figures)
{
    const StepInputs &in = figures.inputs;
    const StepCost &cost = figures.cost;
    QStringList lines;
    lines << PageText::tr("%1: h = %2, %3 layers; s = %4, b = %5, %6 micro-batches a step.")
                 .arg(figures.modelName, count(in.hidden), count(in.layers), count(in.sequence),
                      count(in.microBatch), count(in.microBatches));
    lines << PageText::tr("Tensor parallel over t = %1: %2 all-reduces a step (4 a layer × %3 "
                          "layers × %4 micro-batches), each of 2·b·s·h = %5.")
                 .arg(count(cost.tensorParallel), count(cost.tensorAllReduces), count(in.layers),
                      count(in.microBatches), bytes(cost.activationBytes));
    lines << PageText::tr("Inside a node (%1): %2 a step.")
                 .arg(figures.insideName, time(cost.tensorInsideSeconds));
    lines << PageText::tr("Across nodes (%1): %2 a step.")
                 .arg(figures.acrossName, time(cost.tensorAcrossSeconds));
    if (cost.tensorInsideSeconds > 0)
        lines << PageText::tr("Across nodes takes %1 times as long as inside a node.")
                     .arg(QLocale().toString(cost.acrossOverInside(), 'f', 1));
    lines << PageText::tr("Data parallel over N_d = %1: one all-reduce of the bf16 gradients, "
                          "2Ψ/t = %2, across nodes: %3 a step.")
                 .arg(count(in.dataParallel), bytes(cost.gradientBytes), time(cost.dataSeconds));
    if (cost.tensorParallel > 8)
        lines << PageText::tr("t = %1 is more than the 8 GPUs of a DGX node: the line inside a "
                              "node supposes an NVLink domain that large.")
                     .arg(count(cost.tensorParallel));
    return lines.join(u'\n');
}

QString explanationHtml()
{
    return u"<h3>"_s + PageText::tr("The ring") + u"</h3><p>"_s
           + PageText::tr(
               "In a ring each GPU sends to the next and receives from the one before. A "
               "reduce-scatter cuts the buffer of S bytes into n pieces and passes them round "
               "n−1 times, adding as they go: each GPU ends with one piece summed over all, "
               "having sent (n−1)/n · S bytes. An all-gather passes the summed pieces round "
               "n−1 times more, and an all-reduce is the two: 2(n−1)/n · S bytes a GPU. "
               "So the time hardly grows with n; each of the steps adds its latency α.")
           + u"</p><p>"_s
           + PageText::tr("nccl-tests reports algbw = S/t and busbw = algbw × 2(n−1)/n (all-"
                          "reduce) or × (n−1)/n: busbw compares with the link's own bandwidth.")
           + u"</p><h3>"_s + PageText::tr("Why tensor parallelism stays inside a node")
           + u"</h3><p>"_s
           + PageText::tr(
               "Megatron-LM (Shoeybi et al. 2019, §3) splits each layer's matrices over t "
               "GPUs. The attention block and the MLP each end with an all-reduce of the "
               "b·s·h activations in the forward pass and another in the backward: four a "
               "layer, every layer, every micro-batch, each on the critical path. Data "
               "parallelism does one all-reduce of the gradients a step, which can overlap "
               "the backward pass. NVLink gives each GPU about ten times InfiniBand's "
               "bandwidth, so tensor parallelism stays within the NVLink of one node and "
               "data parallelism crosses the nodes.")
           + u"</p>"_s;
}

} // namespace CommunicationText
