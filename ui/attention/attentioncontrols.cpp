#include "attention/attentioncontrols.h"

#include "attention/attentionformat.h"
#include "core/language.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QLocale>
#include <QSpinBox>

using namespace Qt::StringLiterals;
using AttentionFormat::capability;
using AttentionFormat::count;

namespace {

const QString customGpuId = AttentionChartSetup::customGpuId;

// A spin box whose arrows double or halve the value (the chart's axis is log₂);
// any value in range can still be typed.
class DoublingSpinBox : public QSpinBox
{
public:
    using QSpinBox::QSpinBox;

    void stepBy(int steps) override
    {
        setValue(int(powerOfTwoStep(value(), steps, minimum(), maximum())));
    }
};

QSpinBox *setUpSpin(QSpinBox *spin, const QString &name, quint64 minimum, quint64 maximum)
{
    spin->setObjectName(name);
    spin->setRange(int(minimum), int(maximum));
    spin->setKeyboardTracking(false);
    return spin;
}

} // namespace

AttentionControls::AttentionControls(QWidget *parent)
    : QGroupBox(parent)
{
    setObjectName(u"attentionControls"_s);
    buildFields();
    buildForm();

    const auto onEdited = [this] {
        updateCustomMemory();
        if (!m_updating)
            emit changed(inputs());
    };
    for (QSpinBox *spin :
         {m_batchSpin, m_headsSpin, m_headDimSpin, m_sequenceSpin, m_customMemorySpin})
        connect(spin, &QSpinBox::valueChanged, this, onEdited);
    for (QComboBox *combo : {m_dtypeCombo, m_passCombo, m_gpuCombo})
        connect(combo, &QComboBox::currentIndexChanged, this, onEdited);
    connect(m_causalCheck, &QCheckBox::toggled, this, onEdited);
    connect(m_fixedRangeCheck, &QCheckBox::toggled, this, &AttentionControls::fixedRangeChanged);

    setSetup(AttentionChartSetup());
    retranslateUi();
}

void AttentionControls::buildFields()
{
    auto makeSpin = [this](const QString &name, quint64 minimum, quint64 maximum) {
        QSpinBox *spin = setUpSpin(new QSpinBox(this), name, minimum, maximum);
        spin->setAccelerated(true);
        return spin;
    };
    m_batchSpin = makeSpin(u"attentionBatchSpin"_s, AttentionLimits::minBatch,
                           AttentionLimits::maxBatch);
    m_headsSpin = makeSpin(u"attentionHeadsSpin"_s, AttentionLimits::minHeads,
                           AttentionLimits::maxHeads);
    m_headDimSpin = makeSpin(u"attentionHeadDimSpin"_s, AttentionLimits::minHeadDim,
                             AttentionLimits::maxHeadDim);
    m_headDimSpin->setSingleStep(8);
    m_sequenceSpin = setUpSpin(new DoublingSpinBox(this), u"attentionSequenceSpin"_s,
                               AttentionLimits::minSequence, AttentionLimits::maxSequence);

    m_dtypeCombo = new QComboBox(this);
    m_dtypeCombo->setObjectName(u"attentionDtypeCombo"_s);
    for (Dtype dtype : attentionDtypes)
        m_dtypeCombo->addItem(QString(dtypeName(dtype)), int(dtype)); // code names, never translated

    m_causalCheck = new QCheckBox(this);
    m_causalCheck->setObjectName(u"attentionCausalCheck"_s);

    m_passCombo = new QComboBox(this);
    m_passCombo->setObjectName(u"attentionPassCombo"_s);
    m_passCombo->addItem(QString(), int(AttentionPass::Inference));
    m_passCombo->addItem(QString(), int(AttentionPass::Training));

    m_gpuCombo = new QComboBox(this);
    m_gpuCombo->setObjectName(u"attentionGpuCombo"_s);
    for (const GpuModel &gpu : knownGpus())
        m_gpuCombo->addItem(QString(), QString(gpu.id));
    m_gpuCombo->addItem(QString(), customGpuId);
    m_gpuCombo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_gpuCombo->setMinimumContentsLength(20);

    m_customMemorySpin = makeSpin(u"attentionCustomMemorySpin"_s,
                                  quint64(AttentionLimits::minCustomGigabytes),
                                  quint64(AttentionLimits::maxCustomGigabytes));

    m_fixedRangeCheck = new QCheckBox(this);
    m_fixedRangeCheck->setObjectName(u"attentionFixedRangeCheck"_s);
}

void AttentionControls::buildForm()
{
    auto makeLabel = [this](QWidget *buddy) {
        auto *label = new QLabel(this);
        label->setBuddy(buddy);
        label->setWordWrap(true);
        return label;
    };
    m_batchLabel = makeLabel(m_batchSpin);
    m_headsLabel = makeLabel(m_headsSpin);
    m_headDimLabel = makeLabel(m_headDimSpin);
    m_sequenceLabel = makeLabel(m_sequenceSpin);
    m_dtypeLabel = makeLabel(m_dtypeCombo);
    m_passLabel = makeLabel(m_passCombo);
    m_gpuLabel = makeLabel(m_gpuCombo);
    m_customMemoryLabel = makeLabel(m_customMemorySpin);

    auto *form = new QFormLayout(this);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->setRowWrapPolicy(QFormLayout::DontWrapRows);
    form->addRow(m_batchLabel, m_batchSpin);
    form->addRow(m_headsLabel, m_headsSpin);
    form->addRow(m_headDimLabel, m_headDimSpin);
    form->addRow(m_sequenceLabel, m_sequenceSpin);
    form->addRow(m_dtypeLabel, m_dtypeCombo);
    // The passes' names are long: label above, combo box across the whole box.
    form->addRow(m_passLabel);
    form->addRow(m_passCombo);
    form->addRow(m_causalCheck);
    // The GPU names are long: label above, combo box across the whole box.
    form->addRow(m_gpuLabel);
    form->addRow(m_gpuCombo);
    form->addRow(m_customMemoryLabel, m_customMemorySpin);
    form->addRow(m_fixedRangeCheck);
}

AttentionInputs AttentionControls::inputs() const
{
    return {setup().shape, chosenGpu()};
}

AttentionChartSetup AttentionControls::setup() const
{
    AttentionChartSetup setup;
    AttentionShape &shape = setup.shape;
    shape.batch = quint64(m_batchSpin->value());
    shape.heads = quint64(m_headsSpin->value());
    shape.headDim = quint64(m_headDimSpin->value());
    shape.queryLength = quint64(m_sequenceSpin->value());
    shape.keyLength = shape.queryLength;
    shape.dtype = Dtype(m_dtypeCombo->currentData().toInt());
    shape.mask = m_causalCheck->isChecked() ? AttentionMask::Causal : AttentionMask::None;
    shape.pass = AttentionPass(m_passCombo->currentData().toInt());
    setup.gpu = m_gpuCombo->currentData().toString();
    setup.customGigabytes = m_customMemorySpin->value();
    return setup;
}

void AttentionControls::setSetup(const AttentionChartSetup &setup)
{
    m_updating = true;
    const AttentionShape &shape = setup.shape;
    m_batchSpin->setValue(int(shape.batch));
    m_headsSpin->setValue(int(shape.heads));
    m_headDimSpin->setValue(int(shape.headDim));
    m_sequenceSpin->setValue(int(shape.queryLength));
    m_dtypeCombo->setCurrentIndex(m_dtypeCombo->findData(int(shape.dtype)));
    m_causalCheck->setChecked(shape.mask == AttentionMask::Causal);
    m_passCombo->setCurrentIndex(m_passCombo->findData(int(shape.pass)));
    m_gpuCombo->setCurrentIndex(m_gpuCombo->findData(setup.gpu));
    m_customMemorySpin->setValue(setup.customGigabytes);
    m_updating = false;
    updateCustomMemory();
}

bool AttentionControls::fixedRange() const
{
    return m_fixedRangeCheck->isChecked();
}

QList<QWidget *> AttentionControls::tabOrder() const
{
    return {m_batchSpin, m_headsSpin,   m_headDimSpin, m_sequenceSpin,     m_dtypeCombo,
            m_passCombo, m_causalCheck, m_gpuCombo,    m_customMemorySpin, m_fixedRangeCheck};
}

void AttentionControls::focusFirst()
{
    m_batchSpin->setFocus(Qt::OtherFocusReason);
}

void AttentionControls::updateCustomMemory()
{
    const bool custom = m_gpuCombo->currentData().toString() == customGpuId;
    m_customMemorySpin->setEnabled(custom);
    m_customMemoryLabel->setEnabled(custom);
}

QString AttentionControls::gpuName(const GpuModel &gpu) const
{
    return tr("%1 %2 GB").arg(QString(gpu.chip), QLocale().toString(gpu.statedGigabytes));
}

AttentionGpu AttentionControls::chosenGpu() const
{
    AttentionGpu chosen;
    const QByteArray id = m_gpuCombo->currentData().toString().toLatin1();
    if (const auto gpu = gpuById(QLatin1StringView(id))) {
        chosen.name = gpuName(*gpu);
        chosen.memoryBytes = gpu->memoryBytes();
        chosen.computeCapability = gpu->computeCapability;
        return chosen;
    }
    const int gigabytes = m_customMemorySpin->value();
    chosen.name = tr("Custom GPU of %1 GB").arg(QLocale().toString(gigabytes));
    chosen.memoryBytes = gpuMemoryBytes(gigabytes);
    chosen.computeCapability = customGpuComputeCapability;
    chosen.custom = true;
    return chosen;
}

void AttentionControls::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QGroupBox::changeEvent(event);
}

void AttentionControls::retranslateUi()
{
    // Spin boxes format their digits with their own locale.
    setLocale(QLocale());
    setTitle(tr("Settings"));

    struct Named
    {
        QLabel *label;
        QWidget *control;
        QString text;
    };
    const Named named[] = {
        {m_batchLabel, m_batchSpin, tr("Batch size B")},
        {m_headsLabel, m_headsSpin, tr("Heads N")},
        {m_headDimLabel, m_headDimSpin, tr("Head dimension d")},
        {m_sequenceLabel, m_sequenceSpin, tr("Sequence length T = S")},
        {m_dtypeLabel, m_dtypeCombo, tr("Data type")},
        {m_passLabel, m_passCombo, tr("Pass")},
        {m_gpuLabel, m_gpuCombo, tr("GPU")},
        {m_customMemoryLabel, m_customMemorySpin, tr("Custom GPU memory")},
    };
    for (const Named &item : named) {
        item.label->setText(item.text);
        item.control->setAccessibleName(item.text);
    }
    m_fixedRangeCheck->setText(tr("Fixed y range"));
    // Heard by its label (a learner who says it finds it), then what it holds still.
    m_fixedRangeCheck->setAccessibleName(m_fixedRangeCheck->text());
    m_fixedRangeCheck->setAccessibleDescription(tr("Fixed memory range"));
    m_fixedRangeCheck->setToolTip(
        tr("Keep the memory axis wide enough for every data type and pass, so it does not jump "
           "when they change."));
    m_causalCheck->setText(tr("Causal mask (is_causal=True)"));
    m_causalCheck->setAccessibleName(m_causalCheck->text());
    m_causalCheck->setToolTip(
        tr("Each query sees only the keys before it. Changes compute, not memory."));

    m_sequenceSpin->setToolTip(
        tr("The arrows double or halve the length; any length from %1 to "
           "%2 can be typed.")
            .arg(count(AttentionLimits::minSequence), count(AttentionLimits::maxSequence)));
    m_headDimSpin->setToolTip(tr("cuDNN attention supports head dimensions up to %1.")
                                  .arg(count(AttentionLimits::maxHeadDim)));
    m_dtypeCombo->setToolTip(tr("Data type of the query, key and value arrays."));
    m_passCombo->setItemText(0, tr("Inference (forward pass)"));
    m_passCombo->setItemText(1, tr("Training (forward + backward)"));
    m_passCombo->setToolTip(tr("Training keeps the softmax probabilities for the backward pass."));
    retranslateGpus();
}

void AttentionControls::retranslateGpus()
{
    const auto &gpus = knownGpus();
    for (std::size_t i = 0; i < gpus.size(); ++i) {
        m_gpuCombo->setItemText(int(i),
                                tr("%1 (compute capability %2)")
                                    .arg(gpuName(gpus[i]), capability(gpus[i].computeCapability)));
    }
    m_gpuCombo->setItemText(int(gpus.size()), tr("Custom size (compute capability %1+)")
                                                  .arg(capability(customGpuComputeCapability)));
    m_gpuCombo->setToolTip(tr("Memory sizes as NVIDIA states them, read as GiB."));
    m_customMemorySpin->setSuffix(tr(" GB"));
    m_customMemorySpin->setToolTip(
        tr("Memory as a data sheet states it, in GB; the page reads it as GiB like the "
           "other GPUs."));
}
