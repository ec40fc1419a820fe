#include "attention/chartlabels.h"

#include "charts/chartlook.h"

#include <QColor>
#include <QCoreApplication>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QLocale>
#include <QPolygonF>
#include <QtCharts/QChart>
#include <QtCharts/QLineSeries>
#include <QtCharts/QScatterSeries>

#include <algorithm>

namespace ChartLabels {

QGraphicsSimpleTextItem *add(QChart *chart, QGraphicsRectItem **box, const QColor &colour)
{
    *box = new QGraphicsRectItem(chart);
    (*box)->setPen(Qt::NoPen);
    // Above the grid and axes, below the series, so no line or marker is hidden.
    (*box)->setZValue(3.5);
    auto *text = new QGraphicsSimpleTextItem(*box);
    // On the paper's colour, the text legible on it, in either theme.
    ChartLook::makeNameTag(*box, text, colour);
    return text;
}

QSizeF size(const QGraphicsSimpleTextItem *text)
{
    return text->boundingRect().adjusted(-2, 0, 2, 0).size();
}

bool show(QGraphicsRectItem *box, QGraphicsSimpleTextItem *text, const std::optional<QRectF> &place)
{
    box->setVisible(place.has_value());
    if (!place)
        return false;
    const QRectF textBox = text->boundingRect();
    box->setRect(textBox.adjusted(-2, 0, 2, 0));
    box->setPos(place->topLeft() - box->rect().topLeft());
    return true;
}

QList<QPointF> alongLine(const QRectF &plot, double y, const QSizeF &size, bool fromRight)
{
    QList<QPointF> candidates;
    const double step = std::max(12.0, size.width() / 3);
    const double first = fromRight ? plot.right() - size.width() - 6 : plot.left() + 6;
    for (double offset = 0; offset <= plot.width(); offset += step) {
        const double x = fromRight ? first - offset : first + offset;
        // 4 pixels off the line: clear of a 2.5-pixel pen with 2 pixels of clearance.
        candidates << QPointF(x, y - 4 - size.height()) << QPointF(x, y + 4);
    }
    return candidates;
}

QList<QPointF> besideMarker(const QPointF &centre, qreal markerSize, const QSizeF &size)
{
    const double gap = markerSize / 2 + 4;
    QList<QPointF> candidates;
    for (int row = 0; row < 4; ++row) {
        const double below = centre.y() + 4 + row * size.height();
        const double above = centre.y() - 4 - (row + 1) * size.height();
        for (double y : {below, above}) {
            candidates << QPointF(centre.x() + gap, y)
                       << QPointF(centre.x() - gap - size.width(), y);
        }
    }
    return candidates;
}

ChartStyle::ChartObstacles obstacles(QChart *chart, const QList<QLineSeries *> &lines,
                                     const QList<QScatterSeries *> &markers)
{
    ChartStyle::ChartObstacles drawn;
    for (QLineSeries *series : lines) {
        if (!series->isVisible())
            continue;
        QPolygonF line;
        const QList<QPointF> points = series->points();
        for (const QPointF &point : points)
            line << chart->mapToPosition(point, series);
        // The pen's width counts as part of the line.
        const qreal halfPen = series->pen().widthF() / 2;
        if (line.size() == 2 && line[0].y() == line[1].y()) {
            drawn.boxes << QRectF(QPointF(line[0].x(), line[0].y() - halfPen),
                                  QPointF(line[1].x(), line[1].y() + halfPen));
            continue;
        }
        drawn.lines << line;
    }
    for (QScatterSeries *series : markers) {
        if (!series->isVisible())
            continue;
        const qreal half = series->markerSize() / 2 + 1;
        const QList<QPointF> points = series->points();
        for (const QPointF &point : points) {
            const QPointF centre = chart->mapToPosition(point, series);
            drawn.boxes << QRectF(centre - QPointF(half, half), centre + QPointF(half, half));
        }
    }
    return drawn;
}

QString name(const ReferenceGpu &gpu)
{
    return QCoreApplication::translate("ChartLabels", "%1 %2 GB")
        .arg(QString(gpu.chips), QLocale().toString(gpu.statedGigabytes));
}

Placer::Placer(QChart *chart, ChartStyle::ChartObstacles drawn)
    : m_chart(chart)
    , m_plot(chart->plotArea())
    , m_taken(std::move(drawn))
{ }

bool Placer::place(QGraphicsRectItem *box, QGraphicsSimpleTextItem *text,
                   const QList<QPointF> &candidates)
{
    const std::optional<QRectF> where = ChartStyle::firstClearPlace(size(text), candidates, m_plot,
                                                                    m_taken);
    if (where)
        m_taken.boxes << *where;
    return show(box, text, where);
}

bool Placer::besideFirstMarker(QScatterSeries *series, QGraphicsRectItem *box,
                               QGraphicsSimpleTextItem *text)
{
    if (!series->isVisible() || series->count() == 0) {
        box->setVisible(false);
        return false;
    }
    const QPointF marker = m_chart->mapToPosition(series->at(0), series);
    return place(box, text, besideMarker(marker, series->markerSize(), size(text)));
}

bool Placer::alongLine(const QLineSeries *series, double y, bool fromRight, QGraphicsRectItem *box,
                       QGraphicsSimpleTextItem *text)
{
    if (!series->isVisible()) {
        box->setVisible(false);
        return false;
    }
    return place(box, text, ChartLabels::alongLine(m_plot, y, size(text), fromRight));
}

} // namespace ChartLabels
