// The keyboard as a learner uses it, on the real main window: Enter on a
// focused button presses it, the window's navigation works whatever has
// focus, the chart pages open outside their number fields, the key hint and
// the progress wording say what is true, and checking an answer is announced
// to screen readers.

#include "core/bankloader.h"
#include "core/languagemanager.h"
#include "quiz/librarypage.h"
#include "quiz/questionpage.h"
#include "quiz/quizcard.h"
#include "shell/mainwindow.h"

#include <QAbstractSpinBox>
#include <QAccessible>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QSettings>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocumentFragment>

using namespace Qt::StringLiterals;

namespace {

QString plain(const QLabel *label)
{
    return QTextDocumentFragment::fromHtml(label->text()).toPlainText();
}

// Where the keyboard starts before a key is pressed.
enum class Focus { LibraryStart, PreviousButton, ConceptButton };
// Which page a key leads to.
enum class Page { Library, Question, Pipeline };

} // namespace

Q_DECLARE_METATYPE(Focus)
Q_DECLARE_METATYPE(Page)

class TestKeyboard : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void enterPressesTheFocusedButton_data();
    void enterPressesTheFocusedButton();
    void enterOnTheNavigatorDoesNotMoveOn();
    void windowShortcutsWorkFromEditors_data();
    void windowShortcutsWorkFromEditors();
    void chartPagesOpenOutsideEditors_data();
    void chartPagesOpenOutsideEditors();
    void everyTabStopOnAChartPageIsSeen_data();
    void everyTabStopOnAChartPageIsSeen();
    void keyHintFollowsTheState_data();
    void keyHintFollowsTheState();
    void progressCountsAnswers_data();
    void progressCountsAnswers();
    void checkingAnAnswerIsAnnounced();
    void languageToggleSaysWhatItDoes_data();
    void languageToggleSaysWhatItDoes();

private:
    void startQuiz(const QString &bankId, FeedbackMode mode);
    QWidget *currentPage() const
    {
        return m_window->findChild<QStackedWidget *>(u"pages"_s)->currentWidget();
    }
    QuestionPage *questionPage() const { return m_window->findChild<QuestionPage *>(); }
    QWidget *page(Page which) const;
    // Chooses the right answer (or the next one) at the current question by key.
    void answer(bool right);

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<LanguageManager> m_languages;
    std::unique_ptr<MainWindow> m_window;
};

void TestKeyboard::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(u"ScaleStudyTest"_s);
    QCoreApplication::setApplicationName(u"tst_keyboard"_s);
}

void TestKeyboard::init()
{
    QSettings().clear();
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_languages = std::make_unique<LanguageManager>();
    m_languages->setLanguage(Language::English);
    m_window = std::make_unique<MainWindow>(m_languages.get(), m_dir->filePath(u"progress.json"_s));
    m_window->loadBanks(BankLoader::builtInBankPaths());
    m_window->resize(1100, 760);
    m_window->show();
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
}

void TestKeyboard::cleanup()
{
    m_window.reset();
    m_languages.reset();
    m_dir.reset();
}

void TestKeyboard::startQuiz(const QString &bankId, FeedbackMode mode)
{
    m_window->startQuiz(bankId, mode);
    QCOMPARE(currentPage(), questionPage());
}

QWidget *TestKeyboard::page(Page which) const
{
    switch (which) {
    case Page::Library:
        return m_window->findChild<LibraryPage *>();
    case Page::Question:
        return questionPage();
    case Page::Pipeline:
        break;
    }
    return m_window->findChild<QWidget *>(u"pipelinePage"_s);
}

void TestKeyboard::answer(bool right)
{
    const QuizSession *session = m_window->session();
    const int position = session->currentPosition();
    const int slot = right ? session->correctSlot(position)
                           : (session->correctSlot(position) + 1) % 4;
    QTest::keyClick(questionPage()->focusWidget(), Qt::Key(Qt::Key_1 + slot));
}

void TestKeyboard::enterPressesTheFocusedButton_data()
{
    QTest::addColumn<Focus>("focus");
    QTest::addColumn<Page>("expectedPage");
    QTest::addColumn<int>("expectedPosition");
    // Start on a card starts that quiz at question 1 (position 0).
    QTest::newRow("library: Start") << Focus::LibraryStart << Page::Question << 0;
    // On question 2 of an end-mode quiz, Previous goes back to question 1;
    // Enter's own "next" would have gone to question 3.
    QTest::newRow("question: Previous") << Focus::PreviousButton << Page::Question << 0;
    // The pipeline-bubbles question's chart button opens the chart, not the next question.
    QTest::newRow("question: chart button") << Focus::ConceptButton << Page::Pipeline << 2;
}

void TestKeyboard::enterPressesTheFocusedButton()
{
    QFETCH(Focus, focus);
    QFETCH(Page, expectedPage);
    QFETCH(int, expectedPosition);

    QPushButton *button = nullptr;
    switch (focus) {
    case Focus::LibraryStart:
        button = m_window->findChild<LibraryPage *>()->card(u"parallelism"_s)->startButton();
        break;
    case Focus::PreviousButton:
        startQuiz(u"parallelism"_s, FeedbackMode::AtEnd);
        QTest::keyClick(questionPage()->focusWidget(), Qt::Key_PageDown);
        QCOMPARE(m_window->session()->currentPosition(), 1);
        button = questionPage()->findChild<QPushButton *>(u"previousButton"_s);
        break;
    case Focus::ConceptButton:
        // Question 3 of "parallelism" is about pipeline bubbles (the bank's third question).
        startQuiz(u"parallelism"_s, FeedbackMode::Immediate);
        for (int position = 0; position < 3; ++position) {
            answer(true);
            QTest::keyClick(questionPage()->focusWidget(), Qt::Key_Return); // check
            if (position < 2)
                QTest::keyClick(questionPage()->focusWidget(), Qt::Key_Return); // next
        }
        button = questionPage()->findChild<QPushButton *>(u"conceptButton"_s);
        QVERIFY(button->isVisible());
        break;
    }
    button->setFocus();
    QCOMPARE(QApplication::focusWidget(), button);
    QTest::keyClick(button, Qt::Key_Return);
    QCOMPARE(currentPage(), page(expectedPage));
    QVERIFY(m_window->session());
    QCOMPARE(m_window->session()->currentPosition(), expectedPosition);
}

void TestKeyboard::enterOnTheNavigatorDoesNotMoveOn()
{
    startQuiz(u"parallelism"_s, FeedbackMode::AtEnd);
    auto *navigator = questionPage()->findChild<QWidget *>(u"navigator"_s);
    QVERIFY(navigator);
    navigator->setFocus();
    QTest::keyClick(navigator, Qt::Key_Return);
    QCOMPARE(m_window->session()->currentPosition(), 0);
    // From an option Enter still moves on.
    questionPage()->focusAnswers();
    QTest::keyClick(questionPage()->focusWidget(), Qt::Key_Return);
    QCOMPARE(m_window->session()->currentPosition(), 1);
}

void TestKeyboard::windowShortcutsWorkFromEditors_data()
{
    QTest::addColumn<QString>("chartAction"); // the page whose editor has focus
    QTest::addColumn<QKeySequence>("keys");
    QTest::addColumn<Page>("expectedPage");
    for (const QString &action : {u"pipelineAction"_s, u"attentionAction"_s}) {
        QTest::addRow("%s: Ctrl+Home", qPrintable(action))
            << action << QKeySequence(Qt::CTRL | Qt::Key_Home) << Page::Library;
        QTest::addRow("%s: Ctrl+Backspace", qPrintable(action))
            << action << QKeySequence(Qt::CTRL | Qt::Key_Backspace) << Page::Question;
    }
    QTest::addRow("glossary search: Ctrl+Home")
        << u"glossaryAction"_s << QKeySequence(Qt::CTRL | Qt::Key_Home) << Page::Library;
}

void TestKeyboard::windowShortcutsWorkFromEditors()
{
    QFETCH(QString, chartAction);
    QFETCH(QKeySequence, keys);
    QFETCH(Page, expectedPage);

    startQuiz(u"parallelism"_s, FeedbackMode::Immediate);
    m_window->findChild<QAction *>(chartAction)->trigger();
    QWidget *editor = currentPage()->findChild<QAbstractSpinBox *>();
    if (!editor)
        editor = currentPage()->findChild<QLineEdit *>();
    QVERIFY(editor);
    editor->setFocus();
    QCOMPARE(QApplication::focusWidget(), editor);
    QTest::keySequence(editor, keys);
    QCOMPARE(currentPage(), page(expectedPage));
}

void TestKeyboard::chartPagesOpenOutsideEditors_data()
{
    QTest::addColumn<QString>("chartAction");
    QTest::newRow("pipeline") << u"pipelineAction"_s;
    QTest::newRow("attention") << u"attentionAction"_s;
    QTest::newRow("training memory") << u"trainingMemoryAction"_s;
    QTest::newRow("sharding") << u"shardingAction"_s;
    QTest::newRow("communication") << u"communicationAction"_s;
    QTest::newRow("compilation cache") << u"jitCacheAction"_s;
    QTest::newRow("asynchronous dispatch") << u"asyncDispatchAction"_s;
}

void TestKeyboard::chartPagesOpenOutsideEditors()
{
    QFETCH(QString, chartAction);
    m_window->findChild<QAction *>(chartAction)->trigger();
    QWidget *focus = QApplication::focusWidget();
    QVERIFY(focus);
    QVERIFY(currentPage()->isAncestorOf(focus) || focus == currentPage());
    QVERIFY2(!qobject_cast<QAbstractSpinBox *>(focus) && !qobject_cast<QLineEdit *>(focus)
                 && !qobject_cast<QComboBox *>(focus),
             focus->metaObject()->className());
    // Typing a digit changes no field.
    const QList<QAbstractSpinBox *> fields = currentPage()->findChildren<QAbstractSpinBox *>();
    QStringList before;
    for (const QAbstractSpinBox *field : fields)
        before << field->text();
    QTest::keyClick(focus, Qt::Key_7);
    QStringList after;
    for (const QAbstractSpinBox *field : fields)
        after << field->text();
    QCOMPARE(after, before);
}

void TestKeyboard::everyTabStopOnAChartPageIsSeen_data()
{
    QTest::addColumn<QString>("chartAction");
    QTest::newRow("pipeline") << u"pipelineAction"_s;
    QTest::newRow("attention") << u"attentionAction"_s;
    QTest::newRow("training memory") << u"trainingMemoryAction"_s;
    QTest::newRow("sharding") << u"shardingAction"_s;
    QTest::newRow("communication") << u"communicationAction"_s;
    QTest::newRow("compilation cache") << u"jitCacheAction"_s;
    QTest::newRow("asynchronous dispatch") << u"asyncDispatchAction"_s;
}

void TestKeyboard::everyTabStopOnAChartPageIsSeen()
{
    // From where the page puts the focus, Tab visits only what shows it has
    // the focus: a control, a text or a chart, never a scroll area that holds
    // them (it draws no frame, so the learner sees the focus vanish).
    QFETCH(QString, chartAction);
    m_window->findChild<QAction *>(chartAction)->trigger();
    QWidget *start = QApplication::focusWidget();
    QVERIFY(start);
    for (int press = 0; press < 40; ++press) {
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        QWidget *focus = QApplication::focusWidget();
        QVERIFY(focus);
        if (!currentPage()->isAncestorOf(focus))
            break; // out of the page, into the window's bars
        QVERIFY2(!qobject_cast<QScrollArea *>(focus),
                 qPrintable(u"Tab %1 lands on %2"_s.arg(press + 1).arg(focus->objectName())));
        if (focus == start)
            break;
    }
}

void TestKeyboard::keyHintFollowsTheState_data()
{
    QTest::addColumn<Language>("language");
    QTest::addColumn<FeedbackMode>("mode");
    QTest::addColumn<int>("keysPressed"); // Return presses after choosing an answer
    QTest::addColumn<QString>("hint");
    // Written from the design: what Enter does next, with the option keys.
    QTest::newRow("immediate, chosen")
        << Language::English << FeedbackMode::Immediate << 0 << u"1–4 choose · Enter check"_s;
    QTest::newRow("immediate, checked")
        << Language::English << FeedbackMode::Immediate << 1 << u"Enter next question"_s;
    QTest::newRow("at the end") << Language::English << FeedbackMode::AtEnd << 0
                                << u"1–4 choose · Enter next · PageUp PageDown move"_s;
    QTest::newRow("immediate, chosen, Bengali")
        << Language::Bengali << FeedbackMode::Immediate << 0 << u"১–৪ বেছে নিন · Enter যাচাই"_s;
    QTest::newRow("immediate, checked, Bengali")
        << Language::Bengali << FeedbackMode::Immediate << 1 << u"Enter পরবর্তী প্রশ্ন"_s;
}

void TestKeyboard::keyHintFollowsTheState()
{
    QFETCH(Language, language);
    QFETCH(FeedbackMode, mode);
    QFETCH(int, keysPressed);
    QFETCH(QString, hint);
    m_languages->setLanguage(language);
    startQuiz(u"parallelism"_s, mode);
    answer(true);
    for (int i = 0; i < keysPressed; ++i)
        QTest::keyClick(questionPage()->focusWidget(), Qt::Key_Return);
    auto *label = questionPage()->findChild<QLabel *>(u"keyHintLabel"_s);
    QVERIFY(label->isVisible());
    QCOMPARE(plain(label), hint);
}

void TestKeyboard::progressCountsAnswers_data()
{
    QTest::addColumn<Language>("language");
    QTest::addColumn<FeedbackMode>("mode");
    QTest::addColumn<QList<bool>>("answers"); // right or wrong, question by question
    QTest::addColumn<int>("barValue");
    QTest::addColumn<QString>("answered");
    QTest::addColumn<QString>("score"); // empty: not shown
    // "jax-gpu" has 18 questions, "parallelism" 10 (count them in the banks).
    // Three answered of 18, on question 4: the bar is at 3, not 4.
    QTest::newRow("at the end") << Language::English << FeedbackMode::AtEnd
                                << QList<bool>{true, false, true} << 3 << u"Answered 3 of 18"_s
                                << QString();
    // Right, wrong, right checked: 2 right of 3 checked.
    QTest::newRow("immediate") << Language::English << FeedbackMode::Immediate
                               << QList<bool>{true, false, true} << 3 << u"Answered 3 of 18"_s
                               << u"Score so far: 2 right of 3 checked"_s;
    QTest::newRow("immediate, Bengali")
        << Language::Bengali << FeedbackMode::Immediate << QList<bool>{false, true} << 2
        << u"১৮টির মধ্যে ২টির উত্তর দেওয়া হয়েছে"_s << u"এ পর্যন্ত যাচাই ২টি, ঠিক ১টি"_s;
    QTest::newRow("nothing answered") << Language::English << FeedbackMode::AtEnd << QList<bool>{}
                                      << 0 << u"Answered 0 of 18"_s << QString();
}

void TestKeyboard::progressCountsAnswers()
{
    QFETCH(Language, language);
    QFETCH(FeedbackMode, mode);
    QFETCH(QList<bool>, answers);
    QFETCH(int, barValue);
    QFETCH(QString, answered);
    QFETCH(QString, score);
    m_languages->setLanguage(language);
    startQuiz(u"jax-gpu"_s, mode);
    for (bool right : std::as_const(answers)) {
        answer(right);
        QTest::keyClick(questionPage()->focusWidget(), Qt::Key_Return); // check, or next
        if (mode == FeedbackMode::Immediate)
            QTest::keyClick(questionPage()->focusWidget(), Qt::Key_Return); // next
    }
    auto *bar = questionPage()->findChild<QProgressBar *>(u"progressBar"_s);
    QCOMPARE(bar->maximum(), 18);
    QCOMPARE(bar->value(), barValue);
    auto *answeredLabel = questionPage()->findChild<QLabel *>(u"answeredCountLabel"_s);
    QVERIFY(answeredLabel->isVisible());
    QCOMPARE(answeredLabel->text(), answered);
    auto *scoreLabel = questionPage()->findChild<QLabel *>(u"runningScoreLabel"_s);
    QCOMPARE(scoreLabel->isVisible(), !score.isEmpty());
    if (!score.isEmpty())
        QCOMPARE(scoreLabel->text(), score);
}

// The feedback raises an accessibility alert named by the verdict. Under the
// offscreen platform QAccessible is inactive (no AT-SPI registry), so events
// never reach an update handler; what the alert carries is checked here.
void TestKeyboard::checkingAnAnswerIsAnnounced()
{
    startQuiz(u"parallelism"_s, FeedbackMode::Immediate);
    const int right = m_window->session()->correctSlot(0);
    const QString rightLabel = QStringList{u"A"_s, u"B"_s, u"C"_s, u"D"_s}.at(right);
    answer(false);
    QTest::keyClick(questionPage()->focusWidget(), Qt::Key_Return);
    auto *feedback = questionPage()->findChild<QWidget *>(u"feedbackFrame"_s);
    QVERIFY(feedback->isVisible());
    QAccessibleInterface *interface = QAccessible::queryAccessibleInterface(feedback);
    QVERIFY(interface);
    QCOMPARE(interface->text(QAccessible::Name),
             u"Incorrect. The right answer is %1."_s.arg(rightLabel));
}

void TestKeyboard::languageToggleSaysWhatItDoes_data()
{
    QTest::addColumn<Language>("language");
    QTest::addColumn<QString>("menuText");
    QTest::addColumn<QString>("toolbarText");
    QTest::newRow("English") << Language::English << u"বাংলায় দেখুন (&S)"_s << u"বাংলা"_s;
    QTest::newRow("Bengali") << Language::Bengali << u"&Switch to English"_s << u"English"_s;
}

void TestKeyboard::languageToggleSaysWhatItDoes()
{
    QFETCH(Language, language);
    QFETCH(QString, menuText);
    QFETCH(QString, toolbarText);
    m_languages->setLanguage(language);
    QCoreApplication::processEvents();
    auto *toggle = m_window->findChild<QAction *>(u"toggleLanguageAction"_s);
    QCOMPARE(toggle->text(), menuText);
    QCOMPARE(toggle->iconText(), toolbarText);
    // No two items of the Language menu read the same.
    QStringList texts;
    for (const QAction *action : m_window->findChild<QMenu *>(u"languageMenu"_s)->actions()) {
        if (!action->isSeparator())
            texts << action->text();
    }
    QCOMPARE(QSet<QString>(texts.cbegin(), texts.cend()).size(), texts.size());
}

QTEST_MAIN(TestKeyboard)
#include "tst_keyboard.moc"
