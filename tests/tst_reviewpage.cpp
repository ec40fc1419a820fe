// The review page and the library's review line, driven by keyboard in both
// languages with the review clock fixed. Expected grades follow the mapping
// documented in fsrs.h and the README (wrong → Again; right and guessed →
// Hard, fairly sure → Good, certain → Easy). The calibration chart's readouts,
// "Data" table, copies and export, in both languages.

#include "charts/chartdatadialog.h"
#include "charts/charttools.h"
#include "core/languagemanager.h"
#include "core/study.h"
#include "question/optionrow.h"
#include "quiz/quizcard.h"
#include "review/calibrationchart.h"
#include "review/reviewduebar.h"
#include "review/reviewpage.h"
#include "shell/appearance.h"
#include "shell/mainwindow.h"
#include "support/chartsaving.h"
#include "support/settle.h"
#include "support/tablecells.h"
#include "support/wholetexts.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QFile>
#include <QHBoxLayout>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStackedWidget>
#include <QStandardItemModel>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>
#include <QTimer>
#include <QToolTip>
#include <QtCharts/QBarSeries>
#include <QtCharts/QBarSet>

#include <algorithm>
#include <tuple>

using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(Language)
Q_DECLARE_METATYPE(Grade)
Q_DECLARE_METATYPE(Confidence)

namespace {

QDateTime utc(int day, int hour)
{
    return QDateTime(QDate(2026, 3, day), QTime(hour, 0), QTimeZone::utc());
}

// A bank with three questions; the right answer is always option 0 in the file.
QByteArray bankJson()
{
    QJsonArray questions;
    for (const QString &id : {u"a1"_s, u"a2"_s, u"a3"_s}) {
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
    const QJsonObject root{{u"format"_s, 1},
                           {u"id"_s, u"alpha"_s},
                           {u"title"_s, QJsonObject{{u"en"_s, u"Alpha"_s}, {u"bn"_s, u"আলফা"_s}}},
                           {u"questions"_s, questions}};
    return QJsonDocument(root).toJson();
}

// A review of question `id` at this confidence, right unless graded Again.
ReviewLogEntry review(const QString &id, Confidence confidence, Grade grade, bool fromQuiz = false)
{
    ReviewLogEntry entry;
    entry.bankId = u"alpha"_s;
    entry.questionId = id;
    entry.time = utc(2, 12);
    entry.grade = grade;
    entry.confidence = confidence;
    entry.fromQuiz = fromQuiz;
    return entry;
}

// Guessed three times, right once (Good; twice Again); fairly sure sixteen
// times, right twelve (Good; four times Again); never certain; and two quiz
// answers, which have no confidence and are left out.
QList<ReviewLogEntry> handWrittenLog()
{
    QList<ReviewLogEntry> log;
    for (const Grade grade : {Grade::Again, Grade::Good, Grade::Again})
        log << review(u"a1"_s, Confidence::Guessed, grade);
    for (int i = 0; i < 16; ++i)
        log << review(u"a2"_s, Confidence::FairlySure, i < 4 ? Grade::Again : Grade::Good);
    log << review(u"a3"_s, Confidence::None, Grade::Good, true)
        << review(u"a3"_s, Confidence::None, Grade::Again, true);
    return log;
}

// The heights of the calibration chart's bars, as its series hold them, bar
// by bar: what the learner sees drawn, read from the real chart.
QList<qreal> drawnBarHeights(const CalibrationChart *chart)
{
    QList<qreal> heights;
    for (QAbstractSeries *series : chart->chart()->series()) {
        if (const auto *bars = qobject_cast<QBarSeries *>(series)) {
            for (const QBarSet *set : bars->barSets()) {
                for (int bar = 0; bar < set->count(); ++bar)
                    heights << set->at(bar);
            }
        }
    }
    return heights;
}

bool hasBengaliDigit(const QString &text)
{
    return std::any_of(text.begin(), text.end(),
                       [](QChar c) { return c.unicode() >= 0x09E6 && c.unicode() <= 0x09EF; });
}

} // namespace

class TestReviewPage : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void dueCountMatches_data();
    void dueCountMatches();
    void dueCountFollowsTheDayRollover();
    void dueCountFollowsAClockJump_data();
    void dueCountFollowsAClockJump();
    void reviewSessionByKeyboard_data();
    void reviewSessionByKeyboard();
    void confidenceKeyChangesGrade_data();
    void confidenceKeyChangesGrade();
    void flagTogglesAndPersists();
    void readThroughShowsRightAnswers_data();
    void readThroughShowsRightAnswers();
    void optionsAreTheQuestionPagesRows();
    void wrongChoiceFeedbackLinksGlossaryTerms();
    void mainWindowOpensReviewAndReadThrough();
    void cardOpensReadThrough_data();
    void cardOpensReadThrough();
    void summarySettingsPersist();
    void calibrationDataAndReadouts_data();
    void calibrationDataAndReadouts();
    void summaryChartToolsFollowTheLanguage();
    void calibrationSavesAsPngAndSvg_data();
    void calibrationSavesAsPngAndSvg();
    void calibrationLabelsAreWholeAtAnyTextSize_data();
    void calibrationLabelsAreWholeAtAnyTextSize();

private:
    std::unique_ptr<Study> makeStudy();
    void showPage(QWidget &page);
    void saveShot(QWidget &page, const QString &name);

    std::unique_ptr<QTemporaryDir> m_dir;
    LanguageManager *m_languages = nullptr;
};

void TestReviewPage::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(u"ScaleStudyTest"_s);
    QCoreApplication::setApplicationName(u"tst_reviewpage"_s);
    m_languages = new LanguageManager(this);
}

void TestReviewPage::init()
{
    QSettings().clear();
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    QFile bank(m_dir->filePath(u"alpha.json"_s));
    QVERIFY(bank.open(QIODevice::WriteOnly));
    bank.write(bankJson());
    bank.close();
    // a1 answered right in a quiz on 1 March, a2 on 5 March; a3 never.
    // A first Good gives stability w2 = 3.173 days, an interval of 3 days at
    // 90 % retention (I(0.9, S) = S): due 4 and 8 March, both overdue on
    // 10 March, a1 the more so. a3 has no state and is not due.
    makeStudy();
    m_languages->setLanguage(Language::English);
}

void TestReviewPage::cleanup()
{
    m_languages->setLanguage(Language::English);
    QSettings().clear();
    m_dir.reset();
}

std::unique_ptr<Study> TestReviewPage::makeStudy()
{
    auto study = std::make_unique<Study>(m_dir->filePath(u"progress.json"_s));
    study->setReviewClock([] { return utc(1, 12); });
    study->loadBanks({m_dir->filePath(u"alpha.json"_s)});
    if (study->reviews().deck().log().isEmpty()) {
        // Writes the two quiz answers through Study's own quiz path.
        study->setReviewClock([] { return utc(1, 12); });
        study->start(u"alpha"_s, FeedbackMode::Immediate);
        const QuizSession *session = study->session();
        study->choose(session->correctSlot(0));
        study->check();
        study->setReviewClock([] { return utc(5, 12); });
        study->goTo(1);
        study->choose(session->correctSlot(1));
        study->check();
    }
    study->setReviewClock([] { return utc(10, 12); });
    return study;
}

void TestReviewPage::showPage(QWidget &page)
{
    page.resize(1024, 600);
    page.show();
    QApplication::setActiveWindow(&page);
    QVERIFY(QTest::qWaitForWindowActive(&page));
}

// With SCALESTUDY_REVIEW_SHOTS set, saves the page at both window sizes there.
void TestReviewPage::saveShot(QWidget &page, const QString &name)
{
    const QString directory = qEnvironmentVariable("SCALESTUDY_REVIEW_SHOTS");
    if (directory.isEmpty())
        return;
    const QString language = m_languages->language() == Language::Bengali ? u"bn"_s : u"en"_s;
    for (const QSize size : {QSize(1024, 600), QSize(1920, 1080)}) {
        page.resize(size);
        QTest::qWait(50);
        page.grab().save(u"%1/%2-%3-%4x%5.png"_s.arg(directory, name, language)
                             .arg(size.width())
                             .arg(size.height()));
    }
    page.resize(1024, 600);
}

void TestReviewPage::dueCountMatches_data()
{
    QTest::addColumn<Language>("language");
    QTest::addColumn<QString>("expected");
    // Both due, none reviewed yet today: all of the limit of 100 left.
    QTest::newRow("English") << Language::English
                             << u"2 due for review, 2 left today (daily limit 100)"_s;
    QTest::newRow("Bengali") << Language::Bengali
                             << u"রিভিউয়ের জন্য বাকি ২টি, আজ করা যাবে আরও ২টি (দৈনিক সীমা ১০০টি)"_s;
}

void TestReviewPage::dueCountMatches()
{
    QFETCH(Language, language);
    QFETCH(QString, expected);
    m_languages->setLanguage(language);
    auto study = makeStudy();
    QCOMPARE(study->dueForReviewCount(), 2);
    ReviewDueBar bar(study.get());
    QCOMPARE(bar.findChild<QLabel *>(u"dueForReviewLabel"_s)->text(), expected);
}

void TestReviewPage::dueCountFollowsTheDayRollover()
{
    // In UTC with the 4 a.m. rollover, 03:59:59.9 on 7 March is still study day
    // 6 March: a1 (a first Good on 1 March: due 3 March) is due, a2 (Good on
    // 5 March: due 7 March, see makeStudy) not yet.
    QDateTime now(QDate(2026, 3, 7), QTime(3, 59, 59, 900), QTimeZone::utc());
    auto study = makeStudy();
    study->setReviewClock([&now] { return now; });
    ReviewDueBar bar(study.get());
    auto *label = bar.findChild<QLabel *>(u"dueForReviewLabel"_s);
    auto *timer = bar.findChild<QTimer *>(u"dayRolloverTimer"_s);
    QCOMPARE(label->text(), u"1 due for review, 1 left today (daily limit 100)"_s);
    QVERIFY(timer->isActive());
    QCOMPARE(timer->interval(), 100);

    // The clock the timer finds when it fires: 100 ms into 7 March's study day.
    now = now.addMSecs(200);
    QTRY_COMPARE(label->text(), u"2 due for review, 2 left today (daily limit 100)"_s);
    // Set again, to 4 a.m. on 8 March: a day less the 100 ms already past.
    QVERIFY(timer->isActive());
    QCOMPARE(timer->interval(), 24 * 3600 * 1000 - 100);

    // A 6 a.m. day start puts 04:00:00.1 back in 6 March, and the rollover 2 h less 100 ms away.
    ReviewSettings settings = study->reviews().deck().settings();
    settings.setDayStartHour(6);
    study->setReviewSettings(settings);
    QCOMPARE(label->text(), u"1 due for review, 1 left today (daily limit 100)"_s);
    QCOMPARE(timer->interval(), 2 * 3600 * 1000 - 100);
}

void TestReviewPage::dueCountFollowsAClockJump_data()
{
    QTest::addColumn<bool>("byActivation"); // else by the library being shown again
    QTest::newRow("window activated") << true;
    QTest::newRow("bar shown again") << false;
}

void TestReviewPage::dueCountFollowsAClockJump()
{
    QFETCH(bool, byActivation);
    // Noon on 6 March: a1 (due 3 March) is due, a2 (due 7 March, see
    // makeStudy) not yet. A suspend overnight wakes at noon on 7 March, a2 due
    // too: the rollover timer, counting monotonic time, has not fired.
    QDateTime now(QDate(2026, 3, 6), QTime(12, 0), QTimeZone::utc());
    auto study = makeStudy();
    study->setReviewClock([&now] { return now; });
    QWidget window;
    auto *bar = new ReviewDueBar(study.get(), &window);
    (new QHBoxLayout(&window))->addWidget(bar);
    QWidget other;
    window.show();
    other.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto *label = bar->findChild<QLabel *>(u"dueForReviewLabel"_s);
    const QString one = u"1 due for review, 1 left today (daily limit 100)"_s;
    QCOMPARE(label->text(), one);
    other.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&other));
    if (!byActivation)
        bar->hide(); // another page is in sight

    now = QDateTime(QDate(2026, 3, 7), QTime(12, 0), QTimeZone::utc());
    QTest::qWait(50);
    QCOMPARE(label->text(), one); // nothing has told it yet
    if (byActivation)
        window.activateWindow(); // the learner comes back to the window
    else
        bar->show(); // the library comes back into sight
    QTRY_COMPARE(label->text(), u"2 due for review, 2 left today (daily limit 100)"_s);
}

void TestReviewPage::reviewSessionByKeyboard_data()
{
    QTest::addColumn<Language>("language");
    QTest::addColumn<QString>("nextReview");
    QTest::addColumn<QString>("reviewed");
    // The interval shown is the one the answer just given sets, worked out by
    // hand from the FSRS-6 formulas in fsrs.h with the published defaults w:
    // a1's first review (the quiz's right answer on 1 March, Good) left
    // S = w2 = 2.3065 and D = D0(3) = w4 − e^(2·w5) + 1 = 6.4133 − e^1.6668 + 1
    // = 2.1181, an interval of 2 days (at 90 % retention I(0.9, S) = S). On
    // 10 March, t = 9 days later, R = (1 + f · 9/2.3065)^−w20 = 0.78451, with
    // f = 0.9^(−1/w20) − 1 = 0.98035. Certain and right is Easy:
    // S' = S·(1 + e^w8 · (11 − D) · S^−w9 · (e^(w10·(1 − R)) − 1) · w16)
    //    = 2.3065 · (1 + 6.5026 · 8.8819 · 0.87003 · 0.18712 · 1.8729) = 42.92,
    // so 43 days (the state before the answer would say 2).
    // The session: a1 right, a2 wrong, so two reviewed and one right.
    QTest::newRow("English") << Language::English << u"Next review in 43 days"_s
                             << u"You reviewed 2 questions and got 1 right."_s;
    QTest::newRow("Bengali") << Language::Bengali << u"পরের রিভিউ ৪৩ দিন পরে"_s
                             << u"আপনি ২টি প্রশ্ন রিভিউ করেছেন, ১টি সঠিক।"_s;
}

void TestReviewPage::reviewSessionByKeyboard()
{
    QFETCH(Language, language);
    QFETCH(QString, nextReview);
    QFETCH(QString, reviewed);
    m_languages->setLanguage(language);
    auto study = makeStudy();
    ReviewPage page(study.get(), m_languages);
    showPage(page);
    page.startDue();
    QCOMPARE(page.itemCount(), 2);
    QCOMPARE(page.currentItem(), (ReviewItemKey{u"alpha"_s, u"a1"_s}));

    // a1: certain, right.
    QTest::keyClick(&page, Qt::Key_C);
    QCOMPARE(page.confidence(), Confidence::Certain);
    QTest::keyClick(&page, Qt::Key(Qt::Key_1 + page.correctSlot()));
    saveShot(page, u"review-question"_s);
    QTest::keyClick(&page, Qt::Key_Return);
    ReviewLogEntry last = study->reviews().deck().log().constLast();
    QCOMPARE(last.key(), (ReviewItemKey{u"alpha"_s, u"a1"_s}));
    QCOMPARE(last.grade, Grade::Easy);
    QCOMPARE(last.confidence, Confidence::Certain);
    QVERIFY(!last.fromQuiz);
    auto *nextReviewLabel = page.findChild<QLabel *>(u"nextReviewLabel"_s);
    QVERIFY(nextReviewLabel->isVisible());
    QCOMPARE(nextReviewLabel->text(), nextReview);
    QVERIFY(page.findChild<QWidget *>(u"reviewFeedback"_s)->isVisible());
    saveShot(page, u"review-checked"_s);

    // a2: guessed, wrong.
    QTest::keyClick(&page, Qt::Key_Return);
    QCOMPARE(page.position(), 1);
    QTest::keyClick(&page, Qt::Key_G);
    QTest::keyClick(&page, Qt::Key(Qt::Key_1 + (page.correctSlot() + 1) % 4));
    QTest::keyClick(&page, Qt::Key_Return);
    last = study->reviews().deck().log().constLast();
    QCOMPARE(last.key(), (ReviewItemKey{u"alpha"_s, u"a2"_s}));
    QCOMPARE(last.grade, Grade::Again);
    QCOMPARE(last.confidence, Confidence::Guessed);

    // a2 again at the end (the relearning step), and Esc ends the session there.
    QTest::keyClick(&page, Qt::Key_Return);
    QCOMPARE(page.position(), 2);
    QCOMPARE(page.currentItem(), (ReviewItemKey{u"alpha"_s, u"a2"_s}));
    QTest::keyClick(&page, Qt::Key_Escape);
    QVERIFY(page.isShowingSummary());
    // Two reviews in the session: the daily limit of 100 less two.
    QCOMPARE(study->reviews().deck().remainingToday(), 98);
    auto *chart = page.findChild<CalibrationChart *>();
    // One guessed answer (wrong), one certain (right), none fairly sure.
    const QList<CalibrationPoint> expected{{Confidence::Guessed, 1, 0},
                                           {Confidence::FairlySure, 0, 0},
                                           {Confidence::Certain, 1, 1}};
    QCOMPARE(chart->points(), expected);
    // Drawn as bars of 0 %, 0 % and 100 %, in the levels' order.
    QCOMPARE(drawnBarHeights(chart), (QList<qreal>{0, 0, 100}));
    QCOMPARE(hasBengaliDigit(chart->categoryLabels().join(u' ')), language == Language::Bengali);
    const QString summary = page.findChild<QLabel *>(u"reviewSummaryText"_s)->text();
    QVERIFY2(summary.startsWith(reviewed), qPrintable(summary));
    saveShot(page, u"review-summary"_s);
}

void TestReviewPage::confidenceKeyChangesGrade_data()
{
    QTest::addColumn<int>("key");
    QTest::addColumn<Confidence>("confidence");
    QTest::addColumn<Grade>("grade");
    QTest::newRow("G") << int(Qt::Key_G) << Confidence::Guessed << Grade::Hard;
    QTest::newRow("F") << int(Qt::Key_F) << Confidence::FairlySure << Grade::Good;
    QTest::newRow("C") << int(Qt::Key_C) << Confidence::Certain << Grade::Easy;
    // Checked without choosing: fairly sure, the default.
    QTest::newRow("no key") << 0 << Confidence::FairlySure << Grade::Good;
}

void TestReviewPage::confidenceKeyChangesGrade()
{
    QFETCH(int, key);
    QFETCH(Confidence, confidence);
    QFETCH(Grade, grade);
    auto study = makeStudy();
    ReviewPage page(study.get(), m_languages);
    showPage(page);
    page.startDue();
    if (key != 0)
        QTest::keyClick(&page, Qt::Key(key));
    QTest::keyClick(&page, Qt::Key(Qt::Key_1 + page.correctSlot()));
    QTest::keyClick(&page, Qt::Key_Enter);
    const ReviewLogEntry last = study->reviews().deck().log().constLast();
    QCOMPARE(last.confidence, confidence);
    QCOMPARE(last.grade, grade);
}

void TestReviewPage::flagTogglesAndPersists()
{
    const ReviewItemKey a1{u"alpha"_s, u"a1"_s};
    {
        auto study = makeStudy();
        ReviewPage page(study.get(), m_languages);
        showPage(page);
        page.startDue();
        QTest::keyClick(&page, Qt::Key_D, Qt::ControlModifier);
        QVERIFY(study->reviews().isFlagged(a1));
        QVERIFY(page.findChild<QPushButton *>(u"reviewFlagButton"_s)->isChecked());
    }
    auto study = makeStudy();
    QCOMPARE(study->flaggedForReview(), QList<ReviewItemKey>{a1});
    ReviewPage page(study.get(), m_languages);
    showPage(page);
    page.startFlagged();
    QCOMPARE(page.itemCount(), 1);
    QCOMPARE(page.currentItem(), a1);
    QTest::keyClick(&page, Qt::Key_D, Qt::ControlModifier);
    QVERIFY(!study->reviews().isFlagged(a1));
    QVERIFY(makeStudy()->flaggedForReview().isEmpty());
}

void TestReviewPage::readThroughShowsRightAnswers_data()
{
    QTest::addColumn<Language>("language");
    QTest::newRow("English") << Language::English;
    QTest::newRow("Bengali") << Language::Bengali;
}

void TestReviewPage::readThroughShowsRightAnswers()
{
    QFETCH(Language, language);
    m_languages->setLanguage(language);
    auto study = makeStudy();
    const qsizetype reviewsBefore = study->reviews().deck().log().size();
    ReviewPage page(study.get(), m_languages);
    showPage(page);
    page.startReadThrough(u"alpha"_s);
    QCOMPARE(page.itemCount(), 3);
    const QStringList ids{u"a1"_s, u"a2"_s, u"a3"_s};
    for (int position = 0; position < 3; ++position) {
        QCOMPARE(page.position(), position);
        const QString id = ids.at(position);
        QCOMPARE(page.currentItem().questionId, id);
        // Option 0 of the file is the right one; its text names the question.
        auto *right = page.findChild<OptionRow *>(u"reviewOption%1"_s.arg(page.correctSlot()));
        QVERIFY(right->radio()->isChecked());
        QVERIFY(right->radio()->accessibleName().contains(
            language == Language::Bengali ? u"%1 বিকল্প 0"_s.arg(id) : u"%1 option 0"_s.arg(id)));
        // Marked as the right answer: the icon shown and the mark read out.
        QVERIFY(right->findChild<QLabel *>(u"optionMarkIcon"_s)->isVisible());
        QVERIFY(!right->radio()->accessibleDescription().isEmpty());
        auto *feedback = page.findChild<QLabel *>(u"reviewFeedback"_s);
        QVERIFY(feedback->isVisible());
        QVERIFY(feedback->text().contains(id));
        QVERIFY(!page.findChild<QWidget *>(u"reviewCheckButton"_s)->isVisible());
        if (position == 0)
            saveShot(page, u"read-through"_s);
        QTest::keyClick(&page, Qt::Key_PageDown);
    }
    QVERIFY(page.isShowingSummary());
    page.startReadThrough(u"alpha"_s);
    QTest::keyClick(&page, Qt::Key_PageDown);
    QTest::keyClick(&page, Qt::Key_PageUp);
    QCOMPARE(page.position(), 0);
    QCOMPARE(study->reviews().deck().log().size(), reviewsBefore); // nothing answered

    // The end button says where it leads, and Esc goes there: no summary.
    auto *finish = page.findChild<QPushButton *>(u"reviewFinishButton"_s);
    QCOMPARE(finish->text(), language == Language::Bengali ? u"লাইব্রেরিতে ফিরে যান (Esc)"_s
                                                           : u"Back to the library (Esc)"_s);
    QSignalSpy library(&page, &ReviewPage::libraryRequested);
    QTest::keyClick(&page, Qt::Key_Escape);
    QCOMPARE(library.size(), 1);
    QVERIFY(!page.isShowingSummary());
    page.startDue();
    QCOMPARE(finish->text(),
             language == Language::Bengali ? u"সেশন শেষ করুন (Esc)"_s : u"End session (Esc)"_s);
    QTest::keyClick(&page, Qt::Key_Escape);
    QVERIFY(page.isShowingSummary());
    QCOMPARE(library.size(), 1);
}

void TestReviewPage::optionsAreTheQuestionPagesRows()
{
    auto study = makeStudy();
    ReviewPage page(study.get(), m_languages);
    showPage(page);
    page.startDue();
    // Keys 1-4 choose the row's radio button, and Space on a focused radio
    // chooses it, as on the question page.
    for (int slot : {2, 0}) {
        QTest::keyClick(&page, Qt::Key(Qt::Key_1 + slot));
        auto *row = page.findChild<OptionRow *>(u"reviewOption%1"_s.arg(slot));
        QVERIFY(row->radio()->isChecked());
    }
    QRadioButton *fourth = page.findChild<OptionRow *>(u"reviewOption3"_s)->radio();
    fourth->setFocus();
    QTest::keyClick(fourth, Qt::Key_Space);
    QVERIFY(fourth->isChecked());
    // Enter with the focus on an option checks the answer: a wrong one is marked so.
    const int wrong = 3 == page.correctSlot() ? 2 : 3;
    QTest::keyClick(&page, Qt::Key(Qt::Key_1 + wrong));
    QTest::keyClick(fourth, Qt::Key_Return);
    auto *chosen = page.findChild<OptionRow *>(u"reviewOption%1"_s.arg(wrong));
    auto *right = page.findChild<OptionRow *>(u"reviewOption%1"_s.arg(page.correctSlot()));
    QCOMPARE(study->reviews().deck().log().constLast().grade, Grade::Again);
    QCOMPARE(chosen->radio()->accessibleDescription(), u"Your answer: incorrect"_s);
    QCOMPARE(right->radio()->accessibleDescription(), u"Right answer"_s);
}

// Why a wrongly chosen option is wrong carries the glossary's links, as on
// the question page: the glossary lists "activation" for question
// parallelism-01 (resources/glossary/glossary.json).
void TestReviewPage::wrongChoiceFeedbackLinksGlossaryTerms()
{
    QJsonArray options;
    for (int i = 0; i < 4; ++i) {
        options.append(QJsonObject{{u"en"_s, u"Option %1"_s.arg(i)},
                                   {u"bn"_s, u"বিকল্প %1"_s.arg(i)},
                                   {u"feedback"_s,
                                    QJsonObject{{u"en"_s, u"An activation is not kept there."_s},
                                                {u"bn"_s, u"অ্যাক্টিভেশন সেখানে থাকে না।"_s}}}});
    }
    const QJsonObject question{{u"id"_s, u"parallelism-01"_s},
                               {u"prompt"_s,
                                QJsonObject{{u"en"_s, u"Which?"_s}, {u"bn"_s, u"কোনটি?"_s}}},
                               {u"options"_s, options},
                               {u"answer"_s, 0},
                               {u"explanation"_s,
                                QJsonObject{{u"en"_s, u"Because."_s}, {u"bn"_s, u"কারণ।"_s}}}};
    QFile file(m_dir->filePath(u"gamma.json"_s));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QJsonDocument(QJsonObject{{u"format"_s, 1},
                                         {u"id"_s, u"gamma"_s},
                                         {u"title"_s,
                                          QJsonObject{{u"en"_s, u"Gamma"_s}, {u"bn"_s, u"গামা"_s}}},
                                         {u"questions"_s, QJsonArray{question}}})
                   .toJson());
    file.close();
    Study study(m_dir->filePath(u"gamma-progress.json"_s));
    study.loadBanks({file.fileName()});
    study.setFlagged({u"gamma"_s, u"parallelism-01"_s}, true);
    ReviewPage page(&study, m_languages);
    QSignalSpy requested(&page, &ReviewPage::glossaryEntryRequested);
    showPage(page);
    page.startFlagged();
    QCOMPARE(page.itemCount(), 1);
    const int wrong = page.correctSlot() == 0 ? 1 : 0;
    QTest::keyClick(&page, Qt::Key(Qt::Key_1 + wrong));
    QTest::keyClick(&page, Qt::Key_Return);
    auto *row = page.findChild<OptionRow *>(u"reviewOption%1"_s.arg(wrong));
    QLabel *feedback = row->feedbackLabel();
    QVERIFY(feedback->isVisible());
    static const QRegularExpression link(u"href=\"(glossary:[^\"]+)\""_s);
    const QRegularExpressionMatch match = link.match(feedback->text());
    QVERIFY2(match.hasMatch(), qPrintable(feedback->text()));
    // What a click on the link does (QLabel::linkActivated).
    emit feedback->linkActivated(match.captured(1));
    QCOMPARE(requested.count(), 1);
    QCOMPARE(requested.takeFirst().at(0).toString(), u"activation"_s);
}

void TestReviewPage::mainWindowOpensReviewAndReadThrough()
{
    // The window's clock is the system's: both quiz answers of March 2026
    // (intervals of 3 days) are due on any later day.
    QVERIFY(QDateTime::currentDateTimeUtc() > utc(12, 0));
    MainWindow window(m_languages, m_dir->filePath(u"progress.json"_s));
    window.loadBanks({m_dir->filePath(u"alpha.json"_s)});
    QCOMPARE(window.findChild<QLabel *>(u"dueForReviewLabel"_s)->text(),
             u"2 due for review, 2 left today (daily limit 100)"_s);
    auto *review = window.findChild<QAction *>(u"reviewAction"_s);
    QCOMPARE(review->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_R));
    review->trigger();
    auto *page = window.findChild<ReviewPage *>();
    QVERIFY(page);
    QCOMPARE(page->mode(), ReviewPage::Mode::Due);
    QCOMPARE(page->itemCount(), 2);
    window.findChild<QAction *>(u"readThrough-alpha"_s)->trigger();
    QCOMPARE(page->mode(), ReviewPage::Mode::ReadThrough);
    QCOMPARE(page->itemCount(), 3);
}

void TestReviewPage::cardOpensReadThrough_data()
{
    QTest::addColumn<int>("key");
    QTest::newRow("Enter") << int(Qt::Key_Return);
    QTest::newRow("Space") << int(Qt::Key_Space);
}

void TestReviewPage::cardOpensReadThrough()
{
    QFETCH(int, key);
    MainWindow window(m_languages, m_dir->filePath(u"progress.json"_s));
    window.loadBanks({m_dir->filePath(u"alpha.json"_s)});
    showPage(window);
    // The window reopens the attempt left open in init; the library is one key away.
    window.findChild<QAction *>(u"libraryAction"_s)->trigger();
    auto *card = window.findChild<QuizCard *>();
    QPushButton *readThrough = card->readThroughButton();
    QCOMPARE(readThrough->text(), u"Read through"_s);
    // Tab from the card's Start button reaches it (Retry wrong answers is hidden
    // when nothing was answered wrongly), before the History button.
    card->startButton()->setFocus();
    QTest::keyClick(card->startButton(), Qt::Key_Tab);
    QCOMPARE(QApplication::focusWidget(), readThrough);
    QTest::keyClick(readThrough, Qt::Key_Tab);
    QCOMPARE(QApplication::focusWidget(), card->findChild<QPushButton *>(u"historyButton"_s));
    readThrough->setFocus();
    QTest::keyClick(readThrough, Qt::Key(key));
    auto *page = window.findChild<ReviewPage *>();
    QVERIFY(page);
    QVERIFY(page->isVisible());
    QCOMPARE(page->mode(), ReviewPage::Mode::ReadThrough);
    QCOMPARE(page->currentItem(), (ReviewItemKey{u"alpha"_s, u"a1"_s}));
    QTest::keyClick(page, Qt::Key_Escape);
    QVERIFY(!page->isVisible());
    QVERIFY(card->isVisible());
}

void TestReviewPage::summarySettingsPersist()
{
    {
        auto study = makeStudy();
        ReviewPage page(study.get(), m_languages);
        showPage(page);
        page.startFlagged(); // nothing flagged: straight to the summary
        QVERIFY(page.isShowingSummary());
        const auto type = [&page](const QString &name, const QString &text) {
            auto *box = page.findChild<QSpinBox *>(name);
            box->setFocus();
            box->selectAll();
            QTest::keyClicks(box, text);
            QTest::keyClick(box, Qt::Key_Return);
        };
        type(u"dailyLimitSpinBox"_s, u"25"_s);
        type(u"desiredRetentionSpinBox"_s, u"85"_s);
        type(u"dayStartSpinBox"_s, u"6"_s);
    }
    const ReviewSettings settings = makeStudy()->reviews().deck().settings();
    QCOMPARE(settings.dailyLimit(), 25);
    QCOMPARE(settings.desiredRetention(), 0.85);
    QCOMPARE(settings.dayStartHour(), 6);
}

void TestReviewPage::calibrationDataAndReadouts_data()
{
    QTest::addColumn<Language>("language");
    QTest::addColumn<QList<QStringList>>("cells");
    QTest::addColumn<QString>("fairlySure");
    QTest::addColumn<QString>("certain");
    // From handWrittenLog: guessed 1 of 3 right (33 %), fairly sure 12 of 16
    // (75 %), certain no answers.
    QTest::newRow("English") << Language::English
                             << QList<QStringList>{
                                    {u"How sure you were"_s, u"Answers"_s, u"Right"_s,
                                     u"Share right"_s},
                                    {u"I guessed"_s, u"3"_s, u"1"_s, u"33%"_s},
                                    {u"Fairly sure"_s, u"16"_s, u"12"_s, u"75%"_s},
                                    {u"Certain"_s, u"0"_s, u"0"_s, u"—"_s},
                                }
                             << u"Fairly sure: right 12 of 16 (75%)"_s
                             << u"Certain: no answers yet"_s;
    QTest::newRow("Bengali") << Language::Bengali
                             << QList<QStringList>{
                                    {u"কতটা নিশ্চিত ছিলেন"_s, u"উত্তর"_s, u"সঠিক"_s,
                                     u"সঠিকের হার"_s},
                                    {u"অনুমান করেছি"_s, u"৩"_s, u"১"_s, u"৩৩%"_s},
                                    {u"মোটামুটি নিশ্চিত"_s, u"১৬"_s, u"১২"_s, u"৭৫%"_s},
                                    {u"নিশ্চিত"_s, u"০"_s, u"০"_s, u"—"_s},
                                }
                             << u"মোটামুটি নিশ্চিত: ১৬টির মধ্যে ১২টি সঠিক (৭৫%)"_s
                             << u"নিশ্চিত: এখনও কোনো উত্তর নেই"_s;
}

// The chart given a log written by hand: a hover over a bar reads it out; its
// "Data" table holds the same figures, and "Copy as text" and "Copy figures"
// copy them tab-separated.
void TestReviewPage::calibrationDataAndReadouts()
{
    QFETCH(Language, language);
    QFETCH(QList<QStringList>, cells);
    QFETCH(QString, fairlySure);
    QFETCH(QString, certain);
    m_languages->setLanguage(language);
    QWidget host;
    auto *chart = new CalibrationChart(&host);
    ChartTools *tools = chart->makeTools(&host);
    auto *layout = new QHBoxLayout(&host);
    layout->addWidget(chart, 1);
    layout->addWidget(tools);
    chart->setPoints(calibrationOf(handWrittenLog()));
    showPage(host);
    QVERIFY(!tools->pinButton());
    // Each level's bar is its share right: 1/3, 12/16 and none (0), in percent,
    // under its own label.
    const QList<qreal> heights = drawnBarHeights(chart);
    QCOMPARE(heights.size(), 3);
    QCOMPARE(heights.at(0), 100.0 / 3); // within QCOMPARE's rounding: 1/3·100 is not 100/3
    QCOMPARE(heights.at(1), 75.0);
    QCOMPARE(heights.at(2), 0.0);
    const QStringList labels = chart->categoryLabels();
    QCOMPARE(labels.size(), 3);
    for (int level = 0; level < 3; ++level) {
        const QString levelName = cells.at(level + 1).constFirst();
        QVERIFY2(labels.at(level).startsWith(levelName.section(u' ', 0, 0)),
                 qPrintable(labels.at(level)));
    }

    QBarSet *shares
        = qobject_cast<QBarSeries *>(chart->chart()->series().constFirst())->barSets().constFirst();
    emit shares->hovered(true, 1);
    QCOMPARE(QToolTip::text(), fairlySure);
    emit shares->hovered(true, 2);
    QCOMPARE(QToolTip::text(), certain);
    emit shares->hovered(false, 2);
    QTRY_VERIFY(!QToolTip::isVisible());

    QString text;
    for (const QStringList &line : std::as_const(cells))
        text += line.join(u'\t') + u'\n';
    QTest::mouseClick(tools->findChild<QPushButton *>(u"chartDataButton"_s), Qt::LeftButton);
    ChartDataDialog *dialog = tools->dataDialog();
    QVERIFY(dialog && dialog->isVisible());
    QCOMPARE(modelCells(dialog->tableView(0)), cells);
    QCOMPARE(dialog->tableView(0)->accessibleName(), chart->chart()->title());
    QGuiApplication::clipboard()->clear();
    QTest::mouseClick(dialog->findChild<QPushButton *>(u"copyChartDataButton"_s), Qt::LeftButton);
    QCOMPARE(QGuiApplication::clipboard()->text(), text);
    QGuiApplication::clipboard()->clear();
    QTest::mouseClick(tools->findChild<QPushButton *>(u"copyFiguresButton"_s), Qt::LeftButton);
    QCOMPARE(QGuiApplication::clipboard()->text(), text);
    dialog->close();
}

// The summary shows the chart's tools; an open "Data" view and the readouts
// follow a language switch at once.
void TestReviewPage::summaryChartToolsFollowTheLanguage()
{
    auto study = makeStudy();
    ReviewPage page(study.get(), m_languages);
    showPage(page);
    page.startDue();
    // a1: fairly sure (the default), right: Good.
    QTest::keyClick(&page, Qt::Key(Qt::Key_1 + page.correctSlot()));
    QTest::keyClick(&page, Qt::Key_Return);
    QTest::keyClick(&page, Qt::Key_Escape);
    QVERIFY(page.isShowingSummary());
    auto *tools = page.findChild<ChartTools *>(u"calibrationChartTools"_s);
    QVERIFY(tools && tools->isVisible());
    tools->showData();
    ChartDataDialog *dialog = tools->dataDialog();
    QCOMPARE(modelCells(dialog->tableView(0)).at(2),
             (QStringList{u"Fairly sure"_s, u"1"_s, u"1"_s, u"100%"_s}));

    m_languages->setLanguage(Language::Bengali);
    QCoreApplication::processEvents();
    QCOMPARE(dialog->windowTitle(), u"চার্টের ডেটা"_s);
    QCOMPARE(modelCells(dialog->tableView(0)).at(2),
             (QStringList{u"মোটামুটি নিশ্চিত"_s, u"১"_s, u"১"_s, u"১০০%"_s}));
    QCOMPARE(modelCells(dialog->tableView(0)).constFirst().constFirst(), u"কতটা নিশ্চিত ছিলেন"_s);
    auto *chart = page.findChild<CalibrationChart *>();
    QCOMPARE(dialog->tableView(0)->accessibleName(), chart->chart()->title());
    QCOMPARE(chart->chart()->title(), u"কতটা নিশ্চিত ছিলেন, আর কত বার সঠিক হয়েছেন"_s);
    dialog->close();
}

void TestReviewPage::calibrationSavesAsPngAndSvg_data()
{
    QTest::addColumn<Language>("language");
    QTest::addColumn<QString>("title");
    QTest::newRow("English") << Language::English
                             << u"How often you were right, by how sure you were"_s;
    QTest::newRow("Bengali") << Language::Bengali << u"কতটা নিশ্চিত ছিলেন, আর কত বার সঠিক হয়েছেন"_s;
}

// "Save chart as…" writes a PNG of the chart's size and an SVG that parses,
// with the chart's title in it.
void TestReviewPage::calibrationSavesAsPngAndSvg()
{
    QFETCH(Language, language);
    QFETCH(QString, title);
    m_languages->setLanguage(language);
    auto study = makeStudy();
    ReviewPage page(study.get(), m_languages);
    showPage(page);
    page.startFlagged(); // nothing flagged: straight to the summary
    QVERIFY(page.isShowingSummary());
    auto *tools = page.findChild<ChartTools *>(u"calibrationChartTools"_s);
    auto *chart = page.findChild<CalibrationChart *>();
    QTemporaryDir directory;
    const QString png = directory.filePath(u"calibration.png"_s);
    saveThroughTheDialog(tools, png, 0);
    const QImage image(png);
    QVERIFY(!image.isNull());
    QCOMPARE(image.size(), chart->size() * chart->devicePixelRatio());
    const QString svg = directory.filePath(u"calibration.svg"_s);
    saveThroughTheDialog(tools, svg, 1);
    const auto [root, text] = svgRootAndText(svg);
    QCOMPARE(root, u"svg"_s);
    QVERIFY2(text.contains(title), qPrintable(text.left(300)));
}

void TestReviewPage::calibrationLabelsAreWholeAtAnyTextSize_data()
{
    QTest::addColumn<Language>("language");
    QTest::addColumn<QSize>("window");
    QTest::addColumn<int>("textSize");
    QTest::addColumn<QStringList>("labels");
    // From handWrittenLog, each label's lines joined by spaces: guessed 1 of 3
    // right (33 %), fairly sure 12 of 16 (75 %), certain no answers.
    const QStringList english{u"I guessed 33% right 3 answers"_s,
                              u"Fairly sure 75% right 16 answers"_s,
                              u"Certain no answers yet 0 answers"_s};
    const QStringList bengali{u"অনুমান করেছি ৩৩% সঠিক ৩টি উত্তর"_s,
                              u"মোটামুটি নিশ্চিত ৭৫% সঠিক ১৬টি উত্তর"_s,
                              u"নিশ্চিত এখনও কোনো উত্তর নেই ০টি উত্তর"_s};
    for (const auto &[name, language, labels] :
         {std::tuple{"English", Language::English, english},
          std::tuple{"Bengali", Language::Bengali, bengali}}) {
        QTest::addRow("%s 1024x600", name) << language << QSize(1024, 600) << 0 << labels;
        QTest::addRow("%s 1024x600 largest text", name)
            << language << QSize(1024, 600) << int(Appearance::largestTextSize) << labels;
        QTest::addRow("%s 1920x1080 largest text", name)
            << language << QSize(1920, 1080) << int(Appearance::largestTextSize) << labels;
    }
}

// The summary's chart at the text size (as Ctrl+Plus sets it) shows each
// category's label whole, broken between words where it needs more lines;
// the page is no wider than the window, the chart scrolling where it is taller.
void TestReviewPage::calibrationLabelsAreWholeAtAnyTextSize()
{
    QFETCH(Language, language);
    QFETCH(QSize, window);
    QFETCH(int, textSize);
    QFETCH(QStringList, labels);
    m_languages->setLanguage(language);
    Appearance appearance(language);
    appearance.setTextSize(textSize);
    const auto defaultTextSize = qScopeGuard([&appearance] { appearance.setTextSize(0); });
    auto study = makeStudy();
    ReviewPage page(study.get(), m_languages);
    showPage(page);
    page.resize(window);
    page.startFlagged(); // nothing flagged: straight to the summary
    QVERIFY(page.isShowingSummary());
    auto *chart = page.findChild<CalibrationChart *>();
    chart->setPoints(calibrationOf(handWrittenLog()));
    settle();
    const QStringList cut = cutChartTexts(chart->chart());
    QVERIFY2(cut.isEmpty(), qPrintable(cut.join(u"; "_s)));
    QStringList drawn;
    const QList<QGraphicsItem *> items = chart->chart()->scene()->items();
    for (QGraphicsItem *item : items) {
        const auto *text = dynamic_cast<QGraphicsTextItem *>(item);
        if (text && text->isVisible())
            drawn << text->toPlainText().replace(u'\n', u' ').replace(QChar::LineSeparator, u' ');
    }
    for (const QString &label : std::as_const(labels))
        QVERIFY2(drawn.contains(label), qPrintable(label + u" not in: "_s + drawn.join(u" | "_s)));
    // The summary needs no more width than the window has; the chart scrolls.
    const QWidget *summary = page.findChild<QStackedWidget *>()->currentWidget();
    QVERIFY2(summary->minimumSizeHint().width() <= window.width(),
             qPrintable(QString::number(summary->minimumSizeHint().width())));
    saveShot(page, u"review-summary-text-size-%1"_s.arg(textSize));
}

QTEST_MAIN(TestReviewPage)
#include "tst_reviewpage.moc"
