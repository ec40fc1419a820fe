#include "communication/communicationpage.h"

#include "charts/chartstyle.h"
#include "charts/charttextmodel.h"
#include "charts/charttools.h"
#include "charts/figuresbox.h"
#include "charts/setupnote.h"
#include "communication/communicationchart.h"
#include "communication/communicationcontrols.h"
#include "communication/communicationtext.h"
#include "core/language.h"
#include "core/models/communicationmodels.h"
#include "widgets/fonts.h"
#include "widgets/wrappedlabel.h"

#include <QEvent>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QStackedWidget>
#include <QTextBrowser>
#include <QTextDocumentFragment>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

constexpr int columnWidth = 380;
constexpr int columnCharacters = 36;

// The links' colours (for white paper; SeriesColours fits them to a dark one):
// NVLink blue, PCIe green, InfiniBand red, the custom link purple.
const std::array<QColor, 7> linkColours{QColor(0x1f, 0x77, 0xb4), QColor(0x0b, 0x3d, 0x91),
                                        QColor(0x2c, 0xa0, 0x2c), QColor(0x1a, 0x6b, 0x1a),
                                        QColor(0xd6, 0x27, 0x28), QColor(0x8c, 0x14, 0x14),
                                        QColor(0x6a, 0x3d, 0x9a)};

QString formatMilliseconds(const QVariant &value)
{
    return value.isValid() ? CommunicationText::time(value.toDouble() / 1000) : QString();
}

} // namespace

CommunicationPage::CommunicationPage(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(u"communicationPage"_s);
    m_title = new QLabel(this);
    m_title->setObjectName(u"communicationTitle"_s);
    Fonts::apply(m_title, Fonts::Role::PageTitle);
    m_controls = new CommunicationControls(this);
    connect(m_controls, &CommunicationControls::changed, this, &CommunicationPage::refresh);

    m_collectiveModel = new CollectiveTimeModel(this);
    m_stepModel = new StepTimeModel(this);
    m_collectiveText = new ChartTextModel(m_collectiveModel, this);
    m_stepText = new ChartTextModel(m_stepModel, this);
    // n and t in the language's digits.
    const auto count = [](const QVariant &value) {
        return QLocale().toString(value.toInt());
    };
    m_collectiveText->setFormat(0, count);
    m_stepText->setFormat(0, count);
    for (int column = 1; column < CollectiveTimeModel::ColumnCount; ++column)
        m_collectiveText->setFormat(column, formatMilliseconds);
    for (int column = 1; column < StepTimeModel::ColumnCount; ++column)
        m_stepText->setFormat(column, formatMilliseconds);
    m_collectiveChart = new CommunicationChart(u"communicationCollectiveChart"_s, m_collectiveModel,
                                               CollectiveLimits::minGpus, CollectiveLimits::maxGpus,
                                               this);
    m_stepChart = new CommunicationChart(u"communicationStepChart"_s, m_stepModel, 1,
                                         StepLimits::maxTensorParallel, this);

    m_setupNote = SetupNote::create(this, u"communicationSetupNote"_s);
    m_backToSetup = new QPushButton(this);
    m_backToSetup->setObjectName(u"communicationBackToSetupButton"_s);
    m_backToSetup->hide();
    connect(m_backToSetup, &QPushButton::clicked, this, [this] {
        m_controls->setSetup(m_setup);
        refresh();
        m_controls->focusFirst();
    });
    m_explanation = new QTextBrowser(this);
    m_explanation->setObjectName(u"communicationExplanation"_s);
    m_explanation->setOpenLinks(false);
    m_explanation->setTabChangesFocus(true);
    m_explanation->setMinimumHeight(80);
    m_explanation->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOn);
    buildFigures();
    buildChartTools();
    buildLayout();

    QList<QWidget *> chain{m_backToSetup};
    chain.append(m_controls->tabOrder());
    chain.append(m_figuresLabel);
    chain.append(m_chartTools->tabOrder());
    chain.append({m_collectiveChart, m_stepChart, m_explanation});
    for (qsizetype i = 1; i < chain.size(); ++i)
        setTabOrder(chain.at(i - 1), chain.at(i));
    retranslateUi(); // refreshes
}

void CommunicationPage::buildFigures()
{
    m_figuresBox = new QGroupBox(this);
    m_figuresBox->setObjectName(u"communicationFiguresBox"_s);
    m_figuresLabel = FiguresBox::newLabel(u"communicationFiguresLabel"_s);
    FiguresBox::fill(m_figuresBox, {m_figuresLabel});
}

void CommunicationPage::buildLayout()
{
    m_leftScroll = new QScrollArea(this);
    m_leftScroll->setObjectName(u"communicationControlsScroll"_s);
    m_leftScroll->setWidgetResizable(true);
    m_leftScroll->setFrameShape(QFrame::NoFrame);
    m_leftScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_leftScroll->setFocusPolicy(Qt::NoFocus);
    auto *leftPanel = new QWidget(m_leftScroll);
    auto *leftColumn = new QVBoxLayout(leftPanel);
    leftColumn->setContentsMargins(0, 0, 0, 0);
    leftColumn->addWidget(m_setupNote);
    leftColumn->addWidget(m_backToSetup, 0, Qt::AlignLeft);
    leftColumn->addWidget(m_controls);
    leftColumn->addWidget(m_figuresBox, 1);
    leftColumn->addWidget(m_chartTools);
    m_leftScroll->setWidget(leftPanel);
    updateColumnWidth();

    m_charts = new QStackedWidget(this);
    m_charts->addWidget(m_collectiveChart);
    m_charts->addWidget(m_stepChart);
    m_legendLabel = new WrappedLabel(this);
    m_legendLabel->setObjectName(u"communicationLegendLabel"_s);
    m_legendLabel->setTextFormat(Qt::RichText);
    auto *rightPanel = new QWidget(this);
    auto *rightColumn = new QVBoxLayout(rightPanel);
    rightColumn->setContentsMargins(0, 0, 0, 0);
    rightColumn->addWidget(m_charts, 3);
    rightColumn->addWidget(m_legendLabel);
    rightColumn->addWidget(m_explanation, 1);
    auto *rightScroll = new QScrollArea(this);
    rightScroll->setObjectName(u"communicationChartScroll"_s);
    rightScroll->setWidget(rightPanel);
    rightScroll->setWidgetResizable(true);
    rightScroll->setFrameShape(QFrame::NoFrame);
    rightScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    rightScroll->setFocusPolicy(Qt::NoFocus);

    auto *columns = new QHBoxLayout;
    columns->addWidget(m_leftScroll, 0);
    columns->addWidget(rightScroll, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_title);
    layout->addLayout(columns, 1);
}

void CommunicationPage::updateColumnWidth()
{
    const int width = std::max(columnWidth,
                               ChartStyle::textMinimum(font(), columnCharacters, 1, {}).width());
    for (QWidget *widget :
         {static_cast<QWidget *>(m_controls), static_cast<QWidget *>(m_figuresBox),
          static_cast<QWidget *>(m_setupNote), static_cast<QWidget *>(m_chartTools)})
        widget->setFixedWidth(width);
    m_leftScroll->setFixedWidth(width + m_leftScroll->verticalScrollBar()->sizeHint().width());
}

void CommunicationPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        updateColumnWidth();
    if (event->type() == QEvent::PaletteChange)
        QMetaObject::invokeMethod(
            this, [this] { m_legendLabel->setText(currentChart()->legendText()); },
            Qt::QueuedConnection);
}

void CommunicationPage::retranslateUi()
{
    setLocale(QLocale());
    m_title->setText(tr("What communication costs"));
    m_figuresBox->setTitle(tr("Figures"));
    m_figuresLabel->setAccessibleName(tr("Figures"));
    m_legendLabel->setAccessibleName(tr("Legend"));
    m_explanation->setAccessibleName(tr("Explanation"));
    m_backToSetup->setText(tr("Back to the question's set-up"));
    m_backToSetup->setToolTip(tr("Set every control as the question set it"));
    m_collectiveChart->setAccessibleName(tr("Collective time against the number of GPUs"));
    m_stepChart->setAccessibleName(tr("Communication per step against t"));
    m_explanation->setHtml(CommunicationText::explanationHtml());
    m_collectiveChart->retranslate();
    m_stepChart->retranslate();
    m_collectiveModel->retranslate();
    m_stepModel->retranslate();
    m_collectiveText->retranslate();
    m_stepText->retranslate();
    updateSetupNote();
    refresh();
}

void CommunicationPage::showSetup(const CommunicationChartSetup &setup, const ChartOrigin &origin)
{
    m_setup = setup;
    m_origin = origin;
    m_controls->setSetup(setup);
    updateSetupNote();
    refresh();
}

CommunicationChartSetup CommunicationPage::setup() const
{
    return m_controls->setup();
}

void CommunicationPage::updateSetupNote()
{
    m_noteShowsSetup = showsSetup(m_setup, m_controls->setup());
    const QString pageNote
        = m_setup.view == CommunicationView::TensorVsData
              ? tr("Compare the solid line with the dashed one: the same tensor-parallel "
                   "all-reduces take many times as long across nodes as inside one, and "
                   "across nodes they cost more than the data-parallel gradient all-reduce.")
              : tr("The controls are set as the question has them. Look at how little the "
                   "time grows with n, and how much it changes with the link.");
    SetupNote::show(m_setupNote, m_origin, m_noteShowsSetup, pageNote);
    m_backToSetup->setVisible(m_origin.isQuestion() && !m_noteShowsSetup);
}

void CommunicationPage::refresh()
{
    const CommunicationChartSetup shown = m_controls->setup();
    if (m_origin.isQuestion() && showsSetup(m_setup, shown) != m_noteShowsSetup)
        updateSetupNote();
    if (shown.view == CommunicationView::Collective)
        showCollective(shown);
    else
        showStep(shown);
    m_charts->setCurrentWidget(currentChart());
    showPinned(shown);
    m_figuresLabel->setAccessibleDescription(m_figuresLabel->text());
    m_legendLabel->setText(currentChart()->legendText());
    m_legendLabel->setAccessibleDescription(
        QTextDocumentFragment::fromHtml(m_legendLabel->text()).toPlainText());
    if (m_chartsView != shown.view) {
        m_chartsView = shown.view;
        buildChartTools();
    }
    m_chartTools->dataChanged();
}

void CommunicationPage::showCollective(const CommunicationChartSetup &shown)
{
    const CollectiveInputs inputs{shown.collective, shown.gpus, shown.messageBytes,
                                  m_controls->insideBytesPerSecond(),
                                  shown.latencyMicroseconds * 1e-6};
    QList<double> bandwidths;
    for (const LinkPreset &preset : linkPresets())
        bandwidths.append(preset.gigabytesPerSecond * 1e9);
    bandwidths.append(shown.customBandwidth * 1e9);
    const bool custom = shown.link == customLinkId;
    m_collectiveModel->setSweep(sweepGpus(inputs, bandwidths), custom);
    QList<CommunicationChart::Line> lines;
    const auto &presets = linkPresets();
    for (std::size_t i = 0; i < presets.size(); ++i) {
        const bool chosen = shown.link == presets[i].id;
        lines.append({CollectiveTimeModel::FirstLinkColumn + int(i),
                      QString(presets[i].name),
                      {linkColours.at(i), chosen ? 3.5 : 1.2}});
    }
    if (custom)
        lines.append({CollectiveTimeModel::CustomColumn,
                      m_controls->linkName(shown.link),
                      {linkColours.back(), 3.5}});
    m_collectiveChart->setTitles(tr("%1 of %2 against n")
                                     .arg(CommunicationText::collectiveName(shown.collective),
                                          CommunicationText::bytes(shown.messageBytes)),
                                 tr("GPUs (n)"));
    m_collectiveChart->setLines(lines);
    m_figuresLabel->setText(CommunicationText::collectiveFigures(
        {inputs, collectiveCost(inputs), m_controls->linkName(shown.link)}));
}

StepInputs CommunicationPage::stepInputs(const CommunicationChartSetup &shown) const
{
    StepInputs inputs;
    const TransformerPreset model = transformerPresetById(shown.model)
                                        .value_or(transformerPresets().front());
    inputs.hidden = model.hidden;
    inputs.layers = model.layers;
    inputs.parameters = model.parameters;
    inputs.sequence = shown.sequence;
    inputs.microBatch = shown.microBatch;
    inputs.microBatches = shown.microBatches;
    inputs.dataParallel = shown.dataParallel;
    inputs.insideBytesPerSecond = m_controls->insideBytesPerSecond();
    inputs.acrossBytesPerSecond = m_controls->acrossBytesPerSecond();
    inputs.latencySeconds = shown.latencyMicroseconds * 1e-6;
    return inputs;
}

void CommunicationPage::showStep(const CommunicationChartSetup &shown)
{
    const StepInputs inputs = stepInputs(shown);
    m_stepModel->setSweep(sweepTensorParallel(inputs));
    const QString inside = m_controls->linkName(shown.link);
    const QString across = m_controls->linkName(shown.acrossLink);
    m_stepChart->setTitles(tr("Communication per training step against t"),
                           tr("Tensor-parallel degree (t)"));
    m_stepChart->setLines({{StepTimeModel::InsideColumn,
                            tr("Tensor parallel inside a node (%1)").arg(inside),
                            {linkColours.at(1), 3.5}},
                           {StepTimeModel::AcrossColumn,
                            tr("Tensor parallel across nodes (%1)").arg(across),
                            {linkColours.at(5), 3.5, Qt::DashLine}},
                           {StepTimeModel::DataColumn,
                            tr("Data-parallel gradient all-reduce (%1)").arg(across),
                            {linkColours.back(), 2.5, Qt::DotLine}}});
    const QString modelName = QString(
        transformerPresetById(shown.model).value_or(transformerPresets().front()).name);
    m_figuresLabel->setText(CommunicationText::stepFigures(
        {inputs, stepCost(inputs, shown.gpus), modelName, inside, across}));
}

CommunicationChart *CommunicationPage::currentChart() const
{
    return m_controls->setup().view == CommunicationView::Collective ? m_collectiveChart
                                                                     : m_stepChart;
}
