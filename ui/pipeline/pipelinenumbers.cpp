#include "pipeline/pipelinenumbers.h"

#include "core/percentformat.h"

#include <QLocale>

#include <cmath>

QString PipelineNumbers::percent(double fraction)
{
    return percentValue(fraction * 100.0);
}

QString PipelineNumbers::percentValue(double percent)
{
    return PercentFormat::text(percent, QLocale(), 1);
}

QString PipelineNumbers::units(double value)
{
    // Interleaved blocks last 1/v: show halves as such, thirds to two places.
    int decimals = 2;
    if (std::abs(value - std::round(value)) < 1e-9)
        decimals = 0;
    else if (std::abs(2 * value - std::round(2 * value)) < 1e-9)
        decimals = 1;
    return QLocale().toString(value, 'f', decimals);
}
