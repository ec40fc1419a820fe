#pragma once

#include "core/asyncdispatchsetup.h"

#include <QGroupBox>

class QComboBox;
class QDoubleSpinBox;
class QEvent;
class QLabel;
class QSpinBox;

// The Asynchronous dispatch page's settings: the host's time to dispatch a
// step (h, ms), the GPU's time to run one (g, ms), the number of steps (n) and
// how often the loop synchronizes (every step, every k steps with k, or only
// at the end). One `changed` signal; setup() gives what they show.
class AsyncDispatchControls : public QGroupBox
{
    Q_OBJECT

public:
    explicit AsyncDispatchControls(QWidget *parent = nullptr);

    AsyncDispatchChartSetup setup() const;
    // Sets every control as `setup` says (brought into DispatchLimits), without
    // a `changed` for each.
    void setSetup(const AsyncDispatchChartSetup &setup);

    QList<QWidget *> tabOrder() const;
    void focusFirst();

signals:
    void changed();

protected:
    void changeEvent(QEvent *event) override;

private:
    void buildControls();
    void buildForm();
    void retranslate();
    // k only counts, and is enabled, for "every k steps".
    void updateShown();

    QDoubleSpinBox *m_host = nullptr;
    QDoubleSpinBox *m_gpu = nullptr;
    QSpinBox *m_steps = nullptr;
    QComboBox *m_sync = nullptr;
    QSpinBox *m_interval = nullptr;
    QList<QLabel *> m_labels; // one for each row, in the form's order
};
