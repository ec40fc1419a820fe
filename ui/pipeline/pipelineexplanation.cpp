#include "pipeline/pipelineexplanation.h"

#include "pipeline/pipelinenumbers.h"

#include <QLocale>
#include <QStringList>

using namespace Qt::StringLiterals;
using pipeline::PipelineSimulator;

namespace {

QString section(const QString &heading, const QStringList &paragraphs)
{
    QString text = u"<h4>%1</h4>"_s.arg(heading.toHtmlEscaped());
    for (const QString &paragraph : paragraphs)
        text += u"<p>%1</p>"_s.arg(paragraph.toHtmlEscaped());
    return text;
}

} // namespace

QString PipelineExplanation::html()
{
    QString text;
    text += section(
        tr("What is a bubble?"),
        {tr("Each GPU holds one stage of the model. A stage can start a block only when the stage "
            "before has sent its activations (forward) or the stage after has sent its gradients "
            "(backward). While it waits, the GPU is idle: that idle time is the pipeline bubble, "
            "grey in the timeline. Without micro-batches only one GPU works at a time, so each "
            "is idle (p−1)/p of the time.")});
    text += section(
        tr("Why micro-batches help"),
        {tr("Splitting the batch into m micro-batches lets the stages work on different "
            "micro-batches at once. Filling and draining the pipeline still costs "
            "(p−1)(t_f + t_b) on each GPU, but the useful work grows with m, so the bubble's "
            "share shrinks as m grows.")});
    text += section(
        tr("GPipe against 1F1B"),
        {tr("GPipe runs every forward, then every backward, so each GPU holds the activations "
            "of all m micro-batches. 1F1B starts each backward as soon as it can: the bubble is "
            "the same, but GPU i holds at most p − i + 1 micro-batches (see the activations "
            "chart).")});
    text += section(
        tr("Interleaving"),
        {tr("Interleaved 1F1B gives each GPU v smaller chunks of the model, so a block takes "
            "1/v of the time and the fill and drain shrink to (p−1)(t_f + t_b)/v. The price is "
            "v times as many messages between GPUs and more activations held. m must be a "
            "multiple of p; with v = 1 it is plain 1F1B.")});
    text += section(
        tr("Zero-bubble schedules"),
        {tr("ZB-H1 splits the backward into B, the gradient for the stage's input, which the "
            "stage before is waiting for, and W, the gradient for the weights, which nobody "
            "waits for. B runs at once and W fills time that would be idle: the bubble falls "
            "to (p−1)(t_F + t_B − t_W), and no GPU holds more than 1F1B's busiest GPU.")});
    text += section(
        tr("Two ways to measure the bubble"),
        {tr("bubble ÷ ideal compute = (p−1)/m (Megatron-LM)"),
         tr("bubble ÷ total time = (p−1)/(m+p−1) (GPipe)"),
         tr("Both divide the same idle time: the first by the useful work, the second by the "
            "whole run. The formulas hold for GPipe and 1F1B; the figures give both measures "
            "for every schedule.")});
    return text;
}

QString PipelineExplanation::whatIsABubbleNote(const pipeline::Parameters &naive)
{
    const pipeline::Result result = PipelineSimulator::simulate(naive);
    return tr("A bubble is time a GPU sits idle, waiting for activations from the stage "
              "before it or for gradients from the stage after it. Naive pipeline, p = %1, one "
              "batch: "
              "only one GPU works at a time, so each is idle %2 of the time, (p−1)/p.")
        .arg(QLocale().toString(naive.stages), PipelineNumbers::percent(result.bubbleOverTotal));
}

QString PipelineExplanation::microBatchingNote(const pipeline::Parameters &few,
                                               const pipeline::Parameters &many)
{
    const QLocale locale;
    const pipeline::Result fewResult = PipelineSimulator::simulate(few);
    const pipeline::Result manyResult = PipelineSimulator::simulate(many);
    return tr("Split the batch into micro-batches. GPipe, p = %1: with m = %2 the GPUs "
              "are idle %3 of the time; with m = %4 only %5, because the stages work on different "
              "micro-batches at once. Compare the two:")
        .arg(locale.toString(few.stages), locale.toString(few.microBatches),
             PipelineNumbers::percent(fewResult.bubbleOverTotal),
             locale.toString(many.microBatches),
             PipelineNumbers::percent(manyResult.bubbleOverTotal));
}
