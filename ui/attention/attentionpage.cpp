#include "attention/attentionpage.h"

#include "attention/attentionchart.h"
#include "attention/attentioncontrols.h"
#include "attention/attentionexplanation.h"
#include "attention/attentionfigures.h"
#include "attention/attentiontables.h"
#include "attention/kvcachemodeswitch.h"
#include "attention/kvcachepanel.h"
#include "charts/chartstyle.h"
#include "charts/charttextmodel.h"
#include "charts/charttools.h"
#include "charts/figuresbox.h"
#include "charts/setupnote.h"
#include "core/language.h"
#include "core/models/attentionmemorymodel.h"
#include "widgets/fonts.h"
#include "widgets/wrappedlabel.h"

#include <QComboBox>
#include <QEvent>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QTextBrowser>
#include <QTextDocumentFragment>
#include <QVBoxLayout>

#include <algorithm>
#include <array>

using namespace Qt::StringLiterals;

namespace {

// The left column: wide enough for the Bengali labels and GPU names at the
// system's text size; in characters of the current font at larger ones.
constexpr int columnWidth = 380;
constexpr int columnCharacters = 36;

} // namespace

AttentionPage::AttentionPage(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(u"attentionPage"_s);

    m_title = new QLabel(this);
    m_title->setObjectName(u"attentionTitle"_s);
    Fonts::apply(m_title, Fonts::Role::PageTitle);

    m_controls = new AttentionControls(this);
    connect(m_controls, &AttentionControls::changed, this, &AttentionPage::refresh);
    connect(m_controls, &AttentionControls::fixedRangeChanged, this, &AttentionPage::refresh);
    buildFigures();
    m_chart = new AttentionChart(this);
    m_memoryModel = new AttentionMemoryModel(this);
    m_memoryText = AttentionTables::memoryText(m_memoryModel, this);
    m_chart->setModel(m_memoryModel);

    m_explanation = new QTextBrowser(this);
    m_explanation->setObjectName(u"attentionExplanation"_s);
    m_explanation->setOpenLinks(false);
    m_explanation->setTabChangesFocus(true);
    m_explanation->setMinimumHeight(80);
    // The text is always longer than the box: a scroll bar that came and went
    // while the text is replaced would lay it out twice.
    m_explanation->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOn);

    buildSetupNote();
    buildChartTools();
    buildLayout();

    // Tab follows the page from top to bottom, left column first.
    QList<QWidget *> tabChain{m_backToSetup};
    tabChain.append(m_controls->tabOrder());
    tabChain.append({m_figuresLabel, m_cudnnLabel});
    tabChain.append(m_chartTools->tabOrder());
    tabChain.append(m_chart);
    tabChain.append(m_explanation);
    m_modes->setActivationTabChain(tabChain); // after the view selector

    retranslateUi(); // refreshes
}

void AttentionPage::buildSetupNote()
{
    m_setupNote = SetupNote::create(this, u"attentionSetupNote"_s);
    m_backToSetup = new QPushButton(this);
    m_backToSetup->setObjectName(u"attentionBackToSetupButton"_s);
    m_backToSetup->hide();
    connect(m_backToSetup, &QPushButton::clicked, this, [this] {
        m_controls->setSetup(m_setup);
        refresh();
        m_controls->focusFirst();
    });
}

void AttentionPage::buildLayout()
{
    // On a small screen the column scrolls rather than squeezing its contents.
    m_leftScroll = new QScrollArea(this);
    m_leftScroll->setObjectName(u"attentionControlsScroll"_s);
    m_leftScroll->setWidgetResizable(true);
    m_leftScroll->setFrameShape(QFrame::NoFrame);
    m_leftScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // No Tab stop of its own: it draws no frame, so the focus would seem to vanish.
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

    m_legendLabel = new WrappedLabel(this);
    m_legendLabel->setTextFormat(Qt::RichText);
    m_legendLabel->setObjectName(u"attentionLegendLabel"_s);

    // The chart, its legend and the explanation scroll together where the
    // window is too short for their smallest sizes (1024x600 at the largest
    // text), rather than the layout squeezing the chart under its legend.
    auto *rightPanel = new QWidget(this);
    auto *rightColumn = new QVBoxLayout(rightPanel);
    rightColumn->setContentsMargins(0, 0, 0, 0);
    rightColumn->addWidget(m_chart, 3);
    rightColumn->addWidget(m_legendLabel);
    rightColumn->addWidget(m_explanation, 1);
    auto *rightScroll = new QScrollArea(this);
    rightScroll->setObjectName(u"attentionChartScroll"_s);
    rightScroll->setWidget(rightPanel);
    rightScroll->setWidgetResizable(true);
    rightScroll->setFrameShape(QFrame::NoFrame);
    rightScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    rightScroll->setFocusPolicy(Qt::NoFocus);

    // The page's own view, beside the serving view (KV cache) the mode switch adds.
    auto *activationView = new QWidget(this);
    auto *columns = new QHBoxLayout(activationView);
    columns->setContentsMargins(0, 0, 0, 0);
    columns->addWidget(m_leftScroll, 0);
    columns->addWidget(rightScroll, 1);
    m_modes = new KvCacheModeSwitch(activationView, this);

    auto *titleRow = new QHBoxLayout;
    titleRow->addWidget(m_title, 1);
    titleRow->addWidget(m_modes->selectorLabel());
    titleRow->addWidget(m_modes->selector());
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(titleRow);
    layout->addWidget(m_modes, 1);
}

void AttentionPage::buildFigures()
{
    m_figuresBox = new QGroupBox(this);
    m_figuresBox->setObjectName(u"attentionFiguresBox"_s);
    m_figuresLabel = FiguresBox::newLabel(u"attentionFiguresLabel"_s);
    m_cudnnLabel = FiguresBox::newLabel(u"attentionCudnnLabel"_s);
    FiguresBox::fill(m_figuresBox, {m_figuresLabel, m_cudnnLabel}, u"attentionFiguresScroll"_s);
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
    // The legend's signs in the series' colours, which the chart fits to the
    // new theme's paper when its own palette change arrives.
    if (event->type() == QEvent::PaletteChange)
        QMetaObject::invokeMethod(
            this,
            [this] {
                if (m_results)
                    m_legendLabel->setText(m_chart->legendText(m_results->cudnn));
            },
            Qt::QueuedConnection);
}

void AttentionPage::updateColumnWidth()
{
    const int width = std::max(columnWidth,
                               ChartStyle::textMinimum(font(), columnCharacters, 1, {}).width());
    for (QWidget *widget : {static_cast<QWidget *>(m_controls), static_cast<QWidget *>(m_figuresBox),
                            static_cast<QWidget *>(m_setupNote)})
        widget->setFixedWidth(width);
    m_leftScroll->setFixedWidth(width + m_leftScroll->verticalScrollBar()->sizeHint().width());
}

void AttentionPage::retranslateUi()
{
    // Widgets format their digits with their own locale.
    setLocale(QLocale());

    m_title->setText(tr("Attention memory"));
    m_figuresBox->setTitle(tr("Figures for one layer"));

    m_figuresLabel->setAccessibleName(tr("Figures"));
    m_cudnnLabel->setAccessibleName(tr("Fused cuDNN kernel"));
    m_explanation->setAccessibleName(tr("Explanation"));
    m_legendLabel->setAccessibleName(tr("Legend"));
    m_backToSetup->setText(tr("Back to the question's set-up"));
    m_backToSetup->setToolTip(tr("Set every control as the question set it"));
    updateSetupNote();

    m_chart->retranslate();
    m_memoryModel->retranslate();
    m_explanation->setHtml(AttentionExplanation::html());
    refresh();
}

void AttentionPage::showSetup(const AttentionChartSetup &setup, const ChartOrigin &origin)
{
    // A question's set-up opens the view it is about, the Charts menu keeps the
    // view chosen; each view's note names only the question that set it up.
    const bool serving = origin.isQuestion() && setup.view == AttentionView::Serving;
    if (serving) {
        m_modes->showMode(KvCacheModeSwitch::Mode::Serving);
        m_modes->servingPanel()->showSetup(setup.serving, origin);
        m_setup = AttentionChartSetup();
        m_origin = {};
        updateSetupNote();
        return;
    }
    if (KvCachePanel *panel = m_modes->builtServingPanel(); panel && origin.isQuestion())
        panel->showSetup(panel->setup()); // keeps its controls, drops an earlier question's note
    m_setup = setup;
    m_origin = origin;
    if (origin.isQuestion())
        m_modes->showMode(KvCacheModeSwitch::Mode::Activation);
    m_controls->setSetup(setup);
    updateSetupNote();
    refresh();
}

bool AttentionPage::controlsShowSetup() const
{
    const AttentionChartSetup shown = m_controls->setup();
    return showsSetup(m_setup, shown.shape, shown.gpu, shown.customGigabytes);
}

void AttentionPage::updateSetupNote()
{
    m_noteShowsSetup = controlsShowSetup();
    const QString float32Note
        = m_setup.shape.dtype == Dtype::Float32
              ? tr("The data type is float32 to show what the fused cuDNN kernel needs: it "
                   "takes only float16 or bfloat16, so with float32 JAX raises an error and "
                   "the chart draws no fused line. Choose bfloat16 to see it.")
              : QString();
    SetupNote::show(m_setupNote, m_origin, m_noteShowsSetup, float32Note);
    m_backToSetup->setVisible(m_origin.isQuestion() && !m_noteShowsSetup);
}

void AttentionPage::refresh()
{
    // The note changes only when the controls leave the set-up or come back to it.
    if (controlsShowSetup() != m_noteShowsSetup)
        updateSetupNote();
    const auto [shape, gpu] = m_controls->inputs();

    // Within AttentionLimits the model cannot overflow (tst_attentionmemory proves the maxima).
    const std::optional<AttentionResults> results = attentionResults(shape, gpu);
    Q_ASSERT(results.has_value());
    if (!results)
        return;

    const AttentionFigures figures(*results);
    showFigures(figures, results->cudnn);
    m_chart->setFixedMemoryRange(m_controls->fixedRange() ? std::optional(memoryEnvelope(shape))
                                                          : std::nullopt);
    if (m_pinnedShape)
        m_chart->setPinned(AttentionTables::pinnedLabel(*m_pinnedShape), m_pinnedSweep,
                           m_pinnedFused);
    sweepFor(shape);
    // The Data view lists the fused kernel's memory only where the chart draws its line.
    m_memoryText->setColumnShown(AttentionMemoryModel::FusedColumn, results->cudnn.available());
    m_chart->plot(*results, figures.gpuSentences());
    m_legendLabel->setText(m_chart->legendText(results->cudnn));
    // Heard after its name, "Legend": the entries, as they read.
    m_legendLabel->setAccessibleDescription(
        QTextDocumentFragment::fromHtml(m_legendLabel->text()).toPlainText());
    m_results = results;
    m_chartTools->dataChanged();
}

void AttentionPage::buildChartTools()
{
    m_chartTools = new ChartTools(this);
    m_chartTools->setCharts(
        {{m_chart, [] { return tr("Attention memory"); },
          [this] {
              // "attention-memory-bf16": the data type, ASCII in every language.
              static constexpr std::array<const char16_t *, 4> types{u"fp32", u"fp16", u"bf16",
                                                                     u"fp8"};
              const auto type = std::size_t(m_controls->inputs().shape.dtype);
              return u"attention-memory-"_s + QString::fromUtf16(types.at(type));
          }}});
    m_chartTools->setTables([this] {
        if (!m_results)
            return QList<ChartDataTab>{};
        return QList<ChartDataTab>{{AttentionTables::memoryTitle(), m_memoryText},
                                   AttentionTables::markers(*m_results)};
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

void AttentionPage::sweepFor(const AttentionShape &shape)
{
    AttentionShape swept = shape;
    swept.queryLength = 0;
    swept.keyLength = 0;
    swept.mask = AttentionMask::None;
    if (m_sweptShape != swept) {
        m_sweep = sweepSequenceLength(shape);
        m_sweptShape = swept;
        m_memoryModel->setSweep(m_sweep);
    }
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
