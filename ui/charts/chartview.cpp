#include "charts/chartview.h"

#include "charts/chartlook.h"
#include "charts/chartstyle.h"

#include <QChart>
#include <QCursor>
#include <QEvent>
#include <QLegend>
#include <QToolTip>
#include <QXYSeries>

ChartView::ChartView(QWidget *parent)
    : QChartView(new QChart, parent)
{
    chart()->setLocalizeNumbers(true);
    chart()->legend()->hide();
    chart()->setMargins(ChartStyle::chartMargins);
    setRenderHint(QPainter::Antialiasing);
    setFocusPolicy(Qt::StrongFocus);
    ChartLook::restyle(this);
}

bool ChartView::event(QEvent *event)
{
    const QEvent::Type type = event->type();
    if (type == QEvent::FontChange || type == QEvent::PaletteChange || type == QEvent::Show)
        ChartLook::restyle(this);
    return QChartView::event(event);
}

void ChartView::addReadout(QXYSeries *series)
{
    connect(series, &QXYSeries::hovered, this,
            [this, series](const QPointF &point, bool on) { showReadout(series, point, on); });
}

QString ChartView::readout(const QXYSeries *, qsizetype) const
{
    return {};
}

qsizetype ChartView::nearestPoint(const QXYSeries *series, const QPointF &point) const
{
    return ChartLook::nearestInX(series->points(), point.x());
}

void ChartView::showReadout(const QXYSeries *series, const QPointF &point, bool on)
{
    const qsizetype index = on ? nearestPoint(series, point) : -1;
    const QString text = index >= 0 ? readout(series, index) : QString();
    if (text.isEmpty())
        QToolTip::hideText();
    else
        QToolTip::showText(QCursor::pos(), text, this);
}
