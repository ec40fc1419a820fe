#include "trainingmemory/trainingmemorypage.h"

#include "charts/chartstyle.h"
#include "charts/charttools.h"
#include "charts/setupnote.h"
#include "core/language.h"
#include "core/models/trainingmemorymodel.h"
#include "trainingmemory/trainingmemorycharts.h"
#include "trainingmemory/trainingmemorycontrols.h"
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
#include <QTextBrowser>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {
// The left column, as the attention page's: pixels at the system's text
// size, characters of the current font at larger ones.
constexpr int columnWidth = 380;
constexpr int columnCharacters = 36;

QScrollArea *makeScroll(QWidget *parent, const QString &name, QWidget *content)
{
    auto *scroll = new QScrollArea(parent);
    scroll->setObjectName(name);
    scroll->setWidget(content);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // No Tab stop of its own: it draws no frame, so the focus would seem to vanish.
    scroll->setFocusPolicy(Qt::NoFocus);
    return scroll;
}

QLabel *makeLegend(QWidget *parent, const QString &name)
{
    auto *legend = new WrappedLabel(parent);
    legend->setObjectName(name);
    legend->setTextFormat(Qt::RichText);
    return legend;
}
} // namespace

TrainingMemoryPage::TrainingMemoryPage(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(u"trainingMemoryPage"_s);
    m_title = new QLabel(this);
    m_title->setObjectName(u"trainingMemoryTitle"_s);
    Fonts::apply(m_title, Fonts::Role::PageTitle);
    m_controls = new TrainingMemoryControls(this);
    m_model = new TrainingMemoryModel(this);
    buildFigures();
    m_stageChart = new TrainingStageChart(this);
    m_stageLegend = makeLegend(this, u"trainingStageLegend"_s);
    m_sweepChart = new TrainingSweepChart(m_model, this);
    m_sweepLegend = makeLegend(this, u"trainingSweepLegend"_s);
    m_explanation = new QTextBrowser(this);
    m_explanation->setObjectName(u"trainingExplanation"_s);
    m_explanation->setOpenLinks(false);
    m_explanation->setTabChangesFocus(true);
    m_explanation->setMinimumHeight(120);
    m_explanation->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOn);
    buildSetupNote();
    buildChartTools();
    buildLayout();

    QList<QWidget *> chain{m_backToSetup};
    chain.append(m_controls->tabChain());
    chain.append(m_figuresLabel);
    chain.append(m_chartTools->tabOrder());
    chain.append({m_stageChart, m_sweepChart, m_explanation});
    for (qsizetype i = 1; i < chain.size(); ++i)
        setTabOrder(chain.at(i - 1), chain.at(i));

    connect(m_controls, &TrainingMemoryControls::changed, this, &TrainingMemoryPage::refresh);
    retranslateUi(); // refreshes
}

void TrainingMemoryPage::buildFigures()
{
    m_figuresBox = new QGroupBox(this);
    m_figuresBox->setObjectName(u"trainingFiguresBox"_s);
    m_figuresBox->setMinimumHeight(200);
    auto *content = new QWidget;
    m_figuresLabel = new WrappedLabel(content);
    m_figuresLabel->setObjectName(u"trainingFiguresLabel"_s);
    m_figuresLabel->setTextFormat(Qt::PlainText);
    m_figuresLabel->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_figuresLabel->setFocusPolicy(Qt::StrongFocus); // read by screen readers on Tab
    auto *contentLayout = new QVBoxLayout(content);
    contentLayout->setContentsMargins(0, 0, 0, 0);
    contentLayout->addWidget(m_figuresLabel);
    contentLayout->addStretch(1);
    auto *scroll = makeScroll(m_figuresBox, u"trainingFiguresScroll"_s, content);
    auto *boxLayout = new QVBoxLayout(m_figuresBox);
    boxLayout->addWidget(scroll);
}

void TrainingMemoryPage::buildLayout()
{
    m_leftPanel = new QWidget;
    auto *leftColumn = new QVBoxLayout(m_leftPanel);
    leftColumn->setContentsMargins(0, 0, 0, 0);
    leftColumn->addWidget(m_setupNote);
    leftColumn->addWidget(m_backToSetup, 0, Qt::AlignLeft);
    leftColumn->addWidget(m_controls);
    leftColumn->addWidget(m_figuresBox, 1);
    leftColumn->addWidget(m_chartTools);
    m_leftScroll = makeScroll(this, u"trainingControlsScroll"_s, m_leftPanel);
    updateColumnWidth();

    auto *rightPanel = new QWidget;
    // One above the other: each chart has the column's whole width for its
    // axis labels, also at the largest text size on a small screen.
    auto *charts = new QVBoxLayout;
    auto *stageColumn = new QVBoxLayout;
    stageColumn->addWidget(m_stageChart, 1);
    stageColumn->addWidget(m_stageLegend);
    auto *sweepColumn = new QVBoxLayout;
    sweepColumn->addWidget(m_sweepChart, 1);
    sweepColumn->addWidget(m_sweepLegend);
    charts->addLayout(stageColumn, 1);
    charts->addLayout(sweepColumn, 1);
    auto *rightColumn = new QVBoxLayout(rightPanel);
    rightColumn->setContentsMargins(0, 0, 0, 0);
    rightColumn->addLayout(charts, 3);
    rightColumn->addWidget(m_explanation, 1);
    auto *rightScroll = makeScroll(this, u"trainingChartScroll"_s, rightPanel);

    auto *columns = new QHBoxLayout;
    columns->addWidget(m_leftScroll, 0);
    columns->addWidget(rightScroll, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_title);
    layout->addLayout(columns, 1);
}

void TrainingMemoryPage::updateColumnWidth()
{
    const int width = std::max(columnWidth,
                               ChartStyle::textMinimum(font(), columnCharacters, 1, {}).width());
    m_leftPanel->setFixedWidth(width);
    m_leftScroll->setFixedWidth(width + m_leftScroll->verticalScrollBar()->sizeHint().width());
}

void TrainingMemoryPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        updateColumnWidth();
}

void TrainingMemoryPage::retranslateUi()
{
    setLocale(QLocale());
    m_title->setText(tr("Training memory per GPU"));
    m_figuresBox->setTitle(tr("Figures"));
    m_figuresLabel->setAccessibleName(tr("Figures"));
    m_stageLegend->setAccessibleName(tr("Legend of the bar chart"));
    m_sweepLegend->setAccessibleName(tr("Legend of the line chart"));
    m_explanation->setAccessibleName(tr("Explanation"));
    m_explanation->setHtml(TrainingMemoryText::explanationHtml());
    m_backToSetup->setText(tr("Back to the question's set-up"));
    m_backToSetup->setToolTip(tr("Set every control as the question set it"));
    m_controls->retranslate();
    m_stageChart->retranslate();
    m_sweepChart->retranslate();
    m_model->retranslate();
    updateSetupNote();
    refresh();
}

TrainingMemoryChartSetup TrainingMemoryPage::setup() const
{
    return m_controls->setup();
}

QString TrainingMemoryPage::figuresText() const
{
    return m_figuresLabel->text();
}

void TrainingMemoryPage::refresh()
{
    const TrainingMemoryChartSetup shown = m_controls->setup();
    if (m_origin.isQuestion() && showsSetup(m_setup, shown) != m_noteShowsSetup)
        updateSetupNote();
    m_results = TrainingMemoryResults::compute(shown, m_controls->memoryBytes(),
                                               m_controls->gpuName(), m_controls->modelName());
    if (m_sweptConfig != m_results->config) {
        m_sweep = sweepDataParallel(m_results->config);
        m_sweptConfig = m_results->config;
        m_model->setSweep(m_sweep);
    }
    const QString figures = TrainingMemoryText::figures(*m_results);
    m_figuresLabel->setText(figures);
    m_figuresLabel->setAccessibleDescription(figures);
    if (m_pinned) {
        std::array<std::optional<quint64>, TrainingLimits::stageCount> totals{};
        for (std::size_t i = 0; i < totals.size(); ++i) {
            if (m_pinned->stages[i])
                totals[i] = m_pinned->stages[i]->total();
        }
        m_stageChart->setPinned(totals);
        m_sweepChart->setPinned(m_pinnedSweep, m_pinned->config.zeroStage);
    }
    m_stageChart->plot(*m_results);
    m_sweepChart->plot(*m_results, m_sweep);
    m_stageLegend->setText(m_stageChart->legendText());
    m_sweepLegend->setText(m_sweepChart->legendText());
    m_chartTools->dataChanged();
}
