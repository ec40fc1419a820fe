#include "attention/kvcachefigures.h"

#include "attention/attentionformat.h"

#include <QLocale>

using AttentionFormat::count;
using AttentionFormat::dataSize;

KvCacheFigures::KvCacheFigures(const KvCacheResults &results, const QString &gpuName,
                               quint64 attentionHeads)
    : m_fitSentences(fitSentencesOf(results, gpuName))
{
    m_lines = cacheSentences(results, attentionHeads) + m_fitSentences;
}

QString KvCacheFigures::parameterCount(quint64 parameters)
{
    return tr("%1 billion").arg(QLocale().toString(double(parameters) / 1e9, 'f', 2));
}

QStringList KvCacheFigures::cacheSentences(const KvCacheResults &results, quint64 attentionHeads)
{
    const KvCacheShape &shape = results.shape;
    QStringList lines;
    lines << tr("Per token: %1 (2 for key and value × %2 layers × %3 KV heads × head dimension %4 "
                "× %5 bytes).")
                 .arg(dataSize(results.bytesPerToken), count(shape.layers), count(shape.kvHeads),
                      count(shape.headDim), count(bytesPerElement(shape.dtype)));
    lines << tr("At %1 tokens: %2 a sequence, %3 for a batch of %4.")
                 .arg(count(results.contextTokens), dataSize(results.sequenceBytes),
                      dataSize(results.batchBytes), count(results.batch));
    lines << tr("Weights: %1 parameters × %2 bytes = %3.")
                 .arg(parameterCount(shape.parameters), count(bytesPerElement(shape.dtype)),
                      dataSize(results.weightsBytes));
    if (results.weights == WeightsOffset::Included)
        lines << tr("Weights and cache together: %1.").arg(dataSize(results.totalBytes));
    if (attentionHeads > shape.kvHeads && shape.kvHeads > 0) {
        lines << tr("Grouped-query attention: %1 query heads share %2 KV heads, so the cache is "
                    "%3 times smaller than with one KV head per query head.")
                     .arg(count(attentionHeads), count(shape.kvHeads),
                          count(attentionHeads / shape.kvHeads));
    }
    return lines;
}

QStringList KvCacheFigures::fitSentencesOf(const KvCacheResults &results, const QString &gpuName)
{
    QStringList lines;
    lines << tr("%1 = %2 (the stated “GB” read as GiB).").arg(gpuName, dataSize(results.memoryBytes));
    lines << tr("Largest batch that fits on %1 at %2 tokens: %3 with the weights, %4 for the "
                "cache alone.")
                 .arg(gpuName, count(results.contextTokens), count(results.largestBatchWithWeights),
                      count(results.largestBatchCacheAlone));
    const bool weightsCounted = results.weights == WeightsOffset::Included;
    if (weightsCounted && results.weightsBytes >= results.memoryBytes) {
        lines << tr("The weights alone fill this GPU.");
    } else if (results.longestContext == 0) {
        lines << tr("Not even one token of a batch of %1 fits.").arg(count(results.batch));
    } else if (results.longestContext > KvCacheLimits::maxTokens) {
        // Beyond the longest context offered, the chart could not show where it runs out.
        lines << tr("A batch of %1 fits at %2 tokens, and each sequence could grow past %3 "
                    "tokens, the longest context this view offers.")
                     .arg(count(results.batch), count(results.contextTokens),
                          count(KvCacheLimits::maxTokens));
    } else if (results.longestContext == results.contextTokens) {
        // Fits means needing no more than the GPU holds: at the limit it still fits.
        lines << tr("A batch of %1 just fits at %2 tokens: %3 tokens a sequence would not.")
                     .arg(count(results.batch), count(results.contextTokens),
                          count(results.contextTokens + 1));
    } else if (results.fits()) {
        lines << tr("A batch of %1 fits at %2 tokens; it runs out beyond %3 tokens a sequence.")
                     .arg(count(results.batch), count(results.contextTokens),
                          count(results.longestContext));
    } else {
        lines << tr("A batch of %1 does not fit at %2 tokens: it runs out beyond %3 tokens a "
                    "sequence.")
                     .arg(count(results.batch), count(results.contextTokens),
                          count(results.longestContext));
    }
    return lines;
}
