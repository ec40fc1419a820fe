#include "pipeline/pipelinetables.h"

#include "pipeline/pipelinenumbers.h"
#include "pipeline/pipelinepage.h"
#include "pipeline/pipelinetimelinewidget.h"

#include <QLocale>

#include <algorithm>

#include <optional>

using namespace Qt::StringLiterals;
using pipeline::BlockKind;
using pipeline::BubblePoint;
using pipeline::PipelineSimulator;
using pipeline::Schedule;

namespace PipelineTables {

namespace {

QString gpuName(int stage)
{
    return PipelineTimelineWidget::tr("GPU %1").arg(QLocale().toString(stage + 1));
}

QString kindName(BlockKind kind)
{
    switch (kind) {
    case BlockKind::Forward:
        return PipelineTimelineWidget::tr("forward");
    case BlockKind::Backward:
        return PipelineTimelineWidget::tr("backward");
    case BlockKind::BackwardInput:
        return PipelineTimelineWidget::tr("backward: input gradient (B)");
    case BlockKind::BackwardWeight:
        return PipelineTimelineWidget::tr("backward: weight gradient (W)");
    }
    return {};
}

QString fraction(const BubblePoint &point, Measure measure)
{
    return PipelineNumbers::percent(measure == Measure::OverTotalTime ? point.overTotal
                                                                      : point.overIdeal);
}

} // namespace

ChartTable perGpu(const pipeline::Result &result)
{
    ChartTable table;
    table.title = PipelinePage::tr("Timeline per GPU");
    table.headers = {PipelinePage::tr("GPU"), PipelinePage::tr("Busy (time units)"),
                     PipelinePage::tr("Idle (time units)"),
                     PipelinePage::tr("Most activations held (micro-batches)")};
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
    table.title = PipelinePage::tr("Pinned timeline per GPU: %1; makespan %2")
                      .arg(label, PipelineNumbers::units(pinned.makespan));
    return table;
}

ChartTable blocks(const pipeline::Parameters &parameters, const pipeline::Result &result)
{
    const QLocale locale;
    const bool chunked = parameters.schedule == Schedule::Interleaved;
    ChartTable table;
    table.title = PipelinePage::tr("Timeline blocks");
    table.headers = {PipelinePage::tr("GPU"), PipelinePage::tr("Block"),
                     PipelinePage::tr("Micro-batch")};
    if (chunked)
        table.headers.append(PipelinePage::tr("Chunk"));
    table.headers.append({PipelinePage::tr("Start"), PipelinePage::tr("End")});
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

ChartTable bubble(const pipeline::BubbleSweep &sweep, Measure measure)
{
    ChartTable table;
    table.title = PipelinePage::tr("Bubble against m");
    const QString measured = measure == Measure::OverTotalTime
                                 ? PipelinePage::tr("bubble ÷ total time")
                                 : PipelinePage::tr("bubble ÷ ideal compute");
    table.headers = {PipelinePage::tr("m"), PipelinePage::tr("Simulated, %1").arg(measured),
                     PipelinePage::tr("Closed form, %1").arg(measured)};
    // Every m either list has, in increasing m; a blank cell where one has none.
    qsizetype s = 0;
    qsizetype c = 0;
    while (s < sweep.simulated.size() || c < sweep.closedForm.size()) {
        std::optional<int> m;
        if (s < sweep.simulated.size())
            m = sweep.simulated[s].microBatches;
        if (c < sweep.closedForm.size() && (!m || sweep.closedForm[c].microBatches < *m))
            m = sweep.closedForm[c].microBatches;
        QStringList row{QLocale().toString(*m), QString(), QString()};
        if (s < sweep.simulated.size() && sweep.simulated[s].microBatches == *m)
            row[1] = fraction(sweep.simulated[s++], measure);
        if (c < sweep.closedForm.size() && sweep.closedForm[c].microBatches == *m)
            row[2] = fraction(sweep.closedForm[c++], measure);
        table.rows.append(row);
    }
    return table;
}

ChartTable activations(const pipeline::Parameters &parameters, const pipeline::Result &result,
                       const pipeline::Result &compared)
{
    ChartTable table;
    table.title = PipelinePage::tr("Peak activations per GPU");
    table.headers = {PipelinePage::tr("GPU"), PipelineSimulator::scheduleName(parameters.schedule),
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

QList<ChartTable> all(const pipeline::Parameters &parameters, const pipeline::Result &result,
                      const pipeline::Result &compared, const pipeline::BubbleSweep &sweep,
                      Measure measure)
{
    return {perGpu(result), blocks(parameters, result), bubble(sweep, measure),
            activations(parameters, result, compared)};
}

} // namespace PipelineTables
