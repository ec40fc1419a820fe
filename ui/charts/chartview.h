#pragma once

#include <QChartView>

class QXYSeries;

// What every chart view of ScaleStudy has in common: numbers in the interface
// language's digits, no QLegend (each page writes its legend as a label that
// wraps, where QLegend cuts Bengali names short), the kit's margins,
// antialiasing, keyboard focus, a look that follows the text size and theme
// (ChartLook), and hover readouts at the nearest point of a series.
class ChartView : public QChartView
{
    Q_OBJECT

public:
    explicit ChartView(QWidget *parent = nullptr);

protected:
    // Restyles the chart (ChartLook) on the changes a text size or theme
    // makes, and when shown (a chart may have made its axes while hidden),
    // before the view and its subclass see the change.
    bool event(QEvent *event) override;
    // While the pointer hovers over `series`, a tooltip shows readout() for
    // its point nearest the pointer.
    void addReadout(QXYSeries *series);
    // The readout of the point at `index` of `series`; an empty text shows none.
    virtual QString readout(const QXYSeries *series, qsizetype index) const;
    // The index of the point of `series` nearest `point`, -1 when it has none:
    // by default the nearest along the x axis.
    virtual qsizetype nearestPoint(const QXYSeries *series, const QPointF &point) const;

private:
    void showReadout(const QXYSeries *series, const QPointF &point, bool on);
};
