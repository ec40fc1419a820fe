#include "pipeline/pipelinepage.h"

#include "charts/charttools.h"
#include "core/models/bubblesweepmodel.h"
#include "pipeline/pipelineactivationschart.h"
#include "pipeline/pipelinebubblechart.h"
#include "pipeline/pipelinecontrols.h"
#include "pipeline/pipelinetables.h"
#include "pipeline/pipelinetimelinewidget.h"

#include <QLabel>
#include <QLocale>

// The pipeline page's chart tools: the charts they save, the Data view's
// tables, and the pinned setting the timeline and both charts draw faintly.

using pipeline::Parameters;
using pipeline::PipelineSimulator;
using pipeline::Schedule;
using namespace Qt::StringLiterals;

namespace {

// The schedule in a file name: ASCII, lower case, in every language.
QString scheduleInFileName(Schedule schedule)
{
    switch (schedule) {
    case Schedule::Naive:
        return u"naive"_s;
    case Schedule::GPipe:
        return u"gpipe"_s;
    case Schedule::OneFOneB:
        return u"1f1b"_s;
    case Schedule::Interleaved:
        return u"interleaved-1f1b"_s;
    case Schedule::ZeroBubbleH1:
        return u"zb-h1"_s;
    }
    return u"schedule"_s;
}

// "pipeline-<chart>-<schedule>-p<p>[-v<v>][-m<m>]": the setting the chart shows
// (the bubble chart sweeps m, so it leaves m out).
QString fileName(const QString &chart, const Parameters &parameters, bool withMicroBatches)
{
    QString name = u"pipeline-%1-%2-p%3"_s.arg(chart, scheduleInFileName(parameters.schedule))
                       .arg(parameters.stages);
    if (parameters.schedule == Schedule::Interleaved)
        name += u"-v%1"_s.arg(parameters.chunks);
    if (withMicroBatches)
        name += u"-m%1"_s.arg(parameters.microBatches);
    return name;
}

} // namespace

void PipelinePage::buildChartTools()
{
    m_chartTools = new ChartTools(this);
    m_chartTools->setCharts(
        {{m_timeline, [] { return tr("Pipeline timeline"); },
          [this] {
              return fileName(u"timeline"_s, m_parameters, true);
          }},
         {m_bubbleChart, [] { return tr("Bubble against m"); },
          [this] { return fileName(u"bubble"_s, m_parameters, false); }, m_bubbleLegend},
         {m_activationsChart, [] { return tr("Peak activations per GPU"); },
          [this] { return fileName(u"activations"_s, m_parameters, true); }, m_activationsLegend}});
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
