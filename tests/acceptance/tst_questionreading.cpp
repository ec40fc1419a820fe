// Reading a question and its answer on the real main window, on small and
// large screens, with the keyboard as a learner uses it: after Check the
// verdict and the start of the explanation are in sight (and nothing jumps
// when they already were), PageUp, PageDown and Space scroll the page where
// no widget takes them, a widget the focus reaches below the fold comes into
// sight, the key hint names what Enter does, the prompt's first line is in
// sight, the column stays still when the scroll bar comes, the progress bar
// reads as one in both themes, and after Submit the results have the focus.

#include "core/languagemanager.h"
#include "core/quizsession.h"
#include "quiz/questionpage.h"
#include "quiz/resultsentries.h"
#include "quiz/resultspage.h"
#include "shell/appearance.h"
#include "shell/mainwindow.h"
#include "support/plaintext.h"
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

Q_DECLARE_METATYPE(Appearance::Theme)

namespace {

struct Screen
{
    QSize size;
    int textSize = 0;
};

const Screen smallLargestText{{1024, 600}, Appearance::largestTextSize};

// Where a widget of the scroll area's content lies in its viewport.
QRect inViewport(const QScrollArea *scroll, const QWidget *widget)
{
    return QRect(widget->mapTo(scroll->viewport(), QPoint()), widget->size());
}

// The part of a widget's rows from top to bottom (its coordinates) is in sight.
bool rowsInSight(const QScrollArea *scroll, const QWidget *widget, int top, int bottom)
{
    const int offset = widget->mapTo(scroll->viewport(), QPoint()).y();
    return offset + top >= 0 && offset + bottom <= scroll->viewport()->height();
}

bool inSight(const QScrollArea *scroll, const QWidget *widget)
{
    return rowsInSight(scroll, widget, 0, widget->height());
}

} // namespace

class TestQuestionReading : public QObject
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
    void keyHintNamesWhatEnterDoes_data();
    void keyHintNamesWhatEnterDoes();
    void promptsStartInSight_data();
    void promptsStartInSight();
    void columnStaysStillWhenTheScrollBarComes();
    void progressBarReadsAsABar_data();
    void progressBarReadsAsABar();
    void resultsHaveTheFocusAfterSubmit_data();
    void resultsHaveTheFocusAfterSubmit();

private:
    void open(Language language, const Screen &screen,
              Appearance::Theme theme = Appearance::Theme::Light);
    void startQuiz(FeedbackMode mode);
    void press(Qt::Key key, Qt::KeyboardModifiers modifiers = Qt::NoModifier);
    void answer(bool right);
    void showBothLanguages();
    // Answers the questions before position right and checks each, then
    // answers the one at position wrongly and checks it.
    void checkWrongAnswerAt(int position);

    MainWindow &window() { return m_fixture->window(); }
    QuestionPage *page() { return window().findChild<QuestionPage *>(); }
    QScrollArea *scroll() { return page()->findChild<QScrollArea *>(u"questionScroll"_s); }
    template<typename T = QWidget>
    T *child(const QString &name)
    {
        return page()->findChild<T *>(name);
    }

    std::unique_ptr<WindowFixture> m_fixture;
};

void TestQuestionReading::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(u"ScaleStudyTest"_s);
    QCoreApplication::setApplicationName(u"tst_questionreading"_s);
}

void TestQuestionReading::init()
{
    QSettings().clear();
}

void TestQuestionReading::cleanup()
{
    m_fixture.reset();
}

void TestQuestionReading::open(Language language, const Screen &screen, Appearance::Theme theme)
{
    m_fixture = std::make_unique<WindowFixture>(language);
    window().appearance()->setTheme(theme);
    window().appearance()->setTextSize(screen.textSize);
    window().resize(screen.size);
    QVERIFY(m_fixture->showWithBuiltInBanks());
    window().activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window()));
    QCOMPARE(window().size(), screen.size);
}

void TestQuestionReading::startQuiz(FeedbackMode mode)
{
    window().startQuiz(u"parallelism"_s, mode);
    QVERIFY(page()->isVisible());
    settle();
}

// Keys go where a learner's would: to the focused widget, else the page.
void TestQuestionReading::press(Qt::Key key, Qt::KeyboardModifiers modifiers)
{
    QWidget *focus = QApplication::focusWidget();
    QTest::keyClick(focus ? focus : page(), key, modifiers);
    settle();
}

void TestQuestionReading::answer(bool right)
{
    const QuizSession *session = window().session();
    const int position = session->currentPosition();
    const int slot = right ? session->correctSlot(position)
                           : (session->correctSlot(position) + 1) % 4;
    press(Qt::Key(Qt::Key_1 + slot));
}

void TestQuestionReading::showBothLanguages()
{
    window().findChild<QAction *>(u"otherLanguageAction"_s)->setChecked(true);
    settle();
}

void TestQuestionReading::checkWrongAnswerAt(int position)
{
    for (int before = 0; before < position; ++before) {
        answer(true);
        press(Qt::Key_Return); // check
        press(Qt::Key_Return); // next
    }
    answer(false);
    press(Qt::Key_Return); // check
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

void TestQuestionReading::keyHintNamesWhatEnterDoes_data()
{
    QTest::addColumn<Language>("language");
    QTest::addColumn<QString>("focusName");
    QTest::addColumn<QString>("hint");
    // Written from the design and the Bengali translation: Enter presses the
    // focused button, and names the step it takes from Next.
    QTest::newRow("Next") << Language::English << u"nextButton"_s << u"Enter next question"_s;
    QTest::newRow("Previous") << Language::English << u"previousButton"_s
                              << u"Enter Previous question"_s;
    QTest::newRow("chart") << Language::English << u"conceptButton"_s
                           << u"Enter Open the pipeline bubbles chart"_s;
    QTest::newRow("an option") << Language::English << u"optionRadio1"_s
                               << u"Enter next question"_s;
    QTest::newRow("Previous, Bengali")
        << Language::Bengali << u"previousButton"_s << u"Enter পূর্ববর্তী প্রশ্ন"_s;
    QTest::newRow("chart, Bengali")
        << Language::Bengali << u"conceptButton"_s << u"Enter পাইপলাইন বাবলের চার্ট খুলুন"_s;
}

void TestQuestionReading::keyHintNamesWhatEnterDoes()
{
    QFETCH(Language, language);
    QFETCH(QString, focusName);
    QFETCH(QString, hint);
    open(language, {{1280, 800}, 0});
    startQuiz(FeedbackMode::Immediate);
    checkWrongAnswerAt(2);
    child(focusName)->setFocus();
    settle();
    const auto *label = child<QLabel>(u"keyHintLabel"_s);
    QCOMPARE(plain(label->text()), hint);
    // And Enter does what it says: the chart opens, or the page moves on or back.
    const int position = window().session()->currentPosition();
    press(Qt::Key_Return);
    if (focusName == u"conceptButton")
        QVERIFY(!page()->isVisible());
    else
        QCOMPARE(window().session()->currentPosition(),
                 focusName == u"previousButton" ? position - 1 : position + 1);
}

void TestQuestionReading::promptsStartInSight_data()
{
    QTest::addColumn<Language>("language");
    QTest::addColumn<FeedbackMode>("mode");
    QTest::addColumn<bool>("bothFirst"); // both languages shown before the quiz starts
    for (Language language : allLanguages) {
        for (bool bothFirst : {false, true}) {
            const char *when = bothFirst ? "shown before" : "shown on the question";
            QTest::addRow("%s, immediate, %s", qPrintable(languageCode(language)), when)
                << language << FeedbackMode::Immediate << bothFirst;
            QTest::addRow("%s, at the end, %s", qPrintable(languageCode(language)), when)
                << language << FeedbackMode::AtEnd << bothFirst;
        }
    }
}

void TestQuestionReading::promptsStartInSight()
{
    QFETCH(Language, language);
    QFETCH(FeedbackMode, mode);
    QFETCH(bool, bothFirst);
    open(language, smallLargestText);
    if (bothFirst)
        showBothLanguages();
    startQuiz(mode);
    if (!bothFirst)
        showBothLanguages();
    const auto checkPrompts = [this](int position) {
        for (const QString &name : {u"promptLabel"_s, u"otherPromptLabel"_s}) {
            const auto *prompt = child<QLabel>(name);
            QVERIFY2(prompt->isVisible(), qPrintable(name));
            // Its first line is in sight and it is as tall as its text needs.
            QVERIFY2(rowsInSight(scroll(), prompt, 0, prompt->fontMetrics().lineSpacing()),
                     qPrintable(u"%1 at question %2, at %3"_s.arg(name)
                                    .arg(position + 1)
                                    .arg(inViewport(scroll(), prompt).y())));
            QVERIFY(prompt->height() >= prompt->heightForWidth(prompt->width()));
        }
    };
    const int count = std::min(5, window().session()->questionCount());
    for (int position = 0; position < count; ++position) {
        QCOMPARE(window().session()->currentPosition(), position);
        checkPrompts(position);
        if (QTest::currentTestFailed())
            return;
        answer(false);
        if (mode == FeedbackMode::Immediate) {
            press(Qt::Key_Return); // check: the feedback comes into sight
            press(Qt::Key_Return); // next
        } else {
            press(Qt::Key_PageDown);
        }
    }
}

void TestQuestionReading::columnStaysStillWhenTheScrollBarComes()
{
    // At 1024x600 the first question fits; its feedback makes it a little
    // longer than the view (measured: by some 10 px).
    open(Language::English, {{1024, 600}, 0});
    startQuiz(FeedbackMode::Immediate);
    QScrollBar *bar = scroll()->verticalScrollBar();
    const QWidget *column = child(u"questionColumn"_s);
    QVERIFY2(!bar->isVisible(), "the question fits");
    const QRect before(column->mapTo(&window(), QPoint()), column->size());
    answer(false);
    press(Qt::Key_Return);
    QVERIFY2(bar->isVisible(), "with its feedback it needs the scroll bar");
    const QRect after(column->mapTo(&window(), QPoint()), column->size());
    QCOMPARE(after.x(), before.x());
    QCOMPARE(after.width(), before.width());
}

void TestQuestionReading::progressBarReadsAsABar_data()
{
    QTest::addColumn<Appearance::Theme>("theme");
    QTest::newRow("light") << Appearance::Theme::Light;
    QTest::newRow("dark") << Appearance::Theme::Dark;
}

void TestQuestionReading::progressBarReadsAsABar()
{
    QFETCH(Appearance::Theme, theme);
    open(Language::English, {{1280, 800}, 0}, theme);
    startQuiz(FeedbackMode::AtEnd);
    const auto *bar = child<QProgressBar>(u"progressBar"_s);
    const QColor pageColour = page()->palette().color(QPalette::Window);
    const auto barImage = [this, bar] {
        return window().grab(QRect(bar->mapTo(&window(), QPoint()), bar->size())).toImage();
    };
    // With nothing answered the track's edge stands out from the page (3:1,
    // WCAG 1.4.11), and the bar is thinner than a text field, which is a
    // line of text tall at least.
    const QImage empty = barImage();
    double strongest = 1;
    for (int y = 0; y < empty.height(); ++y) {
        for (int x = 0; x < empty.width(); ++x)
            strongest = std::max(strongest, Wcag::contrast(empty.pixelColor(x, y), pageColour));
    }
    QVERIFY2(strongest >= Wcag::graphicsContrast, qPrintable(QString::number(strongest)));
    QVERIFY(bar->height() < QLineEdit().fontMetrics().height());

    // One answer of the quiz's count fills that share from the left: a
    // point inside it stands out from the page, one past it does not change.
    const int count = window().session()->questionCount();
    answer(true);
    const QImage one = barImage();
    const int middle = one.height() / 2;
    const int insideFill = one.width() / (2 * count);
    QVERIFY2(Wcag::contrast(one.pixelColor(insideFill, middle), pageColour)
                 >= Wcag::graphicsContrast,
             qPrintable(one.pixelColor(insideFill, middle).name()));
    QCOMPARE(one.pixelColor(3 * one.width() / 4, middle),
             empty.pixelColor(3 * one.width() / 4, middle));
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
