// The system's reasons for a failed read or write, as the learner reads them:
// in the interface language, whatever the system's own (English) text says,
// and a loop of symbolic links named as such rather than as a missing file.

#include "core/bankloader.h"
#include "core/languagemanager.h"
#include "core/progressstore.h"
#include "support/files.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(Language)

namespace {

// The Latin words of a message once the given paths are taken out of it.
QStringList latinWordsBut(QString message, const QStringList &paths)
{
    for (const QString &path : paths)
        message.remove(QDir::toNativeSeparators(path));
    QStringList words;
    QRegularExpressionMatchIterator found = QRegularExpression(u"[A-Za-z]+"_s).globalMatch(message);
    while (found.hasNext())
        words << found.next().captured();
    return words;
}

} // namespace

class TestSystemErrors : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanup();
    void saveUnderAFileIsWordedInBengali();
    void linkLoopIsNotAMissingFile_data();
    void linkLoopIsNotAMissingFile();

private:
    LanguageManager m_languages;
    QTemporaryDir m_dir;
};

void TestSystemErrors::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
}

void TestSystemErrors::cleanup()
{
    m_languages.setLanguage(Language::English);
}

void TestSystemErrors::saveUnderAFileIsWordedInBengali()
{
    // The data folder's place is taken by a file: opening progress.json in it
    // fails with ENOTDIR, whose system text is the English "Not a directory".
    const QString notAFolder = m_dir.filePath(u"data"_s);
    QVERIFY(writeFile(notAFolder, "a file, not a folder"));
    const QString path = notAFolder + u"/progress.json"_s;
    ProgressStore store(path);
    store.load();
    ProgressStore::SaveFailure failure;
    QVERIFY(!store.save(&failure));
    m_languages.setLanguage(Language::Bengali);
    const QString message = failure.message();
    QVERIFY(!message.isEmpty());
    QCOMPARE(latinWordsBut(message, {path}), QStringList());
    // "a part of its path is a file, not a folder", as scalestudy_bn.ts words it.
    QVERIFY2(message.contains(u"ফোল্ডার নয়"_s), qPrintable(message));
}

void TestSystemErrors::linkLoopIsNotAMissingFile_data()
{
    QTest::addColumn<Language>("language");
    QTest::addColumn<QString>("loop"); // the words that name the loop, from the .ts files
    QTest::newRow("English") << Language::English << u"loop of symbolic links"_s;
    QTest::newRow("Bengali") << Language::Bengali << u"সিমবলিক লিঙ্ক"_s;
}

void TestSystemErrors::linkLoopIsNotAMissingFile()
{
    QFETCH(Language, language);
    QFETCH(QString, loop);
    // a.json points to b.json, which points back: open() fails with ELOOP.
    const QString first = m_dir.filePath(u"a.json"_s);
    const QString second = m_dir.filePath(u"b.json"_s);
    QFile::remove(first);
    QFile::remove(second);
    QVERIFY(QFile::link(second, first));
    QVERIFY(QFile::link(first, second));
    m_languages.setLanguage(language);
    const BankLoadResult result = BankLoader::loadFile(first);
    QVERIFY(!result.bank);
    QCOMPARE(result.problems.size(), 1);
    const QString message = result.problems.constFirst().message();
    QVERIFY2(message.contains(loop), qPrintable(message));
    if (language == Language::English)
        QVERIFY2(!message.contains(u"no longer exists"_s), qPrintable(message));
    else
        QCOMPARE(latinWordsBut(message, {first}), QStringList());
}

QTEST_GUILESS_MAIN(TestSystemErrors)
#include "tst_systemerrors.moc"
