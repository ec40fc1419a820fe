#pragma once

#include <QString>

// Numbers as the Pipeline bubbles page shows them, in the default QLocale's digits.
namespace PipelineNumbers {

// 0.273 -> "27.3%" (translated in the page's context, "PipelinePage").
QString percent(double fraction);
// Time units and micro-batches: whole numbers without decimals, halves with one,
// anything else with two.
QString units(double value);

} // namespace PipelineNumbers
