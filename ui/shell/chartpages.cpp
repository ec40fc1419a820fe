#include "shell/chartpages.h"

#include "asyncdispatch/asyncdispatchpage.h"
#include "attention/attentionpage.h"
#include "communication/communicationpage.h"
#include "jitcache/jitcachepage.h"
#include "pipeline/pipelinepage.h"
#include "sharding/shardingpage.h"
#include "shell/pagestack.h"
#include "trainingmemory/trainingmemorypage.h"

#include <algorithm>

ChartPages::ChartPages(PageStack *stack, QObject *parent)
    : QObject(parent)
    , m_stack(stack)
{ }

template<typename Page>
Page *ChartPages::built(Page *&page)
{
    if (!page) {
        page = new Page(m_stack);
        m_stack->addWidget(page);
    }
    return page;
}

QWidget *ChartPages::pageFor(Concept chartConcept)
{
    switch (chartConcept) {
    case Concept::PipelineBubbles:
        return built(m_pipeline);
    case Concept::AttentionMemory:
        return built(m_attention);
    case Concept::Sharding:
        if (!m_sharding) {
            built(m_sharding);
            connect(m_sharding, &ShardingPage::communicationRequested, this,
                    &ChartPages::showGradientAllReduce);
        }
        return m_sharding;
    case Concept::Communication:
        return built(m_communication);
    case Concept::TrainingMemory:
        return built(m_trainingMemory);
    case Concept::JitCache:
        return built(m_jitCache);
    case Concept::AsyncDispatch:
        return built(m_asyncDispatch);
    case Concept::None:
        break;
    }
    return nullptr;
}

void ChartPages::show(Concept chartConcept, const ChartSetup &setup, const ChartOrigin &origin)
{
    QWidget *page = pageFor(chartConcept);
    if (!page)
        return;
    if (page == m_pipeline)
        m_pipeline->showSetup(setup.pipeline, origin);
    else if (page == m_attention)
        m_attention->showSetup(setup.attention, origin);
    else if (page == m_sharding)
        m_sharding->showSetup(setup.sharding, origin);
    else if (page == m_communication)
        m_communication->showSetup(setup.communication, origin);
    else if (page == m_trainingMemory)
        m_trainingMemory->showSetup(setup.trainingMemory, origin);
    else if (page == m_jitCache)
        m_jitCache->showSetup(setup.jitCache, origin);
    else if (page == m_asyncDispatch)
        m_asyncDispatch->showSetup(setup.asyncDispatch, origin);
    m_stack->setCurrentWidget(page);
    page->setFocus(Qt::OtherFocusReason);
}

// The sharding page's training step hands its gradient all-reduce over
// 'data' to the communication page, which starts from its own defaults
// (the link inside a node) with the step's GPUs and bytes.
void ChartPages::showGradientAllReduce(int gpus, quint64 messageBytes)
{
    CommunicationChartSetup setup;
    setup.gpus = std::clamp(gpus, CollectiveLimits::minGpus, CollectiveLimits::maxGpus);
    setup.messageBytes = std::clamp(double(messageBytes), CollectiveLimits::minBytes,
                                    CollectiveLimits::maxBytes);
    ChartSetup chart;
    chart.communication = setup;
    show(Concept::Communication, chart, {});
}

QString ChartPages::titleOf(const QWidget *page) const
{
    if (!page)
        return {};
    const std::initializer_list<std::pair<const QWidget *, const char *>> named{
        {m_pipeline, QT_TR_NOOP("Pipeline bubbles")},
        {m_attention, QT_TR_NOOP("Attention memory")},
        {m_sharding, QT_TR_NOOP("Sharding a JAX array")},
        {m_communication, QT_TR_NOOP("What communication costs")},
        {m_trainingMemory, QT_TR_NOOP("Training memory")},
        {m_jitCache, QT_TR_NOOP("The compilation cache")},
        {m_asyncDispatch, QT_TR_NOOP("Asynchronous dispatch")},
    };
    for (const auto &[chartPage, title] : named) {
        if (chartPage == page)
            return tr(title);
    }
    return {};
}
