// The serving view's question note, chart tools (Data, Copy figures, Pin,
// Save) and pinned setting; the rest of KvCachePanel is in kvcachepanel.cpp.
#include "attention/kvcachepanel.h"

#include "attention/kvcachechart.h"
#include "attention/kvcachetables.h"
#include "charts/charttools.h"
#include "charts/setupnote.h"
#include "core/language.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>

#include <memory>

using namespace Qt::StringLiterals;

namespace {
// The note's words are the activation view's: one text for one idea.
struct PageText
{
    Q_DECLARE_TR_FUNCTIONS(AttentionPage)
};
} // namespace

void KvCachePanel::buildSetupNote()
{
    m_setupNote = SetupNote::create(this, u"kvSetupNote"_s);
    m_backToSetup = new QPushButton(this);
    m_backToSetup->setObjectName(u"kvBackToSetupButton"_s);
    m_backToSetup->hide();
    connect(m_backToSetup, &QPushButton::clicked, this, [this] {
        applySetup(m_setup);
        refresh();
        m_presetCombo->setFocus(Qt::OtherFocusReason);
    });
}

void KvCachePanel::showSetup(const ServingChartSetup &setup, const ChartOrigin &origin)
{
    m_setup = setup;
    m_origin = origin;
    applySetup(setup);
    updateSetupNote();
    refresh();
}

void KvCachePanel::applySetup(const ServingChartSetup &setup)
{
    // One refresh afterwards, not one a control.
    const QList<QWidget *> controls{m_presetCombo,      m_layersSpin,     m_kvHeadsSpin,
                                    m_headDimSpin,      m_parametersSpin, m_dtypeCombo,
                                    m_batchSpin,        m_contextSpin,    m_gpuCombo,
                                    m_customMemorySpin, m_weightsCheck};
    QList<std::shared_ptr<QSignalBlocker>> blockers;
    for (QWidget *control : controls)
        blockers.append(std::make_shared<QSignalBlocker>(control));
    const int preset = m_presetCombo->findData(setup.model);
    m_presetCombo->setCurrentIndex(preset >= 0 ? preset : 0);
    if (setup.model == ServingChartSetup::customModelId) {
        m_layersSpin->setValue(int(setup.shape.layers));
        m_kvHeadsSpin->setValue(int(setup.shape.kvHeads));
        m_headDimSpin->setValue(int(setup.shape.headDim));
        m_parametersSpin->setValue(double(setup.shape.parameters) / 1e9);
    }
    applyPreset();
    m_dtypeCombo->setCurrentIndex(m_dtypeCombo->findData(int(setup.shape.dtype)));
    m_batchSpin->setValue(int(setup.batch));
    m_contextSpin->setValue(int(setup.contextTokens));
    const int gpu = m_gpuCombo->findData(setup.gpu);
    m_gpuCombo->setCurrentIndex(gpu >= 0 ? gpu : 0);
    m_customMemorySpin->setValue(setup.customGigabytes);
    m_weightsCheck->setChecked(setup.weights == WeightsOffset::Included);
}

ServingChartSetup KvCachePanel::setup() const
{
    ServingChartSetup shown;
    shown.model = m_presetCombo->currentData().toString();
    shown.shape = currentShape();
    shown.batch = quint64(m_batchSpin->value());
    shown.contextTokens = quint64(m_contextSpin->value());
    shown.gpu = m_gpuCombo->currentData().toString();
    shown.customGigabytes = m_customMemorySpin->value();
    shown.weights = m_weightsCheck->isChecked() ? WeightsOffset::Included : WeightsOffset::Excluded;
    return shown;
}

void KvCachePanel::updateSetupNote()
{
    m_noteShowsSetup = showsSetup(m_setup, setup());
    SetupNote::show(m_setupNote, m_origin, m_noteShowsSetup);
    m_backToSetup->setVisible(m_origin.isQuestion() && !m_noteShowsSetup);
}

void KvCachePanel::buildChartTools()
{
    m_chartTools = new ChartTools(this);
    m_chartTools->setCharts(
        {{m_chart, [] { return tr("KV cache while generating"); },
          [this] {
              // "kv-cache-l32-kv8-d128-b64": the model's shape
              // and the batch, ASCII in every language.
              return u"kv-cache-l%1-kv%2-d%3-b%4"_s.arg(QString::number(m_layersSpin->value()),
                                                        QString::number(m_kvHeadsSpin->value()),
                                                        QString::number(m_headDimSpin->value()),
                                                        QString::number(m_batchSpin->value()));
          }}});
    m_chartTools->setTables([this] {
        return m_results ? KvCacheTables::all(*m_results, m_sweep, m_gpuName) : QList<ChartTable>{};
    });
    m_chartTools->setFigures([this] { return figuresText(); });
    connect(m_chartTools, &ChartTools::pinRequested, this, &KvCachePanel::pinCurrent);
    connect(m_chartTools, &ChartTools::pinCleared, this, &KvCachePanel::clearPin);
}

QString KvCachePanel::figuresText() const
{
    return m_figuresLabel->text();
}

void KvCachePanel::pinCurrent()
{
    if (!m_results)
        return;
    const std::optional<KvCachePreset> preset = chosenPreset();
    m_pinned = Pinned{preset ? QString(preset->name) : QString(), m_results->shape,
                      m_results->batch, m_results->weights};
    m_chartTools->setPinned(true);
    refresh();
}

void KvCachePanel::clearPin()
{
    m_pinned.reset();
    m_chart->clearPinned();
    m_chartTools->setPinned(false);
    refresh();
}

void KvCachePanel::showPinned()
{
    if (!m_pinned || !m_sweptInputs)
        return;
    // Over the current token axis, so that both lines run its whole length.
    m_chart->setPinned(KvCacheTables::pinnedLabel(m_pinned->modelName, m_pinned->shape,
                                                  m_pinned->batch),
                       sweepTokensGenerated(m_pinned->shape, m_pinned->batch,
                                            m_sweptInputs->lastTokens, m_pinned->weights));
}
