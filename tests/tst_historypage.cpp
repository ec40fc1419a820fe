// GUI test of the history page, given a history written by hand: the attempts
// table (newest first, dates and digits of the language), the score chart's
// points and tick labels, the questions hardest first, the empty state, the
// quiz selector, a language switch, and the way in from the library card and
// the menu; and the card's trend; the attempt numbers kept apart, its hover
// readouts, its "Data" table (copied as text, relabelled by a language switch)
// and its export. Expected texts are written out by hand from the attempts
// below and the Bengali translations.
#include "charts/chartdatadialog.h"
#include "charts/charttools.h"
#include "core/bankloader.h"
#include "core/languagemanager.h"
#include "history/historypage.h"
#include "history/scorechart.h"
#include "history/scoresparkline.h"
#include "quiz/librarypage.h"
#include "quiz/quizcard.h"
#include "shell/appearance.h"
#include "shell/mainwindow.h"
#include "support/chartsaving.h"
#include "support/outcomes.h"
#include "support/settle.h"
#include "support/tablecells.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QClipboard>
#include <QComboBox>
#include <QGraphicsTextItem>
#include <QHeaderView>
#include <QImage>
#include <QLabel>
#include <QPushButton>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QSettings>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolTip>
#include <QtCharts/QCategoryAxis>
#include <QtCharts/QLineSeries>

#include <cmath>
#include <ctime>
#include <memory>

using namespace Qt::StringLiterals;

namespace {

QDateTime utc(int day, int hour, int minute, int second = 0)
{
    return QDateTime(QDate(2026, 3, day), QTime(hour, minute, second), Qt::UTC);
}

constexpr auto R = QuestionOutcome::Result::Right;
constexpr auto W = QuestionOutcome::Result::Wrong;
constexpr auto U = QuestionOutcome::Result::Unanswered;

AttemptRecord attempt(const QString &bankId, QDateTime started, QDateTime ended, FeedbackMode mode,
                      AttemptRecord::End end, bool retry, QList<QuestionOutcome> questions)
{
    AttemptRecord record;
    record.bankId = bankId;
    record.started = started;
    record.ended = ended;
    record.mode = mode;
    record.end = end;
    record.retry = retry;
    record.questions = questions;
    return record;
}

QuestionBank makeBank(const QString &id, const LocalizedText &title, int questionCount)
{
    QuestionBank bank;
    bank.id = id;
    bank.title = title;
    for (int i = 1; i <= questionCount; ++i) {
        Question question;
        question.id = u"q%1"_s.arg(i);
        question.prompt = {u"Question number %1?"_s.arg(i), u"প্রশ্ন নম্বর %1?"_s.arg(QChar(u'০' + i))};
        bank.questions << question;
    }
    return bank;
}

const QuestionBank bankA = makeBank(u"a"_s, {u"Alpha quiz"_s, u"আলফা কুইজ"_s}, 3);
const QuestionBank bankB = makeBank(u"b"_s, {u"Beta quiz"_s, u"বিটা কুইজ"_s}, 2);

constexpr auto Finished = AttemptRecord::End::Finished;
constexpr auto Abandoned = AttemptRecord::End::Abandoned;

// Quiz a, oldest first:
//  1. 1 March 09:00–09:04:30, immediate, finished: q1 R, q2 W, q3 W -> 1 of 3 (33%)
//  2. 2 March 10:00–10:02, at end, abandoned: R U U -> 1 of 3 (33%), not drawn
//  3. 3 March 14:05–14:17:05 (12 min 5 s), immediate, finished: R R W -> 2 of 3 (67%)
//  4. 4 March 08:00–08:01, retry of q3: R -> 1 of 1 (100%), not drawn
//  5. 5 March 20:00–21:03 (1 h 3 min), at end, finished: R R R -> 3 of 3 (100%)
// Quiz b: one finished attempt, W W.
QList<AttemptRecord> handWrittenHistory()
{
    return {
        attempt(u"a"_s, utc(1, 9, 0), utc(1, 9, 4, 30), FeedbackMode::Immediate, Finished, false,
                {outcome(u"q1"_s, R), outcome(u"q2"_s, W), outcome(u"q3"_s, W)}),
        attempt(u"b"_s, utc(1, 12, 0), utc(1, 12, 5), FeedbackMode::Immediate, Finished, false,
                {outcome(u"q1"_s, W), outcome(u"q2"_s, W)}),
        attempt(u"a"_s, utc(2, 10, 0), utc(2, 10, 2), FeedbackMode::AtEnd, Abandoned, false,
                {outcome(u"q1"_s, R), outcome(u"q2"_s, U), outcome(u"q3"_s, U)}),
        attempt(u"a"_s, utc(3, 14, 5), utc(3, 14, 17, 5), FeedbackMode::Immediate, Finished, false,
                {outcome(u"q1"_s, R), outcome(u"q2"_s, R), outcome(u"q3"_s, W)}),
        attempt(u"a"_s, utc(4, 8, 0), utc(4, 8, 1), FeedbackMode::Immediate, Finished, true,
                {outcome(u"q3"_s, R)}),
        attempt(u"a"_s, utc(5, 20, 0), utc(5, 21, 3), FeedbackMode::AtEnd, Finished, false,
                {outcome(u"q1"_s, R), outcome(u"q2"_s, R), outcome(u"q3"_s, R)}),
    };
}

// With SCALESTUDY_HISTORY_SHOTS set, saves the widget there as name.png.
void saveShot(QWidget *widget, const QString &name)
{
    const QString directory = qEnvironmentVariable("SCALESTUDY_HISTORY_SHOTS");
    if (!directory.isEmpty())
        widget->grab().save(directory + u'/' + name + u".png"_s);
}

QString languageName(Language language)
{
    return language == Language::English ? u"en"_s : u"bn"_s;
}

// Tab-separated lines, each ending in a line break.
QString tabSeparatedLines(const QList<QStringList> &lines)
{
    QString text;
    for (const QStringList &line : lines)
        text += line.join(u'\t') + u'\n';
    return text;
}

// 301 finished attempts at quiz b (two questions), an hour apart from 1 March
// 00:00: all wrong but the last two, 1 of 2 (50 %) and 2 of 2 (100 %).
QList<AttemptRecord> manyAttempts()
{
    QList<AttemptRecord> history;
    for (int i = 0; i < 301; ++i) {
        const QDateTime ended = utc(1, 0, 0).addSecs(qint64(i) * 3600);
        const auto second = i == 300 ? R : W;
        const auto first = i >= 299 ? R : W;
        history << attempt(u"b"_s, ended.addSecs(-60), ended, FeedbackMode::Immediate, Finished,
                           false, {outcome(u"q1"_s, first), outcome(u"q2"_s, second)});
    }
    return history;
}

} // namespace

class TestHistoryPage : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void attemptsNewestFirst_data();
    void attemptsNewestFirst();
    void chartDrawsFinishedWholeAttempts_data();
    void chartDrawsFinishedWholeAttempts();
    void questionsHardestFirst_data();
    void questionsHardestFirst();
    void questionsHardestByShareNotCount();
    void bengaliPageShowsNoLatin();
    void languageSwitchUpdatesEverything();
    void emptyStateWithoutAttempts();
    void quizSelectorListsQuizzes();
    void cardTrendSaysTheLastScores_data();
    void cardTrendSaysTheLastScores();
    void cardTrendRunsOldestToNewest();
    void cardButtonAndMenuOpenTheHistory();
    void chartAttemptNumbersStandApart_data();
    void chartAttemptNumbersStandApart();
    void oneAttemptIsNumberOne_data();
    void oneAttemptIsNumberOne();
    void chartReadsOutTheHoveredAttempt_data();
    void chartReadsOutTheHoveredAttempt();
    void chartDataTableAndCopies_data();
    void chartDataTableAndCopies();
    void openDataFollowsTheLanguageAndTheQuiz();
    void chartSavesAsPngAndSvg_data();
    void chartSavesAsPngAndSvg();

private:
    void makePage(Language language);
    // Attaches QAbstractItemModelTester to both tables' models of a new page.
    void watchModels();
    template<typename T>
    T *child(const QString &name) const
    {
        T *found = m_page->findChild<T *>(name);
        if (!found)
            qFatal("no child %s", qPrintable(name));
        return found;
    }

    std::unique_ptr<LanguageManager> m_languages;
    std::unique_ptr<HistoryPage> m_page;
    std::vector<std::unique_ptr<QAbstractItemModelTester>> m_modelTesters;
};

void TestHistoryPage::initTestCase()
{
    // Dates are shown in local time: make it UTC, so the expected texts hold anywhere.
    qputenv("TZ", "UTC");
    tzset();
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(u"ScaleStudyTest"_s);
    QCoreApplication::setApplicationName(u"tst_historypage"_s);
}

void TestHistoryPage::init()
{
    QSettings().clear();
    m_languages = std::make_unique<LanguageManager>();
}

void TestHistoryPage::cleanup()
{
    m_modelTesters.clear();
    m_page.reset();
    m_languages.reset();
}

void TestHistoryPage::makePage(Language language)
{
    m_languages->setLanguage(language);
    m_page = std::make_unique<HistoryPage>(m_languages.get());
    watchModels();
    m_page->setHistory({bankA, bankB}, handWrittenHistory());
    QVERIFY(m_page->showQuiz(u"a"_s));
    m_page->resize(1100, 760);
    m_page->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_page.get()));
}

void TestHistoryPage::watchModels()
{
    m_modelTesters.clear();
    for (const QString &table : {u"attemptsTable"_s, u"questionStatsTable"_s}) {
        m_modelTesters.push_back(std::make_unique<QAbstractItemModelTester>(
            child<QTableView>(table)->model(),
            QAbstractItemModelTester::FailureReportingMode::Fatal));
    }
}

void TestHistoryPage::attemptsNewestFirst_data()
{
    QTest::addColumn<Language>("language");
    QTest::addColumn<QStringList>("header");
    QTest::addColumn<QList<QStringList>>("rows");

    QTest::newRow("English") << Language::English
                             << QStringList{u"Started"_s,  u"Feedback"_s, u"Score"_s,
                                            u"Duration"_s, u"Outcome"_s,  u"Questions"_s}
                             << QList<QStringList>{
                                    {u"5 March 2026, 20:00"_s, u"At the end"_s, u"3 of 3 (100%)"_s,
                                     u"1 h 3 min"_s, u"Finished"_s, u"Whole quiz"_s},
                                    {u"4 March 2026, 08:00"_s, u"After each answer"_s,
                                     u"1 of 1 (100%)"_s, u"1 min 0 s"_s, u"Finished"_s,
                                     u"Some questions: a retry or practice"_s},
                                    {u"3 March 2026, 14:05"_s, u"After each answer"_s,
                                     u"2 of 3 (67%)"_s, u"12 min 5 s"_s, u"Finished"_s,
                                     u"Whole quiz"_s},
                                    {u"2 March 2026, 10:00"_s, u"At the end"_s, u"1 of 3 (33%)"_s,
                                     u"2 min 0 s"_s, u"Abandoned"_s, u"Whole quiz"_s},
                                    {u"1 March 2026, 09:00"_s, u"After each answer"_s,
                                     u"1 of 3 (33%)"_s, u"4 min 30 s"_s, u"Finished"_s,
                                     u"Whole quiz"_s},
                                };
    QTest::newRow("Bengali") << Language::Bengali
                             << QStringList{u"শুরু"_s,     u"ফিডব্যাক"_s, u"স্কোর"_s,
                                            u"সময়কাল"_s, u"অবস্থা"_s,   u"প্রশ্ন"_s}
                             << QList<QStringList>{
                                    {u"৫ মার্চ ২০২৬, ২০:০০"_s, u"কুইজের শেষে"_s, u"৩ / ৩ (১০০%)"_s,
                                     u"১ ঘণ্টা ৩ মিনিট"_s, u"শেষ হয়েছে"_s, u"পুরো কুইজ"_s},
                                    {u"৪ মার্চ ২০২৬, ০৮:০০"_s, u"প্রতিটি উত্তরের সঙ্গে সঙ্গে"_s,
                                     u"১ / ১ (১০০%)"_s, u"১ মিনিট ০ সেকেন্ড"_s, u"শেষ হয়েছে"_s,
                                     u"কিছু প্রশ্ন: আবার চেষ্টা বা অনুশীলন"_s},
                                    {u"৩ মার্চ ২০২৬, ১৪:০৫"_s, u"প্রতিটি উত্তরের সঙ্গে সঙ্গে"_s,
                                     u"২ / ৩ (৬৭%)"_s, u"১২ মিনিট ৫ সেকেন্ড"_s, u"শেষ হয়েছে"_s,
                                     u"পুরো কুইজ"_s},
                                    {u"২ মার্চ ২০২৬, ১০:০০"_s, u"কুইজের শেষে"_s, u"১ / ৩ (৩৩%)"_s,
                                     u"২ মিনিট ০ সেকেন্ড"_s, u"মাঝপথে ছেড়ে দেওয়া"_s, u"পুরো কুইজ"_s},
                                    {u"১ মার্চ ২০২৬, ০৯:০০"_s, u"প্রতিটি উত্তরের সঙ্গে সঙ্গে"_s,
                                     u"১ / ৩ (৩৩%)"_s, u"৪ মিনিট ৩০ সেকেন্ড"_s, u"শেষ হয়েছে"_s,
                                     u"পুরো কুইজ"_s},
                                };
}

void TestHistoryPage::attemptsNewestFirst()
{
    QFETCH(Language, language);
    QFETCH(QStringList, header);
    QFETCH(QList<QStringList>, rows);
    makePage(language);
    auto *table = child<QTableView>(u"attemptsTable"_s);
    QVERIFY(table->isVisible());
    QCOMPARE(headerTexts(table), header);
    QCOMPARE(table->model()->rowCount(), rows.size());
    for (int row = 0; row < rows.size(); ++row)
        QCOMPARE(rowTexts(table, row), rows.at(row));
    // Five attempts at quiz a, one of them abandoned.
    QCOMPARE(child<QLabel>(u"historySummary"_s)->text(),
             language == Language::English ? u"5 attempts: 4 finished, 1 abandoned."_s
                                           : u"৫টি চেষ্টা: ৪টি শেষ হয়েছে, ১টি মাঝপথে ছেড়ে দেওয়া।"_s);
}

void TestHistoryPage::chartDrawsFinishedWholeAttempts_data()
{
    QTest::addColumn<Language>("language");
    QTest::addColumn<QStringList>("percentLabels");
    QTest::addColumn<QStringList>("attemptLabels");

    // Three finished whole attempts: each numbered, as three numbers fit.
    QTest::newRow("English") << Language::English
                             << QStringList{u"0%"_s, u"25%"_s, u"50%"_s, u"75%"_s, u"100%"_s}
                             << QStringList{u"1"_s, u"2"_s, u"3"_s};
    QTest::newRow("Bengali") << Language::Bengali
                             << QStringList{u"০%"_s, u"২৫%"_s, u"৫০%"_s, u"৭৫%"_s, u"১০০%"_s}
                             << QStringList{u"১"_s, u"২"_s, u"৩"_s};
}

void TestHistoryPage::chartDrawsFinishedWholeAttempts()
{
    QFETCH(Language, language);
    QFETCH(QStringList, percentLabels);
    QFETCH(QStringList, attemptLabels);
    makePage(language);
    auto *chart = child<ScoreChart>(u"scoreChartView"_s);
    QVERIFY(chart->isVisible());
    // Attempts 1, 3 and 5 of quiz a, in order: 33, 67 and 100 %.
    const QList<QPointF> expected{QPointF(1, 33), QPointF(2, 67), QPointF(3, 100)};
    QCOMPARE(chart->drawnPoints(), expected);
    QCOMPARE(chart->percentLabels(), percentLabels);
    QCOMPARE(chart->attemptLabels(), attemptLabels);
    QVERIFY(!chart->accessibleDescription().isEmpty());
}

void TestHistoryPage::questionsHardestFirst_data()
{
    QTest::addColumn<Language>("language");
    QTest::addColumn<QList<QStringList>>("rows");

    // Finished attempts at quiz a (1, 3, 4, 5; not the abandoned 2):
    // q3 W W R R (wrong 2/4), q2 W R R (1/3), q1 R R R (0/3).
    QTest::newRow("English") << Language::English
                             << QList<QStringList>{
                                    {u"3"_s, u"Question number 3?"_s, u"2"_s, u"2"_s, u"0"_s},
                                    {u"2"_s, u"Question number 2?"_s, u"2"_s, u"1"_s, u"0"_s},
                                    {u"1"_s, u"Question number 1?"_s, u"3"_s, u"0"_s, u"0"_s},
                                };
    QTest::newRow("Bengali") << Language::Bengali
                             << QList<QStringList>{
                                    {u"৩"_s, u"প্রশ্ন নম্বর ৩?"_s, u"২"_s, u"২"_s, u"০"_s},
                                    {u"২"_s, u"প্রশ্ন নম্বর ২?"_s, u"২"_s, u"১"_s, u"০"_s},
                                    {u"১"_s, u"প্রশ্ন নম্বর ১?"_s, u"৩"_s, u"০"_s, u"০"_s},
                                };
}

void TestHistoryPage::questionsHardestFirst()
{
    QFETCH(Language, language);
    QFETCH(QList<QStringList>, rows);
    makePage(language);
    auto *table = child<QTableView>(u"questionStatsTable"_s);
    QCOMPARE(table->model()->rowCount(), rows.size());
    for (int row = 0; row < rows.size(); ++row)
        QCOMPARE(rowTexts(table, row), rows.at(row));
}

// The table orders by the share of wrong answers, not their number. Quiz a:
//  full: q1 W, q2 R, q3 R; three retries of q1: W, W, R; two full: R W R each.
// q1: right 3, wrong 3 (3 of 6 wrong); q2: right 1, wrong 2 (2 of 3); q3: 3 right.
// q2 comes first (2/3 > 1/2) though q1 has the more wrong answers.
void TestHistoryPage::questionsHardestByShareNotCount()
{
    const auto full = [](int day, QList<QuestionOutcome> questions) {
        return attempt(u"a"_s, utc(day, 9, 0), utc(day, 9, 5), FeedbackMode::Immediate, Finished,
                       false, questions);
    };
    const auto retry = [](int day, QuestionOutcome::Result result) {
        return attempt(u"a"_s, utc(day, 10, 0), utc(day, 10, 1), FeedbackMode::Immediate, Finished,
                       true, {outcome(u"q1"_s, result)});
    };
    const QList<AttemptRecord> history{
        full(1, {outcome(u"q1"_s, W), outcome(u"q2"_s, R), outcome(u"q3"_s, R)}),
        retry(1, W),
        retry(2, W),
        retry(3, R),
        full(4, {outcome(u"q1"_s, R), outcome(u"q2"_s, W), outcome(u"q3"_s, R)}),
        full(5, {outcome(u"q1"_s, R), outcome(u"q2"_s, W), outcome(u"q3"_s, R)}),
    };
    m_languages->setLanguage(Language::English);
    m_page = std::make_unique<HistoryPage>(m_languages.get());
    m_page->setHistory({bankA, bankB}, history);
    QVERIFY(m_page->showQuiz(u"a"_s));
    m_page->resize(1100, 760);
    m_page->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_page.get()));
    auto *table = child<QTableView>(u"questionStatsTable"_s);
    QCOMPARE(table->model()->rowCount(), 3);
    QCOMPARE(rowTexts(table, 0),
             (QStringList{u"2"_s, u"Question number 2?"_s, u"1"_s, u"2"_s, u"0"_s}));
    QCOMPARE(rowTexts(table, 1),
             (QStringList{u"1"_s, u"Question number 1?"_s, u"3"_s, u"3"_s, u"0"_s}));
    QCOMPARE(rowTexts(table, 2),
             (QStringList{u"3"_s, u"Question number 3?"_s, u"3"_s, u"0"_s, u"0"_s}));
}

// Every text the Bengali page shows is Bengali: no Latin letters or digits.
void TestHistoryPage::bengaliPageShowsNoLatin()
{
    makePage(Language::Bengali);
    QStringList texts;
    for (const QLabel *label : m_page->findChildren<QLabel *>()) {
        if (label->isVisible())
            texts << label->text();
    }
    for (const QTableView *table : m_page->findChildren<QTableView *>()) {
        texts << headerTexts(table) << table->accessibleName();
        for (int row = 0; row < table->model()->rowCount(); ++row)
            texts << rowTexts(table, row);
    }
    const auto *combo = child<QComboBox>(u"historyQuizCombo"_s);
    for (int i = 0; i < combo->count(); ++i)
        texts << combo->itemText(i);
    const auto *chart = child<ScoreChart>(u"scoreChartView"_s);
    texts << chart->percentLabels() << chart->attemptLabels() << chart->accessibleName()
          << chart->accessibleDescription() << chart->chart()->title();
    static const QRegularExpression latin(u"[A-Za-z0-9]"_s);
    QStringList offending;
    for (QString text : std::as_const(texts)) {
        // A key is named as its cap reads, as everywhere in the Bengali translation.
        text.remove(u"Enter"_s);
        if (text.contains(latin))
            offending << text;
    }
    QVERIFY2(offending.isEmpty(), qPrintable(offending.join(u'\n')));
}

void TestHistoryPage::languageSwitchUpdatesEverything()
{
    makePage(Language::English);
    auto *attempts = child<QTableView>(u"attemptsTable"_s);
    auto *questions = child<QTableView>(u"questionStatsTable"_s);
    auto *chart = child<ScoreChart>(u"scoreChartView"_s);
    QCOMPARE(child<QLabel>(u"historyTitle"_s)->text(), u"History"_s);

    m_languages->setLanguage(Language::Bengali);
    settle();
    QCOMPARE(child<QLabel>(u"historyTitle"_s)->text(), u"ইতিহাস"_s);
    QCOMPARE(child<QComboBox>(u"historyQuizCombo"_s)->currentText(), u"আলফা কুইজ"_s);
    QCOMPARE(attempts->model()->headerData(2, Qt::Horizontal).toString(), u"স্কোর"_s);
    QCOMPARE(attempts->model()->index(0, 0).data().toString(), u"৫ মার্চ ২০২৬, ২০:০০"_s);
    QCOMPARE(questions->model()->index(0, 1).data().toString(), u"প্রশ্ন নম্বর ৩?"_s);
    QCOMPARE(chart->percentLabels().constLast(), u"১০০%"_s);
    QCOMPARE(chart->attemptLabels().constFirst(), u"১"_s);
    QCOMPARE(chart->chart()->title(), u"সময়ের সঙ্গে স্কোর"_s);

    m_languages->setLanguage(Language::English);
    settle();
    QCOMPARE(attempts->model()->index(0, 0).data().toString(), u"5 March 2026, 20:00"_s);
    QCOMPARE(chart->attemptLabels().constFirst(), u"1"_s);
}

void TestHistoryPage::emptyStateWithoutAttempts()
{
    m_languages->setLanguage(Language::English);
    m_page = std::make_unique<HistoryPage>(m_languages.get());
    watchModels();
    m_page->setHistory({bankA}, {});
    m_page->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_page.get()));
    QVERIFY(child<QLabel>(u"historyEmptyLabel"_s)->isVisible());
    QVERIFY(child<QLabel>(u"historyEmptyLabel"_s)->text().startsWith(u"No attempts at this quiz"_s));
    QVERIFY(!child<QTableView>(u"attemptsTable"_s)->isVisible());
    QVERIFY(!child<ScoreChart>(u"scoreChartView"_s)->isVisible());
    // One quiz: nothing to choose.
    QVERIFY(!child<QComboBox>(u"historyQuizCombo"_s)->isVisible());

    // Only a retry finished: listed, but no chart, and the page says why.
    m_page->setHistory({bankA}, {attempt(u"a"_s, utc(4, 8, 0), utc(4, 8, 1), FeedbackMode::Immediate,
                                         Finished, true, {outcome(u"q3"_s, R)})});
    QVERIFY(!child<QLabel>(u"historyEmptyLabel"_s)->isVisible());
    QCOMPARE(child<QTableView>(u"attemptsTable"_s)->model()->rowCount(), 1);
    QVERIFY(!child<ScoreChart>(u"scoreChartView"_s)->isVisible());
    QVERIFY(child<QLabel>(u"historyNoTrendLabel"_s)->isVisible());
}

void TestHistoryPage::quizSelectorListsQuizzes()
{
    makePage(Language::English);
    auto *combo = child<QComboBox>(u"historyQuizCombo"_s);
    QVERIFY(combo->isVisible());
    // The library's quizzes in its order, then "gone", a quiz with attempts
    // that is no longer in the library, by its id.
    QList<AttemptRecord> history = handWrittenHistory();
    history << attempt(u"gone"_s, utc(6, 9, 0), utc(6, 9, 1), FeedbackMode::Immediate, Finished,
                       false, {outcome(u"x1"_s, W)});
    m_page->setHistory({bankA, bankB}, history);
    QCOMPARE(combo->count(), 3);
    QCOMPARE(combo->itemText(0), u"Alpha quiz"_s);
    QCOMPARE(combo->itemText(1), u"Beta quiz"_s);
    QCOMPARE(combo->itemText(2), u"gone"_s);
    QCOMPARE(m_page->shownQuizId(), u"a"_s); // kept across setHistory

    combo->setCurrentIndex(1);
    QCOMPARE(m_page->shownQuizId(), u"b"_s);
    auto *questions = child<QTableView>(u"questionStatsTable"_s);
    // Quiz b: q1 W, q2 W: both wrong 1/1, so bank order.
    QCOMPARE(rowTexts(questions, 0),
             (QStringList{u"1"_s, u"Question number 1?"_s, u"0"_s, u"1"_s, u"0"_s}));
    QCOMPARE(rowTexts(questions, 1),
             (QStringList{u"2"_s, u"Question number 2?"_s, u"0"_s, u"1"_s, u"0"_s}));
    QCOMPARE(child<ScoreChart>(u"scoreChartView"_s)->drawnPoints(), (QList<QPointF>{QPointF(1, 0)}));

    m_page->setHistory({bankA, bankB}, history, u"a"_s);
    QCOMPARE(m_page->shownQuizId(), u"a"_s);
    QVERIFY(m_page->showQuiz(u"gone"_s));
    QCOMPARE(rowTexts(questions, 0),
             (QStringList{QString(), u"x1 (no longer in the quiz)"_s, u"0"_s, u"1"_s, u"0"_s}));
    QVERIFY(!m_page->showQuiz(u"unknown"_s));
    QCOMPARE(m_page->shownQuizId(), u"gone"_s);
}

void TestHistoryPage::cardTrendSaysTheLastScores_data()
{
    QTest::addColumn<Language>("language");
    QTest::addColumn<QString>("description");
    QTest::newRow("English") << Language::English << u"Last scores: 40%, 60%, 80%"_s;
    QTest::newRow("Bengali") << Language::Bengali << u"সর্বশেষ স্কোর: ৪০%, ৬০%, ৮০%"_s;
}

void TestHistoryPage::cardTrendSaysTheLastScores()
{
    QFETCH(Language, language);
    QFETCH(QString, description);
    m_languages->setLanguage(Language::English);
    QuizCard card(bankA, m_languages.get());
    card.show();
    QVERIFY(QTest::qWaitForWindowExposed(&card));
    auto *trend = card.findChild<ScoreSparkline *>(u"scoreSparkline"_s);
    QVERIFY(trend);
    QVERIFY(!trend->isVisible()); // no scores yet
    card.setTrend({40, 60, 80});
    QVERIFY(trend->isVisible());
    m_languages->setLanguage(language);
    settle();
    QCOMPARE(trend->accessibleDescription(), description);
    QCOMPARE(trend->toolTip(), description);
    // The line is drawn: its colour appears on the widget.
    const QImage image = trend->grab().toImage();
    bool drawn = false;
    for (int y = 0; y < image.height() && !drawn; ++y) {
        for (int x = 0; x < image.width() && !drawn; ++x)
            drawn = image.pixelColor(x, y) == QColor(0x2f, 0x6d, 0xb5);
    }
    QVERIFY(drawn);
}

// The card's line runs from the oldest score on the left to the newest on the
// right, the newest marked. Scores 10 %, 50 %, 90 % rise left to right, so the
// line's pixels stand lower on the widget's left than on its right: at 0 % a
// point sits at the bottom, at 100 % at the top, so the first point is 0.8 of
// the plot's height below the last.
void TestHistoryPage::cardTrendRunsOldestToNewest()
{
    m_languages->setLanguage(Language::English);
    QuizCard card(bankA, m_languages.get());
    card.show();
    QVERIFY(QTest::qWaitForWindowExposed(&card));
    card.setTrend({10, 50, 90});
    auto *trend = card.findChild<ScoreSparkline *>(u"scoreSparkline"_s);
    QVERIFY(trend && trend->isVisible());
    const QImage image = trend->grab().toImage();
    // The mean height of the line's pixels in a band of columns, -1 if none.
    const auto lineHeightIn = [&image](int fromX, int toX) {
        double sum = 0;
        int count = 0;
        for (int x = fromX; x < toX; ++x) {
            for (int y = 0; y < image.height(); ++y) {
                if (image.pixelColor(x, y) == QColor(0x2f, 0x6d, 0xb5)) {
                    sum += y;
                    ++count;
                }
            }
        }
        return count > 0 ? sum / count : -1.0;
    };
    const int third = image.width() / 3;
    const double left = lineHeightIn(0, third);
    const double right = lineHeightIn(image.width() - third, image.width());
    QVERIFY2(left >= 0 && right >= 0, "no line drawn at one end");
    // y grows downwards: the oldest (10 %) end lies well below the newest (90 %).
    QVERIFY2(left > right + image.height() / 5.0,
             qPrintable(u"left %1, right %2, height %3"_s.arg(left).arg(right).arg(image.height())));
}

void TestHistoryPage::cardButtonAndMenuOpenTheHistory()
{
    QTemporaryDir dir;
    m_languages->setLanguage(Language::English);
    MainWindow window(m_languages.get(), dir.filePath(u"progress.json"_s));
    window.loadBanks(BankLoader::builtInBankPaths());
    window.resize(1100, 760);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto *pages = window.findChild<QStackedWidget *>(u"pages"_s);

    auto *card = window.findChild<LibraryPage *>()->card(u"jax-gpu"_s);
    auto *button = card->findChild<QPushButton *>(u"historyButton"_s);
    QVERIFY(button && button->isVisible());
    QCOMPARE(button->text(), u"History"_s);
    QTest::mouseClick(button, Qt::LeftButton);
    auto *page = window.findChild<HistoryPage *>();
    QVERIFY(page);
    QCOMPARE(pages->currentWidget(), page);
    QCOMPARE(page->shownQuizId(), u"jax-gpu"_s);
    QVERIFY(window.windowTitle().startsWith(u"History"_s));
    // No attempts yet (the progress file is new): the empty state.
    QVERIFY(page->findChild<QLabel *>(u"historyEmptyLabel"_s)->isVisible());

    window.showLibrary();
    QTest::keySequence(&window, QKeySequence(Qt::CTRL | Qt::Key_H));
    QCOMPARE(pages->currentWidget(), page);
    auto *action = window.findChild<QAction *>(u"historyAction"_s);
    QCOMPARE(action->text(), u"&History"_s);

    m_languages->setLanguage(Language::Bengali);
    settle();
    QCOMPARE(page->findChild<QLabel *>(u"historyTitle"_s)->text(), u"ইতিহাস"_s);
    QCOMPARE(action->text(), u"ইতিহাস (&H)"_s);
    // The hidden library follows the switch once it is shown.
    window.showLibrary();
    settle();
    QCOMPARE(button->text(), u"ইতিহাস"_s);
}

void TestHistoryPage::chartAttemptNumbersStandApart_data()
{
    QTest::addColumn<Language>("language");
    QTest::addColumn<QSize>("size");
    QTest::addColumn<int>("textSize");
    for (const Language language : allLanguages) {
        const char *name = language == Language::English ? "English" : "Bengali";
        for (const QSize size : {QSize(1024, 600), QSize(1920, 1080), QSize(700, 600)}) {
            QTest::addRow("%s %dx%d", name, size.width(), size.height()) << language << size << 0;
        }
        QTest::addRow("%s 1024x600 largest text", name)
            << language << QSize(1024, 600) << int(Appearance::largestTextSize);
    }
}

// Every label on the attempt axis is an attempt's number, at that number: all
// three of quiz a's; of 301 attempts, the multiples of one round step (1, 2 or
// 5 times a power of ten) from the step, no more than seven. The labels as
// drawn stand apart and inside the view.
void TestHistoryPage::chartAttemptNumbersStandApart()
{
    QFETCH(Language, language);
    QFETCH(QSize, size);
    QFETCH(int, textSize);
    Appearance appearance(language);
    appearance.setTextSize(textSize);
    const auto defaultTextSize = qScopeGuard([&appearance] { appearance.setTextSize(0); });
    makePage(language);
    m_page->resize(size);
    settle();
    auto *chart = child<ScoreChart>(u"scoreChartView"_s);
    auto *axis = qobject_cast<QCategoryAxis *>(chart->chart()->axes(Qt::Horizontal).constFirst());
    QVERIFY(axis);
    const QLocale locale = localeFor(language);
    QCOMPARE(chart->attemptLabels(),
             (QStringList{locale.toString(1), locale.toString(2), locale.toString(3)}));
    for (const QString &label : chart->attemptLabels())
        QCOMPARE(axis->endValue(label), double(locale.toInt(label)));

    m_page->setHistory({bankA, bankB}, manyAttempts(), u"b"_s);
    settle();
    const QStringList labels = chart->attemptLabels();
    QVERIFY2(labels.size() >= 2 && labels.size() <= 7, qPrintable(labels.join(u" | "_s)));
    const int step = locale.toInt(labels.constFirst());
    const int magnitude = int(std::pow(10, std::floor(std::log10(step))));
    QVERIFY2(QList<int>({1, 2, 5}).contains(step / magnitude) && step % magnitude == 0,
             qPrintable(labels.join(u" | "_s)));
    for (qsizetype i = 0; i < labels.size(); ++i) {
        QCOMPARE(labels.at(i), locale.toString(step * (i + 1)));
        QCOMPARE(axis->endValue(labels.at(i)), double(step * (i + 1)));
    }
    QVERIFY(step * (labels.size() + 1) > 301); // none left out at the end
    QList<QRectF> drawn;
    const QList<QGraphicsItem *> items = chart->scene()->items();
    for (QGraphicsItem *item : items) {
        auto *text = dynamic_cast<QGraphicsTextItem *>(item);
        if (text && text->isVisible() && labels.contains(text->toPlainText()))
            drawn << text->sceneBoundingRect();
    }
    saveShot(m_page.get(),
             u"history-%1-%2x%3"_s.arg(languageName(language)).arg(size.width()).arg(size.height()));
    // A label Qt Charts cut short ("30 Nov, 1…") is not among the labels given.
    QCOMPARE(drawn.size(), labels.size());
    // The five percent ticks, 0 to 100 by 25, each drawn whole.
    int percentsDrawn = 0;
    for (QGraphicsItem *item : items) {
        auto *text = dynamic_cast<QGraphicsTextItem *>(item);
        if (text && text->isVisible() && chart->percentLabels().contains(text->toPlainText()))
            ++percentsDrawn;
    }
    QCOMPARE(percentsDrawn, 5);
    const QRectF view = chart->chart()->mapRectToScene(chart->chart()->rect());
    for (qsizetype i = 0; i < drawn.size(); ++i) {
        QVERIFY2(view.contains(drawn.at(i)), qPrintable(labels.at(i)));
        for (qsizetype j = i + 1; j < drawn.size(); ++j)
            QVERIFY2(!drawn.at(i).intersects(drawn.at(j)), qPrintable(labels.join(u" | "_s)));
    }
}

void TestHistoryPage::oneAttemptIsNumberOne_data()
{
    QTest::addColumn<Language>("language");
    QTest::addColumn<QStringList>("attemptLabels");
    // Quiz b's one attempt is attempt 1.
    QTest::newRow("English") << Language::English << QStringList{u"1"_s};
    QTest::newRow("Bengali") << Language::Bengali << QStringList{u"১"_s};
}

void TestHistoryPage::oneAttemptIsNumberOne()
{
    QFETCH(Language, language);
    QFETCH(QStringList, attemptLabels);
    makePage(language);
    QVERIFY(m_page->showQuiz(u"b"_s));
    settle();
    auto *chart = child<ScoreChart>(u"scoreChartView"_s);
    QCOMPARE(chart->attemptLabels(), attemptLabels);
    QCOMPARE(chart->drawnPoints(), (QList<QPointF>{QPointF(1, 0)}));
}

void TestHistoryPage::chartReadsOutTheHoveredAttempt_data()
{
    QTest::addColumn<Language>("language");
    QTest::addColumn<QString>("second");
    QTest::addColumn<QString>("lastTwo");
    // The second finished whole attempt (attempt 3 of the table) ended
    // 3 March 14:17:05, 2 of 3 right. Of 301 attempts, drawn as 300 points, the
    // last point is the mean of the last two (chartPoints: runs [299, 301)):
    // attempts 300 and 301, drawn at 300.5, ended 299 and 300 hours after
    // 1 March 00:00 (13 March 11:00 and 12:00), 50 % and 100 %: 75 % on average.
    QTest::newRow("English") << Language::English
                             << u"Attempt 2, 3 March 2026, 14:17: 2 of 3 (67%)"_s
                             << u"Attempts 300 to 301, 13 March 2026, 11:00 to 13 March 2026, "
                                "12:00: 75% on average"_s;
    QTest::newRow("Bengali") << Language::Bengali << u"চেষ্টা ২, ৩ মার্চ ২০২৬, ১৪:১৭: ২ / ৩ (৬৭%)"_s
                             << u"চেষ্টা ৩০০ থেকে ৩০১, ১৩ মার্চ ২০২৬, ১১:০০ থেকে ১৩ মার্চ ২০২৬, "
                                "১২:০০: গড়ে ৭৫%"_s;
}

void TestHistoryPage::chartReadsOutTheHoveredAttempt()
{
    QFETCH(Language, language);
    QFETCH(QString, second);
    QFETCH(QString, lastTwo);
    makePage(language);
    auto *series = qobject_cast<QLineSeries *>(
        child<ScoreChart>(u"scoreChartView"_s)->chart()->series().constFirst());
    QVERIFY(series);
    // Just right of the second point, nearer it than the others.
    emit series->hovered(QPointF(2.2, 60), true);
    QCOMPARE(QToolTip::text(), second);
    emit series->hovered(QPointF(2.2, 60), false);
    QTRY_VERIFY(!QToolTip::isVisible());

    m_page->setHistory({bankA, bankB}, manyAttempts(), u"b"_s);
    QCOMPARE(series->count(), 300);
    emit series->hovered(QPointF(300.7, 70), true);
    QCOMPARE(QToolTip::text(), lastTwo);
    QToolTip::hideText();
}

void TestHistoryPage::chartDataTableAndCopies_data()
{
    QTest::addColumn<Language>("language");
    QTest::addColumn<QString>("title");
    QTest::addColumn<QList<QStringList>>("cells");
    // Attempts 1, 3 and 5 of quiz a, the finished whole ones, numbered in
    // order, at their end: 1 March 09:04:30, 1 of 3 (33 %); 3 March 14:17:05,
    // 2 of 3 (67 %); 5 March 21:03, 3 of 3 (100 %).
    QTest::newRow("English") << Language::English << u"Score over time"_s
                             << QList<QStringList>{
                                    {u"Attempt"_s, u"Finished"_s, u"Right"_s, u"Questions"_s,
                                     u"Score"_s},
                                    {u"1"_s, u"1 March 2026, 09:04"_s, u"1"_s, u"3"_s, u"33%"_s},
                                    {u"2"_s, u"3 March 2026, 14:17"_s, u"2"_s, u"3"_s, u"67%"_s},
                                    {u"3"_s, u"5 March 2026, 21:03"_s, u"3"_s, u"3"_s, u"100%"_s},
                                };
    QTest::newRow("Bengali") << Language::Bengali << u"সময়ের সঙ্গে স্কোর"_s
                             << QList<QStringList>{
                                    {u"চেষ্টা"_s, u"শেষের সময়"_s, u"সঠিক"_s, u"প্রশ্ন"_s, u"স্কোর"_s},
                                    {u"১"_s, u"১ মার্চ ২০২৬, ০৯:০৪"_s, u"১"_s, u"৩"_s, u"৩৩%"_s},
                                    {u"২"_s, u"৩ মার্চ ২০২৬, ১৪:১৭"_s, u"২"_s, u"৩"_s, u"৬৭%"_s},
                                    {u"৩"_s, u"৫ মার্চ ২০২৬, ২১:০৩"_s, u"৩"_s, u"৩"_s, u"১০০%"_s},
                                };
}

// "Data" opens the attempts as a table; "Copy as text" copies it tab-separated,
// and "Copy figures" copies the chart's description above the same table.
void TestHistoryPage::chartDataTableAndCopies()
{
    QFETCH(Language, language);
    QFETCH(QString, title);
    QFETCH(QList<QStringList>, cells);
    makePage(language);
    auto *tools = child<ChartTools>(u"scoreChartTools"_s);
    QVERIFY(tools->isVisible());
    // No pin: there is no setting to compare.
    QVERIFY(!tools->pinButton());
    QVERIFY(!tools->findChild<QPushButton *>(u"pinSettingButton"_s));
    QTest::mouseClick(tools->findChild<QPushButton *>(u"chartDataButton"_s), Qt::LeftButton);
    ChartDataDialog *dialog = tools->dataDialog();
    QVERIFY(dialog && dialog->isVisible());
    QTableView *view = dialog->tableView(0);
    QCOMPARE(view->accessibleName(), title);
    QCOMPARE(modelCells(view), cells);
    saveShot(dialog, u"history-data-"_s + languageName(language));

    QGuiApplication::clipboard()->clear();
    QTest::mouseClick(dialog->findChild<QPushButton *>(u"copyChartDataButton"_s), Qt::LeftButton);
    QCOMPARE(QGuiApplication::clipboard()->text(), tabSeparatedLines(cells));

    QGuiApplication::clipboard()->clear();
    QTest::mouseClick(tools->findChild<QPushButton *>(u"copyFiguresButton"_s), Qt::LeftButton);
    QCOMPARE(QGuiApplication::clipboard()->text(),
             child<ScoreChart>(u"scoreChartView"_s)->accessibleDescription() + u"\n\n"_s
                 + tabSeparatedLines(cells));
    dialog->close();
}

// An open "Data" view shows the new language's table at once, and the
// quiz chosen next.
void TestHistoryPage::openDataFollowsTheLanguageAndTheQuiz()
{
    makePage(Language::English);
    auto *tools = child<ChartTools>(u"scoreChartTools"_s);
    tools->showData();
    ChartDataDialog *dialog = tools->dataDialog();
    QCOMPARE(dialog->windowTitle(), u"Chart data"_s);
    m_languages->setLanguage(Language::Bengali);
    settle();
    QCOMPARE(dialog->windowTitle(), u"চার্টের ডেটা"_s);
    QCOMPARE(headerTexts(dialog->tableView(0)).constFirst(), u"চেষ্টা"_s);
    QCOMPARE(rowTexts(dialog->tableView(0), 2).constLast(), u"১০০%"_s);
    QCOMPARE(dialog->findChild<QPushButton *>(u"copyChartDataButton"_s)->text(),
             u"টেক্সট হিসেবে কপি করুন"_s);
    QCOMPARE(tools->findChild<QPushButton *>(u"chartDataButton"_s)->text(), u"ডেটা"_s);

    // Quiz b: one finished attempt, 1 March 12:05, both wrong.
    QVERIFY(m_page->showQuiz(u"b"_s));
    QCOMPARE(dialog->tableView(0)->model()->rowCount(), 1);
    QCOMPARE(rowTexts(dialog->tableView(0), 0),
             (QStringList{u"১"_s, u"১ মার্চ ২০২৬, ১২:০৫"_s, u"০"_s, u"২"_s, u"০%"_s}));
    dialog->close();
}

void TestHistoryPage::chartSavesAsPngAndSvg_data()
{
    QTest::addColumn<Language>("language");
    QTest::addColumn<QString>("title");
    QTest::newRow("English") << Language::English << u"Score over time"_s;
    QTest::newRow("Bengali") << Language::Bengali << u"সময়ের সঙ্গে স্কোর"_s;
}

// "Save chart as…" writes the chart: a PNG of the view's size, and an SVG
// that parses, titled and labelled in the page's language.
void TestHistoryPage::chartSavesAsPngAndSvg()
{
    QFETCH(Language, language);
    QFETCH(QString, title);
    makePage(language);
    auto *tools = child<ChartTools>(u"scoreChartTools"_s);
    auto *chart = child<ScoreChart>(u"scoreChartView"_s);
    QTemporaryDir directory;
    QVERIFY(directory.isValid());

    const QString png = directory.filePath(u"score.png"_s);
    saveThroughTheDialog(tools, png, 0);
    const QImage image(png);
    QVERIFY(!image.isNull());
    QCOMPARE(image.size(), chart->size() * chart->devicePixelRatio());

    const QString svg = directory.filePath(u"score.svg"_s);
    saveThroughTheDialog(tools, svg, 1);
    const auto [root, text] = svgRootAndText(svg);
    QCOMPARE(root, u"svg"_s);
    QVERIFY2(text.contains(title), qPrintable(text.left(300)));
    QVERIFY2(text.contains(chart->attemptLabels().constFirst()), qPrintable(text.left(300)));
}

QTEST_MAIN(TestHistoryPage)
#include "tst_historypage.moc"
