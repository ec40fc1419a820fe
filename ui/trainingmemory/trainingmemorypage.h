#pragma once

#include "core/chartsetup.h"
#include "trainingmemory/trainingmemorytext.h"

#include <QWidget>

#include <optional>

class ChartTools;
class QEvent;
class QGroupBox;
class QLabel;
class QPushButton;
class QScrollArea;
class QTextBrowser;
class TrainingMemoryControls;
class TrainingMemoryModel;
class TrainingStageChart;
class TrainingSweepChart;

// Concept chart page "training-memory": memory per GPU for training. The
// controls (TrainingMemoryControls) give a set-up; the core works out each
// ZeRO stage's model states and activations (trainingMemory) and the sweep
// over N_d (sweepDataParallel, shown through TrainingMemoryModel); the
// figures, the stacked bars (TrainingStageChart), the lines against N_d
// (TrainingSweepChart) and the explanation only show them. Follows the
// language switch through changeEvent(LanguageChange): texts change, settings stay.
class TrainingMemoryPage : public QWidget
{
    Q_OBJECT

public:
    explicit TrainingMemoryPage(QWidget *parent = nullptr);

    // Sets every control as `setup` says. Opened from a question (`origin`),
    // a note names it; once a control no longer shows the set-up, the note
    // says so and offers to go back.
    void showSetup(const TrainingMemoryChartSetup &setup, const ChartOrigin &origin = {});
    TrainingMemoryChartSetup setup() const;

    ChartTools *chartTools() const { return m_chartTools; }
    QString figuresText() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void buildFigures();
    void buildSetupNote();
    void buildChartTools();
    void buildLayout();
    void updateColumnWidth();
    void retranslateUi();
    void refresh();
    void updateSetupNote();
    void pinCurrent();
    void clearPin();

    QLabel *m_title = nullptr;
    TrainingMemoryControls *m_controls = nullptr;
    QLabel *m_setupNote = nullptr;
    QPushButton *m_backToSetup = nullptr;
    QGroupBox *m_figuresBox = nullptr;
    QLabel *m_figuresLabel = nullptr;
    QWidget *m_leftPanel = nullptr;
    QScrollArea *m_leftScroll = nullptr;
    ChartTools *m_chartTools = nullptr;
    TrainingStageChart *m_stageChart = nullptr;
    QLabel *m_stageLegend = nullptr;
    TrainingSweepChart *m_sweepChart = nullptr;
    QLabel *m_sweepLegend = nullptr;
    QTextBrowser *m_explanation = nullptr;
    TrainingMemoryModel *m_model = nullptr;

    TrainingMemoryChartSetup m_setup;
    ChartOrigin m_origin;
    bool m_noteShowsSetup = true;

    std::optional<TrainingMemoryResults> m_results;
    QList<DataParallelSweepPoint> m_sweep;
    std::optional<TrainingConfig> m_sweptConfig; // the sweep's, to work it out only on a change
    std::optional<TrainingMemoryResults> m_pinned;
    QList<DataParallelSweepPoint> m_pinnedSweep;
};
