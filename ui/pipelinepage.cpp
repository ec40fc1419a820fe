#include "pipelinepage.h"

#include "fonts.h"
#include "pipelineexplanation.h"
#include "pipelinefigures.h"
#include "pipelinenumbers.h"
#include "pipelinetimelinewidget.h"

#include <QBarSeries>
#include <QBarSet>
#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineSeries>
#include <QLocale>
#include <QPushButton>
#include <QScatterSeries>
#include <QSpinBox>
#include <QTextBrowser>
#include <QValueAxis>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;
using PipelineNumbers::percent;
using PipelineNumbers::units;
using pipeline::Parameters;
using pipeline::PipelineSimulator;
using pipeline::Schedule;

namespace {

const QList<Schedule> scheduleOrder{Schedule::Naive, Schedule::GPipe, Schedule::OneFOneB, Schedule::Interleaved,
                                    Schedule::ZeroBubbleH1};

Parameters defaultParameters()
{
    Parameters parameters;
    parameters.schedule = Schedule::OneFOneB;
    parameters.stages = 4;
    parameters.microBatches = 8;
    parameters.chunks = 2;
    parameters.backwardRatio = 2.0;
    return parameters;
}

// Questions whose point the page can show (see showPointOf).
const auto whatIsABubbleQuestion = u"parallelism-03"_s;
const auto microBatchingQuestion = u"parallelism-04"_s;
constexpr int focusStages = 4;
constexpr int fewMicroBatches = 1;
constexpr int manyMicroBatches = 8;

// What a question's point is shown with: the defaults, with p = focusStages.
Parameters focusParameters(Schedule schedule, int microBatches)
{
    Parameters parameters = defaultParameters();
    parameters.schedule = schedule;
    parameters.stages = focusStages;
    parameters.microBatches = microBatches;
    return parameters;
}

// The smallest of 1, 2, 2.5, 5 × 10^k not below `value`.
double niceCeiling(double value)
{
    if (value <= 0)
        return 1.0;
    const double magnitude = std::pow(10.0, std::floor(std::log10(value)));
    for (double factor : {1.0, 2.0, 2.5, 5.0, 10.0}) {
        if (factor * magnitude >= value - 1e-9)
            return factor * magnitude;
    }
    return 10.0 * magnitude;
}

} // namespace

PipelinePage::PipelinePage(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(u"pipelinePage"_s);
    buildControls();
    buildCharts();
    buildLayout();
    setParameters(defaultParameters());
    retranslateUi();
}

void PipelinePage::buildControls()
{
    m_title = new QLabel(this);
    m_title->setObjectName(u"pipelineTitle"_s);
    Fonts::emphasize(m_title, 1.5, Fonts::Weight::Bold);

    m_scheduleLabel = new QLabel(this);
    m_schedule = new QComboBox(this);
    m_schedule->setObjectName(u"scheduleCombo"_s);
    for (Schedule schedule : scheduleOrder)
        m_schedule->addItem(QString(), int(schedule));

    m_stagesLabel = new QLabel(this);
    m_stages = new QSpinBox(this);
    m_stages->setObjectName(u"stagesSpin"_s);
    m_stages->setRange(pipeline::minStages, pipeline::maxStages);

    m_microBatchesLabel = new QLabel(this);
    m_microBatches = new QSpinBox(this);
    m_microBatches->setObjectName(u"microBatchesSpin"_s);
    m_microBatches->setRange(pipeline::minMicroBatches, pipeline::maxMicroBatches);

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
    m_measure->addItem(QString(), int(BubbleMeasure::OverTotalTime));
    m_measure->addItem(QString(), int(BubbleMeasure::OverIdealCompute));

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

    m_problem = new QLabel(this);
    m_problem->setObjectName(u"problemLabel"_s);
    m_problem->setWordWrap(true);
    m_problem->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_problem->setStyleSheet(u"QLabel { color: #a40000; font-weight: bold; }"_s);
    m_problem->hide();

    m_focusNote = new QLabel(this);
    m_focusNote->setObjectName(u"focusNoteLabel"_s);
    m_focusNote->setWordWrap(true);
    m_focusNote->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_focusNote->setFrameShape(QFrame::StyledPanel);
    m_focusNote->setMargin(4);
    m_focusNote->hide();
    m_showOneMicroBatch = new QPushButton(this);
    m_showOneMicroBatch->setObjectName(u"showFewMicroBatchesButton"_s);
    m_showEightMicroBatches = new QPushButton(this);
    m_showEightMicroBatches->setObjectName(u"showManyMicroBatchesButton"_s);
    m_showOneMicroBatch->hide();
    m_showEightMicroBatches->hide();

    m_figures = new PipelineFigures(this);

    m_explanation = new QTextBrowser(this);
    m_explanation->setObjectName(u"explanationText"_s);
    m_explanation->setOpenLinks(false);
    m_explanation->setTabChangesFocus(true);

    const auto onParametersEdited = [this] {
        if (!m_updatingControls)
            recompute();
    };
    connect(m_schedule, &QComboBox::currentIndexChanged, this, onParametersEdited);
    connect(m_stages, &QSpinBox::valueChanged, this, onParametersEdited);
    connect(m_microBatches, &QSpinBox::valueChanged, this, onParametersEdited);
    connect(m_chunks, &QSpinBox::valueChanged, this, onParametersEdited);
    connect(m_ratio, &QDoubleSpinBox::valueChanged, this, onParametersEdited);
    connect(m_measure, &QComboBox::currentIndexChanged, this, [this] {
        updateBubbleChart();
    });
    connect(m_showOneMicroBatch, &QPushButton::clicked, this, [this] {
        m_microBatches->setValue(fewMicroBatches);
    });
    connect(m_showEightMicroBatches, &QPushButton::clicked, this, [this] {
        m_microBatches->setValue(manyMicroBatches);
    });
}

void PipelinePage::buildCharts()
{
    m_timeline = new PipelineTimelineWidget(this);

    m_bubbleChart = new QChart;
    m_bubbleChart->setLocalizeNumbers(true);
    m_bubbleChart->legend()->setAlignment(Qt::AlignBottom);
    m_bubbleChart->setMargins(QMargins(4, 4, 4, 4));
    m_formulaSeries = new QLineSeries(m_bubbleChart);
    m_formulaSeries->setPen(QPen(QColor(0x33, 0x33, 0x33), 1.5));
    m_simulatedSeries = new QScatterSeries(m_bubbleChart);
    // Hollow markers, so the closed-form line shows through where they agree.
    m_simulatedSeries->setMarkerSize(8);
    m_simulatedSeries->setColor(Qt::transparent);
    m_simulatedSeries->setPen(QPen(QColor(0x2f, 0x6d, 0xb5), 1.5));
    m_currentSeries = new QScatterSeries(m_bubbleChart);
    m_currentSeries->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
    m_currentSeries->setMarkerSize(13);
    m_currentSeries->setColor(QColor(0xd6, 0x27, 0x28));
    m_bubbleChart->addSeries(m_formulaSeries);
    m_bubbleChart->addSeries(m_simulatedSeries);
    m_bubbleChart->addSeries(m_currentSeries);
    m_bubbleAxisX = new QValueAxis(m_bubbleChart);
    m_bubbleAxisX->setRange(0, pipeline::maxMicroBatches);
    m_bubbleAxisX->setTickCount(5); // 0, 16, 32, 48, 64
    m_bubbleAxisX->setMinorTickCount(1);
    m_bubbleAxisX->setLabelFormat(u"%.0f"_s);
    m_bubbleAxisY = new QValueAxis(m_bubbleChart);
    m_bubbleAxisY->setLabelFormat(u"%.0f"_s);
    m_bubbleAxisY->setTickCount(5);
    m_bubbleChart->addAxis(m_bubbleAxisX, Qt::AlignBottom);
    m_bubbleChart->addAxis(m_bubbleAxisY, Qt::AlignLeft);
    for (QScatterSeries *series : {m_simulatedSeries, m_currentSeries}) {
        series->attachAxis(m_bubbleAxisX);
        series->attachAxis(m_bubbleAxisY);
    }
    m_formulaSeries->attachAxis(m_bubbleAxisX);
    m_formulaSeries->attachAxis(m_bubbleAxisY);
    m_bubbleView = new QChartView(m_bubbleChart, this);
    m_bubbleView->setObjectName(u"bubbleChartView"_s);
    m_bubbleView->setRenderHint(QPainter::Antialiasing);
    m_bubbleView->setFocusPolicy(Qt::TabFocus);
    m_bubbleView->setMinimumSize(240, 220);

    m_activationsChart = new QChart;
    m_activationsChart->setLocalizeNumbers(true);
    m_activationsChart->legend()->setAlignment(Qt::AlignBottom);
    m_activationsChart->setMargins(QMargins(4, 4, 4, 4));
    m_activationsSeries = new QBarSeries(m_activationsChart);
    m_currentActivations = new QBarSet(QString(), m_activationsSeries);
    m_currentActivations->setColor(QColor(0x2f, 0x6d, 0xb5));
    m_comparedActivations = new QBarSet(QString(), m_activationsSeries);
    m_comparedActivations->setColor(QColor(0xb0, 0xb0, 0xb0));
    m_activationsSeries->append(m_currentActivations);
    m_activationsSeries->append(m_comparedActivations);
    m_activationsChart->addSeries(m_activationsSeries);
    // A value axis with labels only where they fit: bar i stands at x = i.
    m_activationsAxisX = new QCategoryAxis(m_activationsChart);
    m_activationsAxisX->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    m_activationsAxisX->setGridLineVisible(false);
    m_activationsAxisY = new QValueAxis(m_activationsChart);
    m_activationsAxisY->setTickCount(5);
    m_activationsChart->addAxis(m_activationsAxisX, Qt::AlignBottom);
    m_activationsChart->addAxis(m_activationsAxisY, Qt::AlignLeft);
    m_activationsSeries->attachAxis(m_activationsAxisX);
    m_activationsSeries->attachAxis(m_activationsAxisY);
    m_activationsView = new QChartView(m_activationsChart, this);
    m_activationsView->setObjectName(u"activationsChartView"_s);
    m_activationsView->setRenderHint(QPainter::Antialiasing);
    m_activationsView->setFocusPolicy(Qt::TabFocus);
    m_activationsView->setMinimumSize(240, 220);
}

void PipelinePage::buildLayout()
{
    auto *controls = new QFormLayout;
    controls->setRowWrapPolicy(QFormLayout::DontWrapRows);
    controls->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    controls->addRow(m_scheduleLabel, m_schedule);
    controls->addRow(m_stagesLabel, m_stages);
    controls->addRow(m_microBatchesLabel, m_microBatches);
    controls->addRow(m_chunksLabel, m_chunks);
    controls->addRow(m_ratioLabel, m_ratio);
    controls->addRow(m_measureLabel, m_measure);

    auto *focusButtons = new QHBoxLayout;
    focusButtons->addWidget(m_showOneMicroBatch);
    focusButtons->addWidget(m_showEightMicroBatches);

    auto *leftPanel = new QWidget(this);
    leftPanel->setObjectName(u"pipelineControlsPanel"_s);
    auto *left = new QVBoxLayout(leftPanel);
    left->setContentsMargins(0, 0, 0, 0);
    left->addLayout(controls);
    left->addWidget(m_problem);
    left->addWidget(m_focusNote);
    left->addLayout(focusButtons);
    left->addWidget(m_figures);
    left->addWidget(m_explanation, 1);
    leftPanel->setMinimumWidth(300);
    leftPanel->setMaximumWidth(380);

    auto *chartsRow = new QHBoxLayout;
    chartsRow->addWidget(m_bubbleView, 1);
    chartsRow->addWidget(m_activationsView, 1);

    auto *right = new QVBoxLayout;
    right->addWidget(m_timeline, 5);
    right->addLayout(chartsRow, 4);

    auto *body = new QHBoxLayout;
    body->addWidget(leftPanel, 0);
    body->addLayout(right, 1);

    auto *root = new QVBoxLayout(this);
    root->addWidget(m_title);
    root->addLayout(body, 1);

    const QList<QWidget *> tabOrder{m_schedule,          m_stages,
                                    m_microBatches,      m_chunks,
                                    m_ratio,             m_measure,
                                    m_showOneMicroBatch, m_showEightMicroBatches,
                                    m_figures->text(),   m_explanation,
                                    m_timeline,          m_bubbleView,
                                    m_activationsView};
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

    m_scheduleLabel->setText(tr("Schedule:"));
    for (int i = 0; i < m_schedule->count(); ++i)
        m_schedule->setItemText(i, PipelineSimulator::scheduleName(Schedule(m_schedule->itemData(i).toInt())));
    m_schedule->setAccessibleName(tr("Schedule"));
    m_schedule->setToolTip(tr("The order in which each GPU runs its forward and backward blocks"));

    m_stagesLabel->setText(tr("Stages (GPUs), p:"));
    m_stages->setAccessibleName(tr("Number of stages p"));
    m_stages->setToolTip(tr("One stage of the model per GPU, from %1 to %2")
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
    m_measure->setToolTip(tr("Divide the idle time by the whole run (GPipe) or by the useful work (Megatron-LM)"));

    m_problem->setAccessibleName(tr("Why there is no timeline"));
    m_focusNote->setAccessibleName(tr("What this question is about"));
    m_showOneMicroBatch->setText(tr("Show m = %1").arg(QLocale().toString(fewMicroBatches)));
    m_showOneMicroBatch->setAccessibleName(
        tr("Show the pipeline with m = %1").arg(QLocale().toString(fewMicroBatches)));
    m_showEightMicroBatches->setText(tr("Show m = %1").arg(QLocale().toString(manyMicroBatches)));
    m_showEightMicroBatches->setAccessibleName(
        tr("Show the pipeline with m = %1").arg(QLocale().toString(manyMicroBatches)));

    m_figures->retranslate();
    m_explanation->setAccessibleName(tr("About pipeline bubbles"));

    m_bubbleView->setAccessibleName(tr("Chart: bubble against the number of micro-batches"));
    m_activationsView->setAccessibleName(tr("Chart: peak activations held on each GPU"));
    m_formulaSeries->setName(tr("closed form"));
    m_simulatedSeries->setName(tr("simulated"));
    m_currentSeries->setName(tr("current m"));
    m_bubbleAxisX->setTitleText(tr("micro-batches m"));
    m_activationsAxisX->setTitleText(tr("GPU"));
    m_activationsAxisY->setTitleText(tr("micro-batches held"));
    m_activationsChart->setTitle(tr("Peak activations per GPU"));
    for (QChart *chart : {m_bubbleChart, m_activationsChart})
        chart->setLocale(QLocale());

    updateFocusNote();
    m_explanation->setHtml(PipelineExplanation::html());
    recompute();
}

void PipelinePage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void PipelinePage::showPointOf(const QString &questionId)
{
    Parameters parameters = defaultParameters();
    if (questionId == whatIsABubbleQuestion) {
        m_focus = Focus::WhatIsABubble;
        parameters = focusParameters(Schedule::Naive, fewMicroBatches);
    } else if (questionId == microBatchingQuestion) {
        m_focus = Focus::MicroBatching;
        parameters = focusParameters(Schedule::GPipe, manyMicroBatches);
    } else {
        m_focus = Focus::None;
    }
    setParameters(parameters);
    updateFocusNote();
    recompute();
}

void PipelinePage::setParameters(const Parameters &parameters)
{
    m_updatingControls = true;
    m_schedule->setCurrentIndex(int(scheduleOrder.indexOf(parameters.schedule)));
    m_stages->setValue(parameters.stages);
    m_microBatches->setValue(parameters.microBatches);
    m_chunks->setValue(parameters.chunks);
    m_ratio->setValue(parameters.backwardRatio);
    m_updatingControls = false;
}

Parameters PipelinePage::parameters() const
{
    Parameters parameters;
    parameters.schedule = Schedule(m_schedule->currentData().toInt());
    parameters.stages = m_stages->value();
    parameters.microBatches = m_microBatches->value();
    parameters.chunks = m_chunks->value();
    parameters.backwardRatio = m_ratio->value();
    return parameters;
}

void PipelinePage::recompute()
{
    const Parameters current = parameters();
    m_chunks->setEnabled(current.schedule == Schedule::Interleaved);
    m_result = PipelineSimulator::simulate(current);
    Parameters compared = current;
    m_comparedSchedule = current.schedule == Schedule::GPipe ? Schedule::OneFOneB : Schedule::GPipe;
    compared.schedule = m_comparedSchedule;
    m_comparedResult = PipelineSimulator::simulate(compared);

    const QString reason = PipelineSimulator::describe(m_result.problem, current);
    m_problem->setText(reason.isEmpty() ? QString() : tr("No timeline: %1").arg(reason));
    m_problem->setAccessibleDescription(m_problem->text());
    m_problem->setVisible(!reason.isEmpty());
    m_timeline->setResult(m_result, reason);

    m_figures->setResult(current, m_result);
    updateBubbleChart();
    updateActivationsChart();
}

void PipelinePage::updateBubbleChart()
{
    const Parameters current = parameters();
    const auto measure = BubbleMeasure(m_measure->currentData().toInt());
    const bool overTotal = measure == BubbleMeasure::OverTotalTime;

    if (!m_curve || m_curve->schedule != current.schedule || m_curve->stages != current.stages
        || m_curve->chunks != current.chunks || m_curve->ratio != current.backwardRatio) {
        BubbleCurve curve;
        curve.schedule = current.schedule;
        curve.stages = current.stages;
        curve.chunks = current.chunks;
        curve.ratio = current.backwardRatio;
        Parameters sample = current;
        for (int m = pipeline::minMicroBatches; m <= pipeline::maxMicroBatches; ++m) {
            sample.microBatches = m;
            if (PipelineSimulator::check(sample) != pipeline::Problem::None)
                continue;
            const pipeline::Result result = PipelineSimulator::simulate(sample);
            if (result.ok()) {
                curve.simulatedOverTotal.append(QPointF(m, 100.0 * result.bubbleOverTotal));
                curve.simulatedOverIdeal.append(QPointF(m, 100.0 * result.bubbleOverIdeal));
            }
            if (const auto form = PipelineSimulator::closedForm(sample)) {
                curve.formulaOverTotal.append(QPointF(m, 100.0 * form->bubbleOverTotal));
                curve.formulaOverIdeal.append(QPointF(m, 100.0 * form->bubbleOverIdeal));
            }
        }
        m_curve = curve;
    }
    // Replacing 64 points re-lays the chart out: only when they differ.
    if (!m_curve->shown || *m_curve->shown != measure) {
        m_simulatedSeries->replace(overTotal ? m_curve->simulatedOverTotal : m_curve->simulatedOverIdeal);
        m_formulaSeries->replace(overTotal ? m_curve->formulaOverTotal : m_curve->formulaOverIdeal);
        m_curve->shown = measure;
    }

    double currentValue = 0;
    if (m_result.ok()) {
        currentValue = 100.0 * (overTotal ? m_result.bubbleOverTotal : m_result.bubbleOverIdeal);
        m_currentSeries->replace({QPointF(current.microBatches, currentValue)});
    } else {
        m_currentSeries->clear();
    }

    double top = 100.0;
    if (!overTotal) {
        double largest = currentValue;
        for (const QList<QPointF> *points : {&m_curve->simulatedOverIdeal, &m_curve->formulaOverIdeal})
            for (const QPointF &point : *points)
                largest = std::max(largest, point.y());
        top = niceCeiling(largest * 1.05);
    }
    if (m_bubbleAxisY->max() != top)
        m_bubbleAxisY->setRange(0, top);
    const QString axisTitle = overTotal ? tr("bubble ÷ total time (%)") : tr("bubble ÷ ideal compute (%)");
    if (m_bubbleAxisY->titleText() != axisTitle)
        m_bubbleAxisY->setTitleText(axisTitle);
    const QString title = tr("Bubble against m: %1, p = %2")
                              .arg(PipelineSimulator::scheduleName(current.schedule), QLocale().toString(current.stages));
    if (m_bubbleChart->title() != title)
        m_bubbleChart->setTitle(title);

    QString description;
    if (m_curve->simulatedOverTotal.isEmpty()) {
        description = tr("No values for these settings.");
    } else {
        const QList<QPointF> &points = overTotal ? m_curve->simulatedOverTotal : m_curve->simulatedOverIdeal;
        description = tr("Simulated %1: %2 at m = %3, %4 at m = %5.")
                          .arg(m_bubbleAxisY->titleText(), percent(points.first().y() / 100.0),
                               QLocale().toString(int(points.first().x())), percent(points.last().y() / 100.0),
                               QLocale().toString(int(points.last().x())));
        if (m_result.ok())
            description += u' '
                + tr("Now, at m = %1: %2.").arg(QLocale().toString(current.microBatches), percent(currentValue / 100.0));
    }
    m_bubbleView->setAccessibleDescription(description);
}

void PipelinePage::updateActivationsChart()
{
    const Parameters current = parameters();
    const QLocale locale;
    // GPU numbers under the bars: every one up to ten GPUs, every third beyond.
    const int labelStep = current.stages <= 10 ? 1 : 3;
    QStringList labels;
    for (int stage = 0; stage < current.stages; stage += labelStep)
        labels.append(locale.toString(stage + 1));
    if (m_activationsAxisX->categoriesLabels() != labels) {
        for (const QString &label : m_activationsAxisX->categoriesLabels())
            m_activationsAxisX->remove(label);
        m_activationsAxisX->setStartValue(-0.5);
        for (int i = 0; i < labels.size(); ++i)
            m_activationsAxisX->append(labels[i], i * labelStep);
        m_activationsAxisX->setRange(-0.5, current.stages - 0.5);
    }

    const auto fill = [](QBarSet *set, const pipeline::Result &result) {
        QList<qreal> values;
        for (const pipeline::StageTimeline &stage : result.stages)
            values.append(stage.peakActivations);
        if (set->count() > 0)
            set->remove(0, set->count());
        set->append(values);
    };
    fill(m_currentActivations, m_result);
    fill(m_comparedActivations, m_comparedResult);
    for (const auto &[set, schedule] : {std::pair{m_currentActivations, current.schedule},
                                        std::pair{m_comparedActivations, m_comparedSchedule}}) {
        if (set->label() != PipelineSimulator::scheduleName(schedule))
            set->setLabel(PipelineSimulator::scheduleName(schedule));
    }

    const double largest = std::max(m_result.ok() ? m_result.peakActivations() : 0.0,
                                     m_comparedResult.ok() ? m_comparedResult.peakActivations() : 0.0);
    if (largest > m_activationsAxisY->max() || largest < m_activationsAxisY->max() / 2.5) {
        m_activationsAxisY->setRange(0, std::max(1.0, largest));
        m_activationsAxisY->applyNiceNumbers();
        const double interval = m_activationsAxisY->max() / std::max(1, m_activationsAxisY->tickCount() - 1);
        m_activationsAxisY->setLabelFormat(std::abs(interval - std::round(interval)) < 1e-9 ? u"%.0f"_s : u"%.1f"_s);
    }

    QStringList perStage;
    for (int stage = 0; stage < m_result.stages.size(); ++stage) {
        QString line = tr("GPU %1: %2").arg(locale.toString(stage + 1), units(m_result.stages[stage].peakActivations));
        if (stage < m_comparedResult.stages.size())
            line += tr(" (%1: %2)").arg(PipelineSimulator::scheduleName(m_comparedSchedule),
                                        units(m_comparedResult.stages[stage].peakActivations));
        perStage.append(line);
    }
    m_activationsView->setAccessibleDescription(
        perStage.isEmpty() ? tr("No values for these settings.")
                           : tr("Micro-batches of activations held at peak. %1").arg(perStage.join(u"; "_s)));
}

void PipelinePage::updateFocusNote()
{
    QString note;
    if (m_focus == Focus::WhatIsABubble)
        note = PipelineExplanation::whatIsABubbleNote(focusParameters(Schedule::Naive, fewMicroBatches));
    else if (m_focus == Focus::MicroBatching)
        note = PipelineExplanation::microBatchingNote(focusParameters(Schedule::GPipe, fewMicroBatches),
                                                      focusParameters(Schedule::GPipe, manyMicroBatches));
    m_focusNote->setText(note);
    m_focusNote->setAccessibleDescription(note);
    m_focusNote->setVisible(!note.isEmpty());
    const bool compare = m_focus == Focus::MicroBatching;
    m_showOneMicroBatch->setVisible(compare);
    m_showEightMicroBatches->setVisible(compare);
}
