// The attention page's serving view (KV cache), driven through the real page:
// a question's set-up opens it set up, its figures at the limit of the GPU,
// its token axis reaching where the batch runs out, the Data view, Copy
// figures, the pin and the explanation, in both languages. Expected figures
// are worked by hand from the KV-cache formulas (core/kvcache.h):
// 2 × layers × KV heads × head dim × bytes a token; GiB = 2^30 bytes; the
// A100 80 GB holds 80 GiB = 85,899,345,920 bytes.
#include "attention/attentionpage.h"
#include "attention/kvcachepanel.h"
#include "charts/chartdatadialog.h"
#include "charts/charttools.h"
#include "core/bankloader.h"
#include "support/chartsaving.h"
#include "support/plaintext.h"
#include "support/settle.h"
#include "support/tablecells.h"

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTranslator>
#include <QtCharts/QChartView>
#include <QtCharts/QLineSeries>
#include <QtCharts/QScatterSeries>
#include <QtCharts/QValueAxis>

#include <cmath>
#include <memory>

using namespace Qt::StringLiterals;

namespace {

constexpr double gib = 1024.0 * 1024 * 1024;

// The built-in bank's question and its chart set-up (resources/questions/jax-gpu.json).
const Question &bankQuestion(const QString &questionId)
{
    static const BankLoadResult loaded = BankLoader::loadFile(u":/questions/jax-gpu.json"_s);
    if (!loaded.bank || loaded.bank->rowOf(questionId) < 0)
        qFatal("the built-in bank has no question %s", qPrintable(questionId));
    return loaded.bank->questions.at(loaded.bank->rowOf(questionId));
}

// A pixel of this colour, within the antialiasing's blur.
bool near(const QColor &seen, const QColor &wanted)
{
    return std::abs(seen.red() - wanted.red()) < 40 && std::abs(seen.green() - wanted.green()) < 40
           && std::abs(seen.blue() - wanted.blue()) < 40;
}

} // namespace

class TestKvCachePanel : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void questionSetupOpensTheServingView();
    void customSetupSetsEveryControl();
    void noteFollowsTheControlsAndLeadsBack();
    void tokenAxisReachesWhereTheBatchRunsOut_data();
    void tokenAxisReachesWhereTheBatchRunsOut();
    void fitsAtTheLimitAndNoFurther_data();
    void fitsAtTheLimitAndNoFurther();
    void starAndMarkerBothShowWhereTheyMeet();
    void dataViewShowsTheChartsNumbers();
    void copyFiguresAndSaveTheChart();
    void pinKeepsASettingToCompare();
    void explanationInBothLanguages();

private:
    template<typename T>
    T *child(const QString &name) const
    {
        const QList<T *> found = m_page->findChildren<T *>(name);
        if (found.isEmpty())
            qFatal("no child %s", qPrintable(name));
        for (T *widget : found) {
            if (widget->isVisible())
                return widget;
        }
        return found.constFirst();
    }
    KvCachePanel *panel() const { return child<KvCachePanel>(u"kvCachePanel"_s); }
    QString figures() const { return child<QLabel>(u"kvFiguresLabel"_s)->text(); }
    QChart *chart() const { return child<QChartView>(u"kvCacheChartView"_s)->chart(); }
    template<typename Series>
    Series *seriesNamed(QChart *drawn, const QString &prefix) const
    {
        for (QAbstractSeries *series : drawn->series()) {
            if (auto *typed = qobject_cast<Series *>(series);
                typed && series->name().startsWith(prefix))
                return typed;
        }
        return nullptr;
    }
    void showServing();
    void chooseByKeyboard(QComboBox *combo, int index);
    void typeInto(QSpinBox *spin, const QString &text);
    // The serving view at Llama 2 7B (512 KiB a token), one sequence, the
    // weights left out, on a custom GPU of 1 GB = 2^30 bytes: 2,048 tokens fill it.
    void fillOneGib(int contextTokens);

    std::unique_ptr<AttentionPage> m_page;
    QTranslator m_bengali;
};

void TestKvCachePanel::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(u"ScaleStudyTest"_s);
    QCoreApplication::setApplicationName(u"tst_kvcachepanel"_s);
}

void TestKvCachePanel::init()
{
    QSettings().clear();
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    m_page = std::make_unique<AttentionPage>();
    m_page->resize(1300, 900);
    m_page->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_page.get()));
}

void TestKvCachePanel::cleanup()
{
    m_page.reset();
    QCoreApplication::removeTranslator(&m_bengali);
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
}

void TestKvCachePanel::showServing()
{
    chooseByKeyboard(child<QComboBox>(u"attentionModeCombo"_s), 1);
    settle();
    QVERIFY(panel()->isVisible());
}

void TestKvCachePanel::chooseByKeyboard(QComboBox *combo, int index)
{
    combo->setFocus();
    QTest::keyClick(combo, Qt::Key_Home);
    for (int i = 0; i < index; ++i)
        QTest::keyClick(combo, Qt::Key_Down);
    QCOMPARE(combo->currentIndex(), index);
}

void TestKvCachePanel::typeInto(QSpinBox *spin, const QString &text)
{
    spin->setFocus();
    QTest::keyClick(spin, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(spin, text);
    QTest::keyClick(spin, Qt::Key_Return);
}

void TestKvCachePanel::fillOneGib(int contextTokens)
{
    showServing();
    typeInto(child<QSpinBox>(u"kvBatchSpin"_s), u"1"_s);
    auto *weights = child<QCheckBox>(u"kvWeightsCheck"_s);
    weights->setFocus();
    QTest::keyClick(weights, Qt::Key_Space);
    QVERIFY(!weights->isChecked());
    auto *gpu = child<QComboBox>(u"kvGpuCombo"_s);
    chooseByKeyboard(gpu, gpu->count() - 1); // Custom size
    typeInto(child<QSpinBox>(u"kvCustomMemorySpin"_s), u"1"_s);
    typeInto(child<QSpinBox>(u"kvContextSpin"_s), QString::number(contextTokens));
    settle();
}

void TestKvCachePanel::questionSetupOpensTheServingView()
{
    const Question &question = bankQuestion(u"jax-gpu-18"_s);
    QCOMPARE(question.chartConcept, Concept::AttentionMemory);
    QCOMPARE(question.chart.attention.view, AttentionView::Serving);
    m_page->showSetup(question.chart.attention, ChartOrigin{18, {u"JAX"_s, u"JAX"_s}, {}});
    settle();

    QCOMPARE(child<QComboBox>(u"attentionModeCombo"_s)->currentIndex(), 1);
    QVERIFY(panel()->isVisible());
    QCOMPARE(child<QComboBox>(u"kvPresetCombo"_s)->currentText(), u"Llama 3 8B (GQA, 8 KV heads)"_s);
    QCOMPARE(child<QComboBox>(u"kvDtypeCombo"_s)->currentText(), u"bfloat16"_s);
    QCOMPARE(child<QSpinBox>(u"kvBatchSpin"_s)->value(), 64);
    QCOMPARE(child<QSpinBox>(u"kvContextSpin"_s)->value(), 8192);
    QCOMPARE(child<QComboBox>(u"kvGpuCombo"_s)->currentText(), u"A100 80 GB"_s);
    QVERIFY(child<QCheckBox>(u"kvWeightsCheck"_s)->isChecked());
    // 2·32·8·128·2 = 131,072 bytes = 128 KiB a token; × 8,192 = 2^30 = 1 GiB a
    // sequence, 64 GiB the batch. Weights 8,030,261,248 × 2 = 16,060,522,496 B;
    // (85,899,345,920 − 16,060,522,496) / 2^30 = 65.04 sequences, 80 for the
    // cache alone; / (131,072 × 64) = 8,325.4 tokens a sequence.
    const QString text = figures();
    for (const QString &sentence :
         {u"Per token: 128.00 KiB (2 for key and value × 32 layers × 8 KV heads × head "
          "dimension 128 × 2 bytes)."_s,
          u"At 8,192 tokens: 1.00 GiB a sequence, 64.00 GiB for a batch of 64."_s,
          u"is 4 times smaller than with one KV head per query head."_s,
          u"Largest batch that fits on A100 80 GB at 8,192 tokens: 65 with the weights, 80 "
          "for the cache alone."_s,
          u"A batch of 64 fits at 8,192 tokens; it runs out beyond 8,325 tokens a sequence."_s})
        QVERIFY2(text.contains(sentence), qPrintable(sentence + u"\nnot in\n"_s + text));
    auto *note = child<QLabel>(u"kvSetupNote"_s);
    QVERIFY(note->isVisible());
    QVERIFY2(note->text().startsWith(u"From question 18 of “JAX”."_s), qPrintable(note->text()));
    // The activation view names no question now.
    QVERIFY(m_page->findChild<QLabel *>(u"attentionSetupNote"_s)->text().isEmpty());
}

void TestKvCachePanel::customSetupSetsEveryControl()
{
    AttentionChartSetup setup;
    setup.view = AttentionView::Serving;
    ServingChartSetup &serving = setup.serving;
    serving.model = u"custom"_s;
    serving.shape = {80, 8, 128, 70'550'000'000, Dtype::Float8};
    serving.batch = 2;
    serving.contextTokens = 32768;
    serving.gpu = u"custom"_s;
    serving.customGigabytes = 192;
    serving.weights = WeightsOffset::Excluded;
    m_page->showSetup(setup, ChartOrigin{1, {u"Mine"_s, u"আমার"_s}, {}});
    settle();
    QCOMPARE(child<QComboBox>(u"kvPresetCombo"_s)->currentText(), u"Custom shape"_s);
    QCOMPARE(child<QSpinBox>(u"kvLayersSpin"_s)->value(), 80);
    QVERIFY(child<QSpinBox>(u"kvLayersSpin"_s)->isEnabled());
    QCOMPARE(child<QSpinBox>(u"kvHeadsSpin"_s)->value(), 8);
    QCOMPARE(child<QSpinBox>(u"kvHeadDimSpin"_s)->value(), 128);
    QCOMPARE(child<QDoubleSpinBox>(u"kvParametersSpin"_s)->value(), 70.55);
    QCOMPARE(child<QComboBox>(u"kvDtypeCombo"_s)->currentText(), u"float8_e4m3fn"_s);
    QCOMPARE(child<QSpinBox>(u"kvBatchSpin"_s)->value(), 2);
    QCOMPARE(child<QSpinBox>(u"kvContextSpin"_s)->value(), 32768);
    QCOMPARE(child<QComboBox>(u"kvGpuCombo"_s)->currentText(), u"Custom size"_s);
    QCOMPARE(child<QSpinBox>(u"kvCustomMemorySpin"_s)->value(), 192);
    QVERIFY(!child<QCheckBox>(u"kvWeightsCheck"_s)->isChecked());
    // 2·80·8·128·1 = 163,840 bytes = 160 KiB a token; × 32,768 = 5 GiB a
    // sequence, 10 GiB for two; the weights, left out, 70.55 × 10^9 bytes = 65.70 GiB.
    const QString text = figures();
    QVERIFY2(text.contains(u"Per token: 160.00 KiB (2 for key and value × 80 layers × 8 KV "
                           "heads × head dimension 128 × 1 bytes)."_s),
             qPrintable(text));
    QVERIFY2(text.contains(u"At 32,768 tokens: 5.00 GiB a sequence, 10.00 GiB for a batch of 2."_s),
             qPrintable(text));
    QVERIFY2(text.contains(u"Weights: 70.55 billion parameters × 1 bytes = 65.70 GiB."_s),
             qPrintable(text));
    QVERIFY(!text.contains(u"Weights and cache together"_s));
}

void TestKvCachePanel::noteFollowsTheControlsAndLeadsBack()
{
    m_page->showSetup(bankQuestion(u"jax-gpu-18"_s).chart.attention,
                      ChartOrigin{18, {u"JAX"_s, u"JAX"_s}, {}});
    settle();
    auto *note = child<QLabel>(u"kvSetupNote"_s);
    auto *back = m_page->findChild<QPushButton *>(u"kvBackToSetupButton"_s);
    QVERIFY(note->text().endsWith(u"The controls are set as the question has them."_s));
    QVERIFY(!back->isVisible());
    typeInto(child<QSpinBox>(u"kvBatchSpin"_s), u"8"_s);
    QVERIFY2(note->text().contains(u"The set-up has changed"_s), qPrintable(note->text()));
    QVERIFY(back->isVisible());
    QTest::mouseClick(back, Qt::LeftButton);
    QCOMPARE(child<QSpinBox>(u"kvBatchSpin"_s)->value(), 64);
    QVERIFY(note->text().endsWith(u"The controls are set as the question has them."_s));
    QVERIFY(!back->isVisible());
    // A question on activation memory opens that view and takes the note away here.
    m_page->showSetup(bankQuestion(u"jax-gpu-10"_s).chart.attention,
                      ChartOrigin{10, {u"JAX"_s, u"JAX"_s}, {}});
    QCOMPARE(child<QComboBox>(u"attentionModeCombo"_s)->currentIndex(), 0);
    QVERIFY(m_page->findChild<QLabel *>(u"kvSetupNote"_s)->text().isEmpty());
}

void TestKvCachePanel::tokenAxisReachesWhereTheBatchRunsOut_data()
{
    QTest::addColumn<int>("model"); // Llama 2 7B, Llama 3 8B, Mistral 7B
    QTest::addColumn<int>("dtype"); // bfloat16, float16, float8_e4m3fn, float32
    QTest::addColumn<int>("runsOut"); // 0: the figures name no point
    QTest::addColumn<double>("axisEnd"); // the first round tick not below T and runsOut
    // The view's defaults: 16 sequences of 4,096 tokens on an A100 80 GB.
    // Llama 2 7B, bf16: (85,899,345,920 − 13,476,831,232) / (2^19·16) = 8,633.4;
    // round ticks of 2,500 up to 10,000 (ChartStyle::roundAxis: at most 4 steps).
    QTest::newRow("Llama 2 7B") << 0 << 0 << 8633 << 10000.0;
    // Llama 3 8B: (85,899,345,920 − 16,060,522,496) / (2^17·16) = 33,301.6: to 40,000.
    QTest::newRow("Llama 3 8B") << 1 << 0 << 33301 << 40000.0;
    // Mistral 7B, fp8: (85,899,345,920 − 7,241,732,096) / (2^16·16) = 75,013.4:
    // 4 steps of 20,000 reach 80,000.
    QTest::newRow("Mistral 7B fp8") << 2 << 2 << 75013 << 80000.0;
    // Llama 2 7B, fp32: (85,899,345,920 − 26,953,662,464) / (2^20·16) = 3,513.4,
    // before the context of 4,096, which sets the end: 6,000.
    QTest::newRow("Llama 2 7B fp32") << 0 << 3 << 3513 << 6000.0;
}

void TestKvCachePanel::tokenAxisReachesWhereTheBatchRunsOut()
{
    QFETCH(int, model);
    QFETCH(int, dtype);
    QFETCH(int, runsOut);
    QFETCH(double, axisEnd);
    showServing();
    chooseByKeyboard(child<QComboBox>(u"kvPresetCombo"_s), model);
    chooseByKeyboard(child<QComboBox>(u"kvDtypeCombo"_s), dtype);
    settle();
    const QString announced = QLocale().toString(runsOut);
    QVERIFY2(figures().contains(u"runs out beyond %1 tokens a sequence."_s.arg(announced)),
             qPrintable(figures()));
    auto *memory = seriesNamed<QLineSeries>(chart(), u"Weights + KV cache"_s);
    QVERIFY(memory);
    QCOMPARE(memory->at(memory->count() - 1).x(), axisEnd);
    // The axis runs 4 % past either end (ChartStyle::axisPadding).
    const auto *tokens = qobject_cast<QValueAxis *>(chart()->axes(Qt::Horizontal).constFirst());
    QCOMPARE(tokens->max(), axisEnd * 1.04);
    QVERIFY(tokens->max() >= runsOut);
    auto *star = seriesNamed<QScatterSeries>(chart(), u"Where the batch runs out"_s);
    QVERIFY(star && star->isVisible());
    QCOMPARE(star->count(), 1);
    QCOMPARE(star->at(0).x(), double(runsOut));
    QCOMPARE(star->at(0).y(), 80.0);
}

void TestKvCachePanel::fitsAtTheLimitAndNoFurther_data()
{
    QTest::addColumn<int>("context");
    QTest::addColumn<QString>("sentence");
    // 2^30 / 2^19 = 2,048 tokens of Llama 2 7B fill 1 GiB exactly: the batch
    // needs no more than the GPU holds, so it fits, and not a token more.
    QTest::newRow("at the limit")
        << 2048 << u"A batch of 1 just fits at 2,048 tokens: 2,049 tokens a sequence would not."_s;
    QTest::newRow("one token before")
        << 2047
        << u"A batch of 1 fits at 2,047 tokens; it runs out beyond 2,048 tokens a sequence."_s;
    QTest::newRow("one token past") << 2049
                                    << u"A batch of 1 does not fit at 2,049 tokens: it runs out "
                                       "beyond 2,048 tokens a sequence."_s;
}

void TestKvCachePanel::fitsAtTheLimitAndNoFurther()
{
    QFETCH(int, context);
    QFETCH(QString, sentence);
    fillOneGib(context);
    QVERIFY2(figures().contains(sentence), qPrintable(figures()));
    // The weights alone (12.55 GiB) would not fit: 0 sequences with them.
    const QString largest = u"at %1 tokens: 0 with the weights, %2 for the cache alone."_s;
    QVERIFY2(figures().contains(largest.arg(QLocale().toString(context)).arg(context <= 2048)),
             qPrintable(figures()));
}

void TestKvCachePanel::starAndMarkerBothShowWhereTheyMeet()
{
    fillOneGib(2048);
    auto *star = seriesNamed<QScatterSeries>(chart(), u"Where the batch runs out"_s);
    auto *marker = seriesNamed<QScatterSeries>(chart(), u"At the context length"_s);
    QVERIFY(star && marker && star->isVisible() && marker->isVisible());
    QCOMPARE(star->at(0), QPointF(2048, 1.0));
    QCOMPARE(marker->at(0), QPointF(2048, 1.0));
    // On screen: the circle in the middle, the star's top point above it.
    auto *view = child<QChartView>(u"kvCacheChartView"_s);
    const QPoint centre = view->mapFromScene(chart()->mapToPosition(marker->at(0), marker));
    const QImage image = view->grab().toImage();

    const qreal scale = image.devicePixelRatio();
    const auto pixel = [&](int dx, int dy) {
        return image.pixelColor(
            QPoint(qRound((centre.x() + dx) * scale), qRound((centre.y() + dy) * scale)));
    };
    QVERIFY2(near(pixel(0, 0), marker->color()), qPrintable(pixel(0, 0).name()));
    // The star's top point, 9 px up, its red fill darkened by its dark border.
    bool starSeen = false;
    for (int dy = -6; dy >= -9 && !starSeen; --dy) {
        const QColor seen = pixel(0, dy);
        starSeen = seen.red() > seen.green() + 40 && seen.red() > seen.blue() + 40
                   && !near(seen, marker->color());
    }
    QVERIFY2(starSeen, "no point of the star shows above the circle");
}

void TestKvCachePanel::dataViewShowsTheChartsNumbers()
{
    showServing();
    QTest::mouseClick(panel()->findChild<QPushButton *>(u"chartDataButton"_s), Qt::LeftButton);
    ChartDataDialog *dialog = panel()->chartTools()->dataDialog();
    QVERIFY(dialog && dialog->isVisible());
    auto *tabs = dialog->findChild<QTabWidget *>();
    QCOMPARE(tabs->count(), 2);
    QCOMPARE(tabs->tabText(0), u"Memory against tokens generated"_s);
    const QTableView *sweep = dialog->tableView(0);
    QCOMPARE(headerTexts(sweep), (QStringList{u"Tokens a sequence"_s, u"KV cache of the batch"_s,
                                              u"Weights + KV cache"_s}));
    // 0 … 10,000 tokens in 32 steps: 33 rows. Row 16: (2·10,000·16 + 32) / 64
    // = 5,000 tokens; 5,000 × 2^19 × 16 = 39.0625 GiB; + 12.5513 GiB of weights
    // = 51.61 GiB.
    QCOMPARE(sweep->model()->rowCount(), 33);
    QCOMPARE(rowTexts(sweep, 16), (QStringList{u"5,000"_s, u"39.06 GiB"_s, u"51.61 GiB"_s}));
    QCOMPARE(rowTexts(sweep, 32).constFirst(), u"10,000"_s);

    QCOMPARE(tabs->tabText(1), u"Marked points"_s);
    const QTableView *points = dialog->tableView(1);
    // At 4,096 tokens 32 GiB + 12.55 GiB (44.55); where it runs out, 8,633 ×
    // 2^19 × 16 = 67.45 GiB + 12.55 = 79.9966 GiB, shown 80.00 GiB.
    QCOMPARE(modelCells(points),
             (QList<QStringList>{{u"Point"_s, u"Tokens a sequence"_s, u"Memory"_s},
                                 {u"At the context length"_s, u"4,096"_s, u"44.55 GiB"_s},
                                 {u"A100 80 GB"_s, QString(), u"80.00 GiB"_s},
                                 {u"Where the batch runs out"_s, u"8,633"_s, u"80.00 GiB"_s}}));
    // The open view follows the controls: one sequence at 4,096 tokens needs 2 GiB + 12.55.
    typeInto(child<QSpinBox>(u"kvBatchSpin"_s), u"1"_s);
    QCOMPARE(rowTexts(dialog->tableView(1), 0),
             (QStringList{u"At the context length"_s, u"4,096"_s, u"14.55 GiB"_s}));
    dialog->close();
}

void TestKvCachePanel::copyFiguresAndSaveTheChart()
{
    showServing();
    QApplication::clipboard()->clear();
    QTest::mouseClick(panel()->findChild<QPushButton *>(u"copyFiguresButton"_s), Qt::LeftButton);
    const QString copied = QApplication::clipboard()->text();
    QCOMPARE(copied, figures());
    QVERIFY(copied.contains(u"Per token: 512.00 KiB"_s));
    // "Save chart as…" writes the serving chart, its title and axes in the SVG.
    const QTemporaryDir folder;
    const QString path = folder.filePath(u"kv.svg"_s);
    QString proposed;
    saveThroughTheDialog(panel()->chartTools(), path, 1, 0, &proposed);
    // Llama 2 7B (32 layers, 32 KV heads of dimension 128), batch 16.
    QCOMPARE(proposed, u"kv-cache-l32-kv32-d128-b16.png"_s);
    QTRY_VERIFY(QFile::exists(path));
    const auto [root, text] = svgRootAndText(path);
    QCOMPARE(root, u"svg"_s);
    QVERIFY2(text.contains(u"KV cache while generating"_s), qPrintable(text));
    QVERIFY(text.contains(u"Tokens generated per sequence"_s));
}

void TestKvCachePanel::pinKeepsASettingToCompare()
{
    showServing();
    auto *pin = panel()->findChild<QPushButton *>(u"pinSettingButton"_s);
    auto *clear = panel()->findChild<QPushButton *>(u"clearPinButton"_s);
    QVERIFY(!clear->isEnabled());
    QTest::mouseClick(pin, Qt::LeftButton);
    QVERIFY(clear->isEnabled());
    chooseByKeyboard(child<QComboBox>(u"kvPresetCombo"_s), 1); // Llama 3 8B
    settle();
    auto *pinned = seriesNamed<QLineSeries>(chart(), u"Pinned: Llama 2 7B, bfloat16, batch 16"_s);
    QVERIFY(pinned && pinned->isVisible());
    // Swept again over Llama 3 8B's axis, to 40,000 tokens: from its weights,
    // 13,476,831,232 B = 12.5513 GiB, to 40,000 × 2^19 × 16 B = 312.5 GiB more.
    QCOMPARE(pinned->at(0).x(), 0.0);
    QCOMPARE(pinned->at(0).y(), 13'476'831'232.0 / gib);
    QCOMPARE(pinned->at(pinned->count() - 1).x(), 40000.0);
    QCOMPARE(pinned->at(pinned->count() - 1).y(), 312.5 + 13'476'831'232.0 / gib);
    auto *memoryAxis = qobject_cast<QValueAxis *>(chart()->axes(Qt::Vertical).constFirst());
    QVERIFY(memoryAxis->max() >= 312.5 + 12.55);
    QVERIFY(plain(child<QLabel>(u"kvLegendLabel"_s)).contains(u"Pinned: Llama 2 7B"_s));
    QTest::mouseClick(clear, Qt::LeftButton);
    QVERIFY(!pinned->isVisible());
    QVERIFY(!plain(child<QLabel>(u"kvLegendLabel"_s)).contains(u"Pinned"_s));
}

void TestKvCachePanel::explanationInBothLanguages()
{
    showServing();
    auto *explanation = child<QTextBrowser>(u"kvExplanation"_s);
    QVERIFY(explanation->isVisible());
    // Llama 3 8B: 2·32·8·128·2 = 128 KiB a token; with 32 KV heads 512 KiB.
    QString text = explanation->toPlainText();
    QVERIFY2(text.contains(u"Grouped-query attention (Ainslie et al., 2023)"_s), qPrintable(text));
    QVERIFY2(text.contains(u"a token takes 128.00 KiB in bfloat16 instead of 512.00 KiB"_s),
             qPrintable(text));
    QVERIFY(text.contains(u"at the limit it still fits"_s));

    QVERIFY(m_bengali.load(u":/i18n/scalestudy_bn.qm"_s)
            && QCoreApplication::installTranslator(&m_bengali));
    QLocale::setDefault(QLocale(QLocale::Bengali, QLocale::Bangladesh));
    settle();
    text = child<QTextBrowser>(u"kvExplanation"_s)->toPlainText();
    QVERIFY2(text.contains(u"১২৮.০০ KiB"_s) && text.contains(u"৫১২.০০ KiB"_s), qPrintable(text));
    QVERIFY2(text.contains(u"গ্রুপড-কোয়েরি অ্যাটেনশন"_s), qPrintable(text));
    QVERIFY2(!text.contains(u"512"_s) && !text.contains(u"What the KV cache holds"_s),
             qPrintable(text));
    QCOMPARE(panel()->findChild<QPushButton *>(u"chartDataButton"_s)->text(), u"ডেটা"_s);
}

QTEST_MAIN(TestKvCachePanel)
#include "tst_kvcachepanel.moc"
