#pragma once

#include "core/chartsetup.h"
#include "core/collectives.h"

#include <QWidget>

#include <optional>

class ChartTextModel;
class ChartTools;
class CollectiveTimeModel;
class CommunicationChart;
class CommunicationControls;
class QGroupBox;
class QLabel;
class QPushButton;
class QScrollArea;
class QStackedWidget;
class QTextBrowser;
class StepTimeModel;

// Concept chart page "What communication costs": one collective's time on a
// ring (nccl-tests' cost model: time, algbw, busbw) against n for every link,
// or the communication of a training step against t, tensor parallelism
// inside a node and across nodes beside data parallelism's gradient
// all-reduce. The numbers come from core/collectives; CommunicationControls
// holds the settings, the charts and the figures only show them. Follows the
// language switch through changeEvent(LanguageChange), every setting kept.
class CommunicationPage : public QWidget
{
    Q_OBJECT
public:
    explicit CommunicationPage(QWidget *parent = nullptr);

    // Sets every control as `setup` says. Opened from a question (`origin`),
    // a note names it; once a control no longer shows the set-up, the note
    // says so and offers to go back. The sharding page opens it set up for a
    // gradient all-reduce.
    void showSetup(const CommunicationChartSetup &setup, const ChartOrigin &origin = {});
    // What the controls show now.
    CommunicationChartSetup setup() const;

    ChartTools *chartTools() const { return m_chartTools; }
    QString figuresText() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void buildFigures();
    void buildLayout();
    void buildChartTools();
    void updateColumnWidth();
    void retranslateUi();
    void updateSetupNote();
    void refresh();
    void showCollective(const CommunicationChartSetup &shown);
    void showStep(const CommunicationChartSetup &shown);
    StepInputs stepInputs(const CommunicationChartSetup &shown) const;
    CommunicationChart *currentChart() const;
    QString fileName() const;
    void pinCurrent();
    void clearPin();
    // The pinned setting's line in the view shown, if it was pinned in it.
    void showPinned(const CommunicationChartSetup &shown);

    QLabel *m_title = nullptr;
    QLabel *m_setupNote = nullptr;
    QPushButton *m_backToSetup = nullptr;
    CommunicationControls *m_controls = nullptr;
    QScrollArea *m_leftScroll = nullptr;
    QGroupBox *m_figuresBox = nullptr;
    QLabel *m_figuresLabel = nullptr;
    ChartTools *m_chartTools = nullptr;
    QStackedWidget *m_charts = nullptr;
    CommunicationChart *m_collectiveChart = nullptr;
    CommunicationChart *m_stepChart = nullptr;
    QLabel *m_legendLabel = nullptr;
    QTextBrowser *m_explanation = nullptr;

    CollectiveTimeModel *m_collectiveModel = nullptr;
    StepTimeModel *m_stepModel = nullptr;
    ChartTextModel *m_collectiveText = nullptr;
    ChartTextModel *m_stepText = nullptr;

    CommunicationChartSetup m_setup;
    ChartOrigin m_origin;
    bool m_noteShowsSetup = true;
    std::optional<CommunicationView> m_chartsView; // the view the chart tools were given

    struct Pinned
    {
        CommunicationChartSetup setup;
        double insideBytesPerSecond = 0;
        double acrossBytesPerSecond = 0;
        QString name;
    };
    std::optional<Pinned> m_pinned;
};
