// Where the pipeline timeline puts its rows, blocks, pinned strips, legend and
// ticks (TimelineLayout), checked without painting. Expected values are worked
// by hand from the schedules: GPipe runs all m forwards, then all m backwards,
// so with p stages its makespan is (m + p − 1)(t_f + t_b), t_f = 1, t_b = r.

#include "core/pipelinesimulator.h"
#include "pipeline/timelinelayout.h"
#include "shell/appearance.h"

#include <QApplication>
#include <QFontMetrics>
#include <QLocale>
#include <QScopeGuard>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>

#include <cmath>

using namespace Qt::StringLiterals;
using pipeline::Schedule;

namespace {

pipeline::Result simulate(Schedule schedule, int stages, int microBatches, double ratio = 2.0,
                          int chunks = 2)
{
    pipeline::Parameters parameters;
    parameters.schedule = schedule;
    parameters.stages = stages;
    parameters.microBatches = microBatches;
    parameters.backwardRatio = ratio;
    parameters.chunks = chunks;
    return pipeline::PipelineSimulator::simulate(parameters);
}

QFontMetrics metrics()
{
    return QFontMetrics(QApplication::font());
}

TimelineLayout layoutOf(const pipeline::Result &result, const QSize &size,
                        const std::optional<TimelineLayout::Pinned> &pinned = std::nullopt)
{
    return TimelineLayout(result, pinned, metrics(), size);
}

} // namespace

class TestTimelineLayout : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void gpipeRowsSpanThePlot_data();
    void gpipeRowsSpanThePlot();
    void ticksRunAlongTheAxis();
    void legendWrapsOntoMoreLinesWhenNarrow();
    void legendNamesTheBlocksTheRunHas_data();
    void legendNamesTheBlocksTheRunHas();
    void everyChunkHasAMarkOfItsOwn();
    void everyBlockNumberShowsAtTheLargestTextSize_data();
    void everyBlockNumberShowsAtTheLargestTextSize();
    void numbersKeepTheFontWhereTheyFit();
    void pinnedRunAddsStripsToTheGpusBothHave_data();
    void pinnedRunAddsStripsToTheGpusBothHave();
    void longerPinnedRunWidensTheTimeAxis();
    void pinnedNameBreaksBetweenItsParts();
    void pointsFindTheirRowAndStrip();
};

void TestTimelineLayout::initTestCase()
{
    // Appearance keeps the text size in the settings: a test's own.
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(u"ScaleStudyTest"_s);
    QCoreApplication::setApplicationName(u"tst_timelinelayout"_s);
    QSettings().clear();
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
}

void TestTimelineLayout::gpipeRowsSpanThePlot_data()
{
    QTest::addColumn<int>("stages");
    QTest::addColumn<int>("microBatches");
    QTest::addColumn<double>("ratio");
    QTest::addColumn<double>("makespan");
    // (m + p − 1)(1 + r)
    QTest::newRow("p=4 m=8 r=2") << 4 << 8 << 2.0 << 33.0;
    QTest::newRow("p=2 m=4 r=1") << 2 << 4 << 1.0 << 10.0;
    QTest::newRow("p=8 m=16 r=2") << 8 << 16 << 2.0 << 69.0;
}

void TestTimelineLayout::gpipeRowsSpanThePlot()
{
    QFETCH(int, stages);
    QFETCH(int, microBatches);
    QFETCH(double, ratio);
    QFETCH(double, makespan);
    const pipeline::Result result = simulate(Schedule::GPipe, stages, microBatches, ratio);
    QCOMPARE(result.makespan, makespan);
    const QSize size(900, 400);
    const TimelineLayout layout = layoutOf(result, size);
    QVERIFY(!layout.drawsPinned());
    QCOMPARE(layout.pinnedStrips(), 0);
    QCOMPARE(layout.span(), makespan);

    // The plot starts right of the widest GPU name and stays inside the widget.
    const QRectF plot = layout.plot();
    const QString widestName = TimelineLayout::stageName(stages - 1);
    QCOMPARE(widestName, u"GPU %1"_s.arg(stages));
    QVERIFY(plot.left() >= metrics().horizontalAdvance(widestName));
    QVERIFY(plot.right() <= size.width());
    QVERIFY(plot.top() > 0);
    QVERIFY(plot.bottom() < size.height());

    // The makespan maps to the plot's width: time 0 at its left, the end at its right.
    QCOMPARE(layout.pixelsPerUnit(), plot.width() / makespan);
    const QRectF whole = layout.blockRect(0, 0, makespan);
    QCOMPARE(whole.left(), plot.left());
    QCOMPARE(whole.right(), plot.right());

    // One row per GPU, top to bottom, each row's blocks inside its own share.
    QCOMPARE(layout.rowHeight(), plot.height() / stages);
    for (int stage = 0; stage < stages; ++stage) {
        const QRectF block = layout.blockRect(stage, 1, 2);
        const double rowTop = plot.top() + stage * plot.height() / stages;
        QVERIFY(block.top() >= rowTop);
        QVERIFY(block.bottom() <= rowTop + plot.height() / stages);
        QVERIFY(block.height() > 0);
        // One time unit wide.
        QCOMPARE(block.width(), plot.width() / makespan);
    }
}

void TestTimelineLayout::ticksRunAlongTheAxis()
{
    // GPipe p = 4, m = 8, r = 2: 33 time units.
    const TimelineLayout layout = layoutOf(simulate(Schedule::GPipe, 4, 8), {900, 400});
    const QList<TimelineLayout::Tick> ticks = layout.ticks();
    QVERIFY(ticks.size() >= 3);
    QCOMPARE(ticks.first().text, u"0"_s);
    QCOMPARE(ticks.first().x, layout.plot().left());
    // Equal steps of 1, 2 or 5 × 10^k units, read back from the texts, up to
    // the makespan and no further.
    const double step = ticks.at(1).text.toDouble();
    const double magnitude = std::pow(10.0, std::floor(std::log10(step)));
    QVERIFY2(QList<double>({1, 2, 5}).contains(step / magnitude), qPrintable(ticks.at(1).text));
    for (qsizetype i = 0; i < ticks.size(); ++i) {
        QCOMPARE(ticks.at(i).text.toDouble(), i * step);
        QCOMPARE(ticks.at(i).x, layout.plot().left() + i * step * layout.pixelsPerUnit());
        QVERIFY(ticks.at(i).textLeft >= 0);
        QVERIFY(ticks.at(i).textLeft + metrics().horizontalAdvance(ticks.at(i).text) < 900);
    }
    QVERIFY(ticks.last().text.toDouble() <= 33);
    QVERIFY(ticks.last().text.toDouble() + step > 33);
    QVERIFY(layout.axisTitle().contains(u"makespan 33"_s));
}

void TestTimelineLayout::legendWrapsOntoMoreLinesWhenNarrow()
{
    const pipeline::Result result = simulate(Schedule::ZeroBubbleH1, 4, 8);
    const TimelineLayout wide = layoutOf(result, {2000, 400});
    const TimelineLayout narrow = layoutOf(result, {330, 400});
    QCOMPARE(wide.legendLines(), 1);
    QVERIFY(narrow.legendLines() > 1);
    // The legend's extra lines come out of the plot, below it.
    QVERIFY(narrow.plot().top() > wide.plot().top());
    for (const TimelineLayout *layout : {&wide, &narrow}) {
        const int right = layout == &wide ? 2000 : 330;
        QSet<double> lineTops;
        double previousEnd = -1;
        double previousTop = -1;
        for (const TimelineLayout::LegendEntry &entry : layout->legend()) {
            lineTops.insert(entry.place.y());
            const double end = entry.place.x() + TimelineLayout::swatchSize
                               + metrics().horizontalAdvance(entry.text);
            QVERIFY(entry.place.x() >= layout->plot().left());
            QVERIFY2(end <= right, qPrintable(entry.text));
            // On its line, after the entry before it.
            if (entry.place.y() == previousTop)
                QVERIFY(entry.place.x() > previousEnd);
            previousEnd = end;
            previousTop = entry.place.y();
        }
        QCOMPARE(lineTops.size(), layout->legendLines());
    }
}

void TestTimelineLayout::legendNamesTheBlocksTheRunHas_data()
{
    QTest::addColumn<int>("schedule");
    QTest::addColumn<QStringList>("entries");
    const QString bubble = u"bubble (idle GPU)"_s;
    QTest::newRow("GPipe") << int(Schedule::GPipe)
                           << QStringList{u"forward"_s, u"backward"_s, bubble};
    QTest::newRow("ZB-H1") << int(Schedule::ZeroBubbleH1)
                           << QStringList{u"forward"_s, u"backward: input gradient (B)"_s,
                                          u"backward: weight gradient (W)"_s, bubble};
    // v = 2: each chunk the GPUs run.
    QTest::newRow("interleaved") << int(Schedule::Interleaved)
                                 << QStringList{u"forward"_s, u"backward"_s, u"chunk 1"_s,
                                                u"chunk 2"_s, bubble};
}

void TestTimelineLayout::legendNamesTheBlocksTheRunHas()
{
    QFETCH(int, schedule);
    QFETCH(QStringList, entries);
    const TimelineLayout layout = layoutOf(simulate(Schedule(schedule), 4, 8), {2000, 400});
    QStringList texts;
    for (const TimelineLayout::LegendEntry &entry : layout.legend()) {
        texts << entry.text;
        // Only chunk 2's swatch carries a mark: the frame.
        QCOMPARE(entry.mark.framed, entry.text == u"chunk 2"_s);
        QVERIFY(!entry.mark.hatched);
    }
    QCOMPARE(texts, entries);
    // Room to spare at 2000 pixels: the note on the numbers follows the legend.
    QVERIFY(layout.numbersNotePlace().has_value());
}

void TestTimelineLayout::everyChunkHasAMarkOfItsOwn()
{
    // v = 4 (p = 4, m = 8): four chunks per GPU, each named in the legend
    // with the mark its blocks carry, no two alike. By hand: chunk 1 plain,
    // 2 framed, 3 hatched, 4 framed and hatched; 2 and 4 in the second shade.
    const pipeline::Result result = simulate(Schedule::Interleaved, 4, 8, 2.0, 4);
    QVERIFY(result.ok());
    using Mark = TimelineLayout::ChunkMark;
    const QList<Mark> expected{{false, false}, {true, false}, {false, true}, {true, true}};
    const TimelineLayout layout = layoutOf(result, {2000, 400});
    QList<Mark> legendMarks;
    for (const TimelineLayout::LegendEntry &entry : layout.legend()) {
        if (entry.text.startsWith(u"chunk "_s)) {
            QCOMPARE(entry.text, u"chunk %1"_s.arg(legendMarks.size() + 1));
            legendMarks << entry.mark;
        }
    }
    QCOMPARE(legendMarks, expected);
    // Every block of the run is marked as its chunk's legend entry says.
    QSet<int> chunksSeen;
    for (const pipeline::StageTimeline &stage : result.stages) {
        for (const pipeline::Block &block : stage.blocks) {
            QCOMPARE(TimelineLayout::chunkMark(block.chunk), expected.at(block.chunk));
            QCOMPARE(TimelineLayout::inSecondShade(block.chunk), block.chunk % 2 == 1);
            chunksSeen.insert(block.chunk);
        }
    }
    QCOMPARE(chunksSeen, (QSet<int>{0, 1, 2, 3}));
}

void TestTimelineLayout::everyBlockNumberShowsAtTheLargestTextSize_data()
{
    QTest::addColumn<QLocale>("locale");
    QTest::newRow("en") << QLocale(QLocale::English, QLocale::UnitedStates);
    QTest::newRow("bn") << QLocale(QLocale::Bengali, QLocale::Bangladesh);
}

void TestTimelineLayout::everyBlockNumberShowsAtTheLargestTextSize()
{
    // At 1024 × 600 with the largest text size the pipeline page gives the
    // timeline about 580 × 285 pixels (measured on the screenshot tour's
    // page); GPipe p = 4, m = 8 (the page's default) there. Each of the 32
    // forward and backward blocks shows its number, in a font no smaller
    // than minimumLabelScale of the text's.
    QFETCH(QLocale, locale);
    QLocale::setDefault(locale);
    Appearance appearance(Language::English);
    appearance.setTextSize(Appearance::largestTextSize);
    const auto restore = qScopeGuard([&appearance] {
        appearance.setTextSize(0);
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    });
    const QFont font = QApplication::font();
    const pipeline::Result result = simulate(Schedule::GPipe, 4, 8);
    const TimelineLayout layout(result, std::nullopt, QFontMetrics(font), {580, 285});
    const QFont labelFont = layout.blockLabelFont(font);
    QVERIFY(labelFont.pointSizeF() >= font.pointSizeF() * TimelineLayout::minimumLabelScale - 1e-6);
    const QFontMetricsF labelMetrics(labelFont);
    int shown = 0;
    for (int stage = 0; stage < 4; ++stage) {
        for (const pipeline::Block &block : result.stages[stage].blocks) {
            const QString label = TimelineLayout::blockLabel(result, block);
            QVERIFY2(layout.labelFits(labelMetrics, label,
                                      layout.blockRect(stage, block.start, block.end)),
                     qPrintable(label));
            ++shown;
        }
    }
    QCOMPARE(shown, 4 * 2 * 8);
    if (locale.language() == QLocale::Bengali) {
        // The case the smaller font is for: at the text's own size ৮ does
        // not fit on its forward block.
        const pipeline::Block &eighth = result.stages[0].blocks[7];
        QCOMPARE(TimelineLayout::blockLabel(result, eighth), u"৮"_s);
        QVERIFY(!layout.labelFits(QFontMetricsF(font), u"৮"_s,
                                  layout.blockRect(0, eighth.start, eighth.end)));
    }
}

void TestTimelineLayout::numbersKeepTheFontWhereTheyFit()
{
    // 900 × 400 at the system's text size: the numbers fit as they are.
    const QFont font = QApplication::font();
    const TimelineLayout layout = layoutOf(simulate(Schedule::GPipe, 4, 8), {900, 400});
    QCOMPARE(layout.blockLabelFont(font), font);
}

void TestTimelineLayout::pinnedRunAddsStripsToTheGpusBothHave_data()
{
    QTest::addColumn<int>("pinnedStages");
    QTest::addColumn<int>("strips");
    QTest::newRow("pinned p=2 under p=4") << 2 << 2;
    QTest::newRow("pinned p=4 under p=4") << 4 << 4;
    QTest::newRow("pinned p=8 under p=4") << 8 << 4;
}

void TestTimelineLayout::pinnedRunAddsStripsToTheGpusBothHave()
{
    QFETCH(int, pinnedStages);
    QFETCH(int, strips);
    const pipeline::Result result = simulate(Schedule::GPipe, 4, 8);
    const TimelineLayout::Pinned pinned{u"GPipe, p = %1, m = 8, r = 2"_s.arg(pinnedStages),
                                        simulate(Schedule::GPipe, pinnedStages, 8)};
    const TimelineLayout plain = layoutOf(result, {900, 400});
    const TimelineLayout layout = layoutOf(result, {900, 400}, pinned);
    QVERIFY(layout.drawsPinned());
    QCOMPARE(layout.pinnedStrips(), strips);
    // Still one row per GPU of the current run; the pinned name's line comes
    // out of the plot.
    QCOMPARE(layout.rowHeight(), layout.plot().height() / 4);
    QVERIFY(layout.plot().top() > plain.plot().top());
    QCOMPARE(layout.pinnedLines().size(), 1);
    // The strip lies under the row's blocks and inside the row.
    for (int stage = 0; stage < strips; ++stage) {
        const QRectF block = layout.blockRect(stage, 0, 1);
        const QRectF strip = layout.stripRect(stage, 0, 1);
        const double rowBottom = layout.plot().top() + (stage + 1) * layout.rowHeight();
        QVERIFY(strip.top() >= block.bottom());
        QVERIFY(strip.bottom() <= rowBottom);
        QVERIFY(strip.height() > 0);
        QCOMPARE(strip.left(), block.left());
        QCOMPARE(strip.width(), block.width());
    }
}

void TestTimelineLayout::longerPinnedRunWidensTheTimeAxis()
{
    // Now GPipe p = 4, m = 8: 33 units; pinned m = 16: (16 + 3) · 3 = 57.
    const pipeline::Result result = simulate(Schedule::GPipe, 4, 8);
    const TimelineLayout::Pinned pinned{u"GPipe, p = 4, m = 16, r = 2"_s,
                                        simulate(Schedule::GPipe, 4, 16)};
    QCOMPARE(pinned.result.makespan, 57.0);
    const TimelineLayout layout = layoutOf(result, {900, 400}, pinned);
    QCOMPARE(layout.span(), 57.0);
    QCOMPARE(layout.pinnedMakespanX(), layout.plot().right());
    const QRectF current = layout.blockRect(0, 0, 33);
    QCOMPARE(current.width(), layout.plot().width() * 33 / 57);
    QVERIFY(layout.pinnedMakespanText().contains(u"57"_s));
    QVERIFY(layout.pinnedMakespanPlace().has_value());
}

void TestTimelineLayout::pinnedNameBreaksBetweenItsParts()
{
    const pipeline::Result result = simulate(Schedule::GPipe, 4, 8);
    const QString label = u"Interleaved 1F1B, p = 4, m = 8, v = 2, r = 2.0"_s;
    const TimelineLayout::Pinned pinned{label, simulate(Schedule::Interleaved, 4, 8)};
    const TimelineLayout wide = layoutOf(result, {2000, 400}, pinned);
    const TimelineLayout narrow = layoutOf(result, {330, 400}, pinned);
    QCOMPARE(wide.pinnedLines(), QStringList{u"Pinned: "_s + label});
    QVERIFY(narrow.pinnedLines().size() > 1);
    // Each line but the last ends in the comma it broke after, and together
    // they say the whole name, none cut short.
    QString joined;
    for (qsizetype i = 0; i < narrow.pinnedLines().size(); ++i) {
        const QString &line = narrow.pinnedLines().at(i);
        QVERIFY2(!line.contains(u'…'), qPrintable(line));
        QVERIFY(metrics().horizontalAdvance(line) <= 330);
        if (i + 1 < narrow.pinnedLines().size()) {
            QVERIFY2(line.endsWith(u','), qPrintable(line));
            joined += line + u' ';
        } else {
            joined += line;
        }
    }
    QCOMPARE(joined, u"Pinned: "_s + label);
    // The more lines, the lower the plot starts.
    QVERIFY(narrow.plot().top() > wide.plot().top());
}

void TestTimelineLayout::pointsFindTheirRowAndStrip()
{
    const pipeline::Result result = simulate(Schedule::GPipe, 4, 8);
    const TimelineLayout::Pinned pinned{u"pinned"_s, simulate(Schedule::GPipe, 2, 8)};
    const TimelineLayout layout = layoutOf(result, {900, 400}, pinned);
    // Time 5.5 on GPU 3's blocks and on GPU 2's strip; GPU 4 has no strip.
    const double x = layout.plot().left() + 5.5 * layout.pixelsPerUnit();
    const auto block = layout.hitAt({x, layout.blockRect(2, 5, 6).center().y()});
    QVERIFY(block.has_value());
    QCOMPARE(block->stage, 2);
    QCOMPARE(block->time, 5.5);
    QVERIFY(!block->onPinnedStrip);
    const auto strip = layout.hitAt({x, layout.stripRect(1, 5, 6).center().y()});
    QVERIFY(strip.has_value());
    QCOMPARE(strip->stage, 1);
    QVERIFY(strip->onPinnedStrip);
    const auto noStrip = layout.hitAt({x, layout.stripRect(3, 5, 6).center().y()});
    QVERIFY(noStrip.has_value());
    QVERIFY(!noStrip->onPinnedStrip);
    // Outside the plot: above it, in the legend.
    QVERIFY(!layout.hitAt({x, layout.plot().top() - 1}).has_value());
    // GPipe: GPU 1 runs forwards 0..7 back to back, so at 5.5 micro-batch 6.
    QCOMPARE(TimelineLayout::describeAt(result, false, 0, 5.5),
             u"GPU 1, forward, micro-batch 6: time 5 to 6"_s);
}

QTEST_MAIN(TestTimelineLayout)
#include "tst_timelinelayout.moc"
