// PercentFormat: one form of percentage a language, the sign set close to the
// figure in the language's digits. Expected texts are written by hand:
// Bengali digits are U+09E6 (০) to U+09EF (৯).

#include "core/percentformat.h"

#include <QTest>

using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(Language)

class TestPercentFormat : public QObject
{
    Q_OBJECT

private slots:
    void formsByLanguage_data();
    void formsByLanguage();
    void localeGivesItsDigits();
};

void TestPercentFormat::formsByLanguage_data()
{
    QTest::addColumn<double>("percent");
    QTest::addColumn<int>("decimals");
    QTest::addColumn<Language>("language");
    QTest::addColumn<QString>("expected");
    QTest::newRow("whole, English") << 90.0 << 0 << Language::English << u"90%"_s;
    QTest::newRow("whole, Bengali") << 90.0 << 0 << Language::Bengali << u"৯০%"_s;
    QTest::newRow("rounded, English") << 33.3333 << 0 << Language::English << u"33%"_s;
    QTest::newRow("rounded, Bengali") << 66.6667 << 0 << Language::Bengali << u"৬৭%"_s;
    QTest::newRow("a decimal, English") << 27.27 << 1 << Language::English << u"27.3%"_s;
    QTest::newRow("a decimal, Bengali") << 37.5 << 1 << Language::Bengali << u"৩৭.৫%"_s;
    QTest::newRow("zero") << 0.0 << 0 << Language::Bengali << u"০%"_s;
    // No group separator in a share above a thousand percent.
    QTest::newRow("large") << 1200.0 << 1 << Language::English << u"1200.0%"_s;
}

void TestPercentFormat::formsByLanguage()
{
    QFETCH(double, percent);
    QFETCH(int, decimals);
    QFETCH(Language, language);
    QFETCH(QString, expected);
    QCOMPARE(PercentFormat::text(percent, language, decimals), expected);
}

void TestPercentFormat::localeGivesItsDigits()
{
    QCOMPARE(PercentFormat::text(75, QLocale(QLocale::Bengali, QLocale::Bangladesh)), u"৭৫%"_s);
    QCOMPARE(PercentFormat::text(75, QLocale::c()), u"75%"_s);
    QCOMPARE(PercentFormat::sign, QChar(u'%'));
}

QTEST_GUILESS_MAIN(TestPercentFormat)
#include "tst_percentformat.moc"
