#pragma once

#include <QString>

class QWidget;

// Writes a chart, as it is drawn on screen, to an image file: the view, and
// under it the chart's legend when the page shows it as a widget of its own
// (null or hidden: none), on the palette's base.
namespace ChartExport {

// The view's and legend's pixels, at their sizes; a PNG file.
bool savePng(QWidget *view, QWidget *legend, const QString &path);
// The view and legend drawn into an SVG file of their size, with `title` as
// the document's title.
bool saveSvg(QWidget *view, QWidget *legend, const QString &path, const QString &title);
// PNG or SVG by the path's suffix (SVG for ".svg", PNG otherwise).
bool save(QWidget *view, QWidget *legend, const QString &path, const QString &title);

} // namespace ChartExport
