#include "communication/communicationcontrols.h"

#include "communication/communicationtext.h"
#include "widgets/wrappedlabel.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QSignalBlocker>
#include <QSpinBox>

#include <array>
#include <cmath>
#include <memory>

using namespace Qt::StringLiterals;

namespace {

// The message size's units: bytes, KB, MB, GB (decimal, as nccl-tests prints them).
constexpr std::array<double, 4> units{1, 1e3, 1e6, 1e9};

const QString customId = QString(customLinkId);

} // namespace

CommunicationControls::CommunicationControls(QWidget *parent)
    : QGroupBox(parent)
{
    setObjectName(u"communicationControls"_s);
    buildControls();
    buildForm();
    setSetup({});
    connectControls();
    retranslate();
}

void CommunicationControls::buildControls()
{
    const auto spin = [this](const QString &name, int minimum, int maximum) {
        auto *box = new QSpinBox(this);
        box->setObjectName(name);
        box->setRange(minimum, maximum);
        box->setKeyboardTracking(false);
        box->setAccelerated(true);
        return box;
    };
    const auto decimal = [this](const QString &name, double minimum, double maximum, int decimals) {
        auto *box = new QDoubleSpinBox(this);
        box->setObjectName(name);
        box->setDecimals(decimals);
        box->setRange(minimum, maximum);
        box->setKeyboardTracking(false);
        box->setAccelerated(true);
        return box;
    };
    const auto combo = [this](const QString &name) {
        auto *box = new QComboBox(this);
        box->setObjectName(name);
        return box;
    };
    m_view = combo(u"communicationViewCombo"_s);
    m_view->addItem(QString(), int(CommunicationView::Collective));
    m_view->addItem(QString(), int(CommunicationView::TensorVsData));
    m_collective = combo(u"communicationCollectiveCombo"_s);
    for (Collective collective : allCollectives)
        m_collective->addItem(QString(), int(collective));
    m_gpus = spin(u"communicationGpusSpin"_s, CollectiveLimits::minGpus, CollectiveLimits::maxGpus);
    // Up to 10^12 in any unit, so that a size in bytes fits too; setup() keeps
    // the whole to CollectiveLimits.
    m_size = decimal(u"communicationSizeSpin"_s, 1, CollectiveLimits::maxBytes, 3);
    m_unit = combo(u"communicationUnitCombo"_s);
    for (double unit : units)
        m_unit->addItem(QString(), unit);
    m_link = combo(u"communicationLinkCombo"_s);
    m_acrossLink = combo(u"communicationAcrossLinkCombo"_s);
    for (QComboBox *links : {m_link, m_acrossLink}) {
        for (const LinkPreset &preset : linkPresets())
            links->addItem(QString(preset.name), QString(preset.id));
        links->addItem(QString(), customId);
    }
    m_linkSource = new WrappedLabel(this);
    m_linkSource->setObjectName(u"communicationLinkSource"_s);
    m_linkSource->setTextFormat(Qt::PlainText);
    m_customBandwidth = decimal(u"communicationCustomBandwidthSpin"_s,
                                CollectiveLimits::minBandwidth, CollectiveLimits::maxBandwidth, 1);
    m_latency = decimal(u"communicationLatencySpin"_s, 0, CollectiveLimits::maxLatencyMicroseconds,
                        1);
    m_model = combo(u"communicationModelCombo"_s);
    for (const TransformerPreset &preset : transformerPresets())
        m_model->addItem(QString(preset.name), QString(preset.id));
    using namespace StepLimits;
    m_sequence = spin(u"communicationSequenceSpin"_s, minSequence, maxSequence);
    m_sequence->setSingleStep(1024);
    m_microBatch = spin(u"communicationMicroBatchSpin"_s, minMicroBatch, maxMicroBatch);
    m_microBatches = spin(u"communicationMicroBatchesSpin"_s, minMicroBatches, maxMicroBatches);
    m_dataParallel = spin(u"communicationDataParallelSpin"_s, minDataParallel, maxDataParallel);
}

void CommunicationControls::buildForm()
{
    m_form = new QFormLayout(this);
    m_form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_form->setVerticalSpacing(4);
    // A label too long for its row (Bengali, large text) goes above its field.
    m_form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    const QList<QWidget *>
        fields{m_view,       m_collective,      m_gpus,        m_size,  m_link,
               m_acrossLink, m_customBandwidth, m_latency,     m_model, m_sequence,
               m_microBatch, m_microBatches,    m_dataParallel};
    for (QWidget *field : fields) {
        auto *label = new QLabel(this);
        label->setBuddy(field);
        m_labels.append(label);
        if (field == m_size) {
            auto *row = new QHBoxLayout;
            row->addWidget(m_size, 1);
            row->addWidget(m_unit);
            m_form->addRow(label, row);
        } else {
            m_form->addRow(label, field);
        }
        if (field == m_link)
            m_form->addRow(m_linkSource);
    }
}

void CommunicationControls::connectControls()
{
    const auto changedNow = [this] {
        updateShown();
        emit changed();
    };
    for (QComboBox *box : {m_view, m_collective, m_unit, m_link, m_acrossLink, m_model})
        connect(box, &QComboBox::currentIndexChanged, this, changedNow);
    for (QSpinBox *box : {m_gpus, m_sequence, m_microBatch, m_microBatches, m_dataParallel})
        connect(box, &QSpinBox::valueChanged, this, changedNow);
    for (QDoubleSpinBox *box : {m_size, m_customBandwidth, m_latency})
        connect(box, &QDoubleSpinBox::valueChanged, this, changedNow);
}

CommunicationChartSetup CommunicationControls::setup() const
{
    CommunicationChartSetup shown;
    shown.view = CommunicationView(m_view->currentData().toInt());
    shown.collective = Collective(m_collective->currentData().toInt());
    shown.gpus = m_gpus->value();
    const double bytes = std::round(m_size->value() * m_unit->currentData().toDouble());
    shown.messageBytes = std::clamp(bytes, CollectiveLimits::minBytes, CollectiveLimits::maxBytes);
    shown.link = m_link->currentData().toString();
    shown.acrossLink = m_acrossLink->currentData().toString();
    shown.customBandwidth = m_customBandwidth->value();
    shown.latencyMicroseconds = m_latency->value();
    shown.model = m_model->currentData().toString();
    shown.sequence = m_sequence->value();
    shown.microBatch = m_microBatch->value();
    shown.microBatches = m_microBatches->value();
    shown.dataParallel = m_dataParallel->value();
    return shown;
}

void CommunicationControls::setSetup(const CommunicationChartSetup &setup)
{
    QList<std::shared_ptr<QSignalBlocker>> blockers;
    for (QObject *control : children())
        blockers.append(std::make_shared<QSignalBlocker>(control));
    m_view->setCurrentIndex(m_view->findData(int(setup.view)));
    m_collective->setCurrentIndex(m_collective->findData(int(setup.collective)));
    m_gpus->setValue(setup.gpus);
    // The largest unit that shows at least 1 and the size exactly in three decimals
    // (33,554,432 bytes stays in bytes: 33.554 MB would be another size).
    std::size_t unit = units.size() - 1;
    const auto exact = [&](double perUnit) {
        const double thousandths = std::round(setup.messageBytes / perUnit * 1000);
        return thousandths * perUnit / 1000 == setup.messageBytes;
    };
    while (unit > 0 && (setup.messageBytes < units.at(unit) || !exact(units.at(unit))))
        --unit;
    m_unit->setCurrentIndex(int(unit));
    m_size->setValue(setup.messageBytes / units.at(unit));
    m_link->setCurrentIndex(std::max(0, m_link->findData(setup.link)));
    m_acrossLink->setCurrentIndex(std::max(0, m_acrossLink->findData(setup.acrossLink)));
    m_customBandwidth->setValue(setup.customBandwidth);
    m_latency->setValue(setup.latencyMicroseconds);
    m_model->setCurrentIndex(std::max(0, m_model->findData(setup.model)));
    m_sequence->setValue(setup.sequence);
    m_microBatch->setValue(setup.microBatch);
    m_microBatches->setValue(setup.microBatches);
    m_dataParallel->setValue(setup.dataParallel);
    updateShown();
}

double CommunicationControls::bytesPerSecond(const QString &id) const
{
    if (const auto preset = linkPresetById(id))
        return preset->gigabytesPerSecond * 1e9;
    return m_customBandwidth->value() * 1e9;
}

double CommunicationControls::insideBytesPerSecond() const
{
    return bytesPerSecond(m_link->currentData().toString());
}

double CommunicationControls::acrossBytesPerSecond() const
{
    return bytesPerSecond(m_acrossLink->currentData().toString());
}

QString CommunicationControls::linkName(const QString &id) const
{
    if (const auto preset = linkPresetById(id))
        return QString(preset->name);
    return tr("a custom link of %1")
        .arg(CommunicationText::bandwidth(m_customBandwidth->value() * 1e9));
}

void CommunicationControls::updateShown()
{
    const bool collective = CommunicationView(m_view->currentData().toInt())
                            == CommunicationView::Collective;
    // By the rows' labels (the message size's row is a layout of two fields).
    const auto show = [this](int row, bool shown) {
        m_form->setRowVisible(m_labels.at(row), shown);
    };
    show(1, collective); // the collective
    show(3, collective); // the message size
    for (int row = 5; row < m_labels.size(); ++row) {
        if (row != 6 && row != 7) // the custom bandwidth and the latency count in both
            show(row, !collective);
    }
    const bool custom = m_link->currentData().toString() == customId
                        || (!collective && m_acrossLink->currentData().toString() == customId);
    m_customBandwidth->setEnabled(custom);
    m_labels.at(6)->setEnabled(custom);
    m_labels.at(2)->setText(collective ? tr("GPUs (n)") : tr("Tensor-parallel degree (t)"));
    m_gpus->setAccessibleName(m_labels.at(2)->text());
    m_labels.at(4)->setText(collective ? tr("Link") : tr("Link inside a node"));
    m_link->setAccessibleName(m_labels.at(4)->text());
    const auto preset = linkPresetById(m_link->currentData().toString());
    const QString source = preset ? tr("%1 per direction. %2")
                                        .arg(CommunicationText::bandwidth(preset->gigabytesPerSecond
                                                                          * 1e9),
                                             tr(preset->source.data()))
                                  : tr("The custom bandwidth below, per direction.");
    m_linkSource->setText(source);
    m_linkSource->setAccessibleName(source);
}

QList<QWidget *> CommunicationControls::tabOrder() const
{
    return {m_view,         m_collective,      m_gpus,    m_size,  m_unit,     m_link,
            m_acrossLink,   m_customBandwidth, m_latency, m_model, m_sequence, m_microBatch,
            m_microBatches, m_dataParallel};
}

void CommunicationControls::focusFirst()
{
    m_view->setFocus(Qt::OtherFocusReason);
}

void CommunicationControls::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QGroupBox::changeEvent(event);
}

void CommunicationControls::retranslate()
{
    setLocale(QLocale()); // the spin boxes' digits
    setTitle(tr("Collective and links"));
    const QStringList texts{tr("View"),
                            tr("Collective"),
                            tr("GPUs (n)"),
                            tr("Message size (S)"),
                            tr("Link"),
                            tr("Link across nodes"),
                            tr("Custom bandwidth"),
                            tr("Latency per step (α)"),
                            tr("Model"),
                            tr("Sequence length (s)"),
                            tr("Micro-batch size (b)"),
                            tr("Micro-batches a step"),
                            tr("Data-parallel degree (N_d)")};
    for (qsizetype i = 0; i < m_labels.size(); ++i) {
        m_labels.at(i)->setText(texts.at(i));
        m_labels.at(i)->buddy()->setAccessibleName(texts.at(i));
    }
    m_view->setItemText(0, tr("One collective"));
    m_view->setItemText(1, tr("Tensor vs data parallel"));
    for (int i = 0; i < m_collective->count(); ++i)
        m_collective->setItemText(i, CommunicationText::collectiveName(
                                         allCollectives.at(std::size_t(i))));
    const QStringList unitNames{tr("bytes"), tr("KB"), tr("MB"), tr("GB")};
    for (int i = 0; i < m_unit->count(); ++i)
        m_unit->setItemText(i, unitNames.at(i));
    m_unit->setAccessibleName(tr("Unit of the message size"));
    m_size->setToolTip(tr("S, the full buffer: KB, MB and GB are 10³, 10⁶ and 10⁹ bytes."));
    for (QComboBox *links : {m_link, m_acrossLink})
        links->setItemText(links->count() - 1, tr("Custom bandwidth"));
    m_customBandwidth->setSuffix(tr(" GB/s"));
    m_latency->setSuffix(tr(" µs"));
    m_latency->setToolTip(tr("α, paid at each of the ring's steps."));
    m_microBatches->setToolTip(tr("Each micro-batch does every layer's all-reduces again."));
    updateShown();
}
