#pragma once

#include <QString>

class QWidget;

// Writes a chart, as it is drawn on screen, to an image file.
namespace ChartExport {

// The view's pixels, at its size; a PNG file.
bool savePng(QWidget *view, const QString &path);
// The view drawn into an SVG file of its size, with `title` as the document's title.
bool saveSvg(QWidget *view, const QString &path, const QString &title);
// PNG or SVG by the path's suffix (SVG for ".svg", PNG otherwise).
bool save(QWidget *view, const QString &path, const QString &title);

} // namespace ChartExport
