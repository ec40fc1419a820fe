#pragma once

#include "core/trainingmemorysetup.h"

#include <QGroupBox>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QSpinBox;

// The Training memory page's controls: the model (a preset or a custom Ψ and
// shape), the precision scheme with its bytes per parameter, N_d and the ZeRO
// stage, t and p, the activations (s, b, recomputation, sequence
// parallelism) and the GPU. Translated in the page's context.
class TrainingMemoryControls : public QGroupBox
{
    Q_OBJECT

public:
    explicit TrainingMemoryControls(QWidget *parent = nullptr);

    // What the controls show, as a set-up.
    TrainingMemoryChartSetup setup() const;
    // Sets every control as `setup` says, with one changed() afterwards.
    void applySetup(const TrainingMemoryChartSetup &setup);
    // The GPU's memory in bytes and its name in the current language.
    quint64 memoryBytes() const;
    QString gpuName() const;
    // The chosen preset's name, or empty for the custom model.
    QString modelName() const;

    // The controls in Tab order.
    QList<QWidget *> tabChain() const;
    // Texts in the current language.
    void retranslate();

signals:
    void changed();

private:
    void buildControls();
    void buildForm();
    void connectControls();
    // Enables what counts: the custom model's fields, the activations' fields,
    // the custom GPU size; shows the preset's Ψ and shape.
    void updateEnabled();

    QComboBox *m_model = nullptr;
    QDoubleSpinBox *m_parameters = nullptr;
    QSpinBox *m_layers = nullptr;
    QSpinBox *m_hidden = nullptr;
    QSpinBox *m_heads = nullptr;
    QComboBox *m_scheme = nullptr;
    QSpinBox *m_dataParallel = nullptr;
    QComboBox *m_zero = nullptr;
    QSpinBox *m_tensorParallel = nullptr;
    QSpinBox *m_pipelineParallel = nullptr;
    QCheckBox *m_activations = nullptr;
    QSpinBox *m_sequence = nullptr;
    QSpinBox *m_microBatch = nullptr;
    QComboBox *m_recompute = nullptr;
    QCheckBox *m_sequenceParallel = nullptr;
    QComboBox *m_gpu = nullptr;
    QSpinBox *m_customMemory = nullptr;
    QList<QLabel *> m_labels; // in the order of labelTexts()
    bool m_applying = false;
};
