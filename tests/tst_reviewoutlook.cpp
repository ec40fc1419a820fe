// What review says of itself, driven through the real widgets in both
// languages with the review clock fixed: the library's line names the due
// questions with the day's limit; an empty session says why, explains what
// Review is and opens the guide at its section; a question answered wrong is
// asked again at the end of the session, and the page says so. Every expected
// text is written out by hand; dates and intervals are worked out in comments.
// With SCALESTUDY_REVIEW_SHOTS set, the screens are saved there at 1024×600
// and 1920×1080.

#include "core/languagemanager.h"
#include "core/study.h"
#include "review/reviewduebar.h"
#include "review/reviewpage.h"
#include "shell/mainwindow.h"
#include "support/files.h"
#include "support/settle.h"
#include "support/testbanks.h"

#include <QAbstractTextDocumentLayout>
#include <QAction>
#include <QApplication>
#include <QLabel>
#include <QPushButton>
#include <QScrollBar>
#include <QSettings>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTimeZone>

#include <memory>

using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(Language)

namespace {

QDateTime utc(int day, int hour, int minute = 0)
{
    return QDateTime(QDate(2026, 3, day), QTime(hour, minute), QTimeZone::utc());
}

// Two questions; the right answer is option 0 in the file.
QByteArray alphaBankJson()
{
    QJsonArray questions;
    for (const QString &id : {u"a1"_s, u"a2"_s}) {
        QJsonArray options;
        for (int i = 0; i < 4; ++i) {
            options.append(QJsonObject{{u"en"_s, u"%1 option %2"_s.arg(id).arg(i)},
                                       {u"bn"_s, u"%1 বিকল্প %2"_s.arg(id).arg(i)}});
        }
        questions.append(
            QJsonObject{{u"id"_s, id},
                        {u"prompt"_s, QJsonObject{{u"en"_s, u"Which is %1?"_s.arg(id)},
                                                  {u"bn"_s, u"কোনটি %1?"_s.arg(id)}}},
                        {u"options"_s, options},
                        {u"answer"_s, 0},
                        {u"explanation"_s, QJsonObject{{u"en"_s, u"Because of %1."_s.arg(id)},
                                                       {u"bn"_s, u"%1 এর কারণে।"_s.arg(id)}}}});
    }
    return QJsonDocument(
               QJsonObject{{u"format"_s, 1},
                           {u"id"_s, u"alpha"_s},
                           {u"title"_s, QJsonObject{{u"en"_s, u"Alpha"_s}, {u"bn"_s, u"আলফা"_s}}},
                           {u"questions"_s, questions}})
        .toJson();
}

const ReviewItemKey a1{u"alpha"_s, u"a1"_s};
const ReviewItemKey a2{u"alpha"_s, u"a2"_s};

QString labelText(const QWidget &page, const QString &name)
{
    const auto *label = page.findChild<QLabel *>(name);
    return label && label->isVisibleTo(&page) ? label->text() : QString();
}

} // namespace

class TestReviewOutlook : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void dueBarNamesDueLeftAndLimit_data();
    void dueBarNamesDueLeftAndLimit();
    void emptySessionSaysWhy_data();
    void emptySessionSaysWhy();
    void guideButtonOpensTheReviewSection_data();
    void guideButtonOpensTheReviewSection();
    void wrongAnswerIsAskedAgainAtTheEnd_data();
    void wrongAnswerIsAskedAgainAtTheEnd();

private:
    // a1 answered right (fairly sure: Good) on 1 March, a2 on 5 March: a first
    // Good leaves S = w2 = 2.3065, an interval of 2 days at 90 % retention, so
    // a1 is due 3 March and a2 7 March. The clock is left at `now`.
    std::unique_ptr<Study> makeStudy(const QDateTime &now);
    void showPage(QWidget &page);
    void saveShot(QWidget &page, const QString &name);

    std::unique_ptr<QTemporaryDir> m_dir;
    LanguageManager *m_languages = nullptr;
};

void TestReviewOutlook::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(u"ScaleStudyTest"_s);
    QCoreApplication::setApplicationName(u"tst_reviewoutlook"_s);
    m_languages = new LanguageManager(this);
}

void TestReviewOutlook::init()
{
    QSettings().clear();
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    QVERIFY(writeFile(m_dir->filePath(u"alpha.json"_s), alphaBankJson()));
    m_languages->setLanguage(Language::English);
}

void TestReviewOutlook::cleanup()
{
    m_languages->setLanguage(Language::English);
    QSettings().clear();
    m_dir.reset();
}

std::unique_ptr<Study> TestReviewOutlook::makeStudy(const QDateTime &now)
{
    auto study = std::make_unique<Study>(m_dir->filePath(u"progress.json"_s));
    study->loadBanks({m_dir->filePath(u"alpha.json"_s)});
    study->setReviewClock([] { return utc(1, 12); });
    study->recordReview(a1, true, Confidence::FairlySure);
    study->setReviewClock([] { return utc(5, 12); });
    study->recordReview(a2, true, Confidence::FairlySure);
    study->setReviewClock([now] { return now; });
    return study;
}

void TestReviewOutlook::showPage(QWidget &page)
{
    page.resize(1024, 600);
    page.show();
    QApplication::setActiveWindow(&page);
    QVERIFY(QTest::qWaitForWindowActive(&page));
}

void TestReviewOutlook::saveShot(QWidget &page, const QString &name)
{
    const QString directory = qEnvironmentVariable("SCALESTUDY_REVIEW_SHOTS");
    if (directory.isEmpty())
        return;
    const QString language = m_languages->language() == Language::Bengali ? u"bn"_s : u"en"_s;
    for (const QSize size : {QSize(1024, 600), QSize(1920, 1080)}) {
        page.resize(size);
        settle();
        page.grab().save(u"%1/%2-%3-%4x%5.png"_s.arg(directory, name, language)
                             .arg(size.width())
                             .arg(size.height()));
    }
    page.resize(1024, 600);
}

void TestReviewOutlook::dueBarNamesDueLeftAndLimit_data()
{
    QTest::addColumn<Language>("language");
    QTest::addColumn<QString>("before");
    QTest::addColumn<QString>("after");
    // On 10 March a1 and a2 are both due, the limit of 100 untouched. With a
    // limit of one, a1 reviewed in a session leaves a2 due and none for today.
    QTest::newRow("English") << Language::English
                             << u"2 due for review, 2 left today (daily limit 100)"_s
                             << u"1 due for review, 0 left today (daily limit 1)"_s;
    QTest::newRow("Bengali") << Language::Bengali
                             << u"রিভিউয়ের জন্য বাকি ২টি, আজ করা যাবে আরও ২টি (দৈনিক সীমা ১০০টি)"_s
                             << u"রিভিউয়ের জন্য বাকি ১টি, আজ করা যাবে আরও ০টি (দৈনিক সীমা ১টি)"_s;
}

void TestReviewOutlook::dueBarNamesDueLeftAndLimit()
{
    QFETCH(Language, language);
    QFETCH(QString, before);
    QFETCH(QString, after);
    m_languages->setLanguage(language);
    auto study = makeStudy(utc(10, 12));
    ReviewDueBar bar(study.get());
    auto *label = bar.findChild<QLabel *>(u"dueForReviewLabel"_s);
    QCOMPARE(label->text(), before);

    ReviewSettings settings = study->reviewSettings();
    settings.setDailyLimit(1);
    study->setReviewSettings(settings);
    study->recordReview(a1, true, Confidence::FairlySure);
    QCOMPARE(label->text(), after);

    // The review page's summary says the same after an empty session.
    ReviewPage page(study.get(), m_languages);
    showPage(page);
    page.startDue();
    QVERIFY(page.isShowingSummary());
    QVERIFY2(labelText(page, u"reviewSummaryText"_s).contains(after),
             qPrintable(labelText(page, u"reviewSummaryText"_s)));
}

void TestReviewOutlook::emptySessionSaysWhy_data()
{
    QTest::addColumn<Language>("language");
    QTest::addColumn<QString>("situation");
    QTest::addColumn<QString>("reason");
    const QString aboutEnglish
        = u"Every answer you give in a quiz schedules its question for review here. A "
          "question comes back when you are about to forget it: soon after a wrong answer, "
          "and after longer and longer gaps as you come to know it."_s;
    const QString aboutBengali
        = u"কুইজে দেওয়া প্রতিটি উত্তর সেই প্রশ্নটির রিভিউ এখানে নির্ধারণ করে। কোনো প্রশ্ন "
          "ফিরে আসে ঠিক যখন আপনি সেটি ভুলে যেতে বসেছেন: ভুল উত্তরের পরে শিগগিরই, আর যত "
          "ভালো করে জানবেন, তত লম্বা বিরতির পরে।"_s;
    QTest::addColumn<QString>("about");
    // Nothing due at noon on 2 March: a1 comes due on 3 March, when that study
    // day begins at 04:00 (the default day start), in the clock's zone (UTC).
    // The limit: one a day, a1 reviewed on 10 March, a2 still due until the
    // next study day, 11 March at 04:00.
    QTest::newRow("English, nothing answered")
        << Language::English << u"nothing answered"_s << u"No question is waiting for review yet."_s
        << aboutEnglish;
    QTest::newRow("English, nothing due")
        << Language::English << u"nothing due"_s
        << u"Nothing is due for review now. The next question comes due on 3 March 2026 at "
           "04:00."_s
        << aboutEnglish;
    QTest::newRow("English, limit reached")
        << Language::English << u"limit reached"_s
        << u"You have reached today's limit of 1 question. The 1 question still due comes back "
           "when the next day begins, on 11 March 2026 at 04:00. To review more today, raise "
           "the limit below."_s
        << aboutEnglish;
    QTest::newRow("Bengali, nothing answered")
        << Language::Bengali << u"nothing answered"_s
        << u"রিভিউয়ের জন্য এখনও কোনো প্রশ্ন অপেক্ষায় নেই।"_s << aboutBengali;
    QTest::newRow("Bengali, nothing due")
        << Language::Bengali << u"nothing due"_s
        << u"এখন রিভিউয়ের জন্য কিছু বাকি নেই। পরের প্রশ্নটি রিভিউয়ের জন্য আসবে ৩ মার্চ ২০২৬, "
           "০৪:০০-এ।"_s
        << aboutBengali;
    QTest::newRow("Bengali, limit reached")
        << Language::Bengali << u"limit reached"_s
        << u"আজকের সীমার ১টি প্রশ্নই রিভিউ করা হয়ে গেছে। এখনও বাকি ১টি প্রশ্ন ফিরে আসবে নতুন "
           "দিন শুরু হলে, ১১ মার্চ ২০২৬, ০৪:০০-এ। আজ আরও রিভিউ করতে নিচে সীমা বাড়ান।"_s
        << aboutBengali;
}

// Ctrl+R with nothing to ask shows why, what Review is, and the way to the guide.
void TestReviewOutlook::emptySessionSaysWhy()
{
    QFETCH(Language, language);
    QFETCH(QString, situation);
    QFETCH(QString, reason);
    QFETCH(QString, about);
    m_languages->setLanguage(language);
    std::unique_ptr<Study> study;
    if (situation == u"nothing answered"_s) {
        study = std::make_unique<Study>(m_dir->filePath(u"progress.json"_s));
        study->loadBanks({m_dir->filePath(u"alpha.json"_s)});
    } else if (situation == u"nothing due"_s) {
        study = makeStudy(utc(2, 12));
    } else {
        study = makeStudy(utc(10, 12));
        ReviewSettings settings = study->reviewSettings();
        settings.setDailyLimit(1);
        study->setReviewSettings(settings);
        study->recordReview(a1, true, Confidence::FairlySure); // a review session's
    }
    ReviewPage page(study.get(), m_languages);
    showPage(page);
    page.startDue();
    QVERIFY(page.isShowingSummary());
    QCOMPARE(labelText(page, u"reviewEmptyReason"_s), reason);
    QCOMPARE(labelText(page, u"reviewAboutText"_s), about);
    // The empty session says why instead of "Nothing reviewed".
    QVERIFY(!labelText(page, u"reviewSummaryText"_s)
                 .contains(language == Language::English ? u"Nothing reviewed"_s
                                                         : u"রিভিউ করা হয়নি"_s));
    auto *guide = page.findChild<QPushButton *>(u"reviewGuideButton"_s);
    QVERIFY(guide->isVisible());
    QCOMPARE(guide->text(), language == Language::English
                                ? u"How review works (user guide)"_s
                                : u"রিভিউ কীভাবে কাজ করে (ব্যবহার নির্দেশিকা)"_s);
    settle();
    saveShot(page, u"review-empty-%1"_s.arg(QString(situation).replace(u' ', u'-')));

    // A flagged session with none flagged says so, without the explanation.
    page.startFlagged();
    QCOMPARE(labelText(page, u"reviewEmptyReason"_s),
             language == Language::English
                 ? u"No question is flagged. During a review, Ctrl+D flags the question in view."_s
                 : u"কোনো প্রশ্ন চিহ্নিত করা নেই। রিভিউয়ের সময় Ctrl+D চাপলে সামনের প্রশ্নটি "
                   "চিহ্নিত হয়।"_s);
    QVERIFY(labelText(page, u"reviewAboutText"_s).isEmpty());
    QVERIFY(!guide->isVisible());
}

void TestReviewOutlook::guideButtonOpensTheReviewSection_data()
{
    QTest::addColumn<Language>("language");
    QTest::addColumn<QString>("heading");
    // The guide's section headings (resources/help/guide-*.html).
    QTest::newRow("English") << Language::English << u"Reviewing"_s;
    QTest::newRow("Bengali") << Language::Bengali << u"রিভিউ"_s;
}

// In the window, with nothing answered yet: Ctrl+R, then the notice's button
// opens the user guide scrolled to its section on review.
void TestReviewOutlook::guideButtonOpensTheReviewSection()
{
    QFETCH(Language, language);
    QFETCH(QString, heading);
    m_languages->setLanguage(language);
    MainWindow window(m_languages, m_dir->filePath(u"progress.json"_s));
    window.loadBanks({m_dir->filePath(u"alpha.json"_s)});
    showPage(window);
    QTest::keyClick(&window, Qt::Key_R, Qt::ControlModifier);
    auto *page = window.findChild<ReviewPage *>();
    QVERIFY(page && page->isVisible());
    QVERIFY(page->isShowingSummary());
    auto *button = page->findChild<QPushButton *>(u"reviewGuideButton"_s);
    QVERIFY(button->isVisible());
    button->setFocus();
    QTest::keyClick(button, Qt::Key_Space);

    auto *guide = window.findChild<QTextBrowser *>(u"guideBrowser"_s);
    QVERIFY(guide);
    QTRY_VERIFY(guide->isVisible());
    QCOMPARE(window.findChild<QStackedWidget *>(u"pages"_s)->currentWidget()->objectName(),
             u"helpPage"_s);
    QTextBlock block = guide->document()->begin();
    while (block.isValid() && block.text() != heading)
        block = block.next();
    QVERIFY2(block.isValid(), qPrintable(heading));
    // The heading is at the top of the view: scrolled to within a line of it.
    const int headingTop = qRound(
        guide->document()->documentLayout()->blockBoundingRect(block).top());
    const int line = guide->fontMetrics().lineSpacing();
    QVERIFY(headingTop > 2 * line); // not the guide's first lines
    QTRY_VERIFY2(std::abs(guide->verticalScrollBar()->value() - headingTop) <= line,
                 qPrintable(
                     u"scrolled to %1, heading at %2"_s.arg(guide->verticalScrollBar()->value())
                         .arg(headingTop)));
}

void TestReviewOutlook::wrongAnswerIsAskedAgainAtTheEnd_data()
{
    QTest::addColumn<Language>("language");
    QTest::addColumn<QStringList>("texts");
    // On 10 March a1 (S = 2.3065, D = 2.11810, t = 9 days, R = 0.784513) is
    // answered wrong: S'_f = 0.746570, 1 day, but it comes back at the end.
    // Asked again, right and fairly sure (Good) on the same study day:
    // S = 0.746570·e^(w17·w18)·0.746570^−w19 = 0.746570·1.071122 = 0.799668,
    // still 1 day (FSRS-6 figures as in tst_reviewsession).
    // Two questions reviewed, one right at first asking (a2), one asked again.
    QTest::newRow("English")
        << Language::English
        << QStringList{u"It comes back at the end of this session, before it is scheduled."_s,
                       u"Question 3 of 3 · Alpha · asked again"_s, u"Next review in 1 day"_s,
                       u"You reviewed 2 questions and got 1 right. Asked again after a wrong "
                       "answer: 1 time."_s};
    QTest::newRow("Bengali")
        << Language::Bengali
        << QStringList{u"প্রশ্নটি এই সেশনের শেষে আবার আসবে, তারপর এর পরের রিভিউ ঠিক হবে।"_s,
                       u"প্রশ্ন ৩ / ৩ · আলফা · আবার জিজ্ঞেস করা হচ্ছে"_s, u"পরের রিভিউ ১ দিন পরে"_s,
                       u"আপনি ২টি প্রশ্ন রিভিউ করেছেন, ১টি সঠিক। ভুল উত্তরের পরে আবার জিজ্ঞেস "
                       "করা হয়েছে: ১ বার।"_s};
}

void TestReviewOutlook::wrongAnswerIsAskedAgainAtTheEnd()
{
    QFETCH(Language, language);
    QFETCH(QStringList, texts);
    m_languages->setLanguage(language);
    auto study = makeStudy(utc(10, 12));
    ReviewPage page(study.get(), m_languages);
    showPage(page);
    page.startDue();
    QCOMPARE(page.itemCount(), 2);
    QCOMPARE(page.currentItem(), a1);

    // a1 wrong.
    QTest::keyClick(&page, Qt::Key(Qt::Key_1 + (page.correctSlot() + 1) % 4));
    QTest::keyClick(&page, Qt::Key_Return);
    QCOMPARE(labelText(page, u"nextReviewLabel"_s), texts.at(0));
    QCOMPARE(page.itemCount(), 3);
    saveShot(page, u"review-relearning-feedback"_s);

    // a2 right, then a1 again, right.
    QTest::keyClick(&page, Qt::Key_Return);
    QCOMPARE(page.currentItem(), a2);
    QTest::keyClick(&page, Qt::Key(Qt::Key_1 + page.correctSlot()));
    QTest::keyClick(&page, Qt::Key_Return);
    QTest::keyClick(&page, Qt::Key_Return);
    QCOMPARE(page.position(), 2);
    QCOMPARE(page.currentItem(), a1);
    QCOMPARE(labelText(page, u"reviewProgress"_s), texts.at(1));
    QTest::keyClick(&page, Qt::Key(Qt::Key_1 + page.correctSlot()));
    QTest::keyClick(&page, Qt::Key_Return);
    QCOMPARE(labelText(page, u"nextReviewLabel"_s), texts.at(2));
    saveShot(page, u"review-relearned"_s);

    QTest::keyClick(&page, Qt::Key_Return);
    QVERIFY(page.isShowingSummary());
    const QString summary = labelText(page, u"reviewSummaryText"_s);
    QVERIFY2(summary.startsWith(texts.at(3)), qPrintable(summary));
}

QTEST_MAIN(TestReviewOutlook)
#include "tst_reviewoutlook.moc"
