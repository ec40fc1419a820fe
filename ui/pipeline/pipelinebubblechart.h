#pragma once

#include "core/pipelinesimulator.h"

#include <QChartView>
#include <QList>
#include <QPointF>

#include <optional>

QT_BEGIN_NAMESPACE
class QLineSeries;
class QScatterSeries;
class QValueAxis;
QT_END_NAMESPACE

// The bubble fraction against the number of micro-batches m = 1…64 for one
// schedule, p, v and r: simulated, by the closed form where there is one, and at
// the current m. Its texts keep the Pipeline bubbles page's translation context;
// the page calls retranslate() and plot() again when the language changes.
class PipelineBubbleChart : public QChartView
{
    Q_OBJECT
public:
    // Which bubble fraction the chart plots.
    enum class Measure { OverTotalTime, OverIdealCompute };

    explicit PipelineBubbleChart(QWidget *parent = nullptr);

    // Sets the texts that do not depend on what is plotted.
    void retranslate();
    // Plots the curve for the schedule, p, v and r of `current` and marks
    // `result`, the simulation of `current`, at its m.
    void plot(const pipeline::Parameters &current, const pipeline::Result &result, Measure measure);

private:
    // The curve depends on everything but m: kept until schedule, p, v or r change.
    struct Curve
    {
        pipeline::Schedule schedule = pipeline::Schedule::Naive;
        int stages = 0;
        int chunks = 0;
        double ratio = 0;
        QList<QPointF> simulatedOverTotal, simulatedOverIdeal;
        QList<QPointF> formulaOverTotal, formulaOverIdeal;
        std::optional<Measure> shown; // which of them the chart shows now
    };
    void updateCurve(const pipeline::Parameters &current);
    void updateAxisY(Measure measure, double currentValue);
    void updateDescription(const pipeline::Parameters &current, const pipeline::Result &result, Measure measure,
                           double currentValue);

    QLineSeries *m_formulaSeries = nullptr;
    QScatterSeries *m_simulatedSeries = nullptr;
    QScatterSeries *m_currentSeries = nullptr;
    QValueAxis *m_axisX = nullptr;
    QValueAxis *m_axisY = nullptr;
    std::optional<Curve> m_curve;
};
