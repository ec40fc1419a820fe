#include "attentionpage.h"

#include "attentionexplanation.h"
#include "attentionfigures.h"
#include "attentionformat.h"
#include "fonts.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QTextBrowser>
#include <QVBoxLayout>
#include <QtCharts/QCategoryAxis>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>
#include <QtCharts/QLineSeries>
#include <QtCharts/QLogValueAxis>
#include <QtCharts/QScatterSeries>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;
using AttentionFormat::capability;
using AttentionFormat::count;
using AttentionFormat::dataSize;

namespace {

// Default set-up, the worked example of DESIGN.md: B = 1, N = 32, d = 128,
// T = S = 8192, bfloat16, inference, A100 80 GB.
constexpr int defaultBatch = 1;
constexpr int defaultHeads = 32;
constexpr int defaultHeadDim = 128;
constexpr int defaultSequence = 8192;
constexpr int defaultCustomGigabytes = 24;
const auto defaultGpuId = "a100-80gb"_L1;
const auto customGpuId = u"custom"_s;

// The reference lines DESIGN.md names: the chips of each size and the stated size.
struct ReferenceGpu
{
    QLatin1StringView chips; // as shown, e.g. "A100 / H100"
    int statedGigabytes;
};
constexpr std::array<ReferenceGpu, 3> referenceGpus{{
        {"A100"_L1, 40},
        {"A100 / H100"_L1, 80},
        {"H200"_L1, 141},
}};

// Sweep of the chart: 8 points per octave from 2^9 to 2^17.
constexpr int sweepPointsPerOctave = 8;
constexpr int lowestSequenceExponent = 9;   // 512
constexpr int highestSequenceExponent = 17; // 131072
static_assert(quint64(1) << lowestSequenceExponent == AttentionLimits::minSequence);
static_assert(quint64(1) << highestSequenceExponent == AttentionLimits::maxSequence);

// The memory axis has a labelled tick every 2^4 = 16×, or 2^8 when the range is wide.
constexpr int memoryTickExponentStep = 4;
constexpr int maxMemoryTicks = 12;

// A spin box whose arrows double or halve the value (the chart's axis is log₂);
// any value in range can still be typed.
class DoublingSpinBox : public QSpinBox
{
public:
    using QSpinBox::QSpinBox;

    void stepBy(int steps) override
    {
        qint64 value = this->value();
        for (; steps > 0; --steps) {
            qint64 power = 1;
            while (power <= value)
                power *= 2;
            value = power;
        }
        for (; steps < 0; ++steps) {
            qint64 power = 1;
            while (power * 2 < value)
                power *= 2;
            value = power;
        }
        setValue(int(std::clamp<qint64>(value, minimum(), maximum())));
    }
};

// A name drawn on the chart on a light box.
QGraphicsSimpleTextItem *addChartLabel(QChart *chart, QGraphicsRectItem **box, const QColor &color)
{
    *box = new QGraphicsRectItem(chart);
    (*box)->setBrush(QColor(255, 255, 255, 215));
    (*box)->setPen(Qt::NoPen);
    // Above the grid and axes, below the series, so no line or marker is hidden.
    (*box)->setZValue(3.5);
    auto *text = new QGraphicsSimpleTextItem(*box);
    text->setBrush(color);
    return text;
}

QLineSeries *makeLineSeries(const QColor &color, qreal width, Qt::PenStyle style)
{
    auto *series = new QLineSeries;
    QPen pen(color);
    pen.setWidthF(width);
    pen.setStyle(style);
    series->setPen(pen);
    return series;
}

QScatterSeries *makeMarkerSeries(QScatterSeries::MarkerShape shape, qreal size, const QColor &color)
{
    auto *series = new QScatterSeries;
    series->setMarkerShape(shape);
    series->setMarkerSize(size);
    series->setColor(color);
    series->setBorderColor(Qt::black);
    return series;
}

// Setting a label's text relayouts the page; skip it when nothing changed.
void setTextIfChanged(QLabel *label, const QString &text)
{
    if (label->text() != text)
        label->setText(text);
}

// Puts a label's box with its bottom-left corner at (x, bottom), shown only if
// that height is inside the plot.
void placeChartLabel(QGraphicsRectItem *box, QGraphicsSimpleTextItem *text, double x,
                     double bottom, const QRectF &plot)
{
    const QRectF textBox = text->boundingRect();
    box->setRect(textBox.adjusted(-2, 0, 2, 0));
    box->setPos(x, bottom - textBox.height());
    box->setVisible(bottom >= plot.top() && bottom <= plot.bottom());
}

AttentionShape withSequence(AttentionShape shape, quint64 length)
{
    shape.queryLength = length;
    shape.keyLength = length;
    return shape;
}

} // namespace

AttentionPage::AttentionPage(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(u"attentionPage"_s);

    m_title = new QLabel(this);
    m_title->setObjectName(u"attentionTitle"_s);
    Fonts::emphasize(m_title, 1.4, Fonts::Weight::Bold);

    buildControls();
    buildChart();

    m_explanation = new QTextBrowser(this);
    m_explanation->setObjectName(u"attentionExplanation"_s);
    m_explanation->setOpenLinks(false);
    m_explanation->setTabChangesFocus(true);
    m_explanation->setMinimumHeight(150);

    auto *leftColumn = new QVBoxLayout;
    leftColumn->addWidget(m_controlsBox);
    leftColumn->addWidget(m_figuresBox, 1);

    m_legendLabel = new QLabel(this);
    m_legendLabel->setObjectName(u"attentionLegendLabel"_s);
    m_legendLabel->setWordWrap(true);
    m_legendLabel->setTextFormat(Qt::RichText);

    auto *rightColumn = new QVBoxLayout;
    rightColumn->addWidget(m_chartView, 3);
    rightColumn->addWidget(m_legendLabel);
    rightColumn->addWidget(m_explanation, 1);

    auto *columns = new QHBoxLayout;
    columns->addLayout(leftColumn, 0);
    columns->addLayout(rightColumn, 1);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_title);
    layout->addLayout(columns, 1);

    // Tab follows the page from top to bottom, left column first.
    const QList<QWidget *> tabChain{m_batchSpin,    m_headsSpin,       m_headDimSpin,
                                    m_sequenceSpin, m_dtypeCombo,      m_passCombo,
                                    m_causalCheck,  m_gpuCombo,        m_customMemorySpin,
                                    m_figuresLabel, m_cudnnLabel,      m_chartView,
                                    m_explanation};
    for (qsizetype i = 1; i < tabChain.size(); ++i)
        setTabOrder(tabChain[i - 1], tabChain[i]);

    resetControls(AttentionDtype::BFloat16);
    retranslateUi(); // refreshes
}

void AttentionPage::buildControls()
{
    m_controlsBox = new QGroupBox(this);
    m_controlsBox->setObjectName(u"attentionControls"_s);
    // Wide enough for the Bengali labels and GPU names; the chart takes the rest.
    m_controlsBox->setFixedWidth(380);

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
    form->addRow(m_passLabel, m_passCombo);
    form->addRow(m_causalCheck);
    // The GPU names are long: label above, combo box across the whole box.
    form->addRow(m_gpuLabel);
    form->addRow(m_gpuCombo);
    form->addRow(m_customMemoryLabel, m_customMemorySpin);

    m_figuresBox = new QGroupBox(this);
    m_figuresBox->setObjectName(u"attentionFiguresBox"_s);
    m_figuresBox->setFixedWidth(380);
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
        auto *label = new QLabel(figuresContent);
        label->setObjectName(name);
        label->setWordWrap(true);
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

    auto refreshOnInt = [this](int) { refresh(); };
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

void AttentionPage::buildChart()
{
    m_chart = new QChart;
    m_chart->setLocalizeNumbers(true);
    // The legend is a label under the chart (attentionLegendLabel): it wraps, where
    // QLegend would cut the Bengali names short.
    m_chart->legend()->hide();
    // Room on the right for half of the last sequence label, centred on the plot's edge.
    m_chart->setMargins(QMargins(4, 4, 28, 4));

    m_sequenceAxis = new QLogValueAxis;
    m_sequenceAxis->setBase(2);
    m_sequenceAxis->setRange(double(AttentionLimits::minSequence),
                             double(AttentionLimits::maxSequence));
    m_memoryAxis = new QLogValueAxis;
    m_memoryAxis->setBase(2);
    for (QLogValueAxis *axis : {m_sequenceAxis, m_memoryAxis})
        axis->setVisible(false);
    m_chart->addAxis(m_sequenceAxis, Qt::AlignBottom);
    m_chart->addAxis(m_memoryAxis, Qt::AlignLeft);

    m_sequenceLabels = new QCategoryAxis;
    m_sequenceLabels->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    m_sequenceLabels->setRange(lowestSequenceExponent, highestSequenceExponent);
    m_memoryLabels = new QCategoryAxis;
    m_memoryLabels->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    m_chart->addAxis(m_sequenceLabels, Qt::AlignBottom);
    m_chart->addAxis(m_memoryLabels, Qt::AlignLeft);

    auto attach = [this](auto *series) {
        m_chart->addSeries(series);
        series->attachAxis(m_sequenceAxis);
        series->attachAxis(m_memoryAxis);
        return series;
    };

    // Reference lines span the sweep at fixed heights.
    for (std::size_t i = 0; i < m_referenceSeries.size(); ++i) {
        auto *line = attach(makeLineSeries(QColor(0x80, 0x80, 0x80), 1.2, Qt::DashLine));
        const double bytes = double(gpuMemoryBytes(referenceGpus[i].statedGigabytes));
        line->replace({QPointF(double(AttentionLimits::minSequence), bytes),
                       QPointF(double(AttentionLimits::maxSequence), bytes)});
        m_referenceSeries[i] = line;
        m_referenceLabels[i] =
                addChartLabel(m_chart, &m_referenceBoxes[i], QColor(0x50, 0x50, 0x50));
    }

    m_gpuLabelItem = addChartLabel(m_chart, &m_gpuLabelBox, QColor(0xc6, 0x28, 0x28));
    m_naiveLimitLabel = addChartLabel(m_chart, &m_naiveLimitBox, QColor(0xc6, 0x28, 0x28));
    m_fusedLimitLabel = addChartLabel(m_chart, &m_fusedLimitBox, QColor(0x1e, 0x6b, 0x2a));
    // The fit limits are the point of the chart: their labels go on top of everything.
    m_naiveLimitBox->setZValue(10);
    m_fusedLimitBox->setZValue(10);

    // Each series is drawn over the ones added before it.
    m_gpuSeries = attach(makeLineSeries(QColor(0xc6, 0x28, 0x28), 2.5, Qt::DashDotLine));
    m_naiveSeries = attach(makeLineSeries(QColor(0x1f, 0x5f, 0xbf), 3, Qt::SolidLine));
    m_fusedSeries = attach(makeLineSeries(QColor(0x2e, 0x8b, 0x3a), 3, Qt::DashLine));
    m_currentSeries = attach(
            makeMarkerSeries(QScatterSeries::MarkerShapeCircle, 11, QColor(0xff, 0xb3, 0x00)));
    m_naiveLimitSeries = attach(
            makeMarkerSeries(QScatterSeries::MarkerShapeStar, 18, QColor(0xc6, 0x28, 0x28)));
    m_fusedLimitSeries = attach(
            makeMarkerSeries(QScatterSeries::MarkerShapeTriangle, 15, QColor(0x2e, 0x8b, 0x3a)));

    m_chartView = new QChartView(m_chart, this);
    m_chartView->setObjectName(u"attentionChartView"_s);
    m_chartView->setRenderHint(QPainter::Antialiasing);
    m_chartView->setFocusPolicy(Qt::StrongFocus);
    m_chartView->setMinimumSize(420, 330);

    connect(m_chart, &QChart::plotAreaChanged, this, [this](const QRectF &) { placeChartLabels(); });
}

void AttentionPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void AttentionPage::retranslateUi()
{
    // Spin boxes format their digits with their own locale.
    setLocale(QLocale());
    m_chart->setLocale(QLocale());

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
    m_causalCheck->setText(tr("Causal mask (is_causal=True)"));
    m_causalCheck->setAccessibleName(tr("Causal mask"));
    m_causalCheck->setToolTip(
            tr("Each query sees only the keys before it. Changes compute, not memory."));

    m_sequenceSpin->setToolTip(tr("The arrows double or halve the length; any length from %1 to "
                                  "%2 can be typed.")
                                       .arg(count(AttentionLimits::minSequence),
                                            count(AttentionLimits::maxSequence)));
    m_headDimSpin->setToolTip(tr("cuDNN attention supports head dimensions up to %1.")
                                      .arg(count(AttentionLimits::maxHeadDim)));
    m_dtypeCombo->setToolTip(tr("Data type of the query, key and value arrays."));
    m_passCombo->setItemText(0, tr("Inference (forward pass)"));
    m_passCombo->setItemText(1, tr("Training (forward and backward pass)"));
    m_passCombo->setToolTip(tr("Training keeps the softmax probabilities for the backward pass."));

    const auto &gpus = knownGpus();
    for (std::size_t i = 0; i < gpus.size(); ++i) {
        m_gpuCombo->setItemText(int(i), tr("%1 (compute capability %2)")
                                                .arg(gpuName(gpus[i]),
                                                     capability(gpus[i].computeCapability)));
    }
    m_gpuCombo->setItemText(int(gpus.size()),
                            tr("Custom size (compute capability assumed %1 or higher)")
                                    .arg(capability(customGpuComputeCapability)));
    m_gpuCombo->setToolTip(tr("Memory sizes as NVIDIA states them, read as GiB."));
    m_customMemorySpin->setSuffix(tr(" GB"));
    m_customMemorySpin->setToolTip(
            tr("Memory as a data sheet states it, in GB; the page reads it as GiB like the "
               "other GPUs."));

    m_figuresLabel->setAccessibleName(tr("Figures"));
    m_cudnnLabel->setAccessibleName(tr("Fused cuDNN kernel"));
    m_explanation->setAccessibleName(tr("Explanation"));
    m_chartView->setAccessibleName(tr("Memory chart"));

    m_chart->setTitle(tr("Memory of one attention layer"));
    m_sequenceLabels->setTitleText(tr("Sequence length T = S (tokens, log scale)"));
    m_memoryLabels->setTitleText(tr("Memory (log scale)"));
    m_fusedSeries->setName(tr("Fused cuDNN kernel"));
    m_currentSeries->setName(tr("Current T = S"));
    m_naiveLimitSeries->setName(tr("Where naive runs out"));
    m_fusedLimitSeries->setName(tr("Where fused runs out"));
    m_legendLabel->setAccessibleName(tr("Legend"));

    // Axis labels: digits of the current language.
    const QStringList oldSequenceLabels = m_sequenceLabels->categoriesLabels();
    for (const QString &label : oldSequenceLabels)
        m_sequenceLabels->remove(label);
    m_sequenceLabels->setStartValue(lowestSequenceExponent - 1);
    for (int exponent = lowestSequenceExponent; exponent <= highestSequenceExponent; ++exponent)
        m_sequenceLabels->append(count(quint64(1) << exponent), exponent);
    m_memoryLabelsStale = true;

    for (std::size_t i = 0; i < m_referenceLabels.size(); ++i) {
        m_referenceLabels[i]->setText(tr("%1 %2 GB").arg(
                QString(referenceGpus[i].chips),
                QLocale().toString(referenceGpus[i].statedGigabytes)));
    }

    m_explanation->setHtml(AttentionExplanation::html());
    refresh();
}

QString AttentionPage::gpuName(const GpuModel &gpu) const
{
    return tr("%1 %2 GB").arg(QString(gpu.chip), QLocale().toString(gpu.statedGigabytes));
}

void AttentionPage::resetControls(AttentionDtype dtype)
{
    {
        const QSignalBlocker blockBatch(m_batchSpin);
        const QSignalBlocker blockHeads(m_headsSpin);
        const QSignalBlocker blockHeadDim(m_headDimSpin);
        const QSignalBlocker blockSequence(m_sequenceSpin);
        const QSignalBlocker blockDtype(m_dtypeCombo);
        const QSignalBlocker blockCausal(m_causalCheck);
        const QSignalBlocker blockPass(m_passCombo);
        const QSignalBlocker blockGpu(m_gpuCombo);
        const QSignalBlocker blockCustom(m_customMemorySpin);
        m_batchSpin->setValue(defaultBatch);
        m_headsSpin->setValue(defaultHeads);
        m_headDimSpin->setValue(defaultHeadDim);
        m_sequenceSpin->setValue(defaultSequence);
        m_dtypeCombo->setCurrentIndex(m_dtypeCombo->findData(int(dtype)));
        m_causalCheck->setChecked(false);
        m_passCombo->setCurrentIndex(m_passCombo->findData(int(AttentionPass::Inference)));
        m_gpuCombo->setCurrentIndex(m_gpuCombo->findData(QString(defaultGpuId)));
        m_customMemorySpin->setValue(defaultCustomGigabytes);
    }
}

void AttentionPage::showPointOf(const QString &questionId)
{
    // jax-gpu-10 asks what implementation="cudnn" needs: float32 shows the page
    // explaining why the fused kernel cannot run (the GPU list shows the compute
    // capability rule). jax-gpu-11 and anything else: naive against fused at a
    // long sequence, the worked example of DESIGN.md.
    if (questionId == u"jax-gpu-10"_s)
        resetControls(AttentionDtype::Float32);
    else
        resetControls(AttentionDtype::BFloat16);
    refresh();
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
    AttentionResults results;
    results.shape = currentShape();
    results.gpu = chosenGpu();
    m_customMemorySpin->setEnabled(results.gpu.custom);
    m_customMemoryLabel->setEnabled(results.gpu.custom);

    // Within AttentionLimits the model cannot overflow (tst_attentionmemory proves the maxima).
    const auto memory = attentionMemory(results.shape);
    Q_ASSERT(memory.has_value());
    if (!memory)
        return;
    results.memory = *memory;
    results.cudnn = cudnnAttentionSupport(results.shape.dtype, results.gpu.computeCapability);
    results.limits = {longestNaiveSequence(results.shape, results.gpu.memoryBytes),
                      longestFusedSequence(results.shape, results.gpu.memoryBytes)};

    const AttentionFigures figures(results);
    showFigures(figures, results.cudnn);
    refreshChart(results, figures.gpuSentences());
}

void AttentionPage::showFigures(const AttentionFigures &figures, const CudnnAttentionSupport &cudnn)
{
    setTextIfChanged(m_figuresLabel, figures.memoryText());
    m_figuresLabel->setAccessibleDescription(m_figuresLabel->text());
    setTextIfChanged(m_cudnnLabel, figures.cudnnText());
    m_cudnnLabel->setAccessibleDescription(m_cudnnLabel->text());
    // The reason stands out, in bold, when the kernel cannot run.
    if (m_cudnnLabel->font().bold() == cudnn.available()) {
        QFont font = m_cudnnLabel->font();
        font.setBold(!cudnn.available());
        m_cudnnLabel->setFont(font);
    }
}

void AttentionPage::refreshChart(const AttentionResults &results, const QStringList &gpuSentences)
{
    const AttentionShape &shape = results.shape;
    const AttentionGpu &gpu = results.gpu;
    const CudnnAttentionSupport &cudnn = results.cudnn;

    constexpr int octaves = highestSequenceExponent - lowestSequenceExponent;
    QList<QPointF> naivePoints;
    QList<QPointF> fusedPoints;
    naivePoints.reserve(octaves * sweepPointsPerOctave + 1);
    fusedPoints.reserve(octaves * sweepPointsPerOctave + 1);
    for (int step = 0; step <= octaves * sweepPointsPerOctave; ++step) {
        const double exponent = lowestSequenceExponent + double(step) / sweepPointsPerOctave;
        const auto length = quint64(std::llround(std::exp2(exponent)));
        const auto swept = attentionMemory(withSequence(shape, length));
        if (!swept)
            continue;
        naivePoints.append(QPointF(double(length), double(swept->naiveTotalBytes)));
        fusedPoints.append(QPointF(double(length), double(swept->fusedTotalBytes)));
    }
    m_naiveSeries->replace(naivePoints);
    m_fusedSeries->replace(fusedPoints);
    m_fusedSeries->setVisible(cudnn.available());
    // Series names stay fixed while the numbers change (a new name relayouts the
    // chart); the numbers are in the figures.
    const QString naiveName = shape.pass == AttentionPass::Training
            ? tr("Naive attention (scores + probabilities)")
            : tr("Naive attention (score matrix)");
    if (m_naiveSeries->name() != naiveName)
        m_naiveSeries->setName(naiveName);

    const double gpuBytes = double(gpu.memoryBytes);
    m_gpuSeries->replace({QPointF(double(AttentionLimits::minSequence), gpuBytes),
                          QPointF(double(AttentionLimits::maxSequence), gpuBytes)});
    const QString gpuSeriesName = tr("%1: %2").arg(gpu.name, dataSize(gpu.memoryBytes));
    if (m_gpuSeries->name() != gpuSeriesName)
        m_gpuSeries->setName(gpuSeriesName);
    if (m_gpuLabelItem->text() != gpu.name)
        m_gpuLabelItem->setText(gpu.name);
    m_gpuBytes = gpuBytes;
    for (std::size_t i = 0; i < m_referenceSeries.size(); ++i) {
        const bool sameAsChosen =
                gpuMemoryBytes(referenceGpus[i].statedGigabytes) == gpu.memoryBytes;
        m_referenceSeries[i]->setVisible(!sameAsChosen);
    }

    const quint64 t = shape.queryLength;
    QList<QPointF> currentPoints{QPointF(double(t), double(results.memory.naiveTotalBytes))};
    if (cudnn.available())
        currentPoints.append(QPointF(double(t), double(results.memory.fusedTotalBytes)));
    m_currentSeries->replace(currentPoints);

    auto showLimit = [gpuBytes](QScatterSeries *series, QGraphicsSimpleTextItem *label,
                                quint64 limit, bool shown) {
        const bool inRange = shown && limit >= AttentionLimits::minSequence
                && limit < AttentionLimits::maxSequence;
        series->replace(inRange ? QList<QPointF>{QPointF(double(limit), gpuBytes)}
                                : QList<QPointF>{});
        series->setVisible(inRange);
        const QString text = tr("runs out beyond T = %1").arg(count(limit));
        if (label->text() != text)
            label->setText(text);
    };
    showLimit(m_naiveLimitSeries, m_naiveLimitLabel, results.limits.naive, true);
    showLimit(m_fusedLimitSeries, m_fusedLimitLabel, results.limits.fused, cudnn.available());

    // Memory range: everything drawn, widened to whole labelled ticks.
    double lowest = gpuBytes;
    double highest = gpuBytes;
    for (const ReferenceGpu &reference : referenceGpus) {
        lowest = std::min(lowest, double(gpuMemoryBytes(reference.statedGigabytes)));
        highest = std::max(highest, double(gpuMemoryBytes(reference.statedGigabytes)));
    }
    const QList<QPointF> &lowestLine = cudnn.available() ? fusedPoints : naivePoints;
    if (!lowestLine.isEmpty())
        lowest = std::min(lowest, lowestLine.constFirst().y());
    if (!naivePoints.isEmpty())
        highest = std::max(highest, naivePoints.constLast().y());
    setMemoryAxisRange(lowest, highest);

    // Text for screen readers: what the chart shows, in words.
    QStringList description;
    description << tr("Chart of memory against sequence length, both on log scales.");
    if (!naivePoints.isEmpty()) {
        description << tr("Naive attention: %1 at T = %2, %3 at T = %4.")
                               .arg(dataSize(quint64(naivePoints.constFirst().y())),
                                    count(AttentionLimits::minSequence),
                                    dataSize(quint64(naivePoints.constLast().y())),
                                    count(AttentionLimits::maxSequence));
    }
    if (cudnn.available() && !fusedPoints.isEmpty()) {
        description << tr("Fused cuDNN kernel: %1 at T = %2, %3 at T = %4.")
                               .arg(dataSize(quint64(fusedPoints.constFirst().y())),
                                    count(AttentionLimits::minSequence),
                                    dataSize(quint64(fusedPoints.constLast().y())),
                                    count(AttentionLimits::maxSequence));
    } else {
        description << tr("No fused line: the cuDNN kernel is not available.");
    }
    description << gpuSentences;
    m_chartView->setAccessibleDescription(description.join(u' '));

    refreshLegend(cudnn);
    placeChartLabels();
}

void AttentionPage::refreshLegend(const CudnnAttentionSupport &cudnn)
{
    // One entry per drawn series: a coloured sign like the line or marker, then its
    // name; entries break only between each other.
    const auto entry = [](const QPen &pen, const QString &sign, const QString &name) {
        return u"<nobr><span style=\"color:%1\"><b>%2</b></span> %3</nobr>"_s.arg(
                pen.color().name(), sign, name.toHtmlEscaped());
    };
    const auto markerEntry = [&entry](const QScatterSeries *series, const QString &sign) {
        return entry(QPen(series->color()), sign, series->name());
    };
    // Every sign the chart can show, whether drawn now or not, so the legend's
    // text (and the page's layout) changes only with the GPU or the language.
    QStringList entries;
    entries << entry(m_naiveSeries->pen(), u"━━"_s, m_naiveSeries->name());
    if (cudnn.available())
        entries << entry(m_fusedSeries->pen(), u"╍╍"_s, m_fusedSeries->name());
    else
        entries << entry(m_fusedSeries->pen(), u"╍╍"_s, tr("no fused line: not available"));
    entries << entry(m_gpuSeries->pen(), u"━·━"_s, m_gpuSeries->name());
    entries << markerEntry(m_currentSeries, u"●"_s);
    entries << markerEntry(m_naiveLimitSeries, u"★"_s);
    if (cudnn.available())
        entries << markerEntry(m_fusedLimitSeries, u"▲"_s);
    setTextIfChanged(m_legendLabel, entries.join(u" &nbsp;&nbsp; "_s));
}

void AttentionPage::setMemoryAxisRange(double lowestBytes, double highestBytes)
{
    int low = int(std::floor(std::log2(lowestBytes)));
    int high = int(std::ceil(std::log2(highestBytes)));
    int step = memoryTickExponentStep;
    while ((high - low) / step > maxMemoryTicks)
        step *= 2;
    // Whole ticks, with a little room below the lowest and above the highest line.
    low = int(std::floor(double(low - 1) / step)) * step;
    high = int(std::ceil(double(high + 1) / step)) * step;

    m_memoryAxis->setRange(std::exp2(low), std::exp2(high));
    if (!m_memoryLabelsStale && low == m_memoryAxisLowExponent && high == m_memoryAxisHighExponent)
        return;
    m_memoryAxisLowExponent = low;
    m_memoryAxisHighExponent = high;
    m_memoryLabelsStale = false;

    const QStringList oldLabels = m_memoryLabels->categoriesLabels();
    for (const QString &label : oldLabels)
        m_memoryLabels->remove(label);
    m_memoryLabels->setRange(low, high);
    m_memoryLabels->setStartValue(low - step);
    for (int exponent = low; exponent <= high; exponent += step) {
        const QString label = QLocale().formattedDataSize(qint64(1) << exponent, 0,
                                                          QLocale::DataSizeIecFormat);
        m_memoryLabels->append(label, exponent);
    }
}

void AttentionPage::placeChartLabels()
{
    const QRectF plot = m_chart->plotArea();
    auto heightOf = [this](double bytes) {
        return m_chart->mapToPosition(QPointF(double(AttentionLimits::minSequence), bytes),
                                      m_naiveSeries)
                .y();
    };
    // Each name just above its line. The lines can be closer than a line of text,
    // so the names are staggered from left to right and never overlap.
    // The chosen GPU's name goes at the right end; a reference line of the same
    // size is not drawn, nor named twice.
    double x = plot.left() + 6;
    for (std::size_t i = 0; i < m_referenceLabels.size(); ++i) {
        const double bytes = double(gpuMemoryBytes(referenceGpus[i].statedGigabytes));
        placeChartLabel(m_referenceBoxes[i], m_referenceLabels[i], x, heightOf(bytes), plot);
        if (bytes == m_gpuBytes)
            m_referenceBoxes[i]->setVisible(false);
        x += m_referenceLabels[i]->boundingRect().width() + 14;
    }
    const double gpuLabelWidth = m_gpuLabelItem->boundingRect().width();
    placeChartLabel(m_gpuLabelBox, m_gpuLabelItem, plot.right() - gpuLabelWidth - 6,
                    heightOf(m_gpuBytes), plot);

    // "runs out beyond T = …" just under the GPU line, right of its marker (left of
    // it near the right edge); the fused one a line lower if the two would meet.
    QRectF naiveLabelArea;
    auto placeLimit = [&](QScatterSeries *series, QGraphicsRectItem *box,
                          QGraphicsSimpleTextItem *label) -> QRectF {
        if (!series->isVisible() || series->count() == 0) {
            box->setVisible(false);
            return {};
        }
        const QPointF marker = m_chart->mapToPosition(series->at(0), series);
        const QRectF text = label->boundingRect();
        double left = marker.x() + 10;
        if (left + text.width() > plot.right())
            left = marker.x() - 10 - text.width();
        double bottom = marker.y() + 6 + text.height();
        QRectF area(left, bottom - text.height(), text.width(), text.height());
        if (area.intersects(naiveLabelArea)) {
            area.translate(0, text.height());
            bottom += text.height();
        }
        placeChartLabel(box, label, left, bottom, plot);
        return area;
    };
    naiveLabelArea = placeLimit(m_naiveLimitSeries, m_naiveLimitBox, m_naiveLimitLabel);
    placeLimit(m_fusedLimitSeries, m_fusedLimitBox, m_fusedLimitLabel);
}
