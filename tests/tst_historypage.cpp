// GUI test of the history page, given a history written by hand: the attempts
// table (newest first, dates and digits of the language), the score chart's
// points and tick labels, the questions hardest first, the empty state, the
// quiz selector, a language switch, and the way in from the library card and
// the menu; and the card's trend. Expected texts are written out by hand from
// the attempts below and the Bengali translations.
#include "common/mainwindow.h"
#include "core/bankloader.h"
#include "core/languagemanager.h"
#include "history/historypage.h"
#include "history/scorechart.h"
#include "history/scoresparkline.h"
#include "quiz/librarypage.h"
#include "quiz/quizcard.h"

#include <QAction>
#include <QComboBox>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QtCharts/QLineSeries>

#include <ctime>
#include <memory>

using namespace Qt::StringLiterals;

namespace {

QDateTime utc(int day, int hour, int minute, int second = 0)
{
    return QDateTime(QDate(2026, 3, day), QTime(hour, minute, second), Qt::UTC);
}

QuestionOutcome outcome(const QString &id, QuestionOutcome::Result result)
{
    QuestionOutcome made;
    made.questionId = id;
    made.result = result;
    made.chosenOption = result == QuestionOutcome::Result::Unanswered ? -1 : 0;
    return made;
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

QStringList rowTexts(const QTableView *view, int row)
{
    QStringList texts;
    for (int column = 0; column < view->model()->columnCount(); ++column)
        texts << view->model()->index(row, column).data().toString();
    return texts;
}

QStringList headerTexts(const QTableView *view)
{
    QStringList texts;
    for (int column = 0; column < view->model()->columnCount(); ++column)
        texts << view->model()->headerData(column, Qt::Horizontal).toString();
    return texts;
}

void settle()
{
    QCoreApplication::processEvents();
    QCoreApplication::processEvents();
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
    void bengaliPageShowsNoLatin();
    void languageSwitchUpdatesEverything();
    void emptyStateWithoutAttempts();
    void quizSelectorListsQuizzes();
    void cardTrendSaysTheLastScores_data();
    void cardTrendSaysTheLastScores();
    void cardButtonAndMenuOpenTheHistory();

private:
    void makePage(Language language);
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
    m_page.reset();
    m_languages.reset();
}

void TestHistoryPage::makePage(Language language)
{
    m_languages->setLanguage(language);
    m_page = std::make_unique<HistoryPage>(m_languages.get());
    m_page->setHistory({bankA, bankB}, handWrittenHistory());
    QVERIFY(m_page->showQuiz(u"a"_s));
    m_page->resize(1100, 760);
    m_page->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_page.get()));
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
                                     u"Retry of wrong answers"_s},
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
                                     u"ভুল উত্তরগুলো আবার চেষ্টা"_s},
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
    QTest::addColumn<QStringList>("timeLabels");

    // Three points from 1 March 09:04:30 to 5 March 21:03: more than two days,
    // so dates without times; three ticks, the middle one on 3 March.
    QTest::newRow("English") << Language::English
                             << QStringList{u"0%"_s, u"25%"_s, u"50%"_s, u"75%"_s, u"100%"_s}
                             << QStringList{u"1 Mar 2026"_s, u"3 Mar 2026"_s, u"5 Mar 2026"_s};
    QTest::newRow("Bengali") << Language::Bengali
                             << QStringList{u"০%"_s, u"২৫%"_s, u"৫০%"_s, u"৭৫%"_s, u"১০০%"_s}
                             << QStringList{u"১ মার্চ ২০২৬"_s, u"৩ মার্চ ২০২৬"_s, u"৫ মার্চ ২০২৬"_s};
}

void TestHistoryPage::chartDrawsFinishedWholeAttempts()
{
    QFETCH(Language, language);
    QFETCH(QStringList, percentLabels);
    QFETCH(QStringList, timeLabels);
    makePage(language);
    auto *chart = child<ScoreChart>(u"scoreChartView"_s);
    QVERIFY(chart->isVisible());
    // Attempts 1, 3 and 5 of quiz a, at their end: 33, 67 and 100 %.
    const QList<QPointF> expected{
        QPointF(double(utc(1, 9, 4, 30).toMSecsSinceEpoch()), 33),
        QPointF(double(utc(3, 14, 17, 5).toMSecsSinceEpoch()), 67),
        QPointF(double(utc(5, 21, 3).toMSecsSinceEpoch()), 100),
    };
    QCOMPARE(chart->drawnPoints(), expected);
    QCOMPARE(chart->percentLabels(), percentLabels);
    QCOMPARE(chart->timeLabels(), timeLabels);
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
                                    {u"Question number 3?"_s, u"2"_s, u"2"_s, u"0"_s},
                                    {u"Question number 2?"_s, u"2"_s, u"1"_s, u"0"_s},
                                    {u"Question number 1?"_s, u"3"_s, u"0"_s, u"0"_s},
                                };
    QTest::newRow("Bengali") << Language::Bengali
                             << QList<QStringList>{
                                    {u"প্রশ্ন নম্বর ৩?"_s, u"২"_s, u"২"_s, u"০"_s},
                                    {u"প্রশ্ন নম্বর ২?"_s, u"২"_s, u"১"_s, u"০"_s},
                                    {u"প্রশ্ন নম্বর ১?"_s, u"৩"_s, u"০"_s, u"০"_s},
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
    texts << chart->percentLabels() << chart->timeLabels() << chart->accessibleName()
          << chart->accessibleDescription() << chart->chart()->title();
    static const QRegularExpression latin(u"[A-Za-z0-9]"_s);
    QStringList offending;
    for (const QString &text : std::as_const(texts)) {
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
    QCOMPARE(questions->model()->index(0, 0).data().toString(), u"প্রশ্ন নম্বর ৩?"_s);
    QCOMPARE(chart->percentLabels().constLast(), u"১০০%"_s);
    QCOMPARE(chart->timeLabels().constFirst(), u"১ মার্চ ২০২৬"_s);
    QCOMPARE(chart->chart()->title(), u"সময়ের সঙ্গে স্কোর"_s);

    m_languages->setLanguage(Language::English);
    settle();
    QCOMPARE(attempts->model()->index(0, 0).data().toString(), u"5 March 2026, 20:00"_s);
    QCOMPARE(chart->timeLabels().constFirst(), u"1 Mar 2026"_s);
}

void TestHistoryPage::emptyStateWithoutAttempts()
{
    m_languages->setLanguage(Language::English);
    m_page = std::make_unique<HistoryPage>(m_languages.get());
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
    QCOMPARE(rowTexts(questions, 0), (QStringList{u"Question number 1?"_s, u"0"_s, u"1"_s, u"0"_s}));
    QCOMPARE(rowTexts(questions, 1), (QStringList{u"Question number 2?"_s, u"0"_s, u"1"_s, u"0"_s}));
    QCOMPARE(child<ScoreChart>(u"scoreChartView"_s)->drawnPoints(),
             (QList<QPointF>{QPointF(double(utc(1, 12, 5).toMSecsSinceEpoch()), 0)}));

    m_page->setHistory({bankA, bankB}, history, u"a"_s);
    QCOMPARE(m_page->shownQuizId(), u"a"_s);
    QVERIFY(m_page->showQuiz(u"gone"_s));
    QCOMPARE(rowTexts(questions, 0),
             (QStringList{u"x1 (no longer in the quiz)"_s, u"0"_s, u"1"_s, u"0"_s}));
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
    QCOMPARE(action->text(), u"ইতিহাস"_s);
    // The hidden library follows the switch once it is shown.
    window.showLibrary();
    settle();
    QCOMPARE(button->text(), u"ইতিহাস"_s);
}

QTEST_MAIN(TestHistoryPage)
#include "tst_historypage.moc"
