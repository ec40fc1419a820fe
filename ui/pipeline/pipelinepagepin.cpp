#include "pipeline/pipelinepage.h"

#include "charts/charttools.h"
#include "core/models/bubblesweepmodel.h"
#include "pipeline/pipelineactivationschart.h"
#include "pipeline/pipelinebubblechart.h"
#include "pipeline/pipelinecontrols.h"
#include "pipeline/pipelinetables.h"
#include "pipeline/pipelinetimelinewidget.h"

#include <QLocale>

// The pipeline page's chart tools: the charts they save, the Data view's
// tables, and the pinned setting the timeline and both charts draw faintly.

using pipeline::Parameters;
using pipeline::PipelineSimulator;
using pipeline::Schedule;

void PipelinePage::buildChartTools()
{
    m_chartTools = new ChartTools(this);
    m_chartTools->setCharts({{m_timeline,
                              [] {
                                  return tr("Pipeline timeline");
                              }},
                             {m_bubbleChart,
                              [] {
                                  return tr("Bubble against m");
                              }},
                             {m_activationsChart, [] {
                                  return tr("Peak activations per GPU");
                              }}});
    // The bubble against m is the chart's own model; the rest are tables of text.
    m_bubbleText = PipelineTables::bubbleText(m_bubbleModel, this);
    m_chartTools->setTables([this] {
        QList<ChartDataTab> tabs{PipelineTables::perGpu(m_result),
                                 PipelineTables::blocks(m_parameters, m_result),
                                 {PipelineTables::bubbleTitle(), m_bubbleText},
                                 PipelineTables::activations(m_parameters, m_result,
                                                             m_comparedResult)};
        // The timeline draws the pinned run too: its table follows the timeline's.
        if (m_pinned)
            tabs.insert(1, PipelineTables::pinnedPerGpu(pinnedLabel(), m_pinnedResult));
        return tabs;
    });
    m_chartTools->setFigures([this] { return figuresText(); });
    connect(m_chartTools, &ChartTools::pinRequested, this, &PipelinePage::pinCurrent);
    connect(m_chartTools, &ChartTools::pinCleared, this, &PipelinePage::clearPin);
}

QString PipelinePage::pinnedLabel() const
{
    if (!m_pinned)
        return {};
    const QLocale locale;
    const Parameters &pinned = *m_pinned;
    if (pinned.schedule == Schedule::Interleaved)
        return tr("%1, p = %2, m = %3, v = %4, r = %5")
            .arg(PipelineSimulator::scheduleName(pinned.schedule), locale.toString(pinned.stages),
                 locale.toString(pinned.microBatches), locale.toString(pinned.chunks),
                 locale.toString(pinned.backwardRatio, 'f', 1));
    return tr("%1, p = %2, m = %3, r = %4")
        .arg(PipelineSimulator::scheduleName(pinned.schedule), locale.toString(pinned.stages),
             locale.toString(pinned.microBatches), locale.toString(pinned.backwardRatio, 'f', 1));
}

void PipelinePage::pinCurrent()
{
    m_pinned = m_parameters;
    m_pinnedSweep = m_sweep;
    m_pinnedResult = m_result;
    showPinned();
    m_chartTools->setPinned(true);
    updateBubbleChart();
    m_activationsChart->plot(m_parameters, m_result, m_comparedResult);
    m_chartTools->dataChanged();
    updateLegends();
    updateChartsDirection();
}

void PipelinePage::showPinned()
{
    if (!m_pinned)
        return;
    m_bubbleChart->setPinned(pinnedLabel(), m_pinnedSweep);
    m_activationsChart->setPinned(pinnedLabel(), m_pinnedResult);
    m_timeline->setPinned(pinnedLabel(), m_pinnedResult);
}

void PipelinePage::clearPin()
{
    m_pinned.reset();
    m_bubbleChart->clearPinned();
    m_activationsChart->clearPinned();
    m_timeline->clearPinned();
    m_chartTools->setPinned(false);
    updateBubbleChart();
    m_activationsChart->plot(m_parameters, m_result, m_comparedResult);
    m_chartTools->dataChanged();
    updateLegends();
    updateChartsDirection();
}
