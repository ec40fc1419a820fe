#pragma once

#include "core/communicationsetup.h"

#include <QGroupBox>

class QComboBox;
class QDoubleSpinBox;
class QEvent;
class QFormLayout;
class QLabel;
class QSpinBox;

// The Communication page's settings: the view, the collective, n (t in the
// tensor-vs-data view), the message size with its unit, the link (its
// bandwidth and source shown beneath), the link across nodes, a custom
// bandwidth, the latency α, and for the tensor-vs-data view the model, s, b,
// the micro-batches and N_d. Each view shows only its own. One `changed`
// signal; setup() gives what they show as a set-up.
class CommunicationControls : public QGroupBox
{
    Q_OBJECT

public:
    explicit CommunicationControls(QWidget *parent = nullptr);

    CommunicationChartSetup setup() const;
    // Sets every control as `setup` says, without a `changed` for each.
    void setSetup(const CommunicationChartSetup &setup);
    // The bandwidths in bytes per second (a link's preset or the custom one).
    double insideBytesPerSecond() const;
    double acrossBytesPerSecond() const;
    QString linkName(const QString &id) const;

    QList<QWidget *> tabOrder() const;
    void focusFirst();

signals:
    void changed();

protected:
    void changeEvent(QEvent *event) override;

private:
    void buildControls();
    void buildForm();
    void connectControls();
    void retranslate();
    // Shows each view's own controls and the chosen link's bandwidth and source.
    void updateShown();
    double bytesPerSecond(const QString &id) const;

    QComboBox *m_view = nullptr;
    QComboBox *m_collective = nullptr;
    QSpinBox *m_gpus = nullptr;
    QDoubleSpinBox *m_size = nullptr;
    QComboBox *m_unit = nullptr;
    QComboBox *m_link = nullptr;
    QLabel *m_linkSource = nullptr;
    QComboBox *m_acrossLink = nullptr;
    QDoubleSpinBox *m_customBandwidth = nullptr;
    QDoubleSpinBox *m_latency = nullptr;
    QComboBox *m_model = nullptr;
    QSpinBox *m_sequence = nullptr;
    QSpinBox *m_microBatch = nullptr;
    QSpinBox *m_microBatches = nullptr;
    QSpinBox *m_dataParallel = nullptr;
    QFormLayout *m_form = nullptr;
    QList<QLabel *> m_labels; // one for each row, in the form's order
};
