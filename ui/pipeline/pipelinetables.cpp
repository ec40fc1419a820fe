#include "pipeline/pipelinetables.h"

#include "charts/charttextmodel.h"
#include "core/models/bubblesweepmodel.h"
#include "pipeline/pipelinenumbers.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>

using namespace Qt::StringLiterals;
using pipeline::BlockKind;
using pipeline::PipelineSimulator;
using pipeline::Schedule;

namespace PipelineTables {

namespace {

// The tables speak in the words of the page and of the timeline they tabulate.
struct PageText
{
    Q_DECLARE_TR_FUNCTIONS(PipelinePage)
};
struct TimelineText
{
    Q_DECLARE_TR_FUNCTIONS(PipelineTimelineWidget)
};

QString gpuName(int stage)
{
    return TimelineText::tr("GPU %1").arg(QLocale().toString(stage + 1));
}

QString kindName(BlockKind kind)
{
    switch (kind) {
    case BlockKind::Forward:
        return TimelineText::tr("forward");
    case BlockKind::Backward:
        return TimelineText::tr("backward");
    case BlockKind::BackwardInput:
        return TimelineText::tr("backward: input gradient (B)");
    case BlockKind::BackwardWeight:
        return TimelineText::tr("backward: weight gradient (W)");
    }
    return {};
}

} // namespace

ChartTable perGpu(const pipeline::Result &result)
{
    ChartTable table;
    table.title = PageText::tr("Timeline per GPU");
    table.headers = {PageText::tr("GPU"), PageText::tr("Busy (time units)"),
                     PageText::tr("Idle (time units)"),
                     PageText::tr("Most activations held (micro-batches)")};
    if (!result.ok())
        return table;
    for (int stage = 0; stage < result.stages.size(); ++stage) {
        const pipeline::StageTimeline &timeline = result.stages[stage];
        table.rows.append({gpuName(stage), PipelineNumbers::units(timeline.busyTime),
                           PipelineNumbers::units(timeline.idleTime),
                           PipelineNumbers::units(timeline.peakActivations)});
    }
    return table;
}

ChartTable pinnedPerGpu(const QString &label, const pipeline::Result &pinned)
{
    ChartTable table = perGpu(pinned);
    table.title = PageText::tr("Pinned timeline per GPU: %1; makespan %2")
                      .arg(label, PipelineNumbers::units(pinned.makespan));
    return table;
}

ChartTable blocks(const pipeline::Parameters &parameters, const pipeline::Result &result)
{
    const QLocale locale;
    const bool chunked = parameters.schedule == Schedule::Interleaved;
    ChartTable table;
    table.title = PageText::tr("Timeline blocks");
    table.headers = {PageText::tr("GPU"), PageText::tr("Block"), PageText::tr("Micro-batch")};
    if (chunked)
        table.headers.append(PageText::tr("Chunk"));
    table.headers.append({PageText::tr("Start"), PageText::tr("End")});
    if (!result.ok())
        return table;
    for (int stage = 0; stage < result.stages.size(); ++stage) {
        for (const pipeline::Block &block : result.stages[stage].blocks) {
            // A whole-batch block (GPipe's m = 1 view of the batch) carries them all.
            const QString microBatch = result.microBatchesPerBlock > 1
                                           ? u"%1–%2"_s.arg(locale.toString(1),
                                                            locale.toString(
                                                                result.microBatchesPerBlock))
                                           : locale.toString(block.microBatch + 1);
            QStringList row{gpuName(stage), kindName(block.kind), microBatch};
            if (chunked)
                row.append(locale.toString(block.chunk + 1));
            row.append({PipelineNumbers::units(block.start), PipelineNumbers::units(block.end)});
            table.rows.append(row);
        }
    }
    return table;
}

QString bubbleTitle()
{
    return PageText::tr("Bubble against m");
}

ChartTextModel *bubbleText(QAbstractItemModel *bubbleModel, QObject *parent)
{
    auto *text = new ChartTextModel(bubbleModel, parent);
    text->setFormat(BubbleSweepModel::MicroBatchesColumn,
                    [](const QVariant &m) { return QLocale().toString(m.toInt()); });
    for (int column : {BubbleSweepModel::SimulatedColumn, BubbleSweepModel::ClosedFormColumn})
        text->setFormat(column, [](const QVariant &percent) {
            return PipelineNumbers::percentValue(percent.toDouble());
        });
    return text;
}

ChartTable activations(const pipeline::Parameters &parameters, const pipeline::Result &result,
                       const pipeline::Result &compared)
{
    ChartTable table;
    table.title = PageText::tr("Peak activations per GPU");
    table.headers = {PageText::tr("GPU"), PipelineSimulator::scheduleName(parameters.schedule),
                     PipelineSimulator::scheduleName(
                         pipeline::comparedSchedule(parameters.schedule))};
    const qsizetype stages = std::max(result.ok() ? result.stages.size() : 0,
                                      compared.ok() ? compared.stages.size() : 0);
    for (int stage = 0; stage < stages; ++stage) {
        const auto held = [stage](const pipeline::Result &shown) {
            return shown.ok() && stage < shown.stages.size()
                       ? PipelineNumbers::units(shown.stages[stage].peakActivations)
                       : QString();
        };
        table.rows.append({gpuName(stage), held(result), held(compared)});
    }
    return table;
}

} // namespace PipelineTables
