// What a bank's content can do: each text has a longest length and a most
// code spans, reported with the file, the question and the field like every
// other limit.
#include "core/bankloader.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

QJsonObject text(const QString &english)
{
    return {{u"en"_s, english}, {u"bn"_s, u"বাংলা"_s}};
}

// A valid one-question bank whose English text in field (as the loader names
// it, without the language) is english; every other text is short.
QByteArray bankWithText(const QString &field, const QString &english)
{
    auto textOf = [&](const QString &name, const QString &fallback) {
        return text(field == name ? english : fallback);
    };
    QJsonArray options;
    for (int i = 0; i < 4; ++i) {
        QJsonObject option = textOf(u"options[%1]"_s.arg(i), u"option"_s);
        option.insert(u"feedback"_s, textOf(u"options[%1].feedback"_s.arg(i), u"why"_s));
        options.append(option);
    }
    const QJsonObject question{{u"id"_s, u"q1"_s},
                               {u"topic"_s, u"t"_s},
                               {u"prompt"_s, textOf(u"prompt"_s, u"Which?"_s)},
                               {u"options"_s, options},
                               {u"answer"_s, 0},
                               {u"explanation"_s, textOf(u"explanation"_s, u"So."_s)}};
    const QJsonObject topic{{u"id"_s, u"t"_s}, {u"name"_s, textOf(u"topics[0].name"_s, u"T"_s)}};
    const QJsonObject root{{u"format"_s, 1},
                           {u"id"_s, u"long"_s},
                           {u"title"_s, textOf(u"title"_s, u"Title"_s)},
                           {u"description"_s, textOf(u"description"_s, u"About."_s)},
                           {u"topics"_s, QJsonArray{topic}},
                           {u"questions"_s, QJsonArray{question}}};
    return QJsonDocument(root).toJson();
}

// count code spans "`a` " (4 characters each).
QString codeSpans(int count)
{
    return u"`a` "_s.repeated(count);
}

} // namespace

class TestBankInput : public QObject
{
    Q_OBJECT

private slots:
    void textLengthLimit_data();
    void textLengthLimit();
    void codeSpanLimit_data();
    void codeSpanLimit();
    void bidiControlsLeaveTitles_data();
    void bidiControlsLeaveTitles();
    void titleOfBidiControlsAloneIsEmpty();
    void repeatedIdCanBeRemoved();
};

// The limits as the README states them, written here by hand.
void TestBankInput::textLengthLimit_data()
{
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("questionId");
    QTest::addColumn<int>("limit");
    QTest::newRow("title") << u"title"_s << QString() << 200;
    QTest::newRow("description") << u"description"_s << QString() << 2000;
    QTest::newRow("topic name") << u"topics[0].name"_s << QString() << 200;
    QTest::newRow("prompt") << u"prompt"_s << u"q1"_s << 2000;
    QTest::newRow("option") << u"options[2]"_s << u"q1"_s << 500;
    QTest::newRow("option feedback") << u"options[1].feedback"_s << u"q1"_s << 1000;
    QTest::newRow("explanation") << u"explanation"_s << u"q1"_s << 4000;
}

void TestBankInput::textLengthLimit()
{
    QFETCH(QString, field);
    QFETCH(QString, questionId);
    QFETCH(int, limit);

    const BankLoadResult atLimit = BankLoader::parse(bankWithText(field, QString(limit, u'x')),
                                                     u"long.json"_s);
    QVERIFY2(atLimit.bank,
             atLimit.problems.isEmpty() ? "" : qPrintable(atLimit.problems.first().toString()));

    const BankLoadResult over = BankLoader::parse(bankWithText(field, QString(limit + 1, u'x')),
                                                  u"long.json"_s);
    QVERIFY(!over.bank);
    QCOMPARE(over.problems.size(), 1);
    const BankProblem &problem = over.problems.first();
    QCOMPARE(problem.file, u"long.json"_s);
    QCOMPARE(problem.item, questionId);
    QCOMPARE(problem.field, field + u".en"_s);
    // English digits with the thousands separator, e.g. "2,001 characters; ... at most 2,000".
    const QString expected = u"%1 characters; this text may have at most %2"_s
                                 .arg(QLocale(QLocale::English).toString(limit + 1),
                                      QLocale(QLocale::English).toString(limit));
    QCOMPARE(problem.message(), expected);
}

void TestBankInput::codeSpanLimit_data()
{
    QTest::addColumn<QString>("field");
    QTest::newRow("prompt") << u"prompt"_s;
    QTest::newRow("explanation") << u"explanation"_s;
    QTest::newRow("option") << u"options[0]"_s;
}

void TestBankInput::codeSpanLimit()
{
    QFETCH(QString, field);
    // 100 spans are 400 characters, within every question text's length.
    QVERIFY(BankLoader::parse(bankWithText(field, codeSpans(100)), u"code.json"_s).bank);

    const BankLoadResult over = BankLoader::parse(bankWithText(field, codeSpans(101)),
                                                  u"code.json"_s);
    QVERIFY(!over.bank);
    QCOMPARE(over.problems.size(), 1);
    QCOMPARE(over.problems.first().item, u"q1"_s);
    QCOMPARE(over.problems.first().field, field + u".en"_s);
    QCOMPARE(over.problems.first().message(), u"101 code spans; a text may have at most 100"_s);
}

void TestBankInput::bidiControlsLeaveTitles_data()
{
    QTest::addColumn<QString>("title");
    QTest::addColumn<QString>("shown"); // the title with the controls taken out by hand
    QTest::newRow("right-to-left override") << u"Quiz \u202Egpj.exe\u202C"_s << u"Quiz gpj.exe"_s;
    QTest::newRow("embeddings") << u"\u202AA\u202B B\u202C"_s << u"A B"_s;
    QTest::newRow("isolates") << u"\u2066L\u2067R\u2068F\u2069"_s << u"LRF"_s;
    QTest::newRow("marks") << u"Mark\u200E \u200Fed"_s << u"Mark ed"_s;
    QTest::newRow("other format characters stay") << u"a\u200Db"_s << u"a\u200Db"_s;
}

void TestBankInput::bidiControlsLeaveTitles()
{
    QFETCH(QString, title);
    QFETCH(QString, shown);
    const BankLoadResult result = BankLoader::parse(bankWithText(u"title"_s, title), u"b.json"_s);
    QVERIFY(result.bank);
    QCOMPARE(result.bank->title.en, shown);
}

void TestBankInput::titleOfBidiControlsAloneIsEmpty()
{
    const BankLoadResult result = BankLoader::parse(bankWithText(u"title"_s, u"\u202E\u200F"_s),
                                                    u"b.json"_s);
    QVERIFY(!result.bank);
    QCOMPARE(result.problems.size(), 1);
    QCOMPARE(result.problems.first().field, u"title.en"_s);
    QCOMPARE(result.problems.first().message(), u"the English text is missing or empty"_s);
}

// The second of two files with one id gives no bank: it is among the failed
// paths, which the library offers to remove.
void TestBankInput::repeatedIdCanBeRemoved()
{
    QTemporaryDir dir;
    const QString first = dir.filePath(u"first.json"_s);
    const QString second = dir.filePath(u"second.json"_s);
    for (const QString &path : {first, second}) {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(bankWithText(u"prompt"_s, u"Which?"_s));
    }
    const LibraryLoadResult library = BankLoader::loadAll({first, second});
    QCOMPARE(library.banks.size(), 1);
    QCOMPARE(library.failedPaths, QStringList{second});
}

QTEST_GUILESS_MAIN(TestBankInput)
#include "tst_bankinput.moc"
