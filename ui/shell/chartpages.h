#pragma once

#include "core/chartsetup.h"
#include "core/questionbank.h"

#include <QObject>

class AsyncDispatchPage;
class AttentionPage;
class CommunicationPage;
class JitCachePage;
class PageStack;
class PipelinePage;
class QWidget;
class ShardingPage;
class TrainingMemoryPage;

// The concept chart pages on the window's page stack: which page draws which
// concept, each built when first shown (start-up is what a learner waits
// through) and set up as the question's bank has it.
class ChartPages : public QObject
{
    Q_OBJECT

public:
    ChartPages(PageStack *stack, QObject *parent);

    // Brings the page of `chartConcept` into sight, set up and focused;
    // nothing for Concept::None.
    void show(Concept chartConcept, const ChartSetup &setup, const ChartOrigin &origin);
    // The communication page set up for an all-reduce of `messageBytes` over `gpus`.
    void showGradientAllReduce(int gpus, quint64 messageBytes);
    // The window-title name of `page` when it is one of these, in the
    // current language; empty otherwise.
    QString titleOf(const QWidget *page) const;

private:
    // The page, built and added to the stack on first use.
    QWidget *pageFor(Concept chartConcept);
    template<typename Page>
    Page *built(Page *&page);

    PageStack *m_stack = nullptr;
    PipelinePage *m_pipeline = nullptr;
    AttentionPage *m_attention = nullptr;
    ShardingPage *m_sharding = nullptr;
    CommunicationPage *m_communication = nullptr;
    TrainingMemoryPage *m_trainingMemory = nullptr;
    JitCachePage *m_jitCache = nullptr;
    AsyncDispatchPage *m_asyncDispatch = nullptr;
};
