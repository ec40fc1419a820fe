// Reading a question and its answer on the real main window, on small and
// large screens, with the keyboard as a learner uses it: after Check the
// verdict and the start of the explanation are in sight (and nothing jumps
// when they already were), PageUp, PageDown and Space scroll the page where
// no widget takes them, a widget the focus reaches below the fold comes into
// sight, and after Submit the results have the focus. (What the page shows
// before any key is in tst_questionlayout.)
#include "core/languagemanager.h"
#include "core/quizsession.h"
#include "quiz/questionpage.h"
#include "quiz/resultsentries.h"
#include "quiz/resultspage.h"
#include "shell/appearance.h"
#include "shell/mainwindow.h"
#include "support/plaintext.h"
#include "support/questionreadingfixture.h"
#include "support/settle.h"
#include "support/wcag.h"
#include "support/windowfixture.h"

#include <QAction>
#include <QApplication>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <QTextBrowser>
#include <QTimer>

#include <memory>

using namespace Qt::StringLiterals;

class TestQuestionReading
    : public QObject
    , private QuestionReadingFixture
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void feedbackComesIntoSightAfterCheck_data();
    void feedbackComesIntoSightAfterCheck();
    void feedbackInSightStaysPut_data();
    void feedbackInSightStaysPut();
    void pageKeysScrollByAPage_data();
    void pageKeysScrollByAPage();
    void atEndPageKeysStillMove();
    void focusBelowTheFoldComesIntoSight();
    void resultsHaveTheFocusAfterSubmit_data();
    void resultsHaveTheFocusAfterSubmit();
};

void TestQuestionReading::initTestCase()
{
    setUpCase(u"tst_questionreading"_s);
}

void TestQuestionReading::init()
{
    setUp();
}

void TestQuestionReading::cleanup()
{
    tearDown();
}

void TestQuestionReading::feedbackComesIntoSightAfterCheck_data()
{
    QTest::addColumn<Language>("language");
    QTest::addColumn<bool>("bothLanguages");
    for (Language language : allLanguages) {
        for (bool both : {false, true}) {
            QTest::addRow("%s%s", qPrintable(languageCode(language)), both ? ", both" : "")
                << language << both;
        }
    }
}

void TestQuestionReading::feedbackComesIntoSightAfterCheck()
{
    QFETCH(Language, language);
    QFETCH(bool, bothLanguages);
    open(language, smallLargestText);
    startQuiz(FeedbackMode::Immediate);
    if (bothLanguages)
        showBothLanguages();
    checkWrongAnswerAt(0);
    const auto *verdict = child<QLabel>(u"verdictLabel"_s);
    const auto *explanation = child<QLabel>(u"explanationLabel"_s);
    QVERIFY(verdict->isVisible() && explanation->isVisible());
    // At this size the first question's prompt and options fill the view:
    // without scrolling, the explanation's first line would lie below it
    // (checked here, so that the test means something).
    const int lineSpacing = explanation->fontMetrics().lineSpacing();
    QVERIFY(explanation->mapTo(scroll()->widget(), QPoint()).y() + lineSpacing
            > scroll()->viewport()->height());
    QVERIFY2(inSight(scroll(), verdict), qPrintable(plain(verdict->text())));
    // The explanation's first line (its first line spacing) is in sight too.
    QVERIFY(rowsInSight(scroll(), explanation, 0, lineSpacing));
}

void TestQuestionReading::feedbackInSightStaysPut_data()
{
    QTest::addColumn<QSize>("size");
    QTest::addColumn<int>("textSize");
    // Sizes where the checked question in both languages is longer than the
    // view but its verdict and the explanation's first lines are in sight
    // where they come (measured: the page then scrolls by some 200 px).
    QTest::newRow("1280x800, larger text") << QSize(1280, 800) << 2;
    QTest::newRow("1920x1080, largest text")
        << QSize(1920, 1080) << int(Appearance::largestTextSize);
}

void TestQuestionReading::feedbackInSightStaysPut()
{
    QFETCH(QSize, size);
    QFETCH(int, textSize);
    open(Language::English, {size, textSize});
    startQuiz(FeedbackMode::Immediate);
    showBothLanguages();
    answer(false);
    const QPoint before = child(u"optionRow0"_s)->mapTo(&window(), QPoint());
    press(Qt::Key_Return);
    QScrollBar *bar = scroll()->verticalScrollBar();
    QVERIFY2(bar->maximum() > 0, "the page is longer than the view");
    const auto *explanation = child(u"explanationLabel"_s);
    QVERIFY(inSight(scroll(), child(u"verdictLabel"_s)));
    QVERIFY(rowsInSight(scroll(), explanation, 0, explanation->fontMetrics().lineSpacing()));
    QCOMPARE(bar->value(), 0);
    QCOMPARE(child(u"optionRow0"_s)->mapTo(&window(), QPoint()), before);
}

void TestQuestionReading::pageKeysScrollByAPage_data()
{
    QTest::addColumn<QString>("focusName"); // empty: the page itself
    QTest::addColumn<Qt::Key>("down");
    QTest::addColumn<Qt::Key>("up");
    QTest::addColumn<Qt::KeyboardModifiers>("upModifiers");
    // After Check the focus is on Next, which takes Space and Enter but not PageDown.
    QTest::newRow("PageDown on Next") << u"nextButton"_s << Qt::Key_PageDown << Qt::Key_PageUp
                                      << Qt::KeyboardModifiers(Qt::NoModifier);
    // The chosen option's radio (the others are disabled once checked).
    QTest::newRow("PageDown on the chosen option")
        << u"chosen"_s << Qt::Key_PageDown << Qt::Key_PageUp
        << Qt::KeyboardModifiers(Qt::NoModifier);
    // Space is a radio's and a button's own key: it scrolls from the page.
    QTest::newRow("Space on the page")
        << QString() << Qt::Key_Space << Qt::Key_Space << Qt::KeyboardModifiers(Qt::ShiftModifier);
}

void TestQuestionReading::pageKeysScrollByAPage()
{
    QFETCH(QString, focusName);
    QFETCH(Qt::Key, down);
    QFETCH(Qt::Key, up);
    QFETCH(Qt::KeyboardModifiers, upModifiers);
    open(Language::Bengali, smallLargestText);
    startQuiz(FeedbackMode::Immediate);
    showBothLanguages();
    checkWrongAnswerAt(0);
    const QuizSession *session = window().session();
    QWidget *focus = focusName.isEmpty() ? page()
                     : focusName == u"chosen"
                         ? child(u"optionRadio%1"_s.arg(*session->chosenSlot(0)))
                         : child(focusName);
    focus->setFocus();
    QCOMPARE(QApplication::focusWidget(), focus);
    QScrollBar *bar = scroll()->verticalScrollBar();
    bar->setValue(0);
    // A page is the view's height (Qt's page step of a scroll area); the
    // page is long enough here for a whole one.
    const int pageHeight = scroll()->viewport()->height();
    QVERIFY(bar->maximum() > pageHeight);
    press(down);
    QCOMPARE(bar->value(), pageHeight);
    QCOMPARE(window().session()->currentPosition(), 0); // scrolled, did not move on
    press(up, upModifiers);
    QCOMPARE(bar->value(), 0);
}

void TestQuestionReading::atEndPageKeysStillMove()
{
    open(Language::English, smallLargestText);
    startQuiz(FeedbackMode::AtEnd);
    press(Qt::Key_PageDown);
    QCOMPARE(window().session()->currentPosition(), 1);
    press(Qt::Key_PageUp);
    QCOMPARE(window().session()->currentPosition(), 0);
}

void TestQuestionReading::focusBelowTheFoldComesIntoSight()
{
    open(Language::English, smallLargestText);
    startQuiz(FeedbackMode::Immediate);
    showBothLanguages();
    checkWrongAnswerAt(2); // the pipeline bubbles question: its chart button ends the feedback
    auto *chartButton = child<QPushButton>(u"conceptButton"_s);
    QVERIFY(chartButton->isVisible());
    // Back from Next to Previous, at the top of the page; the control before
    // Previous is the last of the page's text, the chart button, below the fold.
    press(Qt::Key_Backtab);
    QCOMPARE(QApplication::focusWidget(), child(u"previousButton"_s));
    scroll()->verticalScrollBar()->setValue(0);
    settle();
    QVERIFY(!inSight(scroll(), chartButton));
    press(Qt::Key_Backtab);
    QCOMPARE(QApplication::focusWidget(), chartButton);
    QVERIFY(inSight(scroll(), chartButton));
    // And back into the page from the top: the focus and what is in sight go together.
    for (int step = 0; step < 30 && QApplication::focusWidget() != child(u"nextButton"_s); ++step) {
        press(Qt::Key_Tab);
        QWidget *focus = QApplication::focusWidget();
        if (scroll()->widget()->isAncestorOf(focus))
            QVERIFY2(inSight(scroll(), focus), qPrintable(focus->objectName()));
    }
}

void TestQuestionReading::resultsHaveTheFocusAfterSubmit_data()
{
    QTest::addColumn<FeedbackMode>("mode");
    QTest::addColumn<bool>("leaveOneOpen"); // the last question unanswered: Submit asks first
    QTest::newRow("submit at the end") << FeedbackMode::AtEnd << false;
    QTest::newRow("submit with one unanswered") << FeedbackMode::AtEnd << true;
    QTest::newRow("see the results") << FeedbackMode::Immediate << false;
}

void TestQuestionReading::resultsHaveTheFocusAfterSubmit()
{
    QFETCH(FeedbackMode, mode);
    QFETCH(bool, leaveOneOpen);
    open(Language::English, {{1280, 800}, 0});
    startQuiz(mode);
    const int count = window().session()->questionCount();
    for (int position = 0; position < count - (leaveOneOpen ? 1 : 0); ++position) {
        answer(true);
        press(Qt::Key_Return); // at the end: next, and on the last submit; else check
        if (mode == FeedbackMode::Immediate)
            press(Qt::Key_Return); // next, and on the last see the results
    }
    if (leaveOneOpen) {
        QTimer::singleShot(0, [] {
            if (QWidget *box = QApplication::activeModalWidget())
                box->findChild<QPushButton *>(u"confirmSubmitButton"_s)->click();
        });
        press(Qt::Key_Return); // on the last question: submit, and confirm
        // The window is active again once the box has closed, as a window
        // manager makes it (the offscreen platform does not by itself).
        window().activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window()));
    }
    auto *results = window().findChild<ResultsPage *>();
    QVERIFY(results && results->isVisible());
    // The answers are what comes next: their view has the focus, so that
    // PageDown reads on and Tab reaches their links and the buttons.
    QWidget *focus = QApplication::focusWidget();
    QVERIFY(focus);
    QVERIFY2(qobject_cast<QTextBrowser *>(focus), focus->metaObject()->className());
    QVERIFY(results->findChild<ResultsEntries *>()->isAncestorOf(focus));
    QVERIFY(focus->isVisible());
}

QTEST_MAIN(TestQuestionReading)
#include "tst_questionreading.moc"
