#include "common/chartstyle.h"

#include <QWidget>

#include <algorithm>
#include <cmath>
#include <initializer_list>

namespace ChartStyle {

namespace {

double smallestNotBelow(double value, std::initializer_list<double> factors)
{
    if (value <= 0)
        return 1.0;
    const double magnitude = std::pow(10.0, std::floor(std::log10(value)));
    for (double factor : factors) {
        if (factor * magnitude >= value - 1e-9)
            return factor * magnitude;
    }
    return 10.0 * magnitude;
}

} // namespace

QPen Line::pen() const
{
    QPen pen(colour);
    pen.setWidthF(width);
    pen.setStyle(style);
    return pen;
}

void holdTallestHeight(QWidget *widget)
{
    const int height = widget->sizeHint().height();
    if (height > widget->minimumHeight())
        widget->setMinimumHeight(height);
}

double niceCeiling(double value)
{
    return smallestNotBelow(value, {1.0, 2.0, 2.5, 5.0});
}

double niceTickStep(double value)
{
    return smallestNotBelow(value, {1.0, 2.0, 5.0});
}

Log2Axis log2Axis(double lowest, double highest)
{
    constexpr int firstStep = 4;
    constexpr int maxTicks = 12;
    int low = int(std::floor(std::log2(lowest)));
    int high = int(std::ceil(std::log2(highest)));
    int step = firstStep;
    while ((high - low) / step > maxTicks)
        step *= 2;
    // Whole ticks, with a little room below the lowest and above the highest line.
    low = int(std::floor(double(low - 1) / step)) * step;
    high = int(std::ceil(double(high + 1) / step)) * step;
    return {low, high, step};
}

} // namespace ChartStyle
