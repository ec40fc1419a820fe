// GUI test of the Pipeline bubbles page: drives its controls by keyboard and
// mouse, reads the figures it shows, follows the question buttons, and switches
// language. Expected figures are DESIGN.md's worked numbers.

#include "charts/chartstyle.h"
#include "core/bankloader.h"
#include "pipeline/pipelinepage.h"
#include "pipeline/pipelinetimelinewidget.h"
#include "shell/appearance.h"
#include "support/labelheight.h"
#include "support/settle.h"
#include "support/wholetexts.h"

#include <QAbstractButton>
#include <QApplication>
#include <QBarSeries>
#include <QBarSet>
#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFile>
#include <QGroupBox>
#include <QHash>
#include <QHelpEvent>
#include <QImage>
#include <QLabel>
#include <QLineSeries>
#include <QLocale>
#include <QPushButton>
#include <QRegularExpression>
#include <QScatterSeries>
#include <QScopeGuard>
#include <QSpinBox>
#include <QStyle>
#include <QStyleOptionSpinBox>
#include <QTest>
#include <QTextBrowser>
#include <QTextDocument>
#include <QTextDocumentFragment>
#include <QToolTip>
#include <QTranslator>
#include <QValueAxis>

#include <cmath>
#include <memory>
#include <type_traits>

using namespace Qt::StringLiterals;

namespace {

const QRegularExpression latinDigit(u"[0-9]"_s);

// The set-up the built-in bank gives this question's chart (resources/questions/parallelism.json).
PipelineChartSetup bankSetup(const QString &questionId)
{
    const BankLoadResult loaded = BankLoader::loadFile(u":/questions/parallelism.json"_s);
    if (!loaded.bank || loaded.bank->rowOf(questionId) < 0)
        qFatal("the built-in bank has no question %s", qPrintable(questionId));
    return loaded.bank->questions.at(loaded.bank->rowOf(questionId)).chart.pipeline;
}
const QRegularExpression bengaliDigit(u"[০-৯]"_s);

} // namespace

class TestPipelinePage : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void defaultsShowTheWorkedExample();
    void keyboardSetsMicroBatches();
    void scheduleChosenByKeyboard_data();
    void scheduleChosenByKeyboard();
    void mouseStepsTheStageCount();
    void interleavedSnapsMicroBatches();
    void outOfRangeValuesCannotBeEntered();
    void chartsFollowTheControls();
    void closedFormCurveFollowsTheDesign_data();
    void closedFormCurveFollowsTheDesign();
    void figureLinesGiveTheClosedFormAndThePeak_data();
    void figureLinesGiveTheClosedFormAndThePeak();
    void questionButtonsSetThePageUp();
    void noteStaysTrueWhenTheControlsChange();
    void timelineToolTipsNameBlocksAndBubbles();
    void chartsReadOutTheHoveredPoint();
    void everyControlHasANameAndTakesFocus();
    void languageSwitchesEverything();
    void languageRoundTripLeavesThePageAsItWas();
    void heightsFollowNewContent();
    void languageSwitchKeepsTheFocus_data();
    void languageSwitchKeepsTheFocus();
    void layoutFitsWithoutCuttingText_data();
    void layoutFitsWithoutCuttingText();
    void chartTextsAreWholeAtAnySize_data();
    void chartTextsAreWholeAtAnySize();

private:
    void switchToBengali();
    void switchToEnglish();
    template<typename T>
    T *child(const QString &name)
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
    QString figures() { return child<QTextBrowser>(u"figuresText"_s)->toPlainText(); }
    void setSpinByKeyboard(QAbstractSpinBox *spin, const QString &text);
    void chooseSchedule(int index);

    std::unique_ptr<PipelinePage> m_page;
    QTranslator m_bengali;
};

void TestPipelinePage::initTestCase()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    QVERIFY(m_bengali.load(u":/i18n/scalestudy_bn.qm"_s));
}

void TestPipelinePage::init()
{
    m_page = std::make_unique<PipelinePage>();
    m_page->resize(1100, 750);
    m_page->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_page.get()));
}

void TestPipelinePage::cleanup()
{
    m_page.reset();
    switchToEnglish();
}

void TestPipelinePage::switchToBengali()
{
    QCoreApplication::installTranslator(&m_bengali);
    QLocale::setDefault(QLocale(QLocale::Bengali, QLocale::Bangladesh));
    settle();
}

void TestPipelinePage::switchToEnglish()
{
    QCoreApplication::removeTranslator(&m_bengali);
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    settle();
}

void TestPipelinePage::setSpinByKeyboard(QAbstractSpinBox *spin, const QString &text)
{
    spin->setFocus();
    QTest::keyClick(spin, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(spin, text);
    QTest::keyClick(spin, Qt::Key_Return);
    settle();
}

void TestPipelinePage::chooseSchedule(int index)
{
    auto *combo = child<QComboBox>(u"scheduleCombo"_s);
    combo->setFocus();
    QTest::keyClick(combo, Qt::Key_Home);
    for (int i = 0; i < index; ++i)
        QTest::keyClick(combo, Qt::Key_Down);
    settle();
    QCOMPARE(combo->currentIndex(), index);
}

void TestPipelinePage::defaultsShowTheWorkedExample()
{
    // Defaults: 1F1B, p = 4, m = 8, r = 2 (DESIGN's worked example).
    QCOMPARE(child<QComboBox>(u"scheduleCombo"_s)->currentText(), u"1F1B (PipeDream-Flush)"_s);
    QCOMPARE(child<QSpinBox>(u"stagesSpin"_s)->value(), 4);
    QCOMPARE(child<QSpinBox>(u"microBatchesSpin"_s)->value(), 8);
    QCOMPARE(child<QDoubleSpinBox>(u"ratioSpin"_s)->value(), 2.0);
    const QString text = figures();
    QVERIFY2(text.contains(u"Makespan: 33 time units"_s), qPrintable(text));
    QVERIFY2(text.contains(u"Idle time per GPU (bubble): 9"_s), qPrintable(text));
    QVERIFY2(text.contains(u"Bubble ÷ total time (GPipe): 27.3%"_s), qPrintable(text));
    QVERIFY2(text.contains(u"Bubble ÷ ideal compute (Megatron-LM): 37.5%"_s), qPrintable(text));
    QCOMPARE(child<QTextBrowser>(u"figuresText"_s)->accessibleDescription(), text);
    QVERIFY(child<QTextBrowser>(u"figuresText"_s)->isReadOnly());
    QVERIFY(child<QLabel>(u"problemLabel"_s)->isHidden());
}

void TestPipelinePage::keyboardSetsMicroBatches()
{
    setSpinByKeyboard(child<QSpinBox>(u"microBatchesSpin"_s), u"1"_s);
    QCOMPARE(child<QSpinBox>(u"microBatchesSpin"_s)->value(), 1);
    // 1F1B, p = 4, m = 1: (m+p−1)(1+r) = 12, idle 9: 75 % of the time, 300 % of ideal.
    QVERIFY2(figures().contains(u"Makespan: 12 time units"_s), qPrintable(figures()));
    QVERIFY2(figures().contains(u"(GPipe): 75.0%"_s), qPrintable(figures()));
    QVERIFY2(figures().contains(u"(Megatron-LM): 300.0%"_s), qPrintable(figures()));

    setSpinByKeyboard(child<QSpinBox>(u"microBatchesSpin"_s), u"64"_s);
    // p = 4, m = 64: idle 9 of (64+3)·3 = 201: 4.5 %; 9/192 = 4.7 % of ideal.
    QVERIFY2(figures().contains(u"Makespan: 201 time units"_s), qPrintable(figures()));
    QVERIFY2(figures().contains(u"(GPipe): 4.5%"_s), qPrintable(figures()));
    QVERIFY2(figures().contains(u"(Megatron-LM): 4.7%"_s), qPrintable(figures()));

    // Arrow keys step the value too.
    auto *stages = child<QSpinBox>(u"stagesSpin"_s);
    stages->setFocus();
    QTest::keyClick(stages, Qt::Key_Down);
    settle();
    QCOMPARE(stages->value(), 3);
    // p = 3, m = 64: idle 2·3 = 6 of 66·3 = 198.
    QVERIFY2(figures().contains(u"Makespan: 198 time units"_s), qPrintable(figures()));
}

void TestPipelinePage::scheduleChosenByKeyboard_data()
{
    QTest::addColumn<int>("index");
    QTest::addColumn<QString>("makespan");
    QTest::addColumn<QString>("overTotal");
    QTest::addColumn<QString>("overIdeal");
    // p = 4, m = 8, r = 2, v = 2 (DESIGN's worked example).
    QTest::newRow("naive") << 0 << u"Makespan: 96 time units"_s << u"75.0%"_s << u"300.0%"_s;
    QTest::newRow("GPipe") << 1 << u"Makespan: 33 time units"_s << u"27.3%"_s << u"37.5%"_s;
    QTest::newRow("1F1B") << 2 << u"Makespan: 33 time units"_s << u"27.3%"_s << u"37.5%"_s;
    QTest::newRow("interleaved") << 3 << u"Makespan: 28.5 time units"_s << u"15.8%"_s << u"18.8%"_s;
    QTest::newRow("ZB-H1") << 4 << u"Makespan: 27 time units"_s << u"11.1%"_s << u"12.5%"_s;
}

void TestPipelinePage::scheduleChosenByKeyboard()
{
    QFETCH(int, index);
    QFETCH(QString, makespan);
    QFETCH(QString, overTotal);
    QFETCH(QString, overIdeal);
    chooseSchedule(index);
    const QString text = figures();
    QVERIFY2(text.contains(makespan), qPrintable(text));
    QVERIFY2(text.contains(u"Bubble ÷ total time (GPipe): "_s + overTotal), qPrintable(text));
    QVERIFY2(text.contains(u"Bubble ÷ ideal compute (Megatron-LM): "_s + overIdeal),
             qPrintable(text));
    // v matters only to the interleaved schedule.
    QCOMPARE(child<QSpinBox>(u"chunksSpin"_s)->isEnabled(), index == 3);
}

void TestPipelinePage::mouseStepsTheStageCount()
{
    auto *stages = child<QSpinBox>(u"stagesSpin"_s);
    QStyleOptionSpinBox option;
    option.initFrom(stages);
    option.buttonSymbols = stages->buttonSymbols();
    option.subControls = QStyle::SC_SpinBoxUp | QStyle::SC_SpinBoxDown | QStyle::SC_SpinBoxFrame;
    option.stepEnabled = QAbstractSpinBox::StepUpEnabled | QAbstractSpinBox::StepDownEnabled;
    const QRect up = stages->style()->subControlRect(QStyle::CC_SpinBox, &option,
                                                     QStyle::SC_SpinBoxUp, stages);
    QVERIFY(up.isValid());
    QTest::mouseClick(stages, Qt::LeftButton, {}, up.center());
    settle();
    QCOMPARE(stages->value(), 5);
    // 1F1B, p = 5, m = 8: idle 4·3 = 12 of (8+4)·3 = 36: 33.3 %; 12/24 = 50 %.
    QVERIFY2(figures().contains(u"Makespan: 36 time units"_s), qPrintable(figures()));
    QVERIFY2(figures().contains(u"(GPipe): 33.3%"_s), qPrintable(figures()));
    QVERIFY2(figures().contains(u"(Megatron-LM): 50.0%"_s), qPrintable(figures()));
    QCOMPARE(m_page->findChild<PipelineTimelineWidget *>()->accessibleDescription().count(u'\n'), 4);
}

void TestPipelinePage::interleavedSnapsMicroBatches()
{
    chooseSchedule(3); // interleaved, p = 4, m = 8, v = 2
    auto *microBatches = child<QSpinBox>(u"microBatchesSpin"_s);
    auto *snapped = child<QLabel>(u"microBatchesSnappedLabel"_s);
    QVERIFY(snapped->isHidden());
    // m = 6 lies half-way between the multiples 4 and 8 of p = 4: the larger one.
    setSpinByKeyboard(microBatches, u"6"_s);
    QCOMPARE(microBatches->value(), 8);
    QVERIFY(snapped->isVisible());
    QVERIFY2(snapped->text().contains(u"m is now 8"_s) && snapped->text().contains(u"p = 4"_s),
             qPrintable(snapped->text()));
    // Said once: no problem label, and the figures and timeline show the pipeline.
    QVERIFY(child<QLabel>(u"problemLabel"_s)->isHidden());
    QVERIFY2(figures().contains(u"Makespan: 28.5 time units"_s), qPrintable(figures()));
    int saying = 0;
    for (QLabel *label : m_page->findChildren<QLabel *>())
        saying += label->isVisible() && label->text().contains(u"multiple of p"_s) ? 1 : 0;
    QCOMPARE(saying, 1);
    auto *timeline = m_page->findChild<PipelineTimelineWidget *>();
    QVERIFY(timeline->accessibleDescription().startsWith(u"GPU 1"_s));

    // The arrows step between multiples of p: 8 -> 12.
    microBatches->setFocus();
    QTest::keyClick(microBatches, Qt::Key_Up);
    settle();
    QCOMPARE(microBatches->value(), 12);
    QVERIFY(snapped->isHidden());

    // p = 5 with m = 12: 10 is nearer than 15.
    setSpinByKeyboard(child<QSpinBox>(u"stagesSpin"_s), u"5"_s);
    QCOMPARE(microBatches->value(), 10);
    QVERIFY2(snapped->text().contains(u"m is now 10"_s), qPrintable(snapped->text()));
    switchToBengali();
    // Bengali digits, apart from the schedule's name 1F1B.
    QVERIFY2(snapped->text().contains(u"১০"_s)
                 && !QString(snapped->text()).remove(u"1F1B"_s).contains(latinDigit),
             qPrintable(snapped->text()));
    switchToEnglish();

    // Both chunks of a GPU are drawn, in two shades, in the rows below the legend.
    const auto rowsShow = [timeline](const QColor &colour) {
        const QImage image = timeline->grab().toImage();
        for (int y = image.height() / 4; y < image.height(); ++y) {
            for (int x = 0; x < image.width(); ++x) {
                if ((image.pixel(x, y) & 0xffffff) == (colour.rgb() & 0xffffff))
                    return true;
            }
        }
        return false;
    };
    QVERIFY(rowsShow(ChartStyle::Pipeline::forward));
    QVERIFY(rowsShow(ChartStyle::Pipeline::forwardOtherChunk));

    // Another schedule takes any m again, and has one shade.
    chooseSchedule(2);
    setSpinByKeyboard(microBatches, u"7"_s);
    QVERIFY(!rowsShow(ChartStyle::Pipeline::forwardOtherChunk));
    QCOMPARE(microBatches->value(), 7);
    QVERIFY(snapped->isHidden());
}

void TestPipelinePage::outOfRangeValuesCannotBeEntered()
{
    auto *stages = child<QSpinBox>(u"stagesSpin"_s);
    setSpinByKeyboard(stages, u"17"_s);
    QVERIFY(stages->value() <= 16);
    setSpinByKeyboard(stages, u"0"_s);
    QVERIFY(stages->value() >= 1);
    auto *microBatches = child<QSpinBox>(u"microBatchesSpin"_s);
    setSpinByKeyboard(microBatches, u"99"_s);
    QVERIFY(microBatches->value() <= 64);
    microBatches->setFocus();
    QTest::keyClick(microBatches, Qt::Key_PageUp);
    QTest::keyClick(microBatches, Qt::Key_PageUp);
    QTest::keyClick(microBatches, Qt::Key_PageUp);
    QTest::keyClick(microBatches, Qt::Key_PageUp);
    QTest::keyClick(microBatches, Qt::Key_PageUp);
    QTest::keyClick(microBatches, Qt::Key_PageUp);
    QTest::keyClick(microBatches, Qt::Key_PageUp);
    settle();
    QCOMPARE(microBatches->value(), 64);
    auto *ratio = child<QDoubleSpinBox>(u"ratioSpin"_s);
    ratio->setFocus();
    for (int i = 0; i < 10; ++i)
        QTest::keyClick(ratio, Qt::Key_Up);
    settle();
    QCOMPARE(ratio->value(), 3.0);
    QVERIFY(child<QLabel>(u"problemLabel"_s)->isHidden());
}

void TestPipelinePage::chartsFollowTheControls()
{
    chooseSchedule(1); // GPipe: activations compared with 1F1B
    setSpinByKeyboard(child<QSpinBox>(u"stagesSpin"_s), u"2"_s);
    setSpinByKeyboard(child<QSpinBox>(u"microBatchesSpin"_s), u"3"_s);

    auto *bubble = child<QChartView>(u"bubbleChartView"_s)->chart();
    QLineSeries *formula = nullptr;
    QScatterSeries *simulated = nullptr;
    QScatterSeries *current = nullptr;
    for (QAbstractSeries *s : bubble->series()) {
        if (s->name() == u"closed form"_s)
            formula = qobject_cast<QLineSeries *>(s);
        else if (s->name() == u"simulated"_s)
            simulated = qobject_cast<QScatterSeries *>(s);
        else if (s->name() == u"current m"_s)
            current = qobject_cast<QScatterSeries *>(s);
    }
    QVERIFY(formula && simulated && current);
    QCOMPARE(simulated->count(), 64);
    QCOMPARE(formula->count(), 64);
    // p = 2: bubble ÷ total = 1/(m+1): 50 % at m = 1, 25 % at m = 3.
    QCOMPARE(simulated->at(0), QPointF(1, 50.0));
    QCOMPARE(current->count(), 1);
    QCOMPARE(current->at(0), QPointF(3, 25.0));

    // Switch the measure: bubble ÷ ideal = (p−1)/m: 100 % at m = 1.
    auto *measure = child<QComboBox>(u"bubbleMeasureCombo"_s);
    measure->setFocus();
    QTest::keyClick(measure, Qt::Key_Down);
    settle();
    QCOMPARE(simulated->at(0), QPointF(1, 100.0));
    QVERIFY(std::abs(current->at(0).y() - 100.0 / 3) < 1e-9);

    // Activations: GPipe holds m = 3 on both GPUs; 1F1B holds min(p−i, m) = 2, 1.
    auto *bars = qobject_cast<QBarSeries *>(
        child<QChartView>(u"activationsChartView"_s)->chart()->series().first());
    QVERIFY(bars);
    QCOMPARE(bars->barSets().size(), 2);
    QCOMPARE(bars->barSets().at(0)->label(), u"GPipe"_s);
    QCOMPARE(bars->barSets().at(0)->at(0), 3.0);
    QCOMPARE(bars->barSets().at(0)->at(1), 3.0);
    QCOMPARE(bars->barSets().at(1)->label(), u"1F1B (PipeDream-Flush)"_s);
    QCOMPARE(bars->barSets().at(1)->at(0), 2.0);
    QCOMPARE(bars->barSets().at(1)->at(1), 1.0);
    auto *categories = qobject_cast<QCategoryAxis *>(
        child<QChartView>(u"activationsChartView"_s)->chart()->axes(Qt::Horizontal).first());
    QCOMPARE(categories->categoriesLabels(), (QStringList{u"1"_s, u"2"_s}));
}

void TestPipelinePage::closedFormCurveFollowsTheDesign_data()
{
    QTest::addColumn<int>("schedule");
    QTest::addColumn<int>("stages");
    QTest::addColumn<bool>("overIdeal");
    QTest::addColumn<int>("firstM");
    QTest::addColumn<int>("mStep");
    QTest::addColumn<int>("points");
    QTest::addColumn<double>("atEight"); // the worked value at m = 8, in %
    // r = 2, v = 2. GPipe and 1F1B, p = 4, m = 8: 9 idle of 33 (27.3 %), of 24 ideal (37.5 %).
    QTest::newRow("1F1B p=4, over total") << 2 << 4 << false << 1 << 1 << 64 << 100.0 * 9 / 33;
    QTest::newRow("1F1B p=4, over ideal") << 2 << 4 << true << 1 << 1 << 64 << 37.5;
    // p = 2, m = 8: 3 idle, 24 ideal, 27 in all.
    QTest::newRow("GPipe p=2, over total") << 1 << 2 << false << 1 << 1 << 64 << 100.0 * 3 / 27;
    QTest::newRow("GPipe p=2, over ideal") << 1 << 2 << true << 1 << 1 << 64 << 12.5;
    // Interleaved needs m a multiple of p: 4, 8, … 64. At m = 8: 4.5 idle of 28.5, of 24 ideal.
    QTest::newRow("interleaved p=4, over total")
        << 3 << 4 << false << 4 << 4 << 16 << 100.0 * 4.5 / 28.5;
    QTest::newRow("interleaved p=4, over ideal")
        << 3 << 4 << true << 4 << 4 << 16 << 100.0 * 4.5 / 24;
    // ZB-H1's closed form needs m ≥ p: 4 … 64. At m = 8: 3 idle of 27, of 24 ideal.
    QTest::newRow("ZB-H1 p=4, over total") << 4 << 4 << false << 4 << 1 << 61 << 100.0 * 3 / 27;
    QTest::newRow("ZB-H1 p=4, over ideal") << 4 << 4 << true << 4 << 1 << 61 << 12.5;
    // Naive: idle fraction (p−1)/p of the time, p−1 times the work, for every m.
    QTest::newRow("naive p=4, over total") << 0 << 4 << false << 1 << 1 << 64 << 75.0;
    QTest::newRow("naive p=4, over ideal") << 0 << 4 << true << 1 << 1 << 64 << 300.0;
}

// The "closed form" line is DESIGN's formula for the current schedule and p, in
// the measure chosen: bubble ÷ total time or bubble ÷ ideal compute.
void TestPipelinePage::closedFormCurveFollowsTheDesign()
{
    QFETCH(int, schedule);
    QFETCH(int, stages);
    QFETCH(bool, overIdeal);
    QFETCH(int, firstM);
    QFETCH(int, mStep);
    QFETCH(int, points);
    QFETCH(double, atEight);
    chooseSchedule(schedule);
    setSpinByKeyboard(child<QSpinBox>(u"stagesSpin"_s), QString::number(stages));
    auto *measure = child<QComboBox>(u"bubbleMeasureCombo"_s);
    measure->setFocus();
    QTest::keyClick(measure, Qt::Key_Home);
    if (overIdeal)
        QTest::keyClick(measure, Qt::Key_Down);
    settle();
    QCOMPARE(measure->currentIndex(), overIdeal ? 1 : 0);

    QLineSeries *formula = nullptr;
    for (QAbstractSeries *series : child<QChartView>(u"bubbleChartView"_s)->chart()->series()) {
        if (series->name() == u"closed form"_s)
            formula = qobject_cast<QLineSeries *>(series);
    }
    QVERIFY(formula);
    QCOMPARE(formula->count(), points);

    // DESIGN "Pipeline bubbles", t_f = 1, t_b = r = 2: idle time and ideal compute per stage.
    const double p = stages;
    auto expected = [&](double m) {
        const double ideal = 3.0 * m;
        double idle = 0;
        switch (schedule) {
        case 0:
            idle = (p - 1) * 3.0 * m;
            break; // naive: the whole batch is one block, t_f = m
        case 1:
        case 2:
            idle = (p - 1) * 3.0;
            break; // GPipe, 1F1B: (p−1)(t_f+t_b)
        case 3:
            idle = (p - 1) * 3.0 / 2;
            break; // interleaved, v = 2: (p−1)(t_f+t_b)/v
        case 4:
            idle = (p - 1) * (1 + 1 - 1);
            break; // ZB-H1: (p−1)(t_F+t_B−t_W), each 1
        }
        return 100.0 * (overIdeal ? idle / ideal : idle / (ideal + idle));
    };
    bool sawEight = false;
    for (int i = 0; i < points; ++i) {
        const QPointF point = formula->at(i);
        const int m = firstM + i * mStep;
        QCOMPARE(point.x(), double(m));
        QVERIFY2(std::abs(point.y() - expected(m)) < 1e-9,
                 qPrintable(u"m = %1: %2, expected %3"_s.arg(m).arg(point.y()).arg(expected(m))));
        if (m == 8) {
            sawEight = true;
            QVERIFY2(std::abs(point.y() - atEight) < 1e-9, qPrintable(QString::number(point.y())));
        }
    }
    QVERIFY(sawEight);
}

void TestPipelinePage::figureLinesGiveTheClosedFormAndThePeak_data()
{
    QTest::addColumn<int>("schedule");
    QTest::addColumn<int>("stages");
    QTest::addColumn<int>("microBatches");
    QTest::addColumn<QString>("closedForm");
    QTest::addColumn<QString>("activations"); // empty where DESIGN gives no count
    // r = 2, v = 2. DESIGN's worked example: 27.3 % of total, 37.5 % of ideal.
    // Activations: GPipe holds m on every stage; 1F1B stage i holds min(p−i, m), most on GPU 1.
    QTest::newRow("1F1B p=4 m=8") << 2 << 4 << 8
                                  << u"Closed form: 27.3% of total time, 37.5% of ideal compute"_s
                                  << u"Most activations held, in micro-batches: 4, on GPU 1"_s;
    QTest::newRow("GPipe p=4 m=8")
        << 1 << 4 << 8 << u"Closed form: 27.3% of total time, 37.5% of ideal compute"_s
        << u"Most activations held, in micro-batches: 8, on GPU 1"_s;
    // p = 2, m = 3: (p−1)/(m+p−1) = 1/4, (p−1)/m = 1/3.
    QTest::newRow("GPipe p=2 m=3")
        << 1 << 2 << 3 << u"Closed form: 25.0% of total time, 33.3% of ideal compute"_s
        << u"Most activations held, in micro-batches: 3, on GPU 1"_s;
    // p = 4, m = 2: 3/5, 3/2; 1F1B holds min(4, 2) = 2 on GPU 1.
    QTest::newRow("1F1B p=4 m=2") << 2 << 4 << 2
                                  << u"Closed form: 60.0% of total time, 150.0% of ideal compute"_s
                                  << u"Most activations held, in micro-batches: 2, on GPU 1"_s;
    // Interleaved v = 2: 4.5 idle of 28.5 (15.8 %), of 24 ideal (18.75 %).
    QTest::newRow("interleaved p=4 m=8")
        << 3 << 4 << 8 << u"Closed form: 15.8% of total time, 18.8% of ideal compute"_s
        << QString();
    // ZB-H1: 3 idle of 27 (11.1 %), of 24 ideal (12.5 %); no formula with m < p.
    QTest::newRow("ZB-H1 p=4 m=8")
        << 4 << 4 << 8 << u"Closed form: 11.1% of total time, 12.5% of ideal compute"_s
        << QString();
    QTest::newRow("ZB-H1 p=4 m=2")
        << 4 << 4 << 2
        << u"Closed form: none for these values (ZB-H1's formula needs m ≥ p and r ≤ 2)"_s
        << QString();
    // Naive: (p−1)/p of the time, p−1 times the work.
    QTest::newRow("naive p=4 m=8")
        << 0 << 4 << 8 << u"Closed form: 75.0% of total time, 300.0% of ideal compute"_s
        << QString();
}

void TestPipelinePage::figureLinesGiveTheClosedFormAndThePeak()
{
    QFETCH(int, schedule);
    QFETCH(int, stages);
    QFETCH(int, microBatches);
    QFETCH(QString, closedForm);
    QFETCH(QString, activations);
    chooseSchedule(schedule);
    setSpinByKeyboard(child<QSpinBox>(u"stagesSpin"_s), QString::number(stages));
    setSpinByKeyboard(child<QSpinBox>(u"microBatchesSpin"_s), QString::number(microBatches));
    QCOMPARE(child<QSpinBox>(u"microBatchesSpin"_s)->value(), microBatches);
    const QStringList lines = figures().split(u'\n');
    QVERIFY2(lines.contains(closedForm), qPrintable(figures()));
    if (!activations.isEmpty())
        QVERIFY2(lines.contains(activations), qPrintable(figures()));
}

void TestPipelinePage::questionButtonsSetThePageUp()
{
    auto *note = child<QLabel>(u"focusNoteLabel"_s);
    QVERIFY(note->isHidden());

    m_page->showSetup(bankSetup(u"parallelism-03"_s));
    settle();
    QCOMPARE(child<QComboBox>(u"scheduleCombo"_s)->currentText(), u"Naive (no micro-batching)"_s);
    QCOMPARE(child<QSpinBox>(u"stagesSpin"_s)->value(), 4);
    QCOMPARE(child<QSpinBox>(u"microBatchesSpin"_s)->value(), 1);
    QVERIFY2(figures().contains(u"(GPipe): 75.0%"_s), qPrintable(figures()));
    QVERIFY(note->isVisible());
    QVERIFY2(note->text().contains(u"75.0%"_s), qPrintable(note->text()));

    m_page->showSetup(bankSetup(u"parallelism-04"_s));
    settle();
    QCOMPARE(child<QComboBox>(u"scheduleCombo"_s)->currentText(), u"GPipe"_s);
    QCOMPARE(child<QSpinBox>(u"microBatchesSpin"_s)->value(), 8);
    QVERIFY2(figures().contains(u"(GPipe): 27.3%"_s), qPrintable(figures()));
    QVERIFY2(note->text().contains(u"m = 1"_s) && note->text().contains(u"m = 8"_s),
             qPrintable(note->text()));
    QVERIFY2(note->text().contains(u"75.0%"_s) && note->text().contains(u"27.3%"_s),
             qPrintable(note->text()));
    auto *showOne = child<QPushButton>(u"showFewMicroBatchesButton"_s);
    QVERIFY(showOne->isVisible());
    QTest::mouseClick(showOne, Qt::LeftButton);
    settle();
    QCOMPARE(child<QSpinBox>(u"microBatchesSpin"_s)->value(), 1);
    QVERIFY2(figures().contains(u"(GPipe): 75.0%"_s), qPrintable(figures()));
    auto *showEight = child<QPushButton>(u"showManyMicroBatchesButton"_s);
    showEight->setFocus();
    QTest::keyClick(showEight, Qt::Key_Space);
    settle();
    QCOMPARE(child<QSpinBox>(u"microBatchesSpin"_s)->value(), 8);

    m_page->showSetup(PipelineChartSetup()); // a question without a set-up, or the Charts menu
    settle();
    QCOMPARE(child<QComboBox>(u"scheduleCombo"_s)->currentText(), u"1F1B (PipeDream-Flush)"_s);
    QCOMPARE(child<QSpinBox>(u"stagesSpin"_s)->value(), 4);
    QCOMPARE(child<QSpinBox>(u"microBatchesSpin"_s)->value(), 8);
    QCOMPARE(child<QSpinBox>(u"chunksSpin"_s)->value(), 2);
    QCOMPARE(child<QDoubleSpinBox>(u"ratioSpin"_s)->value(), 2.0);
    QVERIFY(note->isHidden());
    QVERIFY(showOne->isHidden());
}

void TestPipelinePage::noteStaysTrueWhenTheControlsChange()
{
    auto *note = child<QLabel>(u"focusNoteLabel"_s);
    auto *back = child<QPushButton>(u"backToSetupButton"_s);
    auto *stages = child<QSpinBox>(u"stagesSpin"_s);
    // Question 4 of the built-in parallelism bank: GPipe, p = 4, m = 8, compare m = 1 and 8.
    const ChartOrigin origin{4, {u"Parallelism"_s, u"প্যারালালিজম"_s}, {}};
    m_page->showSetup(bankSetup(u"parallelism-04"_s), origin);
    settle();
    QVERIFY2(note->text().startsWith(u"From question 4 of “Parallelism”."_s),
             qPrintable(note->text()));
    QVERIFY2(note->text().contains(u"27.3%"_s), qPrintable(note->text()));
    QVERIFY(back->isHidden());

    // One of the compared numbers of micro-batches: the note names it, so it still holds.
    QTest::mouseClick(child<QPushButton>(u"showFewMicroBatchesButton"_s), Qt::LeftButton);
    settle();
    QVERIFY2(note->text().contains(u"27.3%"_s), qPrintable(note->text()));
    QVERIFY(back->isHidden());

    // p = 8: the note's "p = 4 … 27.3%" would contradict the figures beside it.
    setSpinByKeyboard(stages, u"8"_s);
    settle();
    QCOMPARE(stages->value(), 8);
    QVERIFY2(note->text().startsWith(u"From question 4 of “Parallelism”."_s),
             qPrintable(note->text()));
    QVERIFY2(note->text().contains(u"The set-up has changed"_s), qPrintable(note->text()));
    QVERIFY2(!note->text().contains(u"27.3%"_s), qPrintable(note->text()));
    QVERIFY(back->isVisible());
    QVERIFY(child<QPushButton>(u"showFewMicroBatchesButton"_s)->isHidden());

    // In Bengali too, with the quiz's Bengali title and Bengali digits.
    switchToBengali();
    settle();
    QVERIFY2(note->text().contains(u"প্যারালালিজম"_s) && note->text().contains(u"৪"_s),
             qPrintable(note->text()));
    QVERIFY(!note->text().contains(latinDigit));
    QVERIFY(!back->text().contains(u"Back"_s));
    switchToEnglish();
    settle();

    // Back: every control as the question set it, and the note again.
    back->setFocus();
    QTest::keyClick(back, Qt::Key_Space);
    settle();
    QCOMPARE(stages->value(), 4);
    QCOMPARE(child<QComboBox>(u"scheduleCombo"_s)->currentText(), u"GPipe"_s);
    QCOMPARE(child<QSpinBox>(u"microBatchesSpin"_s)->value(), 8);
    QVERIFY2(note->text().contains(u"27.3%"_s), qPrintable(note->text()));
    QVERIFY(back->isHidden());

    // From the Charts menu: no question, no note, nothing to go back to.
    m_page->showSetup(PipelineChartSetup());
    setSpinByKeyboard(stages, u"6"_s);
    settle();
    QVERIFY(note->isHidden());
    QVERIFY(back->isHidden());
}

void TestPipelinePage::timelineToolTipsNameBlocksAndBubbles()
{
    // Naive, p = 4, m = 1, r = 2: 12 time units. GPU 1 runs its forward from 0 to 1,
    // then waits for the gradient, which comes back at 10.
    m_page->showSetup(bankSetup(u"parallelism-03"_s));
    settle();
    auto *timeline = m_page->findChild<PipelineTimelineWidget *>();
    const auto toolTipAt = [&](double fractionX, double fractionY) {
        const QPoint local(int(timeline->width() * fractionX), int(timeline->height() * fractionY));
        QHelpEvent help(QEvent::ToolTip, local, timeline->mapToGlobal(local));
        QCoreApplication::sendEvent(timeline, &help);
        return QToolTip::text();
    };
    // The first row is GPU 1; about half-way across (time ≈ 6) it is idle.
    const QString idle = toolTipAt(0.55, 0.22);
    QVERIFY2(idle.contains(u"GPU 1 is idle (bubble) from time 1 to 10"_s), qPrintable(idle));
    // GPU 4 (last row) runs its forward at time 3 to 4 and backward 4 to 6: at
    // time 5 it is in the backward.
    const QString busy = toolTipAt(0.07 + 0.93 * 5.0 / 12.0, 0.72);
    QVERIFY2(busy.contains(u"GPU 4, backward, micro-batch 1"_s), qPrintable(busy));
    QToolTip::hideText();
}

void TestPipelinePage::chartsReadOutTheHoveredPoint()
{
    // Defaults: 1F1B, p = 4, r = 2. At m = 8 the bubble is 3/11 = 27.3 % of the time.
    QScatterSeries *simulated = nullptr;
    const auto bubbleSeries = child<QChartView>(u"bubbleChartView"_s)->chart()->series();
    for (QAbstractSeries *series : bubbleSeries) {
        if (series->name() == u"simulated"_s)
            simulated = qobject_cast<QScatterSeries *>(series);
    }
    QVERIFY(simulated);
    // A hover a little off m = 8 reads the nearest point.
    emit simulated->hovered(QPointF(8.3, 27.0), true);
    QCOMPARE(QToolTip::text(), u"simulated, m = 8: 27.3%"_s);
    emit simulated->hovered(QPointF(8.3, 27.0), false);
    QTRY_VERIFY(!QToolTip::isVisible());

    // 1F1B at p = 4 holds p − i + 1 micro-batches on GPU i: 3 on GPU 2.
    auto *bars = qobject_cast<QBarSeries *>(
        child<QChartView>(u"activationsChartView"_s)->chart()->series().first());
    QBarSet *current = bars->barSets().first();
    emit current->hovered(true, 1);
    QCOMPARE(QToolTip::text(), u"GPU 2, 1F1B (PipeDream-Flush): 3"_s);

    switchToBengali();
    emit simulated->hovered(QPointF(8.0, 27.0), true);
    QVERIFY2(QToolTip::text().contains(u"৮"_s) && !QToolTip::text().contains(latinDigit),
             qPrintable(QToolTip::text()));
    QToolTip::hideText();
}

void TestPipelinePage::everyControlHasANameAndTakesFocus()
{
    const QList<QWidget *> controls{child<QComboBox>(u"scheduleCombo"_s),
                                    child<QSpinBox>(u"stagesSpin"_s),
                                    child<QSpinBox>(u"microBatchesSpin"_s),
                                    child<QDoubleSpinBox>(u"ratioSpin"_s),
                                    child<QComboBox>(u"bubbleMeasureCombo"_s),
                                    child<QTextBrowser>(u"figuresText"_s),
                                    child<QTextBrowser>(u"explanationText"_s)};
    for (QWidget *control : controls) {
        QVERIFY2(!control->accessibleName().isEmpty(), qPrintable(control->objectName()));
        QVERIFY2(control->focusPolicy() & Qt::TabFocus, qPrintable(control->objectName()));
    }
    QVERIFY(!child<QSpinBox>(u"chunksSpin"_s)->accessibleName().isEmpty());
    for (const QString &chart : {u"bubbleChartView"_s, u"activationsChartView"_s}) {
        QVERIFY(!child<QChartView>(chart)->accessibleName().isEmpty());
        QVERIFY(!child<QChartView>(chart)->accessibleDescription().isEmpty());
    }

    // Tab walks from the schedule through the number controls in order.
    child<QComboBox>(u"scheduleCombo"_s)->setFocus();
    settle();
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    QCOMPARE(QApplication::focusWidget()->objectName(), u"stagesSpin"_s);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    QCOMPARE(QApplication::focusWidget()->objectName(), u"microBatchesSpin"_s);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    QCOMPARE(QApplication::focusWidget()->objectName(), u"ratioSpin"_s); // v is disabled for 1F1B
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    QCOMPARE(QApplication::focusWidget()->objectName(), u"bubbleMeasureCombo"_s);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    QCOMPARE(QApplication::focusWidget()->objectName(), u"figuresText"_s);
}

void TestPipelinePage::languageSwitchesEverything()
{
    switchToBengali();

    QCOMPARE(child<QLabel>(u"pipelineTitle"_s)->text(), u"পাইপলাইন বাবল"_s);
    const QString text = figures();
    // 1F1B, p = 4, m = 8: 33, 9, 27.3 %, 37.5 % in Bengali digits.
    QVERIFY2(text.contains(u"৩৩"_s), qPrintable(text));
    QVERIFY2(text.contains(u"২৭.৩"_s), qPrintable(text));
    QVERIFY2(text.contains(u"৩৭.৫"_s), qPrintable(text));
    QVERIFY2(!text.contains(u"33"_s) && !text.contains(u"27.3"_s), qPrintable(text));
    QVERIFY2(text.contains(u"বাবল"_s), qPrintable(text));
    QVERIFY2(!text.contains(u"Makespan"_s) && !text.contains(u"Idle"_s), qPrintable(text));

    QCOMPARE(child<QSpinBox>(u"stagesSpin"_s)->text(), u"৪"_s);
    QCOMPARE(child<QSpinBox>(u"microBatchesSpin"_s)->text(), u"৮"_s);
    QCOMPARE(child<QComboBox>(u"scheduleCombo"_s)->itemText(0), u"নেইভ (সরল, মাইক্রো-ব্যাচ ছাড়া)"_s);
    QVERIFY(!child<QSpinBox>(u"stagesSpin"_s)->accessibleName().contains(u"Number"_s));

    // The timeline: stage names and block labels in Bengali digits.
    auto *timeline = m_page->findChild<PipelineTimelineWidget *>();
    QVERIFY2(timeline->accessibleDescription().startsWith(u"GPU ১"_s),
             qPrintable(timeline->accessibleDescription()));
    QVERIFY(!timeline->accessibleDescription().contains(latinDigit));
    pipeline::Block block;
    block.microBatch = 6;
    QCOMPARE(timeline->blockLabel(block), u"৭"_s);

    // Charts: axis titles and legends in Bengali, numbers localised.
    auto *bubble = child<QChartView>(u"bubbleChartView"_s)->chart();
    QVERIFY(bubble->localizeNumbers());
    QCOMPARE(bubble->locale().language(), QLocale::Bengali);
    const auto *axisX = qobject_cast<QValueAxis *>(bubble->axes(Qt::Horizontal).first());
    QCOMPARE(axisX->titleText(), u"মাইক্রো-ব্যাচ m"_s);
    for (QAbstractSeries *series : bubble->series())
        QVERIFY2(!series->name().contains(QRegularExpression(u"[a-z]{3}"_s)),
                 qPrintable(series->name()));
    auto *activations = child<QChartView>(u"activationsChartView"_s)->chart();
    auto *categories = qobject_cast<QCategoryAxis *>(activations->axes(Qt::Horizontal).first());
    QCOMPARE(categories->categoriesLabels().first(), u"১"_s);
    QVERIFY(!activations->title().contains(QRegularExpression(u"[a-z]{3}"_s)));

    // Interleaved moves m = 6 to 8, a multiple of p = 4, and says so in Bengali.
    chooseSchedule(3);
    setSpinByKeyboard(child<QSpinBox>(u"microBatchesSpin"_s), u"6"_s);
    const QString snapped = child<QLabel>(u"microBatchesSnappedLabel"_s)->text();
    QVERIFY2(snapped.contains(u"৮"_s) && snapped.contains(u"৪"_s), qPrintable(snapped));
    QVERIFY2(!snapped.contains(QRegularExpression(u"[a-z]{3}"_s)), qPrintable(snapped));
    setSpinByKeyboard(child<QSpinBox>(u"microBatchesSpin"_s), u"8"_s);

    // Question buttons in Bengali.
    m_page->showSetup(bankSetup(u"parallelism-04"_s));
    settle();
    const QString note = child<QLabel>(u"focusNoteLabel"_s)->text();
    QVERIFY2(note.contains(u"৭৫.০"_s) && note.contains(u"২৭.৩"_s), qPrintable(note));
    QVERIFY2(!note.contains(latinDigit), qPrintable(note));
    QVERIFY(!child<QPushButton>(u"showFewMicroBatchesButton"_s)->text().contains(latinDigit));

    // No English words left anywhere on the page's labels and buttons (names such
    // as GPipe, Megatron-LM, ZB-H1, GPU and the symbols p, m, v, r may stay).
    const QRegularExpression englishWord(
        u"\\b(?!GPipe|Megatron|PipeDream|Flush|GPU|ZB)[A-Za-z]{3,}"_s);
    for (QLabel *label : m_page->findChildren<QLabel *>()) {
        // A rich-text label (a chart's legend) read as shown, without its markup.
        const QString shown = label->textFormat() == Qt::RichText
                                  ? QTextDocumentFragment::fromHtml(label->text()).toPlainText()
                                  : label->text();
        if (label->isVisible())
            QVERIFY2(!shown.contains(englishWord),
                     qPrintable(label->objectName() + u": "_s + shown));
    }
    for (QAbstractButton *button : m_page->findChildren<QAbstractButton *>())
        QVERIFY2(!button->text().contains(englishWord), qPrintable(button->text()));
    QVERIFY(!child<QTextBrowser>(u"explanationText"_s)->toPlainText().contains(englishWord));

    switchToEnglish();
    QCOMPARE(child<QLabel>(u"pipelineTitle"_s)->text(), u"Pipeline bubbles"_s);
    QVERIFY2(figures().contains(u"Bubble ÷ total time (GPipe): 27.3%"_s), qPrintable(figures()));
    QVERIFY(!figures().contains(bengaliDigit));
    QCOMPARE(child<QSpinBox>(u"stagesSpin"_s)->text(), u"4"_s);
    QVERIFY(timeline->accessibleDescription().startsWith(u"GPU 1"_s));
}

// A language switch there and back leaves the page as it was: every watched
// widget has its size and place again (nothing kept from the other language
// as blank space). In Bengali the charts keep their columns: the controls'
// column has one width in both languages, so each chart's left edge and width
// stay; a line of Bengali may be a pixel taller or shorter, so heights may differ.
void TestPipelinePage::languageRoundTripLeavesThePageAsItWas()
{
    const QStringList watched{u"pipelineTimeline"_s,       u"bubbleChartView"_s,
                              u"activationsChartView"_s,   u"bubbleLegendLabel"_s,
                              u"activationsLegendLabel"_s, u"figuresText"_s,
                              u"chartDataButton"_s,        u"copyFiguresButton"_s,
                              u"pinSettingButton"_s,       u"saveChartButton"_s};
    constexpr qsizetype chartSideWidgets = 5; // the first five: the charts' side of the page
    // Where the charts' widgets are on the page, and how large every watched
    // widget is (the labels above the figures may grow by a pixel in Bengali).
    const auto geometries = [&] {
        QStringList shown;
        for (const QString &name : watched) {
            const QWidget *widget = child<QWidget>(name);
            const QPoint place = widget->mapTo(m_page.get(), QPoint());
            const bool besideCharts = watched.indexOf(name) < chartSideWidgets;
            shown << u"%1 %2x%3"_s.arg(name).arg(widget->width()).arg(widget->height())
                         + (besideCharts ? u" at %1,%2"_s.arg(place.x()).arg(place.y()) : QString());
        }
        return shown;
    };
    const auto columns = [&] {
        QStringList shown;
        for (qsizetype i = 0; i < chartSideWidgets; ++i) {
            const QWidget *widget = child<QWidget>(watched.at(i));
            shown << u"%1 %2 wide at x %3"_s.arg(watched.at(i))
                         .arg(widget->width())
                         .arg(widget->mapTo(m_page.get(), QPoint()).x());
        }
        return shown;
    };
    // As first laid out, the charts' panel is a scroll bar's width narrower
    // than its viewport (14 pixels here, no bar shown); the first switch lays
    // it out at the full width. Measured from there, after a first round trip.
    switchToBengali();
    switchToEnglish();
    // The legends, buttons and figures as tall as the texts of the language
    // shown need, not as the other language's did.
    const auto asTallAsTheirTextsNeed = [&] {
        bool fit = true;
        for (const QString &name : {u"bubbleLegendLabel"_s, u"activationsLegendLabel"_s}) {
            const auto *legend = child<QLabel>(name);
            fit = fit && legend->height() == neededHeight(legend);
        }
        for (const QString &name : {u"chartDataButton"_s, u"copyFiguresButton"_s,
                                    u"pinSettingButton"_s, u"saveChartButton"_s})
            fit = fit
                  && child<QWidget>(name)->height() == child<QWidget>(name)->sizeHint().height();
        const auto *figuresText = child<QTextBrowser>(u"figuresText"_s);
        return fit
               && figuresText->height()
                      == int(std::ceil(figuresText->document()->size().height()))
                             + 2 * figuresText->frameWidth();
    };
    const QStringList english = geometries();
    const QStringList englishColumns = columns();
    switchToBengali();
    QCOMPARE(columns(), englishColumns);
    QVERIFY(asTallAsTheirTextsNeed());
    switchToEnglish();
    QCOMPARE(geometries(), english);
    QVERIFY(asTallAsTheirTextsNeed());
    switchToBengali();
    switchToEnglish();
    QCOMPARE(geometries(), english);
}

void TestPipelinePage::languageSwitchKeepsTheFocus_data()
{
    QTest::addColumn<QString>("focused");
    QTest::newRow("explanation") << u"explanationText"_s;
    QTest::newRow("figures") << u"figuresText"_s;
    QTest::newRow("timeline") << u"pipelineTimeline"_s;
    QTest::newRow("p") << u"stagesSpin"_s;
}

// The learner reading the explanation (or the figures, the timeline, a
// control) is still there after a switch and back: the same widget has the
// focus, shown in the new language.
void TestPipelinePage::languageSwitchKeepsTheFocus()
{
    QFETCH(QString, focused);
    QWidget *widget = child<QWidget>(focused);
    m_page->activateWindow();
    widget->setFocus(Qt::TabFocusReason);
    QTRY_VERIFY(widget->hasFocus());
    switchToBengali();
    QVERIFY(widget->isVisible());
    QCOMPARE(QApplication::focusWidget(), widget);
    switchToEnglish();
    QCOMPARE(QApplication::focusWidget(), widget);
}

// A legend and the figures are as tall as their content needs, no taller:
// one that lost its pinned entry or a long line takes its own height again,
// with no blank space left from the longer text.
void TestPipelinePage::heightsFollowNewContent()
{
    auto *legend = child<QWidget>(u"bubbleLegendLabel"_s);
    auto *figuresText = child<QWidget>(u"figuresText"_s);
    const int legendBefore = legend->height();
    const int figuresBefore = figuresText->height();

    // The pinned run's entry wraps the bubble legend onto a second line.
    QTest::mouseClick(child<QPushButton>(u"pinSettingButton"_s), Qt::LeftButton);
    settle();
    QVERIFY(legend->height() > legendBefore);
    QTest::mouseClick(child<QPushButton>(u"clearPinButton"_s), Qt::LeftButton);
    settle();
    QCOMPARE(legend->height(), legendBefore);

    // ZB-H1 at r = 3 has no closed form, and says why on a line that wraps.
    chooseSchedule(4);
    setSpinByKeyboard(child<QDoubleSpinBox>(u"ratioSpin"_s), u"3"_s);
    QVERIFY2(figures().contains(u"Closed form: none"_s), qPrintable(figures()));
    QVERIFY(figuresText->height() > figuresBefore);
    chooseSchedule(1);
    setSpinByKeyboard(child<QDoubleSpinBox>(u"ratioSpin"_s), u"2"_s);
    QCOMPARE(figuresText->height(), figuresBefore);
}

void TestPipelinePage::layoutFitsWithoutCuttingText_data()
{
    QTest::addColumn<bool>("bengali");
    QTest::addColumn<int>("schedule");
    QTest::addColumn<int>("stages");
    QTest::addColumn<int>("microBatches");
    QTest::addColumn<QString>("question");
    QTest::newRow("en small") << false << 2 << 2 << 1 << QString();
    QTest::newRow("en large") << false << 3 << 16 << 64 << QString();
    QTest::newRow("en question 3") << false << 0 << 4 << 1 << u"parallelism-03"_s;
    QTest::newRow("en question 4") << false << 1 << 4 << 8 << u"parallelism-04"_s;
    QTest::newRow("bn small") << true << 2 << 2 << 1 << QString();
    QTest::newRow("bn large") << true << 4 << 16 << 64 << QString();
    QTest::newRow("bn question 3") << true << 0 << 4 << 1 << u"parallelism-03"_s;
    QTest::newRow("bn question 4") << true << 1 << 4 << 8 << u"parallelism-04"_s;
}

void TestPipelinePage::layoutFitsWithoutCuttingText()
{
    QFETCH(bool, bengali);
    QFETCH(int, schedule);
    QFETCH(int, stages);
    QFETCH(int, microBatches);
    QFETCH(QString, question);
    if (bengali)
        switchToBengali();
    if (!question.isEmpty()) {
        m_page->showSetup(bankSetup(question));
    } else {
        chooseSchedule(schedule);
        child<QSpinBox>(u"stagesSpin"_s)->setValue(stages);
        child<QSpinBox>(u"microBatchesSpin"_s)->setValue(microBatches);
    }
    settle();
    // To look at the page: SCALESTUDY_SCREENSHOT_DIR=/tmp/shots ./tst_pipelinepage
    const QString directory = qEnvironmentVariable("SCALESTUDY_SCREENSHOT_DIR");
    if (!directory.isEmpty()) {
        QDir().mkpath(directory);
        QString name = QString::fromLatin1(QTest::currentDataTag()).replace(u' ', u'-');
        m_page->grab().save(directory + u"/pipeline-"_s + name + u".png"_s);
    }
    QVERIFY(child<QLabel>(u"problemLabel"_s)->isHidden());

    // Every visible label gets the height its wrapped text needs, and the width
    // of its text if it does not wrap; buttons and combo boxes are not squeezed.
    for (QLabel *label : m_page->findChildren<QLabel *>()) {
        if (!label->isVisible())
            continue;
        if (label->wordWrap())
            QVERIFY2(label->height() >= label->heightForWidth(label->width()),
                     qPrintable(label->objectName() + u": "_s + label->text()));
        else
            QVERIFY2(label->width() >= label->sizeHint().width(),
                     qPrintable(label->objectName() + label->text()));
    }
    for (QWidget *widget : m_page->findChildren<QWidget *>()) {
        if (widget->isVisible()
            && (qobject_cast<QAbstractButton *>(widget) || qobject_cast<QComboBox *>(widget)
                || qobject_cast<QAbstractSpinBox *>(widget)))
            QVERIFY2(widget->width() >= widget->minimumSizeHint().width(),
                     qPrintable(widget->objectName()));
    }
    QVERIFY(m_page->minimumSizeHint().width() <= 1100);
    QVERIFY(m_page->minimumSizeHint().height() <= 750);
}

void TestPipelinePage::chartTextsAreWholeAtAnySize_data()
{
    QTest::addColumn<QSize>("window");
    QTest::addColumn<int>("textSize");
    QTest::addColumn<bool>("bengali");
    QTest::addColumn<bool>("pinned");
    QTest::addColumn<bool>("sideBySide");
    // The small charts side by side where the column beside the controls has
    // room for both at their smallest, which is about their longest title
    // ("Bubble against m: Interleaved 1F1B, p = 16", 43 characters; the legends
    // wrap): at 1920 px the column has over 1,400 px, room for two such titles
    // even at the largest size (175 %: about 12 pixels a character, 520 each).
    // At 1024 px it has about 620: two titles of about 7 pixels a character
    // (300 each) at the system's size, not at the largest.
    struct Window
    {
        const char *name;
        QSize size;
        int textSize;
        bool sideBySide;
    };
    const QList<Window> windows{{"1024x600", QSize(1024, 600), 0, true},
                                {"1024x600 largest text", QSize(1024, 600),
                                 Appearance::largestTextSize, false},
                                {"1920x1080", QSize(1920, 1080), 0, true},
                                {"1920x1080 largest text", QSize(1920, 1080),
                                 Appearance::largestTextSize, true}};
    for (const Window &window : windows) {
        for (bool bengali : {false, true}) {
            for (bool pinned : {false, true}) {
                QTest::addRow("%s %s%s", window.name, bengali ? "bn" : "en", pinned ? " pinned" : "")
                    << window.size << window.textSize << bengali << pinned << window.sideBySide;
            }
        }
    }
}

void TestPipelinePage::chartTextsAreWholeAtAnySize()
{
    QFETCH(QSize, window);
    QFETCH(int, textSize);
    QFETCH(bool, bengali);
    QFETCH(bool, pinned);
    QFETCH(bool, sideBySide);
    if (bengali)
        switchToBengali();
    // As Ctrl+Plus sets it: the application's font, which the charts follow.
    Appearance appearance(Language::English);
    appearance.setTextSize(textSize);
    const auto systemSize = qScopeGuard([&appearance] { appearance.setTextSize(0); });
    // The page fills the window below its menu and tool bars.
    m_page->resize(window.width(), window.height() - 60);
    // Interleaved 1F1B at p = 16, m = 64: the longest schedule name, the most GPUs.
    chooseSchedule(3);
    // Pinned at interleaved p = 4, m = 8, v = 2: the longest pinned name.
    if (pinned)
        QTest::mouseClick(child<QPushButton>(u"pinSettingButton"_s), Qt::LeftButton);
    setSpinByKeyboard(child<QSpinBox>(u"stagesSpin"_s), u"16"_s);
    setSpinByKeyboard(child<QSpinBox>(u"microBatchesSpin"_s), u"64"_s);
    settle();

    auto *bubble = child<QChartView>(u"bubbleChartView"_s);
    auto *activations = child<QChartView>(u"activationsChartView"_s);
    for (const QChartView *view : {bubble, activations}) {
        const QStringList cut = cutChartTexts(view->chart());
        QVERIFY2(cut.isEmpty(), qPrintable(cut.join(u"; "_s)));
    }
    // Each legend under its chart, whole, below the chart's axis labels and title.
    const QList<std::pair<const QChartView *, QString>> legends{{bubble, u"bubbleLegendLabel"_s},
                                                                {activations,
                                                                 u"activationsLegendLabel"_s}};
    for (const auto &[view, legendName] : legends) {
        const auto *legend = child<QLabel>(legendName);
        const QRect legendRect(legend->mapTo(m_page.get(), QPoint()), legend->size());
        const QRect chartRect(view->mapTo(m_page.get(), QPoint()), view->size());
        QVERIFY2(!legendRect.intersects(chartRect), qPrintable(legendName));
        QVERIFY2(legend->height() >= legend->heightForWidth(legend->width()),
                 qPrintable(legendName + u' ' + QString::number(legend->height()) + u'<'
                            + QString::number(legend->heightForWidth(legend->width()))));
        const QFontMetrics metrics(legend->font());
        QVERIFY2(legend->contentsRect().height() >= metrics.height(), qPrintable(legendName));
    }
    for (const QComboBox *combo : m_page->findChildren<QComboBox *>()) {
        if (combo->isVisible())
            QVERIFY2(showsWholeText(combo), qPrintable(combo->objectName()));
    }
    if (sideBySide)
        QCOMPARE(activations->geometry().top(), bubble->geometry().top());
    else
        QVERIFY(activations->geometry().top() > bubble->geometry().bottom());
}

QTEST_MAIN(TestPipelinePage)
#include "tst_pipelinepage.moc"
