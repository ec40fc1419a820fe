// The Attention memory page, driven through its real widgets: keys and
// clicks on the controls, figures read back from the page, the chart's series
// and markers, showSetup() with the quiz questions' set-ups, the language switch.
// Expected figures are worked by hand from DESIGN.md (see tst_attentionmemory).
#include "attention/attentionpage.h"
#include "core/bankloader.h"
#include "shell/appearance.h"
#include "support/labelheight.h"
#include "support/settle.h"
#include "support/wholetexts.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QGraphicsRectItem>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsView>
#include <QGroupBox>
#include <QHash>
#include <QLabel>
#include <QPushButton>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTest>
#include <QTextBrowser>
#include <QTextDocument>
#include <QToolTip>
#include <QTranslator>
#include <QtCharts/QCategoryAxis>
#include <QtCharts/QChartView>
#include <QtCharts/QLineSeries>
#include <QtCharts/QScatterSeries>

#include <memory>
#include <type_traits>

using namespace Qt::StringLiterals;

namespace {

// The chart's title and every other text Qt Charts draws on it (tick labels
// and axis titles), as rectangles in the scene.
std::pair<QRectF, QList<std::pair<QRectF, QString>>> titleAndAxisTexts(const QChart *chart)
{
    QRectF title;
    QList<std::pair<QRectF, QString>> texts;
    const QList<QGraphicsItem *> items = chart->scene()->items();
    for (QGraphicsItem *item : items) {
        const auto *text = dynamic_cast<QGraphicsTextItem *>(item);
        if (!text || !text->isVisible() || text->toPlainText().trimmed().isEmpty())
            continue;
        if (text->toPlainText() == chart->title())
            title = text->sceneBoundingRect();
        else
            texts.append({text->sceneBoundingRect(), text->toPlainText()});
    }
    return {title, texts};
}

QString plain(const QString &richText)
{
    QTextDocument document;
    document.setHtml(richText);
    return document.toPlainText();
}

// The set-up the built-in bank gives this question's chart (resources/questions/jax-gpu.json).
AttentionChartSetup bankSetup(const QString &questionId)
{
    const BankLoadResult loaded = BankLoader::loadFile(u":/questions/jax-gpu.json"_s);
    if (!loaded.bank || loaded.bank->rowOf(questionId) < 0)
        qFatal("the built-in bank has no question %s", qPrintable(questionId));
    return loaded.bank->questions.at(loaded.bank->rowOf(questionId)).chart.attention;
}

} // namespace

class TestAttentionPage : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void defaultsShowTheWorkedExample();
    void arrowKeysDoubleAndHalveTheSequence();
    void typingTheBatchScalesNaiveAndFused();
    void trainingKeepsTheProbabilitiesToo();
    void causalMaskChangesNoMemory();
    void float32HasNoFusedKernel();
    void olderGpuHasNoFusedKernel();
    void fitLimitPerGpu_data();
    void fitLimitPerGpu();
    void justFitsAtTheLimit();
    void customGpuSize();
    void fusedLineCrossesAtLargestShape();
    void showSetupOfQuestions();
    void noteSaysWhyAndStaysTrue();
    void chartLabelsKeepClear_data();
    void chartLabelsKeepClear();
    void memoryLabelsStayWithinAByteCount();
    void legendListsOnlyWhatIsDrawn();
    void chartReadsOutTheHoveredPoint();
    void controlsAreNamedAndReachableByTab();
    void languageSwitchRetranslatesEverything();
    void languageRoundTripLeavesThePageAsItWas();

    // The serving view (KV cache).
    void servingViewShowsTheWorkedExamples_data();
    void servingViewShowsTheWorkedExamples();
    void servingWeightsAreAnOptionalOffset();
    void servingCustomShapeHasValidatedRanges();
    void servingViewIsRememberedAndQuestionsShowActivations();
    void servingControlsAreNamedAndReachableByTab();
    void servingLanguageSwitchRetranslatesEverything();

private:
    template<typename T>
    T *child(const QString &name) const
    {
        // Of several with one name (the explanation keeps a browser per
        // language), the one on screen.
        const QList<T *> found = m_page->findChildren<T *>(name);
        if (found.isEmpty())
            qFatal("no child %s", qPrintable(name));
        if constexpr (std::is_base_of_v<QWidget, T>) {
            for (T *widget : found) {
                if (widget->isVisible())
                    return widget;
            }
        }
        return found.constFirst();
    }
    QString figures() const { return child<QLabel>(u"attentionFiguresLabel"_s)->text(); }
    QString cudnnStatus() const { return child<QLabel>(u"attentionCudnnLabel"_s)->text(); }
    QChart *chart() const { return child<QChartView>(u"attentionChartView"_s)->chart(); }
    template<typename Series>
    Series *seriesNamed(const QString &prefix) const
    {
        const auto all = chart()->series();
        for (QAbstractSeries *series : all) {
            if (auto *typed = qobject_cast<Series *>(series);
                typed && series->name().startsWith(prefix))
                return typed;
        }
        return nullptr;
    }
    void typeInto(QSpinBox *spin, const QString &text);
    // Chooses the serving view with the keyboard, as a learner would.
    void showServing();
    QString servingFigures() const { return child<QLabel>(u"kvFiguresLabel"_s)->text(); }
    QChart *servingChart() const { return child<QChartView>(u"kvCacheChartView"_s)->chart(); }
    void chooseByKeyboard(QComboBox *combo, int index);
    void switchToBengali();
    void switchToEnglish();

    std::unique_ptr<AttentionPage> m_page;
    QTranslator m_compiled;
    bool m_translatorsInstalled = false;
};

void TestAttentionPage::initTestCase()
{
    // The chosen view is kept in the settings: a test's own, emptied before each test.
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(u"ScaleStudyTest"_s);
    QCoreApplication::setApplicationName(u"tst_attentionpage"_s);
}

void TestAttentionPage::init()
{
    QSettings().clear();
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    m_page = std::make_unique<AttentionPage>();
    m_page->resize(1100, 750);
    m_page->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_page.get()));
}

void TestAttentionPage::cleanup()
{
    m_page.reset();
    switchToEnglish();
}

void TestAttentionPage::typeInto(QSpinBox *spin, const QString &text)
{
    spin->setFocus();
    QTest::keyClick(spin, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(spin, text);
    QTest::keyClick(spin, Qt::Key_Return);
}

void TestAttentionPage::showServing()
{
    chooseByKeyboard(child<QComboBox>(u"attentionModeCombo"_s), 1);
    QCoreApplication::processEvents();
    QVERIFY(child<QWidget>(u"kvCachePanel"_s)->isVisible());
}

void TestAttentionPage::chooseByKeyboard(QComboBox *combo, int index)
{
    combo->setFocus();
    QTest::keyClick(combo, Qt::Key_Home);
    for (int i = 0; i < index; ++i)
        QTest::keyClick(combo, Qt::Key_Down);
    QCOMPARE(combo->currentIndex(), index);
}

void TestAttentionPage::switchToBengali()
{
    QVERIFY(m_compiled.load(u":/i18n/scalestudy_bn.qm"_s));
    QCoreApplication::installTranslator(&m_compiled);
    m_translatorsInstalled = true;
    QLocale::setDefault(QLocale(QLocale::Bengali, QLocale::Bangladesh));
    QCoreApplication::processEvents();
}

void TestAttentionPage::switchToEnglish()
{
    if (m_translatorsInstalled) {
        QCoreApplication::removeTranslator(&m_compiled);
        m_translatorsInstalled = false;
    }
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    QCoreApplication::processEvents();
}

void TestAttentionPage::defaultsShowTheWorkedExample()
{
    QCOMPARE(child<QLabel>(u"attentionTitle"_s)->text(), u"Attention memory"_s);
    QCOMPARE(child<QSpinBox>(u"attentionBatchSpin"_s)->value(), 1);
    QCOMPARE(child<QSpinBox>(u"attentionHeadsSpin"_s)->value(), 32);
    QCOMPARE(child<QSpinBox>(u"attentionHeadDimSpin"_s)->value(), 128);
    QCOMPARE(child<QSpinBox>(u"attentionSequenceSpin"_s)->value(), 8192);
    QCOMPARE(child<QComboBox>(u"attentionDtypeCombo"_s)->currentText(), u"bfloat16"_s);

    // B = 1, N = 32, T = S = 8192, bf16: 2^31 elements, 4 GiB naive; fused 64 MiB + 1 MiB.
    const QString text = figures();
    QVERIFY2(text.contains(u"Naive attention: 4.00 GiB"_s), qPrintable(text));
    QVERIFY2(text.contains(u"2,147,483,648 elements"_s), qPrintable(text));
    QVERIFY2(text.contains(u"Fused cuDNN kernel: 65.00 MiB (output 64.00 MiB + softmax statistics "
                           "1.00 MiB)"_s),
             qPrintable(text));
    // A100 80 GB = 80 GiB: √(80·2^30 / 64) = 36635.3.
    QVERIFY2(text.contains(u"A100 80 GB = 80.00 GiB"_s), qPrintable(text));
    QVERIFY2(text.contains(u"Naive runs out beyond T = 36,635, so it fits at T = 8,192."_s),
             qPrintable(text));
    // 80·2^30 / (32·(128·2 + 4)) = 10 324 440.6, beyond the chart's 131,072: the
    // figures name only the end of the range shown.
    QVERIFY2(text.contains(u"Fused fits over the whole range (up to T = 131,072)."_s),
             qPrintable(text));
    QVERIFY(!text.contains(u"10,324,440"_s));
    QVERIFY(cudnnStatus().startsWith(u"The fused cuDNN kernel can run"_s));

    // The chart: a marker where naive crosses 80 GiB, highlighted points at T = 8192.
    auto *limit = seriesNamed<QScatterSeries>(u"Where naive runs out"_s);
    QVERIFY(limit);
    QVERIFY(limit->isVisible());
    QCOMPARE(limit->count(), 1);
    QCOMPARE(limit->at(0), QPointF(36635, 85899345920.0));
    auto *current = seriesNamed<QScatterSeries>(u"Current T = S"_s);
    QVERIFY(current);
    QCOMPARE(current->count(), 2);
    QCOMPARE(current->at(0), QPointF(8192, 4294967296.0));
    QCOMPARE(current->at(1), QPointF(8192, 68157440.0));
    auto *fused = seriesNamed<QLineSeries>(u"Fused cuDNN kernel"_s);
    QVERIFY(fused && fused->isVisible());
    // The sweep runs over the whole axis, 512 to 131072.
    QCOMPARE(fused->at(0).x(), 512.0);
    QCOMPARE(fused->at(fused->count() - 1).x(), 131072.0);
    auto *naive = seriesNamed<QLineSeries>(u"Naive attention"_s);
    QVERIFY(naive);
    QCOMPARE(naive->at(naive->count() - 1).y(), 32.0 * 131072.0 * 131072.0 * 2.0);
    QVERIFY(child<QChartView>(u"attentionChartView"_s)
                ->accessibleDescription()
                .contains(u"Naive runs out beyond T = 36,635"_s));
}

void TestAttentionPage::arrowKeysDoubleAndHalveTheSequence()
{
    auto *sequence = child<QSpinBox>(u"attentionSequenceSpin"_s);
    sequence->setFocus();
    QTest::keyClick(sequence, Qt::Key_Up);
    QCOMPARE(sequence->value(), 16384);
    // Doubling T and S: naive ×4 (16 GiB), fused ×2 (128 MiB + 2 MiB).
    QVERIFY2(figures().contains(u"Naive attention: 16.00 GiB"_s), qPrintable(figures()));
    QVERIFY2(figures().contains(u"Fused cuDNN kernel: 130.00 MiB"_s), qPrintable(figures()));
    QTest::keyClick(sequence, Qt::Key_Down);
    QTest::keyClick(sequence, Qt::Key_Down);
    QCOMPARE(sequence->value(), 4096);
    QVERIFY2(figures().contains(u"Naive attention: 1.00 GiB"_s), qPrintable(figures()));
    QVERIFY2(figures().contains(u"Fused cuDNN kernel: 32.50 MiB"_s), qPrintable(figures()));
    // Any length can be typed; arrows then go to the next power of two.
    typeInto(sequence, u"40000"_s);
    QCOMPARE(sequence->value(), 40000);
    QVERIFY2(figures().contains(u"so it does not fit at T = 40,000."_s), qPrintable(figures()));
    QTest::keyClick(sequence, Qt::Key_Up);
    QCOMPARE(sequence->value(), 65536);
    QTest::keyClick(sequence, Qt::Key_Down);
    QCOMPARE(sequence->value(), 32768);
}

void TestAttentionPage::typingTheBatchScalesNaiveAndFused()
{
    typeInto(child<QSpinBox>(u"attentionBatchSpin"_s), u"4"_s);
    // ×4 both: 16 GiB naive, 260 MiB fused (256 MiB output + 4 MiB statistics).
    QVERIFY2(figures().contains(u"Naive attention: 16.00 GiB"_s), qPrintable(figures()));
    QVERIFY2(figures().contains(u"Fused cuDNN kernel: 260.00 MiB"_s), qPrintable(figures()));
    // 80·2^30 / (4·32·2) = 335 544 320, √ = 18317.8.
    QVERIFY2(figures().contains(u"Naive runs out beyond T = 18,317"_s), qPrintable(figures()));
}

void TestAttentionPage::trainingKeepsTheProbabilitiesToo()
{
    chooseByKeyboard(child<QComboBox>(u"attentionPassCombo"_s), 1);
    const QString text = figures();
    QVERIFY2(text.contains(u"Naive attention: 8.00 GiB (scores 4.00 GiB + softmax probabilities "
                           "4.00 GiB, 2,147,483,648 elements each)"_s),
             qPrintable(text));
    QVERIFY2(text.contains(u"Fused cuDNN kernel: 65.00 MiB"_s), qPrintable(text));
    // √(80·2^30 / 128) = 25905.4.
    QVERIFY2(text.contains(u"Naive runs out beyond T = 25,905"_s), qPrintable(text));
    QVERIFY(seriesNamed<QLineSeries>(u"Naive attention (scores + probabilities)"_s));
}

void TestAttentionPage::causalMaskChangesNoMemory()
{
    auto *causal = child<QCheckBox>(u"attentionCausalCheck"_s);
    QTest::mouseClick(causal, Qt::LeftButton, {}, QPoint(8, causal->height() / 2));
    QVERIFY(causal->isChecked());
    const QString text = figures();
    QVERIFY2(text.contains(u"Naive attention: 4.00 GiB"_s), qPrintable(text));
    QVERIFY2(text.contains(u"Fused cuDNN kernel: 65.00 MiB"_s), qPrintable(text));
    QVERIFY2(text.contains(u"Causal mask: naive memory is unchanged"_s), qPrintable(text));
    QTest::keyClick(causal, Qt::Key_Space);
    QVERIFY(!causal->isChecked());
    QVERIFY(!figures().contains(u"Causal mask:"_s));
}

void TestAttentionPage::float32HasNoFusedKernel()
{
    chooseByKeyboard(child<QComboBox>(u"attentionDtypeCombo"_s), 0);
    QCOMPARE(child<QComboBox>(u"attentionDtypeCombo"_s)->currentText(), u"float32"_s);
    const QString status = cudnnStatus();
    QVERIFY2(status.contains(u"The fused cuDNN kernel is not available:"_s), qPrintable(status));
    QVERIFY2(status.contains(
                 u"float32 inputs: implementation=\"cudnn\" needs float16 or bfloat16."_s),
             qPrintable(status));
    QVERIFY(!status.contains(u"compute capability 8.0;"_s)); // the A100 is not the reason
    QVERIFY2(figures().contains(u"Fused cuDNN kernel: not available here"_s), qPrintable(figures()));
    QVERIFY2(figures().contains(u"Naive attention: 8.00 GiB"_s), qPrintable(figures()));
    QVERIFY(!seriesNamed<QLineSeries>(u"Fused cuDNN kernel"_s)->isVisible());
    QCOMPARE(seriesNamed<QScatterSeries>(u"Current T = S"_s)->count(), 1); // only the naive point
    QVERIFY(child<QLabel>(u"attentionLegendLabel"_s)->text().contains(u"no fused line"_s));

    chooseByKeyboard(child<QComboBox>(u"attentionDtypeCombo"_s), 1); // float16 runs again
    QVERIFY(cudnnStatus().startsWith(u"The fused cuDNN kernel can run: float16 inputs"_s));
    QVERIFY(seriesNamed<QLineSeries>(u"Fused cuDNN kernel"_s)->isVisible());
}

void TestAttentionPage::olderGpuHasNoFusedKernel()
{
    auto *gpu = child<QComboBox>(u"attentionGpuCombo"_s);
    chooseByKeyboard(gpu, 0);
    QCOMPARE(gpu->currentText(), u"V100 32 GB (compute capability 7.0)"_s);
    QString status = cudnnStatus();
    QVERIFY2(status.contains(u"V100 32 GB has compute capability 7.0; cuDNN attention needs 8.0 or "
                             "higher (Ampere or newer)."_s),
             qPrintable(status));
    QVERIFY(!status.contains(u"inputs:"_s)); // bfloat16 is fine
    QVERIFY(!seriesNamed<QLineSeries>(u"Fused cuDNN kernel"_s)->isVisible());

    chooseByKeyboard(gpu, 1);
    QCOMPARE(gpu->currentText(), u"T4 16 GB (compute capability 7.5)"_s);
    chooseByKeyboard(child<QComboBox>(u"attentionDtypeCombo"_s), 0);
    status = cudnnStatus(); // both reasons
    QVERIFY2(status.contains(u"float32 inputs"_s), qPrintable(status));
    QVERIFY2(status.contains(u"T4 16 GB has compute capability 7.5"_s), qPrintable(status));
}

void TestAttentionPage::fitLimitPerGpu_data()
{
    QTest::addColumn<int>("index");
    QTest::addColumn<QString>("gpuFigure");
    QTest::addColumn<QString>("limit");
    QTest::addColumn<int>("limitValue");
    // Default shape, bf16, inference: T = ⌊√(M / 64)⌋ with M the stated GB read as GiB.
    QTest::newRow("V100") << 0 << u"V100 32 GB = 32.00 GiB"_s << u"23,170"_s << 23170;
    QTest::newRow("T4") << 1 << u"T4 16 GB = 16.00 GiB"_s << u"16,384"_s << 16384;
    QTest::newRow("A100 40") << 2 << u"A100 40 GB = 40.00 GiB"_s << u"25,905"_s << 25905;
    QTest::newRow("A100 80") << 3 << u"A100 80 GB = 80.00 GiB"_s << u"36,635"_s << 36635;
    QTest::newRow("H100 80") << 4 << u"H100 80 GB = 80.00 GiB"_s << u"36,635"_s << 36635;
    QTest::newRow("H200 141") << 5 << u"H200 141 GB = 141.00 GiB"_s << u"48,637"_s << 48637;
    // Custom, 24 GB by default: 24·2^30/64 = 402 653 184, √ = 20066.2.
    QTest::newRow("custom 24") << 6 << u"Custom GPU of 24 GB = 24.00 GiB"_s << u"20,066"_s << 20066;
}

void TestAttentionPage::fitLimitPerGpu()
{
    QFETCH(int, index);
    QFETCH(QString, gpuFigure);
    QFETCH(QString, limit);
    QFETCH(int, limitValue);
    chooseByKeyboard(child<QComboBox>(u"attentionGpuCombo"_s), index);
    const QString text = figures();
    QVERIFY2(text.contains(gpuFigure), qPrintable(text));
    QVERIFY2(text.contains(u"Naive runs out beyond T = "_s + limit
                           + u", so it fits at T = 8,192."_s),
             qPrintable(text));
    auto *marker = seriesNamed<QScatterSeries>(u"Where naive runs out"_s);
    QVERIFY(marker && marker->isVisible());
    QCOMPARE(marker->count(), 1);
    QCOMPARE(marker->at(0).x(), double(limitValue));
}

void TestAttentionPage::justFitsAtTheLimit()
{
    // Naive attention in training keeps scores and probabilities: 2 × B·N·T·S
    // × 4 bytes in float32 = 2·32·8,192²·4 = 2^34 bytes = 16 GiB at T = 8,192,
    // exactly a T4's 16 GiB.
    AttentionChartSetup setup;
    setup.shape.dtype = Dtype::Float32;
    setup.shape.pass = AttentionPass::Training;
    setup.gpu = u"t4-16gb"_s;
    m_page->showSetup(setup);
    QCoreApplication::processEvents();
    const QString text = figures();
    QVERIFY2(text.contains(u"Naive just fits at T = 8,192: T = 8,193 would not."_s),
             qPrintable(text));
    QVERIFY(!text.contains(u"runs out beyond T = 8,192"_s));
    // The current marker is drawn over the (larger) star, so both show.
    QChart *drawn = chart();
    const QList<QAbstractSeries *> order = drawn->series();
    auto *star = seriesNamed<QScatterSeries>(u"Where naive runs out"_s);
    auto *current = seriesNamed<QScatterSeries>(u"Current T = S"_s);
    QVERIFY(star && current && star->isVisible() && current->isVisible());
    QCOMPARE(star->at(0).x(), 8192.0);
    QVERIFY(order.indexOf(current) > order.indexOf(star));
    QVERIFY(star->markerSize() > current->markerSize());
    // One token further, 2·32·8,193²·4 bytes > 16 GiB: it does not fit.
    setup.shape.queryLength = setup.shape.keyLength = 8193;
    m_page->showSetup(setup);
    QVERIFY2(figures().contains(
                 u"Naive runs out beyond T = 8,192, so it does not fit at T = 8,193."_s),
             qPrintable(figures()));
}

void TestAttentionPage::customGpuSize()
{
    auto *custom = child<QSpinBox>(u"attentionCustomMemorySpin"_s);
    QVERIFY(!custom->isEnabled());
    chooseByKeyboard(child<QComboBox>(u"attentionGpuCombo"_s), 6);
    QVERIFY(custom->isEnabled());
    QVERIFY(cudnnStatus().contains(
        u"The compute capability of a custom GPU is assumed to be 8.0 or higher."_s));
    // 1024 GiB = 2^40: 2^40/64 = 2^34, √ = 2^17 = 131072, the end of the axis.
    typeInto(custom, u"1024"_s);
    QVERIFY2(figures().contains(u"Custom GPU of 1,024 GB = 1.00 TiB"_s), qPrintable(figures()));
    QVERIFY2(figures().contains(u"Naive fits over the whole range (up to T = 131,072)."_s),
             qPrintable(figures()));
    QVERIFY(!seriesNamed<QScatterSeries>(u"Where naive runs out"_s)->isVisible());
    // 1 GB: 2^30/64 = 2^24, √ = 4096.
    typeInto(custom, u"1"_s);
    QVERIFY2(figures().contains(
                 u"Naive runs out beyond T = 4,096, so it does not fit at T = 8,192."_s),
             qPrintable(figures()));
}

void TestAttentionPage::fusedLineCrossesAtLargestShape()
{
    typeInto(child<QSpinBox>(u"attentionBatchSpin"_s), u"256"_s);
    typeInto(child<QSpinBox>(u"attentionHeadsSpin"_s), u"256"_s);
    typeInto(child<QSpinBox>(u"attentionHeadDimSpin"_s), u"256"_s);
    // Fused: 256·256·(256·2 + 4) = 33 816 576 bytes per token; 80·2^30 / that = 2540.2.
    // Naive: √(80·2^30 / (256·256·2)) = 809.5.
    const QString text = figures();
    QVERIFY2(text.contains(u"Fused runs out beyond T = 2,540."_s), qPrintable(text));
    QVERIFY2(text.contains(u"Naive runs out beyond T = 809, so it does not fit"_s),
             qPrintable(text));
    auto *fusedLimit = seriesNamed<QScatterSeries>(u"Where fused runs out"_s);
    QVERIFY(fusedLimit && fusedLimit->isVisible());
    QCOMPARE(fusedLimit->at(0), QPointF(2540, 85899345920.0));
    // The largest values the page allows are drawn exactly (2^8·2^8·2^34·2 = 2^51 bytes).
    auto *naive = seriesNamed<QLineSeries>(u"Naive attention"_s);
    QCOMPARE(naive->at(naive->count() - 1).y(), std::ldexp(1.0, 51));
    // The spin boxes stop at the limits the model is proven for.
    typeInto(child<QSpinBox>(u"attentionBatchSpin"_s), u"999"_s);
    QVERIFY(child<QSpinBox>(u"attentionBatchSpin"_s)->value() <= 256);
}

void TestAttentionPage::noteSaysWhyAndStaysTrue()
{
    auto *note = child<QLabel>(u"attentionSetupNote"_s);
    auto *back = child<QPushButton>(u"attentionBackToSetupButton"_s);
    auto *dtype = child<QComboBox>(u"attentionDtypeCombo"_s);
    QVERIFY(note->isHidden());

    // Question 10 of the JAX bank sets float32: the note says why.
    const ChartOrigin origin{10, {u"JAX on GPUs"_s, u"GPU-তে JAX"_s}, {}};
    m_page->showSetup(bankSetup(u"jax-gpu-10"_s), origin);
    QVERIFY(note->isVisible());
    QVERIFY2(note->text().startsWith(u"From question 10 of “JAX on GPUs”."_s),
             qPrintable(note->text()));
    QVERIFY2(note->text().contains(u"float32"_s) && note->text().contains(u"bfloat16"_s),
             qPrintable(note->text()));
    QVERIFY(back->isHidden());

    // bfloat16 (index 2): the reason no longer applies, the note says the set-up changed.
    chooseByKeyboard(dtype, 2);
    QVERIFY2(note->text().contains(u"The set-up has changed"_s), qPrintable(note->text()));
    QVERIFY(!note->text().contains(u"raises an error"_s));
    QVERIFY(back->isVisible());

    switchToBengali();
    QVERIFY2(note->text().contains(u"GPU-তে JAX"_s) && note->text().contains(u"১০"_s),
             qPrintable(note->text()));
    QVERIFY(!back->text().contains(u"Back"_s));
    switchToEnglish();

    QTest::mouseClick(back, Qt::LeftButton);
    QCOMPARE(dtype->currentText(), u"float32"_s);
    QVERIFY2(note->text().contains(u"raises an error"_s), qPrintable(note->text()));
    QVERIFY(back->isHidden());

    // Question 11 (bfloat16): named, no float32 reason.
    m_page->showSetup(bankSetup(u"jax-gpu-11"_s), ChartOrigin{11, origin.quizTitle, {}});
    QVERIFY2(note->text().startsWith(u"From question 11 of “JAX on GPUs”."_s),
             qPrintable(note->text()));
    QVERIFY(!note->text().contains(u"float32"_s));

    // The Charts menu: no note.
    m_page->showSetup(AttentionChartSetup());
    QVERIFY(note->isHidden());
    QVERIFY(back->isHidden());
}

// A chart laid out too short for more than two memory labels (a hidden one
// is) rounds its top tick up by a large step: B = 256 in training tops out at
// 256 · 32 · 2^34 · 2 · 2 bytes = 2^49 (T = 131,072), and in steps of 32 the
// top tick is 2^64, past what a byte count (qint64) holds. Every label the
// axis has stays within 2^62 bytes and names its own tick.
void TestAttentionPage::memoryLabelsStayWithinAByteCount()
{
    typeInto(child<QSpinBox>(u"attentionBatchSpin"_s), u"256"_s);
    chooseByKeyboard(child<QComboBox>(u"attentionPassCombo"_s), 1);
    settle();
    QChart *drawn = chart();
    // Shorter than the view keeps it: the graphics layout's own minimum height.
    drawn->resize(QSizeF(drawn->size().width(), 40));
    QCoreApplication::sendPostedEvents();
    QCoreApplication::processEvents();
    QCategoryAxis *memory = nullptr;
    for (QAbstractAxis *axis : drawn->axes(Qt::Vertical)) {
        if (auto *categories = qobject_cast<QCategoryAxis *>(axis))
            memory = categories;
    }
    QVERIFY(memory);
    // The case this is about: the axis reaches past 2^62 bytes (the sanitizer
    // build of the tests catches a shift past 63 bits).
    QVERIFY(memory->max() > 62);
    const QStringList labels = memory->categoriesLabels();
    QVERIFY(!labels.isEmpty());
    for (const QString &label : labels) {
        const double exponent = memory->endValue(label);
        QVERIFY2(exponent >= 0 && exponent <= 62, qPrintable(label));
        QCOMPARE(label, QLocale().formattedDataSize(qint64(1) << int(exponent), 0,
                                                    QLocale::DataSizeIecFormat));
    }
}

void TestAttentionPage::chartLabelsKeepClear_data()
{
    QTest::addColumn<QSize>("window");
    QTest::addColumn<int>("textSize");
    QTest::addColumn<bool>("bengali");
    QTest::addColumn<bool>("serving");
    QTest::addColumn<int>("batch");
    QTest::addColumn<int>("gpu"); // index in the GPU box; 6 is the custom size
    QTest::addColumn<int>("choice"); // the pass (activation) or the model (serving)
    // Each window at the system's text size; the smallest at the largest text
    // size too, where the page scrolls rather than cutting a label short.
    struct Window
    {
        const char *name;
        QSize size;
        int textSize;
    };
    const QList<Window> windows{{"1024x600", QSize(1024, 600), 0},
                                {"1366x768", QSize(1366, 768), 0},
                                {"1920x1080", QSize(1920, 1080), 0},
                                {"1024x600 largest text", QSize(1024, 600),
                                 Appearance::largestTextSize}};
    for (const auto &[size, window, textSize] : windows) {
        for (bool bengali : {false, true}) {
            const QByteArray language = bengali ? "bn" : "en";
            // The worked example on an A100 80 GB; B = 32 in training on a 24 GB
            // custom GPU, where both lines run out inside the chart (naive at
            // √(24·2^30 / (32·32·2·2)) = 2,508, fused at 24·2^30 / (32·32·260) = 96,791);
            // B = 4 on an H200.
            QTest::addRow("%s %s default", size, language.constData())
                << window << textSize << bengali << false << 1 << 3 << 0;
            QTest::addRow("%s %s custom", size, language.constData())
                << window << textSize << bengali << false << 32 << 6 << 1;
            QTest::addRow("%s %s H200", size, language.constData())
                << window << textSize << bengali << false << 4 << 5 << 0;
            // Serving: Llama 2 7B, 16 sequences of 4,096 tokens on an A100 80 GB
            // (12.55 GiB of weights + 32 GiB; out beyond 8,633 tokens, past the
            // axis' end at 6,000: no star); 64 on an A100 40 GB, out at
            // (40·2^30 − 13,476,831,232) / (2^19·64) = 878 tokens; Llama 3 8B,
            // 200 sequences on a 24 GB custom GPU: 25 MiB a token on 14.96 GiB of
            // weights, out at (24·2^30 − 16,060,522,496) / (2^17·200) = 370.
            QTest::addRow("%s %s serving default", size, language.constData())
                << window << textSize << bengali << true << 16 << 3 << 0;
            QTest::addRow("%s %s serving A100 40 GB", size, language.constData())
                << window << textSize << bengali << true << 64 << 2 << 0;
            QTest::addRow("%s %s serving custom", size, language.constData())
                << window << textSize << bengali << true << 200 << 6 << 1;
        }
    }
}

void TestAttentionPage::chartLabelsKeepClear()
{
    QFETCH(QSize, window);
    QFETCH(int, textSize);
    QFETCH(bool, bengali);
    QFETCH(bool, serving);
    QFETCH(int, batch);
    QFETCH(int, gpu);
    QFETCH(int, choice);
    if (bengali)
        switchToBengali();
    // As Ctrl+Plus sets it: the application's font, which the charts follow.
    Appearance appearance(Language::English);
    appearance.setTextSize(textSize);
    const auto systemSize = qScopeGuard([&appearance] { appearance.setTextSize(0); });
    // The page fills the window below its menu and tool bars.
    m_page->resize(window.width(), window.height() - 60);
    if (serving) {
        showServing();
        chooseByKeyboard(child<QComboBox>(u"kvPresetCombo"_s), choice);
        typeInto(child<QSpinBox>(u"kvBatchSpin"_s), QString::number(batch));
        chooseByKeyboard(child<QComboBox>(u"kvGpuCombo"_s), gpu);
    } else {
        typeInto(child<QSpinBox>(u"attentionBatchSpin"_s), QString::number(batch));
        chooseByKeyboard(child<QComboBox>(u"attentionGpuCombo"_s), gpu);
        chooseByKeyboard(child<QComboBox>(u"attentionPassCombo"_s), choice);
    }
    settle();

    QChart *drawn = serving ? servingChart() : chart();
    // Every text whole: tick labels, titles, the combo boxes' current texts; the
    // legend, a label under the chart, as tall as its wrapped lines.
    const QStringList cut = cutChartTexts(drawn);
    QVERIFY2(cut.isEmpty(), qPrintable(cut.join(u"; "_s)));
    for (const QComboBox *combo : m_page->findChildren<QComboBox *>()) {
        if (combo->isVisible())
            QVERIFY2(showsWholeText(combo), qPrintable(combo->objectName()));
    }
    auto *legend = child<QLabel>(serving ? u"kvLegendLabel"_s : u"attentionLegendLabel"_s);
    QVERIFY2(legend->height() >= legend->heightForWidth(legend->width()),
             qPrintable(legend->text()));
    // Under the chart, never over its axes and their titles.
    const QWidget *view = drawn->scene()->views().constFirst();
    QVERIFY2(!QRect(legend->mapTo(m_page.get(), QPoint()), legend->size())
                  .intersects(QRect(view->mapTo(m_page.get(), QPoint()), view->size())),
             qPrintable(legend->text()));
    // The chart's title stays above the plot and clear of every axis text: Qt
    // Charts centres the top tick label on the plot's top edge, half of it above.
    const auto [title, axisTexts] = titleAndAxisTexts(drawn);
    QVERIFY(!title.isEmpty());
    QVERIFY(title.bottom() <= drawn->mapToScene(drawn->plotArea().topLeft()).y());
    for (const auto &[rect, text] : axisTexts)
        QVERIFY2(!title.intersects(rect), qPrintable(u"the title meets “%1”"_s.arg(text)));
    const QRectF plot = drawn->plotArea();
    QList<std::pair<QRectF, QString>> labels;
    for (QGraphicsItem *item : drawn->childItems()) {
        auto *box = qgraphicsitem_cast<QGraphicsRectItem *>(item);
        if (!box || !box->isVisible() || box->childItems().isEmpty())
            continue;
        auto *text = qgraphicsitem_cast<QGraphicsSimpleTextItem *>(box->childItems().first());
        if (text)
            labels.append({box->mapRectToParent(box->rect()), text->text()});
    }
    QVERIFY(!labels.isEmpty());
    for (qsizetype i = 0; i < labels.size(); ++i) {
        const auto &[rect, text] = labels[i];
        QVERIFY2(plot.contains(rect), qPrintable(text));
        for (qsizetype j = i + 1; j < labels.size(); ++j)
            QVERIFY2(!rect.intersects(labels[j].first),
                     qPrintable(text + u" meets "_s + labels[j].second));
    }
    // Every drawn line, followed a pixel at a time, and every marker stay out of every label.
    const auto allSeries = drawn->series();
    for (QAbstractSeries *series : allSeries) {
        if (!series->isVisible())
            continue;
        if (auto *scatter = qobject_cast<QScatterSeries *>(series)) {
            const qreal half = scatter->markerSize() / 2;
            for (const QPointF &point : scatter->points()) {
                const QPointF centre = drawn->mapToPosition(point, scatter);
                const QRectF marker(centre - QPointF(half, half), centre + QPointF(half, half));
                for (const auto &[rect, text] : std::as_const(labels))
                    QVERIFY2(!rect.intersects(marker), qPrintable(text + u" meets a marker"_s));
            }
        } else if (auto *line = qobject_cast<QLineSeries *>(series)) {
            const QList<QPointF> points = line->points();
            for (qsizetype i = 1; i < points.size(); ++i) {
                const QPointF from = drawn->mapToPosition(points[i - 1], line);
                const QPointF to = drawn->mapToPosition(points[i], line);
                const int steps = std::max(1, int(QLineF(from, to).length()));
                for (int step = 0; step <= steps; ++step) {
                    const QPointF at = from + (to - from) * (double(step) / steps);
                    for (const auto &[rect, text] : std::as_const(labels))
                        QVERIFY2(!rect.contains(at),
                                 qPrintable(text + u" meets the line "_s + line->name()));
                }
            }
        }
    }
}

void TestAttentionPage::legendListsOnlyWhatIsDrawn()
{
    const auto legend = [this] {
        return child<QLabel>(u"attentionLegendLabel"_s);
    };
    // The worked example on an A100 80 GB: naive runs out at T = 36,635, fused
    // only beyond the chart (10,324,440 > 131,072), so no fused marker.
    QVERIFY(!seriesNamed<QScatterSeries>(u"Where fused runs out"_s)->isVisible());
    QVERIFY2(!plain(legend()->text()).contains(u"Where fused runs out"_s),
             qPrintable(legend()->text()));
    QVERIFY2(plain(legend()->text()).contains(u"Where naive runs out"_s),
             qPrintable(legend()->text()));
    // B = 256 on the A100 80 GB: 80·2^30 / (256·32·(128·2 + 4)) = 40,329.8.
    typeInto(child<QSpinBox>(u"attentionBatchSpin"_s), u"256"_s);
    QVERIFY(seriesNamed<QScatterSeries>(u"Where fused runs out"_s)->isVisible());
    QVERIFY2(plain(legend()->text()).contains(u"Where fused runs out"_s),
             qPrintable(legend()->text()));
    QVERIFY2(figures().contains(u"Fused runs out beyond T = 40,329."_s), qPrintable(figures()));
}

void TestAttentionPage::chartReadsOutTheHoveredPoint()
{
    // The worked example: naive at T = 8,192 is 32·8192²·2 bytes = 4 GiB; a hover
    // a little off 8,192 on the log axis (log₂ 8300 = 13.02; points every 1/8)
    // reads the nearest swept point.
    auto *naive = seriesNamed<QLineSeries>(u"Naive attention"_s);
    QVERIFY(naive);
    emit naive->hovered(QPointF(8300, 4.2e9), true);
    QCOMPARE(QToolTip::text(), u"Naive attention (score matrix), T = 8,192: 4.00 GiB"_s);
    switchToBengali();
    emit naive->hovered(QPointF(8300, 4.2e9), true);
    QVERIFY2(QToolTip::text().contains(u"৮,১৯২"_s), qPrintable(QToolTip::text()));
    QToolTip::hideText();
}

void TestAttentionPage::showSetupOfQuestions()
{
    // Move every control away from the defaults first.
    typeInto(child<QSpinBox>(u"attentionBatchSpin"_s), u"8"_s);
    typeInto(child<QSpinBox>(u"attentionHeadsSpin"_s), u"4"_s);
    typeInto(child<QSpinBox>(u"attentionHeadDimSpin"_s), u"64"_s);
    typeInto(child<QSpinBox>(u"attentionSequenceSpin"_s), u"1024"_s);
    chooseByKeyboard(child<QComboBox>(u"attentionPassCombo"_s), 1);
    chooseByKeyboard(child<QComboBox>(u"attentionGpuCombo"_s), 0);
    child<QCheckBox>(u"attentionCausalCheck"_s)->setChecked(true);

    // Q10, cuDNN requirements: float32 so the page says why the fused kernel cannot run.
    m_page->showSetup(bankSetup(u"jax-gpu-10"_s));
    QCOMPARE(child<QComboBox>(u"attentionDtypeCombo"_s)->currentText(), u"float32"_s);
    QVERIFY(cudnnStatus().contains(u"float32 inputs: implementation=\"cudnn\" needs"_s));
    QVERIFY(!seriesNamed<QLineSeries>(u"Fused cuDNN kernel"_s)->isVisible());
    // The GPU list shows the compute capability rule with pre-Ampere GPUs.
    QVERIFY(
        child<QComboBox>(u"attentionGpuCombo"_s)->itemText(0).contains(u"compute capability 7.0"_s));

    // Q11, and a question without a set-up (or the Charts menu): naive against
    // fused at 8192, the worked example.
    for (const AttentionChartSetup &setup : {bankSetup(u"jax-gpu-11"_s), AttentionChartSetup()}) {
        child<QComboBox>(u"attentionDtypeCombo"_s)->setCurrentIndex(0);
        m_page->showSetup(setup);
        QCOMPARE(child<QSpinBox>(u"attentionBatchSpin"_s)->value(), 1);
        QCOMPARE(child<QSpinBox>(u"attentionHeadsSpin"_s)->value(), 32);
        QCOMPARE(child<QSpinBox>(u"attentionHeadDimSpin"_s)->value(), 128);
        QCOMPARE(child<QSpinBox>(u"attentionSequenceSpin"_s)->value(), 8192);
        QCOMPARE(child<QComboBox>(u"attentionDtypeCombo"_s)->currentText(), u"bfloat16"_s);
        QCOMPARE(child<QComboBox>(u"attentionPassCombo"_s)->currentIndex(), 0);
        QVERIFY(child<QComboBox>(u"attentionGpuCombo"_s)->currentText().startsWith(u"A100 80 GB"_s));
        QVERIFY(!child<QCheckBox>(u"attentionCausalCheck"_s)->isChecked());
        QVERIFY2(figures().contains(u"Naive attention: 4.00 GiB"_s), qPrintable(figures()));
        QVERIFY2(figures().contains(u"Fused cuDNN kernel: 65.00 MiB"_s), qPrintable(figures()));
        auto *current = seriesNamed<QScatterSeries>(u"Current T = S"_s);
        QCOMPARE(current->count(), 2);
        QCOMPARE(current->at(0).x(), 8192.0);
    }
}

void TestAttentionPage::controlsAreNamedAndReachableByTab()
{
    const auto controls = m_page->findChildren<QWidget *>();
    for (QWidget *widget : controls) {
        if (!qobject_cast<QSpinBox *>(widget) && !qobject_cast<QComboBox *>(widget)
            && !qobject_cast<QCheckBox *>(widget))
            continue;
        QVERIFY2(!widget->objectName().isEmpty(), widget->metaObject()->className());
        QVERIFY2(!widget->accessibleName().isEmpty(), qPrintable(widget->objectName()));
        QVERIFY2(widget->focusPolicy() & Qt::TabFocus, qPrintable(widget->objectName()));
    }

    m_page->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_page.get()));
    child<QSpinBox>(u"attentionBatchSpin"_s)->setFocus();
    QTRY_COMPARE(QApplication::focusWidget(), child<QSpinBox>(u"attentionBatchSpin"_s));
    // The custom size is disabled until "Custom" is chosen, and "Clear pin"
    // until a setting is pinned, so Tab skips them.
    const QStringList order{u"attentionHeadsSpin"_s,    u"attentionHeadDimSpin"_s,
                            u"attentionSequenceSpin"_s, u"attentionDtypeCombo"_s,
                            u"attentionPassCombo"_s,    u"attentionCausalCheck"_s,
                            u"attentionGpuCombo"_s,     u"attentionFixedRangeCheck"_s,
                            u"attentionFiguresLabel"_s, u"attentionCudnnLabel"_s,
                            u"chartDataButton"_s,       u"copyFiguresButton"_s,
                            u"pinSettingButton"_s,      u"saveChartButton"_s,
                            u"attentionChartView"_s,    u"attentionExplanation"_s};
    for (const QString &name : order) {
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        QVERIFY2(QApplication::focusWidget(), qPrintable(name));
        QCOMPARE(QApplication::focusWidget()->objectName(), name);
    }
    // Screen readers: the figures, the cuDNN status and the chart have names and text.
    QCOMPARE(child<QLabel>(u"attentionFiguresLabel"_s)->accessibleName(), u"Figures"_s);
    QVERIFY(!child<QChartView>(u"attentionChartView"_s)->accessibleName().isEmpty());
    QVERIFY(child<QChartView>(u"attentionChartView"_s)
                ->accessibleDescription()
                .contains(u"Naive attention: 16.00 MiB at T = 512, 1.00 TiB at T = 131,072."_s));
}

// A language switch there and back leaves the page as it was: the chart, its
// legend, the explanation, the settings and the figures have their sizes and
// places again. In Bengali the chart keeps its column (the left column has
// one width in both languages) and the legend is as tall as its Bengali text
// needs, no taller; after the switch back, as tall as the English one needs.
void TestAttentionPage::languageRoundTripLeavesThePageAsItWas()
{
    const QStringList watched{u"attentionChartView"_s,   u"attentionLegendLabel"_s,
                              u"attentionExplanation"_s, u"attentionControls"_s,
                              u"attentionFiguresBox"_s,  u"attentionTitle"_s};
    const auto geometries = [&] {
        QStringList shown;
        for (const QString &name : watched) {
            const QWidget *widget = child<QWidget>(name);
            const QPoint place = widget->mapTo(m_page.get(), QPoint());
            shown << u"%1 %2x%3 at %4,%5"_s.arg(name)
                         .arg(widget->width())
                         .arg(widget->height())
                         .arg(place.x())
                         .arg(place.y());
        }
        return shown;
    };
    const auto chartColumn = [&] {
        const QWidget *chart = child<QWidget>(u"attentionChartView"_s);
        return std::pair(chart->mapTo(m_page.get(), QPoint()).x(), chart->width());
    };
    const auto legendFitsItsText = [&] {
        const auto *legend = child<QLabel>(u"attentionLegendLabel"_s);
        return legend->height() == neededHeight(legend);
    };
    settle();
    switchToBengali();
    settle();
    switchToEnglish();
    settle();
    const QStringList english = geometries();
    const auto englishColumn = chartColumn();
    QVERIFY(legendFitsItsText());
    switchToBengali();
    settle();
    QCOMPARE(chartColumn(), englishColumn);
    QVERIFY(legendFitsItsText());
    switchToEnglish();
    settle();
    QCOMPARE(geometries(), english);
    QVERIFY(legendFitsItsText());
}

void TestAttentionPage::languageSwitchRetranslatesEverything()
{
    switchToBengali();
    QCOMPARE(child<QLabel>(u"attentionTitle"_s)->text(), u"অ্যাটেনশন মেমরি"_s);
    QCOMPARE(child<QSpinBox>(u"attentionBatchSpin"_s)->accessibleName(), u"ব্যাচ সাইজ B"_s);
    QCOMPARE(child<QSpinBox>(u"attentionSequenceSpin"_s)->text(), u"৮১৯২"_s);
    QCOMPARE(child<QComboBox>(u"attentionGpuCombo"_s)->currentText(),
             u"A100 ৮০ GB (কম্পিউট ক্যাপাবিলিটি ৮.০)"_s);
    QString text = figures();
    QVERIFY2(text.contains(u"নেইভ (সরল, কোনো কৌশল ছাড়া) অ্যাটেনশন: ৪.০০ GiB"_s), qPrintable(text));
    QVERIFY2(text.contains(u"৬৫.০০ MiB"_s), qPrintable(text));
    QVERIFY2(text.contains(u"৬৪.০০ MiB"_s), qPrintable(text));
    QVERIFY2(text.contains(u"T = ৩৬,৬৩৫-এর বেশি হলে নেইভের মেমরি ফুরিয়ে যায়"_s), qPrintable(text));
    QVERIFY2(!text.contains(u"4.00"_s) && !text.contains(u"36,635"_s), qPrintable(text));
    QVERIFY(child<QTextBrowser>(u"attentionExplanation"_s)
                ->toPlainText()
                .contains(u"নেইভ অ্যাটেনশন কেন সিকোয়েন্সের দৈর্ঘ্যের বর্গ হারে বাড়ে"_s));
    QVERIFY(seriesNamed<QScatterSeries>(u"যেখানে নেইভের মেমরি শেষ"_s));

    // float32 while in Bengali: the reason, in Bengali.
    chooseByKeyboard(child<QComboBox>(u"attentionDtypeCombo"_s), 0);
    const QString status = cudnnStatus();
    QVERIFY2(status.contains(u"ফিউজড cuDNN কার্নেল এখানে চলবে না:"_s), qPrintable(status));
    QVERIFY2(status.contains(
                 u"float32 ইনপুট: implementation=\"cudnn\"-এর জন্য float16 বা bfloat16 দরকার।"_s),
             qPrintable(status));

    // No English word is left: only names, code, acronyms and units in Latin script.
    static const QRegularExpression latinWord(u"[A-Za-z][A-Za-z0-9_]*"_s);
    const QStringList allowed{u"KV"_s,
                              u"B"_s,
                              u"N"_s,
                              u"d"_s,
                              u"T"_s,
                              u"S"_s,
                              u"GiB"_s,
                              u"MiB"_s,
                              u"KiB"_s,
                              u"TiB"_s,
                              u"GB"_s,
                              u"GPU"_s,
                              u"cuDNN"_s,
                              u"NVIDIA"_s,
                              u"A100"_s,
                              u"H100"_s,
                              u"H200"_s,
                              u"V100"_s,
                              u"T4"_s,
                              u"float16"_s,
                              u"float32"_s,
                              u"bfloat16"_s,
                              u"is_causal"_s,
                              u"True"_s,
                              u"implementation"_s,
                              u"cudnn"_s,
                              u"Ampere"_s,
                              u"Hopper"_s,
                              u"XLA"_s,
                              u"JAX"_s,
                              u"CUDA"_s,
                              u"QK"_s,
                              u"FlashAttention"_s,
                              u"log"_s,
                              u"sum"_s,
                              u"exp"_s,
                              u"jax"_s,
                              u"nn"_s,
                              u"dot_product_attention"_s,
                              u"nvidia"_s,
                              u"smi"_s};
    QStringList visible;
    for (QLabel *label : m_page->findChildren<QLabel *>())
        visible << plain(label->text()) << label->accessibleName();
    for (QGroupBox *box : m_page->findChildren<QGroupBox *>())
        visible << box->title();
    for (QComboBox *combo : m_page->findChildren<QComboBox *>()) {
        for (int i = 0; i < combo->count(); ++i)
            visible << combo->itemText(i);
        visible << combo->accessibleName() << combo->toolTip();
    }
    for (QAbstractSpinBox *spin : m_page->findChildren<QAbstractSpinBox *>())
        visible << spin->text() << spin->accessibleName() << spin->toolTip();
    visible << child<QCheckBox>(u"attentionCausalCheck"_s)->text()
            << child<QCheckBox>(u"attentionCausalCheck"_s)->toolTip()
            << child<QTextBrowser>(u"attentionExplanation"_s)->toPlainText() << chart()->title()
            << child<QChartView>(u"attentionChartView"_s)->accessibleName()
            << child<QChartView>(u"attentionChartView"_s)->accessibleDescription();
    for (QAbstractSeries *series : chart()->series())
        visible << series->name();
    for (const QString &shown : std::as_const(visible)) {
        auto words = latinWord.globalMatch(shown);
        while (words.hasNext()) {
            const QString word = words.next().captured();
            QVERIFY2(allowed.contains(word), qPrintable(word + u" in: "_s + shown));
        }
    }

    // Back to English: everything follows at once.
    switchToEnglish();
    QCOMPARE(child<QLabel>(u"attentionTitle"_s)->text(), u"Attention memory"_s);
    QCOMPARE(child<QSpinBox>(u"attentionSequenceSpin"_s)->text(), u"8192"_s);
    text = figures();
    QVERIFY2(text.contains(u"Naive attention: 8.00 GiB"_s), qPrintable(text));
    QVERIFY2(text.contains(u"Naive runs out beyond T = 25,905"_s), qPrintable(text));
    QVERIFY(cudnnStatus().contains(
        u"float32 inputs: implementation=\"cudnn\" needs float16 or bfloat16."_s));
    QCOMPARE(child<QComboBox>(u"attentionGpuCombo"_s)->currentText(),
             u"A100 80 GB (compute capability 8.0)"_s);
}

void TestAttentionPage::servingViewShowsTheWorkedExamples_data()
{
    QTest::addColumn<int>("model"); // Llama 2 7B, Llama 3 8B, Mistral 7B
    QTest::addColumn<int>("dtype"); // bfloat16, float16, float8_e4m3fn, float32
    QTest::addColumn<QStringList>("sentences");
    QTest::addColumn<double>("contextGib"); // the marker at 4,096 tokens
    // The KV heads the view shows: the published config.json's
    // num_key_value_heads (Llama 3 8B: 8 of its 32 attention heads; Mistral 7B
    // the same; Llama 2 7B has no GQA, 32 and 32), never the query heads.
    QTest::addColumn<int>("kvHeads");
    QTest::addColumn<QString>("presetText");
    // Where the token axis ends: the first round tick (at most 4 steps of 1,
    // 2, 2.5 or 5 × 10^k) not below the context, 4,096, nor below where the
    // batch runs out (worked out in each row's comment).
    QTest::addColumn<double>("axisEnd");

    // The view's defaults: 16 sequences of 4,096 tokens on an A100 80 GB (80 GiB),
    // the weights counted. Llama 2 7B, bf16: 2·32·32·128·2 = 2^19 = 512 KiB a
    // token, 2^31 = 2 GiB a sequence, 32 GiB the batch; weights 6,738,415,616 × 2
    // = 12.55 GiB; (80·2^30 − 13,476,831,232) / 2^31 = 33.7 and 80 / 2 = 40.
    QTest::newRow("Llama 2 7B bf16")
        << 0 << 0
        << QStringList{u"Per token: 512.00 KiB (2 for key and value × 32 layers × 32 KV heads × "
                       "head dimension 128 × 2 bytes)."_s,
                       u"At 4,096 tokens: 2.00 GiB a sequence, 32.00 GiB for a batch of 16."_s,
                       u"Weights: 6.74 billion parameters × 2 bytes = 12.55 GiB."_s,
                       u"Weights and cache together: 44.55 GiB."_s,
                       u"Largest batch that fits on A100 80 GB at 4,096 tokens: 33 with the "
                       "weights, 40 for the cache alone."_s,
                       u"A batch of 16 fits at 4,096 tokens; it runs out beyond 8,633 tokens a "
                       "sequence."_s}
        << (32.0 * 1024 * 1024 * 1024 + 13'476'831'232.0) / (1024.0 * 1024 * 1024) << 32
        << u"Llama 2 7B (32 KV heads)"_s << 10000.0; // 8,633: 4 steps of 2,500
    // Llama 3 8B (GQA, 8 KV heads): 2^17 = 128 KiB a token, 2^29 = 512 MiB a
    // sequence, 8 GiB the batch; weights 8,030,261,248 × 2 = 14.96 GiB;
    // (80·2^30 − 16,060,522,496) / 2^29 = 130.08, and 80·2^30 / 2^29 = 160.
    QTest::newRow("Llama 3 8B bf16")
        << 1 << 0
        << QStringList{u"Per token: 128.00 KiB (2 for key and value × 32 layers × 8 KV heads × "
                       "head dimension 128 × 2 bytes)."_s,
                       u"At 4,096 tokens: 512.00 MiB a sequence, 8.00 GiB for a batch of 16."_s,
                       u"Weights: 8.03 billion parameters × 2 bytes = 14.96 GiB."_s,
                       u"Grouped-query attention: 32 query heads share 8 KV heads, so the cache "
                       "is 4 times smaller than with one KV head per query head."_s,
                       u"at 4,096 tokens: 130 with the weights, 160 for the cache alone."_s}
        << (8.0 * 1024 * 1024 * 1024 + 16'060'522'496.0) / (1024.0 * 1024 * 1024) << 8
        << u"Llama 3 8B (GQA, 8 KV heads)"_s
        << 40000.0; // (80·2^30 − 16,060,522,496) / 2^21 = 33,301.6: 4 steps of 10,000
    // Mistral 7B in float8: 2·32·8·128·1 = 2^16 = 64 KiB a token, 256 MiB a
    // sequence, 4 GiB the batch; weights 7,241,732,096 × 1 = 6.74 GiB;
    // (80·2^30 − 7,241,732,096) / 2^28 = 293.02, and 80·2^30 / 2^28 = 320.
    QTest::newRow("Mistral 7B fp8")
        << 2 << 2
        << QStringList{u"Per token: 64.00 KiB (2 for key and value × 32 layers × 8 KV heads × "
                       "head dimension 128 × 1 bytes)."_s,
                       u"At 4,096 tokens: 256.00 MiB a sequence, 4.00 GiB for a batch of 16."_s,
                       u"× 1 bytes = 6.74 GiB."_s,
                       u"at 4,096 tokens: 293 with the weights, 320 for the cache alone."_s}
        << (4.0 * 1024 * 1024 * 1024 + 7'241'732'096.0) / (1024.0 * 1024 * 1024) << 8
        << u"Mistral 7B (GQA, 8 KV heads)"_s
        << 80000.0; // (80·2^30 − 7,241,732,096) / 2^20 = 75,013.4: 4 steps of 20,000
    // Llama 2 7B in float32: 2^20 = 1 MiB a token, 4 GiB a sequence, 64 GiB the
    // batch on 25.10 GiB of weights: 89.10 GiB, more than 80. It runs out at
    // (80·2^30 − 26,953,662,464) / (2^20·16) = 3,513.4 tokens; 13.7 and 20 sequences.
    QTest::newRow("Llama 2 7B fp32")
        << 0 << 3
        << QStringList{u"Per token: 1.00 MiB"_s,
                       u"At 4,096 tokens: 4.00 GiB a sequence, 64.00 GiB for a batch of 16."_s,
                       u"Weights and cache together: 89.10 GiB."_s,
                       u"at 4,096 tokens: 13 with the weights, 20 for the cache alone."_s,
                       u"A batch of 16 does not fit at 4,096 tokens: it runs out beyond 3,513 "
                       "tokens a sequence."_s}
        << (64.0 * 1024 * 1024 * 1024 + 26'953'662'464.0) / (1024.0 * 1024 * 1024) << 32
        << u"Llama 2 7B (32 KV heads)"_s << 6000.0; // 3,513 < 4,096: 3 steps of 2,000
}

void TestAttentionPage::servingViewShowsTheWorkedExamples()
{
    QFETCH(int, model);
    QFETCH(int, dtype);
    QFETCH(QStringList, sentences);
    QFETCH(double, contextGib);
    QFETCH(int, kvHeads);
    QFETCH(QString, presetText);
    QFETCH(double, axisEnd);
    showServing();
    chooseByKeyboard(child<QComboBox>(u"kvPresetCombo"_s), model);
    chooseByKeyboard(child<QComboBox>(u"kvDtypeCombo"_s), dtype);
    const QString text = servingFigures();
    for (const QString &sentence : std::as_const(sentences))
        QVERIFY2(text.contains(sentence), qPrintable(sentence + u"\nnot in\n"_s + text));
    // The preset's shape is shown, read-only.
    QCOMPARE(child<QComboBox>(u"kvPresetCombo"_s)->currentText(), presetText);
    QCOMPARE(child<QSpinBox>(u"kvHeadsSpin"_s)->value(), kvHeads);
    QCOMPARE(child<QSpinBox>(u"kvLayersSpin"_s)->value(), 32);
    QVERIFY(!child<QSpinBox>(u"kvLayersSpin"_s)->isEnabled());

    // The chart: the line from 0 tokens to the axis' end, the marker at the context length.
    QChart *drawn = servingChart();
    QLineSeries *memory = nullptr;
    QScatterSeries *context = nullptr;
    for (QAbstractSeries *series : drawn->series()) {
        if (series->name().startsWith(u"Weights + KV cache"_s))
            memory = qobject_cast<QLineSeries *>(series);
        if (series->name() == u"At the context length"_s)
            context = qobject_cast<QScatterSeries *>(series);
    }
    QVERIFY(memory && context);
    QCOMPARE(memory->at(0).x(), 0.0);
    QCOMPARE(memory->at(memory->count() - 1).x(), axisEnd);
    QCOMPARE(context->count(), 1);
    QCOMPARE(context->at(0).x(), 4096.0);
    QCOMPARE(context->at(0).y(), contextGib);
}

void TestAttentionPage::servingWeightsAreAnOptionalOffset()
{
    showServing();
    auto *weights = child<QCheckBox>(u"kvWeightsCheck"_s);
    QVERIFY(weights->isChecked());
    weights->setFocus();
    QTest::keyClick(weights, Qt::Key_Space);
    QVERIFY(!weights->isChecked());
    // The cache alone: 32 GiB, no total line; the largest batch names both figures still.
    const QString text = servingFigures();
    QVERIFY2(!text.contains(u"Weights and cache together"_s), qPrintable(text));
    QVERIFY2(text.contains(u"33 with the weights, 40 for the cache alone."_s), qPrintable(text));
    // 80·2^30 / (2^19·16) = 10,240 tokens a sequence for the cache alone.
    QVERIFY2(text.contains(u"runs out beyond 10,240 tokens"_s), qPrintable(text));
    bool weightsLineShown = true;
    for (QAbstractSeries *series : servingChart()->series()) {
        if (series->name() == u"Model weights"_s)
            weightsLineShown = series->isVisible();
        if (series->name() == u"At the context length"_s)
            QCOMPARE(static_cast<QScatterSeries *>(series)->at(0).y(), 32.0);
    }
    QVERIFY(!weightsLineShown);
    QVERIFY(!plain(child<QLabel>(u"kvLegendLabel"_s)->text()).contains(u"Model weights"_s));
}

void TestAttentionPage::servingCustomShapeHasValidatedRanges()
{
    showServing();
    chooseByKeyboard(child<QComboBox>(u"kvPresetCombo"_s), 3);
    auto *layers = child<QSpinBox>(u"kvLayersSpin"_s);
    auto *kvHeads = child<QSpinBox>(u"kvHeadsSpin"_s);
    auto *headDim = child<QSpinBox>(u"kvHeadDimSpin"_s);
    QVERIFY(layers->isEnabled() && kvHeads->isEnabled() && headDim->isEnabled());
    // The custom shape starts from the one shown (Llama 2 7B's).
    QCOMPARE(layers->value(), 32);
    QCOMPARE(layers->minimum(), 1);
    QCOMPARE(layers->maximum(), 512);
    QCOMPARE(kvHeads->maximum(), 256);
    QCOMPARE(headDim->minimum(), 8);
    QCOMPARE(headDim->maximum(), 512);
    QCOMPARE(child<QSpinBox>(u"kvBatchSpin"_s)->maximum(), 4096);
    QCOMPARE(child<QSpinBox>(u"kvContextSpin"_s)->maximum(), 1'048'576);
    // A number past the range cannot be typed: of 9999 only the digits that
    // stay within 512 are taken.
    typeInto(layers, u"9999"_s);
    QVERIFY(layers->value() <= 512);
    // 80 layers, 8 KV heads, d = 128 (a 70 B shape): 2·80·8·128·2 = 327,680 bytes
    // = 320 KiB a token.
    typeInto(layers, u"80"_s);
    typeInto(kvHeads, u"8"_s);
    QVERIFY2(servingFigures().contains(u"Per token: 320.00 KiB (2 for key and value × 80 layers × "
                                       "8 KV heads"_s),
             qPrintable(servingFigures()));
    // A custom shape says nothing of grouped-query attention.
    QVERIFY(!servingFigures().contains(u"Grouped-query"_s));
    // The context arrows double and halve: 4,096 → 8,192.
    auto *context = child<QSpinBox>(u"kvContextSpin"_s);
    context->setFocus();
    QTest::keyClick(context, Qt::Key_Up);
    QCOMPARE(context->value(), 8192);
}

void TestAttentionPage::servingViewIsRememberedAndQuestionsShowActivations()
{
    QCOMPARE(child<QComboBox>(u"attentionModeCombo"_s)->currentIndex(), 0);
    showServing();
    QCOMPARE(QSettings().value(u"attention/mode"_s).toString(), u"serving"_s);
    // A new page opens on the serving view.
    m_page = std::make_unique<AttentionPage>();
    m_page->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_page.get()));
    QCOMPARE(child<QComboBox>(u"attentionModeCombo"_s)->currentIndex(), 1);
    QVERIFY(child<QWidget>(u"kvCachePanel"_s)->isVisible());
    // The Charts menu keeps it; a question shows its activations, and the
    // learner's choice stays saved.
    m_page->showSetup(AttentionChartSetup());
    QVERIFY(child<QWidget>(u"kvCachePanel"_s)->isVisible());
    m_page->showSetup(bankSetup(u"jax-gpu-10"_s), ChartOrigin{10, {}, {}});
    QCOMPARE(child<QComboBox>(u"attentionModeCombo"_s)->currentIndex(), 0);
    QVERIFY(!child<QWidget>(u"kvCachePanel"_s)->isVisible());
    QVERIFY(child<QLabel>(u"attentionFiguresLabel"_s)->isVisible());
    QCOMPARE(QSettings().value(u"attention/mode"_s).toString(), u"serving"_s);
    // The learner's own choice back is saved.
    chooseByKeyboard(child<QComboBox>(u"attentionModeCombo"_s), 1);
    chooseByKeyboard(child<QComboBox>(u"attentionModeCombo"_s), 0);
    QCOMPARE(QSettings().value(u"attention/mode"_s).toString(), u"activation"_s);
}

void TestAttentionPage::servingControlsAreNamedAndReachableByTab()
{
    showServing();
    const auto controls = child<QWidget>(u"kvCachePanel"_s)->findChildren<QWidget *>();
    for (QWidget *widget : controls) {
        if (!qobject_cast<QAbstractSpinBox *>(widget) && !qobject_cast<QComboBox *>(widget)
            && !qobject_cast<QCheckBox *>(widget))
            continue;
        QVERIFY2(!widget->objectName().isEmpty(), widget->metaObject()->className());
        QVERIFY2(!widget->accessibleName().isEmpty(), qPrintable(widget->objectName()));
        QVERIFY2(widget->focusPolicy() & Qt::TabFocus, qPrintable(widget->objectName()));
    }
    QVERIFY(!child<QComboBox>(u"attentionModeCombo"_s)->accessibleName().isEmpty());

    m_page->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_page.get()));
    child<QComboBox>(u"attentionModeCombo"_s)->setFocus();
    QTRY_COMPARE(QApplication::focusWidget(), child<QComboBox>(u"attentionModeCombo"_s));
    // The shape of a preset, the custom GPU size and "Clear pin" (nothing
    // pinned) are disabled and the way back to a question's set-up hidden, so Tab skips them.
    const QStringList order{u"kvPresetCombo"_s,    u"kvDtypeCombo"_s,    u"kvBatchSpin"_s,
                            u"kvContextSpin"_s,    u"kvGpuCombo"_s,      u"kvWeightsCheck"_s,
                            u"kvFiguresLabel"_s,   u"chartDataButton"_s, u"copyFiguresButton"_s,
                            u"pinSettingButton"_s, u"saveChartButton"_s, u"kvCacheChartView"_s,
                            u"kvExplanation"_s};
    for (const QString &name : order) {
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        QVERIFY2(QApplication::focusWidget(), qPrintable(name));
        QCOMPARE(QApplication::focusWidget()->objectName(), name);
    }
    // Back on the activation view, Tab goes from the selector into its controls.
    chooseByKeyboard(child<QComboBox>(u"attentionModeCombo"_s), 0);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    QCOMPARE(QApplication::focusWidget()->objectName(), u"attentionBatchSpin"_s);
    QVERIFY(child<QChartView>(u"kvCacheChartView"_s)
                ->accessibleDescription()
                .contains(u"Largest batch that fits on A100 80 GB"_s));
}

void TestAttentionPage::servingLanguageSwitchRetranslatesEverything()
{
    showServing();
    switchToBengali();
    const QString text = servingFigures();
    // 512 KiB a token, 2 GiB a sequence, in Bengali digits.
    QVERIFY2(text.contains(u"৫১২.০০ KiB"_s), qPrintable(text));
    QVERIFY2(text.contains(u"২.০০ GiB"_s), qPrintable(text));
    QVERIFY2(text.contains(u"KV ক্যাশ"_s) || text.contains(u"KV হেড"_s), qPrintable(text));
    QVERIFY2(!text.contains(u"512"_s) && !text.contains(u"4,096"_s), qPrintable(text));
    QCOMPARE(child<QSpinBox>(u"kvContextSpin"_s)->text().left(4), u"৪০৯৬"_s);

    // No English word is left in the serving view: only names, code, acronyms and units.
    static const QRegularExpression latinWord(u"[A-Za-z][A-Za-z0-9_]*"_s);
    const QStringList allowed{u"KV"_s,      u"GQA"_s,     u"GB"_s,
                              u"GiB"_s,     u"MiB"_s,     u"KiB"_s,
                              u"TiB"_s,     u"GPU"_s,     u"NVIDIA"_s,
                              u"A100"_s,    u"H100"_s,    u"H200"_s,
                              u"V100"_s,    u"T4"_s,      u"Llama"_s,
                              u"Mistral"_s, u"B"_s,       u"bfloat16"_s,
                              u"float16"_s, u"float32"_s, u"float8_e4m3fn"_s};
    auto *panel = child<QWidget>(u"kvCachePanel"_s);
    QStringList visible;
    // The legend keeps a label per language; the one in sight counts.
    for (QLabel *label : panel->findChildren<QLabel *>()) {
        if (label->isVisible())
            visible << plain(label->text()) << label->accessibleName();
    }
    for (QGroupBox *box : panel->findChildren<QGroupBox *>())
        visible << box->title();
    QList<QComboBox *> combos = panel->findChildren<QComboBox *>();
    combos << child<QComboBox>(u"attentionModeCombo"_s);
    for (QComboBox *combo : std::as_const(combos)) {
        for (int i = 0; i < combo->count(); ++i)
            visible << combo->itemText(i);
        visible << combo->accessibleName() << combo->toolTip();
    }
    for (QAbstractSpinBox *spin : panel->findChildren<QAbstractSpinBox *>())
        visible << spin->text() << spin->accessibleName() << spin->toolTip();
    auto *weights = child<QCheckBox>(u"kvWeightsCheck"_s);
    visible << weights->text() << weights->toolTip() << servingChart()->title()
            << child<QChartView>(u"kvCacheChartView"_s)->accessibleName()
            << child<QChartView>(u"kvCacheChartView"_s)->accessibleDescription();
    for (QAbstractSeries *series : servingChart()->series())
        visible << series->name();
    for (QGraphicsItem *item : servingChart()->childItems()) {
        if (auto *box = qgraphicsitem_cast<QGraphicsRectItem *>(item);
            box && !box->childItems().isEmpty()) {
            if (auto *label = qgraphicsitem_cast<QGraphicsSimpleTextItem *>(
                    box->childItems().first()))
                visible << label->text();
        }
    }
    for (const QString &shown : std::as_const(visible)) {
        auto words = latinWord.globalMatch(shown);
        while (words.hasNext()) {
            const QString word = words.next().captured();
            QVERIFY2(allowed.contains(word), qPrintable(word + u" in: "_s + shown));
        }
    }

    // A control changed in Bengali, then back to English: everything follows.
    child<QSpinBox>(u"kvBatchSpin"_s)->setValue(8);
    switchToEnglish();
    QVERIFY2(servingFigures().contains(u"At 4,096 tokens: 2.00 GiB a sequence, 16.00 GiB for a "
                                       "batch of 8."_s),
             qPrintable(servingFigures()));
    QCOMPARE(child<QComboBox>(u"attentionModeCombo"_s)->currentText(), u"Serving: KV cache"_s);
}

QTEST_MAIN(TestAttentionPage)
#include "tst_attentionpage.moc"
