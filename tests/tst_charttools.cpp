// The chart pages' tools, driven through their real widgets: the "Data" view
// (each chart's data as a table, walked by keyboard, copied as text), "Pin this
// setting" and "Clear pin", the attention page's fixed memory range, "Save
// chart as" (PNG and SVG) and "Copy figures", and the pages at 1024×600.
// Expected values are worked by hand in the comments beside them.

#include "attention/attentionpage.h"
#include "charts/chartdatadialog.h"
#include "charts/chartexport.h"
#include "charts/chartstyle.h"
#include "charts/charttable.h"
#include "charts/charttools.h"
#include "core/bankloader.h"
#include "core/languagemanager.h"
#include "pipeline/pipelinepage.h"
#include "shell/mainwindow.h"
#include "support/settle.h"
#include "support/tablecells.h"

#include <QApplication>
#include <QBarSeries>
#include <QBarSet>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QImage>
#include <QLabel>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QLogValueAxis>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollArea>
#include <QSettings>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTranslator>
#include <QXmlStreamReader>
#include <QtCharts/QCategoryAxis>
#include <QtCharts/QChartView>

#include <cmath>
#include <memory>
#include <set>

using namespace Qt::StringLiterals;

namespace {

const QRegularExpression latinDigit(u"[0-9]"_s);

template<typename T>
T *visibleChild(QWidget *parent, const QString &name)
{
    const QList<T *> found = parent->findChildren<T *>(name);
    for (T *widget : found) {
        if (widget->isVisible())
            return widget;
    }
    if (found.isEmpty())
        qFatal("no child %s", qPrintable(name));
    return found.constFirst();
}

QLineSeries *seriesNamed(QChartView *view, const QString &prefix)
{
    for (QAbstractSeries *series : view->chart()->series()) {
        if (series->name().startsWith(prefix))
            return qobject_cast<QLineSeries *>(series);
    }
    return nullptr;
}

QLogValueAxis *memoryAxis(QChartView *view)
{
    for (QAbstractAxis *axis : view->chart()->axes(Qt::Vertical)) {
        if (auto *log = qobject_cast<QLogValueAxis *>(axis))
            return log;
    }
    return nullptr;
}

// Where the memory axis' ticks are, in log₂ of bytes: the labelled axis over the log one.
QList<double> memoryTicks(QChartView *view)
{
    QList<double> ticks;
    for (QAbstractAxis *axis : view->chart()->axes(Qt::Vertical)) {
        if (auto *labelled = qobject_cast<QCategoryAxis *>(axis)) {
            for (const QString &label : labelled->categoriesLabels())
                ticks.append(labelled->endValue(label));
        }
    }
    return ticks;
}

} // namespace

class TestChartTools : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanup();

    void tabSeparatedText_data();
    void tabSeparatedText();
    void pipelineDataTables_data();
    void pipelineDataTables();
    void dataTableIsWalkedByKeyboardAndCopied();
    void attentionDataTables();
    void pinnedSettingStaysUntilCleared();
    void attentionPinStaysWhenTheDataTypeChanges();
    void fixedRangeHoldsTheMemoryAxis_data();
    void fixedRangeHoldsTheMemoryAxis();
    void exportedPngHasTheViewsSize();
    void exportedSvgIsXmlWithTheAxisTitles();
    void copyFiguresCopiesTheFigures();
    void pagesFitASmallScreen_data();
    void pagesFitASmallScreen();

private:
    void switchToBengali();
    void switchToEnglish();
    std::unique_ptr<PipelinePage> pipelinePage(const pipeline::Parameters &parameters);

    QTranslator m_bengali;
};

void TestChartTools::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(u"ScaleStudyTest"_s);
    QCoreApplication::setApplicationName(u"tst_charttools"_s);
    QSettings().clear();
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    QVERIFY(m_bengali.load(u":/i18n/scalestudy_bn.qm"_s));
}

void TestChartTools::cleanup()
{
    switchToEnglish();
}

void TestChartTools::switchToBengali()
{
    QCoreApplication::installTranslator(&m_bengali);
    QLocale::setDefault(QLocale(QLocale::Bengali, QLocale::Bangladesh));
    settle();
}

void TestChartTools::switchToEnglish()
{
    QCoreApplication::removeTranslator(&m_bengali);
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    settle();
}

std::unique_ptr<PipelinePage> TestChartTools::pipelinePage(const pipeline::Parameters &parameters)
{
    auto page = std::make_unique<PipelinePage>();
    PipelineChartSetup setup;
    setup.parameters = parameters;
    page->showSetup(setup);
    page->resize(1100, 750);
    page->show();
    if (!QTest::qWaitForWindowExposed(page.get()))
        qFatal("page not shown");
    settle();
    return page;
}

void TestChartTools::tabSeparatedText_data()
{
    QTest::addColumn<QStringList>("headers");
    QTest::addColumn<QList<QStringList>>("rows");
    QTest::addColumn<QString>("expected");
    QTest::newRow("headers only") << QStringList{u"m"_s, u"bubble"_s} << QList<QStringList>{}
                                  << u"m\tbubble\n"_s;
    QTest::newRow("two rows") << QStringList{u"GPU"_s, u"busy"_s}
                              << QList<QStringList>{{u"GPU 1"_s, u"4"_s}, {u"GPU 2"_s, u"4"_s}}
                              << u"GPU\tbusy\nGPU 1\t4\nGPU 2\t4\n"_s;
    // A tab or line break inside a cell would split it: a space instead.
    QTest::newRow("separators in a cell")
        << QStringList{u"a"_s} << QList<QStringList>{{u"x\ty\nz"_s}} << u"a\nx y z\n"_s;
    QTest::newRow("blank cell") << QStringList{u"m"_s, u"closed form"_s}
                                << QList<QStringList>{{u"১"_s, QString()}}
                                << u"m\tclosed form\n১\t\n"_s;
}

void TestChartTools::tabSeparatedText()
{
    QFETCH(QStringList, headers);
    QFETCH(QList<QStringList>, rows);
    QFETCH(QString, expected);
    ChartTable table;
    table.headers = headers;
    table.rows = rows;
    QCOMPARE(tabSeparated(table), expected);
}

void TestChartTools::pipelineDataTables_data()
{
    QTest::addColumn<bool>("bengali");
    QTest::newRow("en") << false;
    QTest::newRow("bn") << true;
}

void TestChartTools::pipelineDataTables()
{
    QFETCH(bool, bengali);
    if (bengali)
        switchToBengali();
    // GPipe, p = 2, m = 2, r = 1: every block lasts 1 (forward 1, backward r = 1).
    // GPU 1 runs F1 0–1, F2 1–2; GPU 2 F1 1–2, F2 2–3; the backwards run back
    // from GPU 2 at 3: makespan (m + p − 1)(1 + r) = 6, busy m(1 + r) = 4 on
    // each GPU, idle 6 − 4 = 2. GPipe holds every micro-batch: 2 on each GPU;
    // 1F1B (the compared schedule) holds p − i on GPU i + 1: 2 and 1.
    pipeline::Parameters parameters;
    parameters.schedule = pipeline::Schedule::GPipe;
    parameters.stages = 2;
    parameters.microBatches = 2;
    parameters.backwardRatio = 1.0;
    const auto page = pipelinePage(parameters);
    page->chartTools()->showData();
    settle();
    ChartDataDialog *dialog = page->chartTools()->dataDialog();
    QVERIFY(dialog && dialog->isVisible());
    QCOMPARE(dialog->tables().size(), 4);

    const QLocale locale;
    const auto n = [&locale](int value) {
        return locale.toString(value);
    };

    // Per GPU: busy, idle, most activations held.
    const QList<QStringList> perGpu = modelCells(dialog->tableView(0));
    QCOMPARE(perGpu.size(), 1 + 2);
    QCOMPARE(perGpu[1].mid(1), (QStringList{n(4), n(2), n(2)}));
    QCOMPARE(perGpu[2].mid(1), (QStringList{n(4), n(2), n(2)}));

    // Blocks: 2 GPUs × 2 micro-batches × (forward, backward) = 8; the first is F1 on GPU 1 at 0–1.
    const QList<QStringList> blocks = modelCells(dialog->tableView(1));
    QCOMPARE(blocks.size(), 1 + 8);
    QCOMPARE(blocks[1][2], n(1));
    QCOMPARE(blocks[1].mid(3), (QStringList{n(0), n(1)}));

    // Bubble ÷ total time at p = 2: (p − 1)/(m + p − 1) = 1/(m + 1): 50.0 % at
    // m = 1, 33.3 % at m = 2; simulated and closed form agree; m = 1…64.
    const QList<QStringList> bubble = modelCells(dialog->tableView(2));
    QCOMPARE(bubble.size(), 1 + 64);
    const QString fifty = locale.toString(50.0, 'f', 1);
    const QString third = locale.toString(33.3, 'f', 1);
    QCOMPARE(bubble[1][0], n(1));
    QVERIFY2(bubble[1][1].startsWith(fifty) && bubble[1][2].startsWith(fifty),
             qPrintable(bubble[1].join(u'|')));
    QCOMPARE(bubble[2][0], n(2));
    QVERIFY2(bubble[2][1].startsWith(third) && bubble[2][2].startsWith(third),
             qPrintable(bubble[2].join(u'|')));
    QCOMPARE(bubble[64][0], n(64));

    // Activations: GPipe (the current schedule) then 1F1B.
    const QList<QStringList> activations = modelCells(dialog->tableView(3));
    QCOMPARE(activations.size(), 1 + 2);
    QCOMPARE(activations[0][1],
             visibleChild<QComboBox>(page.get(), u"scheduleCombo"_s)->currentText());
    QCOMPARE(activations[1].mid(1), (QStringList{n(2), n(2)}));
    QCOMPARE(activations[2].mid(1), (QStringList{n(2), n(1)}));

    // Every cell's number in the language's digits; every table named for a screen reader.
    for (int tab = 0; tab < 4; ++tab) {
        QVERIFY(!dialog->tableView(tab)->accessibleName().isEmpty());
        const QList<QStringList> cells = modelCells(dialog->tableView(tab));
        for (qsizetype row = 1; row < cells.size(); ++row) {
            for (const QString &cell : cells[row])
                QVERIFY2(!bengali || !cell.contains(latinDigit), qPrintable(cell));
        }
    }
    QVERIFY(!bengali || perGpu[1][1] == u"৪"_s);
}

void TestChartTools::dataTableIsWalkedByKeyboardAndCopied()
{
    pipeline::Parameters parameters;
    parameters.schedule = pipeline::Schedule::GPipe;
    parameters.stages = 2;
    parameters.microBatches = 2;
    parameters.backwardRatio = 1.0;
    const auto page = pipelinePage(parameters);
    QTest::mouseClick(page->findChild<QPushButton *>(u"chartDataButton"_s), Qt::LeftButton);
    settle();
    ChartDataDialog *dialog = page->chartTools()->dataDialog();
    QVERIFY(dialog && dialog->isVisible());
    QTableView *view = dialog->tableView(0);
    view->setFocus();
    view->setCurrentIndex(view->model()->index(0, 0));
    QTest::keyClick(view, Qt::Key_Right);
    QCOMPARE(view->currentIndex(), view->model()->index(0, 1));
    QTest::keyClick(view, Qt::Key_Down);
    QCOMPARE(view->currentIndex(), view->model()->index(1, 1));
    // Tab leaves the table for the buttons rather than walking its cells.
    QTest::keyClick(view, Qt::Key_Tab);
    QVERIFY(QApplication::focusWidget() != view);

    // Copied as the per-GPU table (worked in pipelineDataTables), tab-separated.
    QGuiApplication::clipboard()->clear();
    QTest::mouseClick(dialog->findChild<QPushButton *>(u"copyChartDataButton"_s), Qt::LeftButton);
    QCOMPARE(QGuiApplication::clipboard()->text(),
             u"GPU\tBusy (time units)\tIdle (time units)\tMost activations held (micro-batches)\n"
             "GPU 1\t4\t2\t2\nGPU 2\t4\t2\t2\n"_s);

    // The open view follows the controls: p = 3 gives three GPU rows.
    visibleChild<QSpinBox>(page.get(), u"stagesSpin"_s)->setValue(3);
    settle();
    QCOMPARE(view->model()->rowCount(), 3);
}

void TestChartTools::attentionDataTables()
{
    // The default set-up: B = 1, N = 32, d = 128, bfloat16, inference, A100 80 GB
    // (the fused kernel runs). At T = S = 512 naive holds B·N·T·S·2 bytes =
    // 32·512·512·2 = 16 MiB; fused holds the output B·T·N·d·2 = 512·32·128·2 =
    // 4 MiB and the float32 statistics B·N·T·4 = 64 KiB: 4.0625 MiB, "4.06 MiB".
    // At 131072 = 2^17: naive 2^5·2^34·2 = 2^40 = 1 TiB; fused 2^30 + 2^24 bytes
    // = 1.015625 GiB, "1.02 GiB". Eight points an octave over 8 octaves: 65 rows.
    AttentionPage page;
    page.resize(1100, 750);
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    page.chartTools()->showData();
    settle();
    ChartDataDialog *dialog = page.chartTools()->dataDialog();
    QVERIFY(dialog);
    const QList<QStringList> memory = modelCells(dialog->tableView(0));
    QCOMPARE(memory.size(), 1 + 65);
    QCOMPARE(memory[0].size(), 3);
    QCOMPARE(memory[1], (QStringList{u"512"_s, u"16.00 MiB"_s, u"4.06 MiB"_s}));
    QCOMPARE(memory[65], (QStringList{u"131,072"_s, u"1.00 TiB"_s, u"1.02 GiB"_s}));
    QVERIFY(!dialog->tableView(0)->accessibleName().isEmpty());
    const QList<QStringList> markers = modelCells(dialog->tableView(1));
    // Now (T = 8192): naive 32·8192²·2 = 2^32 = 4 GiB.
    QCOMPARE(markers[1].mid(1), (QStringList{u"8,192"_s, u"4.00 GiB"_s}));

    // float32 has no fused kernel: the memory table drops its fused column.
    auto *dtype = page.findChild<QComboBox *>(u"attentionDtypeCombo"_s);
    dtype->setCurrentIndex(dtype->findText(u"float32"_s));
    settle();
    QCOMPARE(dialog->tableView(0)->model()->columnCount(), 2);
    // float32 doubles the naive bytes: 32 MiB at T = 512.
    QCOMPARE(modelCells(dialog->tableView(0))[1], (QStringList{u"512"_s, u"32.00 MiB"_s}));
}

void TestChartTools::pinnedSettingStaysUntilCleared()
{
    // Pinned at the default 1F1B, p = 4, m = 8, r = 2; then p = 2.
    pipeline::Parameters parameters;
    const auto page = pipelinePage(parameters);
    auto *bubbleView = page->findChild<QChartView *>(u"bubbleChartView"_s);
    auto *activationsView = page->findChild<QChartView *>(u"activationsChartView"_s);
    auto *clear = page->findChild<QPushButton *>(u"clearPinButton"_s);
    QVERIFY(!clear->isEnabled());
    QVERIFY(!seriesNamed(bubbleView, u"Pinned"_s)
            || !seriesNamed(bubbleView, u"Pinned"_s)->isVisible());

    QTest::mouseClick(page->findChild<QPushButton *>(u"pinSettingButton"_s), Qt::LeftButton);
    settle();
    QVERIFY(clear->isEnabled());
    visibleChild<QSpinBox>(page.get(), u"stagesSpin"_s)->setValue(2);
    settle();

    QLineSeries *pinned = seriesNamed(bubbleView, u"Pinned: "_s);
    QVERIFY(pinned);
    QVERIFY(pinned->isVisible());
    QVERIFY2(pinned->name().contains(u"p = 4"_s) && pinned->name().contains(u"m = 8"_s),
             qPrintable(pinned->name()));
    // The legend, a label under the chart, names the pinned line while it is drawn.
    QVERIFY(visibleChild<QLabel>(page.get(), u"bubbleLegendLabel"_s)->text().contains(u"Pinned"_s));
    // 1F1B's bubble ÷ total time is (p − 1)/(m + p − 1): the pinned p = 4 gives
    // 3/4 = 75 % at m = 1 (the current p = 2 would give 1/2).
    QCOMPARE(pinned->at(0), QPointF(1, 75.0));
    QCOMPARE(pinned->pen().style(), Qt::DashLine);

    // The pinned bars: 1F1B at p = 4 holds p − i micro-batches on GPU i + 1.
    auto *bars = qobject_cast<QBarSeries *>(activationsView->chart()->series().value(0));
    QVERIFY(bars);
    QCOMPARE(bars->count(), 3);
    QBarSet *pinnedBars = bars->barSets().at(2);
    QVERIFY(pinnedBars->label().startsWith(u"Pinned: "_s));
    QCOMPARE(pinnedBars->count(), 4);
    for (int i = 0; i < 4; ++i)
        QCOMPARE(pinnedBars->at(i), double(4 - i));

    // The measure changes what the pinned line shows, not what is pinned:
    // over ideal compute (p − 1)/m = 3 = 300 % at m = 1.
    auto *measure = visibleChild<QComboBox>(page.get(), u"bubbleMeasureCombo"_s);
    measure->setCurrentIndex(1);
    settle();
    QCOMPARE(pinned->at(0), QPointF(1, 300.0));

    QTest::mouseClick(clear, Qt::LeftButton);
    settle();
    QVERIFY(!pinned->isVisible());
    QVERIFY(!visibleChild<QLabel>(page.get(), u"bubbleLegendLabel"_s)->text().contains(u"Pinned"_s));
    QCOMPARE(bars->count(), 2);
    QVERIFY(!clear->isEnabled());
}

void TestChartTools::attentionPinStaysWhenTheDataTypeChanges()
{
    AttentionPage page;
    page.resize(1100, 750);
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    auto *view = page.findChild<QChartView *>(u"attentionChartView"_s);
    QTest::mouseClick(page.findChild<QPushButton *>(u"pinSettingButton"_s), Qt::LeftButton);
    auto *dtype = page.findChild<QComboBox *>(u"attentionDtypeCombo"_s);
    dtype->setCurrentIndex(dtype->findText(u"float32"_s));
    settle();
    // Pinned at bfloat16: naive 16 MiB at T = 512 (see attentionDataTables).
    QLineSeries *pinnedNaive = seriesNamed(view, u"Pinned: bfloat16"_s);
    QVERIFY(pinnedNaive);
    QVERIFY(pinnedNaive->isVisible());
    QCOMPARE(pinnedNaive->at(0), QPointF(512, 16.0 * 1024 * 1024));
    const QString legend = visibleChild<QLabel>(&page, u"attentionLegendLabel"_s)->text();
    QVERIFY2(legend.contains(u"Pinned: bfloat16"_s), qPrintable(legend));

    QTest::mouseClick(page.findChild<QPushButton *>(u"clearPinButton"_s), Qt::LeftButton);
    settle();
    QVERIFY(!pinnedNaive->isVisible());
    QVERIFY(!visibleChild<QLabel>(&page, u"attentionLegendLabel"_s)->text().contains(u"Pinned"_s));
}

void TestChartTools::fixedRangeHoldsTheMemoryAxis_data()
{
    QTest::addColumn<QString>("dtype");
    QTest::addColumn<int>("pass");
    QTest::newRow("bfloat16 inference") << u"bfloat16"_s << 0;
    QTest::newRow("float32 training") << u"float32"_s << 1;
    QTest::newRow("float16 training") << u"float16"_s << 1;
    QTest::newRow("float32 inference") << u"float32"_s << 0;
}

void TestChartTools::fixedRangeHoldsTheMemoryAxis()
{
    // B = 1, N = 32, d = 128 over T = S = 512…131072: the least memory is fused
    // at 512 in a 2-byte type, 4,259,840 bytes (attentionDataTables), above
    // 2^22; the most is naive float32 training at 2^17: 2^5·2^34·4·2 = 2^42
    // bytes. The GPU lines (40–141 GB) lie between. The axis has a tick every
    // 2^4 and room beyond each end: ⌊(22 − 1)/4⌋·4 = 20 to ⌈(42 + 1)/4⌉·4 = 44.
    QFETCH(QString, dtype);
    QFETCH(int, pass);
    AttentionPage page;
    page.resize(1100, 750);
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    auto *view = page.findChild<QChartView *>(u"attentionChartView"_s);
    auto *fixed = page.findChild<QCheckBox *>(u"attentionFixedRangeCheck"_s);
    QVERIFY(fixed && !fixed->isChecked());
    fixed->click();
    auto *dtypeCombo = page.findChild<QComboBox *>(u"attentionDtypeCombo"_s);
    dtypeCombo->setCurrentIndex(dtypeCombo->findText(dtype));
    page.findChild<QComboBox *>(u"attentionPassCombo"_s)->setCurrentIndex(pass);
    settle();
    QLogValueAxis *axis = memoryAxis(view);
    QVERIFY(axis);
    QCOMPARE(axis->min(), std::exp2(20));
    const QList<double> ticks = memoryTicks(view);
    QVERIFY(!ticks.isEmpty());
    QCOMPARE(ticks.constFirst(), 20.0);
    QCOMPARE(ticks.constLast(), 44.0);
    // Above the top tick, room for its label below the chart's title.
    QVERIFY(axis->max() >= std::exp2(44));

    // Unchecked, the axis follows the lines drawn. With a fused line its lowest
    // point is the fused 4,259,840 bytes at 512 (log₂ 22.02): ⌊21/4⌋·4 = 20.
    // float32 has no fused line: the lowest is naive at 512, 2^5·2^18·4 = 2^25
    // bytes in inference, 2^26 in training, below the 40 GB line (~2^35.2):
    // ⌊24/4⌋·4 = ⌊25/4⌋·4 = 24.
    fixed->click();
    settle();
    const bool fusedDrawn = dtype != u"float32"_s;
    QCOMPARE(axis->min(), std::exp2(fusedDrawn ? 20 : 24));
}

void TestChartTools::exportedPngHasTheViewsSize()
{
    const auto page = pipelinePage(pipeline::Parameters());
    QTemporaryDir directory;
    QVERIFY(directory.isValid());
    for (const QString &name : {u"bubbleChartView"_s, u"activationsChartView"_s}) {
        QWidget *view = page->findChild<QWidget *>(name);
        const QString path = directory.filePath(name + u".png"_s);
        QVERIFY(ChartExport::save(view, nullptr, path, name));
        QImage image(path);
        QVERIFY(!image.isNull());
        QCOMPARE(image.size(), view->size() * view->devicePixelRatio());
        // Not blank: the lines, bars and texts give many colours.
        std::set<QRgb> colours;
        for (int y = 0; y < image.height(); y += 3) {
            for (int x = 0; x < image.width(); x += 3)
                colours.insert(image.pixel(x, y));
        }
        QVERIFY2(colours.size() > 10, qPrintable(QString::number(colours.size())));
    }
}

void TestChartTools::exportedSvgIsXmlWithTheAxisTitles()
{
    const auto page = pipelinePage(pipeline::Parameters());
    QTemporaryDir directory;
    QWidget *view = page->findChild<QWidget *>(u"bubbleChartView"_s);
    const QString path = directory.filePath(u"bubble.svg"_s);
    QVERIFY(ChartExport::save(view, nullptr, path, u"Bubble against m"_s));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray svg = file.readAll();
    QXmlStreamReader reader(svg);
    QString root;
    QString text;
    while (!reader.atEnd()) {
        reader.readNext();
        if (reader.isStartElement() && root.isEmpty())
            root = reader.name().toString();
        if (reader.isCharacters())
            text += reader.text();
    }
    QVERIFY2(!reader.hasError(), qPrintable(reader.errorString()));
    QCOMPARE(root, u"svg"_s);
    // The axis titles the chart shows (PipelineBubbleChart: "micro-batches m",
    // and over total time "bubble ÷ total (%)").
    QVERIFY2(text.contains(u"micro-batches m"_s), qPrintable(text.left(400)));
    QVERIFY2(text.contains(u"bubble ÷ total (%)"_s), qPrintable(text.left(400)));
}

void TestChartTools::copyFiguresCopiesTheFigures()
{
    // 1F1B, p = 4, m = 8, r = 2: makespan (m + p − 1)(1 + r) = 33.
    const auto page = pipelinePage(pipeline::Parameters());
    QGuiApplication::clipboard()->clear();
    QTest::mouseClick(page->findChild<QPushButton *>(u"copyFiguresButton"_s), Qt::LeftButton);
    const QString copied = QGuiApplication::clipboard()->text();
    QVERIFY2(copied.contains(u"Makespan: 33 time units"_s), qPrintable(copied));
    QCOMPARE(copied, page->findChild<QTextBrowser *>(u"figuresText"_s)->toPlainText());

    // Attention: 4 GiB naive at the default T = 8192 (attentionDataTables).
    AttentionPage attention;
    attention.show();
    QVERIFY(QTest::qWaitForWindowExposed(&attention));
    QGuiApplication::clipboard()->clear();
    QTest::mouseClick(attention.findChild<QPushButton *>(u"copyFiguresButton"_s), Qt::LeftButton);
    QVERIFY2(QGuiApplication::clipboard()->text().contains(u"4.00 GiB"_s),
             qPrintable(QGuiApplication::clipboard()->text()));
}

void TestChartTools::pagesFitASmallScreen_data()
{
    QTest::addColumn<bool>("bengali");
    QTest::newRow("en") << false;
    QTest::newRow("bn") << true;
}

void TestChartTools::pagesFitASmallScreen()
{
    // The whole window at 1024×600, menu bar and toolbar included, opened on
    // each chart page from a question.
    QFETCH(bool, bengali);
    QTemporaryDir data;
    LanguageManager languages;
    languages.setLanguage(bengali ? Language::Bengali : Language::English);
    MainWindow window(&languages, data.filePath(u"progress.json"_s));
    window.loadBanks(BankLoader::builtInBankPaths());
    window.setMinimumSize(window.minimumSize().boundedTo(QSize(1024, 600)));
    window.resize(1024, 600);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCOMPARE(window.size(), QSize(1024, 600));

    window.showConcept(Concept::PipelineBubbles, u"parallelism-04"_s);
    settle();
    auto *pipeline = window.findChild<PipelinePage *>();
    QVERIFY(pipeline->isVisible());
    // Nothing of the page is cut: it has the height its layout needs.
    QVERIFY2(pipeline->height() >= pipeline->minimumSizeHint().height(),
             qPrintable(QString::number(pipeline->minimumSizeHint().height())));
    for (const QString &name : {u"bubbleChartView"_s, u"activationsChartView"_s}) {
        QWidget *chart = pipeline->findChild<QWidget *>(name);
        QVERIFY2(chart->width() >= ChartStyle::smallChartMinimum.width()
                     && chart->height() >= ChartStyle::smallChartMinimum.height(),
                 qPrintable(name));
    }
    auto *timeline = pipeline->findChild<QWidget *>(u"pipelineTimeline"_s);
    QVERIFY(timeline);
    QVERIFY(timeline->height() >= timeline->minimumSizeHint().height());
    // The figures show every line: the box is as tall as its text; the column scrolls.
    auto *figures = pipeline->findChild<QTextBrowser *>(u"figuresText"_s);
    QVERIFY(figures->height() >= int(std::ceil(figures->document()->size().height())));
    auto *pipelineScroll = pipeline->findChild<QScrollArea *>(u"pipelineControlsScroll"_s);
    QVERIFY(pipelineScroll);
    QVERIFY(pipelineScroll->widget()->width() <= pipelineScroll->viewport()->width());

    window.showConcept(Concept::AttentionMemory, u"jax-gpu-11"_s);
    settle();
    auto *attention = window.findChild<AttentionPage *>();
    QVERIFY(attention->isVisible());
    QVERIFY2(attention->height() >= attention->minimumSizeHint().height(),
             qPrintable(QString::number(attention->minimumSizeHint().height())));
    QWidget *chart = attention->findChild<QWidget *>(u"attentionChartView"_s);
    QVERIFY(chart->width() >= ChartStyle::Attention::chartMinimum.width());
    QVERIFY(chart->height() >= ChartStyle::Attention::chartMinimum.height());
    auto *attentionScroll = attention->findChild<QScrollArea *>(u"attentionControlsScroll"_s);
    QVERIFY(attentionScroll);
    QVERIFY(attentionScroll->widget()->width() <= attentionScroll->viewport()->width());
}

QTEST_MAIN(TestChartTools)
#include "tst_charttools.moc"
