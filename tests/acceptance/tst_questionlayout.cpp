// The question page as it first shows on the real main window, on small and
// large screens: the key hint names what Enter does, the prompt's first line
// is in sight, the column stays still when the scroll bar comes, and the
// progress bar reads as one in both themes.
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

class TestQuestionLayout
    : public QObject
    , private QuestionReadingFixture
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void keyHintNamesWhatEnterDoes_data();
    void keyHintNamesWhatEnterDoes();
    void promptsStartInSight_data();
    void promptsStartInSight();
    void columnStaysStillWhenTheScrollBarComes();
    void progressBarReadsAsABar_data();
    void progressBarReadsAsABar();
};

void TestQuestionLayout::initTestCase()
{
    setUpCase(u"tst_questionlayout"_s);
}

void TestQuestionLayout::init()
{
    setUp();
}

void TestQuestionLayout::cleanup()
{
    tearDown();
}

void TestQuestionLayout::keyHintNamesWhatEnterDoes_data()
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

void TestQuestionLayout::keyHintNamesWhatEnterDoes()
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

void TestQuestionLayout::promptsStartInSight_data()
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

void TestQuestionLayout::promptsStartInSight()
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

void TestQuestionLayout::columnStaysStillWhenTheScrollBarComes()
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

void TestQuestionLayout::progressBarReadsAsABar_data()
{
    QTest::addColumn<Appearance::Theme>("theme");
    QTest::newRow("light") << Appearance::Theme::Light;
    QTest::newRow("dark") << Appearance::Theme::Dark;
}

void TestQuestionLayout::progressBarReadsAsABar()
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

QTEST_MAIN(TestQuestionLayout)
#include "tst_questionlayout.moc"
