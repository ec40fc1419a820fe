#pragma once

#include "core/pipelinechartdata.h"
#include "pipeline/pipelinebubblechart.h"

#include <QWidget>

QT_BEGIN_NAMESPACE
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QSpinBox;
QT_END_NAMESPACE

// The pipeline page's settings: the schedule, p, m, v and r, and the measure
// the bubble chart shows. Interleaved 1F1B needs m to be a multiple of p: an
// edit that breaks the rule moves m to the nearest multiple and says so once,
// under the fields, so the timeline is never blank.
class PipelineControls : public QWidget
{
    Q_OBJECT

public:
    explicit PipelineControls(QWidget *parent = nullptr);

    pipeline::Parameters parameters() const;
    // Shows `parameters` (m moved to a valid value) without telling anyone.
    void setParameters(const pipeline::Parameters &parameters);
    // As the learner would type it: parametersEdited() follows.
    void setMicroBatches(int microBatches);
    PipelineBubbleChart::Measure measure() const;

    // Schedule first, the measure last.
    QList<QWidget *> tabOrder() const;
    void focusFirst();

signals:
    // The learner changed a setting (m already moved where it had to be).
    void parametersEdited();
    void measureChanged();

protected:
    void changeEvent(QEvent *event) override;

private:
    // The labels, the fields and the note, set out in a form.
    void buildForm();
    void retranslateUi();
    void snapMicroBatches();
    void updateSnapNote();

    QLabel *m_scheduleLabel = nullptr;
    QComboBox *m_schedule = nullptr;
    QLabel *m_stagesLabel = nullptr;
    QSpinBox *m_stages = nullptr;
    QLabel *m_microBatchesLabel = nullptr;
    QSpinBox *m_microBatches = nullptr;
    QLabel *m_chunksLabel = nullptr;
    QSpinBox *m_chunks = nullptr;
    QLabel *m_ratioLabel = nullptr;
    QDoubleSpinBox *m_ratio = nullptr;
    QLabel *m_measureLabel = nullptr;
    QComboBox *m_measure = nullptr;
    QLabel *m_snapNote = nullptr;
    bool m_updating = false;
    pipeline::Parameters m_reported; // as last set or edited
};
