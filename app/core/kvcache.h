#pragma once

// The KV cache a server keeps while it generates: for every token of every
// sequence in the batch, each layer stores one key and one value vector per
// KV head. Its size, the model's weights beside it, how many sequences fit a
// GPU at a context length, and the memory against tokens generated that the
// attention page's serving chart draws. QtCore only.

#include "core/dtype.h"

#include <QLatin1StringView>
#include <QList>
#include <QtGlobal>

#include <array>
#include <optional>

// The data types of the cache and the weights the serving view offers, in its order.
inline constexpr std::array<Dtype, 4> kvCacheDtypes{Dtype::BFloat16, Dtype::Float16, Dtype::Float8,
                                                    Dtype::Float32};

// What decides the cache's size per token, and the weights beside it.
struct KvCacheShape
{
    quint64 layers = 32;
    quint64 kvHeads = 32; // = attention heads without grouped-query attention
    quint64 headDim = 128;
    quint64 parameters = 6'738'415'616; // for the weights' memory
    Dtype dtype = Dtype::BFloat16; // of the cache and the weights

    friend bool operator==(const KvCacheShape &, const KvCacheShape &) = default;
};

// The ranges the page offers. At their maxima the largest product,
// 2·L·H·d·bytes·tokens·batch = 2·2^9·2^8·2^9·2^2·2^20·2^12 = 2^61 bytes, fits in
// 64 bits (tst_kvcache checks it); beyond them the model reports overflow.
namespace KvCacheLimits {
inline constexpr quint64 minLayers = 1;
inline constexpr quint64 maxLayers = 512;
inline constexpr quint64 minKvHeads = 1;
inline constexpr quint64 maxKvHeads = 256;
inline constexpr quint64 minHeadDim = 8;
inline constexpr quint64 maxHeadDim = 512;
inline constexpr quint64 minTokens = 1;
inline constexpr quint64 maxTokens = 1'048'576; // 2^20, a 1M-token context
inline constexpr quint64 minBatch = 1;
inline constexpr quint64 maxBatch = 4096;
// Parameters are typed in tenths of a billion (0.1 B to 2,000 B).
inline constexpr quint64 parameterStep = 100'000'000;
inline constexpr quint64 maxParameters = 2'000'000'000'000;
} // namespace KvCacheLimits

// Whether every figure of the shape lies within KvCacheLimits.
bool isValid(const KvCacheShape &shape);

// 2 (key and value) × layers × KV heads × head dim × bytes; std::nullopt for
// an invalid shape.
std::optional<quint64> kvCacheBytesPerToken(const KvCacheShape &shape);
// The cache of `batch` sequences of `tokens` tokens each; std::nullopt when
// the shape, tokens or batch lie outside KvCacheLimits.
std::optional<quint64> kvCacheBytes(const KvCacheShape &shape, quint64 tokens, quint64 batch);
// parameters × bytes per element; std::nullopt for an invalid shape.
std::optional<quint64> weightsBytes(const KvCacheShape &shape);

enum class WeightsOffset { Excluded, Included };

// The largest batch whose cache at `contextTokens` tokens a sequence fits in
// memoryBytes, with the weights taking their share first when included:
// ⌊(M − W) / (bytes per token × context)⌋, 0 when not even one sequence fits
// (or the weights alone fill the memory); std::nullopt for invalid inputs.
std::optional<quint64> largestBatch(const KvCacheShape &shape, quint64 contextTokens,
                                    quint64 memoryBytes, WeightsOffset weights);
// The most tokens each of `batch` sequences can hold in memoryBytes:
// ⌊(M − W) / (bytes per token × batch)⌋, 0 when not even one fits.
std::optional<quint64> longestContext(const KvCacheShape &shape, quint64 batch, quint64 memoryBytes,
                                      WeightsOffset weights);

// A model whose shape is published, or the custom one.
struct KvCachePreset
{
    QLatin1StringView id; // stable key, e.g. "llama-2-7b"
    QLatin1StringView name; // as shown, Latin script in every language
    quint64 attentionHeads = 0; // query heads, to say whether it uses GQA
    KvCacheShape shape;
};

// Llama 2 7B (multi-head attention), Llama 3 8B and Mistral 7B (grouped-query
// attention, 8 KV heads), with their published shapes; in bfloat16.
const std::array<KvCachePreset, 3> &kvCachePresets();
std::optional<KvCachePreset> kvCachePresetById(QLatin1StringView id);

// The chart's sweep: memory after 0 … lastTokens tokens generated per
// sequence, in `intervals` equal steps (each rounded to a whole token).
struct KvCacheSweepPoint
{
    quint64 tokens = 0;
    quint64 cacheBytes = 0;
    quint64 totalBytes = 0; // the cache plus the weights when included

    friend bool operator==(const KvCacheSweepPoint &, const KvCacheSweepPoint &) = default;
};

inline constexpr int kvCacheSweepIntervals = 32;

// lastTokens may reach 2 × KvCacheLimits::maxTokens (a chart's rounded axis
// runs past the longest context); empty for invalid inputs.
QList<KvCacheSweepPoint> sweepTokensGenerated(const KvCacheShape &shape, quint64 batch,
                                              quint64 lastTokens, WeightsOffset weights);

// Everything the serving view shows at these settings.
struct KvCacheResults
{
    KvCacheShape shape;
    quint64 batch = 1;
    quint64 contextTokens = 0;
    WeightsOffset weights = WeightsOffset::Included;
    quint64 memoryBytes = 0; // the GPU's

    quint64 bytesPerToken = 0; // one sequence
    quint64 sequenceBytes = 0; // one sequence at the context length
    quint64 batchBytes = 0; // the whole batch at the context length
    quint64 weightsBytes = 0; // whether counted or not
    quint64 totalBytes = 0; // the batch's cache, plus the weights when counted
    quint64 largestBatchWithWeights = 0;
    quint64 largestBatchCacheAlone = 0;
    quint64 longestContext = 0; // for this batch, the weights as chosen

    bool fits() const { return totalBytes <= memoryBytes; }
};

// std::nullopt when an input lies outside KvCacheLimits (context from 1).
std::optional<KvCacheResults> kvCacheResults(const KvCacheShape &shape, quint64 batch,
                                             quint64 contextTokens, WeightsOffset weights,
                                             quint64 memoryBytes);
