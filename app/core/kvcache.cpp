#include "core/kvcache.h"

#include "core/checkedarithmetic.h"

using namespace Qt::StringLiterals;

namespace {

// Key and value: the cache stores two vectors per head, layer and token.
constexpr quint64 keyAndValue = 2;

bool inRange(quint64 value, quint64 minimum, quint64 maximum)
{
    return value >= minimum && value <= maximum;
}

// The memory left for the cache once the weights (when included) have theirs.
std::optional<quint64> memoryForCache(const KvCacheShape &shape, quint64 memoryBytes,
                                      WeightsOffset weights)
{
    const auto weightBytes = weightsBytes(shape);
    if (!weightBytes)
        return std::nullopt;
    if (weights == WeightsOffset::Excluded)
        return memoryBytes;
    return memoryBytes > *weightBytes ? memoryBytes - *weightBytes : 0;
}

} // namespace

bool isValid(const KvCacheShape &shape)
{
    using namespace KvCacheLimits;
    return inRange(shape.layers, minLayers, maxLayers)
           && inRange(shape.kvHeads, minKvHeads, maxKvHeads)
           && inRange(shape.headDim, minHeadDim, maxHeadDim) && shape.parameters <= maxParameters;
}

std::optional<quint64> kvCacheBytesPerToken(const KvCacheShape &shape)
{
    if (!isValid(shape))
        return std::nullopt;
    return checkedProduct(
        {keyAndValue, shape.layers, shape.kvHeads, shape.headDim, bytesPerElement(shape.dtype)});
}

std::optional<quint64> kvCacheBytes(const KvCacheShape &shape, quint64 tokens, quint64 batch)
{
    using namespace KvCacheLimits;
    const auto perToken = kvCacheBytesPerToken(shape);
    if (!perToken || !inRange(tokens, 0, maxTokens) || !inRange(batch, minBatch, maxBatch))
        return std::nullopt;
    return checkedProduct({*perToken, tokens, batch});
}

std::optional<quint64> weightsBytes(const KvCacheShape &shape)
{
    if (!isValid(shape))
        return std::nullopt;
    return checkedProduct({shape.parameters, bytesPerElement(shape.dtype)});
}

std::optional<quint64> largestBatch(const KvCacheShape &shape, quint64 contextTokens,
                                    quint64 memoryBytes, WeightsOffset weights)
{
    using namespace KvCacheLimits;
    const auto perSequence = kvCacheBytes(shape, contextTokens, 1);
    const auto available = memoryForCache(shape, memoryBytes, weights);
    if (!perSequence || !available || contextTokens < minTokens)
        return std::nullopt;
    return *available / *perSequence;
}

std::optional<quint64> longestContext(const KvCacheShape &shape, quint64 batch, quint64 memoryBytes,
                                      WeightsOffset weights)
{
    const auto perTokenOfBatch = kvCacheBytes(shape, 1, batch);
    const auto available = memoryForCache(shape, memoryBytes, weights);
    if (!perTokenOfBatch || !available)
        return std::nullopt;
    return *available / *perTokenOfBatch;
}

const std::array<KvCachePreset, 3> &kvCachePresets()
{
    // Shapes from each model's published config.json on Hugging Face
    // (meta-llama/Llama-2-7b-hf, meta-llama/Meta-Llama-3-8B,
    // mistralai/Mistral-7B-v0.1): num_hidden_layers, num_attention_heads,
    // num_key_value_heads, hidden_size / num_attention_heads = 4096 / 32 = 128.
    // Parameters counted from the same configs (hidden h = 4096, vocabulary V,
    // MLP width F, KV width h·KV/heads; input and output embeddings untied):
    //   per layer 2·h² (q, o) + 2·h·kvWidth (k, v) + 3·h·F (MLP) + 2·h (norms),
    //   total 32·layer + 2·V·h + h (final norm).
    // Llama 2 7B: V = 32000, F = 11008, kvWidth 4096:
    //   32·(33,554,432 + 33,554,432 + 135,266,304 + 8,192) + 262,144,000 + 4,096
    //   = 6,738,415,616 (the "6.74 B" of the model card).
    // Llama 3 8B: V = 128256, F = 14336, kvWidth 1024:
    //   32·(33,554,432 + 8,388,608 + 176,160,768 + 8,192) + 1,050,673,152 + 4,096
    //   = 8,030,261,248.
    // Mistral 7B: V = 32000, F = 14336, kvWidth 1024:
    //   32·218,112,000 + 262,144,000 + 4,096 = 7,241,732,096.
    static const std::array<KvCachePreset, 3> presets{{
        {"llama-2-7b"_L1, "Llama 2 7B"_L1, 32, {32, 32, 128, 6'738'415'616, Dtype::BFloat16}},
        {"llama-3-8b"_L1, "Llama 3 8B"_L1, 32, {32, 8, 128, 8'030'261'248, Dtype::BFloat16}},
        {"mistral-7b"_L1, "Mistral 7B"_L1, 32, {32, 8, 128, 7'241'732'096, Dtype::BFloat16}},
    }};
    return presets;
}

std::optional<KvCachePreset> kvCachePresetById(QLatin1StringView id)
{
    for (const KvCachePreset &preset : kvCachePresets()) {
        if (preset.id == id)
            return preset;
    }
    return std::nullopt;
}

QList<KvCacheSweepPoint> sweepTokensGenerated(const KvCacheShape &shape, quint64 batch,
                                              quint64 lastTokens, WeightsOffset weights)
{
    using namespace KvCacheLimits;
    const auto perTokenOfBatch = kvCacheBytes(shape, 1, batch);
    const auto weightBytes = weightsBytes(shape);
    if (!perTokenOfBatch || !weightBytes || !inRange(lastTokens, minTokens, 2 * maxTokens))
        return {};
    const quint64 offset = weights == WeightsOffset::Included ? *weightBytes : 0;
    QList<KvCacheSweepPoint> points;
    points.reserve(kvCacheSweepIntervals + 1);
    for (int step = 0; step <= kvCacheSweepIntervals; ++step) {
        // Rounded to the nearest token, exactly: (2·lastTokens·step + intervals) / (2·intervals).
        const quint64 tokens = (2 * lastTokens * quint64(step) + kvCacheSweepIntervals)
                               / (2 * kvCacheSweepIntervals);
        // Within the limits above, 2^62 at most: no overflow (tst_kvcache).
        const quint64 cache = *perTokenOfBatch * tokens;
        points.append({tokens, cache, cache + offset});
    }
    return points;
}

std::optional<KvCacheResults> kvCacheResults(const KvCacheShape &shape, quint64 batch,
                                             quint64 contextTokens, WeightsOffset weights,
                                             quint64 memoryBytes)
{
    const auto perToken = kvCacheBytesPerToken(shape);
    const auto sequence = kvCacheBytes(shape, contextTokens, 1);
    const auto wholeBatch = kvCacheBytes(shape, contextTokens, batch);
    const auto weightBytes = weightsBytes(shape);
    const auto withWeights = largestBatch(shape, contextTokens, memoryBytes,
                                          WeightsOffset::Included);
    const auto cacheAlone = largestBatch(shape, contextTokens, memoryBytes, WeightsOffset::Excluded);
    const auto longest = longestContext(shape, batch, memoryBytes, weights);
    if (!perToken || !sequence || !wholeBatch || !weightBytes || !withWeights || !cacheAlone
        || !longest)
        return std::nullopt;
    KvCacheResults results;
    results.shape = shape;
    results.batch = batch;
    results.contextTokens = contextTokens;
    results.weights = weights;
    results.memoryBytes = memoryBytes;
    results.bytesPerToken = *perToken;
    results.sequenceBytes = *sequence;
    results.batchBytes = *wholeBatch;
    results.weightsBytes = *weightBytes;
    // At most 2^61 + 8·10^12 within the limits: no overflow.
    results.totalBytes = *wholeBatch + (weights == WeightsOffset::Included ? *weightBytes : 0);
    results.largestBatchWithWeights = *withWeights;
    results.largestBatchCacheAlone = *cacheAlone;
    results.longestContext = *longest;
    return results;
}
