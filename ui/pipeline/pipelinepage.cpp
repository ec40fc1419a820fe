#include "pipeline/pipelinepage.h"

#include "charts/chartstyle.h"
#include "charts/charttools.h"
#include "charts/setupnote.h"
#include "core/language.h"
#include "core/models/bubblesweepmodel.h"
#include "pipeline/pipelineactivationschart.h"
#include "pipeline/pipelinebubblechart.h"
#include "pipeline/pipelinecontrols.h"
#include "pipeline/pipelineexplanation.h"
#include "pipeline/pipelinefigures.h"
#include "pipeline/pipelinetables.h"
#include "pipeline/pipelinetimelinewidget.h"
#include "widgets/fonts.h"

#include <QEvent>
#include <QGraphicsLayout>
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

using namespace Qt::StringLiterals;
using pipeline::Parameters;
using pipeline::PipelineSimulator;
using pipeline::Schedule;

namespace {

// Wide enough for the Bengali labels beside the controls, at the system's
// text size; in characters of the current font at larger ones.
constexpr int controlsWidth = 360;
constexpr int controlsWidthInCharacters = 32;
// The timeline's smallest height: its legend, axis and title and four GPUs' rows.
constexpr int timelineLines = 10;

// The charts' column, which the scroll area sizes by its height for its width:
// their smallest at that width, not the heights they would prefer, so that at
// the system's text size they share the window and scroll only below that.
class SmallestHeightLayout : public QVBoxLayout
{
public:
    using QVBoxLayout::QVBoxLayout;
    int heightForWidth(int width) const override
    {
        // QBoxLayout::minimumHeightForWidth() asks heightForWidth() first.
        if (m_measuring)
            return QVBoxLayout::heightForWidth(width);
        m_measuring = true;
        const int smallest = minimumHeightForWidth(width);
        m_measuring = false;
        return smallest;
    }

private:
    mutable bool m_measuring = false;
};

QString showMicroBatchesText(int microBatches)
{
    return PipelinePage::tr("Show m = %1").arg(QLocale().toString(microBatches));
}

// "From question 3 of “Parallelism”." in the current language; empty without a question.
QString originSentence(const ChartOrigin &origin)
{
    if (!origin.isQuestion())
        return {};
    return PipelinePage::tr("From question %1 of “%2”.")
        .arg(QLocale().toString(origin.questionNumber),
             origin.quizTitle.text(languageForLocale(QLocale())));
}

QString showMicroBatchesName(int microBatches)
{
    return PipelinePage::tr("Show the pipeline with m = %1").arg(QLocale().toString(microBatches));
}

} // namespace

PipelinePage::PipelinePage(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(u"pipelinePage"_s);
    buildControls();
    buildCharts();
    buildLayout();
    m_controls->setParameters(m_setup.parameters);
    simulate();
    retranslateUi();
}

void PipelinePage::buildControls()
{
    m_title = new QLabel(this);
    m_title->setObjectName(u"pipelineTitle"_s);
    Fonts::apply(m_title, Fonts::Role::PageTitle);

    m_controls = new PipelineControls(this);

    m_problem = new QLabel(this);
    m_problem->setObjectName(u"problemLabel"_s);
    m_problem->setWordWrap(true);
    m_problem->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_problem->setStyleSheet(
        u"QLabel { color: %1; font-weight: bold; }"_s.arg(ChartStyle::problemText.name()));
    m_problem->hide();

    m_focusNote = SetupNote::create(this, u"focusNoteLabel"_s);
    m_showOneMicroBatch = new QPushButton(this);
    m_showOneMicroBatch->setObjectName(u"showFewMicroBatchesButton"_s);
    m_showEightMicroBatches = new QPushButton(this);
    m_showEightMicroBatches->setObjectName(u"showManyMicroBatchesButton"_s);
    m_showOneMicroBatch->hide();
    m_showEightMicroBatches->hide();
    m_backToSetup = new QPushButton(this);
    m_backToSetup->setObjectName(u"backToSetupButton"_s);
    m_backToSetup->hide();

    m_figures = new PipelineFigures(this);

    m_explanation = new QTextBrowser(this);
    m_explanation->setObjectName(u"explanationText"_s);
    m_explanation->setOpenLinks(false);
    m_explanation->setTabChangesFocus(true);
    // The text is always longer than the box: a scroll bar that came and went
    // while the text is replaced would lay it out twice.
    m_explanation->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOn);
    // Readable when the column scrolls on a small screen.
    m_explanation->setMinimumHeight(120);

    connect(m_controls, &PipelineControls::parametersEdited, this, &PipelinePage::recompute);
    connect(m_controls, &PipelineControls::measureChanged, this, [this] {
        updateBubbleChart();
        m_chartTools->dataChanged();
    });
    connect(m_showOneMicroBatch, &QPushButton::clicked, this, [this] {
        if (m_setup.compareMicroBatches)
            m_controls->setMicroBatches(m_setup.compareMicroBatches->first);
    });
    connect(m_showEightMicroBatches, &QPushButton::clicked, this, [this] {
        if (m_setup.compareMicroBatches)
            m_controls->setMicroBatches(m_setup.compareMicroBatches->second);
    });
    connect(m_backToSetup, &QPushButton::clicked, this, [this] {
        m_controls->setParameters(m_setup.parameters);
        recompute();
        m_controls->focusFirst();
    });
}

void PipelinePage::buildCharts()
{
    m_timeline = new PipelineTimelineWidget(this);
    m_bubbleChart = new PipelineBubbleChart(this);
    m_bubbleModel = new BubbleSweepModel(this);
    m_bubbleChart->setModel(m_bubbleModel);
    m_activationsChart = new PipelineActivationsChart(this);
    // Legends as labels under the charts: they wrap, where QLegend cuts names short.
    const auto makeLegend = [this](const QString &name) {
        auto *legend = new QLabel(this);
        legend->setObjectName(name);
        legend->setWordWrap(true);
        legend->setTextFormat(Qt::RichText);
        legend->setAlignment(Qt::AlignHCenter | Qt::AlignTop);
        return legend;
    };
    m_bubbleLegend = makeLegend(u"bubbleLegendLabel"_s);
    m_activationsLegend = makeLegend(u"activationsLegendLabel"_s);

    buildChartTools();
}

void PipelinePage::buildLayout()
{
    auto *focusButtons = new QHBoxLayout;
    focusButtons->addWidget(m_showOneMicroBatch);
    focusButtons->addWidget(m_showEightMicroBatches);

    m_controlsPanel = new QWidget(this);
    m_controlsPanel->setObjectName(u"pipelineControlsPanel"_s);
    auto *left = new QVBoxLayout(m_controlsPanel);
    left->setContentsMargins(0, 0, 0, 0);
    left->addWidget(m_controls);
    left->addWidget(m_problem);
    left->addWidget(m_focusNote);
    left->addLayout(focusButtons);
    left->addWidget(m_backToSetup, 0, Qt::AlignLeft);
    left->addWidget(m_figures);
    left->addWidget(m_chartTools);
    left->addWidget(m_explanation, 1);
    // On a small screen the column scrolls rather than squeezing its contents.
    m_controlsScroll = new QScrollArea(this);
    m_controlsScroll->setObjectName(u"pipelineControlsScroll"_s);
    m_controlsScroll->setWidget(m_controlsPanel);
    m_controlsScroll->setWidgetResizable(true);
    m_controlsScroll->setFrameShape(QFrame::NoFrame);
    m_controlsScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // No Tab stop of its own: it draws no frame, so the focus would seem to vanish.
    m_controlsScroll->setFocusPolicy(Qt::NoFocus);
    updateControlsWidth();

    // The charts scroll too: at a large text size they keep the size their
    // labels need rather than cutting them short.
    m_chartsRow = new QBoxLayout(QBoxLayout::LeftToRight);
    const auto withLegend = [this](QWidget *chart, QLabel *legend) {
        auto *column = new QVBoxLayout;
        column->setSpacing(0);
        column->addWidget(chart, 1);
        column->addWidget(legend);
        m_chartsRow->addLayout(column, 1);
    };
    withLegend(m_bubbleChart, m_bubbleLegend);
    withLegend(m_activationsChart, m_activationsLegend);
    auto *chartsPanel = new QWidget(this);
    chartsPanel->setObjectName(u"pipelineChartsPanel"_s);
    auto *right = new SmallestHeightLayout(chartsPanel);
    right->setContentsMargins(0, 0, 0, 0);
    right->addWidget(m_timeline, 5);
    right->addLayout(m_chartsRow, 4);
    m_chartsScroll = new QScrollArea(this);
    m_chartsScroll->setObjectName(u"pipelineChartsScroll"_s);
    m_chartsScroll->setWidget(chartsPanel);
    m_chartsScroll->setWidgetResizable(true);
    m_chartsScroll->setFrameShape(QFrame::NoFrame);
    m_chartsScroll->setFocusPolicy(Qt::NoFocus);
    m_chartsScroll->installEventFilter(this);

    auto *body = new QHBoxLayout;
    body->addWidget(m_controlsScroll, 0);
    body->addWidget(m_chartsScroll, 1);

    auto *root = new QVBoxLayout(this);
    root->addWidget(m_title);
    root->addLayout(body, 1);

    QList<QWidget *> tabOrder = m_controls->tabOrder();
    tabOrder.append(
        {m_showOneMicroBatch, m_showEightMicroBatches, m_backToSetup, m_figures->text()});
    tabOrder.append(m_chartTools->tabOrder());
    tabOrder.append({m_explanation, m_timeline, m_bubbleChart, m_activationsChart});
    for (qsizetype i = 1; i < tabOrder.size(); ++i)
        setTabOrder(tabOrder[i - 1], tabOrder[i]);
}

void PipelinePage::retranslateUi()
{
    // Widgets keep the locale they were made with; give them the current one so
    // spin boxes show its digits.
    setLocale(QLocale());

    m_title->setText(tr("Pipeline bubbles"));
    m_title->setAccessibleName(m_title->text());

    m_problem->setAccessibleName(tr("Why there is no timeline"));
    m_focusNote->setAccessibleName(tr("What this question is about"));
    m_backToSetup->setText(tr("Back to the question's set-up"));
    m_backToSetup->setToolTip(tr("Set every control as the question set it"));

    m_figures->retranslate();
    m_explanation->setAccessibleName(tr("About pipeline bubbles"));
    m_bubbleChart->retranslate();
    m_bubbleModel->retranslate();
    m_activationsChart->retranslate();
    m_bubbleLegend->setAccessibleName(tr("Legend of the bubble chart"));
    m_activationsLegend->setAccessibleName(tr("Legend of the activations chart"));
    showPinned();

    updateFocusNote();
    m_explanation->setHtml(PipelineExplanation::html());
    showResults();
    // The charts' new texts would be laid out in the event loop's next round,
    // and the scene updates that follow in the round after it, painting both
    // charts a second time after the page's frame: lay them out now.
    for (QChartView *chart :
         {static_cast<QChartView *>(m_bubbleChart), static_cast<QChartView *>(m_activationsChart)})
        chart->chart()->layout()->activate();
}

void PipelinePage::changeEvent(QEvent *event)
{
    // The window holds the event back while the page is hidden
    // (HiddenPageLanguage), so a switch costs only the page on screen.
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange) {
        updateControlsWidth();
        // The charts take their new smallest sizes from their own font change.
        QMetaObject::invokeMethod(this, &PipelinePage::updateChartsDirection, Qt::QueuedConnection);
    }
    // The legends' signs in the series' colours, which the charts fit to the
    // new theme's paper when their own palette change arrives.
    if (event->type() == QEvent::PaletteChange)
        QMetaObject::invokeMethod(this, &PipelinePage::updateLegends, Qt::QueuedConnection);
}

bool PipelinePage::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_chartsScroll && event->type() == QEvent::Resize)
        updateChartsDirection();
    return QWidget::eventFilter(watched, event);
}

void PipelinePage::updateControlsWidth()
{
    const int width
        = std::max(controlsWidth,
                   ChartStyle::textMinimum(font(), controlsWidthInCharacters, 1, {}).width());
    // One width in both languages, so the charts beside it keep their size on a switch.
    m_controlsPanel->setFixedWidth(width);
    // The timeline keeps rows tall enough for their numbers when the charts scroll.
    m_timeline->setMinimumHeight(ChartStyle::textMinimum(font(), 0, timelineLines, {}).height());
    m_controlsScroll->setFixedWidth(width
                                    + m_controlsScroll->verticalScrollBar()->sizeHint().width());
}

void PipelinePage::updateLegends()
{
    m_bubbleLegend->setText(m_bubbleChart->legendText());
    m_activationsLegend->setText(m_activationsChart->legendText());
    // Named for what they are, their entries heard as the description.
    for (QLabel *legend : {m_bubbleLegend, m_activationsLegend})
        legend->setAccessibleDescription(
            QTextDocumentFragment::fromHtml(legend->text()).toPlainText());
}

void PipelinePage::updateChartsDirection()
{
    // The scroll bar's width kept aside whether or not it shows: a row that
    // turned into a column would bring the bar, and the bar would turn it back.
    const int room = m_chartsScroll->width()
                     - m_chartsScroll->verticalScrollBar()->sizeHint().width();
    const int sideBySide = m_bubbleChart->minimumWidth() + m_activationsChart->minimumWidth()
                           + m_chartsRow->spacing();
    const auto direction = room >= sideBySide ? QBoxLayout::LeftToRight : QBoxLayout::TopToBottom;
    if (m_chartsRow->direction() != direction)
        m_chartsRow->setDirection(direction);
}

void PipelinePage::showSetup(const PipelineChartSetup &setup, const ChartOrigin &origin)
{
    m_setup = setup;
    m_origin = origin;
    m_controls->setParameters(setup.parameters);
    simulate();
    updateFocusNote();
    showResults();
}

void PipelinePage::recompute()
{
    simulate();
    // The note changes only when the controls leave the set-up or come back to it.
    if (showsSetup(m_setup, m_parameters) != m_noteShowsSetup)
        updateFocusNote();
    showResults();
}

void PipelinePage::simulate()
{
    const Parameters current = m_controls->parameters();
    m_result = PipelineSimulator::simulate(current);
    Parameters compared = current;
    compared.schedule = pipeline::comparedSchedule(current.schedule);
    m_comparedResult = PipelineSimulator::simulate(compared);
    // The sweep over m depends on everything but m: kept while m alone changes.
    if (!m_hasSweep || !pipeline::sameSweep(m_parameters, current)) {
        m_sweep = pipeline::sweepMicroBatches(current);
        m_hasSweep = true;
    }
    m_parameters = current;
}

void PipelinePage::showResults()
{
    const QString reason = PipelineSimulator::describe(m_result.problem, m_parameters);
    m_problem->setText(reason.isEmpty() ? QString() : tr("No timeline: %1").arg(reason));
    m_problem->setAccessibleDescription(m_problem->text());
    m_problem->setVisible(!reason.isEmpty());
    m_timeline->setResult(m_result, reason);

    m_figures->setResult(m_parameters, m_result);
    updateBubbleChart();
    m_activationsChart->plot(m_parameters, m_result, m_comparedResult);
    updateLegends();
    m_chartTools->dataChanged();
    updateChartsDirection();
}

QString PipelinePage::figuresText() const
{
    return m_figures->text()->toPlainText();
}

void PipelinePage::updateBubbleChart()
{
    m_bubbleModel->setSweep(m_sweep, m_controls->measure());
    m_bubbleChart->plot(m_parameters, m_result, m_controls->measure());
    updateLegends();
}

void PipelinePage::updateFocusNote()
{
    m_noteShowsSetup = showsSetup(m_setup, m_parameters);
    QString note;
    Parameters shown = m_setup.parameters;
    if (m_setup.note == PipelineNote::WhatIsABubble) {
        shown.schedule = Schedule::Naive;
        note = PipelineExplanation::whatIsABubbleNote(shown);
    } else if (m_setup.note == PipelineNote::MicroBatching && m_setup.compareMicroBatches) {
        // The note's text names GPipe: its figures are GPipe's at the set-up's p, v and r.
        shown.schedule = Schedule::GPipe;
        Parameters few = shown;
        few.microBatches = m_setup.compareMicroBatches->first;
        Parameters many = shown;
        many.microBatches = m_setup.compareMicroBatches->second;
        note = PipelineExplanation::microBatchingNote(few, many);
    }
    const bool guided = m_origin.isQuestion() || !note.isEmpty();
    if (!m_noteShowsSetup)
        note = tr("The set-up has changed: this question's note no longer describes what the "
                  "page shows.");
    else if (note.isEmpty() && m_origin.isQuestion())
        note = tr("The controls are set as the question has them.");
    if (m_origin.isQuestion())
        note = originSentence(m_origin) + u' ' + note;
    if (!guided)
        note.clear();
    SetupNote::setText(m_focusNote, note);
    m_backToSetup->setVisible(guided && !m_noteShowsSetup);

    const bool compare = m_setup.compareMicroBatches.has_value() && m_noteShowsSetup;
    if (compare) {
        const auto [few, many] = *m_setup.compareMicroBatches;
        m_showOneMicroBatch->setText(showMicroBatchesText(few));
        m_showOneMicroBatch->setAccessibleName(showMicroBatchesName(few));
        m_showEightMicroBatches->setText(showMicroBatchesText(many));
        m_showEightMicroBatches->setAccessibleName(showMicroBatchesName(many));
    }
    m_showOneMicroBatch->setVisible(compare);
    m_showEightMicroBatches->setVisible(compare);
}
