#include "asyncdispatch/asyncdispatchcontrols.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QLocale>
#include <QSignalBlocker>
#include <QSpinBox>

using namespace Qt::StringLiterals;

AsyncDispatchControls::AsyncDispatchControls(QWidget *parent)
    : QGroupBox(parent)
{
    setObjectName(u"asyncDispatchControls"_s);
    buildControls();
    buildForm();
    setSetup({});
    const auto changedNow = [this] {
        updateShown();
        emit changed();
    };
    for (QDoubleSpinBox *box : {m_host, m_gpu})
        connect(box, &QDoubleSpinBox::valueChanged, this, changedNow);
    for (QSpinBox *box : {m_steps, m_interval})
        connect(box, &QSpinBox::valueChanged, this, changedNow);
    connect(m_sync, &QComboBox::currentIndexChanged, this, changedNow);
    retranslate();
}

void AsyncDispatchControls::buildControls()
{
    using namespace DispatchLimits;
    const auto decimal = [this](const QString &name) {
        auto *box = new QDoubleSpinBox(this);
        box->setObjectName(name);
        box->setDecimals(2);
        box->setRange(minStepMs, maxStepMs);
        box->setKeyboardTracking(false);
        box->setAccelerated(true);
        return box;
    };
    const auto whole = [this](const QString &name, int minimum, int maximum) {
        auto *box = new QSpinBox(this);
        box->setObjectName(name);
        box->setRange(minimum, maximum);
        box->setKeyboardTracking(false);
        box->setAccelerated(true);
        box->setGroupSeparatorShown(true);
        return box;
    };
    m_host = decimal(u"asyncDispatchHostSpin"_s);
    m_gpu = decimal(u"asyncDispatchGpuSpin"_s);
    m_steps = whole(u"asyncDispatchStepsSpin"_s, minSteps, maxSteps);
    m_sync = new QComboBox(this);
    m_sync->setObjectName(u"asyncDispatchSyncCombo"_s);
    for (SyncPolicy policy : allSyncPolicies)
        m_sync->addItem(QString(), int(policy));
    m_interval = whole(u"asyncDispatchIntervalSpin"_s, minSyncInterval, maxSyncInterval);
}

void AsyncDispatchControls::buildForm()
{
    auto *form = new QFormLayout(this);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->setVerticalSpacing(4);
    // A label too long for its row (Bengali, large text) goes above its field.
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    for (QWidget *field : tabOrder()) {
        auto *label = new QLabel(this);
        label->setBuddy(field);
        m_labels.append(label);
        form->addRow(label, field);
    }
}

AsyncDispatchChartSetup AsyncDispatchControls::setup() const
{
    AsyncDispatchChartSetup shown;
    shown.hostMs = m_host->value();
    shown.gpuMs = m_gpu->value();
    shown.steps = m_steps->value();
    shown.sync = SyncPolicy(m_sync->currentData().toInt());
    shown.syncInterval = m_interval->value();
    return shown;
}

void AsyncDispatchControls::setSetup(const AsyncDispatchChartSetup &setup)
{
    const DispatchInput input = clampedToLimits(setup.input());
    {
        const QSignalBlocker host(m_host);
        const QSignalBlocker gpu(m_gpu);
        const QSignalBlocker steps(m_steps);
        const QSignalBlocker sync(m_sync);
        const QSignalBlocker interval(m_interval);
        m_host->setValue(input.hostMs);
        m_gpu->setValue(input.gpuMs);
        m_steps->setValue(input.steps);
        m_sync->setCurrentIndex(m_sync->findData(int(input.sync)));
        m_interval->setValue(input.syncInterval);
    }
    updateShown();
}

void AsyncDispatchControls::updateShown()
{
    const bool everyK = SyncPolicy(m_sync->currentData().toInt()) == SyncPolicy::EveryKSteps;
    m_interval->setEnabled(everyK);
    m_labels.constLast()->setEnabled(everyK);
}

QList<QWidget *> AsyncDispatchControls::tabOrder() const
{
    return {m_host, m_gpu, m_steps, m_sync, m_interval};
}

void AsyncDispatchControls::focusFirst()
{
    m_host->setFocus(Qt::OtherFocusReason);
}

void AsyncDispatchControls::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QGroupBox::changeEvent(event);
}

void AsyncDispatchControls::retranslate()
{
    setLocale(QLocale()); // the spin boxes' digits
    setTitle(tr("Training loop"));
    const QStringList texts{tr("Host time a step (h)"), tr("GPU time a step (g)"), tr("Steps (n)"),
                            tr("Synchronization"), tr("Synchronize every k steps (k)")};
    for (qsizetype i = 0; i < m_labels.size(); ++i) {
        m_labels.at(i)->setText(texts.at(i));
        m_labels.at(i)->buddy()->setAccessibleName(texts.at(i));
    }
    for (QDoubleSpinBox *box : {m_host, m_gpu})
        box->setSuffix(tr(" ms"));
    m_host->setToolTip(tr("The Python time to dispatch one step: the host lane's blocks."));
    m_gpu->setToolTip(tr("The GPU's time to run one step: the GPU lane's blocks."));
    m_sync->setItemText(0, tr("Every step (float(loss))"));
    m_sync->setItemText(1, tr("Every k steps (print of the loss)"));
    m_sync->setItemText(2, tr("Only at the end (block_until_ready())"));
    m_sync->setToolTip(tr("When the loop asks for a value, the host waits until the GPU has "
                          "finished that step."));
}
