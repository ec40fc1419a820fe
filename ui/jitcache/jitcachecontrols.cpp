#include "jitcache/jitcachecontrols.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSpinBox>

#include <algorithm>
#include <memory>

using namespace Qt::StringLiterals;

namespace {

QSpinBox *spin(QWidget *parent, const QString &name, int minimum, int maximum)
{
    auto *box = new QSpinBox(parent);
    box->setObjectName(name);
    box->setRange(minimum, maximum);
    box->setGroupSeparatorShown(true);
    box->setAccelerated(true);
    return box;
}

QDoubleSpinBox *doubleSpin(QWidget *parent, const QString &name, double maximum, int decimals,
                           double step)
{
    auto *box = new QDoubleSpinBox(parent);
    box->setObjectName(name);
    box->setDecimals(decimals);
    box->setRange(0, maximum);
    box->setSingleStep(step);
    box->setGroupSeparatorShown(true);
    box->setAccelerated(true);
    return box;
}

int clamped(quint64 value, quint64 minimum, quint64 maximum)
{
    return int(std::clamp(value, minimum, maximum));
}

} // namespace

JitCacheControls::JitCacheControls(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(u"jitCacheControls"_s);
    build();
    setSetup({});
    retranslate();
}

void JitCacheControls::build()
{
    using namespace JitLimits;
    m_examplesSpin = spin(this, u"jitCacheExamplesSpin"_s, int(minExamples), int(maxExamples));
    m_batchSpin = spin(this, u"jitCacheBatchSpin"_s, int(minBatch), int(maxBatch));
    m_lastBatchCombo = new QComboBox(this);
    m_lastBatchCombo->setObjectName(u"jitCacheLastBatchCombo"_s);
    for (LastBatch policy : allLastBatches)
        m_lastBatchCombo->addItem(QString(), int(policy));
    m_epochsSpin = spin(this, u"jitCacheEpochsSpin"_s, minEpochs, maxEpochs);
    m_evaluateSpin = spin(this, u"jitCacheEvaluateSpin"_s, 0, int(maxEvaluateEvery));
    m_dtypeSpin = spin(this, u"jitCacheDtypeEpochSpin"_s, 0, maxChangeEpoch);
    m_compileSpin = doubleSpin(this, u"jitCacheCompileSpin"_s, maxCompileMilliseconds, 1, 100);
    m_stepSpin = doubleSpin(this, u"jitCacheStepSpin"_s, maxMillisecondsPerExample, 4, 0.01);

    m_form = new QFormLayout(this);
    m_form->setContentsMargins(0, 0, 0, 0);
    m_form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    const auto row = [this](QLabel *&label, QWidget *field) {
        label = new QLabel(this);
        label->setBuddy(field);
        label->setWordWrap(true);
        m_form->addRow(label, field);
    };
    row(m_examplesLabel, m_examplesSpin);
    row(m_batchLabel, m_batchSpin);
    row(m_lastBatchLabel, m_lastBatchCombo);
    row(m_epochsLabel, m_epochsSpin);
    row(m_evaluateLabel, m_evaluateSpin);
    row(m_dtypeLabel, m_dtypeSpin);
    row(m_compileLabel, m_compileSpin);
    row(m_stepLabel, m_stepSpin);

    for (QSpinBox *box : {m_examplesSpin, m_batchSpin, m_epochsSpin, m_evaluateSpin, m_dtypeSpin})
        connect(box, &QSpinBox::valueChanged, this, &JitCacheControls::changed);
    for (QDoubleSpinBox *box : {m_compileSpin, m_stepSpin})
        connect(box, &QDoubleSpinBox::valueChanged, this, &JitCacheControls::changed);
    connect(m_lastBatchCombo, &QComboBox::currentIndexChanged, this, &JitCacheControls::changed);
}

void JitCacheControls::retranslate()
{
    m_examplesLabel->setText(tr("Dataset &size N (examples):"));
    m_batchLabel->setText(tr("&Batch size b:"));
    m_lastBatchLabel->setText(tr("&Last batch:"));
    {
        const QSignalBlocker blocker(m_lastBatchCombo);
        m_lastBatchCombo->setItemText(0, tr("Keep (a smaller batch)"));
        m_lastBatchCombo->setItemText(1, tr("Drop"));
        m_lastBatchCombo->setItemText(2, tr("Pad to the full batch, with a mask"));
    }
    m_epochsLabel->setText(tr("&Epochs:"));
    m_evaluateLabel->setText(tr("E&valuate every k steps:"));
    m_dtypeLabel->setText(tr("bfloat16 &from epoch E:"));
    m_compileLabel->setText(tr("&Compile time (ms):"));
    m_stepLabel->setText(tr("Step &time per example (ms):"));
    m_evaluateSpin->setSpecialValueText(tr("none"));
    m_dtypeSpin->setSpecialValueText(tr("none (float32 throughout)"));

    m_examplesSpin->setAccessibleName(tr("Dataset size N, in examples"));
    m_batchSpin->setAccessibleName(tr("Batch size b"));
    m_lastBatchCombo->setAccessibleName(tr("What happens to the last partial batch"));
    m_epochsSpin->setAccessibleName(tr("Epochs"));
    m_evaluateSpin->setAccessibleName(tr("An evaluation call every k training steps; 0 for none"));
    m_dtypeSpin->setAccessibleName(tr("The epoch from which the batches are bfloat16; 0 for none"));
    m_compileSpin->setAccessibleName(tr("Compile time in milliseconds"));
    m_stepSpin->setAccessibleName(tr("Step time per example in milliseconds"));
    m_evaluateSpin->setToolTip(tr("After every k-th training step, one call with training=False "
                                  "on a full batch; 0: no evaluation"));
    m_dtypeSpin->setToolTip(tr("From this epoch on the batches are bfloat16 instead of float32; "
                               "0: no change"));
    for (QWidget *widget :
         {static_cast<QWidget *>(m_examplesSpin), static_cast<QWidget *>(m_batchSpin),
          static_cast<QWidget *>(m_epochsSpin), static_cast<QWidget *>(m_evaluateSpin),
          static_cast<QWidget *>(m_dtypeSpin), static_cast<QWidget *>(m_compileSpin),
          static_cast<QWidget *>(m_stepSpin)})
        widget->setLocale(QLocale());
}

void JitCacheControls::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

JitCacheChartSetup JitCacheControls::setup() const
{
    JitCacheChartSetup shown;
    JitLoopInput &loop = shown.loop;
    loop.examples = quint64(m_examplesSpin->value());
    loop.batch = quint64(m_batchSpin->value());
    loop.lastBatch = LastBatch(m_lastBatchCombo->currentData().toInt());
    loop.epochs = m_epochsSpin->value();
    loop.evaluateEvery = quint64(m_evaluateSpin->value());
    loop.changeDtypeFromEpoch = m_dtypeSpin->value();
    loop.compileMilliseconds = m_compileSpin->value();
    loop.millisecondsPerExample = m_stepSpin->value();
    return shown;
}

void JitCacheControls::setSetup(const JitCacheChartSetup &setup)
{
    using namespace JitLimits;
    QList<std::shared_ptr<QSignalBlocker>> blockers;
    for (QWidget *control : findChildren<QWidget *>(Qt::FindDirectChildrenOnly))
        blockers.append(std::make_shared<QSignalBlocker>(control));
    const JitLoopInput &loop = setup.loop;
    m_examplesSpin->setValue(clamped(loop.examples, minExamples, maxExamples));
    m_batchSpin->setValue(clamped(loop.batch, minBatch, maxBatch));
    m_lastBatchCombo->setCurrentIndex(std::max(0, m_lastBatchCombo->findData(int(loop.lastBatch))));
    m_epochsSpin->setValue(loop.epochs);
    m_evaluateSpin->setValue(clamped(loop.evaluateEvery, 0, maxEvaluateEvery));
    m_dtypeSpin->setValue(loop.changeDtypeFromEpoch);
    m_compileSpin->setValue(loop.compileMilliseconds);
    m_stepSpin->setValue(loop.millisecondsPerExample);
}

QList<QWidget *> JitCacheControls::tabOrder() const
{
    return {m_examplesSpin, m_batchSpin, m_lastBatchCombo, m_epochsSpin,
            m_evaluateSpin, m_dtypeSpin, m_compileSpin,    m_stepSpin};
}

void JitCacheControls::focusFirst()
{
    m_examplesSpin->setFocus(Qt::OtherFocusReason);
}
