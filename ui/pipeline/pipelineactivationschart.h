#pragma once

#include "core/pipelinesimulator.h"

#include "charts/chartview.h"
#include <QCoreApplication>

#include <optional>

QT_BEGIN_NAMESPACE
class QBarSeries;
class QBarSet;
class QCategoryAxis;
class QValueAxis;
QT_END_NAMESPACE

// Bars of the most activations each GPU holds, in micro-batches, for the current
// schedule beside the compared one (pipeline::comparedSchedule). Translated in
// the Pipeline bubbles page's context; the page calls retranslate() and plot()
// again when the language changes.
class PipelineActivationsChart : public ChartView
{
    Q_DECLARE_TR_FUNCTIONS(PipelinePage)

public:
    explicit PipelineActivationsChart(QWidget *parent = nullptr);

    // Sets the texts that do not depend on what is plotted.
    void retranslate();
    // Draws `result`, the simulation of `current`, beside `compared`, the
    // simulation of the compared schedule with the same p, m, v and r.
    void plot(const pipeline::Parameters &current, const pipeline::Result &result,
              const pipeline::Result &compared);

    // Draws the peak activations of `pinned`, a pinned setting named `label`,
    // as faint bars beside the others from the next plot() on; clearPinned() stops.
    void setPinned(const QString &label, const pipeline::Result &pinned);
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
    // The smallest size at which no text is cut short, at the current fonts.
    void updateMinimumSize();
    // As many ticks on each axis as have room for their labels.
    void fitTicks();
    void updateAxisX(int stages);
    void updateAxisY(double largest);
    void applyAxisY();
    void updateDescription(const pipeline::Result &result, pipeline::Schedule comparedSchedule,
                           const pipeline::Result &compared);

    QBarSet *m_currentActivations = nullptr;
    QBarSet *m_comparedActivations = nullptr;
    QBarSet *m_pinnedActivations = nullptr;
    QBarSeries *m_series = nullptr;
    std::optional<pipeline::Result> m_pinned;
    QString m_pinnedLabel;
    QCategoryAxis *m_axisX = nullptr;
    QValueAxis *m_axisY = nullptr;
    int m_stages = 0; // GPUs on the x axis
    int m_xLabelsFitting = pipeline::maxStages + 1; // labels the x axis has room for
    double m_largestY = 0; // what the y axis reaches
    int m_yIntervals = 0; // how many the y axis has room for
};
