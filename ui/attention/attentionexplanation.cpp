#include "attention/attentionexplanation.h"

#include "attention/attentionformat.h"
#include "attention/explanationhtml.h"
#include "core/attentionmemory.h"
#include "core/percentformat.h"

#include <QLocale>

using namespace Qt::StringLiterals;
using AttentionFormat::capability;
using AttentionFormat::count;
using AttentionFormat::dataSize;

QString AttentionExplanation::html()
{
    const QLocale locale;
    using ExplanationHtml::heading;
    using ExplanationHtml::paragraph;
    constexpr quint64 mebibyte = quint64(1) << 20;
    QString html;
    html += heading(tr("Why naive attention grows with the square of the sequence"));
    html += paragraph(
        tr("Naive attention scores every query against every key: QKᵀ has shape (B, N, T, S), "
           "one number for each query, key and head. With T = S, doubling the sequence "
           "multiplies it by four. In training the softmax probabilities, of the same shape, "
           "are kept for the backward pass as well, so the page counts the matrix twice. This "
           "is the textbook lower bound: the exact buffers XLA allocates "
           "vary, and JAX's XLA path even computes the scores in float32."));
    html += heading(tr("What a fused kernel keeps instead"));
    html += paragraph(
        tr("A fused kernel (cuDNN, FlashAttention) works through the scores tile by tile in "
           "on-chip memory and never writes the T × S matrix out. It keeps the output, of "
           "shape (B, T, N, d), and for each query and head one float32 softmax statistic "
           "(the log-sum-exp): memory that grows linearly with T. The backward pass "
           "recomputes the scores from them."));
    html += heading(tr("What causal masking changes, and what it does not"));
    html += paragraph(
        tr("With a causal mask each query sees only the keys before it. Naive attention still "
           "builds the full T × S matrix and then masks it (XLA does not shrink it), so its "
           "memory does not change. The cuDNN kernel skips blocks that are entirely masked: "
           "that saves about half of the compute, but its memory was already linear and "
           "stays the same."));
    html += heading(tr("When the fused kernel can run"));
    html += paragraph(
        tr("<code>jax.nn.dot_product_attention(implementation=\"cudnn\")</code> needs float16 "
           "or bfloat16 inputs and a GPU of compute capability %1 or higher (Ampere: A100; "
           "Hopper: H100, H200). With float32 inputs, or on an older GPU such as V100 (%2) "
           "or T4 (%3), JAX raises an error instead of running it.")
            .arg(capability(cudnnMinimumComputeCapability), capability(ComputeCapability{7, 0}),
                 capability(ComputeCapability{7, 5})));
    html += heading(tr("How the page counts GPU memory"));
    html += paragraph(
        tr("NVIDIA states memory as “40 GB”, “80 GB” or “141 GB”. The page reads these as "
           "GiB (%1 bytes each), because that is what the cards hold: nvidia-smi reports "
           "%2 MiB for an A100 40 GB, %3 MiB for an A100 80 GB and %4 MiB (%5) for an "
           "H200, more than %6 bytes (%7). The limits use the whole memory; in a real "
           "program the weights, activations and the CUDA context take part of it, and JAX "
           "preallocates %8 of it by default, so attention runs out sooner.")
            .arg(count(quint64(1) << 30), count(40960), count(81920), count(143771),
                 dataSize(143771 * mebibyte), count(141'000'000'000ull),
                 dataSize(141'000'000'000ull), PercentFormat::text(75, locale)));
    return html;
}
