// Opening a teacher's quiz file: the format told by the name and contents,
// the size limit of the bank loader (10 MiB, BankLoader::maxFileBytes), and
// files that are none of the formats.

#include "core/quizfileimport.h"
#include "support/files.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

class TestQuizFileImport : public QObject
{
    Q_OBJECT

private slots:
    void formatByNameAndContents_data();
    void formatByNameAndContents();
    void readsEachFormatFromDisk();
    void refusesAFileOverTheLimit();
    void refusesAnUnknownFile();
};

void TestQuizFileImport::formatByNameAndContents_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QByteArray>("contents");
    QTest::addColumn<int>("format"); // -1 for none
    using F = QuizFileImport::Format;
    QTest::newRow("xml") << u"quiz.XML"_s << QByteArray("<quiz/>") << int(F::MoodleXml);
    QTest::newRow("gift") << u"quiz.gift"_s << QByteArray("Q {=a ~b}") << int(F::Gift);
    QTest::newRow("txt with braces") << u"quiz.txt"_s << QByteArray("Q {=a ~b}") << int(F::Gift);
    QTest::newRow("txt with ANSWER")
        << u"quiz.txt"_s << QByteArray("Q\nA) a\nB) b\nANSWER: A\n") << int(F::Aiken);
    QTest::newRow("plain notes") << u"notes.txt"_s << QByteArray("just notes") << -1;
    QTest::newRow("a bank") << u"bank.json"_s << QByteArray("{\"format\":1}") << -1;
}

void TestQuizFileImport::formatByNameAndContents()
{
    QFETCH(QString, path);
    QFETCH(QByteArray, contents);
    QFETCH(int, format);
    const std::optional<QuizFileImport::Format> found = QuizFileImport::formatOf(path, contents);
    QCOMPARE(found ? int(*found) : -1, format);
}

void TestQuizFileImport::readsEachFormatFromDisk()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString aiken = dir.filePath(u"a.txt"_s);
    const QString gift = dir.filePath(u"g.gift"_s);
    const QString moodle = dir.filePath(u"m.xml"_s);
    QVERIFY(writeFile(aiken, "Which?\nA) jit\nB) vmap\nANSWER: B\n"));
    QVERIFY(writeFile(gift, "Which? {~jit =vmap}\n"));
    QVERIFY(writeFile(moodle, "<quiz><question type=\"multichoice\"><questiontext><text>Which?"
                              "</text></questiontext><answer fraction=\"0\"><text>jit</text>"
                              "</answer><answer fraction=\"100\"><text>vmap</text></answer>"
                              "</question></quiz>"));
    for (const QString &path : {aiken, gift, moodle}) {
        const ImportResult result = QuizFileImport::loadFile(path);
        QVERIFY2(result.problems.isEmpty(), qPrintable(path));
        QCOMPARE(result.questions.size(), 1);
        QCOMPARE(result.questions.at(0).options.at(1).en, u"vmap"_s);
        QCOMPARE(result.questions.at(0).answer, 1);
    }
}

void TestQuizFileImport::refusesAFileOverTheLimit()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"huge.gift"_s);
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QVERIFY(file.resize(10 * 1024 * 1024 + 1)); // sparse; the limit is 10 MiB
    }
    const ImportResult result = QuizFileImport::loadFile(path);
    QVERIFY(result.questions.isEmpty());
    QCOMPARE(result.problems.size(), 1);
    QCOMPARE(result.problems.at(0).describe(), u"larger than the limit of 10 MiB for a quiz file"_s);
}

void TestQuizFileImport::refusesAnUnknownFile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"notes.txt"_s);
    QVERIFY(writeFile(path, "shopping: milk, eggs"));
    const ImportResult result = QuizFileImport::loadFile(path);
    QCOMPARE(result.problems.size(), 1);
    QVERIFY(result.problems.at(0).describe().startsWith(u"not a quiz format"_s));
    const ImportResult missing = QuizFileImport::loadFile(dir.filePath(u"gone.xml"_s));
    QCOMPARE(missing.problems.size(), 1);
    QCOMPARE(missing.problems.at(0).describe(), u"the file no longer exists"_s);
}

QTEST_GUILESS_MAIN(TestQuizFileImport)
#include "tst_quizfileimport.moc"
