// The pipeline page's charts as the learner saves and reads them: each file
// named after its chart and setting, the bubble chart saved with its legend,
// the legend naming only what is drawn, the note under the figures where the
// naive bubble passes 100 %, and every chunk of an interleaved run framed.

#include "charts/charttools.h"
#include "pipeline/pipelinepage.h"
#include "pipeline/pipelinetimelinewidget.h"
#include "support/chartsaving.h"
#include "support/settle.h"

#include <QChartView>
#include <QComboBox>
#include <QImage>
#include <QLabel>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTextDocument>
#include <QXYSeries>

#include <algorithm>
#include <cstdlib>
#include <memory>

using namespace Qt::StringLiterals;

class TestPipelineExport : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void savedFilesAreNamedAfterTheChartAndSetting_data();
    void savedFilesAreNamedAfterTheChartAndSetting();
    void bubbleChartIsSavedWithItsLegend();
    void legendNamesOnlyWhatIsDrawn_data();
    void legendNamesOnlyWhatIsDrawn();
    void bubbleOverIdealAbove100PercentIsExplained_data();
    void bubbleOverIdealAbove100PercentIsExplained();

private:
    template<typename T>
    T *child(const QString &name)
    {
        auto *found = m_page->findChild<T *>(name);
        if (!found)
            qFatal("no child %s", qPrintable(name));
        return found;
    }
    void chooseSchedule(int index);
    void setSpin(const QString &name, int value);
    QString legendText(const QString &name);

    std::unique_ptr<PipelinePage> m_page;
};

void TestPipelineExport::init()
{
    m_page = std::make_unique<PipelinePage>();
    m_page->resize(1100, 750);
    m_page->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_page.get()));
}

void TestPipelineExport::cleanup()
{
    m_page.reset();
}

void TestPipelineExport::chooseSchedule(int index)
{
    // The schedules in the combo's order: naive, GPipe, 1F1B, interleaved 1F1B, ZB-H1.
    auto *combo = child<QComboBox>(u"scheduleCombo"_s);
    combo->setFocus();
    QTest::keyClick(combo, Qt::Key_Home);
    for (int i = 0; i < index; ++i)
        QTest::keyClick(combo, Qt::Key_Down);
    settle();
    QCOMPARE(combo->currentIndex(), index);
}

void TestPipelineExport::setSpin(const QString &name, int value)
{
    auto *spin = child<QSpinBox>(name);
    spin->setFocus();
    QTest::keyClick(spin, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(spin, QString::number(value));
    QTest::keyClick(spin, Qt::Key_Return);
    settle();
    QCOMPARE(spin->value(), value);
}

QString TestPipelineExport::legendText(const QString &name)
{
    QTextDocument document;
    document.setHtml(child<QLabel>(name)->text());
    return document.toPlainText();
}

void TestPipelineExport::savedFilesAreNamedAfterTheChartAndSetting_data()
{
    QTest::addColumn<int>("schedule");
    QTest::addColumn<int>("stages");
    QTest::addColumn<int>("microBatches");
    QTest::addColumn<int>("chart"); // in the save menu: timeline, bubble, activations
    QTest::addColumn<QString>("proposed");
    // The names written out by hand from the setting: schedule, p, v for
    // interleaved runs, and m where the chart shows one m (the bubble chart sweeps it).
    QTest::newRow("GPipe bubble") << 1 << 4 << 8 << 1 << u"pipeline-bubble-gpipe-p4.png"_s;
    QTest::newRow("GPipe timeline") << 1 << 4 << 8 << 0 << u"pipeline-timeline-gpipe-p4-m8.png"_s;
    QTest::newRow("ZB-H1 activations")
        << 4 << 2 << 6 << 2 << u"pipeline-activations-zb-h1-p2-m6.png"_s;
    QTest::newRow("interleaved bubble")
        << 3 << 4 << 8 << 1 << u"pipeline-bubble-interleaved-1f1b-p4-v2.png"_s;
}

void TestPipelineExport::savedFilesAreNamedAfterTheChartAndSetting()
{
    QFETCH(int, schedule);
    QFETCH(int, stages);
    QFETCH(int, microBatches);
    QFETCH(int, chart);
    QFETCH(QString, proposed);
    chooseSchedule(schedule);
    setSpin(u"stagesSpin"_s, stages);
    setSpin(u"microBatchesSpin"_s, microBatches);
    QTemporaryDir dir;
    const QString path = dir.filePath(u"saved.png"_s);
    QString proposedName;
    saveThroughTheDialog(m_page->findChild<ChartTools *>(), path, 0, chart, &proposedName);
    QCOMPARE(proposedName, proposed);
    QVERIFY(QImage(path).width() > 0);
}

void TestPipelineExport::bubbleChartIsSavedWithItsLegend()
{
    chooseSchedule(1); // GPipe: a closed form, a simulation and the current m
    QTemporaryDir dir;
    auto *tools = m_page->findChild<ChartTools *>();
    const QString svg = dir.filePath(u"bubble.svg"_s);
    saveThroughTheDialog(tools, svg, 1, 1);
    QCOMPARE(svgRootAndText(svg).first, u"svg"_s);

    const QString png = dir.filePath(u"bubble.png"_s);
    saveThroughTheDialog(tools, png, 0, 1);
    const QImage image(png);
    const auto *chart = child<QChartView>(u"bubbleChartView"_s);
    const auto *legend = child<QLabel>(u"bubbleLegendLabel"_s);
    // The chart, and the legend under it: the legend's rows are drawn (the
    // pixels of its text differ from the paper the file is filled with).
    const qreal ratio = chart->devicePixelRatioF();
    QCOMPARE(image.height(), int((chart->height() + legend->height()) * ratio));
    const QColor paper = image.pixelColor(0, image.height() - 1);
    int inked = 0;
    for (int y = int(chart->height() * ratio); y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x)
            inked += image.pixelColor(x, y) != paper ? 1 : 0;
    }
    QVERIFY2(inked > 50, qPrintable(QString::number(inked)));
}

void TestPipelineExport::legendNamesOnlyWhatIsDrawn_data()
{
    QTest::addColumn<int>("schedule");
    QTest::addColumn<bool>("closedForm");
    // Every schedule has a closed form over the sweep (PipelineSimulator::closedForm:
    // naive (p − 1)(1 + r)·m idle, GPipe and 1F1B (p − 1)(1 + r), interleaved
    // divided by v, ZB-H1 for m ≥ p), so the legend names it on each.
    QTest::newRow("naive") << 0 << true;
    QTest::newRow("GPipe") << 1 << true;
    QTest::newRow("1F1B") << 2 << true;
    QTest::newRow("interleaved") << 3 << true;
    QTest::newRow("ZB-H1") << 4 << true;
}

void TestPipelineExport::legendNamesOnlyWhatIsDrawn()
{
    QFETCH(int, schedule);
    QFETCH(bool, closedForm);
    chooseSchedule(schedule);
    auto *chart = child<QChartView>(u"bubbleChartView"_s);
    QXYSeries *line = nullptr;
    for (QAbstractSeries *series : chart->chart()->series()) {
        if (series->name() == u"closed form"_s)
            line = qobject_cast<QXYSeries *>(series);
    }
    QVERIFY(line);
    // The legend names the line, and the line is seen: on the naive schedule
    // it is flat ((p − 1)/p = 75 % of the total time at p = 4, whatever m) and
    // the simulated markers, one for each m, agree with it and touch each
    // other; along its row from m = 16 to m = 48 most pixels are the line's
    // colour rather than the markers' outline (a line drawn under them is hidden).
    QCOMPARE(legendText(u"bubbleLegendLabel"_s).contains(u"closed form"_s), closedForm);
    if (schedule != 0)
        return;
    QXYSeries *markers = nullptr;
    for (QAbstractSeries *series : chart->chart()->series()) {
        if (series->name() == u"simulated"_s)
            markers = qobject_cast<QXYSeries *>(series);
    }
    QVERIFY(markers);
    const auto distance = [](const QColor &a, const QColor &b) {
        return std::abs(a.red() - b.red()) + std::abs(a.green() - b.green())
               + std::abs(a.blue() - b.blue());
    };
    const qreal ratio = chart->devicePixelRatioF();
    const QImage drawn = chart->grab().toImage();
    const QPoint from = chart->mapFromScene(chart->chart()->mapToPosition({16, 75}, line));
    const QPoint to = chart->mapFromScene(chart->chart()->mapToPosition({48, 75}, line));
    int lineColoured = 0;
    for (int x = from.x(); x <= to.x(); ++x) {
        const QColor seen = drawn.pixelColor(QPoint(x, from.y()) * ratio);
        lineColoured += distance(seen, line->pen().color()) < distance(seen, markers->pen().color())
                            ? 1
                            : 0;
    }
    const int length = to.x() - from.x() + 1;
    QVERIFY2(lineColoured * 10 >= length * 8,
             qPrintable(u"%1 of %2"_s.arg(lineColoured).arg(length)));
}

void TestPipelineExport::bubbleOverIdealAbove100PercentIsExplained_data()
{
    QTest::addColumn<int>("schedule");
    QTest::addColumn<QString>("note"); // empty: none
    // Naive at p = 4: one block of the whole batch, each GPU idle (p − 1)·(its
    // work), so 300 % of ideal compute, 3.0 times as long. GPipe at p = 4, m = 8:
    // (p − 1)/m = 37.5 %, no note.
    QTest::newRow("naive") << 0
                           << u"(Over 100 %: each GPU waits longer than it computes, here 3.0 "
                              "times as long.)"_s;
    QTest::newRow("GPipe") << 1 << QString();
}

void TestPipelineExport::bubbleOverIdealAbove100PercentIsExplained()
{
    QFETCH(int, schedule);
    QFETCH(QString, note);
    chooseSchedule(schedule);
    setSpin(u"stagesSpin"_s, 4);
    setSpin(u"microBatchesSpin"_s, 8);
    const QString figures = child<QTextBrowser>(u"figuresText"_s)->toPlainText();
    if (note.isEmpty())
        QVERIFY2(!figures.contains(u"Over 100 %"_s), qPrintable(figures));
    else
        QVERIFY2(figures.contains(note), qPrintable(figures));
}

QTEST_MAIN(TestPipelineExport)
#include "tst_pipelineexport.moc"
