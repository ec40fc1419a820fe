#pragma once

#include <QCoreApplication>
#include <QString>

// Numbers as the Pipeline bubbles page shows them, in the default QLocale's
// digits. Translated in the page's context.
class PipelineNumbers
{
    Q_DECLARE_TR_FUNCTIONS(PipelinePage)

public:
    // 0.273 -> "27.3%".
    static QString percent(double fraction);
    // 27.3 -> "27.3%": a value already in percent, as the bubble chart's model holds it.
    static QString percentValue(double percent);
    // Time units and micro-batches: whole numbers without decimals, halves with
    // one, anything else with two.
    static QString units(double value);
};
