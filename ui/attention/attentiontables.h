#pragma once

#include "charts/charttable.h"
#include "core/attentionchartdata.h"

#include <QList>

class ChartTextModel;
class QAbstractItemModel;
class QObject;

// The Attention memory page's data for its "Data" view, in the current
// language's digits; translated in the page's context. The memory against
// T = S is the chart's own model (core/models/attentionmemorymodel) in words.
namespace AttentionTables {

// "Memory against T = S": the title of the memory chart's tab.
QString memoryTitle();
// The memory chart's model in words: T = S as a count, memory as a data size
// ("16.00 MiB").
ChartTextModel *memoryText(QAbstractItemModel *memoryModel, QObject *parent);
// The chart's markers and the GPU line: the memory at the current T, the
// GPU's size and the longest T that fits it.
ChartTable markers(const AttentionResults &results);

// "bfloat16, inference, B = 1, N = 32, d = 128": the name of a pinned setting.
QString pinnedLabel(const AttentionShape &shape);

} // namespace AttentionTables
