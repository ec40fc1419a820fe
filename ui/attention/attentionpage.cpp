#include "attention/attentionpage.h"

#include "attention/attentionchart.h"
#include "attention/attentionexplanation.h"
#include "attention/attentionfigures.h"
#include "attention/attentionformat.h"
#include "attention/attentiontables.h"
#include "attention/kvcachemodeswitch.h"
#include "charts/chartstyle.h"
#include "charts/charttools.h"
#include "core/language.h"
#include "widgets/fonts.h"
#include "widgets/wrappedlabel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QTextBrowser>
#include <QVBoxLayout>

#include <algorithm>
#include <vector>

using namespace Qt::StringLiterals;
using AttentionFormat::capability;
using AttentionFormat::count;

namespace {

const QString customGpuId = AttentionChartSetup::customGpuId;
// The left column: wide enough for the Bengali labels and GPU names at the
// system's text size; in characters of the current font at larger ones.
constexpr int columnWidth = 380;
constexpr int columnCharacters = 36;

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

} // namespace

AttentionPage::AttentionPage(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(u"attentionPage"_s);

    m_title = new QLabel(this);
    m_title->setObjectName(u"attentionTitle"_s);
    Fonts::apply(m_title, Fonts::Role::PageTitle);

    buildControls();
    buildFigures();
    connectControls();
    m_chart = new AttentionChart(this);

    m_explanation = new QTextBrowser(this);
    m_explanation->setObjectName(u"attentionExplanation"_s);
    m_explanation->setOpenLinks(false);
    m_explanation->setTabChangesFocus(true);
    m_explanation->setMinimumHeight(80);
    // The text is always longer than the box: a scroll bar that came and went
    // while the text is replaced would lay it out twice.
    m_explanation->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOn);

    m_setupNote = new QLabel(this);
    m_setupNote->setObjectName(u"attentionSetupNote"_s);
    m_setupNote->setWordWrap(true);
    m_setupNote->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_setupNote->setFrameShape(QFrame::StyledPanel);
    m_setupNote->setMargin(4);
    m_setupNote->hide();
    m_backToSetup = new QPushButton(this);
    m_backToSetup->setObjectName(u"attentionBackToSetupButton"_s);
    m_backToSetup->hide();
    connect(m_backToSetup, &QPushButton::clicked, this, [this] {
        setControls(m_setup);
        refresh();
        m_batchSpin->setFocus(Qt::OtherFocusReason);
    });

    buildChartTools();
    // On a small screen the column scrolls rather than squeezing its contents.
    auto *leftScroll = new QScrollArea(this);
    m_leftScroll = leftScroll;
    leftScroll->setObjectName(u"attentionControlsScroll"_s);
    leftScroll->setWidgetResizable(true);
    leftScroll->setFrameShape(QFrame::NoFrame);
    leftScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto *leftPanel = new QWidget(leftScroll);
    auto *leftColumn = new QVBoxLayout(leftPanel);
    leftColumn->setContentsMargins(0, 0, 0, 0);
    leftColumn->addWidget(m_setupNote);
    leftColumn->addWidget(m_backToSetup, 0, Qt::AlignLeft);
    leftColumn->addWidget(m_controlsBox);
    leftColumn->addWidget(m_figuresBox, 1);
    leftColumn->addWidget(m_chartTools);
    leftScroll->setWidget(leftPanel);
    updateColumnWidth();

    m_legendLabel = new WrappedLabel(this);
    m_legendLabel->setTextFormat(Qt::RichText);
    m_legendLabel->setObjectName(u"attentionLegendLabel"_s);

    auto *rightColumn = new QVBoxLayout;
    rightColumn->addWidget(m_chart, 3);
    rightColumn->addWidget(m_legendLabel);
    rightColumn->addWidget(m_explanation, 1);

    // The page's own view, beside the serving view (KV cache) the mode switch adds.
    auto *activationView = new QWidget(this);
    auto *columns = new QHBoxLayout(activationView);
    columns->setContentsMargins(0, 0, 0, 0);
    columns->addWidget(leftScroll, 0);
    columns->addLayout(rightColumn, 1);
    m_modes = new KvCacheModeSwitch(activationView, this);

    auto *titleRow = new QHBoxLayout;
    titleRow->addWidget(m_title, 1);
    titleRow->addWidget(m_modes->selectorLabel());
    titleRow->addWidget(m_modes->selector());
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(titleRow);
    layout->addWidget(m_modes, 1);

    // Tab follows the page from top to bottom, left column first.
    QList<QWidget *> tabChain{m_backToSetup,  m_batchSpin,        m_headsSpin,       m_headDimSpin,
                              m_sequenceSpin, m_dtypeCombo,       m_passCombo,       m_causalCheck,
                              m_gpuCombo,     m_customMemorySpin, m_fixedRangeCheck, m_figuresLabel,
                              m_cudnnLabel};
    tabChain.append(m_chartTools->tabOrder());
    tabChain.append(m_chart);
    tabChain.append(m_explanation);
    m_modes->setActivationTabChain(tabChain); // after the view selector

    setControls(AttentionChartSetup());
    retranslateUi(); // refreshes
}

void AttentionPage::buildControls()
{
    m_controlsBox = new QGroupBox(this);
    m_controlsBox->setObjectName(u"attentionControls"_s);

    auto makeSpin = [this](const QString &name, int minimum, int maximum) {
        auto *spin = new QSpinBox(m_controlsBox);
        spin->setObjectName(name);
        spin->setRange(minimum, maximum);
        spin->setKeyboardTracking(false);
        spin->setAccelerated(true);
        return spin;
    };
    m_batchSpin = makeSpin(u"attentionBatchSpin"_s, int(AttentionLimits::minBatch),
                           int(AttentionLimits::maxBatch));
    m_headsSpin = makeSpin(u"attentionHeadsSpin"_s, int(AttentionLimits::minHeads),
                           int(AttentionLimits::maxHeads));
    m_headDimSpin = makeSpin(u"attentionHeadDimSpin"_s, int(AttentionLimits::minHeadDim),
                             int(AttentionLimits::maxHeadDim));
    m_headDimSpin->setSingleStep(8);

    m_sequenceSpin = new DoublingSpinBox(m_controlsBox);
    m_sequenceSpin->setObjectName(u"attentionSequenceSpin"_s);
    m_sequenceSpin->setRange(int(AttentionLimits::minSequence), int(AttentionLimits::maxSequence));
    m_sequenceSpin->setKeyboardTracking(false);

    m_dtypeCombo = new QComboBox(m_controlsBox);
    m_dtypeCombo->setObjectName(u"attentionDtypeCombo"_s);
    for (AttentionDtype dtype : allAttentionDtypes)
        m_dtypeCombo->addItem(QString(dtypeName(dtype)), int(dtype)); // code names, never translated

    m_causalCheck = new QCheckBox(m_controlsBox);
    m_causalCheck->setObjectName(u"attentionCausalCheck"_s);

    m_passCombo = new QComboBox(m_controlsBox);
    m_passCombo->setObjectName(u"attentionPassCombo"_s);
    m_passCombo->addItem(QString(), int(AttentionPass::Inference));
    m_passCombo->addItem(QString(), int(AttentionPass::Training));

    m_gpuCombo = new QComboBox(m_controlsBox);
    m_gpuCombo->setObjectName(u"attentionGpuCombo"_s);
    for (const GpuModel &gpu : knownGpus())
        m_gpuCombo->addItem(QString(), QString(gpu.id));
    m_gpuCombo->addItem(QString(), customGpuId);
    m_gpuCombo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_gpuCombo->setMinimumContentsLength(20);

    m_customMemorySpin = makeSpin(u"attentionCustomMemorySpin"_s,
                                  AttentionLimits::minCustomGigabytes,
                                  AttentionLimits::maxCustomGigabytes);

    auto makeLabel = [this](QWidget *buddy) {
        auto *label = new QLabel(m_controlsBox);
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

    auto *form = new QFormLayout(m_controlsBox);
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
}

void AttentionPage::buildFigures()
{
    m_figuresBox = new QGroupBox(this);
    m_figuresBox->setObjectName(u"attentionFiguresBox"_s);
    // Readable when the column scrolls on a small screen.
    m_figuresBox->setMinimumHeight(180);
    // The figures sit in a scroll area, so that long Bengali text at the largest
    // settings scrolls rather than being cut off.
    auto *figuresScroll = new QScrollArea(m_figuresBox);
    figuresScroll->setObjectName(u"attentionFiguresScroll"_s);
    figuresScroll->setWidgetResizable(true);
    figuresScroll->setFrameShape(QFrame::NoFrame);
    figuresScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    figuresScroll->setFocusPolicy(Qt::NoFocus);
    auto *figuresContent = new QWidget(figuresScroll);
    auto makeFigureLabel = [figuresContent](const QString &name) {
        auto *label = new WrappedLabel(figuresContent);
        label->setObjectName(name);
        // Plain text: a rich-text label takes several times longer to lay out again,
        // and the figures change with every control (see bench_attentionpage).
        label->setTextFormat(Qt::PlainText);
        label->setAlignment(Qt::AlignLeft | Qt::AlignTop);
        // Reachable with Tab so a screen reader reads the figures (its name, then the
        // text as description). Not selectable: a selectable label lays its text out
        // through a text document, several times slower on every change.
        label->setFocusPolicy(Qt::StrongFocus);
        return label;
    };
    m_figuresLabel = makeFigureLabel(u"attentionFiguresLabel"_s);
    m_cudnnLabel = makeFigureLabel(u"attentionCudnnLabel"_s);
    auto *contentLayout = new QVBoxLayout(figuresContent);
    contentLayout->setContentsMargins(0, 0, 0, 0);
    contentLayout->addWidget(m_figuresLabel);
    contentLayout->addWidget(m_cudnnLabel);
    contentLayout->addStretch(1);
    figuresScroll->setWidget(figuresContent);
    figuresScroll->viewport()->setAutoFillBackground(false);
    figuresContent->setAutoFillBackground(false);
    auto *figuresLayout = new QVBoxLayout(m_figuresBox);
    figuresLayout->addWidget(figuresScroll);
}

void AttentionPage::connectControls()
{
    auto refreshOnInt = [this](int) {
        refresh();
    };
    connect(m_batchSpin, &QSpinBox::valueChanged, this, refreshOnInt);
    connect(m_headsSpin, &QSpinBox::valueChanged, this, refreshOnInt);
    connect(m_headDimSpin, &QSpinBox::valueChanged, this, refreshOnInt);
    connect(m_sequenceSpin, &QSpinBox::valueChanged, this, refreshOnInt);
    connect(m_customMemorySpin, &QSpinBox::valueChanged, this, refreshOnInt);
    connect(m_dtypeCombo, &QComboBox::currentIndexChanged, this, refreshOnInt);
    connect(m_passCombo, &QComboBox::currentIndexChanged, this, refreshOnInt);
    connect(m_gpuCombo, &QComboBox::currentIndexChanged, this, refreshOnInt);
    connect(m_causalCheck, &QCheckBox::toggled, this, [this](bool) { refresh(); });
}

void AttentionPage::changeEvent(QEvent *event)
{
    // The window holds the event back while the page is hidden
    // (HiddenPageLanguage), so a switch costs only the page on screen.
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        updateColumnWidth();
}

void AttentionPage::updateColumnWidth()
{
    const int width = std::max(columnWidth,
                               ChartStyle::textMinimum(font(), columnCharacters, 1, {}).width());
    for (QWidget *widget :
         {static_cast<QWidget *>(m_controlsBox), static_cast<QWidget *>(m_figuresBox),
          static_cast<QWidget *>(m_setupNote)})
        widget->setFixedWidth(width);
    m_leftScroll->setFixedWidth(width + m_leftScroll->verticalScrollBar()->sizeHint().width());
}

void AttentionPage::retranslateUi()
{
    // Spin boxes format their digits with their own locale.
    setLocale(QLocale());

    m_title->setText(tr("Attention memory"));
    m_controlsBox->setTitle(tr("Settings"));
    m_figuresBox->setTitle(tr("Figures for one layer"));

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
    m_fixedRangeCheck->setAccessibleName(tr("Fixed memory range"));
    m_fixedRangeCheck->setToolTip(
        tr("Keep the memory axis wide enough for every data type and pass, so it does not jump "
           "when they change."));
    m_causalCheck->setText(tr("Causal mask (is_causal=True)"));
    m_causalCheck->setAccessibleName(tr("Causal mask"));
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

    m_figuresLabel->setAccessibleName(tr("Figures"));
    m_cudnnLabel->setAccessibleName(tr("Fused cuDNN kernel"));
    m_explanation->setAccessibleName(tr("Explanation"));
    m_legendLabel->setAccessibleName(tr("Legend"));
    m_setupNote->setAccessibleName(tr("What this question is about"));
    m_backToSetup->setText(tr("Back to the question's set-up"));
    m_backToSetup->setToolTip(tr("Set every control as the question set it"));
    updateSetupNote();

    m_chart->retranslate();
    m_explanation->setHtml(AttentionExplanation::html());
    refresh();
}

QString AttentionPage::gpuName(const GpuModel &gpu) const
{
    return tr("%1 %2 GB").arg(QString(gpu.chip), QLocale().toString(gpu.statedGigabytes));
}

void AttentionPage::setControls(const AttentionChartSetup &setup)
{
    const QList<QWidget *> controls{m_batchSpin,    m_headsSpin,  m_headDimSpin,
                                    m_sequenceSpin, m_dtypeCombo, m_causalCheck,
                                    m_passCombo,    m_gpuCombo,   m_customMemorySpin};
    std::vector<QSignalBlocker> blockers;
    blockers.reserve(std::size_t(controls.size()));
    for (QWidget *control : controls)
        blockers.emplace_back(control);
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
}

void AttentionPage::showSetup(const AttentionChartSetup &setup, const ChartOrigin &origin)
{
    m_setup = setup;
    m_origin = origin;
    // A question's set-up is about activation memory; the Charts menu keeps the view chosen.
    if (origin.isQuestion())
        m_modes->showMode(KvCacheModeSwitch::Mode::Activation);
    setControls(setup);
    updateSetupNote();
    refresh();
}

bool AttentionPage::controlsShowSetup() const
{
    return showsSetup(m_setup, currentShape(), m_gpuCombo->currentData().toString(),
                      m_customMemorySpin->value());
}

void AttentionPage::updateSetupNote()
{
    m_noteShowsSetup = controlsShowSetup();
    QString note;
    if (m_origin.isQuestion()) {
        note = tr("From question %1 of “%2”.")
                   .arg(QLocale().toString(m_origin.questionNumber),
                        m_origin.quizTitle.text(languageForLocale(QLocale())));
        note += u' ';
        if (!m_noteShowsSetup)
            note += tr("The set-up has changed: this question's note no longer describes what "
                       "the page shows.");
        else if (m_setup.shape.dtype == AttentionDtype::Float32)
            note += tr("The data type is float32 to show what the fused cuDNN kernel needs: it "
                       "takes only float16 or bfloat16, so with float32 JAX raises an error and "
                       "the chart draws no fused line. Choose bfloat16 to see it.");
        else
            note += tr("The controls are set as the question has them.");
    }
    m_setupNote->setText(note);
    m_setupNote->setAccessibleDescription(note);
    m_setupNote->setVisible(!note.isEmpty());
    m_backToSetup->setVisible(m_origin.isQuestion() && !m_noteShowsSetup);
}

AttentionShape AttentionPage::currentShape() const
{
    AttentionShape shape;
    shape.batch = quint64(m_batchSpin->value());
    shape.heads = quint64(m_headsSpin->value());
    shape.headDim = quint64(m_headDimSpin->value());
    shape.queryLength = quint64(m_sequenceSpin->value());
    shape.keyLength = shape.queryLength;
    shape.dtype = AttentionDtype(m_dtypeCombo->currentData().toInt());
    shape.mask = m_causalCheck->isChecked() ? AttentionMask::Causal : AttentionMask::None;
    shape.pass = AttentionPass(m_passCombo->currentData().toInt());
    return shape;
}

AttentionGpu AttentionPage::chosenGpu() const
{
    AttentionGpu chosen;
    const QString id = m_gpuCombo->currentData().toString();
    const QByteArray latin1 = id.toLatin1();
    if (const auto gpu = gpuById(QLatin1StringView(latin1))) {
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

void AttentionPage::refresh()
{
    // The note changes only when the controls leave the set-up or come back to it.
    if (controlsShowSetup() != m_noteShowsSetup)
        updateSetupNote();
    const AttentionShape shape = currentShape();
    const AttentionGpu gpu = chosenGpu();
    m_customMemorySpin->setEnabled(gpu.custom);
    m_customMemoryLabel->setEnabled(gpu.custom);

    // Within AttentionLimits the model cannot overflow (tst_attentionmemory proves the maxima).
    const std::optional<AttentionResults> results = attentionResults(shape, gpu);
    Q_ASSERT(results.has_value());
    if (!results)
        return;

    const AttentionFigures figures(*results);
    showFigures(figures, results->cudnn);
    m_chart->setFixedMemoryRange(
        m_fixedRangeCheck->isChecked() ? std::optional(memoryEnvelope(shape)) : std::nullopt);
    if (m_pinnedShape)
        m_chart->setPinned(AttentionTables::pinnedLabel(*m_pinnedShape), m_pinnedSweep,
                           m_pinnedFused);
    m_chart->plot(*results, sweepFor(shape), figures.gpuSentences());
    m_legendLabel->setText(m_chart->legendText(results->cudnn));
    m_results = results;
    m_chartTools->dataChanged();
}

void AttentionPage::buildChartTools()
{
    m_fixedRangeCheck = new QCheckBox(m_controlsBox);
    m_fixedRangeCheck->setObjectName(u"attentionFixedRangeCheck"_s);
    static_cast<QFormLayout *>(m_controlsBox->layout())->addRow(m_fixedRangeCheck);
    connect(m_fixedRangeCheck, &QCheckBox::toggled, this, [this](bool) { refresh(); });

    m_chartTools = new ChartTools(this);
    m_chartTools->setCharts({{m_chart, [] {
                                  return tr("Attention memory");
                              }}});
    m_chartTools->setTables([this] {
        return m_results ? AttentionTables::all(*m_results, m_sweep) : QList<ChartTable>{};
    });
    m_chartTools->setFigures([this] { return figuresText(); });
    connect(m_chartTools, &ChartTools::pinRequested, this, &AttentionPage::pinCurrent);
    connect(m_chartTools, &ChartTools::pinCleared, this, &AttentionPage::clearPin);
}

QString AttentionPage::figuresText() const
{
    return m_figuresLabel->text() + u'\n' + m_cudnnLabel->text();
}

void AttentionPage::pinCurrent()
{
    if (!m_results)
        return;
    m_pinnedShape = m_results->shape;
    m_pinnedSweep = m_sweep;
    m_pinnedFused = m_results->cudnn.available();
    m_chartTools->setPinned(true);
    refresh();
}

void AttentionPage::clearPin()
{
    m_pinnedShape.reset();
    m_chart->clearPinned();
    m_chartTools->setPinned(false);
    refresh();
}

const QList<AttentionSweepPoint> &AttentionPage::sweepFor(const AttentionShape &shape)
{
    AttentionShape swept = shape;
    swept.queryLength = 0;
    swept.keyLength = 0;
    swept.mask = AttentionMask::None;
    if (m_sweptShape != swept) {
        m_sweep = sweepSequenceLength(shape);
        m_sweptShape = swept;
    }
    return m_sweep;
}

void AttentionPage::showFigures(const AttentionFigures &figures, const CudnnAttentionSupport &cudnn)
{
    m_figuresLabel->setText(figures.memoryText());
    m_figuresLabel->setAccessibleDescription(m_figuresLabel->text());
    m_cudnnLabel->setText(figures.cudnnText());
    m_cudnnLabel->setAccessibleDescription(m_cudnnLabel->text());
    // The reason stands out, in bold, when the kernel cannot run.
    if (m_cudnnLabel->font().bold() == cudnn.available()) {
        QFont font = m_cudnnLabel->font();
        font.setBold(!cudnn.available());
        m_cudnnLabel->setFont(font);
    }
}
