// Full disk, for real: run by full-disk-tmpfs.sh (as root) with the data
// directory on a 16 KiB tmpfs that a filler file has filled. Answering a
// question must leave the saved progress as it was and tell the learner,
// in their language, that the disk is full; once there is room again, the
// next answer is saved and the notice goes.

#include "core/bankloader.h"
#include "core/languagemanager.h"
#include "quiz/librarypage.h"
#include "quiz/questionpage.h"
#include "quiz/quizcard.h"
#include "shell/mainwindow.h"
#include "shell/noticebar.h"
#include "support/files.h"

#include <QDir>
#include <QFile>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

// Writes until the file system refuses; returns the bytes written.
qint64 fillDisk(const QString &path)
{
    QFile filler(path);
    if (!filler.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
        return -1;
    const QByteArray block(512, 'x');
    qint64 written = 0;
    while (filler.write(block) == block.size())
        written += block.size();
    // The last partial block, byte by byte, so that not one byte is free.
    while (filler.write("x", 1) == 1)
        ++written;
    return written;
}

} // namespace

class TestFullDisk : public QObject
{
    Q_OBJECT

private slots:
    void answeringOnAFullDiskKeepsProgress();
};

void TestFullDisk::answeringOnAFullDiskKeepsProgress()
{
    const QString directory = qEnvironmentVariable("SCALESTUDY_FULL_DISK_DIR");
    if (directory.isEmpty())
        QFAIL(
            "Run this test through tests/fulldisk/full-disk-tmpfs.sh, which mounts the full disk.");
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(u"ScaleStudyTest"_s);
    QCoreApplication::setApplicationName(u"tst_fulldisk"_s);
    QSettings().clear();

    const QString progressPath = QDir(directory).filePath(u"progress.json"_s);
    const QByteArray saved
        = R"({"format": 1, "quizzes": {"parallelism": {"best": {"correct": 7, "total": 8},
        "last": {"correct": 7, "total": 8}, "lastWrong": ["parallelism-02"]}}})";
    {
        QFile file(progressPath);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QCOMPARE(file.write(saved), saved.size());
    }
    QVERIFY(fillDisk(QDir(directory).filePath(u"filler"_s)) > 0);

    LanguageManager languages;
    languages.setLanguage(Language::Bengali);
    MainWindow window(&languages, progressPath);
    window.loadBanks(BankLoader::builtInBankPaths());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QTest::mouseClick(window.findChild<LibraryPage *>()->card(u"parallelism"_s)->startButton(),
                      Qt::LeftButton);
    auto *page = window.findChild<QuestionPage *>();
    QTest::keyClick(page->focusWidget(), Qt::Key_1);
    QTest::keyClick(page->focusWidget(), Qt::Key_Return);

    QCOMPARE(readFile(progressPath), saved);
    QCOMPARE(QDir(directory).entryList(QDir::Files).size(), 2); // progress.json and the filler
    const QString notice = window.findChild<NoticeBar *>()->text();
    QVERIFY2(notice.contains(u"ডিস্ক ভরে গেছে"_s), qPrintable(notice)); // "the disk is full"

    // Room again: the next answer is saved.
    QVERIFY(QFile::remove(QDir(directory).filePath(u"filler"_s)));
    QTest::keyClick(page->focusWidget(), Qt::Key_Return);
    QTest::keyClick(page->focusWidget(), Qt::Key_2);
    QVERIFY(readFile(progressPath).contains("\"attempt\""));
    QTest::keyClick(page->focusWidget(), Qt::Key_Return); // checked: its review is saved too
    // and the notices that progress and reviews were not saved go.
    const QString after = window.findChild<NoticeBar *>()->text();
    QVERIFY2(!after.contains(u"ডিস্ক ভরে গেছে"_s), qPrintable(after));
}

QTEST_MAIN(TestFullDisk)
#include "tst_fulldisk.moc"
