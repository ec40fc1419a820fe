#pragma once

#include "core/attentionchartdata.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

// The text of the Attention memory page's "Figures for one layer" box, worked
// out from the model's results. Translated in the page's context (AttentionPage).
class AttentionFigures
{
    Q_DECLARE_TR_FUNCTIONS(AttentionPage)

public:
    explicit AttentionFigures(const AttentionResults &results);

    // One sentence a line: the memory at the current T = S, naive and fused, the
    // GPU, how far each fits, and what a causal mask changes.
    QString memoryText() const { return m_memoryLines.join(u'\n'); }
    // The sentences of memoryText() on the GPU and the fit limits; the chart's
    // description repeats them for screen readers.
    QStringList gpuSentences() const { return m_gpuSentences; }
    // Whether the fused cuDNN kernel can run here and, if not, why; one point a line.
    QString cudnnText() const { return m_cudnnLines.join(u'\n'); }

private:
    static QStringList memoryAtCurrentLength(const AttentionResults &results);
    static QStringList gpuAndFitLimits(const AttentionResults &results);
    static QStringList cudnnStatus(const AttentionResults &results);

    QStringList m_memoryLines;
    QStringList m_gpuSentences;
    QStringList m_cudnnLines;
};
