// StruckOptions: which options the learner has struck out of the question in
// sight, kept for that question only, and where the arrow keys go past them.
#include "core/struckoptions.h"

#include <QTest>

using namespace Qt::StringLiterals;

namespace {
// A question of four options: the slots past them are not available.
constexpr std::array<bool, maxOptionsPerQuestion> allAvailable{true, true,  true,
                                                               true, false, false};
const OptionOrder bankOrder{0, 1, 2, 3};
} // namespace

class TestStruckOptions : public QObject
{
    Q_OBJECT

private slots:
    void toggleStrikesAndUnstrikes();
    void slotsOutOfRangeAreNeverStruck();
    void sameQuestionKeepsStrikes();
    void anotherQuestionOrOrderClears();
    void arrowsPassOverStruckSlots();
    void arrowsStopAtTheEnds();
    void arrowsPassOverUnavailableSlots();
    void sixOptionsReachTheLast();
};

void TestStruckOptions::toggleStrikesAndUnstrikes()
{
    StruckOptions struck;
    QVERIFY(!struck.isStruck(1));
    struck.toggle(1);
    QVERIFY(struck.isStruck(1));
    QVERIFY(!struck.isStruck(0));
    struck.toggle(1);
    QVERIFY(!struck.isStruck(1));
}

void TestStruckOptions::slotsOutOfRangeAreNeverStruck()
{
    StruckOptions struck;
    struck.toggle(-1);
    struck.toggle(maxOptionsPerQuestion);
    QVERIFY(!struck.isStruck(-1));
    QVERIFY(!struck.isStruck(maxOptionsPerQuestion));
}

void TestStruckOptions::sameQuestionKeepsStrikes()
{
    StruckOptions struck;
    struck.follow(u"q1"_s, bankOrder);
    struck.toggle(2);
    // A language switch or a choice shows the same question in the same order again.
    struck.follow(u"q1"_s, bankOrder);
    QVERIFY(struck.isStruck(2));
}

void TestStruckOptions::anotherQuestionOrOrderClears()
{
    StruckOptions struck;
    struck.follow(u"q1"_s, bankOrder);
    struck.toggle(2);
    struck.follow(u"q2"_s, bankOrder);
    QVERIFY(!struck.isStruck(2));

    struck.toggle(0);
    struck.follow(u"q2"_s, OptionOrder{3, 2, 1, 0});
    QVERIFY(!struck.isStruck(0));

    struck.toggle(3);
    struck.clear();
    QVERIFY(!struck.isStruck(3));
}

void TestStruckOptions::arrowsPassOverStruckSlots()
{
    StruckOptions struck;
    struck.toggle(1);
    struck.toggle(2);
    // From A down: B and C are struck, so D (slot 3); from D up: A (slot 0).
    QCOMPARE(struck.nextUnstruck(0, 1, allAvailable), std::optional<int>(3));
    QCOMPARE(struck.nextUnstruck(3, -1, allAvailable), std::optional<int>(0));
}

void TestStruckOptions::arrowsStopAtTheEnds()
{
    StruckOptions struck;
    QCOMPARE(struck.nextUnstruck(3, 1, allAvailable), std::nullopt);
    QCOMPARE(struck.nextUnstruck(0, -1, allAvailable), std::nullopt);
    // C and D struck: nothing below B.
    struck.toggle(2);
    struck.toggle(3);
    QCOMPARE(struck.nextUnstruck(1, 1, allAvailable), std::nullopt);
    // Every option struck: nowhere to go, from anywhere.
    struck.toggle(0);
    struck.toggle(1);
    for (int from = 0; from < 4; ++from) {
        QCOMPARE(struck.nextUnstruck(from, 1, allAvailable), std::nullopt);
        QCOMPARE(struck.nextUnstruck(from, -1, allAvailable), std::nullopt);
    }
}

void TestStruckOptions::arrowsPassOverUnavailableSlots()
{
    StruckOptions struck;
    // B disabled, C struck: from A down is D.
    struck.toggle(2);
    QCOMPARE(struck.nextUnstruck(0, 1, {true, false, true, true, false, false}),
             std::optional<int>(3));
}

void TestStruckOptions::sixOptionsReachTheLast()
{
    // A question of six options (bank format 2), E struck: from D down is F.
    StruckOptions struck;
    struck.toggle(4);
    const std::array<bool, maxOptionsPerQuestion> six{true, true, true, true, true, true};
    QCOMPARE(struck.nextUnstruck(3, 1, six), std::optional<int>(5));
    QCOMPARE(struck.nextUnstruck(5, 1, six), std::nullopt);
    QVERIFY(!struck.isStruck(5));
    struck.toggle(5);
    QVERIFY(struck.isStruck(5));
}

QTEST_GUILESS_MAIN(TestStruckOptions)
#include "tst_struckoptions.moc"
