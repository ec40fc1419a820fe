// The window's notices about saving tell what holds now: a progress save that
// failed is no longer reported once a later one succeeds, and settings that
// cannot be written are reported once, in the learner's language.
#include "quiz/librarypage.h"
#include "quiz/questionpage.h"
#include "quiz/quizcard.h"
#include "shell/mainwindow.h"
#include "shell/noticebar.h"
#include "support/files.h"
#include "support/filesizelimit.h"
#include "support/settle.h"
#include "support/windowfixture.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>

using namespace Qt::StringLiterals;

namespace { } // namespace

class TestSaveNotices : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void progressNoticeGoesWhenASaveSucceeds();
    void settingsThatCannotBeWrittenAreReportedOnce();
};

void TestSaveNotices::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(u"ScaleStudyTest"_s);
    QCoreApplication::setApplicationName(u"tst_savenotices"_s);
}

void TestSaveNotices::progressNoticeGoesWhenASaveSucceeds()
{
    WindowFixture app(Language::English);
    QVERIFY(app.showWithBuiltInBanks());
    app.window().reportFontCheck(MainWindow::FontCheck::BengaliFontMissing); // another notice
    QTest::mouseClick(app.window().findChild<LibraryPage *>()->card(u"parallelism"_s)->startButton(),
                      Qt::LeftButton);
    auto *page = app.window().findChild<QuestionPage *>();
    auto *notices = app.window().findChild<NoticeBar *>();
    {
        // Past 64 bytes the kernel refuses to write, as a full disk does.
        FileSizeLimit limit(64);
        QVERIFY(limit.applied());
        QTest::keyClick(page->focusWidget(), Qt::Key_1); // choosing saves
    }
    // SaveFailure's and FileError's English texts, written here by hand.
    QVERIFY2(notices->text().contains(u"Progress could not be saved (the file is larger than the "
                                      "system allows)"_s),
             qPrintable(notices->text()));

    QTest::keyClick(page->focusWidget(), Qt::Key_2); // room again: this choice is saved
    QVERIFY(readFile(app.progressPath()).contains("\"chosen\": 1"));
    QVERIFY2(!notices->text().contains(u"could not be saved"_s), qPrintable(notices->text()));
    QVERIFY(notices->text().contains(u"No Bengali font"_s)); // the other notice stays
    QVERIFY(notices->isVisible());

    // A later failure is reported again.
    {
        FileSizeLimit limit(64);
        QVERIFY(limit.applied());
        QTest::keyClick(page->focusWidget(), Qt::Key_3);
    }
    QVERIFY(notices->text().contains(u"Progress could not be saved"_s));
}

void TestSaveNotices::settingsThatCannotBeWrittenAreReportedOnce()
{
    WindowFixture app(Language::English);
    QVERIFY(app.showWithBuiltInBanks());
    const QString file = QSettings().fileName();
    const QString folder = QFileInfo(file).absolutePath();
    // The settings folder becomes a file: nothing can be written in it, not even by root.
    QVERIFY(QDir(folder).removeRecursively());
    QVERIFY(QDir().mkpath(QFileInfo(folder).absolutePath()));
    QVERIFY(writeFile(folder, "not a folder"));

    app.languages().setLanguage(Language::Bengali); // which saves the choice
    settle();
    auto *notices = app.window().findChild<NoticeBar *>();
    const QString text = notices->text();
    QVERIFY(notices->isVisible());
    QVERIFY2(text.contains(QDir::toNativeSeparators(file)), qPrintable(text));
    // The Bengali text, written here by hand: "could not be saved".
    QVERIFY2(text.contains(u"সংরক্ষণ করা যায়নি"_s), qPrintable(text));

    app.languages().setLanguage(Language::English); // fails again: no second notice
    settle();
    QCOMPARE(notices->text().count(QDir::toNativeSeparators(file)), 1);
    QVERIFY(notices->text().contains(u"Your settings could not be saved"_s));

    QVERIFY(QFile::remove(folder));
    QVERIFY(QDir().mkpath(folder));
}

QTEST_MAIN(TestSaveNotices)
#include "tst_savenotices.moc"
