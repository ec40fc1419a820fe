#pragma once

#include "charts/charttable.h"
#include "core/attentionchartdata.h"

#include <QList>

// The Attention memory page's data as tables (its "Data" view), in the current
// language's digits; translated in the page's context.
namespace AttentionTables {

// The memory against T = S, naive and (when the cuDNN kernel can run) fused.
ChartTable memory(const QList<AttentionSweepPoint> &sweep, bool withFused);
// The chart's markers and the GPU line: the memory at the current T, the
// GPU's size and the longest T that fits it.
ChartTable markers(const AttentionResults &results);
// Both, in that order.
QList<ChartTable> all(const AttentionResults &results, const QList<AttentionSweepPoint> &sweep);

// "bfloat16, inference, B = 1, N = 32, d = 128": the name of a pinned setting.
QString pinnedLabel(const AttentionShape &shape);

} // namespace AttentionTables
