#pragma once

#include "core/attentionchartdata.h"
#include "core/chartsetup.h"

#include <QWidget>

class AttentionChart;
class AttentionMemoryModel;
class ChartTextModel;
class AttentionControls;
class ChartTools;
class AttentionFigures;
class KvCacheModeSwitch;
class QEvent;
class QGroupBox;
class QLabel;
class QPushButton;
class QScrollArea;
class QTextBrowser;

// Concept chart page. Follows the language switch through changeEvent(LanguageChange)
// and the default QLocale (digits).
//
// Attention memory: memory of one attention layer against the sequence
// length T = S on log axes, naive (score matrix) and fused (cuDNN), with the GPU
// sizes and where the lines cross them. The settings are AttentionControls,
// which hand over the core's inputs; the page asks the core for the numbers
// (attentionResults, sweepSequenceLength) and gives them to the figures (AttentionFigures), the chart (AttentionChart) and
// the explanation (AttentionExplanation), which only show them; all of them
// translate in this class's context (the controls in their own). A language switch changes texts only.
class AttentionPage : public QWidget
{
    Q_OBJECT
public:
    explicit AttentionPage(QWidget *parent = nullptr);

    // Sets every control as `setup` says (a default AttentionChartSetup: the
    // page's defaults, the worked example of DESIGN.md). Opened from a question
    // (`origin`), a note names it and says why its set-up was chosen; once a
    // control no longer shows the set-up, the note says so and offers to go back.
    // A question's set-up of the serving view opens that view, set up.
    void showSetup(const AttentionChartSetup &setup, const ChartOrigin &origin = {});

    // The Data, Pin, Save and Copy buttons.
    ChartTools *chartTools() const { return m_chartTools; }
    // The figures as text, as "Copy figures" copies them.
    QString figuresText() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    // The left column: wider at a larger text size, one width in both languages.
    void updateColumnWidth();
    void buildFigures();
    void buildSetupNote();
    void buildLayout();
    void retranslateUi();

    // Recomputes the model and refreshes figures and chart from the controls.
    void refresh();
    // The sweep over T = S for the controls' shape, worked out again (and given
    // to the memory model) only when B, N, d, the dtype or the pass change.
    void sweepFor(const AttentionShape &shape);
    void showFigures(const AttentionFigures &figures, const CudnnAttentionSupport &cudnn);
    bool controlsShowSetup() const;
    void updateSetupNote();
    // The chart tools (data, pin, export) and the fixed range, beside the controls.
    void buildChartTools();
    void pinCurrent();
    void clearPin();

    KvCacheModeSwitch *m_modes = nullptr; // activation memory or serving (KV cache)

    // The question's note and the way back to its set-up.
    QLabel *m_setupNote = nullptr;
    QPushButton *m_backToSetup = nullptr;

    // Controls.
    QLabel *m_title = nullptr;
    AttentionControls *m_controls = nullptr;
    QScrollArea *m_leftScroll = nullptr;
    ChartTools *m_chartTools = nullptr;

    // Figures, chart with its legend, and explanation.
    QGroupBox *m_figuresBox = nullptr;
    QLabel *m_figuresLabel = nullptr;
    QLabel *m_cudnnLabel = nullptr;
    AttentionChart *m_chart = nullptr;
    QLabel *m_legendLabel = nullptr;
    QTextBrowser *m_explanation = nullptr;

    AttentionChartSetup m_setup;
    ChartOrigin m_origin;
    bool m_noteShowsSetup = true; // what the note last said

    std::optional<AttentionShape> m_sweptShape; // T, S and the mask do not count
    QList<AttentionSweepPoint> m_sweep;
    // The memory against T = S, as the chart draws it and the Data view lists it (in words).
    AttentionMemoryModel *m_memoryModel = nullptr;
    ChartTextModel *m_memoryText = nullptr;
    std::optional<AttentionResults> m_results; // what the figures and chart show

    // The pinned setting, kept while the controls change.
    std::optional<AttentionShape> m_pinnedShape;
    QList<AttentionSweepPoint> m_pinnedSweep;
    bool m_pinnedFused = false;
};
