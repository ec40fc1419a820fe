// The length rule for every bank (issue 23): the keyed option may be the
// longest of its question (ties count, code without its backticks) in at most
// a third of a bank's questions, per language, and a warning needs at least
// three such questions. A bank that breaks it loads with a warning, never a
// problem.
#include "core/bankloader.h"
#include "core/optionlengths.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

// The four options of a question whose key (option 0) is the longest in a
// language, or is not: "long key" 8 characters against 5, or "key" 3 against
// "longer" 6.
QJsonArray optionsWithKey(bool keyLongestEn, bool keyLongestBn)
{
    const QString en0 = keyLongestEn ? u"long key"_s : u"key"_s;
    const QString en1 = keyLongestEn ? u"other"_s : u"longer"_s;
    const QString bn0 = keyLongestBn ? u"দীর্ঘ উত্তর"_s : u"উত্তর"_s; // 11 or 5
    const QString bn1 = keyLongestBn ? u"অন্য"_s : u"আরও লম্বা কিছু"_s; // 4 or 14
    QJsonArray options{QJsonObject{{u"en"_s, en0}, {u"bn"_s, bn0}},
                       QJsonObject{{u"en"_s, en1}, {u"bn"_s, bn1}}};
    for (int i = 2; i < 4; ++i)
        options.append(QJsonObject{{u"en"_s, u"no"_s}, {u"bn"_s, u"না"_s}});
    return options;
}

// A valid bank of `count` questions q1, q2, ...; the key is the longest in the
// first `longestEn` questions in English and the first `longestBn` in Bengali.
QByteArray bank(int count, int longestEn, int longestBn)
{
    QJsonArray questions;
    for (int i = 0; i < count; ++i) {
        questions.append(
            QJsonObject{{u"id"_s, u"q%1"_s.arg(i + 1)},
                        {u"prompt"_s, QJsonObject{{u"en"_s, u"Which?"_s}, {u"bn"_s, u"কোনটি?"_s}}},
                        {u"options"_s, optionsWithKey(i < longestEn, i < longestBn)},
                        {u"answer"_s, 0},
                        {u"explanation"_s, QJsonObject{{u"en"_s, u"So."_s}, {u"bn"_s, u"তাই।"_s}}}});
    }
    const QJsonObject root{{u"format"_s, 1},
                           {u"id"_s, u"own"_s},
                           {u"title"_s, QJsonObject{{u"en"_s, u"Own"_s}, {u"bn"_s, u"নিজের"_s}}},
                           {u"questions"_s, questions}};
    return QJsonDocument(root).toJson();
}

Question question(const QString &id, int answer, const QStringList &optionsEn)
{
    Question made;
    made.id = id;
    made.answer = answer;
    for (const QString &option : optionsEn)
        made.options.append(LocalizedText{option, {}});
    return made;
}

} // namespace

class TestOptionLengths : public QObject
{
    Q_OBJECT

private slots:
    void keyIsLongestCountsTiesAndHidesBackticks();
    void thirdIsAllowed_data();
    void thirdIsAllowed();
    void warningPerLanguage();
    void warningNeverRefusesTheBank();
    void libraryKeepsWarningsOfLoadedBanks();
};

void TestOptionLengths::keyIsLongestCountsTiesAndHidesBackticks()
{
    // Lengths as shown, counted by hand: in q1 the key (9) is the longest, in
    // q2 it ties (5 = 5), in q3 a distractor (6) is longer than the key (5);
    // in q4 the key "`abcdef`" shows 6 characters against "abcdefg"'s 7,
    // though with its backticks it would be 8.
    const QList<Question> questions{
        question(u"q1"_s, 0, {u"123456789"_s, u"1"_s, u"12"_s, u"123"_s}),
        question(u"q2"_s, 3, {u"12345"_s, u"1"_s, u"12"_s, u"abcde"_s}),
        question(u"q3"_s, 1, {u"`abcd`"_s, u"abcde"_s, u"123456"_s, u""_s}),
        question(u"q4"_s, 0, {u"`abcdef`"_s, u"abcdefg"_s, u"1"_s, u"2"_s}),
    };
    QCOMPARE(OptionLengths::questionsKeyIsLongest(questions, Language::English),
             (QStringList{u"q1"_s, u"q2"_s}));
    QCOMPARE(OptionLengths::shownLength(u"`abcdef`"_s), 6);
}

void TestOptionLengths::thirdIsAllowed_data()
{
    QTest::addColumn<int>("count");
    QTest::addColumn<int>("longest");
    QTest::addColumn<bool>("warned");
    // A third is allowed, one more is not: 3 of 9 and 4 of 12 are exactly a
    // third; 4 of 9 and 5 of 12 are over it. 3 of 10 is under (10 / 3 = 3.3),
    // 4 of 10 over; 0 of 1 under.
    QTest::newRow("3 of 9") << 9 << 3 << false;
    QTest::newRow("4 of 9") << 9 << 4 << true;
    QTest::newRow("4 of 12") << 12 << 4 << false;
    QTest::newRow("5 of 12") << 12 << 5 << true;
    QTest::newRow("3 of 10") << 10 << 3 << false;
    QTest::newRow("4 of 10") << 10 << 4 << true;
    QTest::newRow("0 of 1") << 1 << 0 << false;
    // Fewer than three keys the longest are no evidence (a chance of 1 in 16
    // for two, 1 in 64 for three): 1 of 1, 1 of 2, 2 of 2 and 2 of 5 are over
    // a third but too few; 3 of 3, 3 of 5 and 3 of 8 (8 / 3 = 2.7) warn.
    QTest::newRow("1 of 1: too few") << 1 << 1 << false;
    QTest::newRow("1 of 2: too few") << 2 << 1 << false;
    QTest::newRow("2 of 2: too few") << 2 << 2 << false;
    QTest::newRow("2 of 5: too few") << 5 << 2 << false;
    QTest::newRow("3 of 3") << 3 << 3 << true;
    QTest::newRow("3 of 5") << 5 << 3 << true;
    QTest::newRow("3 of 8") << 8 << 3 << true;
}

void TestOptionLengths::thirdIsAllowed()
{
    QFETCH(int, count);
    QFETCH(int, longest);
    QFETCH(bool, warned);
    // The same count in both languages: a warning for each, or none.
    const BankLoadResult result = BankLoader::parse(bank(count, longest, longest), u"own.json"_s);
    QVERIFY(result.bank);
    QCOMPARE(result.warnings.size(), warned ? 2 : 0);
}

void TestOptionLengths::warningPerLanguage()
{
    // English: 5 of 12 (over a third); Bengali: 4 of 12 (exactly a third).
    const BankLoadResult result = BankLoader::parse(bank(12, 5, 4), u"own.json"_s);
    QVERIFY(result.bank);
    QCOMPARE(result.warnings.size(), 1);
    const LengthWarning &warning = result.warnings.first();
    QCOMPARE(warning.language, Language::English);
    QCOMPARE(warning.file, u"own.json"_s);
    QCOMPARE(warning.bankId, u"own"_s);
    QCOMPARE(warning.questionCount, 12);
    QCOMPARE(warning.questionIds, (QStringList{u"q1"_s, u"q2"_s, u"q3"_s, u"q4"_s, u"q5"_s}));

    // And the other way round: only the Bengali texts give the answers away.
    const BankLoadResult bengali = BankLoader::parse(bank(12, 0, 12), u"own.json"_s);
    QCOMPARE(bengali.warnings.size(), 1);
    QCOMPARE(bengali.warnings.first().language, Language::Bengali);
    QCOMPARE(bengali.warnings.first().questionIds.size(), 12);
}

void TestOptionLengths::warningNeverRefusesTheBank()
{
    // Every question's key the longest, in both languages: still a bank.
    const BankLoadResult result = BankLoader::parse(bank(3, 3, 3), u"own.json"_s);
    QVERIFY(result.bank);
    QVERIFY(result.problems.isEmpty());
    QCOMPARE(result.warnings.size(), 2);
}

void TestOptionLengths::libraryKeepsWarningsOfLoadedBanks()
{
    // The built-in banks keep the rule (tst_content), so the library of them
    // has no warning; a bank that fails to load has none either.
    const LibraryLoadResult library = BankLoader::loadAll(BankLoader::builtInBankPaths());
    QVERIFY(library.problems.isEmpty());
    QVERIFY(library.warnings.isEmpty());
    const BankLoadResult broken = BankLoader::parse("{\"format\": 1}", u"broken.json"_s);
    QVERIFY(!broken.bank);
    QVERIFY(broken.warnings.isEmpty());
}

QTEST_GUILESS_MAIN(TestOptionLengths)
#include "tst_optionlengths.moc"
