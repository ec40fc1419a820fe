#pragma once

#include "pipelinesimulator.h"

#include <QList>
#include <QPointF>
#include <QWidget>

#include <optional>

QT_BEGIN_NAMESPACE
class QBarSeries;
class QBarSet;
class QChart;
class QChartView;
class QCategoryAxis;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineSeries;
class QPushButton;
class QScatterSeries;
class QSpinBox;
class QTextBrowser;
class QValueAxis;
QT_END_NAMESPACE

class PipelineFigures;
class PipelineTimelineWidget;

// Concept chart page. Follows the language switch through changeEvent(LanguageChange)
// and the default QLocale (digits).
class PipelinePage : public QWidget
{
    Q_OBJECT
public:
    explicit PipelinePage(QWidget *parent = nullptr);

    // Sets the controls up to show the point of the question with this id
    // (any other id resets to the page's defaults).
    void showPointOf(const QString &questionId);

protected:
    void changeEvent(QEvent *event) override;

private:
    // Which question's point the page is set up to show, if any.
    enum class Focus { None, WhatIsABubble, MicroBatching };
    // Which bubble fraction the chart plots.
    enum class BubbleMeasure { OverTotalTime, OverIdealCompute };

    void buildControls();
    void buildCharts();
    void buildLayout();
    void retranslateUi();
    void setParameters(const pipeline::Parameters &parameters);
    pipeline::Parameters parameters() const;
    void recompute();
    void updateBubbleChart();
    void updateActivationsChart();
    void updateFocusNote();

    // Controls
    QLabel *m_title = nullptr;
    QLabel *m_scheduleLabel = nullptr;
    QComboBox *m_schedule = nullptr;
    QLabel *m_stagesLabel = nullptr;
    QSpinBox *m_stages = nullptr;
    QLabel *m_microBatchesLabel = nullptr;
    QSpinBox *m_microBatches = nullptr;
    QLabel *m_chunksLabel = nullptr;
    QSpinBox *m_chunks = nullptr;
    QLabel *m_ratioLabel = nullptr;
    QDoubleSpinBox *m_ratio = nullptr;
    QLabel *m_measureLabel = nullptr;
    QComboBox *m_measure = nullptr;
    QLabel *m_problem = nullptr;

    // Question focus
    QLabel *m_focusNote = nullptr;
    QPushButton *m_showOneMicroBatch = nullptr;
    QPushButton *m_showEightMicroBatches = nullptr;

    // Figures and explanation
    PipelineFigures *m_figures = nullptr;
    QTextBrowser *m_explanation = nullptr;

    // Charts
    PipelineTimelineWidget *m_timeline = nullptr;
    QChart *m_bubbleChart = nullptr;
    QChartView *m_bubbleView = nullptr;
    QLineSeries *m_formulaSeries = nullptr;
    QScatterSeries *m_simulatedSeries = nullptr;
    QScatterSeries *m_currentSeries = nullptr;
    QValueAxis *m_bubbleAxisX = nullptr;
    QValueAxis *m_bubbleAxisY = nullptr;
    QChart *m_activationsChart = nullptr;
    QChartView *m_activationsView = nullptr;
    QBarSeries *m_activationsSeries = nullptr;
    QBarSet *m_currentActivations = nullptr;
    QBarSet *m_comparedActivations = nullptr;
    QCategoryAxis *m_activationsAxisX = nullptr;
    QValueAxis *m_activationsAxisY = nullptr;

    // State
    Focus m_focus = Focus::None;
    bool m_updatingControls = false;
    pipeline::Result m_result;
    pipeline::Result m_comparedResult;
    pipeline::Schedule m_comparedSchedule = pipeline::Schedule::GPipe;

    // Bubble fraction for m = 1…64 depends on everything but m: kept until
    // schedule, p, v or r change.
    struct BubbleCurve
    {
        pipeline::Schedule schedule = pipeline::Schedule::Naive;
        int stages = 0;
        int chunks = 0;
        double ratio = 0;
        QList<QPointF> simulatedOverTotal, simulatedOverIdeal;
        QList<QPointF> formulaOverTotal, formulaOverIdeal;
        std::optional<BubbleMeasure> shown; // which of them the chart shows now
    };
    std::optional<BubbleCurve> m_curve;
};
