#include "charts/chartstyle.h"

#include <QFontMetricsF>
#include <QTextDocument>

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

double niceCeiling(double value)
{
    return smallestNotBelow(value, {1.0, 2.0, 2.5, 5.0});
}

double niceTickStep(double value)
{
    return smallestNotBelow(value, {1.0, 2.0, 5.0});
}

RoundAxis roundAxis(double largest, int maxIntervals)
{
    if (!(largest > 0))
        return {};
    maxIntervals = std::max(1, maxIntervals);
    for (double magnitude = 1;; magnitude *= 10) {
        for (double factor : {1.0, 2.0, 2.5, 5.0}) {
            const double step = factor * magnitude;
            if (step != std::floor(step))
                continue;
            const double intervals = std::ceil(largest / step - 1e-9);
            if (intervals <= maxIntervals)
                return {std::max(1.0, intervals) * step, step};
        }
    }
}

QSizeF tickLabelSize(const QFont &font, const QString &text)
{
    // As Qt Charts measures it (ChartPresenter::textBoundingRect): rich text
    // in a document with half a pixel of margin.
    QTextDocument document;
    document.setDocumentMargin(0.5);
    document.setDefaultFont(font);
    document.setHtml(text);
    return document.size();
}

qreal textAdvance(const QFont &font, const QString &text)
{
    return QFontMetricsF(font).horizontalAdvance(text);
}

int tickLabelsThatFit(qreal axisLength, qreal labelLength)
{
    // A pixel to spare: Qt Charts rounds label positions to whole pixels.
    const qreal perLabel = labelLength + 2 * tickLabelPadding + 1;
    if (!(axisLength > 0) || !(perLabel > 0))
        return 0;
    return int(std::floor(axisLength / perLabel));
}

int roundIntervalsThatFit(qreal axisLength, const QFont &font)
{
    const qreal labelHeight = longestTickLabel(font, {QStringLiteral("0")}, Qt::Vertical);
    return std::clamp(tickLabelsThatFit(axisLength, labelHeight) - 1, 1, maxRoundIntervals);
}

qreal longestTickLabel(const QFont &font, const QStringList &texts, Qt::Orientation orientation)
{
    qreal longest = 0;
    for (const QString &text : texts) {
        const QSizeF size = tickLabelSize(font, text);
        longest = std::max(longest, orientation == Qt::Horizontal ? size.width() : size.height());
    }
    return longest;
}

QSize textMinimum(const QFont &font, int columns, int lines, const QSize &floor)
{
    const QFontMetricsF metrics(font);
    return QSize(int(std::ceil(columns * metrics.averageCharWidth())),
                 int(std::ceil(lines * metrics.lineSpacing())))
        .expandedTo(floor);
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

Log2Axis log2Axis(double lowest, double highest, int maxLabels)
{
    constexpr int firstStep = 4;
    constexpr int maxTicks = 12;
    const int lowestExponent = int(std::floor(std::log2(lowest)));
    const int highestExponent = int(std::ceil(std::log2(highest)));
    int step = firstStep;
    while ((highestExponent - lowestExponent) / step > maxTicks)
        step *= 2;
    // Whole ticks, with a little room below the lowest and above the highest line.
    const auto rounded = [&](int withStep) {
        return Log2Axis{int(std::floor(double(lowestExponent - 1) / withStep)) * withStep,
                        int(std::ceil(double(highestExponent + 1) / withStep)) * withStep,
                        withStep};
    };
    Log2Axis axis = rounded(step);
    while (axis.labelCount() > std::max(2, maxLabels) && axis.labelCount() > 2) {
        step *= 2;
        axis = rounded(step);
    }
    return axis;
}

} // namespace ChartStyle
