#include "trainingmemory/trainingmemorycontrols.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QLocale>
#include <QSpinBox>

#include <cmath>

using namespace Qt::StringLiterals;

namespace {

const TrainingMemoryChartSetup defaults;

// The arrows double or halve the value; any value can be typed.
class PowerOfTwoSpinBox : public QSpinBox
{
public:
    using QSpinBox::QSpinBox;

    void stepBy(int steps) override
    {
        setValue(int(powerOfTwoStep(value(), steps, minimum(), maximum())));
    }
};

QSpinBox *makeSpin(QWidget *parent, const QString &name, quint64 minimum, quint64 maximum,
                   quint64 value, bool powerOfTwo = false)
{
    QSpinBox *spin = powerOfTwo ? new PowerOfTwoSpinBox(parent) : new QSpinBox(parent);
    spin->setObjectName(name);
    spin->setRange(int(minimum), int(maximum));
    spin->setValue(int(value));
    spin->setKeyboardTracking(false);
    spin->setAccelerated(true);
    return spin;
}

QComboBox *makeCombo(QWidget *parent, const QString &name, const QStringList &keys)
{
    auto *combo = new QComboBox(parent);
    combo->setObjectName(name);
    for (const QString &key : keys)
        combo->addItem(QString(), key);
    return combo;
}

void selectData(QComboBox *combo, const QVariant &data)
{
    const int index = combo->findData(data);
    combo->setCurrentIndex(index >= 0 ? index : 0);
}

} // namespace

TrainingMemoryControls::TrainingMemoryControls(QWidget *parent)
    : QGroupBox(parent)
{
    setObjectName(u"trainingControls"_s);
    buildControls();
    buildForm();
    applySetup(defaults);
    connectControls();
}

void TrainingMemoryControls::buildControls()
{
    using namespace TrainingLimits;
    QStringList models;
    for (const TrainingModelPreset &preset : trainingModelPresets())
        models << QString(preset.id);
    models << QString(TrainingMemoryChartSetup::customModelId);
    m_model = makeCombo(this, u"trainingModelCombo"_s, models);
    m_parameters = new QDoubleSpinBox(this);
    m_parameters->setObjectName(u"trainingParametersSpin"_s);
    m_parameters->setDecimals(2);
    m_parameters->setRange(double(minParameters) / 1e9, double(maxParameters) / 1e9);
    m_parameters->setSingleStep(0.1);
    m_parameters->setKeyboardTracking(false);
    m_parameters->setAccelerated(true);
    m_layers = makeSpin(this, u"trainingLayersSpin"_s, 1, maxLayers, 32);
    m_hidden = makeSpin(this, u"trainingHiddenSpin"_s, minHidden, maxHidden, 4096);
    m_hidden->setSingleStep(64);
    m_heads = makeSpin(this, u"trainingHeadsSpin"_s, 1, maxHeads, 32);
    QStringList schemes;
    for (PrecisionScheme scheme : allPrecisionSchemes)
        schemes << QString(schemeKey(scheme));
    m_scheme = makeCombo(this, u"trainingSchemeCombo"_s, schemes);
    m_dataParallel = makeSpin(this, u"trainingDataParallelSpin"_s, 1, maxDataParallel, 8, true);
    m_zero = makeCombo(this, u"trainingZeroCombo"_s, {u"0"_s, u"1"_s, u"2"_s, u"3"_s});
    m_tensorParallel = makeSpin(this, u"trainingTensorSpin"_s, 1, maxTensorParallel, 1, true);
    m_pipelineParallel = makeSpin(this, u"trainingPipelineSpin"_s, 1, maxPipelineParallel, 1);
    m_activations = new QCheckBox(this);
    m_activations->setObjectName(u"trainingActivationsCheck"_s);
    m_sequence = makeSpin(this, u"trainingSequenceSpin"_s, minSequence, maxSequence, 4096, true);
    m_microBatch = makeSpin(this, u"trainingMicroBatchSpin"_s, 1, maxMicroBatch, 1, true);
    QStringList recomputes;
    for (Recompute recompute : allRecomputes)
        recomputes << QString(recomputeKey(recompute));
    m_recompute = makeCombo(this, u"trainingRecomputeCombo"_s, recomputes);
    m_sequenceParallel = new QCheckBox(this);
    m_sequenceParallel->setObjectName(u"trainingSequenceParallelCheck"_s);
    QStringList gpus;
    for (const GpuModel &gpu : knownGpus())
        gpus << QString(gpu.id);
    gpus << QString(TrainingMemoryChartSetup::customGpuId);
    m_gpu = makeCombo(this, u"trainingGpuCombo"_s, gpus);
    m_customMemory = makeSpin(this, u"trainingCustomMemorySpin"_s,
                              quint64(AttentionLimits::minCustomGigabytes),
                              quint64(AttentionLimits::maxCustomGigabytes), 24);
}

void TrainingMemoryControls::buildForm()
{
    auto *form = new QFormLayout(this);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->setRowWrapPolicy(QFormLayout::DontWrapRows);
    form->setVerticalSpacing(4);
    const auto label = [this](QWidget *buddy) {
        auto *text = new QLabel(this);
        text->setBuddy(buddy);
        text->setWordWrap(true);
        m_labels.append(text);
        return text;
    };
    // Long names (models, schemes, stages, GPUs): the label above, the combo box across.
    for (QComboBox *combo : {m_model, m_scheme, m_zero}) {
        form->addRow(label(combo));
        form->addRow(combo);
        if (combo == m_model) {
            form->addRow(label(m_parameters), m_parameters);
            form->addRow(label(m_layers), m_layers);
            form->addRow(label(m_hidden), m_hidden);
            form->addRow(label(m_heads), m_heads);
        }
        if (combo == m_scheme)
            form->addRow(label(m_dataParallel), m_dataParallel);
    }
    form->addRow(label(m_tensorParallel), m_tensorParallel);
    form->addRow(label(m_pipelineParallel), m_pipelineParallel);
    form->addRow(m_activations);
    form->addRow(label(m_sequence), m_sequence);
    form->addRow(label(m_microBatch), m_microBatch);
    form->addRow(label(m_recompute), m_recompute);
    form->addRow(m_sequenceParallel);
    form->addRow(label(m_gpu));
    form->addRow(m_gpu);
    form->addRow(label(m_customMemory), m_customMemory);
}

void TrainingMemoryControls::connectControls()
{
    const auto emitChanged = [this] {
        if (m_applying)
            return;
        updateEnabled();
        emit changed();
    };
    for (QSpinBox *spin : {m_layers, m_hidden, m_heads, m_dataParallel, m_tensorParallel,
                           m_pipelineParallel, m_sequence, m_microBatch, m_customMemory})
        connect(spin, &QSpinBox::valueChanged, this, emitChanged);
    connect(m_parameters, &QDoubleSpinBox::valueChanged, this, emitChanged);
    for (QComboBox *combo : {m_model, m_scheme, m_zero, m_recompute, m_gpu})
        connect(combo, &QComboBox::currentIndexChanged, this, emitChanged);
    for (QCheckBox *check : {m_activations, m_sequenceParallel})
        connect(check, &QCheckBox::toggled, this, emitChanged);
}

void TrainingMemoryControls::updateEnabled()
{
    const bool custom = m_model->currentData().toString()
                        == TrainingMemoryChartSetup::customModelId;
    const auto preset = trainingPresetById(
        QLatin1StringView(m_model->currentData().toString().toLatin1()));
    if (preset) {
        const bool applying = m_applying;
        m_applying = true; // the preset's Ψ and shape are shown, not a change
        m_parameters->setValue(double(preset->parameters) / 1e9);
        m_layers->setValue(int(preset->shape.layers));
        m_hidden->setValue(int(preset->shape.hidden));
        m_heads->setValue(int(preset->shape.heads));
        m_applying = applying;
    }
    const bool activations = m_activations->isChecked();
    const bool customGpu = m_gpu->currentData().toString() == TrainingMemoryChartSetup::customGpuId;
    const QList<std::pair<QWidget *, bool>> enabled{{m_parameters, custom},
                                                    {m_layers, custom},
                                                    {m_hidden, custom},
                                                    {m_heads, custom},
                                                    {m_sequence, activations},
                                                    {m_microBatch, activations},
                                                    {m_recompute, activations},
                                                    {m_sequenceParallel, activations},
                                                    {m_customMemory, customGpu}};
    for (const auto &[control, on] : enabled) {
        control->setEnabled(on);
        for (QLabel *text : std::as_const(m_labels)) {
            if (text->buddy() == control)
                text->setEnabled(on);
        }
    }
}

TrainingMemoryChartSetup TrainingMemoryControls::setup() const
{
    TrainingMemoryChartSetup shown;
    shown.model = m_model->currentData().toString();
    if (shown.isCustomModel()) {
        shown.customParameters = quint64(std::llround(m_parameters->value() * 100))
                                 * TrainingLimits::parameterStep;
        shown.customShape = {quint64(m_layers->value()), quint64(m_hidden->value()),
                             quint64(m_heads->value())};
    }
    shown.scheme = schemeFromKey(m_scheme->currentData().toString()).value_or(shown.scheme);
    shown.dataParallel = quint64(m_dataParallel->value());
    shown.zeroStage = m_zero->currentIndex();
    shown.tensorParallel = quint64(m_tensorParallel->value());
    shown.pipelineParallel = quint64(m_pipelineParallel->value());
    shown.activations = m_activations->isChecked();
    shown.sequence = quint64(m_sequence->value());
    shown.microBatch = quint64(m_microBatch->value());
    shown.recompute = recomputeFromKey(m_recompute->currentData().toString())
                          .value_or(shown.recompute);
    shown.sequenceParallel = m_sequenceParallel->isChecked();
    shown.gpu = m_gpu->currentData().toString();
    shown.customGigabytes = m_customMemory->value();
    return shown;
}

void TrainingMemoryControls::applySetup(const TrainingMemoryChartSetup &setup)
{
    m_applying = true;
    selectData(m_model, setup.model);
    if (setup.isCustomModel()) {
        m_parameters->setValue(double(setup.customParameters) / 1e9);
        m_layers->setValue(int(setup.customShape.layers));
        m_hidden->setValue(int(setup.customShape.hidden));
        m_heads->setValue(int(setup.customShape.heads));
    }
    selectData(m_scheme, QString(schemeKey(setup.scheme)));
    m_dataParallel->setValue(int(setup.dataParallel));
    m_zero->setCurrentIndex(setup.zeroStage);
    m_tensorParallel->setValue(int(setup.tensorParallel));
    m_pipelineParallel->setValue(int(setup.pipelineParallel));
    m_activations->setChecked(setup.activations);
    m_sequence->setValue(int(setup.sequence));
    m_microBatch->setValue(int(setup.microBatch));
    selectData(m_recompute, QString(recomputeKey(setup.recompute)));
    m_sequenceParallel->setChecked(setup.sequenceParallel);
    selectData(m_gpu, setup.gpu);
    m_customMemory->setValue(setup.customGigabytes);
    updateEnabled();
    m_applying = false;
    emit changed();
}

quint64 TrainingMemoryControls::memoryBytes() const
{
    if (const auto gpu = gpuById(QLatin1StringView(m_gpu->currentData().toString().toLatin1())))
        return gpu->memoryBytes();
    return gpuMemoryBytes(m_customMemory->value());
}

QString TrainingMemoryControls::gpuName() const
{
    if (const auto gpu = gpuById(QLatin1StringView(m_gpu->currentData().toString().toLatin1())))
        return tr("%1 %2 GB").arg(QString(gpu->chip), QLocale().toString(gpu->statedGigabytes));
    return tr("Custom GPU of %1 GB").arg(QLocale().toString(m_customMemory->value()));
}

QString TrainingMemoryControls::modelName() const
{
    const auto preset = trainingPresetById(
        QLatin1StringView(m_model->currentData().toString().toLatin1()));
    return preset ? QString(preset->name) : QString();
}

QList<QWidget *> TrainingMemoryControls::tabChain() const
{
    return {m_model,       m_parameters,   m_layers,     m_hidden,         m_heads,
            m_scheme,      m_dataParallel, m_zero,       m_tensorParallel, m_pipelineParallel,
            m_activations, m_sequence,     m_microBatch, m_recompute,      m_sequenceParallel,
            m_gpu,         m_customMemory};
}

void TrainingMemoryControls::retranslate()
{
    setLocale(QLocale()); // spin boxes format their digits with their own locale
    setTitle(tr("Model and parallelism"));
    const QList<std::pair<QWidget *, QString>> names{
        {m_model, tr("Model")},
        {m_parameters, tr("Parameters Ψ")},
        {m_layers, tr("Layers L")},
        {m_hidden, tr("Hidden size h")},
        {m_heads, tr("Attention heads a")},
        {m_scheme, tr("Precision and optimizer")},
        {m_dataParallel, tr("Data-parallel GPUs N_d")},
        {m_zero, tr("ZeRO stage")},
        {m_tensorParallel, tr("Tensor-parallel degree t")},
        {m_pipelineParallel, tr("Pipeline stages p")},
        {m_sequence, tr("Sequence length s")},
        {m_microBatch, tr("Micro-batch size b")},
        {m_recompute, tr("Activation recomputation")},
        {m_gpu, tr("GPU")},
        {m_customMemory, tr("Custom GPU memory")},
    };
    for (const auto &[control, name] : names) {
        control->setAccessibleName(name);
        for (QLabel *text : std::as_const(m_labels)) {
            if (text->buddy() == control)
                text->setText(name);
        }
    }
    const auto &presets = trainingModelPresets();
    for (std::size_t i = 0; i < presets.size(); ++i)
        m_model->setItemText(int(i), QString(presets[i].name));
    m_model->setItemText(int(presets.size()), tr("Custom model"));
    m_model->setToolTip(tr("Parameter counts and shapes as the models' papers and published "
                           "configurations give them."));
    m_parameters->setSuffix(tr(" billion"));
    m_scheme->setItemText(0, tr("Mixed precision Adam: 2 + 2 + 12 bytes"));
    m_scheme->setItemText(1, tr("float32 Adam: 4 + 4 + 8 bytes"));
    m_scheme->setItemText(2, tr("bfloat16 Adam: 2 + 2 + 4 bytes"));
    m_scheme->setToolTip(tr("Bytes per parameter for its weight, its gradient and its "
                            "optimizer states."));
    m_zero->setItemText(0, tr("0: nothing sharded (plain data parallelism)"));
    m_zero->setItemText(1, tr("1: optimizer states sharded"));
    m_zero->setItemText(2, tr("2: optimizer states and gradients sharded"));
    m_zero->setItemText(3, tr("3: everything sharded (FSDP full sharding)"));
    m_zero->setToolTip(tr("What ZeRO splits over the N_d data-parallel GPUs. Stage 3 is what "
                          "FSDP calls full sharding."));
    m_dataParallel->setToolTip(tr("The arrows double or halve it."));
    m_tensorParallel->setToolTip(tr("Each layer's matrices split over t GPUs. The arrows "
                                    "double or halve it."));
    m_pipelineParallel->setToolTip(tr("The layers split into p stages, one a GPU."));
    m_activations->setText(tr("Count the activations of one pipeline stage"));
    m_activations->setAccessibleName(m_activations->text());
    m_sequence->setSuffix(tr(" tokens"));
    m_recompute->setItemText(0, tr("None"));
    m_recompute->setItemText(1, tr("Selective (attention recomputed)"));
    m_recompute->setItemText(2, tr("Full (only each layer's input kept)"));
    m_sequenceParallel->setText(tr("Sequence parallelism"));
    m_sequenceParallel->setAccessibleName(m_sequenceParallel->text());
    m_sequenceParallel->setToolTip(tr("Splits the layer norms and dropouts along the sequence "
                                      "over the t tensor-parallel GPUs."));
    const auto &gpus = knownGpus();
    for (std::size_t i = 0; i < gpus.size(); ++i) {
        m_gpu->setItemText(int(i), tr("%1 %2 GB")
                                       .arg(QString(gpus[i].chip),
                                            QLocale().toString(gpus[i].statedGigabytes)));
    }
    m_gpu->setItemText(int(gpus.size()), tr("Custom size"));
    m_gpu->setToolTip(tr("Memory sizes as NVIDIA states them, read as GiB."));
    m_customMemory->setSuffix(tr(" GB"));
}
