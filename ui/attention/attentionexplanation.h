#pragma once

#include <QCoreApplication>
#include <QString>

// The Attention memory page's explanation under the chart: why naive attention
// grows with T², what a fused kernel keeps, causal masking, when cuDNN's kernel
// can run and how GPU memory is counted. Translated in the page's context
// (AttentionPage).
class AttentionExplanation
{
    Q_DECLARE_TR_FUNCTIONS(AttentionPage)

public:
    // Rich text in the current language, numbers in the default QLocale.
    static QString html();
};
