#pragma once

#include "attention/attentionresults.h"

#include <QWidget>

class AttentionChart;
class AttentionFigures;
class QCheckBox;
class QComboBox;
class QEvent;
class QGroupBox;
class QLabel;
class QSpinBox;
class QTextBrowser;

// Concept chart page. Follows the language switch through changeEvent(LanguageChange)
// and the default QLocale (digits).
//
// Attention memory: memory of one attention layer against the sequence
// length T = S on log axes, naive (score matrix) and fused (cuDNN), with the GPU
// sizes and where the lines cross them. The numbers come from attentionmemory.h.
// The page holds the controls and lays out the figures (AttentionFigures), the
// chart (AttentionChart) and the explanation (AttentionExplanation); all of
// them translate in this class's context.
class AttentionPage : public QWidget
{
    Q_OBJECT
public:
    explicit AttentionPage(QWidget *parent = nullptr);

    // Sets the controls up to show the point of the question with this id
    // (any other id resets to the page's defaults).
    void showPointOf(const QString &questionId);

protected:
    void changeEvent(QEvent *event) override;

private:
    void buildControls();
    void buildFigures();
    void connectControls();
    void retranslateUi();
    // Sets every control to the page's default set-up; the caller refreshes.
    void resetControls(AttentionDtype dtype);

    AttentionShape currentShape() const;
    AttentionGpu chosenGpu() const;
    QString gpuName(const GpuModel &gpu) const;

    // Recomputes the model and refreshes figures and chart from the controls.
    void refresh();
    void showFigures(const AttentionFigures &figures, const CudnnAttentionSupport &cudnn);

    // Controls.
    QLabel *m_title = nullptr;
    QGroupBox *m_controlsBox = nullptr;
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

    // Figures, chart with its legend, and explanation.
    QGroupBox *m_figuresBox = nullptr;
    QLabel *m_figuresLabel = nullptr;
    QLabel *m_cudnnLabel = nullptr;
    AttentionChart *m_chart = nullptr;
    QLabel *m_legendLabel = nullptr;
    QTextBrowser *m_explanation = nullptr;
};
