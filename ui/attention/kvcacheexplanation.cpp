#include "attention/kvcacheexplanation.h"

#include "attention/attentionformat.h"
#include "attention/explanationhtml.h"

#include <QLocale>

using namespace Qt::StringLiterals;
using AttentionFormat::count;
using AttentionFormat::dataSize;

QString KvCacheExplanation::html()
{
    using ExplanationHtml::heading;
    using ExplanationHtml::paragraph;
    // Llama 3 8B (its config.json): 32 layers, 8 KV heads of 32 query heads, d = 128, bfloat16.
    constexpr quint64 gqaPerToken = 2ull * 32 * 8 * 128 * 2; // 131,072 bytes = 128 KiB
    constexpr quint64 mhaPerToken = 2ull * 32 * 32 * 128 * 2; // 524,288 bytes = 512 KiB
    QString html;
    html += heading(tr("What the KV cache holds"));
    html += paragraph(
        tr("A model generates one token at a time, and each new token attends to every token "
           "before it. Rather than compute their keys and values again at every step, the server "
           "keeps them: for each token, each layer stores one key and one value vector of the "
           "head dimension per KV head. A token costs 2 × layers × KV heads × head dimension × "
           "bytes, and the cache grows by that much with every token generated, for every "
           "sequence of the batch."));
    html += heading(tr("What grouped-query attention saves"));
    html += paragraph(
        tr("In multi-head attention every query head has its own key and value head. "
           "Grouped-query attention (Ainslie et al., 2023) divides the query heads into groups "
           "that share one key and one value head each; one group is multi-query attention, one "
           "group per head is multi-head attention again. The cache shrinks by the number of "
           "query heads over the number of KV heads: Llama 3 8B's 32 query heads share 8 KV "
           "heads, so a token takes %1 in bfloat16 instead of %2. The query heads, and so the "
           "attention's output, keep their number.")
            .arg(dataSize(gqaPerToken), dataSize(mhaPerToken)));
    html += heading(tr("Where the batch runs out"));
    html += paragraph(
        tr("The weights take their memory first (parameters × bytes); the cache has the rest. "
           "The largest batch at a context length is the rest divided by what one sequence "
           "needs, rounded down; the longest context for a batch is the rest divided by what "
           "one token of the whole batch needs, rounded down. A batch fits when it needs no "
           "more than the GPU holds: at the limit it still fits, and one more token a sequence "
           "would not."));
    html += heading(tr("What the view leaves out"));
    html += paragraph(
        tr("A real server needs memory besides the weights and the cache: the activations of "
           "the step being computed, the CUDA context and what the allocator cannot use. JAX "
           "preallocates %1 of the GPU by default, and servers such as vLLM reserve a share of "
           "it for the cache in fixed blocks, so a batch runs out sooner than the view shows. "
           "The stated “GB” of a GPU is read as GiB (%2 bytes).")
            .arg(QLocale().toString(75) + QLocale().percent(), count(quint64(1) << 30)));
    return html;
}
