#include "attention/attentionfigures.h"

#include "attention/attentionformat.h"

#include <QLocale>

using namespace Qt::StringLiterals;
using AttentionFormat::capability;
using AttentionFormat::count;
using AttentionFormat::dataSize;

AttentionFigures::AttentionFigures(const AttentionResults &results)
    : m_gpuSentences(gpuAndFitLimits(results))
    , m_cudnnLines(cudnnStatus(results))
{
    m_memoryLines = memoryAtCurrentLength(results) + m_gpuSentences;
    if (results.shape.mask == AttentionMask::Causal) {
        m_memoryLines << tr("Causal mask: naive memory is unchanged, because XLA builds the full "
                            "T × S matrix and masks it. cuDNN skips the masked blocks: about half "
                            "the compute, the same memory.");
    }
}

QStringList AttentionFigures::memoryAtCurrentLength(const AttentionResults &results)
{
    const AttentionMemory &memory = results.memory;
    QStringList lines;
    lines << tr("At T = S = %1:").arg(count(results.shape.queryLength));
    if (results.shape.pass == AttentionPass::Training) {
        lines << tr("Naive attention: %1 (scores %2 + softmax probabilities %3, %4 elements "
                    "each)")
                     .arg(dataSize(memory.naiveTotalBytes), dataSize(memory.naiveScoreBytes),
                          dataSize(memory.naiveProbabilityBytes), count(memory.scoreElements));
    } else {
        lines << tr("Naive attention: %1 (score matrix of %2 elements)")
                     .arg(dataSize(memory.naiveTotalBytes), count(memory.scoreElements));
    }
    if (results.cudnn.available()) {
        lines << tr("Fused cuDNN kernel: %1 (output %2 + softmax statistics %3)")
                     .arg(dataSize(memory.fusedTotalBytes), dataSize(memory.fusedOutputBytes),
                          dataSize(memory.fusedStatisticsBytes));
        const double ratio = double(memory.naiveTotalBytes) / double(memory.fusedTotalBytes);
        lines << tr("Naive needs %1 times the memory of the fused kernel.")
                     .arg(QLocale().toString(ratio, 'f', ratio < 10 ? 1 : 0));
    } else {
        lines << tr("Fused cuDNN kernel: not available here (see below).");
    }
    return lines;
}

QStringList AttentionFigures::gpuAndFitLimits(const AttentionResults &results)
{
    const AttentionGpu &gpu = results.gpu;
    const quint64 t = results.shape.queryLength;
    QStringList lines;
    lines << (gpu.custom ? tr("%1 = %2 (read as GiB).") : tr("%1 = %2 (NVIDIA's “GB” read as GiB)."))
                 .arg(gpu.name, dataSize(gpu.memoryBytes));
    const quint64 naiveLimit = results.limits.naive;
    if (naiveLimit == 0) {
        lines << tr("Naive attention does not fit even at T = 1.");
    } else if (naiveLimit >= AttentionLimits::maxSequence) {
        lines << tr("Naive fits over the whole range (up to T = %1).")
                     .arg(count(AttentionLimits::maxSequence));
    } else if (naiveLimit == t) {
        // Fits means needing no more than the GPU holds: at the limit it still fits.
        lines << tr("Naive just fits at T = %1: T = %2 would not.").arg(count(t), count(t + 1));
    } else if (naiveLimit > t) {
        lines << tr("Naive runs out beyond T = %1, so it fits at T = %2.")
                     .arg(count(naiveLimit), count(t));
    } else {
        lines << tr("Naive runs out beyond T = %1, so it does not fit at T = %2.")
                     .arg(count(naiveLimit), count(t));
    }
    if (results.cudnn.available()) {
        const quint64 fusedLimit = results.limits.fused;
        if (fusedLimit == 0)
            lines << tr("The fused kernel does not fit even at T = 1.");
        else if (fusedLimit >= AttentionLimits::maxSequence)
            lines << tr("Fused fits over the whole range (up to T = %1).")
                         .arg(count(AttentionLimits::maxSequence));
        else
            lines << tr("Fused runs out beyond T = %1.").arg(count(fusedLimit));
    }
    return lines;
}

QStringList AttentionFigures::cudnnStatus(const AttentionResults &results)
{
    const AttentionShape &shape = results.shape;
    const AttentionGpu &gpu = results.gpu;
    const CudnnAttentionSupport &cudnn = results.cudnn;
    QStringList status;
    if (cudnn.available()) {
        status << tr("The fused cuDNN kernel can run: %1 inputs on compute capability %2 (it "
                     "needs float16 or bfloat16 and %3 or higher).")
                      .arg(QString(dtypeName(shape.dtype)), capability(gpu.computeCapability),
                           capability(cudnnMinimumComputeCapability));
    } else {
        status << tr("The fused cuDNN kernel is not available:");
        if (!cudnn.dtypeSupported) {
            status << u"• "_s
                          + tr("%1 inputs: implementation=\"cudnn\" needs float16 or bfloat16.")
                                .arg(QString(dtypeName(shape.dtype)));
        }
        if (!cudnn.computeCapabilitySupported) {
            status << u"• "_s
                          + tr("%1 has compute capability %2; cuDNN attention needs %3 or "
                               "higher (Ampere or newer).")
                                .arg(gpu.name, capability(gpu.computeCapability),
                                     capability(cudnnMinimumComputeCapability));
        }
        status << tr("The chart draws no fused line.");
    }
    if (gpu.custom) {
        status << tr("The compute capability of a custom GPU is assumed to be %1 or higher.")
                      .arg(capability(customGpuComputeCapability));
    }
    return status;
}
