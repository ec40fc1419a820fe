#include "trainingmemory/trainingmemorytext.h"

#include "attention/explanationhtml.h"

#include <QCoreApplication>
#include <QLocale>

using namespace Qt::StringLiterals;

namespace {
struct PageText
{
    Q_DECLARE_TR_FUNCTIONS(TrainingMemoryPage)
};
using ExplanationHtml::heading;
using ExplanationHtml::paragraph;
} // namespace

TrainingMemoryResults TrainingMemoryResults::compute(const TrainingMemoryChartSetup &setup,
                                                     quint64 memoryBytes, const QString &gpuName,
                                                     const QString &modelName)
{
    TrainingMemoryResults results;
    results.setup = setup;
    results.config = setup.config();
    results.memoryBytes = memoryBytes;
    results.gpuName = gpuName;
    results.modelName = modelName;
    for (int stage = 0; stage < TrainingLimits::stageCount; ++stage) {
        results.stages[std::size_t(stage)] = trainingMemory(results.config, stage);
        results.smallestFitting[std::size_t(stage)] = smallestFittingDataParallel(results.config,
                                                                                  stage,
                                                                                  memoryBytes);
    }
    return results;
}

bool TrainingMemoryResults::fits(int stage) const
{
    const auto &memory = stages[std::size_t(stage)];
    return memory && fitsGpu(*memory, memoryBytes);
}

namespace TrainingMemoryText {

QString gigabytes(quint64 bytes)
{
    return PageText::tr("%1 GB").arg(QLocale().toString(double(bytes) / 1e9, 'f', 1));
}

QString stageName(int stage)
{
    return stage == 3 ? PageText::tr("ZeRO stage 3 (FSDP)")
                      : PageText::tr("ZeRO stage %1").arg(QLocale().toString(stage));
}

QString modelLabel(const TrainingMemoryResults &results)
{
    if (!results.modelName.isEmpty())
        return results.modelName;
    return PageText::tr("Custom model of %1 billion parameters")
        .arg(QLocale().toString(double(results.config.parameters) / 1e9, 'f', 2));
}

QString fitSentence(const TrainingMemoryResults &results, int stage)
{
    const auto &memory = results.stages[std::size_t(stage)];
    if (!memory)
        return PageText::tr("%1: too large to count.").arg(stageName(stage));
    const QString total = gigabytes(memory->total());
    if (results.fits(stage))
        return PageText::tr("%1: %2 per GPU, fits the %3.")
            .arg(stageName(stage), total, results.gpuName);
    const auto smallest = results.smallestFitting[std::size_t(stage)];
    if (!smallest)
        return PageText::tr("%1: %2 per GPU, does not fit the %3 at any N_d up to %4.")
            .arg(stageName(stage), total, results.gpuName,
                 QLocale().toString(int(TrainingLimits::maxDataParallel)));
    return PageText::tr("%1: %2 per GPU, does not fit the %3; it would from N_d = %4.")
        .arg(stageName(stage), total, results.gpuName, QLocale().toString(*smallest));
}

QString figures(const TrainingMemoryResults &results)
{
    const TrainingConfig &config = results.config;
    const SchemeBytes bytes = schemeBytes(config.scheme);
    QStringList lines;
    lines << PageText::tr("%1, N_d = %2, t = %3, p = %4.")
                 .arg(modelLabel(results), QLocale().toString(config.dataParallel),
                      QLocale().toString(config.tensorParallel),
                      QLocale().toString(config.pipelineParallel));
    lines << PageText::tr("Bytes per parameter: %1 + %2 + %3 = %4.")
                 .arg(QLocale().toString(bytes.weights), QLocale().toString(bytes.gradients),
                      QLocale().toString(bytes.optimizer), QLocale().toString(bytes.total()));
    lines << PageText::tr("GPU memory: %1 (%2).")
                 .arg(gigabytes(results.memoryBytes), results.gpuName);
    const int chosen = config.zeroStage;
    if (const auto &memory = results.stages[std::size_t(chosen)]) {
        lines << QString();
        lines << PageText::tr("Chosen: %1").arg(stageName(chosen));
        lines << PageText::tr("Weights: %1").arg(gigabytes(memory->weights));
        lines << PageText::tr("Gradients: %1").arg(gigabytes(memory->gradients));
        lines << PageText::tr("Optimizer states: %1").arg(gigabytes(memory->optimizer));
        if (config.activations)
            lines << PageText::tr("Activations: %1").arg(gigabytes(memory->activations));
        lines << PageText::tr("Total per GPU: %1").arg(gigabytes(memory->total()));
    }
    lines << QString();
    for (int stage = 0; stage < TrainingLimits::stageCount; ++stage)
        lines << fitSentence(results, stage);
    return lines.join(u'\n');
}

QString explanationHtml()
{
    QString html = heading(PageText::tr("Model states: ZeRO"));
    html += paragraph(PageText::tr(
        "Training keeps, for each parameter, its weight, its gradient and the optimizer's "
        "states: 2 + 2 + K bytes with mixed precision Adam, K = 12 (an fp32 copy of the "
        "weight, Adam's momentum and variance). Tensor and pipeline parallelism first split "
        "the Ψ parameters over t·p GPUs: Ψ' = Ψ/(t·p). With N_d data-parallel copies, ZeRO "
        "(Rajbhandari et al. 2020, §5) gives per GPU: stage 0 (2 + 2 + K)Ψ'; stage 1 "
        "2Ψ' + 2Ψ' + KΨ'/N_d; stage 2 2Ψ' + (2 + K)Ψ'/N_d; stage 3 (2 + 2 + K)Ψ'/N_d. "
        "PyTorch's FSDP with full sharding is stage 3."));
    html += paragraph(PageText::tr(
        "The paper's Figure 1: Ψ = 7.5 billion, N_d = 64, K = 12 gives 120 GB, 31.4 GB, "
        "16.6 GB and 1.9 GB (GB = 10⁹ bytes, as the paper writes them). GPU sizes are read "
        "as GiB, as NVIDIA's cards hold them: an 80 GB card holds 85.9 GB."));
    html += heading(PageText::tr("Activations: Korthikanti et al. 2022"));
    html += paragraph(PageText::tr(
        "With 16-bit activations one transformer layer keeps s·b·h·(34 + 5·a·s/h) bytes for "
        "one micro-batch. Tensor parallelism without sequence parallelism keeps "
        "s·b·h·(10 + 24/t + 5·a·s/(h·t)); with sequence parallelism s·b·h/t·(34 + 5·a·s/h). "
        "Selective recomputation drops the 5·a·s/h term (34·s·b·h/t with sequence "
        "parallelism); full recomputation keeps only each layer's input, 2·s·b·h."));
    html += paragraph(PageText::tr(
        "Assumptions: one pipeline stage holds ⌈L/p⌉ layers, and the first stage of a 1F1B "
        "schedule holds p micro-batches in flight, so its activations do not shrink with p. "
        "Embeddings, the output layer, temporary buffers and fragmentation are left out. The "
        "ZeRO 7.5B preset's shape (32 layers, h = 4096, 32 heads) is assumed: the paper gives "
        "only Ψ."));
    return html;
}

QList<ChartTable> tables(const TrainingMemoryResults &results,
                         const QList<DataParallelSweepPoint> &sweep)
{
    ChartTable bars{PageText::tr("Memory per GPU by ZeRO stage"),
                    {PageText::tr("ZeRO stage"), PageText::tr("Weights"), PageText::tr("Gradients"),
                     PageText::tr("Optimizer states"), PageText::tr("Activations"),
                     PageText::tr("Total"), PageText::tr("Fits")},
                    {}};
    for (int stage = 0; stage < TrainingLimits::stageCount; ++stage) {
        const auto &memory = results.stages[std::size_t(stage)];
        if (!memory)
            continue;
        bars.rows.append({stageName(stage), gigabytes(memory->weights),
                          gigabytes(memory->gradients), gigabytes(memory->optimizer),
                          gigabytes(memory->activations), gigabytes(memory->total()),
                          results.fits(stage) ? PageText::tr("yes") : PageText::tr("no")});
    }
    ChartTable lines{PageText::tr("Memory per GPU against N_d"), {PageText::tr("N_d")}, {}};
    for (int stage = 0; stage < TrainingLimits::stageCount; ++stage)
        lines.headers << stageName(stage);
    for (const DataParallelSweepPoint &point : sweep) {
        QStringList row{QLocale().toString(point.dataParallel)};
        for (const auto &bytes : point.totalBytes)
            row << (bytes ? gigabytes(*bytes) : QString());
        lines.rows.append(row);
    }
    return {bars, lines};
}

QString fileName(const TrainingMemoryChartSetup &setup, const QString &chart)
{
    const TrainingConfig config = setup.config();
    const QString model = setup.isCustomModel()
                              ? u"custom-%1b"_s.arg(QString::number(double(config.parameters) / 1e9))
                              : setup.model;
    return u"training-memory-%1-%2-%3-nd%4-z%5-t%6-p%7"_s
        .arg(chart, model, QString(schemeKey(setup.scheme)), QString::number(setup.dataParallel),
             QString::number(setup.zeroStage), QString::number(setup.tensorParallel),
             QString::number(setup.pipelineParallel));
}

} // namespace TrainingMemoryText
