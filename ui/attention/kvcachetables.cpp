#include "attention/kvcachetables.h"

#include "attention/attentionformat.h"

#include <QCoreApplication>

using AttentionFormat::count;
using AttentionFormat::dataSize;

namespace KvCacheTables {

namespace {
// The tables speak in the view's words.
struct ViewText
{
    Q_DECLARE_TR_FUNCTIONS(KvCachePanel)
};
} // namespace

ChartTable memory(const QList<KvCacheSweepPoint> &sweep, WeightsOffset weights)
{
    const bool withWeights = weights == WeightsOffset::Included;
    ChartTable table;
    table.title = ViewText::tr("Memory against tokens generated");
    table.headers = {ViewText::tr("Tokens a sequence"), ViewText::tr("KV cache of the batch")};
    if (withWeights)
        table.headers.append(ViewText::tr("Weights + KV cache"));
    for (const KvCacheSweepPoint &point : sweep) {
        QStringList row{count(point.tokens), dataSize(point.cacheBytes)};
        if (withWeights)
            row.append(dataSize(point.totalBytes));
        table.rows.append(row);
    }
    return table;
}

ChartTable markers(const KvCacheResults &results, const QString &gpuName)
{
    ChartTable table;
    table.title = ViewText::tr("Marked points");
    table.headers = {ViewText::tr("Point"), ViewText::tr("Tokens a sequence"),
                     ViewText::tr("Memory")};
    table.rows.append({ViewText::tr("At the context length"), count(results.contextTokens),
                       dataSize(results.totalBytes)});
    table.rows.append({gpuName, QString(), dataSize(results.memoryBytes)});
    if (results.longestContext > 0 && results.longestContext <= KvCacheLimits::maxTokens) {
        // What the batch needs there: the most that still fits.
        const quint64 cache = results.bytesPerToken * results.batch * results.longestContext;
        const quint64 offset = results.weights == WeightsOffset::Included ? results.weightsBytes
                                                                          : 0;
        table.rows.append({ViewText::tr("Where the batch runs out"), count(results.longestContext),
                           dataSize(cache + offset)});
    }
    return table;
}

QList<ChartTable> all(const KvCacheResults &results, const QList<KvCacheSweepPoint> &sweep,
                      const QString &gpuName)
{
    return {memory(sweep, results.weights), markers(results, gpuName)};
}

QString pinnedLabel(const QString &modelName, const KvCacheShape &shape, quint64 batch)
{
    const QString model = !modelName.isEmpty() ? modelName
                                               : ViewText::tr("%1 layers, %2 KV heads, d = %3")
                                                     .arg(count(shape.layers), count(shape.kvHeads),
                                                          count(shape.headDim));
    return ViewText::tr("%1, %2, batch %3").arg(model, QString(dtypeName(shape.dtype)), count(batch));
}

} // namespace KvCacheTables
