#include "attention/kvcachepanel.h"

#include "attention/attentionformat.h"
#include "attention/kvcachechart.h"
#include "attention/kvcacheexplanation.h"
#include "attention/kvcachefigures.h"
#include "charts/chartstyle.h"
#include "charts/charttools.h"
#include "core/attentionmemory.h"
#include "widgets/wrappedlabel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QTextBrowser>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;
using AttentionFormat::count;

namespace {

const QString customPresetId = QString(ServingChartSetup::customModelId);
const QString customGpuId = QString(ServingChartSetup::customGpuId);
// The view's defaults are a default set-up's.
const ServingChartSetup defaults;
// Like the activation view's column: pixels at the system's text size,
// characters of the current font at larger ones.
constexpr int leftColumnWidth = 380;
constexpr int leftColumnCharacters = 34;

// The arrows double or halve the context length; any length can be typed.
class ContextSpinBox : public QSpinBox
{
public:
    using QSpinBox::QSpinBox;

    void stepBy(int steps) override
    {
        setValue(int(powerOfTwoStep(value(), steps, minimum(), maximum())));
    }
};

} // namespace

KvCachePanel::KvCachePanel(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(u"kvCachePanel"_s);
    buildControls();
    buildFigures();
    m_chart = new KvCacheChart(this);
    m_legendLabel = new WrappedLabel(this);
    m_legendLabel->setTextFormat(Qt::RichText);
    m_legendLabel->setObjectName(u"kvLegendLabel"_s);
    m_explanation = new QTextBrowser(this);
    m_explanation->setObjectName(u"kvExplanation"_s);
    m_explanation->setOpenLinks(false);
    m_explanation->setTabChangesFocus(true);
    m_explanation->setMinimumHeight(80);
    // Always longer than the box, as the activation view's: no bar that comes and goes.
    m_explanation->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOn);
    buildSetupNote();
    buildChartTools();
    buildLayout();

    updateColumnWidth();
    applyPreset();
    connectControls();
    retranslateUi(); // refreshes
}

QList<QWidget *> KvCachePanel::tabChain() const
{
    QList<QWidget *> chain{m_backToSetup, m_presetCombo,    m_layersSpin,       m_kvHeadsSpin,
                           m_headDimSpin, m_parametersSpin, m_dtypeCombo,       m_batchSpin,
                           m_contextSpin, m_gpuCombo,       m_customMemorySpin, m_weightsCheck,
                           m_figuresLabel};
    chain.append(m_chartTools->tabOrder());
    chain.append({m_chart, m_explanation});
    return chain;
}

void KvCachePanel::buildLayout()
{
    auto *leftColumn = new QVBoxLayout;
    leftColumn->addWidget(m_setupNote);
    leftColumn->addWidget(m_backToSetup, 0, Qt::AlignLeft);
    leftColumn->addWidget(m_controlsBox);
    leftColumn->addWidget(m_figuresBox, 1);
    leftColumn->addWidget(m_chartTools);
    auto *rightColumn = new QVBoxLayout;
    rightColumn->addWidget(m_chart, 3);
    rightColumn->addWidget(m_legendLabel);
    rightColumn->addWidget(m_explanation, 1);
    auto *columns = new QHBoxLayout(this);
    columns->setContentsMargins(0, 0, 0, 0);
    columns->addLayout(leftColumn, 0);
    columns->addLayout(rightColumn, 1);
}

void KvCachePanel::buildControls()
{
    m_controlsBox = new QGroupBox(this);
    m_controlsBox->setObjectName(u"kvControls"_s);

    auto makeSpin = [this](const QString &name, quint64 minimum, quint64 maximum, int value) {
        auto *spin = new QSpinBox(m_controlsBox);
        spin->setObjectName(name);
        spin->setRange(int(minimum), int(maximum));
        spin->setValue(value);
        spin->setKeyboardTracking(false);
        spin->setAccelerated(true);
        return spin;
    };
    m_presetCombo = new QComboBox(m_controlsBox);
    m_presetCombo->setObjectName(u"kvPresetCombo"_s);
    for (const KvCachePreset &preset : kvCachePresets())
        m_presetCombo->addItem(QString(), QString(preset.id));
    m_presetCombo->addItem(QString(), customPresetId);

    using namespace KvCacheLimits;
    m_layersSpin = makeSpin(u"kvLayersSpin"_s, minLayers, maxLayers, 32);
    m_kvHeadsSpin = makeSpin(u"kvHeadsSpin"_s, minKvHeads, maxKvHeads, 32);
    m_headDimSpin = makeSpin(u"kvHeadDimSpin"_s, minHeadDim, maxHeadDim, 128);
    m_headDimSpin->setSingleStep(8);
    m_parametersSpin = new QDoubleSpinBox(m_controlsBox);
    m_parametersSpin->setObjectName(u"kvParametersSpin"_s);
    m_parametersSpin->setDecimals(2);
    m_parametersSpin->setRange(double(parameterStep) / 1e9, double(maxParameters) / 1e9);
    m_parametersSpin->setSingleStep(double(parameterStep) / 1e9);
    m_parametersSpin->setKeyboardTracking(false);
    m_parametersSpin->setAccelerated(true);

    m_dtypeCombo = new QComboBox(m_controlsBox);
    m_dtypeCombo->setObjectName(u"kvDtypeCombo"_s);
    for (Dtype dtype : kvCacheDtypes)
        m_dtypeCombo->addItem(QString(dtypeName(dtype)), int(dtype)); // code names, never translated

    m_batchSpin = makeSpin(u"kvBatchSpin"_s, minBatch, maxBatch, int(defaults.batch));
    m_contextSpin = new ContextSpinBox(m_controlsBox);
    m_contextSpin->setObjectName(u"kvContextSpin"_s);
    m_contextSpin->setRange(int(minTokens), int(maxTokens));
    m_contextSpin->setValue(int(defaults.contextTokens));
    m_contextSpin->setKeyboardTracking(false);

    m_gpuCombo = new QComboBox(m_controlsBox);
    m_gpuCombo->setObjectName(u"kvGpuCombo"_s);
    for (const GpuModel &gpu : knownGpus())
        m_gpuCombo->addItem(QString(), QString(gpu.id));
    m_gpuCombo->addItem(QString(), customGpuId);
    m_gpuCombo->setCurrentIndex(m_gpuCombo->findData(defaults.gpu));
    m_customMemorySpin = makeSpin(u"kvCustomMemorySpin"_s,
                                  quint64(AttentionLimits::minCustomGigabytes),
                                  quint64(AttentionLimits::maxCustomGigabytes),
                                  defaults.customGigabytes);

    m_weightsCheck = new QCheckBox(m_controlsBox);
    m_weightsCheck->setObjectName(u"kvWeightsCheck"_s);
    m_weightsCheck->setChecked(true);
    buildControlsForm();
}

void KvCachePanel::buildControlsForm()
{
    auto makeLabel = [this](QWidget *buddy) {
        auto *label = new QLabel(m_controlsBox);
        label->setBuddy(buddy);
        label->setWordWrap(true);
        return label;
    };
    m_presetLabel = makeLabel(m_presetCombo);
    m_layersLabel = makeLabel(m_layersSpin);
    m_kvHeadsLabel = makeLabel(m_kvHeadsSpin);
    m_headDimLabel = makeLabel(m_headDimSpin);
    m_parametersLabel = makeLabel(m_parametersSpin);
    m_dtypeLabel = makeLabel(m_dtypeCombo);
    m_batchLabel = makeLabel(m_batchSpin);
    m_contextLabel = makeLabel(m_contextSpin);
    m_gpuLabel = makeLabel(m_gpuCombo);
    m_customMemoryLabel = makeLabel(m_customMemorySpin);

    auto *form = new QFormLayout(m_controlsBox);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->setRowWrapPolicy(QFormLayout::DontWrapRows);
    form->setVerticalSpacing(4);
    // The models' and GPUs' names are long: label above, combo box across the whole box.
    form->addRow(m_presetLabel);
    form->addRow(m_presetCombo);
    form->addRow(m_layersLabel, m_layersSpin);
    form->addRow(m_kvHeadsLabel, m_kvHeadsSpin);
    form->addRow(m_headDimLabel, m_headDimSpin);
    form->addRow(m_parametersLabel, m_parametersSpin);
    form->addRow(m_dtypeLabel, m_dtypeCombo);
    form->addRow(m_batchLabel, m_batchSpin);
    form->addRow(m_contextLabel, m_contextSpin);
    form->addRow(m_gpuLabel);
    form->addRow(m_gpuCombo);
    form->addRow(m_customMemoryLabel, m_customMemorySpin);
    form->addRow(m_weightsCheck);
}

void KvCachePanel::buildFigures()
{
    m_figuresBox = new QGroupBox(this);
    m_figuresBox->setObjectName(u"kvFiguresBox"_s);
    // Long Bengali text at small window sizes scrolls rather than being cut off.
    auto *scroll = new QScrollArea(m_figuresBox);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setFocusPolicy(Qt::NoFocus);
    auto *content = new QWidget(scroll);
    m_figuresLabel = new WrappedLabel(content);
    m_figuresLabel->setObjectName(u"kvFiguresLabel"_s);
    // Plain text and not selectable, like the activation figures: fast to lay out again.
    m_figuresLabel->setTextFormat(Qt::PlainText);
    m_figuresLabel->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_figuresLabel->setFocusPolicy(Qt::StrongFocus); // read by screen readers on Tab
    auto *contentLayout = new QVBoxLayout(content);
    contentLayout->setContentsMargins(0, 0, 0, 0);
    contentLayout->addWidget(m_figuresLabel);
    contentLayout->addStretch(1);
    scroll->setWidget(content);
    scroll->viewport()->setAutoFillBackground(false);
    content->setAutoFillBackground(false);
    auto *boxLayout = new QVBoxLayout(m_figuresBox);
    boxLayout->addWidget(scroll);
}

void KvCachePanel::connectControls()
{
    const auto refreshOnInt = [this](int) {
        refresh();
    };
    for (QSpinBox *spin : {m_layersSpin, m_kvHeadsSpin, m_headDimSpin, m_batchSpin, m_contextSpin,
                           m_customMemorySpin})
        connect(spin, &QSpinBox::valueChanged, this, refreshOnInt);
    connect(m_parametersSpin, &QDoubleSpinBox::valueChanged, this, [this](double) { refresh(); });
    connect(m_dtypeCombo, &QComboBox::currentIndexChanged, this, refreshOnInt);
    connect(m_gpuCombo, &QComboBox::currentIndexChanged, this, refreshOnInt);
    connect(m_weightsCheck, &QCheckBox::toggled, this, [this](bool) { refresh(); });
    connect(m_presetCombo, &QComboBox::currentIndexChanged, this, [this](int) {
        applyPreset();
        refresh();
    });
}

void KvCachePanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        updateColumnWidth();
}

void KvCachePanel::updateColumnWidth()
{
    const int width = std::max(leftColumnWidth,
                               ChartStyle::textMinimum(font(), leftColumnCharacters, 1, {}).width());
    m_controlsBox->setFixedWidth(width);
    m_figuresBox->setFixedWidth(width);
    m_setupNote->setFixedWidth(width);
    m_chartTools->setFixedWidth(width);
}

void KvCachePanel::retranslateUi()
{
    setLocale(QLocale()); // spin boxes format their digits with their own locale

    m_controlsBox->setTitle(tr("Model and server"));
    m_figuresBox->setTitle(tr("Figures"));
    struct Named
    {
        QLabel *label;
        QWidget *control;
        QString text;
    };
    const Named named[] = {
        {m_presetLabel, m_presetCombo, tr("Model")},
        {m_layersLabel, m_layersSpin, tr("Layers")},
        {m_kvHeadsLabel, m_kvHeadsSpin, tr("KV heads")},
        {m_headDimLabel, m_headDimSpin, tr("Head dimension")},
        {m_parametersLabel, m_parametersSpin, tr("Parameters")},
        {m_dtypeLabel, m_dtypeCombo, tr("Data type")},
        {m_batchLabel, m_batchSpin, tr("Batch size")},
        {m_contextLabel, m_contextSpin, tr("Context length")},
        {m_gpuLabel, m_gpuCombo, tr("GPU")},
        {m_customMemoryLabel, m_customMemorySpin, tr("Custom GPU memory")},
    };
    for (const Named &item : named) {
        item.label->setText(item.text);
        item.control->setAccessibleName(item.text);
    }
    const auto &presets = kvCachePresets();
    for (std::size_t i = 0; i < presets.size(); ++i) {
        const KvCachePreset &preset = presets[i];
        m_presetCombo->setItemText(
            int(i),
            preset.attentionHeads > preset.shape.kvHeads
                ? tr("%1 (GQA, %2 KV heads)").arg(QString(preset.name), count(preset.shape.kvHeads))
                : tr("%1 (%2 KV heads)").arg(QString(preset.name), count(preset.shape.kvHeads)));
    }
    m_presetCombo->setItemText(int(presets.size()), tr("Custom shape"));
    m_presetCombo->setToolTip(tr("Shapes as the models' published configurations give them."));
    m_kvHeadsSpin->setToolTip(
        tr("Key and value heads. With grouped-query attention several query heads share one."));
    m_parametersSpin->setSuffix(tr(" billion"));
    m_parametersSpin->setToolTip(tr("For the weights' memory: parameters × bytes."));
    m_dtypeCombo->setToolTip(tr("Data type of the cache and the weights."));
    m_batchSpin->setToolTip(tr("Sequences generated at once."));
    m_contextSpin->setSuffix(tr(" tokens"));
    m_contextSpin->setToolTip(tr("Tokens a sequence holds: prompt and generated text. The "
                                 "arrows double or halve it."));
    const auto &gpus = knownGpus();
    for (std::size_t i = 0; i < gpus.size(); ++i) {
        m_gpuCombo->setItemText(int(i), tr("%1 %2 GB")
                                            .arg(QString(gpus[i].chip),
                                                 QLocale().toString(gpus[i].statedGigabytes)));
    }
    m_gpuCombo->setItemText(int(gpus.size()), tr("Custom size"));
    m_gpuCombo->setToolTip(tr("Memory sizes as NVIDIA states them, read as GiB."));
    m_customMemorySpin->setSuffix(tr(" GB"));
    m_weightsCheck->setText(tr("Count the model's weights"));
    m_weightsCheck->setAccessibleName(m_weightsCheck->text());
    m_weightsCheck->setToolTip(tr("The weights take their memory before the cache."));
    m_figuresLabel->setAccessibleName(tr("Figures"));
    m_legendLabel->setAccessibleName(tr("Legend"));
    m_explanation->setAccessibleName(tr("Explanation"));
    m_explanation->setHtml(KvCacheExplanation::html());
    m_backToSetup->setText(tr("Back to the question's set-up"));
    m_backToSetup->setToolTip(tr("Set every control as the question set it"));
    updateSetupNote();
    m_chart->retranslate();
    refresh();
}

std::optional<KvCachePreset> KvCachePanel::chosenPreset() const
{
    const QByteArray id = m_presetCombo->currentData().toString().toLatin1();
    return kvCachePresetById(QLatin1StringView(id));
}

void KvCachePanel::applyPreset()
{
    const std::optional<KvCachePreset> preset = chosenPreset();
    for (QWidget *control :
         {static_cast<QWidget *>(m_layersSpin), static_cast<QWidget *>(m_kvHeadsSpin),
          static_cast<QWidget *>(m_headDimSpin), static_cast<QWidget *>(m_parametersSpin)})
        control->setEnabled(!preset);
    for (QLabel *label : {m_layersLabel, m_kvHeadsLabel, m_headDimLabel, m_parametersLabel})
        label->setEnabled(!preset);
    if (!preset)
        return; // the custom shape starts from the one shown
    const QSignalBlocker layers(m_layersSpin);
    const QSignalBlocker kvHeads(m_kvHeadsSpin);
    const QSignalBlocker headDim(m_headDimSpin);
    const QSignalBlocker parameters(m_parametersSpin);
    m_layersSpin->setValue(int(preset->shape.layers));
    m_kvHeadsSpin->setValue(int(preset->shape.kvHeads));
    m_headDimSpin->setValue(int(preset->shape.headDim));
    m_parametersSpin->setValue(double(preset->shape.parameters) / 1e9);
}

KvCacheShape KvCachePanel::currentShape() const
{
    KvCacheShape shape;
    if (const std::optional<KvCachePreset> preset = chosenPreset()) {
        shape = preset->shape; // exact parameters, not the rounded figure shown
    } else {
        shape.layers = quint64(m_layersSpin->value());
        shape.kvHeads = quint64(m_kvHeadsSpin->value());
        shape.headDim = quint64(m_headDimSpin->value());
        shape.parameters = quint64(std::llround(m_parametersSpin->value() * 1e9));
    }
    shape.dtype = Dtype(m_dtypeCombo->currentData().toInt());
    return shape;
}

quint64 KvCachePanel::chosenMemory() const
{
    const QByteArray id = m_gpuCombo->currentData().toString().toLatin1();
    if (const auto gpu = gpuById(QLatin1StringView(id)))
        return gpu->memoryBytes();
    return gpuMemoryBytes(m_customMemorySpin->value());
}

QString KvCachePanel::chosenGpuName() const
{
    const QByteArray id = m_gpuCombo->currentData().toString().toLatin1();
    if (const auto gpu = gpuById(QLatin1StringView(id)))
        return tr("%1 %2 GB").arg(QString(gpu->chip), QLocale().toString(gpu->statedGigabytes));
    return tr("Custom GPU of %1 GB").arg(QLocale().toString(m_customMemorySpin->value()));
}

void KvCachePanel::refresh()
{
    // The note changes only when the controls leave the set-up or come back to it.
    if (m_origin.isQuestion() && showsSetup(m_setup, setup()) != m_noteShowsSetup)
        updateSetupNote();
    const bool customGpu = m_gpuCombo->currentData().toString() == customGpuId;
    m_customMemorySpin->setEnabled(customGpu);
    m_customMemoryLabel->setEnabled(customGpu);

    const KvCacheShape shape = currentShape();
    const auto batch = quint64(m_batchSpin->value());
    const auto context = quint64(m_contextSpin->value());
    const WeightsOffset weights = m_weightsCheck->isChecked() ? WeightsOffset::Included
                                                              : WeightsOffset::Excluded;
    // Within the controls' ranges the model cannot fail (tst_kvcache proves the maxima).
    const std::optional<KvCacheResults> results = kvCacheResults(shape, batch, context, weights,
                                                                 chosenMemory());
    Q_ASSERT(results.has_value());
    if (!results)
        return;
    const SweepInputs inputs{shape, batch,
                             KvCacheChart::tokenAxisEnd(context, results->longestContext), weights};
    if (m_sweptInputs != inputs) {
        m_sweep = sweepTokensGenerated(shape, batch, inputs.lastTokens, weights);
        m_sweptInputs = inputs;
    }
    const std::optional<KvCachePreset> preset = chosenPreset();
    const QString gpuName = chosenGpuName();
    const KvCacheFigures figures(*results, gpuName, preset ? preset->attentionHeads : 0);
    m_figuresLabel->setText(figures.text());
    m_figuresLabel->setAccessibleDescription(figures.text());
    showPinned();
    m_chart->plot(*results, m_sweep, gpuName, figures.fitSentences());
    m_legendLabel->setText(m_chart->legendText());
    m_results = results;
    m_gpuName = gpuName;
    m_chartTools->dataChanged();
}
