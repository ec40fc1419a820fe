#pragma once

#include "core/chartsetup.h"
#include "core/pipelinechartdata.h"

#include <QWidget>

#include <optional>

QT_BEGIN_NAMESPACE
class QBoxLayout;
class QLabel;
class QPushButton;
class QScrollArea;
class QTextBrowser;
QT_END_NAMESPACE

class BubbleSweepModel;
class ChartTextModel;
class ChartTools;
class PipelineActivationsChart;
class PipelineBubbleChart;
class PipelineControls;
class PipelineFigures;
class PipelineTimelineWidget;

// Concept chart page: the controls, the layout, and the wiring between them and
// the timeline, the two charts, the figures and the explanation. It works the
// numbers out with the core (simulation, sweep over m) and gives them to the
// widgets, which only draw them. Follows the language switch through
// changeEvent(LanguageChange) and the default QLocale (digits): a switch
// changes texts only, nothing is simulated again. The pipeline* helpers
// translate their texts in this class's context.
class PipelinePage : public QWidget
{
    Q_OBJECT
public:
    explicit PipelinePage(QWidget *parent = nullptr);

    // Sets the controls, the note and the comparison buttons up as `setup`
    // says (a default PipelineChartSetup: the page's defaults, no note). The
    // note names the question `origin` when there is one; once a control no
    // longer shows the set-up, the note says so and offers to go back to it.
    void showSetup(const PipelineChartSetup &setup, const ChartOrigin &origin = {});

    // The Data, Pin, Save and Copy buttons.
    ChartTools *chartTools() const { return m_chartTools; }
    // The figures as text, as "Copy figures" copies them.
    QString figuresText() const;

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void buildControls();
    void buildCharts();
    // The Data, Pin, Save and Copy buttons and what they work on (pipelinepagepin.cpp).
    void buildChartTools();
    void buildLayout();
    void retranslateUi();
    // Simulates the controls' parameters, then shows the results.
    void recompute();
    void simulate();
    // Gives the last results to the figures, the timeline and the charts.
    void showResults();
    void updateBubbleChart();
    void updateFocusNote();
    // Pins the current setting: the timeline and both charts draw it faintly.
    void pinCurrent();
    void clearPin();
    // Gives the charts the pinned setting under its name in the current language.
    void showPinned();
    // The legends under the small charts, as they draw now.
    void updateLegends();
    // The two small charts side by side where the column has room for both at
    // their smallest, else one below the other.
    void updateChartsDirection();
    // The controls' column: wider at a larger text size, one width in both languages.
    void updateControlsWidth();
    // "GPipe, p = 4, m = 8, r = 2" for the pinned setting.
    QString pinnedLabel() const;

    // Controls
    QLabel *m_title = nullptr;
    PipelineControls *m_controls = nullptr;
    QLabel *m_problem = nullptr;

    // Question focus
    QLabel *m_focusNote = nullptr;
    QPushButton *m_showOneMicroBatch = nullptr;
    QPushButton *m_showEightMicroBatches = nullptr;
    QPushButton *m_backToSetup = nullptr;

    // Figures and explanation
    PipelineFigures *m_figures = nullptr;
    QTextBrowser *m_explanation = nullptr;

    // Charts
    PipelineTimelineWidget *m_timeline = nullptr;
    QScrollArea *m_controlsScroll = nullptr;
    QWidget *m_controlsPanel = nullptr;
    QScrollArea *m_chartsScroll = nullptr;
    QBoxLayout *m_chartsRow = nullptr;
    QLabel *m_bubbleLegend = nullptr;
    QLabel *m_activationsLegend = nullptr;
    PipelineBubbleChart *m_bubbleChart = nullptr;
    PipelineActivationsChart *m_activationsChart = nullptr;
    ChartTools *m_chartTools = nullptr;
    // The bubble against m, as the chart draws it and the Data view lists it (in words).
    BubbleSweepModel *m_bubbleModel = nullptr;
    ChartTextModel *m_bubbleText = nullptr;

    // State
    PipelineChartSetup m_setup;
    ChartOrigin m_origin;
    bool m_noteShowsSetup = true; // what the note last said
    pipeline::Parameters m_parameters; // what m_result and the rest were worked out for
    pipeline::Result m_result;
    pipeline::Result m_comparedResult; // the compared schedule, for the activations chart
    pipeline::BubbleSweep m_sweep; // over m, for the schedule, p, v and r of m_parameters
    bool m_hasSweep = false;
    // The pinned setting, kept while the controls change, with what it drew.
    std::optional<pipeline::Parameters> m_pinned;
    pipeline::BubbleSweep m_pinnedSweep;
    pipeline::Result m_pinnedResult;
};
