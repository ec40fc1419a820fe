#include "charts/chartexport.h"

#include <QFileInfo>
#include <QImage>
#include <QPainter>
#include <QSvgGenerator>
#include <QWidget>

#include <algorithm>

namespace ChartExport {

namespace {

QWidget *shownLegend(QWidget *legend)
{
    return legend && legend->isVisible() ? legend : nullptr;
}

QSize sizeOf(QWidget *view, QWidget *legend)
{
    if (!legend)
        return view->size();
    return {std::max(view->width(), legend->width()), view->height() + legend->height()};
}

void paint(QPainter &painter, QWidget *view, QWidget *legend, const QSize &size)
{
    painter.fillRect(QRect(QPoint(0, 0), size), view->palette().color(QPalette::Base));
    view->render(&painter);
    if (legend)
        legend->render(&painter, QPoint(0, view->height()), QRegion(), QWidget::DrawChildren);
}

} // namespace

bool savePng(QWidget *view, QWidget *legend, const QString &path)
{
    legend = shownLegend(legend);
    const QSize size = sizeOf(view, legend);
    const qreal ratio = view->devicePixelRatioF();
    QImage image(size * ratio, QImage::Format_ARGB32_Premultiplied);
    if (image.isNull())
        return false;
    image.setDevicePixelRatio(ratio);
    {
        QPainter painter(&image);
        paint(painter, view, legend, size);
    }
    return image.save(path, "PNG");
}

bool saveSvg(QWidget *view, QWidget *legend, const QString &path, const QString &title)
{
    legend = shownLegend(legend);
    const QSize size = sizeOf(view, legend);
    QSvgGenerator generator;
    generator.setFileName(path);
    generator.setSize(size);
    generator.setViewBox(QRect(QPoint(0, 0), size));
    generator.setTitle(title);
    generator.setDescription(view->accessibleDescription());
    QPainter painter;
    if (!painter.begin(&generator))
        return false;
    paint(painter, view, legend, size);
    return painter.end() && QFileInfo(path).size() > 0;
}

bool save(QWidget *view, QWidget *legend, const QString &path, const QString &title)
{
    if (QFileInfo(path).suffix().compare(u"svg", Qt::CaseInsensitive) == 0)
        return saveSvg(view, legend, path, title);
    return savePng(view, legend, path);
}

} // namespace ChartExport
