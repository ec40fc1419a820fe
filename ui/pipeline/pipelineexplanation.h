#pragma once

#include "core/pipelinesimulator.h"

#include <QCoreApplication>
#include <QString>

// What the Pipeline bubbles page says in prose: the explanation beside the
// charts, and the notes that make a question's point with simulated figures.
// Its texts keep the page's translation context.
class PipelineExplanation
{
    Q_DECLARE_TR_FUNCTIONS(PipelinePage)
public:
    // The explanation, as HTML: bubbles, micro-batches, the schedules, and the two
    // ways to measure the bubble.
    static QString html();

    // What a bubble is, with the idle share of the naive schedule `naive`
    // (one batch, no micro-batches).
    static QString whatIsABubbleNote(const pipeline::Parameters &naive);
    // Why micro-batches help: the idle share of the same GPipe pipeline with
    // few and with many micro-batches.
    static QString microBatchingNote(const pipeline::Parameters &few,
                                     const pipeline::Parameters &many);
};
