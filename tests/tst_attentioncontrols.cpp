// AttentionControls on its own: each control hands on the core input it
// stands for, values stay within AttentionLimits, a language switch keeps the
// values and retranslates, and a chart set-up is shown in the controls.
// Expected values are worked by hand from AttentionLimits and the GPU table
// (core/attentionmemory): a GPU's stated GB is read as GiB, so 80 GB is
// 80·2^30 bytes.
#include "attention/attentioncontrols.h"
#include "attention/attentionpage.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QSpinBox>
#include <QTest>
#include <QTranslator>

#include <memory>

using namespace Qt::StringLiterals;

class TestAttentionControls : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();

    void eachControlHandsOnItsInput();
    void sequenceArrowsDoubleAndHalve();
    void gpuChoiceGivesItsMemory();
    void customGpuTakesTheTypedSize();
    void fixedRangeIsNotAnInput();
    void rangesAreClamped();
    void languageSwitchKeepsValuesAndRetranslates();
    void setSetupShowsItWithoutTellingAnyone();
    void pageShowSetupPutsTheValuesIntoTheControls();

private:
    template<typename T>
    T *child(const QString &name) const
    {
        auto *found = m_controls->findChild<T *>(name);
        Q_ASSERT(found);
        return found;
    }
    QLabel *labelFor(const QWidget *buddy) const;
    void switchToBengali();
    void switchToEnglish();

    std::unique_ptr<AttentionControls> m_controls;
    QList<AttentionInputs> m_emitted;
    QTranslator m_translator;
    bool m_translatorInstalled = false;
};

void TestAttentionControls::init()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    m_controls = std::make_unique<AttentionControls>();
    m_emitted.clear();
    connect(m_controls.get(), &AttentionControls::changed, this,
            [this](const AttentionInputs &inputs) { m_emitted.append(inputs); });
    m_controls->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_controls.get()));
}

void TestAttentionControls::cleanup()
{
    m_controls.reset();
    switchToEnglish();
}

QLabel *TestAttentionControls::labelFor(const QWidget *buddy) const
{
    const QList<QLabel *> labels = m_controls->findChildren<QLabel *>();
    for (QLabel *label : labels) {
        if (label->buddy() == buddy)
            return label;
    }
    return nullptr;
}

void TestAttentionControls::switchToBengali()
{
    QVERIFY(m_translator.load(u":/i18n/scalestudy_bn.qm"_s));
    QCoreApplication::installTranslator(&m_translator);
    m_translatorInstalled = true;
    QLocale::setDefault(QLocale(QLocale::Bengali, QLocale::Bangladesh));
    QCoreApplication::processEvents();
}

void TestAttentionControls::switchToEnglish()
{
    if (m_translatorInstalled) {
        QCoreApplication::removeTranslator(&m_translator);
        m_translatorInstalled = false;
    }
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    QCoreApplication::processEvents();
}

void TestAttentionControls::eachControlHandsOnItsInput()
{
    // The defaults (DESIGN.md's worked example): B = 1, N = 32, d = 128,
    // T = S = 8192, bfloat16, no mask, inference.
    child<QSpinBox>(u"attentionBatchSpin"_s)->setValue(4);
    QCOMPARE(m_emitted.size(), 1);
    QCOMPARE(m_emitted.last().shape.batch, quint64(4));
    QCOMPARE(m_emitted.last().shape.heads, quint64(32));
    QCOMPARE(m_emitted.last().shape.headDim, quint64(128));
    QCOMPARE(m_emitted.last().shape.queryLength, quint64(8192));

    child<QSpinBox>(u"attentionHeadsSpin"_s)->setValue(16);
    QCOMPARE(m_emitted.last().shape.heads, quint64(16));
    child<QSpinBox>(u"attentionHeadDimSpin"_s)->setValue(64);
    QCOMPARE(m_emitted.last().shape.headDim, quint64(64));

    // T and S are one control: both follow it.
    child<QSpinBox>(u"attentionSequenceSpin"_s)->setValue(2048);
    QCOMPARE(m_emitted.last().shape.queryLength, quint64(2048));
    QCOMPARE(m_emitted.last().shape.keyLength, quint64(2048));

    // The data types in the order the combo box lists them: float32, float16, bfloat16.
    auto *dtype = child<QComboBox>(u"attentionDtypeCombo"_s);
    QCOMPARE(dtype->currentText(), u"bfloat16"_s);
    dtype->setCurrentIndex(dtype->findText(u"float32"_s));
    QCOMPARE(m_emitted.last().shape.dtype, Dtype::Float32);

    child<QCheckBox>(u"attentionCausalCheck"_s)->setChecked(true);
    QCOMPARE(m_emitted.last().shape.mask, AttentionMask::Causal);
    // Inference first, then training.
    child<QComboBox>(u"attentionPassCombo"_s)->setCurrentIndex(1);
    QCOMPARE(m_emitted.last().shape.pass, AttentionPass::Training);

    // One signal per change, each carrying everything set so far.
    QCOMPARE(m_emitted.size(), 7);
    QCOMPARE(m_emitted.last().shape.batch, quint64(4));
    QCOMPARE(m_emitted.last().shape.heads, quint64(16));
    QCOMPARE(m_controls->inputs().shape, m_emitted.last().shape);
}

void TestAttentionControls::sequenceArrowsDoubleAndHalve()
{
    auto *sequence = child<QSpinBox>(u"attentionSequenceSpin"_s);
    sequence->setFocus();
    QTest::keyClick(sequence, Qt::Key_Up);
    QCOMPARE(m_emitted.last().shape.queryLength, quint64(16384)); // 8192 · 2
    QTest::keyClick(sequence, Qt::Key_Down);
    QTest::keyClick(sequence, Qt::Key_Down);
    QCOMPARE(m_emitted.last().shape.queryLength, quint64(4096)); // 16384 / 4
}

void TestAttentionControls::gpuChoiceGivesItsMemory()
{
    // The default GPU is the A100 80 GB; the table lists V100 32 GB, T4 16 GB,
    // A100 40 GB, A100 80 GB, H100 80 GB and H200 141 GB.
    QCOMPARE(m_controls->inputs().gpu.memoryBytes, quint64(80) << 30);
    auto *gpu = child<QComboBox>(u"attentionGpuCombo"_s);
    QCOMPARE(gpu->currentIndex(), 3);
    gpu->setCurrentIndex(0);
    QCOMPARE(m_emitted.size(), 1);
    QCOMPARE(m_emitted.last().gpu.memoryBytes, quint64(32) << 30);
    QCOMPARE(m_emitted.last().gpu.name, u"V100 32 GB"_s);
    // Volta is compute capability 7.0, too old for cuDNN attention.
    QCOMPARE(m_emitted.last().gpu.computeCapability.major, 7);
    QVERIFY(!m_emitted.last().gpu.custom);

    gpu->setCurrentIndex(4);
    QCOMPARE(m_emitted.last().gpu.name, u"H100 80 GB"_s);
    QCOMPARE(m_emitted.last().gpu.memoryBytes, quint64(80) << 30);
    // Hopper is compute capability 9.0.
    QCOMPARE(m_emitted.last().gpu.computeCapability.major, 9);
    QCOMPARE(m_emitted.last().gpu.computeCapability.minor, 0);
    // The custom size is only for the custom GPU.
    QVERIFY(!child<QSpinBox>(u"attentionCustomMemorySpin"_s)->isEnabled());
}

void TestAttentionControls::customGpuTakesTheTypedSize()
{
    auto *gpu = child<QComboBox>(u"attentionGpuCombo"_s);
    auto *custom = child<QSpinBox>(u"attentionCustomMemorySpin"_s);
    gpu->setCurrentIndex(gpu->count() - 1); // the last entry: a size typed in
    QVERIFY(custom->isEnabled());
    QVERIFY(labelFor(custom)->isEnabled());
    QVERIFY(m_emitted.last().gpu.custom);
    // The default custom size, 24 GB read as GiB.
    QCOMPARE(m_emitted.last().gpu.memoryBytes, quint64(24) << 30);

    custom->setValue(48);
    QCOMPARE(m_emitted.last().gpu.memoryBytes, quint64(48) << 30);
    QCOMPARE(m_emitted.last().gpu.name, u"Custom GPU of 48 GB"_s);
    // A custom GPU is assumed to be compute capability 8.0 (Ampere).
    QCOMPARE(m_emitted.last().gpu.computeCapability.major, 8);
    QCOMPARE(m_controls->setup().gpu, QString(AttentionChartSetup::customGpuId));
    QCOMPARE(m_controls->setup().customGigabytes, 48);
}

void TestAttentionControls::fixedRangeIsNotAnInput()
{
    QList<bool> fixed;
    connect(m_controls.get(), &AttentionControls::fixedRangeChanged, this,
            [&fixed](bool on) { fixed.append(on); });
    QVERIFY(!m_controls->fixedRange());
    child<QCheckBox>(u"attentionFixedRangeCheck"_s)->setChecked(true);
    QCOMPARE(fixed, QList<bool>{true});
    QVERIFY(m_controls->fixedRange());
    QVERIFY(m_emitted.isEmpty());
}

void TestAttentionControls::rangesAreClamped()
{
    auto *batch = child<QSpinBox>(u"attentionBatchSpin"_s);
    // Typed as the learner would: "1000" is past B's 256, so its last digit is
    // refused and 100 stands.
    batch->setFocus();
    QTest::keyClick(batch, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(batch, u"1000"_s);
    QTest::keyClick(batch, Qt::Key_Return);
    QCOMPARE(m_emitted.size(), 1);
    QCOMPARE(m_emitted.last().shape.batch, quint64(100));
    batch->setValue(1000);
    QCOMPARE(m_emitted.last().shape.batch, quint64(256));

    child<QSpinBox>(u"attentionHeadsSpin"_s)->setValue(1000);
    QCOMPARE(m_emitted.last().shape.heads, quint64(256));
    child<QSpinBox>(u"attentionHeadDimSpin"_s)->setValue(4);
    QCOMPARE(m_emitted.last().shape.headDim, quint64(8));
    child<QSpinBox>(u"attentionSequenceSpin"_s)->setValue(100);
    QCOMPARE(m_emitted.last().shape.queryLength, quint64(512));

    // The doubling arrows stop at the longest length, 2^17.
    auto *sequence = child<QSpinBox>(u"attentionSequenceSpin"_s);
    sequence->setValue(131072);
    const qsizetype before = m_emitted.size();
    sequence->stepBy(1);
    QCOMPARE(sequence->value(), 131072);
    QCOMPARE(m_emitted.size(), before); // nothing changed, nothing said

    auto *gpu = child<QComboBox>(u"attentionGpuCombo"_s);
    gpu->setCurrentIndex(gpu->count() - 1);
    child<QSpinBox>(u"attentionCustomMemorySpin"_s)->setValue(100000);
    QCOMPARE(m_emitted.last().gpu.memoryBytes, quint64(4096) << 30);

    // A set-up beyond the limits is shown at them.
    AttentionChartSetup wide;
    wide.shape.batch = 100000;
    wide.shape.queryLength = wide.shape.keyLength = 1;
    m_controls->setSetup(wide);
    QCOMPARE(m_controls->inputs().shape.batch, quint64(256));
    QCOMPARE(m_controls->inputs().shape.queryLength, quint64(512));
}

void TestAttentionControls::languageSwitchKeepsValuesAndRetranslates()
{
    auto *batch = child<QSpinBox>(u"attentionBatchSpin"_s);
    batch->setValue(4);
    child<QComboBox>(u"attentionPassCombo"_s)->setCurrentIndex(1);
    const AttentionChartSetup before = m_controls->setup();
    const qsizetype emitted = m_emitted.size();
    QCOMPARE(m_controls->title(), u"Settings"_s);
    QCOMPARE(labelFor(batch)->text(), u"Batch size B"_s);

    switchToBengali();
    QCOMPARE(m_controls->setup(), before);
    QCOMPARE(m_emitted.size(), emitted); // a switch changes texts only
    // Bengali from translations/scalestudy_bn.ts, digits in the Bengali script.
    QCOMPARE(m_controls->title(), u"সেটিংস"_s);
    QCOMPARE(labelFor(batch)->text(), u"ব্যাচ সাইজ B"_s);
    QCOMPARE(batch->accessibleName(), u"ব্যাচ সাইজ B"_s);
    QCOMPARE(batch->text(), u"৪"_s);
    QCOMPARE(m_controls->inputs().gpu.name, u"A100 ৮০ GB"_s);

    switchToEnglish();
    QCOMPARE(m_controls->setup(), before);
    QCOMPARE(labelFor(batch)->text(), u"Batch size B"_s);
    QCOMPARE(batch->text(), u"4"_s);
}

void TestAttentionControls::setSetupShowsItWithoutTellingAnyone()
{
    AttentionChartSetup setup;
    setup.shape.batch = 8;
    setup.shape.heads = 64;
    setup.shape.headDim = 256;
    setup.shape.queryLength = setup.shape.keyLength = 32768;
    setup.shape.dtype = Dtype::Float16;
    setup.shape.mask = AttentionMask::Causal;
    setup.shape.pass = AttentionPass::Training;
    setup.gpu = QString(AttentionChartSetup::customGpuId);
    setup.customGigabytes = 192;
    m_controls->setSetup(setup);
    QVERIFY(m_emitted.isEmpty());
    QCOMPARE(m_controls->setup(), setup);
    QCOMPARE(child<QSpinBox>(u"attentionBatchSpin"_s)->value(), 8);
    QCOMPARE(child<QSpinBox>(u"attentionSequenceSpin"_s)->value(), 32768);
    QCOMPARE(child<QComboBox>(u"attentionDtypeCombo"_s)->currentText(), u"float16"_s);
    QVERIFY(child<QCheckBox>(u"attentionCausalCheck"_s)->isChecked());
    QCOMPARE(child<QComboBox>(u"attentionPassCombo"_s)->currentIndex(), 1);
    // The custom size is enabled as the GPU is the custom one.
    QVERIFY(child<QSpinBox>(u"attentionCustomMemorySpin"_s)->isEnabled());
    QCOMPARE(m_controls->inputs().gpu.memoryBytes, quint64(192) << 30);
}

void TestAttentionControls::pageShowSetupPutsTheValuesIntoTheControls()
{
    AttentionPage page;
    auto *controls = page.findChild<AttentionControls *>();
    QVERIFY(controls);
    AttentionChartSetup setup;
    setup.shape.batch = 2;
    setup.shape.queryLength = setup.shape.keyLength = 65536;
    setup.shape.dtype = Dtype::Float32;
    setup.gpu = u"h100-80gb"_s;
    page.showSetup(setup, ChartOrigin{3, {}, {}});
    QCOMPARE(controls->setup(), setup);
    QCOMPARE(page.findChild<QSpinBox *>(u"attentionBatchSpin"_s)->value(), 2);
    QCOMPARE(page.findChild<QComboBox *>(u"attentionGpuCombo"_s)->currentIndex(), 4); // 5th of 6
    QCOMPARE(controls->inputs().gpu.name, u"H100 80 GB"_s);
}

QTEST_MAIN(TestAttentionControls)
#include "tst_attentioncontrols.moc"
