#include "pipeline/pipelinecontrols.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QLocale>
#include <QSpinBox>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;
using pipeline::Parameters;
using pipeline::PipelineSimulator;
using pipeline::Schedule;

PipelineControls::PipelineControls(QWidget *parent)
    : QWidget(parent)
{
    m_scheduleLabel = new QLabel(this);
    m_schedule = new QComboBox(this);
    m_schedule->setObjectName(u"scheduleCombo"_s);
    for (Schedule schedule : pipeline::allSchedules)
        m_schedule->addItem(QString(), int(schedule));

    m_stagesLabel = new QLabel(this);
    m_stages = new QSpinBox(this);
    m_stages->setObjectName(u"stagesSpin"_s);
    m_stages->setRange(pipeline::minStages, pipeline::maxStages);

    m_microBatchesLabel = new QLabel(this);
    m_microBatches = new QSpinBox(this);
    m_microBatches->setObjectName(u"microBatchesSpin"_s);
    m_microBatches->setRange(pipeline::minMicroBatches, pipeline::maxMicroBatches);
    // A typed number counts once it is complete: "12" must not snap at its "1".
    m_microBatches->setKeyboardTracking(false);

    m_chunksLabel = new QLabel(this);
    m_chunks = new QSpinBox(this);
    m_chunks->setObjectName(u"chunksSpin"_s);
    m_chunks->setRange(pipeline::minChunks, pipeline::maxChunks);

    m_ratioLabel = new QLabel(this);
    m_ratio = new QDoubleSpinBox(this);
    m_ratio->setObjectName(u"ratioSpin"_s);
    m_ratio->setRange(pipeline::minBackwardRatio, pipeline::maxBackwardRatio);
    m_ratio->setSingleStep(0.5);
    m_ratio->setDecimals(1);

    m_measureLabel = new QLabel(this);
    m_measure = new QComboBox(this);
    m_measure->setObjectName(u"bubbleMeasureCombo"_s);
    m_measure->addItem(QString(), int(PipelineBubbleChart::Measure::OverTotalTime));
    m_measure->addItem(QString(), int(PipelineBubbleChart::Measure::OverIdealCompute));

    m_snapNote = new QLabel(this);
    m_snapNote->setObjectName(u"microBatchesSnappedLabel"_s);
    m_snapNote->setWordWrap(true);
    m_snapNote->hide();

    buildForm();
    const auto onEdited = [this] {
        // A spin box that reads its text again (losing focus) changes nothing.
        if (m_updating || parameters() == m_reported)
            return;
        snapMicroBatches();
        m_reported = parameters();
        emit parametersEdited();
    };
    connect(m_schedule, &QComboBox::currentIndexChanged, this, onEdited);
    connect(m_stages, &QSpinBox::valueChanged, this, onEdited);
    connect(m_microBatches, &QSpinBox::valueChanged, this, onEdited);
    connect(m_chunks, &QSpinBox::valueChanged, this, onEdited);
    connect(m_ratio, &QDoubleSpinBox::valueChanged, this, onEdited);
    connect(m_measure, &QComboBox::currentIndexChanged, this, &PipelineControls::measureChanged);
    retranslateUi();
}

void PipelineControls::buildForm()
{
    auto *form = new QFormLayout;
    form->setRowWrapPolicy(QFormLayout::DontWrapRows);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    // The schedules' and measures' names are long at a large text size: label
    // above, box across the panel.
    form->addRow(m_scheduleLabel);
    form->addRow(m_schedule);
    form->addRow(m_stagesLabel, m_stages);
    form->addRow(m_microBatchesLabel, m_microBatches);
    form->addRow(m_chunksLabel, m_chunks);
    form->addRow(m_ratioLabel, m_ratio);
    form->addRow(m_measureLabel);
    form->addRow(m_measure);
    const QList<std::pair<QLabel *, QWidget *>> buddies{{m_scheduleLabel, m_schedule},
                                                        {m_stagesLabel, m_stages},
                                                        {m_microBatchesLabel, m_microBatches},
                                                        {m_chunksLabel, m_chunks},
                                                        {m_ratioLabel, m_ratio},
                                                        {m_measureLabel, m_measure}};
    for (const auto &[label, field] : buddies) {
        label->setBuddy(field);
        label->setWordWrap(true);
    }
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(form);
    layout->addWidget(m_snapNote);
}

Parameters PipelineControls::parameters() const
{
    Parameters parameters;
    parameters.schedule = Schedule(m_schedule->currentData().toInt());
    parameters.stages = m_stages->value();
    parameters.microBatches = m_microBatches->value();
    parameters.chunks = m_chunks->value();
    parameters.backwardRatio = m_ratio->value();
    return parameters;
}

void PipelineControls::setParameters(const Parameters &parameters)
{
    m_updating = true;
    m_schedule->setCurrentIndex(m_schedule->findData(int(parameters.schedule)));
    m_stages->setValue(parameters.stages);
    m_microBatches->setValue(parameters.microBatches);
    m_chunks->setValue(parameters.chunks);
    m_ratio->setValue(parameters.backwardRatio);
    m_updating = false;
    m_snapNote->hide();
    snapMicroBatches();
    m_reported = this->parameters();
}

void PipelineControls::setMicroBatches(int microBatches)
{
    m_microBatches->setValue(microBatches);
}

PipelineBubbleChart::Measure PipelineControls::measure() const
{
    return PipelineBubbleChart::Measure(m_measure->currentData().toInt());
}

QList<QWidget *> PipelineControls::tabOrder() const
{
    return {m_schedule, m_stages, m_microBatches, m_chunks, m_ratio, m_measure};
}

void PipelineControls::focusFirst()
{
    m_schedule->setFocus(Qt::OtherFocusReason);
}

void PipelineControls::snapMicroBatches()
{
    const Parameters current = parameters();
    const bool interleaved = current.schedule == Schedule::Interleaved;
    m_chunks->setEnabled(interleaved);
    // The arrows step from one multiple of p to the next.
    m_microBatches->setSingleStep(interleaved ? current.stages : 1);
    const int accepted = pipeline::acceptedMicroBatches(current);
    if (accepted != current.microBatches) {
        m_updating = true;
        m_microBatches->setValue(accepted);
        m_updating = false;
    }
    // Said once, right after the change; the next edit that needs none clears it.
    m_snapNote->setVisible(accepted != current.microBatches);
    updateSnapNote();
}

void PipelineControls::updateSnapNote()
{
    if (m_snapNote->isHidden())
        return;
    m_snapNote->setText(tr("m is now %1: interleaved 1F1B sends micro-batches round the GPUs in "
                           "groups of p, so m must be a multiple of p = %2.")
                            .arg(QLocale().toString(m_microBatches->value()),
                                 QLocale().toString(m_stages->value())));
    m_snapNote->setAccessibleDescription(m_snapNote->text());
}

void PipelineControls::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void PipelineControls::retranslateUi()
{
    // Widgets keep the locale they were made with; give them the current one so
    // spin boxes show its digits.
    setLocale(QLocale());

    m_scheduleLabel->setText(tr("Schedule:"));
    for (int i = 0; i < m_schedule->count(); ++i)
        m_schedule->setItemText(i, PipelineSimulator::scheduleName(
                                       Schedule(m_schedule->itemData(i).toInt())));
    m_schedule->setAccessibleName(tr("Schedule"));
    m_schedule->setToolTip(tr("The order in which each GPU runs its forward and backward blocks"));

    m_stagesLabel->setText(tr("Stages (GPUs), p:"));
    m_stages->setAccessibleName(tr("Number of stages p"));
    m_stages->setToolTip(
        tr("One stage of the model per GPU, from %1 to %2")
            .arg(QLocale().toString(pipeline::minStages), QLocale().toString(pipeline::maxStages)));

    m_microBatchesLabel->setText(tr("Micro-batches, m:"));
    m_microBatches->setAccessibleName(tr("Number of micro-batches m"));
    m_microBatches->setToolTip(tr("How many micro-batches the batch is split into, from %1 to %2")
                                   .arg(QLocale().toString(pipeline::minMicroBatches),
                                        QLocale().toString(pipeline::maxMicroBatches)));

    m_chunksLabel->setText(tr("Chunks per GPU, v:"));
    m_chunks->setAccessibleName(tr("Model chunks per GPU v (interleaved 1F1B only)"));
    m_chunks->setToolTip(tr("Interleaved 1F1B only: each GPU holds v smaller chunks of the model"));

    m_ratioLabel->setText(tr("Backward ÷ forward, r:"));
    m_ratio->setAccessibleName(tr("Backward to forward time ratio r"));
    m_ratio->setToolTip(tr("How many times longer a backward block takes than a forward block"));

    m_measureLabel->setText(tr("Bubble measure:"));
    m_measure->setItemText(0, tr("÷ total time (GPipe)"));
    m_measure->setItemText(1, tr("÷ ideal compute (Megatron-LM)"));
    m_measure->setAccessibleName(tr("Bubble measure the chart shows"));
    m_measure->setToolTip(
        tr("Divide the idle time by the whole run (GPipe) or by the useful work (Megatron-LM)"));

    m_snapNote->setAccessibleName(tr("Why m changed"));
    updateSnapNote();
}
