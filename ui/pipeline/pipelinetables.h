#pragma once

#include "charts/charttable.h"
#include "core/pipelinechartdata.h"

#include <QList>

// The Pipeline bubbles page's data as tables (its "Data" view), in the
// current language's digits; translated in the page's context.
namespace PipelineTables {

// Which bubble fraction the bubble table lists, as the chart's measure box says.
enum class Measure { OverTotalTime, OverIdealCompute };

// Each GPU's busy and idle time and the most activations it holds.
ChartTable perGpu(const pipeline::Result &result);
// The pinned setting's busy and idle time per GPU, as perGpu, under a title
// naming the setting (`label`) and its makespan.
ChartTable pinnedPerGpu(const QString &label, const pipeline::Result &pinned);
// Every block of the timeline: GPU, kind, micro-batch, chunk (interleaved
// only), start and end.
ChartTable blocks(const pipeline::Parameters &parameters, const pipeline::Result &result);
// The bubble against m: simulated and by the closed form, in percent.
ChartTable bubble(const pipeline::BubbleSweep &sweep, Measure measure);
// The peak activations per GPU of the current schedule and the compared one.
ChartTable activations(const pipeline::Parameters &parameters, const pipeline::Result &result,
                       const pipeline::Result &compared);

// All four, in the order above.
QList<ChartTable> all(const pipeline::Parameters &parameters, const pipeline::Result &result,
                      const pipeline::Result &compared, const pipeline::BubbleSweep &sweep,
                      Measure measure);

} // namespace PipelineTables
