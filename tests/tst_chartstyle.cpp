// The chart pages' shared drawing rules (common/chartstyle.h) and the
// fitted label (common/fittedlabel.h). Expected axis ends are worked by hand in
// each row from the rule the header states.
#include "common/chartstyle.h"
#include "common/fittedlabel.h"

#include <QApplication>
#include <QLabel>
#include <QTest>

#include <cmath>

using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(ChartStyle::Log2Axis)
Q_DECLARE_METATYPE(FittedLabel::Height)

class TestChartStyle : public QObject
{
    Q_OBJECT

private slots:
    void niceCeiling_data();
    void niceCeiling();
    void niceTickStep_data();
    void niceTickStep();
    void log2Axis_data();
    void log2Axis();
    void linePen();
    void holdTallestHeight();
    void fittedLabelHeight_data();
    void fittedLabelHeight();
};

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

void TestChartStyle::linePen()
{
    const QPen pen = ChartStyle::Attention::fused.pen();
    QCOMPARE(pen.color(), ChartStyle::Attention::fused.colour);
    QCOMPARE(pen.widthF(), 3.0);
    QCOMPARE(pen.style(), Qt::DashLine);
}

void TestChartStyle::holdTallestHeight()
{
    QLabel label(u"Pipeline"_s);
    ChartStyle::holdTallestHeight(&label);
    const int small = label.sizeHint().height();
    QCOMPARE(label.minimumHeight(), small);
    QFont large = label.font();
    large.setPointSizeF(large.pointSizeF() * 3);
    label.setFont(large);
    ChartStyle::holdTallestHeight(&label);
    const int tall = label.minimumHeight();
    QVERIFY(tall > small);
    // Back to the small font: the label keeps the tallest height it needed.
    label.setFont(QFont());
    ChartStyle::holdTallestHeight(&label);
    QCOMPARE(label.minimumHeight(), tall);
}

void TestChartStyle::fittedLabelHeight_data()
{
    QTest::addColumn<FittedLabel::Height>("policy");
    QTest::addColumn<bool>("keepsTallest");
    QTest::newRow("fits text") << FittedLabel::Height::FitsText << false;
    QTest::newRow("keeps tallest") << FittedLabel::Height::KeepsTallest << true;
}

void TestChartStyle::fittedLabelHeight()
{
    QFETCH(FittedLabel::Height, policy);
    QFETCH(bool, keepsTallest);
    // What a plain word-wrapped label says each text needs at a width.
    const auto needed = [](const QString &text, int width) {
        QLabel reference(text);
        reference.setWordWrap(true);
        return reference.heightForWidth(width);
    };
    const QString longText = u"one two three four five six seven eight nine ten eleven twelve"_s;
    const QString shortText = u"one"_s;
    QVERIFY(needed(shortText, 120) < needed(longText, 120));

    FittedLabel label(policy);
    label.resize(120, 10);
    label.show(); // a shown widget hears of its resizes at once
    QVERIFY(!label.hasHeightForWidth());
    label.setFittedText(longText);
    QCOMPARE(label.height(), needed(longText, 120));
    QCOMPARE(label.sizeHint().height(), needed(longText, 120));
    label.setFittedText(shortText);
    QCOMPARE(label.height(), keepsTallest ? needed(longText, 120) : needed(shortText, 120));
    // A new width starts again from what its text needs there.
    label.resize(2000, label.height());
    QCOMPARE(label.height(), needed(shortText, 2000));
}

QTEST_MAIN(TestChartStyle)
#include "tst_chartstyle.moc"
