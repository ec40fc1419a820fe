#include "charts/seriescolours.h"

#include "charts/chartlook.h"

#include <QAbstractBarSeries>
#include <QBarSet>
#include <QColor>
#include <QPen>
#include <QVariant>
#include <QXYSeries>

#include <functional>

namespace SeriesColours {

namespace {

// Sets one colour of `owner` (read by `get`, written by `set`) to the chart's
// own colour made legible on `paper`. Two properties on the owner remember the
// chart's own colour and the one given in its stead.
void fitOne(QObject *owner, const char *name, const QColor &paper, const QColor &around,
            const std::function<QColor()> &get, const std::function<void(const QColor &)> &set)
{
    const QByteArray own = QByteArray("chartLookOwn_") + name;
    const QByteArray given = QByteArray("chartLookGiven_") + name;
    const QColor now = get();
    QColor chartsOwn = owner->property(own.constData()).value<QColor>();
    if (!chartsOwn.isValid() || now != owner->property(given.constData()).value<QColor>())
        chartsOwn = now; // never fitted, or the chart has set a colour since
    if (chartsOwn.alpha() == 0)
        return; // a transparent fill stays so
    // The chart's colours are made for white paper: only a dark one changes them.
    const bool darkPaper = ChartLook::contrast(paper, Qt::white)
                           > ChartLook::contrast(paper, Qt::black);
    const QColor fitted = darkPaper
                              ? ChartLook::legibleOn(ChartLook::legibleOn(chartsOwn, paper), around)
                              : chartsOwn;
    owner->setProperty(own.constData(), chartsOwn);
    owner->setProperty(given.constData(), fitted);
    if (fitted != now)
        set(fitted);
}

void fitXY(QXYSeries *series, const QColor &paper, const QColor &around)
{
    fitOne(
        series, "pen", paper, around, [series] { return series->pen().color(); },
        [series](const QColor &colour) {
            QPen pen = series->pen();
            pen.setColor(colour);
            series->setPen(pen);
        });
    fitOne(
        series, "brush", paper, around, [series] { return series->brush().color(); },
        [series](const QColor &colour) {
            QBrush brush = series->brush();
            brush.setColor(colour);
            series->setBrush(brush);
        });
}

void fitBars(QAbstractBarSeries *series, const QColor &paper, const QColor &around)
{
    const QList<QBarSet *> sets = series->barSets();
    for (QBarSet *set : sets) {
        fitOne(
            set, "colour", paper, around, [set] { return set->color(); },
            [set](const QColor &colour) { set->setColor(colour); });
        fitOne(
            set, "border", paper, around, [set] { return set->borderColor(); },
            [set](const QColor &colour) { set->setBorderColor(colour); });
    }
}

} // namespace

void fit(QAbstractSeries *series, const QColor &paper, const QColor &around)
{
    if (auto *xy = qobject_cast<QXYSeries *>(series))
        fitXY(xy, paper, around);
    else if (auto *bars = qobject_cast<QAbstractBarSeries *>(series))
        fitBars(bars, paper, around);
}

} // namespace SeriesColours
