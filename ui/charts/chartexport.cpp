#include "charts/chartexport.h"

#include <QFileInfo>
#include <QPainter>
#include <QPixmap>
#include <QSvgGenerator>
#include <QWidget>

namespace ChartExport {

bool savePng(QWidget *view, const QString &path)
{
    const QPixmap pixels = view->grab();
    return !pixels.isNull() && pixels.save(path, "PNG");
}

bool saveSvg(QWidget *view, const QString &path, const QString &title)
{
    QSvgGenerator generator;
    generator.setFileName(path);
    generator.setSize(view->size());
    generator.setViewBox(QRect(QPoint(0, 0), view->size()));
    generator.setTitle(title);
    generator.setDescription(view->accessibleDescription());
    QPainter painter;
    if (!painter.begin(&generator))
        return false;
    view->render(&painter);
    return painter.end() && QFileInfo(path).size() > 0;
}

bool save(QWidget *view, const QString &path, const QString &title)
{
    if (QFileInfo(path).suffix().compare(u"svg", Qt::CaseInsensitive) == 0)
        return saveSvg(view, path, title);
    return savePng(view, path);
}

} // namespace ChartExport
