// The chart pages' shared drawing rules (charts/chartstyle.h). Expected axis
// ends are worked by hand in each row from the rule the header states.
#include "charts/chartlook.h"
#include "charts/chartstyle.h"

#include <QApplication>
#include <QFontMetricsF>
#include <QTest>

#include <cmath>

using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(ChartStyle::Log2Axis)
Q_DECLARE_METATYPE(ChartStyle::RoundAxis)

class TestChartStyle : public QObject
{
    Q_OBJECT

private slots:
    void niceCeiling_data();
    void niceCeiling();
    void niceTickStep_data();
    void niceTickStep();
    void roundAxis_data();
    void roundAxis();
    void roundAxisWithFewerIntervals_data();
    void roundAxisWithFewerIntervals();
    void tickLabelsThatFit_data();
    void tickLabelsThatFit();
    void tickLabelSizeHoldsTheText();
    void tickLabelSizeFollowsTheFont();
    void nearestInX_data();
    void nearestInX();
    void textMinimum();
    void segmentMeetsRect_data();
    void segmentMeetsRect();
    void firstClearPlace();
    void log2Axis_data();
    void log2Axis();
    void log2AxisWithFewerLabels_data();
    void log2AxisWithFewerLabels();
    void linePen();
};

void TestChartStyle::roundAxis_data()
{
    QTest::addColumn<double>("largest");
    QTest::addColumn<ChartStyle::RoundAxis>("expected");
    QTest::addColumn<int>("ticks");
    // By hand: try steps 1, 2, (2.5 is not whole), 5, 10, 20, 25, 50, …; take the
    // first that reaches the value in at most 4 intervals; top = intervals × step.
    QTest::newRow("nothing") << 0.0 << ChartStyle::RoundAxis{1, 1} << 2;
    QTest::newRow("negative") << -3.0 << ChartStyle::RoundAxis{1, 1} << 2;
    // 1F1B at p = 4 holds at most 4 micro-batches on GPU 1: 0, 1, 2, 3, 4.
    QTest::newRow("4 micro-batches") << 4.0 << ChartStyle::RoundAxis{4, 1} << 5;
    QTest::newRow("half a micro-batch") << 0.5 << ChartStyle::RoundAxis{1, 1} << 2;
    QTest::newRow("3 -> 0..3") << 3.0 << ChartStyle::RoundAxis{3, 1} << 4;
    // 5 needs 5 steps of 1: step 2, 3 intervals, 0, 2, 4, 6.
    QTest::newRow("5 -> 0..6 by 2") << 5.0 << ChartStyle::RoundAxis{6, 2} << 4;
    QTest::newRow("9 -> 0..10 by 5") << 9.0 << ChartStyle::RoundAxis{10, 5} << 3;
    // GPipe at m = 64 holds 64: 64/20 > 3, 4 intervals of 20 = 80; 25 is tried after 20.
    QTest::newRow("64 -> 0..80 by 20") << 64.0 << ChartStyle::RoundAxis{80, 20} << 5;
    // Bubble over total time: 100 % in 4 steps of 25 (20 would need 5).
    QTest::newRow("100 percent") << 100.0 << ChartStyle::RoundAxis{100, 25} << 5;
    // Naive, p = 4, m = 1: 300 % of ideal compute, three steps of 100 end on it.
    QTest::newRow("300 percent") << 300.0 << ChartStyle::RoundAxis{300, 100} << 4;
    QTest::newRow("315 percent") << 315.0 << ChartStyle::RoundAxis{400, 100} << 5;
    // p = 2, m = 64: 1/64 = 1.5625 % of ideal compute: two steps of 1.
    QTest::newRow("1.56 percent") << 1.5625 << ChartStyle::RoundAxis{2, 1} << 3;
    // 30: 4 intervals of 10 would be 40; 3 steps of 10 reach exactly 30.
    QTest::newRow("30 -> 0..30 by 10") << 30.0 << ChartStyle::RoundAxis{30, 10} << 4;
}

void TestChartStyle::roundAxis()
{
    QFETCH(double, largest);
    QFETCH(ChartStyle::RoundAxis, expected);
    QFETCH(int, ticks);
    const ChartStyle::RoundAxis axis = ChartStyle::roundAxis(largest);
    QCOMPARE(axis, expected);
    QCOMPARE(axis.tickCount(), ticks);
}

void TestChartStyle::roundAxisWithFewerIntervals_data()
{
    QTest::addColumn<double>("largest");
    QTest::addColumn<int>("maxIntervals");
    QTest::addColumn<ChartStyle::RoundAxis>("expected");
    // By hand as above, with at most maxIntervals intervals (at least 1).
    // 100 %: 25 needs 4, 50 needs 2, 100 needs 1.
    QTest::newRow("100 percent, 2") << 100.0 << 2 << ChartStyle::RoundAxis{100, 50};
    QTest::newRow("100 percent, 1") << 100.0 << 1 << ChartStyle::RoundAxis{100, 100};
    // 64: 20 needs 4, 25 needs 3, 50 needs 2.
    QTest::newRow("64, 3") << 64.0 << 3 << ChartStyle::RoundAxis{75, 25};
    QTest::newRow("64, 2") << 64.0 << 2 << ChartStyle::RoundAxis{100, 50};
    // 4 micro-batches: 1 needs 4, 2 needs 2, 5 needs 1.
    QTest::newRow("4, 2") << 4.0 << 2 << ChartStyle::RoundAxis{4, 2};
    QTest::newRow("4, 1") << 4.0 << 1 << ChartStyle::RoundAxis{5, 5};
    // None fits (0): still one interval.
    QTest::newRow("4, 0") << 4.0 << 0 << ChartStyle::RoundAxis{5, 5};
}

void TestChartStyle::roundAxisWithFewerIntervals()
{
    QFETCH(double, largest);
    QFETCH(int, maxIntervals);
    QFETCH(ChartStyle::RoundAxis, expected);
    QCOMPARE(ChartStyle::roundAxis(largest, maxIntervals), expected);
}

void TestChartStyle::tickLabelsThatFit_data()
{
    QTest::addColumn<double>("axisLength");
    QTest::addColumn<double>("labelLength");
    QTest::addColumn<int>("fitting");
    // Each label takes its length, 4 pixels either side and 1 to spare.
    QTest::newRow("300 for 50") << 300.0 << 50.0 << 5; // 300 / 59 = 5.08
    QTest::newRow("295 for 50") << 295.0 << 50.0 << 5; // exactly 5 × 59
    QTest::newRow("294 for 50") << 294.0 << 50.0 << 4;
    QTest::newRow("100 for 41") << 100.0 << 41.0 << 2; // 100 / 50
    QTest::newRow("50 for 60") << 50.0 << 60.0 << 0;
    QTest::newRow("no axis") << 0.0 << 10.0 << 0;
}

void TestChartStyle::tickLabelsThatFit()
{
    QFETCH(double, axisLength);
    QFETCH(double, labelLength);
    QFETCH(int, fitting);
    QCOMPARE(ChartStyle::tickLabelsThatFit(axisLength, labelLength), fitting);
}

void TestChartStyle::tickLabelSizeHoldsTheText()
{
    // The text's advance and a line's height, with half a pixel of margin on
    // each side (and at most a pixel or two of the document's own rounding).
    QFont font = QApplication::font();
    font.setPixelSize(20);
    const QFontMetricsF metrics(font);
    for (const QString &text : {u"64"_s, u"১,৩১,০৭২"_s, u"256 MiB"_s}) {
        const QSizeF size = ChartStyle::tickLabelSize(font, text);
        QVERIFY2(size.width() >= metrics.horizontalAdvance(text) + 1
                     && size.width() <= metrics.horizontalAdvance(text) + 4,
                 qPrintable(text));
        QVERIFY2(size.height() >= metrics.height() + 1 && size.height() <= metrics.lineSpacing() + 4,
                 qPrintable(text));
    }
    // The longest of several, along either axis.
    QCOMPARE(ChartStyle::longestTickLabel(font, {u"1"_s, u"1000"_s}, Qt::Horizontal),
             ChartStyle::tickLabelSize(font, u"1000"_s).width());
    QCOMPARE(ChartStyle::longestTickLabel(font, {u"1"_s, u"1000"_s}, Qt::Vertical),
             ChartStyle::tickLabelSize(font, u"1"_s).height());
}

// Sizes are kept once measured: the same text in another font is measured afresh.
void TestChartStyle::tickLabelSizeFollowsTheFont()
{
    QFont small = QApplication::font();
    small.setPixelSize(12);
    QFont large = small;
    large.setPixelSize(24);
    for (const QString &text : {u"64"_s, u"১,৩১,০৭২"_s}) {
        const QSizeF first = ChartStyle::tickLabelSize(small, text);
        QCOMPARE(ChartStyle::tickLabelSize(small, text), first);
        const QSizeF larger = ChartStyle::tickLabelSize(large, text);
        // Twice the pixel size: wider and taller than the small font's, give or take rounding.
        QVERIFY2(larger.width() > 1.5 * first.width() && larger.height() > 1.5 * first.height(),
                 qPrintable(text));
    }
}

void TestChartStyle::nearestInX_data()
{
    QTest::addColumn<QList<QPointF>>("points");
    QTest::addColumn<double>("x");
    QTest::addColumn<qsizetype>("nearest");
    const QList<QPointF> points{{1, 9}, {4, 0}, {10, 5}};
    QTest::newRow("none") << QList<QPointF>{} << 3.0 << qsizetype(-1);
    QTest::newRow("before the first") << points << -5.0 << qsizetype(0);
    QTest::newRow("on a point") << points << 4.0 << qsizetype(1);
    // 6.9 is 2.9 from 4 and 3.1 from 10; 7.1 the other way round; y plays no part.
    QTest::newRow("nearer the middle") << points << 6.9 << qsizetype(1);
    QTest::newRow("nearer the last") << points << 7.1 << qsizetype(2);
    QTest::newRow("past the last") << points << 50.0 << qsizetype(2);
}

void TestChartStyle::nearestInX()
{
    QFETCH(QList<QPointF>, points);
    QFETCH(double, x);
    QFETCH(qsizetype, nearest);
    QCOMPARE(ChartLook::nearestInX(points, x), nearest);
}

void TestChartStyle::textMinimum()
{
    // A font of 20-pixel lines: 10 lines are 200 pixels or more; the floor
    // wins where it is larger, the text where it is.
    QFont font = QApplication::font();
    font.setPixelSize(20);
    const QFontMetricsF metrics(font);
    const QSize minimum = ChartStyle::textMinimum(font, 30, 10, QSize(100, 500));
    QCOMPARE(minimum.width(), int(std::ceil(30 * metrics.averageCharWidth())));
    QVERIFY(minimum.width() > 100);
    QCOMPARE(minimum.height(), 500);
    QVERIFY(ChartStyle::textMinimum(font, 30, 10, {}).height() >= 200);
}

void TestChartStyle::segmentMeetsRect_data()
{
    QTest::addColumn<QPointF>("from");
    QTest::addColumn<QPointF>("to");
    QTest::addColumn<bool>("meets");
    // The rectangle is (0, 0) to (10, 10); each row drawn on squared paper.
    QTest::newRow("across the middle") << QPointF(-5, 5) << QPointF(15, 5) << true;
    QTest::newRow("inside") << QPointF(2, 2) << QPointF(3, 3) << true;
    QTest::newRow("one end inside") << QPointF(5, 5) << QPointF(50, 40) << true;
    QTest::newRow("stops short") << QPointF(-10, 5) << QPointF(-1, 5) << false;
    QTest::newRow("left, vertical") << QPointF(-1, -5) << QPointF(-1, 20) << false;
    // x + y = -5 passes below-left of the corner (0, 0).
    QTest::newRow("misses the corner") << QPointF(-5, 0) << QPointF(0, -5) << false;
    // x + y = 5 cuts the corner: it passes (2.5, 2.5).
    QTest::newRow("cuts the corner") << QPointF(-5, 10) << QPointF(10, -5) << true;
    QTest::newRow("above, diagonal") << QPointF(-5, -1) << QPointF(20, -2) << false;
}

void TestChartStyle::segmentMeetsRect()
{
    QFETCH(QPointF, from);
    QFETCH(QPointF, to);
    QFETCH(bool, meets);
    const QRectF rect(0, 0, 10, 10);
    QCOMPARE(ChartStyle::segmentMeetsRect(from, to, rect), meets);
    QCOMPARE(ChartStyle::segmentMeetsRect(to, from, rect), meets);
}

void TestChartStyle::firstClearPlace()
{
    using ChartStyle::firstClearPlace;
    const QRectF bounds(0, 0, 100, 100);
    const QSizeF size(20, 10);
    // A line across at y = 50 and a box in the top-left corner.
    ChartStyle::ChartObstacles obstacles;
    obstacles.lines << QPolygonF({QPointF(0, 50), QPointF(100, 50)});
    obstacles.boxes << QRectF(0, 0, 30, 30);
    // (0, 45) would lie on the line; (0, 0) in the box; (90, 0) ends at x = 110,
    // outside; (50, 80) is clear.
    const QList<QPointF> candidates{QPointF(0, 45), QPointF(0, 0), QPointF(90, 0), QPointF(50, 80)};
    QCOMPARE(firstClearPlace(size, candidates, bounds, obstacles), QRectF(50, 80, 20, 10));
    // The clearance counts: a label from y = 38 to 48 is within 2 pixels of the line.
    QCOMPARE(firstClearPlace(size, {QPointF(40, 38), QPointF(40, 37)}, bounds, obstacles),
             QRectF(40, 37, 20, 10));
    // Nowhere clear: none.
    QVERIFY(!firstClearPlace(size, {QPointF(0, 45), QPointF(5, 5)}, bounds, obstacles));
}

void TestChartStyle::niceCeiling_data()
{
    QTest::addColumn<double>("value");
    QTest::addColumn<double>("ceiling");
    // The smallest of 1, 2, 2.5, 5 × 10^k not below the value.
    QTest::newRow("zero") << 0.0 << 1.0;
    QTest::newRow("negative") << -5.0 << 1.0;
    QTest::newRow("1 exactly") << 1.0 << 1.0;
    QTest::newRow("1.05 -> 2") << 1.05 << 2.0;
    QTest::newRow("2.1 -> 2.5") << 2.1 << 2.5;
    QTest::newRow("2.5 exactly") << 2.5 << 2.5;
    QTest::newRow("3 -> 5") << 3.0 << 5.0;
    QTest::newRow("6 -> 10") << 6.0 << 10.0;
    QTest::newRow("105 -> 200") << 105.0 << 200.0;
    // GPipe at m = 1, p = 4: 300 % of ideal compute, 5 % above: 315 -> 500.
    QTest::newRow("315 -> 500") << 315.0 << 500.0;
    QTest::newRow("0.03 -> 0.05") << 0.03 << 0.05;
}

void TestChartStyle::niceCeiling()
{
    QFETCH(double, value);
    QFETCH(double, ceiling);
    QVERIFY2(qFuzzyCompare(ChartStyle::niceCeiling(value), ceiling),
             qPrintable(QString::number(ChartStyle::niceCeiling(value))));
}

void TestChartStyle::niceTickStep_data()
{
    QTest::addColumn<double>("value");
    QTest::addColumn<double>("step");
    // The smallest of 1, 2, 5 × 10^k not below the value (no 2.5).
    QTest::newRow("zero") << 0.0 << 1.0;
    QTest::newRow("2.5 -> 5") << 2.5 << 5.0;
    QTest::newRow("3 -> 5") << 3.0 << 5.0;
    QTest::newRow("12 -> 20") << 12.0 << 20.0;
    QTest::newRow("0.7 -> 1") << 0.7 << 1.0;
    QTest::newRow("0.15 -> 0.2") << 0.15 << 0.2;
}

void TestChartStyle::niceTickStep()
{
    QFETCH(double, value);
    QFETCH(double, step);
    QVERIFY2(qFuzzyCompare(ChartStyle::niceTickStep(value), step),
             qPrintable(QString::number(ChartStyle::niceTickStep(value))));
}

void TestChartStyle::log2Axis_data()
{
    QTest::addColumn<double>("lowest");
    QTest::addColumn<double>("highest");
    QTest::addColumn<ChartStyle::Log2Axis>("axis");
    // 2^20 to 2^32: 12 octaves, 3 ticks of 4: step 4; one below 20 rounds down to
    // 16, one above 32 rounds up to 36.
    QTest::newRow("1 MiB to 4 GiB")
        << std::exp2(20.0) << std::exp2(32.0) << ChartStyle::Log2Axis{16, 36, 4};
    // The Attention memory page's defaults: fused 4259840 bytes at T = 512
    // (2^22.02, down to 22) to naive 2^40 at T = 131072: (40 − 22)/4 = 4 ticks;
    // 21 rounds down to 20, 41 up to 44.
    QTest::newRow("attention defaults")
        << 4259840.0 << std::exp2(40.0) << ChartStyle::Log2Axis{20, 44, 4};
    // 2^0 to 2^60: 15 ticks of 4 are too many, 7 of 8 are not: −1 down to −8, 61 up to 64.
    QTest::newRow("wide range") << 1.0 << std::exp2(60.0) << ChartStyle::Log2Axis{-8, 64, 8};
}

void TestChartStyle::log2Axis()
{
    QFETCH(double, lowest);
    QFETCH(double, highest);
    QFETCH(ChartStyle::Log2Axis, axis);
    const ChartStyle::Log2Axis found = ChartStyle::log2Axis(lowest, highest);
    QCOMPARE(found.low, axis.low);
    QCOMPARE(found.high, axis.high);
    QCOMPARE(found.step, axis.step);
}

void TestChartStyle::log2AxisWithFewerLabels_data()
{
    QTest::addColumn<int>("maxLabels");
    QTest::addColumn<ChartStyle::Log2Axis>("axis");
    // The attention defaults again (2^22.02 to 2^40, 21 and 41 with room):
    // step 4 gives 20…44, 7 labels. Step 8: 21 down to 16, 41 up to 48, 5
    // labels. Step 16: 16 to 48, 3 labels. Step 32: 0 to 64, 3. Step 64: 0 to 64, 2.
    QTest::newRow("room for 7") << 7 << ChartStyle::Log2Axis{20, 44, 4};
    QTest::newRow("room for 6") << 6 << ChartStyle::Log2Axis{16, 48, 8};
    QTest::newRow("room for 5") << 5 << ChartStyle::Log2Axis{16, 48, 8};
    QTest::newRow("room for 4") << 4 << ChartStyle::Log2Axis{16, 48, 16};
    QTest::newRow("room for 2") << 2 << ChartStyle::Log2Axis{0, 64, 64};
    QTest::newRow("room for none") << 0 << ChartStyle::Log2Axis{0, 64, 64};
}

void TestChartStyle::log2AxisWithFewerLabels()
{
    QFETCH(int, maxLabels);
    QFETCH(ChartStyle::Log2Axis, axis);
    const ChartStyle::Log2Axis found = ChartStyle::log2Axis(4259840.0, std::exp2(40.0), maxLabels);
    QCOMPARE(found, axis);
    QVERIFY(found.labelCount() <= std::max(2, maxLabels));
}

void TestChartStyle::linePen()
{
    const QPen pen = ChartStyle::Attention::fused.pen();
    QCOMPARE(pen.color(), ChartStyle::Attention::fused.colour);
    QCOMPARE(pen.widthF(), 3.0);
    QCOMPARE(pen.style(), Qt::DashLine);
}

QTEST_MAIN(TestChartStyle)
#include "tst_chartstyle.moc"
