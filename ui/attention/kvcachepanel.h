#pragma once

#include "core/kvcache.h"

#include <QWidget>

#include <optional>

class KvCacheChart;
class QCheckBox;
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

    // The controls, figures and chart in Tab order.
    QList<QWidget *> tabChain() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    // The left column: wider at a larger text size, one width in both languages.
    void updateColumnWidth();
    void buildControls();
    // The labels beside the controls and the form that sets them out.
    void buildControlsForm();
    void buildFigures();
    void connectControls();
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
