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

RoundAxis roundAxis(double largest)
{
    if (!(largest > 0))
        return {};
    for (double magnitude = 1;; magnitude *= 10) {
        for (double factor : {1.0, 2.0, 2.5, 5.0}) {
            const double step = factor * magnitude;
            if (step != std::floor(step))
                continue;
            const double intervals = std::ceil(largest / step - 1e-9);
            if (intervals <= maxRoundIntervals)
                return {std::max(1.0, intervals) * step, step};
        }
    }
}

bool segmentMeetsRect(const QPointF &a, const QPointF &b, const QRectF &rect)
{
    if (rect.contains(a) || rect.contains(b))
        return true;
    // Liang–Barsky: clip the segment's parameter range to the rectangle's slabs.
    double low = 0.0;
    double high = 1.0;
    const double dx = b.x() - a.x();
    const double dy = b.y() - a.y();
    const auto clip = [&](double towards, double distance) {
        if (towards == 0.0)
            return distance >= 0.0;
        const double t = distance / towards;
        if (towards < 0.0)
            low = std::max(low, t);
        else
            high = std::min(high, t);
        return low <= high;
    };
    return clip(-dx, a.x() - rect.left()) && clip(dx, rect.right() - a.x())
           && clip(-dy, a.y() - rect.top()) && clip(dy, rect.bottom() - a.y());
}

std::optional<QRectF> firstClearPlace(const QSizeF &size, const QList<QPointF> &candidates,
                                      const QRectF &bounds, const ChartObstacles &obstacles,
                                      qreal clearance)
{
    for (const QPointF &topLeft : candidates) {
        const QRectF place(topLeft, size);
        if (!bounds.contains(place))
            continue;
        const QRectF kept = place.adjusted(-clearance, -clearance, clearance, clearance);
        const bool meetsBox = std::any_of(obstacles.boxes.cbegin(), obstacles.boxes.cend(),
                                          [&kept](const QRectF &box) {
                                              return box.intersects(kept);
                                          });
        if (meetsBox)
            continue;
        bool meetsLine = false;
        for (const QPolygonF &line : obstacles.lines) {
            for (qsizetype i = 1; i < line.size() && !meetsLine; ++i)
                meetsLine = segmentMeetsRect(line[i - 1], line[i], kept);
            if (line.size() == 1)
                meetsLine = meetsLine || kept.contains(line.first());
            if (meetsLine)
                break;
        }
        if (!meetsLine)
            return place;
    }
    return std::nullopt;
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
