// Bank format 2 (README, "Question bank format"): a question has 2 to 6
// options, a text may be given in one language only, and "shuffle" says
// whether a quiz may reorder the options. Format 1 files read as before.
// Every bank here is written by hand; the expected values are what the
// README's format table says of it.
#include "core/bankloader.h"
#include "core/quizsession.h"

#include <QTest>

using namespace Qt::StringLiterals;

namespace {

QByteArray optionsJson(int count)
{
    static const char *const letters[] = {"a", "b", "c", "d", "e", "f", "g"};
    static const char *const bengali[] = {"ক", "খ", "গ", "ঘ", "ঙ", "চ", "ছ"};
    QByteArray json = "[";
    for (int i = 0; i < count; ++i) {
        json += (i ? ", " : "") + QByteArray(R"({"en": ")") + letters[i] + R"(", "bn": ")"
                + bengali[i] + R"("})";
    }
    return json + "]";
}

// A bank of the given format with one question of `options` options, answer
// `answer`, and `extra` (JSON members) added to the question.
QByteArray bank(int format, int options, int answer = 0, const QByteArray &extra = {})
{
    return R"({"format": )" + QByteArray::number(format) + R"(, "id": "two",
  "title": {"en": "Two", "bn": "দুই"},
  "questions": [{"id": "q1", "prompt": {"en": "Pick", "bn": "বাছুন"},
    "options": )"
           + optionsJson(options) + R"(, "answer": )" + QByteArray::number(answer)
           + R"(, "explanation": {"en": "Because.", "bn": "কারণ।"})" + extra + "}]}";
}

QString problemList(const BankLoadResult &result)
{
    QStringList lines;
    for (const BankProblem &problem : result.problems)
        lines << problem.toString();
    return lines.join(u'\n');
}

} // namespace

class TestBankFormat2 : public QObject
{
    Q_OBJECT

private slots:
    void twoToSixOptionsLoad_data();
    void twoToSixOptionsLoad();
    void optionCountOutsideTheRangeIsReported_data();
    void optionCountOutsideTheRangeIsReported();
    void answerPastTheOptionsIsReported();
    void oneLanguageTextLoadsAndShowsInBoth();
    void formatOneStillNeedsBothLanguages();
    void noLanguageAtAllIsReported();
    void shuffleFalseKeepsTheBanksOrder();
    void shuffleInFormatOneIsReported();
    void fiveOptionsAreShuffledAmongFive();
};

void TestBankFormat2::twoToSixOptionsLoad_data()
{
    QTest::addColumn<int>("count");
    for (int count = 2; count <= 6; ++count)
        QTest::addRow("%d options", count) << count;
}

void TestBankFormat2::twoToSixOptionsLoad()
{
    QFETCH(int, count);
    const BankLoadResult result = BankLoader::parse(bank(2, count, count - 1), u"two.json"_s);
    QVERIFY2(result.bank, qPrintable(problemList(result)));
    const Question &question = result.bank->questions.first();
    QCOMPARE(question.options.size(), count);
    QCOMPARE(question.optionFeedback.size(), count);
    QCOMPARE(question.answer, count - 1);
    QCOMPARE(question.options.last().en, QString(QChar(u'a' + count - 1)));
}

void TestBankFormat2::optionCountOutsideTheRangeIsReported_data()
{
    QTest::addColumn<int>("format");
    QTest::addColumn<int>("count");
    QTest::addColumn<QString>("message");
    QTest::newRow("format 2, one") << 2 << 1 << u"there must be 2 to 6 options; found 1"_s;
    QTest::newRow("format 2, seven") << 2 << 7 << u"there must be 2 to 6 options; found 7"_s;
    QTest::newRow("format 1, three") << 1 << 3 << u"there must be exactly 4 options; found 3"_s;
    QTest::newRow("format 1, five") << 1 << 5 << u"there must be exactly 4 options; found 5"_s;
}

void TestBankFormat2::optionCountOutsideTheRangeIsReported()
{
    QFETCH(int, format);
    QFETCH(int, count);
    QFETCH(QString, message);
    const BankLoadResult result = BankLoader::parse(bank(format, count), u"two.json"_s);
    QVERIFY(!result.bank);
    QCOMPARE(result.problems.size(), 1);
    QCOMPARE(result.problems.first().toString(), u"two.json: q1: options: "_s + message);
}

void TestBankFormat2::answerPastTheOptionsIsReported()
{
    // Three options: 0 to 2 are the indexes; 3 is past them.
    const BankLoadResult result = BankLoader::parse(bank(2, 3, 3), u"two.json"_s);
    QVERIFY(!result.bank);
    QCOMPARE(result.problems.size(), 1);
    QCOMPARE(result.problems.first().toString(),
             u"two.json: q1: answer: must be one whole number from 0 to 2: the index of the "
             u"right option"_s);
}

void TestBankFormat2::oneLanguageTextLoadsAndShowsInBoth()
{
    QByteArray json = bank(2, 2);
    json.replace(R"("prompt": {"en": "Pick", "bn": "বাছুন"})", R"("prompt": {"en": "Pick"})");
    json.replace(R"({"en": "b", "bn": "খ"})", R"({"bn": "খ"})");
    const BankLoadResult result = BankLoader::parse(json, u"two.json"_s);
    QVERIFY2(result.bank, qPrintable(problemList(result)));
    const Question &question = result.bank->questions.first();
    QCOMPARE(question.prompt.written(Language::Bengali), QString());
    QVERIFY(question.prompt.isOnlyInOther(Language::Bengali));
    QVERIFY(!question.prompt.isOnlyInOther(Language::English));
    // Shown in the one language it has, whichever the interface's.
    QCOMPARE(question.prompt.text(Language::Bengali), u"Pick"_s);
    QCOMPARE(question.options.at(1).text(Language::English), u"খ"_s);
    QCOMPARE(question.options.at(1).text(Language::Bengali), u"খ"_s);
}

void TestBankFormat2::formatOneStillNeedsBothLanguages()
{
    QByteArray json = bank(1, 4);
    json.replace(R"("prompt": {"en": "Pick", "bn": "বাছুন"})", R"("prompt": {"en": "Pick"})");
    const BankLoadResult result = BankLoader::parse(json, u"one.json"_s);
    QVERIFY(!result.bank);
    QCOMPARE(result.problems.size(), 1);
    QCOMPARE(result.problems.first().toString(),
             u"one.json: q1: prompt.bn: the Bengali text is missing or empty"_s);
}

void TestBankFormat2::noLanguageAtAllIsReported()
{
    QByteArray json = bank(2, 2);
    json.replace(R"("explanation": {"en": "Because.", "bn": "কারণ।"})", R"("explanation": {})");
    const BankLoadResult result = BankLoader::parse(json, u"two.json"_s);
    QVERIFY(!result.bank);
    QCOMPARE(result.problems.size(), 1);
    QCOMPARE(result.problems.first().toString(),
             u"two.json: q1: explanation: it must have an \"en\" or a \"bn\" text, or both"_s);
}

void TestBankFormat2::shuffleFalseKeepsTheBanksOrder()
{
    const BankLoadResult result = BankLoader::parse(bank(2, 5, 0, R"(, "shuffle": false)"),
                                                    u"two.json"_s);
    QVERIFY2(result.bank, qPrintable(problemList(result)));
    QVERIFY(!result.bank->questions.first().shuffle);
    // Whatever the seed, the options come in the bank's order, the answer in slot 0.
    for (quint32 seed : {1u, 2u, 77u, 4096u}) {
        const QuizSession session = QuizSession::start(*result.bank, FeedbackMode::Immediate, seed);
        QCOMPARE(session.optionOrder(0), (OptionOrder{0, 1, 2, 3, 4}));
        QCOMPARE(session.correctSlot(0), 0);
    }
}

void TestBankFormat2::shuffleInFormatOneIsReported()
{
    const BankLoadResult result = BankLoader::parse(bank(1, 4, 0, R"(, "shuffle": false)"),
                                                    u"one.json"_s);
    QVERIFY(!result.bank);
    QCOMPARE(result.problems.size(), 1);
    QVERIFY2(result.problems.first().toString().startsWith(
                 u"one.json: q1: shuffle: must be true or false (in a bank of format 2)"_s),
             qPrintable(problemList(result)));
}

void TestBankFormat2::fiveOptionsAreShuffledAmongFive()
{
    const BankLoadResult result = BankLoader::parse(bank(2, 5, 4), u"two.json"_s);
    QVERIFY2(result.bank, qPrintable(problemList(result)));
    bool reordered = false;
    for (quint32 seed = 0; seed < 20; ++seed) {
        const QuizSession session = QuizSession::start(*result.bank, FeedbackMode::Immediate, seed);
        OptionOrder sorted = session.optionOrder(0);
        std::sort(sorted.begin(), sorted.end());
        QCOMPARE(sorted, (OptionOrder{0, 1, 2, 3, 4}));
        // The right option (the bank's 4) is wherever the order put it.
        QCOMPARE(session.optionOrder(0).at(session.correctSlot(0)), 4);
        reordered = reordered || session.optionOrder(0) != OptionOrder{0, 1, 2, 3, 4};
    }
    QVERIFY(reordered);
}

QTEST_GUILESS_MAIN(TestBankFormat2)
#include "tst_bankformat2.moc"
