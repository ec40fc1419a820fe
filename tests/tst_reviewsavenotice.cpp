// Reviews on a nearly full disk, in the whole app: past the journal's 1 MiB
// fold point a new reviews.json does not fit but a review's line does, and
// progress.json, being small, is saved. The process's file-size limit stands
// in for the full disk (writes past it fail with EFBIG, as with ENOSPC).

#include "core/reviewstore.h"
#include "quiz/librarypage.h"
#include "quiz/questionpage.h"
#include "quiz/quizcard.h"
#include "shell/mainwindow.h"
#include "shell/noticebar.h"
#include "support/files.h"
#include "support/filesizelimit.h"

#include "core/bankloader.h"
#include "core/languagemanager.h"

#include <QFile>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

// A review of alpha's a1 (1 March 2026 09:00 UTC = 1772355600 s, Good, fairly sure).
constexpr int snapshotEntries = 40'000; // [0,"a1",1772355600,3,2,0], 26 bytes and a comma
constexpr int journalLines = 29'128; // ["r","alpha","a2",1772442000,3,2,0] and \n: 36 bytes

// reviews.json of generation 1, 40,000 × 27 bytes ≈ 1.08 MB.
QByteArray bigSnapshot()
{
    QByteArray log;
    for (int i = 0; i < snapshotEntries; ++i)
        log += (i ? "," : "") + QByteArray(R"([0,"a1",1772355600,3,2,0])");
    return R"({"format":1,"generation":1,"banks":["alpha"],"log":[)" + log + "]}";
}

// Its journal: a first line of 29 bytes and 29,128 lines of 36, 1,048,637 bytes in
// all, past the fold point of 1 MiB (1,048,576 bytes).
QByteArray bigJournal()
{
    QByteArray journal = R"({"generation":1,"journal":1})"
                         "\n";
    for (int i = 0; i < journalLines; ++i)
        journal += R"(["r","alpha","a2",1772442000,3,2,0])"
                   "\n";
    return journal;
}

} // namespace

class TestReviewSaveNotice : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void reviewIsAppendedWhenTheFoldDoesNotFit();
    void failedReviewSaveIsWordedForReviews();
    void reviewNoticeGoesWhenASaveSucceeds();

private:
    QString path(const QString &name) const { return m_dir->filePath(name); }
    // Opens the app on the big review files, answers the first question of
    // Parallelism under the file-size limit, and returns the notice bar's text.
    QString answerUnderLimit(qint64 limitBytes, QByteArray *journalAfterAnswer);

    std::unique_ptr<QTemporaryDir> m_dir;
};

void TestReviewSaveNotice::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(u"ScaleStudyTest"_s);
    QCoreApplication::setApplicationName(u"tst_reviewsavenotice"_s);
}

void TestReviewSaveNotice::init()
{
    QSettings().clear();
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    QVERIFY(writeFile(path(u"reviews.json"_s), bigSnapshot()));
    QVERIFY(writeFile(path(u"reviews.journal"_s), bigJournal()));
    QCOMPARE(QFileInfo(path(u"reviews.journal"_s)).size(), 1'048'637);
}

void TestReviewSaveNotice::cleanup()
{
    QSettings().clear();
    m_dir.reset();
}

QString TestReviewSaveNotice::answerUnderLimit(qint64 limitBytes, QByteArray *journalAfterAnswer)
{
    LanguageManager languages;
    languages.setLanguage(Language::English);
    QString notice;
    {
        MainWindow window(&languages, path(u"progress.json"_s));
        window.loadBanks(BankLoader::builtInBankPaths());
        window.show();
        if (!QTest::qWaitForWindowExposed(&window))
            return u"window not shown"_s;
        FileSizeLimit limit(limitBytes);
        if (!limit.applied())
            return u"no file-size limit"_s;
        QTest::mouseClick(window.findChild<LibraryPage *>()->card(u"parallelism"_s)->startButton(),
                          Qt::LeftButton);
        auto *page = window.findChild<QuestionPage *>();
        QTest::keyClick(page->focusWidget(), Qt::Key_1);
        QTest::keyClick(page->focusWidget(), Qt::Key_Return);
        notice = window.findChild<NoticeBar *>()->text();
        *journalAfterAnswer = readFile(path(u"reviews.journal"_s)); // what a crash now leaves
    } // closed under the limit too: its fold cannot be written either
    return notice;
}

void TestReviewSaveNotice::reviewIsAppendedWhenTheFoldDoesNotFit()
{
    // 1.5 MiB: the journal and a review line of about 60 bytes fit; a new
    // snapshot of 69,128 reviews (about 1.9 MB) does not; progress.json does.
    QByteArray journal;
    const QString notice = answerUnderLimit(1536 * 1024, &journal);
    QVERIFY2(!notice.contains(u"could not"_s), qPrintable(notice));
    QVERIFY(readFile(path(u"progress.json"_s)).contains("parallelism"));
    QVERIFY(journal.startsWith(bigJournal()));
    QVERIFY(journal.sliced(bigJournal().size()).startsWith(R"(["r","parallelism",)"));

    ReviewStore reopened(path(u"reviews.json"_s));
    QCOMPARE(reopened.load().status, ReviewStore::LoadStatus::Loaded);
    QCOMPARE(reopened.deck().log().size(), snapshotEntries + journalLines + 1);
    QCOMPARE(reopened.deck().log().constLast().bankId, u"parallelism"_s);
}

void TestReviewSaveNotice::failedReviewSaveIsWordedForReviews()
{
    // The journal's own size: not one byte more fits, so neither the fold nor
    // the line is written, while progress.json still is.
    QByteArray journal;
    const QString notice = answerUnderLimit(1'048'637, &journal);
    QVERIFY(readFile(path(u"progress.json"_s)).contains("parallelism"));
    QVERIFY2(notice.contains(u"reviews could not be saved"_s), qPrintable(notice));
    QVERIFY2(!notice.contains(u"rogress"_s), qPrintable(notice));
}

// A review that could not be saved is reported; once the next one is saved
// (the limit lifted, so the fold fits again), the notice goes.
void TestReviewSaveNotice::reviewNoticeGoesWhenASaveSucceeds()
{
    LanguageManager languages;
    languages.setLanguage(Language::English);
    MainWindow window(&languages, path(u"progress.json"_s));
    window.loadBanks(BankLoader::builtInBankPaths());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QTest::mouseClick(window.findChild<LibraryPage *>()->card(u"parallelism"_s)->startButton(),
                      Qt::LeftButton);
    auto *page = window.findChild<QuestionPage *>();
    auto *notices = window.findChild<NoticeBar *>();
    {
        FileSizeLimit limit(1'048'637); // the journal's own size, as above
        QVERIFY(limit.applied());
        QTest::keyClick(page->focusWidget(), Qt::Key_1);
        QTest::keyClick(page->focusWidget(), Qt::Key_Return);
        QVERIFY2(notices->text().contains(u"reviews could not be saved"_s),
                 qPrintable(notices->text()));
        QTest::keyClick(page->focusWidget(), Qt::Key_Return); // to question 2
    }
    QTest::keyClick(page->focusWidget(), Qt::Key_1);
    QTest::keyClick(page->focusWidget(), Qt::Key_Return);
    QVERIFY2(!notices->text().contains(u"could not be saved"_s), qPrintable(notices->text()));
    QCOMPARE(ReviewStore(path(u"reviews.json"_s)).load().status, ReviewStore::LoadStatus::Loaded);
}

QTEST_MAIN(TestReviewSaveNotice)
#include "tst_reviewsavenotice.moc"
