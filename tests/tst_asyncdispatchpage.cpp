// The Asynchronous dispatch page driven through its controls, read from what
// it shows (the figures, the Data view's table, the note, the saved chart):
// the worked example (h = 2 ms, g = 10 ms, 100 steps), each way of
// synchronizing, a host-bound loop, a question's set-up and its note, the pin,
// 100,000 steps, and a language switch that keeps every setting.
#include "asyncdispatch/asyncdispatchpage.h"
#include "asyncdispatch/asyncdispatchtimeline.h"
#include "charts/chartdatadialog.h"
#include "charts/charttools.h"
#include "shell/appearance.h"
#include "support/chartsaving.h"
#include "support/settle.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTranslator>

#include <memory>

using namespace Qt::StringLiterals;

class TestAsyncDispatchPage : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void workedExampleAtTheEnd();
    void workedExampleInTheDataView();
    void everyStepAndEveryTenSteps();
    void hostBoundLoopSaysWhatHelps();
    void setupRoundTripAndNote();
    void pinShowsBoth();
    void hundredThousandStepsStayInTheTable();
    void copyAndSaveTheChart();
    void languageSwitchKeepsEverySetting();
    void wholeAtBothSizes_data();
    void wholeAtBothSizes();

private:
    template<typename T>
    T *child(const QString &name) const
    {
        T *found = m_page->findChild<T *>(name);
        if (!found)
            qFatal("no child %s", qPrintable(name));
        return found;
    }
    QString figures() const { return child<QLabel>(u"asyncDispatchFiguresLabel"_s)->text(); }
    void chooseSync(SyncPolicy policy) const
    {
        auto *sync = child<QComboBox>(u"asyncDispatchSyncCombo"_s);
        sync->setCurrentIndex(sync->findData(int(policy)));
    }
    const QAbstractItemModel *dataTable() const
    {
        m_page->chartTools()->showData();
        return m_page->chartTools()->dataDialog()->tableView(0)->model();
    }
    static QString cell(const QAbstractItemModel *table, int row, int column)
    {
        return table->index(row, column).data().toString();
    }

    std::unique_ptr<AsyncDispatchPage> m_page;
    QTranslator m_bengali;
};

namespace {

enum Column { Step, DispatchStart, DispatchEnd, HostFree, GpuStart, GpuEnd, Wait };

ChartOrigin questionFour()
{
    ChartOrigin origin;
    origin.questionNumber = 4;
    origin.quizTitle = LocalizedText{u"JAX on GPUs"_s, u"GPU-তে JAX"_s};
    return origin;
}

} // namespace

void TestAsyncDispatchPage::init()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    m_page = std::make_unique<AsyncDispatchPage>();
    m_page->resize(1300, 900);
    m_page->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_page.get()));
}

void TestAsyncDispatchPage::cleanup()
{
    m_page.reset();
    QCoreApplication::removeTranslator(&m_bengali);
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
}

void TestAsyncDispatchPage::workedExampleAtTheEnd()
{
    // The example, the page's default: h = 2, g = 10, 100 steps, read at the end.
    // The host dispatches step i over [2i, 2i + 2]; the GPU runs it over
    // [2 + 10i, 12 + 10i]: the last ends at 12 + 990 = 1,002 ms, busy 1,000/1,002 = 99.8%.
    const QString text = figures();
    QVERIFY2(text.contains(u"Total time: 1,002 ms"_s), qPrintable(text));
    QVERIFY2(text.contains(u"GPU busy: 99.8%"_s), qPrintable(text));
    // The host dispatched 100 × 2 = 200 ms and waited 1,002 − 200 = 802 ms, once.
    QVERIFY2(text.contains(u"Host waiting for the GPU: 802 ms"_s), qPrintable(text));
    QVERIFY2(text.contains(u"Synchronizations: 1"_s), qPrintable(text));
    // A timer around one step: the dispatch, 2 ms; with block_until_ready(), 2 + 10 = 12 ms.
    QVERIFY2(text.contains(u"one step reads 2 ms without block_until_ready() and 12 ms"_s),
             qPrintable(text));
    // Around the loop: the host leaves it at 200 ms; with the wait, 1,002 ms.
    QVERIFY2(text.contains(u"whole loop reads 200 ms without block_until_ready() and "
                           "1,002 ms"_s),
             qPrintable(text));
    QVERIFY2(text.contains(u"The GPU is the bottleneck"_s), qPrintable(text));
}

void TestAsyncDispatchPage::workedExampleInTheDataView()
{
    const QAbstractItemModel *table = dataTable();
    QCOMPARE(table->rowCount(), 100);
    QCOMPARE(table->headerData(GpuEnd, Qt::Horizontal).toString(), u"GPU end (ms)"_s);
    // Step 1: dispatched over [0, 2], run over [2, 12], no wait.
    QCOMPARE(cell(table, 0, Step), u"1"_s);
    QCOMPARE(cell(table, 0, DispatchEnd), u"2"_s);
    QCOMPARE(cell(table, 0, GpuStart), u"2"_s);
    QCOMPARE(cell(table, 0, GpuEnd), u"12"_s);
    QCOMPARE(cell(table, 0, Wait), u"0"_s);
    // Step 100: dispatched over [198, 200], run over [992, 1,002]; the read
    // after the loop keeps the host till 1,002: a wait of 802 ms.
    QCOMPARE(cell(table, 99, DispatchStart), u"198"_s);
    QCOMPARE(cell(table, 99, DispatchEnd), u"200"_s);
    QCOMPARE(cell(table, 99, GpuStart), u"992"_s);
    QCOMPARE(cell(table, 99, GpuEnd), u"1,002"_s);
    QCOMPARE(cell(table, 99, HostFree), u"1,002"_s);
    QCOMPARE(cell(table, 99, Wait), u"802"_s);
}

void TestAsyncDispatchPage::everyStepAndEveryTenSteps()
{
    // float(loss) every step: each step takes 2 + 10 = 12 ms, 100 × 12 = 1,200 ms,
    // busy 1,000/1,200 = 83.3%; a 2 ms gap in the GPU lane before every step.
    chooseSync(SyncPolicy::EveryStep);
    QVERIFY2(figures().contains(u"Total time: 1,200 ms"_s), qPrintable(figures()));
    QVERIFY2(figures().contains(u"GPU busy: 83.3%"_s), qPrintable(figures()));
    QVERIFY2(figures().contains(u"Synchronizations: 100"_s), qPrintable(figures()));
    const QAbstractItemModel *table = dataTable();
    // Step 2 is dispatched once the host has step 1's loss at 12 ms: [12, 14], run [14, 24].
    QCOMPARE(cell(table, 1, DispatchStart), u"12"_s);
    QCOMPARE(cell(table, 1, GpuStart), u"14"_s);
    QCOMPARE(cell(table, 0, HostFree), u"12"_s);
    QCOMPARE(cell(table, 0, Wait), u"10"_s);
    m_page->chartTools()->dataDialog()->close();
    // Every 10 steps: 10 groups of 2 + 10 × 10 = 102 ms: 1,020 ms, busy 1,000/1,020 = 98.0%.
    chooseSync(SyncPolicy::EveryKSteps);
    QCOMPARE(child<QSpinBox>(u"asyncDispatchIntervalSpin"_s)->value(), 10);
    QVERIFY2(figures().contains(u"Total time: 1,020 ms"_s), qPrintable(figures()));
    QVERIFY2(figures().contains(u"GPU busy: 98.0%"_s), qPrintable(figures()));
    QVERIFY2(figures().contains(u"every 10 steps"_s), qPrintable(figures()));
    QVERIFY2(figures().contains(u"Synchronizations: 10"_s), qPrintable(figures()));
    // k only counts for every k steps.
    chooseSync(SyncPolicy::AtEnd);
    QVERIFY(!child<QSpinBox>(u"asyncDispatchIntervalSpin"_s)->isEnabled());
}

void TestAsyncDispatchPage::hostBoundLoopSaysWhatHelps()
{
    // h = 12, g = 4: step i is dispatched by 12(i + 1) and run in 4 ms after:
    // the last ends at 1,200 + 4 = 1,204 ms, busy 400/1,204 = 33.2%.
    child<QDoubleSpinBox>(u"asyncDispatchHostSpin"_s)->setValue(12);
    child<QDoubleSpinBox>(u"asyncDispatchGpuSpin"_s)->setValue(4);
    QVERIFY2(figures().contains(u"Total time: 1,204 ms"_s), qPrintable(figures()));
    QVERIFY2(figures().contains(u"GPU busy: 33.2%"_s), qPrintable(figures()));
    QVERIFY2(figures().contains(u"The host is the bottleneck"_s), qPrintable(figures()));
    QVERIFY2(figures().contains(u"bigger jitted function"_s), qPrintable(figures()));
    QVERIFY(child<QTextBrowser>(u"asyncDispatchExplanation"_s)
                ->toPlainText()
                .contains(u"When the host is the bottleneck"_s));
    // Synchronizing every step changes little: 100 × (12 + 4) = 1,600 ms; at
    // the end it was 1,204. Cutting h to 3 ms helps: 100 × 4 + 3 = 403 ms.
    child<QDoubleSpinBox>(u"asyncDispatchHostSpin"_s)->setValue(3);
    QVERIFY2(figures().contains(u"Total time: 403 ms"_s), qPrintable(figures()));
    QVERIFY2(figures().contains(u"GPU busy: 99.3%"_s), qPrintable(figures()));
    QVERIFY2(!figures().contains(u"The host is the bottleneck"_s), qPrintable(figures()));
}

void TestAsyncDispatchPage::setupRoundTripAndNote()
{
    AsyncDispatchChartSetup setup;
    setup.hostMs = 0.5;
    setup.gpuMs = 3;
    setup.steps = 1000;
    setup.sync = SyncPolicy::EveryKSteps;
    setup.syncInterval = 25;
    m_page->showSetup(setup, questionFour());
    QCOMPARE(m_page->setup(), setup);
    // Each spin box is named for a screen reader by its label.
    QCOMPARE(child<QDoubleSpinBox>(u"asyncDispatchHostSpin"_s)->accessibleName(),
             u"Host time a step (h)"_s);
    QCOMPARE(child<QSpinBox>(u"asyncDispatchIntervalSpin"_s)->accessibleName(),
             u"Synchronize every k steps (k)"_s);
    auto *note = child<QLabel>(u"asyncDispatchSetupNote"_s);
    auto *back = child<QPushButton>(u"asyncDispatchBackToSetupButton"_s);
    QVERIFY2(note->text().contains(u"question 4"_s), qPrintable(note->text()));
    QVERIFY(!back->isVisible());
    child<QSpinBox>(u"asyncDispatchStepsSpin"_s)->setValue(10);
    QVERIFY2(note->text().contains(u"has changed"_s), qPrintable(note->text()));
    QVERIFY(back->isVisible());
    back->click();
    QCOMPARE(m_page->setup(), setup);
    QVERIFY(!back->isVisible());
    QVERIFY2(!note->text().contains(u"has changed"_s), qPrintable(note->text()));
    // At the end only, 1,000 steps: 0.5 + 1,000 × 3 = 3,000.5 ms, the loop's
    // timer without block_until_ready() 1,000 × 0.5 = 500 ms, busy 3,000/3,000.5 = 99.98%.
    setup.sync = SyncPolicy::AtEnd;
    m_page->showSetup(setup);
    QVERIFY2(figures().contains(u"Total time: 3,000.5 ms"_s), qPrintable(figures()));
    QVERIFY2(figures().contains(u"GPU busy: 99.98%"_s), qPrintable(figures()));
    QVERIFY2(figures().contains(u"whole loop reads 500 ms"_s), qPrintable(figures()));
    QVERIFY(!note->isVisible()); // opened from the menu: no note
}

void TestAsyncDispatchPage::pinShowsBoth()
{
    ChartTools *tools = m_page->chartTools();
    emit tools->pinRequested();
    chooseSync(SyncPolicy::EveryStep);
    const QString text = figures();
    QVERIFY2(text.contains(u"Pinned: h = 2 ms, g = 10 ms, 100 steps, synchronization only at "
                           "the end"_s),
             qPrintable(text));
    // The pinned 1,002 ms beside the 1,200 ms now; 99.8% beside 83.3%.
    QVERIFY2(text.contains(u"Total time: 1,002 ms (now 1,200 ms)"_s), qPrintable(text));
    QVERIFY2(text.contains(u"GPU busy: 99.8% (now 83.3%)"_s), qPrintable(text));
    auto *timeline = child<AsyncDispatchTimeline>(u"asyncDispatchTimeline"_s);
    QVERIFY(timeline->hasPinned());
    QVERIFY(timeline->accessibleDescription().contains(u"Pinned"_s));
    QVERIFY(tools->clearPinButton()->isEnabled());
    emit tools->pinCleared();
    QVERIFY(!figures().contains(u"Pinned"_s));
    QVERIFY(!timeline->hasPinned());
}

void TestAsyncDispatchPage::hundredThousandStepsStayInTheTable()
{
    auto *timeline = child<AsyncDispatchTimeline>(u"asyncDispatchTimeline"_s);
    child<QSpinBox>(u"asyncDispatchStepsSpin"_s)->setValue(10);
    // 10 steps over 2 + 100 = 102 ms: a 2 ms dispatch is many pixels wide.
    QVERIFY(timeline->drawsBlocks());
    child<QSpinBox>(u"asyncDispatchStepsSpin"_s)->setValue(100'000);
    QVERIFY(!timeline->drawsBlocks());
    // 2 + 100,000 × 10 = 1,000,002 ms.
    QVERIFY2(figures().contains(u"Total time: 1,000,002 ms"_s), qPrintable(figures()));
    const QAbstractItemModel *table = dataTable();
    QCOMPARE(table->rowCount(), 100'000);
    QCOMPARE(cell(table, 99'999, Step), u"100,000"_s);
    QCOMPARE(cell(table, 99'999, GpuEnd), u"1,000,002"_s);
    // The open view follows a change.
    child<QSpinBox>(u"asyncDispatchStepsSpin"_s)->setValue(3);
    QCOMPARE(table->rowCount(), 3);
    QCOMPARE(cell(table, 2, GpuEnd), u"32"_s); // 2 + 3 × 10
}

void TestAsyncDispatchPage::copyAndSaveTheChart()
{
    ChartTools *tools = m_page->chartTools();
    tools->copyFigures();
    QCOMPARE(QApplication::clipboard()->text(), m_page->figuresText());
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(u"timeline.svg"_s);
    QString proposed;
    saveThroughTheDialog(tools, path, 1, 0, &proposed);
    QCOMPARE(proposed, u"async-dispatch-h2-g10-n100-at-end.png"_s); // PNG proposed first
    const auto [root, text] = svgRootAndText(path);
    QCOMPARE(root, u"svg"_s);
    QVERIFY2(text.contains(u"Host lane"_s) && text.contains(u"GPU lane"_s), qPrintable(text));
}

void TestAsyncDispatchPage::languageSwitchKeepsEverySetting()
{
    AsyncDispatchChartSetup setup;
    setup.hostMs = 0.5;
    setup.gpuMs = 3;
    setup.steps = 1000;
    setup.sync = SyncPolicy::AtEnd;
    setup.syncInterval = 25;
    m_page->showSetup(setup, questionFour());
    emit m_page->chartTools()->pinRequested();
    QVERIFY(m_bengali.load(u":/i18n/scalestudy_bn.qm"_s)
            && QCoreApplication::installTranslator(&m_bengali));
    QLocale::setDefault(QLocale(QLocale::Bengali, QLocale::Bangladesh));
    settle();
    QCOMPARE(m_page->setup(), setup);
    QCOMPARE(child<QLabel>(u"asyncDispatchTitle"_s)->text(), u"অ্যাসিঙ্ক্রোনাস ডিসপ্যাচ"_s);
    // 3,000.5 ms in Bengali digits, and the pin kept.
    QVERIFY2(figures().contains(u"৩,০০০.৫ ms"_s) && !figures().contains(u"3,000.5"_s),
             qPrintable(figures()));
    QVERIFY2(figures().contains(u"পিন করা"_s), qPrintable(figures()));
    QCOMPARE(child<QDoubleSpinBox>(u"asyncDispatchHostSpin"_s)->text(), u"০.৫০ ms"_s);
    const QAbstractItemModel *table = dataTable();
    QCOMPARE(cell(table, 999, Step), u"১,০০০"_s);
    QCOMPARE(table->headerData(GpuEnd, Qt::Horizontal).toString(), u"GPU শেষ (ms)"_s);
    // 0.5 + 1,000 × 3 = 3,000.5 ms.
    QCOMPARE(cell(table, 999, GpuEnd), u"৩,০০০.৫"_s);
    m_page->chartTools()->dataDialog()->close();
    QCoreApplication::removeTranslator(&m_bengali);
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    settle();
    QCOMPARE(m_page->setup(), setup);
    QVERIFY2(figures().contains(u"Total time: 3,000.5 ms"_s), qPrintable(figures()));
    QVERIFY2(figures().contains(u"Pinned: "_s), qPrintable(figures()));
}

void TestAsyncDispatchPage::wholeAtBothSizes_data()
{
    QTest::addColumn<QSize>("window");
    QTest::addColumn<bool>("bengali");
    QTest::addColumn<bool>("dark");
    for (const QSize &size : {QSize(1024, 600), QSize(1920, 1080)}) {
        for (bool bengali : {false, true}) {
            for (bool dark : {false, true}) {
                const QString tag = u"%1x%2-%3-%4"_s.arg(size.width())
                                        .arg(size.height())
                                        .arg(bengali ? u"bn"_s : u"en"_s,
                                             dark ? u"dark"_s : u"light"_s);
                QTest::newRow(qPrintable(tag)) << size << bengali << dark;
            }
        }
    }
}

void TestAsyncDispatchPage::wholeAtBothSizes()
{
    QFETCH(QSize, window);
    QFETCH(bool, bengali);
    QFETCH(bool, dark);
    const QPalette before = QApplication::palette();
    if (dark)
        QApplication::setPalette(Appearance::darkPalette());
    if (bengali) {
        QVERIFY(m_bengali.load(u":/i18n/scalestudy_bn.qm"_s)
                && QCoreApplication::installTranslator(&m_bengali));
        QLocale::setDefault(QLocale(QLocale::Bengali, QLocale::Bangladesh));
    }
    // A question's set-up with its note, every step, pinned against the end;
    // or 100,000 steps every 10, each pixel column a summary.
    m_page->showSetup({}, questionFour());
    if (dark) {
        child<QSpinBox>(u"asyncDispatchStepsSpin"_s)->setValue(100'000);
        chooseSync(SyncPolicy::EveryKSteps);
    } else {
        emit m_page->chartTools()->pinRequested();
        chooseSync(SyncPolicy::EveryStep);
        child<QSpinBox>(u"asyncDispatchStepsSpin"_s)->setValue(20);
    }
    m_page->resize(window);
    settle();
    // To look at the page: SCALESTUDY_SCREENSHOT_DIR=/tmp/shots ./tst_asyncdispatchpage
    const QString directory = qEnvironmentVariable("SCALESTUDY_SCREENSHOT_DIR");
    if (!directory.isEmpty()) {
        QDir().mkpath(directory);
        m_page->grab().save(directory + u"/asyncdispatch-"_s
                            + QString::fromLatin1(QTest::currentDataTag()) + u".png"_s);
    }
    for (QLabel *label : m_page->findChildren<QLabel *>()) {
        if (label->isVisible() && label->wordWrap())
            QVERIFY2(label->height() >= label->heightForWidth(label->width()),
                     qPrintable(label->objectName() + u": "_s + label->text()));
    }
    QApplication::setPalette(before);
}

QTEST_MAIN(TestAsyncDispatchPage)
#include "tst_asyncdispatchpage.moc"
