// The sharding page, driven through its real widgets: keys on the controls,
// the figures, code, tiles and problem read back from the page, a question's
// set-up and its note, the training-step view and its button, the pin, the
// Data view, and the language switch. Expected figures are worked by hand
// (see tst_sharding): mesh (2, 4) numbers its devices [[0, 1, 2, 3], [4, 5, 6, 7]].
#include "charts/charttools.h"
#include "sharding/shardingpage.h"
#include "support/chartsaving.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QImage>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

#include <memory>

using namespace Qt::StringLiterals;
using namespace sharding;

class TestShardingPage : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void defaultsShowTheWorkedExample();
    void specChangeReachesFiguresAndTiles();
    void tupleOrderMovesTheTiles();
    void invalidChoicesAreExplained();
    void meshStaysWithinSixteenDevices();
    void questionSetupAndItsNote();
    void trainingStepView();
    void pinShowsThePinnedFigures();
    void dataViewAndCopies();
    void languageSwitchKeepsEverySetting();
    void tabVisitsTheTilesInOrder();
    void exportNamesTheSetting();

private:
    template<typename Widget>
    Widget *child(const QString &name) const
    {
        auto *widget = m_page->findChild<Widget *>(name);
        if (!widget)
            qFatal("no widget %s", qPrintable(name));
        return widget;
    }
    QString figures() const { return child<QLabel>(u"shardingFiguresLabel"_s)->text(); }
    QStringList tileNames() const;
    void choose(const QString &comboName, int index);
    void typeInto(const QString &spinName, int value);

    std::unique_ptr<ShardingPage> m_page;
    QTranslator m_compiled;
    bool m_bengali = false;
};

QStringList TestShardingPage::tileNames() const
{
    QStringList names;
    for (int i = 0;; ++i) {
        auto *tile = m_page->findChild<QWidget *>(u"shardingTile%1"_s.arg(i));
        if (!tile)
            return names;
        names << tile->accessibleName();
    }
}

void TestShardingPage::choose(const QString &comboName, int index)
{
    auto *combo = child<QComboBox>(comboName);
    combo->setFocus();
    QTest::keyClick(combo, Qt::Key_Home);
    for (int i = 0; i < index; ++i)
        QTest::keyClick(combo, Qt::Key_Down);
    QCOMPARE(combo->currentIndex(), index);
}

void TestShardingPage::typeInto(const QString &spinName, int value)
{
    auto *spin = child<QSpinBox>(spinName);
    spin->setFocus();
    QTest::keyClick(spin, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(spin, QString::number(value));
    QTest::keyClick(spin, Qt::Key_Return);
    QCOMPARE(spin->value(), value);
}

void TestShardingPage::init()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    m_page = std::make_unique<ShardingPage>();
    m_page->resize(1100, 750);
    m_page->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_page.get()));
}

void TestShardingPage::cleanup()
{
    m_page.reset();
    if (m_bengali) {
        QCoreApplication::removeTranslator(&m_compiled);
        m_bengali = false;
    }
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
}

void TestShardingPage::defaultsShowTheWorkedExample()
{
    // P('data', 'model') on (8, 16) float32: (4, 4) shards of 64 bytes, one each.
    QVERIFY(figures().contains(u"Shard shape: (4, 4)."_s));
    QVERIFY(figures().contains(u"Bytes per device: 64 B."_s));
    QVERIFY(figures().contains(u"Copies of each element: 1 (no copies"_s));
    QVERIFY(figures().contains(u"Across all devices: 512 B"_s));
    QVERIFY(m_page->codeText().contains(u"NamedSharding(mesh, P('data', 'model'))"_s));
    const QStringList names = tileNames();
    QCOMPARE(names.size(), 8);
    // The sixth tile is at (1, 1): rows 4–7, columns 4–7, on device 4 × 1 + 1.
    QCOMPARE(names.at(5), u"Rows 4 to 7, columns 4 to 7: GPU 5"_s);
    QVERIFY(!child<QLabel>(u"shardingProblemLabel"_s)->isVisible());
}

void TestShardingPage::specChangeReachesFiguresAndTiles()
{
    choose(u"shardingColumnSpecCombo"_s, 0); // None
    // P('data', None): (4, 16) shards of 256 bytes, each on a mesh row of 4.
    QVERIFY(figures().contains(u"Shard shape: (4, 16)."_s));
    QVERIFY(figures().contains(u"Bytes per device: 256 B."_s));
    QVERIFY(figures().contains(u"each tile is held by 4 devices"_s));
    QCOMPARE(tileNames(), (QStringList{u"Rows 0 to 3, columns 0 to 15: GPU 0, 1, 2, 3"_s,
                                       u"Rows 4 to 7, columns 0 to 15: GPU 4, 5, 6, 7"_s}));
    QVERIFY(m_page->codeText().contains(u"NamedSharding(mesh, P('data', None))"_s));
}

void TestShardingPage::tupleOrderMovesTheTiles()
{
    choose(u"shardingColumnSpecCombo"_s, 0); // None
    choose(u"shardingRowSpecCombo"_s, 4); // ('model', 'data')
    // Row k is tile 2j + i: row 1 is (i, j) = (1, 0), device 4.
    QCOMPARE(tileNames().value(1), u"Rows 1 to 1, columns 0 to 15: GPU 4"_s);
    QVERIFY(m_page->codeText().contains(u"P(('model', 'data'), None)"_s));
    choose(u"shardingRowSpecCombo"_s, 3); // ('data', 'model'): row k on device k
    QCOMPARE(tileNames().value(1), u"Rows 1 to 1, columns 0 to 15: GPU 1"_s);
}

void TestShardingPage::invalidChoicesAreExplained()
{
    auto *problem = child<QLabel>(u"shardingProblemLabel"_s);
    auto *drawing = child<QWidget>(u"shardingDrawing"_s);
    choose(u"shardingColumnSpecCombo"_s, 1); // 'data' twice
    QVERIFY(problem->isVisible());
    QVERIFY(!drawing->isVisible());
    QVERIFY(problem->text().contains(u"the mesh axis 'data' is used twice"_s));
    QVERIFY(!figures().contains(u"Shard shape"_s));
    choose(u"shardingColumnSpecCombo"_s, 0);
    choose(u"shardingRowSpecCombo"_s, 3); // ('data', 'model'): 8 parts
    typeInto(u"shardingRowsSpin"_s, 6);
    QVERIFY(problem->text().contains(u"dimension 0 has 6 elements"_s));
    QVERIFY(problem->text().contains(u"8 parts"_s));
    typeInto(u"shardingRowsSpin"_s, 16);
    QVERIFY(!problem->isVisible());
    QVERIFY(drawing->isVisible());
    QVERIFY(figures().contains(u"Shard shape: (2, 16)."_s)); // 16 / 8 rows each
}

void TestShardingPage::meshStaysWithinSixteenDevices()
{
    // With 'model' = 4, 'data' can reach 16 / 4 = 4.
    QCOMPARE(child<QSpinBox>(u"shardingDataSpin"_s)->maximum(), 4);
    typeInto(u"shardingModelSpin"_s, 2);
    QCOMPARE(child<QSpinBox>(u"shardingDataSpin"_s)->maximum(), 8);
    QVERIFY(figures().contains(u"Mesh (2, 2): 4 devices."_s));
}

void TestShardingPage::questionSetupAndItsNote()
{
    ShardingChartSetup setup;
    setup.mesh = {4, 2};
    setup.array = {{16}, Dtype::BFloat16, {{MeshAxis::Model}}};
    m_page->showSetup(setup, {12, LocalizedText{u"JAX on GPUs"_s, u"জ্যাক্স"_s}, {}});
    QCOMPARE(m_page->setup(), setup);
    auto *note = child<QLabel>(u"shardingSetupNote"_s);
    QVERIFY(note->isVisible());
    QVERIFY(note->text().contains(u"From question 12 of “JAX on GPUs”."_s));
    // 16 bfloat16 over 'model' = 2: 8 elements, 16 bytes; devices (i, j) = 2i + j.
    QVERIFY(figures().contains(u"Bytes per device: 16 B."_s));
    QCOMPARE(tileNames().value(1), u"Elements 8 to 15: GPU 1, 3, 5, 7"_s);
    choose(u"shardingDtypeCombo"_s, 0);
    QVERIFY(note->text().contains(u"no longer describes"_s));
    auto *back = child<QPushButton>(u"shardingBackToSetupButton"_s);
    QVERIFY(back->isVisible());
    back->click();
    QCOMPARE(m_page->setup(), setup);
    QVERIFY(!back->isVisible());
}

void TestShardingPage::trainingStepView()
{
    choose(u"shardingViewCombo"_s, 1);
    QVERIFY(child<QWidget>(u"shardingBatchDrawing"_s)->isVisible());
    // Batch 16 over 2 rows: 8 each; 10^9 float32 parameters: 4 GB replicated.
    QVERIFY(figures().contains(u"Batch: 16 examples split on 'data' into 2 parts of 8"_s));
    QVERIFY(figures().contains(u"4 GB on every device"_s));
    QVERIFY(child<QLabel>(u"shardingGroupsLabel"_s)
                ->text()
                .contains(u"GPU 0, 4; GPU 1, 5; GPU 2, 6; GPU 3, 7"_s));
    QSignalSpy requested(m_page.get(), &ShardingPage::communicationRequested);
    child<QPushButton>(u"shardingOpenCommunicationButton"_s)->click();
    QCOMPARE(requested.size(), 1);
    QCOMPARE(requested.first().at(0).toInt(), 2);
    QCOMPARE(requested.first().at(1).toULongLong(), 4'000'000'000u);
    QCOMPARE(m_page->setup().view, ShardingView::TrainingStep);

    // A mesh of 8 × 1, data parallelism alone: 2 examples on each device and
    // one all-reduce group of all 8, in words that fit a single column.
    typeInto(u"shardingModelSpin"_s, 1);
    typeInto(u"shardingDataSpin"_s, 8);
    QVERIFY2(figures().contains(u"Batch: 16 examples split on 'data' into 8 parts of 2, one on "
                                u"each device."_s),
             qPrintable(figures()));
    QVERIFY(figures().contains(u"one group of all 8 devices"_s));
}

void TestShardingPage::pinShowsThePinnedFigures()
{
    auto *pinned = child<QLabel>(u"shardingPinnedLabel"_s);
    QVERIFY(!pinned->isVisible());
    m_page->chartTools()->pinButton()->click();
    choose(u"shardingColumnSpecCombo"_s, 0);
    QVERIFY(pinned->isVisible());
    QVERIFY(pinned->text().contains(u"Pinned: NamedSharding(mesh, P('data', 'model'))"_s));
    QVERIFY(pinned->text().contains(u"Bytes per device: 64 B."_s));
    QVERIFY(figures().contains(u"Bytes per device: 256 B."_s));
    m_page->chartTools()->clearPinButton()->click();
    QVERIFY(!pinned->isVisible());
}

void TestShardingPage::dataViewAndCopies()
{
    m_page->chartTools()->showData();
    const QList<ChartTable> tables = m_page->chartTools()->dataDialog()->tables();
    QCOMPARE(tables.size(), 1);
    QCOMPARE(tables.first().rows.size(), 8);
    // The second tile: rows 0–3, columns 4–7, on device 1.
    QCOMPARE(tables.first().rows.at(1).at(1), u"0–3, 4–7"_s);
    QCOMPARE(tables.first().rows.at(1).at(2), u"GPU 1"_s);
    m_page->chartTools()->dataDialog()->close();
    child<QPushButton>(u"shardingCopyCodeButton"_s)->click();
    QVERIFY(QGuiApplication::clipboard()->text().contains(u"reshape(2, 4)"_s));
    m_page->chartTools()->copyFigures();
    QVERIFY(QGuiApplication::clipboard()->text().contains(u"Bytes per device: 64 B."_s));
}

void TestShardingPage::languageSwitchKeepsEverySetting()
{
    typeInto(u"shardingModelSpin"_s, 2);
    choose(u"shardingRowSpecCombo"_s, 3);
    choose(u"shardingDtypeCombo"_s, 1);
    typeInto(u"shardingBatchSpin"_s, 32);
    const ShardingChartSetup before = m_page->setup();
    QVERIFY(m_compiled.load(u":/i18n/scalestudy_bn.qm"_s));
    QCoreApplication::installTranslator(&m_compiled);
    m_bengali = true;
    QLocale::setDefault(QLocale(QLocale::Bengali, QLocale::Bangladesh));
    QCoreApplication::processEvents();
    QCOMPARE(m_page->setup(), before);
    QVERIFY(child<QLabel>(u"shardingTitle"_s)->text() != u"Sharding a JAX array"_s);
    // P(('data', 'model'), 'model'): the column keeps its default 'model', so
    // 'model' is used twice, and the page says so in Bengali.
    QVERIFY(child<QLabel>(u"shardingProblemLabel"_s)->text().contains(u"'model'"_s));
    choose(u"shardingColumnSpecCombo"_s, 0);
    // 8 rows over 2 × 2 = 4 parts of 2 rows of 16 bfloat16: 64 bytes, in Bengali digits.
    QVERIFY(figures().contains(u"৬৪ B"_s));
    QVERIFY(m_page->codeText().contains(u"P(('data', 'model'), None)"_s)); // code stays Python
}

void TestShardingPage::tabVisitsTheTilesInOrder()
{
    choose(u"shardingColumnSpecCombo"_s, 0); // two tiles, made anew
    auto *copy = child<QPushButton>(u"shardingCopyCodeButton"_s);
    copy->setFocus(Qt::TabFocusReason);
    QVERIFY(copy->hasFocus());
    // The problem label is hidden, so Tab goes from the code's button to the tiles.
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    QCOMPARE(QApplication::focusWidget()->objectName(), u"shardingTile0"_s);
    QCOMPARE(QApplication::focusWidget()->accessibleName(),
             u"Rows 0 to 3, columns 0 to 15: GPU 0, 1, 2, 3"_s);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    QCOMPARE(QApplication::focusWidget()->objectName(), u"shardingTile1"_s);
}

void TestShardingPage::exportNamesTheSetting()
{
    QTemporaryDir directory;
    QVERIFY(directory.isValid());
    const QString png = directory.filePath(u"layout.png"_s);
    QString proposed;
    saveThroughTheDialog(m_page->chartTools(), png, 0, 0, &proposed);
    // The mesh, the shape and the spec, ASCII in every language.
    QCOMPARE(proposed, u"sharding-mesh2x4-8x16-data-model.png"_s);
    const QImage image(png);
    QCOMPARE(image.size(), child<QWidget>(u"shardingDrawing"_s)->size());
    const QString svg = directory.filePath(u"layout.svg"_s);
    saveThroughTheDialog(m_page->chartTools(), svg, 1);
    const auto [root, text] = svgRootAndText(svg);
    QCOMPARE(root, u"svg"_s);
    QVERIFY2(text.contains(u"GPU 5"_s), qPrintable(text)); // the tiles' labels, as drawn
}

QTEST_MAIN(TestShardingPage)
#include "tst_shardingpage.moc"
