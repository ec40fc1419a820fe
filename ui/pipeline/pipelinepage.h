#pragma once

#include "core/pipelinesimulator.h"

#include <QWidget>

QT_BEGIN_NAMESPACE
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QTextBrowser;
QT_END_NAMESPACE

class PipelineActivationsChart;
class PipelineBubbleChart;
class PipelineFigures;
class PipelineTimelineWidget;

// Concept chart page: the controls, the layout, and the wiring between them and
// the timeline, the two charts, the figures and the explanation. Follows the
// language switch through changeEvent(LanguageChange) and the default QLocale
// (digits). The pipeline* helpers translate their texts in this class's context.
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

    void buildControls();
    void buildCharts();
    void buildLayout();
    void retranslateUi();
    void setParameters(const pipeline::Parameters &parameters);
    pipeline::Parameters parameters() const;
    void recompute();
    void updateBubbleChart();
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
    PipelineBubbleChart *m_bubbleChart = nullptr;
    PipelineActivationsChart *m_activationsChart = nullptr;

    // State
    Focus m_focus = Focus::None;
    bool m_updatingControls = false;
    pipeline::Result m_result;
};
