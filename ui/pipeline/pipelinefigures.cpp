#include "pipeline/pipelinefigures.h"

#include "pipeline/pipelinenumbers.h"

#include <QAbstractTextDocumentLayout>
#include <QLocale>
#include <QTextBrowser>
#include <QVBoxLayout>

#include <cmath>

using namespace Qt::StringLiterals;
using pipeline::PipelineSimulator;

PipelineFigures::PipelineFigures(QWidget *parent)
    : QGroupBox(parent)
{
    // Read-only text rather than a label: screen readers read it line by line,
    // and new figures do not make the whole page lay itself out again (its height
    // changes only when the number of lines does).
    m_text = new QTextBrowser(this);
    m_text->setObjectName(u"figuresText"_s);
    m_text->setOpenLinks(false);
    m_text->setTabChangesFocus(true);
    m_text->setFrameShape(QFrame::NoFrame);
    m_text->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_text->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_text->viewport()->setAutoFillBackground(false);
    m_text->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    m_text->document()->setDocumentMargin(1);
    // Wrapping changes the height when the width changes; new text sets it once
    // it is all in (setResult), not at the empty document on the way.
    connect(m_text->document()->documentLayout(), &QAbstractTextDocumentLayout::documentSizeChanged,
            this, [this](const QSizeF &size) {
                if (!m_replacingText)
                    fitHeight(size);
            });

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 4, 6, 6);
    layout->addWidget(m_text);
}

void PipelineFigures::retranslate()
{
    setTitle(tr("Figures"));
    m_text->setAccessibleName(tr("Figures"));
}

void PipelineFigures::setResult(const pipeline::Parameters &parameters,
                                const pipeline::Result &result)
{
    const QString text = figureLines(parameters, result).join(u'\n');
    if (m_text->toPlainText() != text) {
        m_replacingText = true;
        m_text->setPlainText(text);
        m_replacingText = false;
        fitHeight(m_text->document()->size());
    }
    m_text->setAccessibleDescription(text);
}

void PipelineFigures::fitHeight(const QSizeF &documentSize)
{
    const int height = int(std::ceil(documentSize.height())) + 2 * m_text->frameWidth();
    if (m_text->minimumHeight() != height)
        m_text->setFixedHeight(height);
}

QStringList PipelineFigures::figureLines(const pipeline::Parameters &parameters,
                                         const pipeline::Result &result)
{
    if (!result.ok())
        return {PipelineSimulator::describe(result.problem, parameters)};

    QStringList lines;
    lines.append(tr("Schedule: %1").arg(PipelineSimulator::scheduleName(parameters.schedule)));
    lines.append(tr("Makespan: %1 time units").arg(PipelineNumbers::units(result.makespan)));
    lines.append(tr("Ideal compute per GPU: %1").arg(PipelineNumbers::units(result.idealCompute)));
    lines.append(
        tr("Idle time per GPU (bubble): %1").arg(PipelineNumbers::units(result.idleTimePerStage)));
    lines.append(
        tr("Bubble ÷ total time (GPipe): %1").arg(PipelineNumbers::percent(result.bubbleOverTotal)));
    lines.append(tr("Bubble ÷ ideal compute (Megatron-LM): %1")
                     .arg(PipelineNumbers::percent(result.bubbleOverIdeal)));
    // Over 100 % looks like a mistake beside the share of the total time.
    if (result.bubbleOverIdeal > 1.0 + 1e-9)
        lines.append(tr("(Over 100 %: each GPU waits longer than it computes, here %1 times as "
                        "long.)")
                         .arg(QLocale().toString(result.bubbleOverIdeal, 'f', 1)));
    if (const auto form = PipelineSimulator::closedForm(parameters))
        lines.append(tr("Closed form: %1 of total time, %2 of ideal compute")
                         .arg(PipelineNumbers::percent(form->bubbleOverTotal),
                              PipelineNumbers::percent(form->bubbleOverIdeal)));
    else
        lines.append(
            tr("Closed form: none for these values (ZB-H1's formula needs m ≥ p and r ≤ 2)"));
    int peakStage = 0;
    for (int stage = 1; stage < result.stages.size(); ++stage) {
        if (result.stages[stage].peakActivations > result.stages[peakStage].peakActivations)
            peakStage = stage;
    }
    lines.append(tr("Most activations held, in micro-batches: %1, on GPU %2")
                     .arg(PipelineNumbers::units(result.peakActivations()),
                          QLocale().toString(peakStage + 1)));
    return lines;
}
