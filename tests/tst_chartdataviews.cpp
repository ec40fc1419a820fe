// The chart pages' line charts and their "Data" views show one model each:
// the bubble chart's simulated and closed-form lines and the Data view's
// bubble table, the attention chart's naive and fused lines and its memory
// table. Read from the screen: the series' points and the table's texts, for a
// configuration worked by hand, before and after a control change, in English
// and in Bengali; a control change reaches the Data view as changed cells,
// never as a reset (the view's model watched by QAbstractItemModelTester);
// a column with no line (the fused kernel in float32) leaves the table; and
// "Copy as text" copies what the view shows.
#include "attention/attentionpage.h"
#include "charts/chartdatadialog.h"
#include "charts/charttools.h"
#include "pipeline/pipelinepage.h"
#include "support/settle.h"
#include "support/tablecells.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QLocale>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTest>
#include <QTranslator>
#include <QtCharts/QChartView>
#include <QtCharts/QXYSeries>

#include <memory>

using namespace Qt::StringLiterals;

namespace {

// The series whose legend name is `name` (the names in the source language).
QXYSeries *series(QWidget *page, const QString &view, const QString &name)
{
    auto *chartView = page->findChild<QChartView *>(view);
    for (QAbstractSeries *shown : chartView->chart()->series()) {
        if (shown->name() == name)
            return qobject_cast<QXYSeries *>(shown);
    }
    qFatal("no series %s", qPrintable(name));
}

QString percent(double value)
{
    return QCoreApplication::translate("PipelinePage", "%1%").arg(QLocale().toString(value, 'f', 1));
}

} // namespace

class TestChartDataViews : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanup();
    void bubbleChartAndTableShowOneModel_data();
    void bubbleChartAndTableShowOneModel();
    void closedFormLeftOutWhereItHasNoValue();
    void attentionChartAndTableShowOneModel();

private:
    std::unique_ptr<PipelinePage> pipelinePage(const pipeline::Parameters &parameters);
    QTableView *openData(ChartTools *tools, int tab);
    QTranslator m_bengali;
};

void TestChartDataViews::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    QVERIFY(m_bengali.load(u":/i18n/scalestudy_bn.qm"_s));
}

void TestChartDataViews::cleanup()
{
    QCoreApplication::removeTranslator(&m_bengali);
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
}

std::unique_ptr<PipelinePage> TestChartDataViews::pipelinePage(const pipeline::Parameters &parameters)
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

QTableView *TestChartDataViews::openData(ChartTools *tools, int tab)
{
    tools->showData();
    settle();
    return tools->dataDialog()->tableView(tab);
}

void TestChartDataViews::bubbleChartAndTableShowOneModel_data()
{
    QTest::addColumn<bool>("bengali");
    QTest::newRow("en") << false;
    QTest::newRow("bn") << true;
}

void TestChartDataViews::bubbleChartAndTableShowOneModel()
{
    QFETCH(bool, bengali);
    // GPipe, p = 4, r = 1: bubble ÷ total time (p − 1)/(m + p − 1), simulated and
    // closed form alike: 3/4 = 75 % at m = 1, 3/11 = 27.27 % ("27.3%") at m = 8.
    pipeline::Parameters parameters;
    parameters.schedule = pipeline::Schedule::GPipe;
    parameters.stages = 4;
    parameters.microBatches = 8;
    parameters.backwardRatio = 1.0;
    const auto page = pipelinePage(parameters);
    const QString simulatedName = u"simulated"_s;
    const QString closedFormName = u"closed form"_s;
    QXYSeries *simulated = series(page.get(), u"bubbleChartView"_s, simulatedName);
    QXYSeries *closedForm = series(page.get(), u"bubbleChartView"_s, closedFormName);
    if (bengali) {
        QCoreApplication::installTranslator(&m_bengali);
        QLocale::setDefault(QLocale(QLocale::Bengali, QLocale::Bangladesh));
        settle();
    }
    QTableView *table = openData(page->chartTools(), 2);
    const QAbstractItemModelTester tester(table->model(),
                                          QAbstractItemModelTester::FailureReportingMode::Fatal);
    const QLocale locale;

    QCOMPARE(simulated->count(), 64);
    QCOMPARE(closedForm->count(), 64);
    QCOMPARE(simulated->at(0), QPointF(1, 75.0));
    QCOMPARE(closedForm->at(7), QPointF(8, 300.0 / 11.0));
    QCOMPARE(table->model()->rowCount(), 64);
    QCOMPARE(rowTexts(table, 0), (QStringList{locale.toString(1), percent(75.0), percent(75.0)}));
    QCOMPARE(rowTexts(table, 7), (QStringList{locale.toString(8), percent(27.3), percent(27.3)}));
    QVERIFY(!bengali || rowTexts(table, 7)[1] == u"২৭.৩%"_s);

    // p = 4 -> 2: 1/(m + 1): 50 % at m = 1, 1/9 = 11.1 % at m = 8. The view
    // hears changed cells, never a reset.
    QSignalSpy changed(table->model(), &QAbstractItemModel::dataChanged);
    QSignalSpy reset(table->model(), &QAbstractItemModel::modelReset);
    page->findChild<QSpinBox *>(u"stagesSpin"_s)->setValue(2);
    settle();
    QVERIFY(changed.size() > 0);
    QCOMPARE(reset.size(), 0);
    QCOMPARE(simulated->at(0), QPointF(1, 50.0));
    QCOMPARE(closedForm->at(7), QPointF(8, 100.0 / 9.0));
    QCOMPARE(rowTexts(table, 0), (QStringList{locale.toString(1), percent(50.0), percent(50.0)}));
    QCOMPARE(rowTexts(table, 7), (QStringList{locale.toString(8), percent(11.1), percent(11.1)}));

    // "Copy as text" copies the view's texts: the header, then a line per m.
    ChartDataDialog *dialog = page->chartTools()->dataDialog();
    dialog->findChild<QTabWidget *>(u"chartDataTabs"_s)->setCurrentIndex(2);
    QGuiApplication::clipboard()->clear();
    QTest::mouseClick(dialog->findChild<QPushButton *>(u"copyChartDataButton"_s), Qt::LeftButton);
    const QStringList lines = QGuiApplication::clipboard()->text().split(u'\n');
    QCOMPARE(lines.size(), 1 + 64 + 1); // and the last line's end
    QCOMPARE(lines[1], rowTexts(table, 0).join(u'\t'));
    QCOMPARE(lines[0], headerTexts(table).join(u'\t'));
}

void TestChartDataViews::closedFormLeftOutWhereItHasNoValue()
{
    // ZB-H1's closed form assumes m ≥ p: for p = 4, none at m = 1…3. Its line
    // starts at m = 4, where it is (p − 1)/(m(1 + r) + p − 1) = 3/11 for r = 1;
    // the table leaves those cells blank and lists the simulation.
    pipeline::Parameters parameters;
    parameters.schedule = pipeline::Schedule::ZeroBubbleH1;
    parameters.stages = 4;
    parameters.microBatches = 8;
    parameters.backwardRatio = 1.0;
    const auto page = pipelinePage(parameters);
    QXYSeries *closedForm = series(page.get(), u"bubbleChartView"_s, u"closed form"_s);
    QTableView *table = openData(page->chartTools(), 2);
    const QAbstractItemModelTester tester(table->model(),
                                          QAbstractItemModelTester::FailureReportingMode::Fatal);
    QCOMPARE(closedForm->count(), 64 - 3);
    QCOMPARE(closedForm->at(0), QPointF(4, 300.0 / 11.0));
    QCOMPARE(table->model()->rowCount(), 64);
    for (int row = 0; row < 3; ++row) {
        QCOMPARE(rowTexts(table, row)[2], QString());
        QVERIFY(!rowTexts(table, row)[1].isEmpty());
    }
    QCOMPARE(rowTexts(table, 3)[2], percent(27.3));

    // GPipe has a closed form at every m: the line fills in, row by row.
    auto *schedule = page->findChild<QComboBox *>(u"scheduleCombo"_s);
    schedule->setCurrentIndex(schedule->findData(int(pipeline::Schedule::GPipe)));
    settle();
    QCOMPARE(closedForm->count(), 64);
    QCOMPARE(closedForm->at(0), QPointF(1, 75.0)); // 3/(1 + 3)
    QCOMPARE(rowTexts(table, 0)[2], percent(75.0));
}

void TestChartDataViews::attentionChartAndTableShowOneModel()
{
    // B = 1, N = 32, d = 128, bfloat16, inference (the page's defaults). At
    // T = S = 512 naive holds B·N·T·S·2 = 32·512²·2 bytes = 16 MiB; fused the
    // output B·T·N·d·2 = 4 MiB and the float32 statistics B·N·T·4 = 64 KiB:
    // 4,259,840 bytes, "4.06 MiB".
    AttentionPage page;
    page.resize(1100, 750);
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    settle();
    QXYSeries *naive = series(&page, u"attentionChartView"_s, u"Naive attention (score matrix)"_s);
    QXYSeries *fused = series(&page, u"attentionChartView"_s, u"Fused cuDNN kernel"_s);
    QTableView *table = openData(page.chartTools(), 0);
    const QAbstractItemModelTester tester(table->model(),
                                          QAbstractItemModelTester::FailureReportingMode::Fatal);
    QCOMPARE(naive->count(), 65);
    QCOMPARE(naive->at(0), QPointF(512, 16777216.0));
    QCOMPARE(fused->at(0), QPointF(512, 4259840.0));
    QCOMPARE(rowTexts(table, 0), (QStringList{u"512"_s, u"16.00 MiB"_s, u"4.06 MiB"_s}));

    // B = 2 doubles both at every T: 32 MiB and 8.125 MiB ("8.13 MiB"); the
    // view hears changed cells, never a reset.
    QSignalSpy changed(table->model(), &QAbstractItemModel::dataChanged);
    QSignalSpy reset(table->model(), &QAbstractItemModel::modelReset);
    page.findChild<QSpinBox *>(u"attentionBatchSpin"_s)->setValue(2);
    settle();
    QVERIFY(changed.size() > 0);
    QCOMPARE(reset.size(), 0);
    QCOMPARE(naive->at(0), QPointF(512, 2 * 16777216.0));
    QCOMPARE(fused->at(0), QPointF(512, 2 * 4259840.0));
    QCOMPARE(rowTexts(table, 0), (QStringList{u"512"_s, u"32.00 MiB"_s, u"8.13 MiB"_s}));
    QCOMPARE(table->model()->rowCount(), 65);

    // float32 has no fused kernel: the chart hides its line and the table its
    // column; naive holds 4 bytes an element, 2·32·512²·4 = 64 MiB at T = 512.
    auto *dtype = page.findChild<QComboBox *>(u"attentionDtypeCombo"_s);
    dtype->setCurrentIndex(dtype->findText(u"float32"_s));
    settle();
    QVERIFY(!fused->isVisible());
    QCOMPARE(naive->at(0), QPointF(512, 4 * 16777216.0));
    QCOMPARE(rowTexts(table, 0), (QStringList{u"512"_s, u"64.00 MiB"_s}));
    QCOMPARE(headerTexts(table), (QStringList{u"T = S"_s, u"Naive attention"_s}));
}

QTEST_MAIN(TestChartDataViews)
#include "tst_chartdataviews.moc"
