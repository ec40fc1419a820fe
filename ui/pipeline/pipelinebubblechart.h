#pragma once

#include "core/pipelinechartdata.h"

#include "charts/chartview.h"
#include <QCoreApplication>
#include <QList>
#include <QPointF>

#include <optional>

QT_BEGIN_NAMESPACE
class QLineSeries;
class QScatterSeries;
class QValueAxis;
class QXYSeries;
QT_END_NAMESPACE

class BubbleSweepModel;

// Draws the bubble fraction against the number of micro-batches m = 1…64 of
// its model (a BubbleSweepModel, the one the Data view lists): simulated, by
// the closed form where there is one (both fed from it by SeriesMapping), and
// at the current m. Translated in the Pipeline bubbles page's context; the
// page calls retranslate() and plot() again when the language changes.
class PipelineBubbleChart : public ChartView
{
    Q_DECLARE_TR_FUNCTIONS(PipelinePage)

public:
    // Which bubble fraction the chart plots.
    using Measure = pipeline::BubbleMeasure;

    explicit PipelineBubbleChart(QWidget *parent = nullptr);

    // The simulated and closed-form lines follow `model` from now on.
    void setModel(BubbleSweepModel *model);

    // Sets the texts that do not depend on what is plotted.
    void retranslate();
    // The model holds the sweep for the schedule, p, v and r of `current` in
    // `measure`: marks `result`, the simulation of `current`, at its m, and
    // fits the axes and texts to what is drawn.
    void plot(const pipeline::Parameters &current, const pipeline::Result &result, Measure measure);

    // Draws `sweep`, a pinned setting named `label`, faintly beside the current
    // one from the next plot() on; clearPinned() stops.
    void setPinned(const QString &label, const pipeline::BubbleSweep &sweep);
    void clearPinned();

    // What is drawn, for the legend under the chart (ChartLook::legendText).
    QString legendText() const;

    // Its smallest size: the page's column lays the charts out at their
    // smallest and gives them the room left by stretch. Qt's own hint (the size
    // the chart had last) would be taken for the chart's minimum by a column
    // that measures its legend's height for its width, and squeeze the other
    // chart under its legend.
    QSize sizeHint() const override { return minimumSize(); }

protected:
    void changeEvent(QEvent *event) override;

private:
    QString title(pipeline::Schedule schedule, int stages) const;
    // The title on one line where the chart is wide enough, else broken after its colon.
    void showTitle();
    // The smallest size at which no text is cut short, at the current fonts.
    void updateMinimumSize();
    // As many ticks on each axis as have room for their labels.
    void fitTicks();
    void applyAxisY();
    QString readout(const QXYSeries *series, qsizetype index) const override;
    void updateAxisY(Measure measure, double currentValue);
    // The largest value the simulated and closed-form lines reach.
    double largestDrawn() const;
    void updateDescription(const pipeline::Parameters &current, const pipeline::Result &result,
                           const QList<QPointF> &simulated, double currentValue);

    QLineSeries *m_formulaSeries = nullptr;
    QScatterSeries *m_simulatedSeries = nullptr;
    QScatterSeries *m_currentSeries = nullptr;
    QLineSeries *m_pinnedSeries = nullptr;
    QValueAxis *m_axisX = nullptr;
    QValueAxis *m_axisY = nullptr;
    std::optional<pipeline::BubbleSweep> m_pinnedSweep;
    QString m_title; // on one line
    double m_largestY = 100; // the largest value the y axis reaches
    int m_yIntervals = 0; // how many the y axis has room for
    QString m_pinnedLabel;
};
