#pragma once

#include "charts/charttable.h"
#include "core/kvcache.h"

#include <QList>
#include <QString>

// The serving view's data as tables (its "Data" view), in the current
// language's digits; translated in the view's context (KvCachePanel).
namespace KvCacheTables {

// The memory against tokens generated per sequence: the batch's cache and,
// when the weights count, the weights and cache together.
ChartTable memory(const QList<KvCacheSweepPoint> &sweep, WeightsOffset weights);
// The chart's markers and the GPU line: the memory at the context length,
// the GPU's size and where the batch runs out, with what it needs there.
ChartTable markers(const KvCacheResults &results, const QString &gpuName);
// Both, in that order.
QList<ChartTable> all(const KvCacheResults &results, const QList<KvCacheSweepPoint> &sweep,
                      const QString &gpuName);

// "Llama 3 8B, bfloat16, batch 16": the name of a pinned setting (modelName
// empty for a custom shape, which is named by its layers, KV heads and d).
QString pinnedLabel(const QString &modelName, const KvCacheShape &shape, quint64 batch);

} // namespace KvCacheTables
