#pragma once

#include "core/chartsetup.h"
#include "core/kvcache.h"

#include <QWidget>

#include <optional>

class ChartTools;
class KvCacheChart;
class QCheckBox;
class QPushButton;
class QTextBrowser;
class QComboBox;
class QDoubleSpinBox;
class QEvent;
class QGroupBox;
class QLabel;
class QSpinBox;

// The attention page's serving view: the KV cache a server keeps while it
// generates, 2 × layers × KV heads × head dim × bytes × tokens × batch, for a
// published model's shape or a custom one; the weights as an optional offset;
// the largest batch that fits a GPU at a context length. The numbers come
// from the core (kvCacheResults, sweepTokensGenerated); the figures
// (KvCacheFigures) and the chart (KvCacheChart) only show them. Follows the
// language switch through changeEvent(LanguageChange).
class KvCachePanel : public QWidget
{
    Q_OBJECT
public:
    explicit KvCachePanel(QWidget *parent = nullptr);

    // The controls, figures, chart tools, chart and explanation in Tab order.
    QList<QWidget *> tabChain() const;

    // Sets every control as `setup` says. Opened from a question (`origin`),
    // a note names it; once a control no longer shows the set-up, the note
    // says so and offers to go back. An origin that is no question hides it.
    void showSetup(const ServingChartSetup &setup, const ChartOrigin &origin = {});
    // What the controls show now, as a set-up.
    ServingChartSetup setup() const;

    // The Data, Pin, Save and Copy buttons.
    ChartTools *chartTools() const { return m_chartTools; }
    // The figures as text, as "Copy figures" copies them.
    QString figuresText() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    // The left column: wider at a larger text size, one width in both languages.
    void updateColumnWidth();
    void buildControls();
    // The labels beside the controls and the form that sets them out.
    void buildControlsForm();
    void buildFigures();
    void buildLayout();
    void connectControls();
    // kvcachepaneltools.cpp: the question's note, the chart tools and the pin.
    void buildSetupNote();
    void updateSetupNote();
    void buildChartTools();
    void pinCurrent();
    void clearPin();
    void applySetup(const ServingChartSetup &setup);
    void showPinned();
    void retranslateUi();
    // Shows the chosen preset's shape in the shape controls (read-only unless custom).
    void applyPreset();
    KvCacheShape currentShape() const;
    quint64 chosenMemory() const;
    QString chosenGpuName() const;
    std::optional<KvCachePreset> chosenPreset() const;
    void refresh();

    QGroupBox *m_controlsBox = nullptr;
    QLabel *m_presetLabel = nullptr;
    QComboBox *m_presetCombo = nullptr;
    QLabel *m_layersLabel = nullptr;
    QSpinBox *m_layersSpin = nullptr;
    QLabel *m_kvHeadsLabel = nullptr;
    QSpinBox *m_kvHeadsSpin = nullptr;
    QLabel *m_headDimLabel = nullptr;
    QSpinBox *m_headDimSpin = nullptr;
    QLabel *m_parametersLabel = nullptr;
    QDoubleSpinBox *m_parametersSpin = nullptr;
    QLabel *m_dtypeLabel = nullptr;
    QComboBox *m_dtypeCombo = nullptr;
    QLabel *m_batchLabel = nullptr;
    QSpinBox *m_batchSpin = nullptr;
    QLabel *m_contextLabel = nullptr;
    QSpinBox *m_contextSpin = nullptr;
    QLabel *m_gpuLabel = nullptr;
    QComboBox *m_gpuCombo = nullptr;
    QLabel *m_customMemoryLabel = nullptr;
    QSpinBox *m_customMemorySpin = nullptr;
    QCheckBox *m_weightsCheck = nullptr;

    QGroupBox *m_figuresBox = nullptr;
    QLabel *m_figuresLabel = nullptr;
    KvCacheChart *m_chart = nullptr;
    QLabel *m_legendLabel = nullptr;
    QTextBrowser *m_explanation = nullptr;
    ChartTools *m_chartTools = nullptr;

    // The question's note and the way back to its set-up.
    QLabel *m_setupNote = nullptr;
    QPushButton *m_backToSetup = nullptr;
    ServingChartSetup m_setup;
    ChartOrigin m_origin;
    bool m_noteShowsSetup = true; // what the note last said

    // What the figures and chart show, for the Data view.
    std::optional<KvCacheResults> m_results;
    QString m_gpuName;

    // The pinned setting, kept while the controls change; its line is swept
    // again over the current token axis.
    struct Pinned
    {
        QString modelName; // empty for a custom shape
        KvCacheShape shape;
        quint64 batch = 1;
        WeightsOffset weights = WeightsOffset::Included;
    };
    std::optional<Pinned> m_pinned;

    // The sweep, worked out again only when what it depends on changes.
    struct SweepInputs
    {
        KvCacheShape shape;
        quint64 batch = 0;
        quint64 lastTokens = 0;
        WeightsOffset weights = WeightsOffset::Included;
        friend bool operator==(const SweepInputs &, const SweepInputs &) = default;
    };
    std::optional<SweepInputs> m_sweptInputs;
    QList<KvCacheSweepPoint> m_sweep;
};
