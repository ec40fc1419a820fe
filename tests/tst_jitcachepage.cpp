// The compilation cache page, driven through its real widgets: keys on the
// controls, the figures, signatures and problem read back from the page, the
// Data view's table, a question's set-up and its note, the pin, the export
// and the language switch. Expected figures are worked by hand from the
// issue's worked example: 1,000 examples in batches of 32 are 31 full batches
// and a partial one of 8; a compilation takes 2,000 ms and a step 0.05 ms an
// example.
#include "charts/charttools.h"
#include "jitcache/jitcachepage.h"
#include "support/chartsaving.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QImage>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

#include <memory>

using namespace Qt::StringLiterals;

class TestJitCachePage : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void workedExampleKeepCompilesTwice();
    void dropCompilesOnceAndSeesFewerExamples();
    void padCompilesOnceWithPaddingRows();
    void dataViewListsTheRuns();
    void bankNotesReadTrue();
    void evaluationAndDtypeChangeAddMarks();
    void showSetupRoundTripsAndTheNote();
    void outOfRangeSetupIsExplained();
    void tooManyCallsShowsTheCounts();
    void pinShowsBothFigures();
    void languageSwitchKeepsEverySetting();
    void exportAndCopy();

private:
    template<typename Widget>
    Widget *child(const QString &name) const
    {
        auto *widget = m_page->findChild<Widget *>(name);
        if (!widget)
            qFatal("no widget %s", qPrintable(name));
        return widget;
    }
    QString figures() const { return child<QLabel>(u"jitCacheFiguresLabel"_s)->text(); }
    QString signatures() const
    {
        return child<QLabel>(u"jitCacheSignaturesLabel"_s)->accessibleDescription();
    }
    void choose(const QString &comboName, int index);
    void typeInto(const QString &spinName, int value);
    void switchToBengali();

    std::unique_ptr<JitCachePage> m_page;
    QTranslator m_compiled;
    bool m_bengali = false;
};

void TestJitCachePage::choose(const QString &comboName, int index)
{
    auto *combo = child<QComboBox>(comboName);
    combo->setFocus();
    QTest::keyClick(combo, Qt::Key_Home);
    for (int i = 0; i < index; ++i)
        QTest::keyClick(combo, Qt::Key_Down);
    QCOMPARE(combo->currentIndex(), index);
}

void TestJitCachePage::typeInto(const QString &spinName, int value)
{
    auto *spin = child<QSpinBox>(spinName);
    spin->setFocus();
    QTest::keyClick(spin, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(spin, QString::number(value));
    QTest::keyClick(spin, Qt::Key_Return);
    QCOMPARE(spin->value(), value);
}

void TestJitCachePage::switchToBengali()
{
    QVERIFY(m_compiled.load(u":/i18n/scalestudy_bn.qm"_s));
    QCoreApplication::installTranslator(&m_compiled);
    m_bengali = true;
    QLocale::setDefault(QLocale(QLocale::Bengali, QLocale::Bangladesh));
    QCoreApplication::processEvents();
}

void TestJitCachePage::init()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    m_page = std::make_unique<JitCachePage>();
    m_page->resize(1100, 750);
    m_page->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_page.get()));
}

void TestJitCachePage::cleanup()
{
    m_page.reset();
    if (m_bengali) {
        QCoreApplication::removeTranslator(&m_compiled);
        m_bengali = false;
    }
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
}

void TestJitCachePage::workedExampleKeepCompilesTwice()
{
    // Kept: 32 calls an epoch, (32, …) and (8, …) each compiled once: after 3
    // epochs 2 compilations in 96 calls. Time: 2 × 2,000 = 4,000 ms compiling,
    // 3,000 rows × 0.05 = 150 ms computing; 4,000 / 4,150 = 96.4%.
    QVERIFY2(figures().contains(u"Calls: 96 = 32 an epoch × 3."_s), qPrintable(figures()));
    QVERIFY(figures().contains(u"Compilations (compile marks): 2 in 96 calls; 94 calls cached."_s));
    QVERIFY(figures().contains(u"Compilation: 4,000 ms of the 4,150 ms total (96.4%)."_s));
    QVERIFY(figures().contains(u"Examples seen an epoch: 1,000 of 1,000."_s));
    // (32, …): 31 × 3 = 93 calls, a step of 32 × 0.05 = 1.6 ms; (8, …): the
    // 32nd call, 3 in all, a step of 0.4 ms.
    QVERIFY2(signatures().contains(u"(32, …) float32, training=True: compile mark at call 1 "
                                   u"(epoch 1); 93 calls: the first takes 2,001.6 ms, each "
                                   u"later one 1.6 ms from the cache."_s),
             qPrintable(signatures()));
    QVERIFY(signatures().contains(u"(8, …) float32, training=True: compile mark at call 32 "
                                  u"(epoch 1); 3 calls"_s));
    QVERIFY(child<QWidget>(u"jitCacheTimeline"_s)->isVisible());
    QVERIFY(!child<QLabel>(u"jitCacheProblemLabel"_s)->isVisible());
    // The timeline in words: 3 epochs of two runs, the two compile marks.
    QCOMPARE(child<QWidget>(u"jitCacheTimeline"_s)->accessibleDescription(),
             u"96 calls in 6 runs; compile marks at call 1, (32, …) float32, training=True; "
             u"call 32, (8, …) float32, training=True; every other call is cached."_s);
    QVERIFY(child<QLabel>(u"jitCacheLogLabel"_s)
                ->text()
                .contains(u"jax.config.update(&quot;jax_log_compiles&quot;, True)"_s));
}

void TestJitCachePage::dropCompilesOnceAndSeesFewerExamples()
{
    // Dropped: 31 calls an epoch, all (32, …): 1 compilation, 31 × 32 = 992 seen.
    choose(u"jitCacheLastBatchCombo"_s, 1);
    QVERIFY(figures().contains(u"Calls: 93 = 31 an epoch × 3."_s));
    QVERIFY(figures().contains(u"Compilations (compile marks): 1 in 93 calls"_s));
    QVERIFY(figures().contains(u"Examples seen an epoch: 992 of 1,000."_s));
    QVERIFY(!signatures().contains(u"(8, …)"_s));
}

void TestJitCachePage::padCompilesOnceWithPaddingRows()
{
    // Padded: 32 calls of (32, …): 1 compilation; 32 × 32 = 1,024 rows an
    // epoch for 1,000 examples, 24 padding: 72 of 3,072 rows = 2.34375%.
    choose(u"jitCacheLastBatchCombo"_s, 2);
    QVERIFY(figures().contains(u"Compilations (compile marks): 1 in 96 calls"_s));
    QVERIFY(figures().contains(u"Examples seen an epoch: 1,000 of 1,000."_s));
    QVERIFY2(figures().contains(u"Padding: 24 of the 1,024 rows an epoch are padding. 2.3% of "
                                u"the compute is spent on padding."_s),
             qPrintable(figures()));
}

void TestJitCachePage::dataViewListsTheRuns()
{
    m_page->chartTools()->showData();
    const QList<ChartTable> tables = m_page->chartTools()->dataDialog()->tables();
    QCOMPARE(tables.size(), 1);
    const ChartTable &runs = tables.first();
    QCOMPARE(runs.headers, (QStringList{u"Epoch"_s, u"Signature"_s, u"First call"_s, u"Calls"_s,
                                        u"Compiles"_s, u"Start"_s, u"Time"_s}));
    // Two runs an epoch, three epochs.
    QCOMPARE(runs.rows.size(), 6);
    // Epoch 1's (32, …) run: 31 calls from 0 ms, 2,000 + 31 × 1.6 = 2,049.6 ms.
    QCOMPARE(runs.rows.at(0),
             (QStringList{u"1"_s, u"(32, …) float32, training=True"_s, u"1"_s, u"31"_s,
                          u"yes, its first call"_s, u"0 ms"_s, u"2,049.6 ms"_s}));
    // Then the (8, …) call, compiled: 2,000 + 0.4 ms.
    QCOMPARE(runs.rows.at(1),
             (QStringList{u"1"_s, u"(8, …) float32, training=True"_s, u"32"_s, u"1"_s,
                          u"yes, its first call"_s, u"2,049.6 ms"_s, u"2,000.4 ms"_s}));
    // Epoch 2's (32, …) run, cached: from 4,050 ms, 49.6 ms.
    QCOMPARE(runs.rows.at(2), (QStringList{u"2"_s, u"(32, …) float32, training=True"_s, u"33"_s,
                                           u"31"_s, u"no, cached"_s, u"4,050 ms"_s, u"49.6 ms"_s}));
    choose(u"jitCacheLastBatchCombo"_s, 1);
    QCOMPARE(m_page->chartTools()->dataDialog()->tables().first().rows.size(), 3); // one an epoch
    m_page->chartTools()->dataDialog()->close();
}

void TestJitCachePage::bankNotesReadTrue()
{
    // N = 3,200, b = 32, one epoch: 100 calls of (32, …); 2,000 + 3,200 × 0.05
    // = 2,160 ms; 2,000 / 2,160 = 92.6%; ten epochs: 2,000 / 3,600 = 55.6%.
    typeInto(u"jitCacheExamplesSpin"_s, 3200);
    typeInto(u"jitCacheEpochsSpin"_s, 1);
    QVERIFY(signatures().contains(u"100 calls: the first takes 2,001.6 ms, each later one 1.6 ms "
                                  u"from the cache."_s));
    QVERIFY(figures().contains(u"Compilation: 2,000 ms of the 2,160 ms total (92.6%)."_s));
    typeInto(u"jitCacheEpochsSpin"_s, 10);
    QVERIFY(figures().contains(u"(55.6%)"_s));
    // N = 10,000, b = 128, 5 epochs: 78 × 128 + 16, 79 calls an epoch, 395;
    // 4,000 ms of 4,000 + 50,000 × 0.05 = 6,500 ms: 61.5%.
    typeInto(u"jitCacheExamplesSpin"_s, 10000);
    typeInto(u"jitCacheBatchSpin"_s, 128);
    typeInto(u"jitCacheEpochsSpin"_s, 5);
    QVERIFY(figures().contains(u"2 in 395 calls"_s));
    QVERIFY2(figures().contains(u"Compilation: 4.0 s of the 6.5 s total (61.5%)."_s),
             qPrintable(figures()));
    // b = 1,024, dropped: 9 calls an epoch, 9,216 seen; padded: 240 of 10,240
    // rows = 2.3%.
    typeInto(u"jitCacheBatchSpin"_s, 1024);
    choose(u"jitCacheLastBatchCombo"_s, 1);
    QVERIFY(figures().contains(u"Examples seen an epoch: 9,216 of 10,000."_s));
    choose(u"jitCacheLastBatchCombo"_s, 2);
    QVERIFY(figures().contains(u"Padding: 240 of the 10,240 rows an epoch are padding. 2.3%"_s));
}

void TestJitCachePage::evaluationAndDtypeChangeAddMarks()
{
    // Kept, 3 epochs, evaluation every 10 steps: 96 steps, 9 evaluations, 105
    // calls; training=False compiles once more, after step 10 (call 11): 3.
    typeInto(u"jitCacheEvaluateSpin"_s, 10);
    QVERIFY(figures().contains(u"Calls: 105 = 32 an epoch × 3 + 9 for evaluation."_s));
    QVERIFY(figures().contains(u"3 in 105 calls"_s));
    QVERIFY(signatures().contains(u"(32, …) float32, training=False: compile mark at call 11 "
                                  u"(epoch 1)"_s));
    // 4 epochs, no evaluation, bfloat16 from epoch 3: 2 shapes × 2 dtypes = 4
    // in 128 calls; the bfloat16 (32, …) first at call 2 × 32 + 1 = 65.
    typeInto(u"jitCacheEvaluateSpin"_s, 0);
    typeInto(u"jitCacheEpochsSpin"_s, 4);
    typeInto(u"jitCacheDtypeEpochSpin"_s, 3);
    QVERIFY(figures().contains(u"4 in 128 calls"_s));
    QVERIFY(signatures().contains(u"(32, …) bfloat16, training=True: compile mark at call 65 "
                                  u"(epoch 3)"_s));
    typeInto(u"jitCacheDtypeEpochSpin"_s, 0);
    QVERIFY(figures().contains(u"2 in 128 calls"_s));
}

void TestJitCachePage::showSetupRoundTripsAndTheNote()
{
    JitCacheChartSetup setup;
    setup.loop = {3200, 64, LastBatch::Pad, 2, 7, 2, 1500, 0.25};
    m_page->showSetup(setup, {4, LocalizedText{u"JIT in JAX"_s, u"জ্যাক্স"_s}, {}});
    QCOMPARE(m_page->setup(), setup);
    auto *note = child<QLabel>(u"jitCacheSetupNote"_s);
    QVERIFY(note->isVisible());
    QVERIFY(note->text().contains(u"From question 4 of “JIT in JAX”."_s));
    QVERIFY(!note->text().contains(u"no longer describes"_s));
    typeInto(u"jitCacheEpochsSpin"_s, 3);
    QVERIFY(note->text().contains(u"no longer describes"_s));
    auto *back = child<QPushButton>(u"jitCacheBackToSetupButton"_s);
    QVERIFY(back->isVisible());
    back->click();
    QCOMPARE(m_page->setup(), setup);
    QVERIFY(!back->isVisible());
    QVERIFY(!note->text().contains(u"no longer describes"_s));
}

void TestJitCachePage::outOfRangeSetupIsExplained()
{
    JitCacheChartSetup setup;
    setup.loop.examples = 20'000'000; // the page takes at most 10,000,000
    m_page->showSetup(setup);
    auto *problem = child<QLabel>(u"jitCacheProblemLabel"_s);
    QVERIFY(problem->isVisible());
    QVERIFY2(problem->text().contains(u"outside the page's ranges"_s), qPrintable(problem->text()));
    QVERIFY(problem->text().contains(u"N from 1 to 10,000,000"_s));
    QVERIFY(!child<QWidget>(u"jitCacheTimeline"_s)->isVisible());
    typeInto(u"jitCacheExamplesSpin"_s, 1000);
    QVERIFY(!problem->isVisible());
    QVERIFY(child<QWidget>(u"jitCacheTimeline"_s)->isVisible());
}

void TestJitCachePage::tooManyCallsShowsTheCounts()
{
    // 200,000 examples in batches of 1, one epoch: 200,000 calls > 100,000.
    typeInto(u"jitCacheEpochsSpin"_s, 1);
    typeInto(u"jitCacheBatchSpin"_s, 1);
    typeInto(u"jitCacheExamplesSpin"_s, 200000);
    auto *problem = child<QLabel>(u"jitCacheProblemLabel"_s);
    QVERIFY(problem->isVisible());
    QVERIFY(problem->text().contains(u"This loop makes 200,000 calls, more than the 100,000"_s));
    QVERIFY(!child<QWidget>(u"jitCacheTimeline"_s)->isVisible());
    QVERIFY(figures().contains(u"Calls: 200,000 = 200,000 an epoch × 1."_s));
    QVERIFY(figures().contains(u"Examples seen an epoch: 200,000 of 200,000."_s));
    // The Data view has the counts, not the runs.
    m_page->chartTools()->showData();
    const QList<ChartTable> tables = m_page->chartTools()->dataDialog()->tables();
    QCOMPARE(tables.size(), 1);
    QCOMPARE(tables.first().rows.at(0), (QStringList{u"Calls"_s, u"200,000"_s}));
    m_page->chartTools()->dataDialog()->close();
    // 100,000 calls exactly: laid out.
    typeInto(u"jitCacheExamplesSpin"_s, 100000);
    QVERIFY(!problem->isVisible());
    QVERIFY(figures().contains(u"1 in 100,000 calls"_s));
}

void TestJitCachePage::pinShowsBothFigures()
{
    auto *pinned = child<QLabel>(u"jitCachePinnedLabel"_s);
    QVERIFY(!pinned->isVisible());
    m_page->chartTools()->pinButton()->click();
    choose(u"jitCacheLastBatchCombo"_s, 1);
    QVERIFY(pinned->isVisible());
    QVERIFY(pinned->text().contains(u"Pinned: N = 1,000, b = 32, last batch kept, epochs: 3."_s));
    QVERIFY(pinned->text().contains(u"2 in 96 calls"_s));
    QVERIFY(figures().contains(u"1 in 93 calls"_s));
    QVERIFY(m_page->figuresText().contains(u"2 in 96 calls"_s));
    QVERIFY(m_page->figuresText().contains(u"1 in 93 calls"_s));
    m_page->chartTools()->clearPinButton()->click();
    QVERIFY(!pinned->isVisible());
}

void TestJitCachePage::languageSwitchKeepsEverySetting()
{
    choose(u"jitCacheLastBatchCombo"_s, 2);
    typeInto(u"jitCacheEpochsSpin"_s, 4);
    typeInto(u"jitCacheEvaluateSpin"_s, 10);
    typeInto(u"jitCacheDtypeEpochSpin"_s, 2);
    const JitCacheChartSetup before = m_page->setup();
    switchToBengali();
    QCOMPARE(m_page->setup(), before);
    QVERIFY(child<QLabel>(u"jitCacheTitle"_s)->text() != u"The compilation cache"_s);
    // Padded, 4 epochs: 128 steps, 12 evaluations: 140 calls, in Bengali digits.
    QVERIFY2(figures().contains(u"১৪০"_s), qPrintable(figures()));
    QVERIFY(!figures().contains(u"140"_s));
    // The signatures stay code.
    QVERIFY(signatures().contains(u"(32, …) bfloat16, training=False"_s));
    QCoreApplication::removeTranslator(&m_compiled);
    m_bengali = false;
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    QCoreApplication::processEvents();
    QCOMPARE(m_page->setup(), before);
    QVERIFY(figures().contains(u"140"_s));
    QCOMPARE(child<QLabel>(u"jitCacheTitle"_s)->text(), u"The compilation cache"_s);
}

void TestJitCachePage::exportAndCopy()
{
    QTemporaryDir directory;
    QVERIFY(directory.isValid());
    const QString png = directory.filePath(u"timeline.png"_s);
    QString proposed;
    saveThroughTheDialog(m_page->chartTools(), png, 0, 0, &proposed);
    QCOMPARE(proposed, u"jit-cache-n1000-b32-keep-e3.png"_s);
    QVERIFY(!QImage(png).isNull());
    const QString svg = directory.filePath(u"timeline.svg"_s);
    saveThroughTheDialog(m_page->chartTools(), svg, 1);
    const auto [root, text] = svgRootAndText(svg);
    QCOMPARE(root, u"svg"_s);
    QVERIFY2(text.contains(u"(8, …) float32, training=True"_s), qPrintable(text));
    m_page->chartTools()->copyFigures();
    QVERIFY(QGuiApplication::clipboard()->text().contains(u"2 in 96 calls"_s));
    QVERIFY(QGuiApplication::clipboard()->text().contains(u"(8, …) float32"_s));
}

QTEST_MAIN(TestJitCachePage)
#include "tst_jitcachepage.moc"
