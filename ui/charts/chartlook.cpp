#include "charts/chartlook.h"

#include "charts/chartstyle.h"
#include "charts/seriescolours.h"

#include <QAbstractAxis>
#include <QApplication>
#include <QBarCategoryAxis>
#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QColor>
#include <QEvent>
#include <QFontMetricsF>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QLegend>
#include <QLocale>
#include <QValueAxis>
#include <QVariant>
#include <QXYSeries>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace ChartLook {

namespace {

// On a name tag's box and text: the text's own colour, for white paper.
constexpr int nameTagKey = 0x4e54; // "NT"
constexpr double nameTagTextContrast = 4.5; // WCAG 1.4.3

void styleNameTag(QGraphicsRectItem *box, const QColor &paper)
{
    box->setBrush(paper);
    const QList<QGraphicsItem *> children = box->childItems();
    for (QGraphicsItem *child : children) {
        if (child->type() != QGraphicsSimpleTextItem::Type || !child->data(nameTagKey).isValid())
            continue;
        const QColor own = child->data(nameTagKey).value<QColor>();
        static_cast<QGraphicsSimpleTextItem *>(child)->setBrush(
            legibleOn(own, paper, nameTagTextContrast));
    }
}

void restyleNameTags(QChart *chart, const QColor &paper)
{
    const QList<QGraphicsItem *> children = chart->childItems();
    for (QGraphicsItem *child : children) {
        if (child->type() == QGraphicsRectItem::Type && child->data(nameTagKey).isValid())
            styleNameTag(static_cast<QGraphicsRectItem *>(child), paper);
    }
}

} // namespace

void makeNameTag(QGraphicsRectItem *box, QGraphicsSimpleTextItem *text, const QColor &colour)
{
    box->setData(nameTagKey, true);
    text->setData(nameTagKey, colour);
    styleNameTag(box, plotArea());
}

void restyle(QChartView *view)
{
    QChart *chart = view->chart();
    if (!chart)
        return;
    // The application's palette: a widget's own follows it only later (posted events).
    const QPalette palette = QApplication::palette(view);
    const QColor text = palette.color(QPalette::Text);
    const QFont font = QApplication::font(view);
    QFont titleFont = font;
    titleFont.setBold(true);

    const QColor paper = plotArea(palette);
    chart->setBackgroundBrush(palette.color(QPalette::Base));
    chart->setPlotAreaBackgroundBrush(paper);
    chart->setPlotAreaBackgroundVisible(true);
    chart->setTitleBrush(text);
    chart->setTitleFont(titleFont);
    chart->legend()->setLabelColor(text);
    chart->legend()->setFont(font);
    const QList<QAbstractAxis *> axes = chart->axes();
    for (QAbstractAxis *axis : axes) {
        axis->setLabelsBrush(text);
        axis->setLabelsFont(font);
        axis->setTitleBrush(text);
        axis->setTitleFont(font);
        axis->setLinePenColor(palette.color(QPalette::Mid));
        axis->setGridLineColor(palette.color(QPalette::Mid));
        axis->setMinorGridLineColor(palette.color(QPalette::Midlight));
    }
    const QList<QAbstractSeries *> series = chart->series();
    for (QAbstractSeries *one : series)
        SeriesColours::fit(one, paper, palette.color(QPalette::Window));
    restyleNameTags(chart, paper);
}

QColor plotArea()
{
    return plotArea(QApplication::palette());
}

QColor plotArea(const QPalette &palette)
{
    return palette.color(QPalette::Base);
}

QColor paperText(const QPalette &palette)
{
    return palette.color(QPalette::Text);
}

QColor paperQuietText(const QPalette &palette)
{
    return palette.color(QPalette::PlaceholderText);
}

namespace {

double linear(double channel)
{
    return channel <= 0.03928 ? channel / 12.92 : std::pow((channel + 0.055) / 1.055, 2.4);
}

double luminance(const QColor &colour)
{
    return 0.2126 * linear(colour.redF()) + 0.7152 * linear(colour.greenF())
           + 0.0722 * linear(colour.blueF());
}

} // namespace

double contrast(const QColor &a, const QColor &b)
{
    const double la = luminance(a);
    const double lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

QColor legibleOn(const QColor &colour, const QColor &background, double ratio)
{
    if (contrast(colour, background) >= ratio)
        return colour;
    const QColor towards = luminance(background) < 0.18 ? QColor(Qt::white) : QColor(Qt::black);
    constexpr int steps = 40;
    for (int step = 1; step <= steps; ++step) {
        const double share = double(step) / steps;
        const QColor mixed
            = QColor::fromRgbF(float(colour.redF() + (towards.redF() - colour.redF()) * share),
                               float(colour.greenF() + (towards.greenF() - colour.greenF()) * share),
                               float(colour.blueF() + (towards.blueF() - colour.blueF()) * share),
                               colour.alphaF());
        if (contrast(mixed, background) >= ratio)
            return mixed;
    }
    return towards;
}

void replaceIfChanged(QXYSeries *series, const QList<QPointF> &points)
{
    if (series->points() != points)
        series->replace(points);
}

qsizetype nearestInX(const QList<QPointF> &points, double x)
{
    if (points.isEmpty())
        return -1;
    const auto nearest = std::min_element(points.cbegin(), points.cend(),
                                          [x](const QPointF &a, const QPointF &b) {
                                              return std::abs(a.x() - x) < std::abs(b.x() - x);
                                          });
    return nearest - points.cbegin();
}

void onLabelRoomChanged(QChart *chart, QObject *context, const std::function<void()> &fit)
{
    QObject::connect(chart, &QChart::plotAreaChanged, context, [fit](const QRectF &) { fit(); });
    QObject::connect(chart, &QGraphicsWidget::geometryChanged, context, fit);
    const QList<QAbstractAxis *> axes = chart->axes();
    for (QAbstractAxis *axis : axes)
        QObject::connect(axis, &QAbstractAxis::labelsFontChanged, context, fit);
}

QString legendEntry(const QColor &colour, const QString &sign, const QString &name)
{
    return u"<nobr><span style=\"color:%1\"><b>%2</b></span> %3</nobr>"_s.arg(colour.name(), sign,
                                                                              name.toHtmlEscaped());
}

QString legendText(const QStringList &entries)
{
    return entries.join(u" &nbsp;&nbsp; "_s);
}

namespace {

// The texts of an axis' labels, or a fair stand-in: a value axis' ends.
QStringList labelTexts(QAbstractAxis *axis, const QLocale &locale)
{
    if (auto *categories = qobject_cast<QCategoryAxis *>(axis))
        return categories->categoriesLabels();
    if (auto *bars = qobject_cast<QBarCategoryAxis *>(axis))
        return bars->categories();
    if (const auto *values = qobject_cast<QValueAxis *>(axis))
        return {locale.toString(qRound(values->min())), locale.toString(qRound(values->max()))};
    return {u"0"_s};
}

} // namespace

QSize minimumForText(const QChart *chart, const QStringList &titles, int titleLines, int plotLines,
                     const AxisLabels &labelsInstead)
{
    // Qt Charts' paddings: 4 pixels either side of a label, 2 either side of an
    // axis title, and the chart's background and title padding inside its margins.
    constexpr qreal labelPadding = 2 * ChartStyle::tickLabelPadding;
    constexpr qreal titlePadding = 4;
    constexpr qreal chrome = 24;
    const QFontMetricsF titleMetrics(chart->titleFont());
    qreal titleWidth = 0;
    for (const QString &title : titles)
        titleWidth = std::max(titleWidth, ChartStyle::textAdvance(chart->titleFont(), title));
    qreal around = 0; // height above and below the plot
    if (!titles.isEmpty())
        around += titleLines * titleMetrics.lineSpacing() + labelPadding;
    const QLegend *legend = chart->legend();
    if (legend->isVisible()) {
        const QSizeF legendSize = legend->effectiveSizeHint(Qt::PreferredSize);
        titleWidth = std::max(titleWidth, legendSize.width());
        around += legendSize.height();
    }

    qreal beside = 0; // width left and right of the plot
    qreal plotWidth = 0;
    qreal plotHeight = 0;
    qreal barLabelsWidth = 0; // what a bar category axis' labels need across the chart
    const QList<QAbstractAxis *> axes = chart->axes();
    for (QAbstractAxis *axis : axes) {
        if (!axis->isVisible())
            continue;
        const QFont labelsFont = axis->labelsFont();
        const QFontMetricsF lines(labelsFont);
        plotWidth = std::max(plotWidth, plotLines * lines.averageCharWidth() * 2);
        plotHeight = std::max(plotHeight, plotLines * lines.lineSpacing());
        const QStringList labels = labelsInstead.contains(axis) ? labelsInstead.value(axis)
                                                                : labelTexts(axis, chart->locale());
        // A title may have lines (rich text, "<br>" between them).
        const QFontMetricsF axisTitle(axis->titleFont());
        const QStringList axisTitleLines = axis->titleText().isEmpty()
                                               ? QStringList()
                                               : axis->titleText().split(u"<br>"_s);
        qreal titleLength = 0;
        for (const QString &line : axisTitleLines)
            titleLength = std::max(titleLength,
                                   ChartStyle::textAdvance(axis->titleFont(), line) + labelPadding);
        const qreal titleThickness = axisTitleLines.isEmpty()
                                         ? 0
                                         : axisTitleLines.size() * axisTitle.lineSpacing()
                                               + titlePadding;
        if (axis->orientation() == Qt::Vertical) {
            beside += ChartStyle::longestTickLabel(labelsFont, labels, Qt::Horizontal)
                      + labelPadding + titleThickness;
            plotHeight = std::max(plotHeight, titleLength);
        } else {
            around += ChartStyle::longestTickLabel(labelsFont, labels, Qt::Vertical) + labelPadding
                      + titleThickness;
            plotWidth = std::max(plotWidth, titleLength);
            if (qobject_cast<QBarCategoryAxis *>(axis)) {
                const qreal widest = ChartStyle::longestTickLabel(labelsFont, labels,
                                                                  Qt::Horizontal);
                // A pixel to spare: Qt Charts rounds label positions to whole pixels.
                barLabelsWidth = std::max(barLabelsWidth, barLabelShares(int(labels.size()))
                                                              * (widest + labelPadding + 1));
            }
        }
    }
    const QMargins margins = chart->margins();
    const qreal width = std::max({titleWidth, beside + plotWidth, barLabelsWidth}) + margins.left()
                        + margins.right() + chrome;
    const qreal height = around + plotHeight + margins.top() + margins.bottom() + chrome;
    return {int(std::ceil(width)), int(std::ceil(height))};
}

void setMinimumForText(QChartView *view, const QStringList &titles, int titleLines, int plotLines,
                       const QSize &floor)
{
    view->setMinimumSize(
        minimumForText(view->chart(), titles, titleLines, plotLines).expandedTo(floor));
}

} // namespace ChartLook
