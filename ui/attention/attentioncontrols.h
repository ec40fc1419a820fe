#pragma once

#include "core/attentionchartdata.h"
#include "core/chartsetup.h"

#include <QGroupBox>

QT_BEGIN_NAMESPACE
class QCheckBox;
class QComboBox;
class QLabel;
class QSpinBox;
QT_END_NAMESPACE

// What the attention controls show, as the core takes it: the shape (T = S)
// and the chosen GPU, named in the current language.
struct AttentionInputs
{
    AttentionShape shape;
    AttentionGpu gpu;
};

// The attention page's settings: B, N, d, T = S, the data type, the pass, the
// causal mask, the GPU (or a custom size) and the fixed memory range. Every
// value stays within AttentionLimits; the sequence length's arrows double or
// halve it (the chart's axis is log₂).
class AttentionControls : public QGroupBox
{
    Q_OBJECT

public:
    explicit AttentionControls(QWidget *parent = nullptr);

    AttentionInputs inputs() const;
    // The controls as a chart set-up: the shape, the GPU's id and the custom size.
    AttentionChartSetup setup() const;
    // Shows `setup` without telling anyone.
    void setSetup(const AttentionChartSetup &setup);
    // "Fixed y range": the memory axis covers every data type and pass.
    bool fixedRange() const;

    // Top to bottom.
    QList<QWidget *> tabOrder() const;
    void focusFirst();

signals:
    // The learner changed a setting; `inputs` is what the controls show now.
    void changed(const AttentionInputs &inputs);
    void fixedRangeChanged(bool fixed);

protected:
    void changeEvent(QEvent *event) override;

private:
    void buildFields();
    void buildForm();
    void retranslateUi();
    void retranslateGpus();
    void updateCustomMemory();
    QString gpuName(const GpuModel &gpu) const;
    AttentionGpu chosenGpu() const;

    QLabel *m_batchLabel = nullptr;
    QSpinBox *m_batchSpin = nullptr;
    QLabel *m_headsLabel = nullptr;
    QSpinBox *m_headsSpin = nullptr;
    QLabel *m_headDimLabel = nullptr;
    QSpinBox *m_headDimSpin = nullptr;
    QLabel *m_sequenceLabel = nullptr;
    QSpinBox *m_sequenceSpin = nullptr;
    QLabel *m_dtypeLabel = nullptr;
    QComboBox *m_dtypeCombo = nullptr;
    QCheckBox *m_causalCheck = nullptr;
    QLabel *m_passLabel = nullptr;
    QComboBox *m_passCombo = nullptr;
    QLabel *m_gpuLabel = nullptr;
    QComboBox *m_gpuCombo = nullptr;
    QLabel *m_customMemoryLabel = nullptr;
    QSpinBox *m_customMemorySpin = nullptr;
    QCheckBox *m_fixedRangeCheck = nullptr;
    bool m_updating = false; // setSetup() at work: no changed()
};
