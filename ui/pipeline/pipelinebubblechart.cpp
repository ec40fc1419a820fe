#include "pipeline/pipelinebubblechart.h"

#include "pipeline/pipelinenumbers.h"
#include "pipeline/pipelinepage.h"

#include <QChart>
#include <QLineSeries>
#include <QLocale>
#include <QScatterSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;
using PipelineNumbers::percent;
using pipeline::Parameters;
using pipeline::PipelineSimulator;

namespace {

// The smallest of 1, 2, 2.5, 5 × 10^k not below `value`.
double niceCeiling(double value)
{
    if (value <= 0)
        return 1.0;
    const double magnitude = std::pow(10.0, std::floor(std::log10(value)));
    for (double factor : {1.0, 2.0, 2.5, 5.0, 10.0}) {
        if (factor * magnitude >= value - 1e-9)
            return factor * magnitude;
    }
    return 10.0 * magnitude;
}

} // namespace

PipelineBubbleChart::PipelineBubbleChart(QWidget *parent)
    : QChartView(new QChart, parent)
{
    QChart *bubbleChart = chart();
    bubbleChart->setLocalizeNumbers(true);
    bubbleChart->legend()->setAlignment(Qt::AlignBottom);
    bubbleChart->setMargins(QMargins(4, 4, 4, 4));
    m_formulaSeries = new QLineSeries(bubbleChart);
    m_formulaSeries->setPen(QPen(QColor(0x33, 0x33, 0x33), 1.5));
    m_simulatedSeries = new QScatterSeries(bubbleChart);
    // Hollow markers, so the closed-form line shows through where they agree.
    m_simulatedSeries->setMarkerSize(8);
    m_simulatedSeries->setColor(Qt::transparent);
    m_simulatedSeries->setPen(QPen(QColor(0x2f, 0x6d, 0xb5), 1.5));
    m_currentSeries = new QScatterSeries(bubbleChart);
    m_currentSeries->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
    m_currentSeries->setMarkerSize(13);
    m_currentSeries->setColor(QColor(0xd6, 0x27, 0x28));
    bubbleChart->addSeries(m_formulaSeries);
    bubbleChart->addSeries(m_simulatedSeries);
    bubbleChart->addSeries(m_currentSeries);
    m_axisX = new QValueAxis(bubbleChart);
    m_axisX->setRange(0, pipeline::maxMicroBatches);
    m_axisX->setTickCount(5); // 0, 16, 32, 48, 64
    m_axisX->setMinorTickCount(1);
    m_axisX->setLabelFormat(u"%.0f"_s);
    m_axisY = new QValueAxis(bubbleChart);
    m_axisY->setLabelFormat(u"%.0f"_s);
    m_axisY->setTickCount(5);
    bubbleChart->addAxis(m_axisX, Qt::AlignBottom);
    bubbleChart->addAxis(m_axisY, Qt::AlignLeft);
    for (QScatterSeries *series : {m_simulatedSeries, m_currentSeries}) {
        series->attachAxis(m_axisX);
        series->attachAxis(m_axisY);
    }
    m_formulaSeries->attachAxis(m_axisX);
    m_formulaSeries->attachAxis(m_axisY);

    setObjectName(u"bubbleChartView"_s);
    setRenderHint(QPainter::Antialiasing);
    setFocusPolicy(Qt::TabFocus);
    setMinimumSize(240, 220);
}

void PipelineBubbleChart::retranslate()
{
    setAccessibleName(PipelinePage::tr("Chart: bubble against the number of micro-batches"));
    m_formulaSeries->setName(PipelinePage::tr("closed form"));
    m_simulatedSeries->setName(PipelinePage::tr("simulated"));
    m_currentSeries->setName(PipelinePage::tr("current m"));
    m_axisX->setTitleText(PipelinePage::tr("micro-batches m"));
    chart()->setLocale(QLocale());
}

void PipelineBubbleChart::plot(const Parameters &current, const pipeline::Result &result, Measure measure)
{
    const bool overTotal = measure == Measure::OverTotalTime;
    updateCurve(current);
    // Replacing 64 points re-lays the chart out: only when they differ.
    if (!m_curve->shown || *m_curve->shown != measure) {
        m_simulatedSeries->replace(overTotal ? m_curve->simulatedOverTotal : m_curve->simulatedOverIdeal);
        m_formulaSeries->replace(overTotal ? m_curve->formulaOverTotal : m_curve->formulaOverIdeal);
        m_curve->shown = measure;
    }

    double currentValue = 0;
    if (result.ok()) {
        currentValue = 100.0 * (overTotal ? result.bubbleOverTotal : result.bubbleOverIdeal);
        m_currentSeries->replace({QPointF(current.microBatches, currentValue)});
    } else {
        m_currentSeries->clear();
    }

    updateAxisY(measure, currentValue);
    const QString title =
        PipelinePage::tr("Bubble against m: %1, p = %2")
            .arg(PipelineSimulator::scheduleName(current.schedule), QLocale().toString(current.stages));
    if (chart()->title() != title)
        chart()->setTitle(title);
    updateDescription(current, result, measure, currentValue);
}

void PipelineBubbleChart::updateCurve(const Parameters &current)
{
    if (m_curve && m_curve->schedule == current.schedule && m_curve->stages == current.stages
        && m_curve->chunks == current.chunks && m_curve->ratio == current.backwardRatio)
        return;
    Curve curve;
    curve.schedule = current.schedule;
    curve.stages = current.stages;
    curve.chunks = current.chunks;
    curve.ratio = current.backwardRatio;
    Parameters sample = current;
    for (int m = pipeline::minMicroBatches; m <= pipeline::maxMicroBatches; ++m) {
        sample.microBatches = m;
        if (PipelineSimulator::check(sample) != pipeline::Problem::None)
            continue;
        const pipeline::Result result = PipelineSimulator::simulate(sample);
        if (result.ok()) {
            curve.simulatedOverTotal.append(QPointF(m, 100.0 * result.bubbleOverTotal));
            curve.simulatedOverIdeal.append(QPointF(m, 100.0 * result.bubbleOverIdeal));
        }
        if (const auto form = PipelineSimulator::closedForm(sample)) {
            curve.formulaOverTotal.append(QPointF(m, 100.0 * form->bubbleOverTotal));
            curve.formulaOverIdeal.append(QPointF(m, 100.0 * form->bubbleOverIdeal));
        }
    }
    m_curve = curve;
}

void PipelineBubbleChart::updateAxisY(Measure measure, double currentValue)
{
    // Over total time the bubble is at most 100 %; over ideal compute it can be
    // several times the work, so the axis ends just above the largest value.
    double top = 100.0;
    if (measure == Measure::OverIdealCompute) {
        double largest = currentValue;
        for (const QList<QPointF> *points : {&m_curve->simulatedOverIdeal, &m_curve->formulaOverIdeal})
            for (const QPointF &point : *points)
                largest = std::max(largest, point.y());
        top = niceCeiling(largest * 1.05);
    }
    if (m_axisY->max() != top)
        m_axisY->setRange(0, top);
    const QString axisTitle = measure == Measure::OverTotalTime ? PipelinePage::tr("bubble ÷ total time (%)")
                                                                : PipelinePage::tr("bubble ÷ ideal compute (%)");
    if (m_axisY->titleText() != axisTitle)
        m_axisY->setTitleText(axisTitle);
}

void PipelineBubbleChart::updateDescription(const Parameters &current, const pipeline::Result &result,
                                            Measure measure, double currentValue)
{
    QString description;
    if (m_curve->simulatedOverTotal.isEmpty()) {
        description = PipelinePage::tr("No values for these settings.");
    } else {
        const QList<QPointF> &points =
            measure == Measure::OverTotalTime ? m_curve->simulatedOverTotal : m_curve->simulatedOverIdeal;
        description = PipelinePage::tr("Simulated %1: %2 at m = %3, %4 at m = %5.")
                          .arg(m_axisY->titleText(), percent(points.first().y() / 100.0),
                               QLocale().toString(int(points.first().x())), percent(points.last().y() / 100.0),
                               QLocale().toString(int(points.last().x())));
        if (result.ok())
            description += u' '
                + PipelinePage::tr("Now, at m = %1: %2.")
                      .arg(QLocale().toString(current.microBatches), percent(currentValue / 100.0));
    }
    setAccessibleDescription(description);
}
