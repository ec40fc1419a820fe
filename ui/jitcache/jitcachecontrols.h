#pragma once

#include "core/jitcachesetup.h"

#include <QWidget>

class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QSpinBox;

// The compilation cache page's settings, one for each of the loop's inputs:
// the dataset's size N, the batch b, what happens to the last partial batch,
// the epochs, an evaluation call every k training steps (0: none), the epoch
// E from which the batches are bfloat16 (0: none), a compilation's time and
// a step's time per example. Each spin box has the core's range. One
// `changed` signal; setup() reads them all, setSetup() sets them all at once.
class JitCacheControls : public QWidget
{
    Q_OBJECT
public:
    explicit JitCacheControls(QWidget *parent = nullptr);

    JitCacheChartSetup setup() const;
    // Values outside a control's range are brought within it.
    void setSetup(const JitCacheChartSetup &setup);
    QList<QWidget *> tabOrder() const;
    void focusFirst();

signals:
    void changed();

protected:
    void changeEvent(QEvent *event) override;

private:
    void build();
    void retranslate();

    QFormLayout *m_form = nullptr;
    QLabel *m_examplesLabel = nullptr;
    QSpinBox *m_examplesSpin = nullptr;
    QLabel *m_batchLabel = nullptr;
    QSpinBox *m_batchSpin = nullptr;
    QLabel *m_lastBatchLabel = nullptr;
    QComboBox *m_lastBatchCombo = nullptr;
    QLabel *m_epochsLabel = nullptr;
    QSpinBox *m_epochsSpin = nullptr;
    QLabel *m_evaluateLabel = nullptr;
    QSpinBox *m_evaluateSpin = nullptr;
    QLabel *m_dtypeLabel = nullptr;
    QSpinBox *m_dtypeSpin = nullptr;
    QLabel *m_compileLabel = nullptr;
    QDoubleSpinBox *m_compileSpin = nullptr;
    QLabel *m_stepLabel = nullptr;
    QDoubleSpinBox *m_stepSpin = nullptr;
};
