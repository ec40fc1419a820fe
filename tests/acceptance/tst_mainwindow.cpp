// Drives the real main window: takes quizzes by keyboard and mouse, switches
// language mid-quiz, and restarts to check that progress comes back.

#include "core/bankloader.h"
#include "core/languagemanager.h"
#include "core/progressstore.h"
#include "quiz/librarypage.h"
#include "quiz/questionpage.h"
#include "quiz/quizcard.h"
#include "quiz/resultsentries.h"
#include "quiz/resultspage.h"
#include "shell/mainwindow.h"
#include "shell/noticebar.h"
#include "support/latinwords.h"
#include "support/plaintext.h"
#include "support/settle.h"

#include <algorithm>

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QFileDialog>
#include <QGroupBox>
#include <QIcon>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QLocale>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QRadioButton>
#include <QRegularExpression>
#include <QScreen>
#include <QSet>
#include <QSettings>
#include <QSpinBox>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextDocumentFragment>
#include <QTextEdit>
#include <QTimer>
#include <QToolButton>

using namespace Qt::StringLiterals;

// The banks these tests use (built in or written here) give every question four options.
static constexpr int fixtureOptions = 4;

namespace {

// Code spans may stay in Latin script (GLOSSARY); labels mark them <code>.
const QRegularExpression codeSpan(u"<code[^>]*>(.*?)</code>"_s);

bool isRichText(const QLabel *label)
{
    return label->textFormat() == Qt::RichText
           || (label->textFormat() == Qt::AutoText && Qt::mightBeRichText(label->text()));
}

struct ScreenText
{
    QString where;
    QString text;
};

// Every text of the window a learner can read or hear: the visible widgets'
// texts, titles, text views, tooltips and accessible names, the combo boxes'
// items, and the menus' titles and items (readable once a menu opens).
// Contents of code spans go to codeSpans instead.
// A document's text, less its code spans (`code` is drawn in a monospace
// family), which go to codeSpans.
QString textOutsideCode(const QTextDocument *document, QStringList *codeSpans)
{
    QString text;
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextCharFormat format = it.fragment().charFormat();
            const QString families = format.fontFamilies().toStringList().join(u',');
            if (format.fontFixedPitch() || families.contains(u"monospace"_s, Qt::CaseInsensitive)
                || families.contains(u"courier"_s, Qt::CaseInsensitive))
                *codeSpans << it.fragment().text();
            else
                text += it.fragment().text();
        }
        text += u'\n';
    }
    return text;
}

QList<ScreenText> textsOnScreen(const QWidget *window, QStringList *codeSpans)
{
    QList<ScreenText> texts{{u"window title"_s, window->windowTitle()}};
    QList<const QWidget *> widgets{window};
    for (const QWidget *child : window->findChildren<QWidget *>())
        widgets << child;
    for (const QWidget *widget : widgets) {
        if (auto *label = qobject_cast<const QLabel *>(widget); label && isRichText(label)) {
            for (auto it = codeSpan.globalMatch(label->text()); it.hasNext();)
                *codeSpans << plain(it.next().captured(1));
        }
        if (!widget->isVisible())
            continue;
        QString name = widget->objectName();
        if (auto *toolButton = qobject_cast<const QToolButton *>(widget);
            name.isEmpty() && toolButton && toolButton->defaultAction())
            name = toolButton->defaultAction()->objectName() + u" button"_s;
        if (name.isEmpty())
            name = QString::fromLatin1(widget->metaObject()->className());
        if (auto *label = qobject_cast<const QLabel *>(widget)) {
            QString text = label->text();
            if (isRichText(label))
                text = plain(text.remove(codeSpan));
            texts.append({name, text});
        } else if (auto *button = qobject_cast<const QAbstractButton *>(widget)) {
            texts.append({name, button->text()});
        } else if (auto *combo = qobject_cast<const QComboBox *>(widget)) {
            for (int i = 0; i < combo->count(); ++i)
                texts.append({name + u" item"_s, combo->itemText(i)});
        } else if (auto *group = qobject_cast<const QGroupBox *>(widget)) {
            texts.append({name + u" title"_s, group->title()});
        } else if (auto *edit = qobject_cast<const QTextEdit *>(widget)) {
            texts.append({name, textOutsideCode(edit->document(), codeSpans)});
        } else if (auto *line = qobject_cast<const QLineEdit *>(widget)) {
            texts.append({name, line->text()});
        }
        texts.append({name + u" tooltip"_s, widget->toolTip()});
        texts.append({name + u" accessible name"_s, widget->accessibleName()});
    }
    for (const QMenu *menu : window->findChildren<QMenu *>()) {
        texts.append({u"menu title"_s, menu->title()});
        for (const QAction *action : menu->actions()) {
            // The language switch says what it does in the language it switches to.
            if (action->objectName() != u"toggleLanguageAction")
                texts.append({u"menu item of "_s + menu->title(), action->text()});
        }
    }
    return texts;
}

// Latin words and digits a Bengali screen shows outside code spans, other
// than the names, acronyms and symbols that stay Latin (GLOSSARY).
QStringList latinOnScreen(const QWidget *window)
{
    QStringList codeSpans;
    const QList<ScreenText> texts = textsOnScreen(window, &codeSpans);
    // Tooltips and accessible names carry no markup: their code is found by its
    // text, longest first ('data' may sit inside PartitionSpec('data', None)).
    std::sort(codeSpans.begin(), codeSpans.end(),
              [](const QString &a, const QString &b) { return a.size() > b.size(); });
    QList<QRegularExpression> code;
    for (const QString &span : std::as_const(codeSpans)) {
        code << QRegularExpression(u"(?<![A-Za-z0-9])"_s + QRegularExpression::escape(span)
                                   + u"(?![A-Za-z0-9])"_s);
    }
    QStringList offending;
    for (const ScreenText &screenText : texts) {
        QString text = screenText.text;
        for (const QRegularExpression &span : std::as_const(code))
            text.remove(span);
        for (const QString &found : unexpectedLatinWords(text))
            offending << screenText.where + u": "_s + found + u" in \""_s + screenText.text.left(80)
                             + u'"';
    }
    return offending;
}

// Clicks question position's number in the end-mode navigator.
void clickNavigator(QWidget *page, int position)
{
    auto *navigator = page->findChild<QListView *>(u"navigator"_s);
    QVERIFY(navigator);
    const QModelIndex index = navigator->model()->index(position, 0);
    navigator->scrollTo(index);
    QTest::mouseClick(navigator->viewport(), Qt::LeftButton, {},
                      navigator->visualRect(index).center());
}

// One question as its bank file writes it, read straight from the JSON so
// that expectations do not pass through the loader, the model or the session.
struct BankFileQuestion
{
    QString id;
    QList<QJsonObject> options; // {"en": …, "bn": …}, in the file's order
    int answer = -1; // index into options, as the file gives it

    QString option(int index, bool bengali) const
    {
        return options.at(index).value(bengali ? u"bn"_s : u"en"_s).toString();
    }
};

QString builtInBankPath(const QString &bankId)
{
    return u":/questions/%1.json"_s.arg(bankId);
}

QList<BankFileQuestion> readBankFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QList<BankFileQuestion> questions;
    const QJsonArray array
        = QJsonDocument::fromJson(file.readAll()).object().value(u"questions"_s).toArray();
    for (const QJsonValue &value : array) {
        const QJsonObject object = value.toObject();
        BankFileQuestion question;
        question.id = object.value(u"id"_s).toString();
        for (const QJsonValue &option : object.value(u"options"_s).toArray())
            question.options << option.toObject();
        question.answer = object.value(u"answer"_s).toInt(-1);
        questions << question;
    }
    return questions;
}

const BankFileQuestion *findQuestion(const QList<BankFileQuestion> &questions, const QString &id)
{
    for (const BankFileQuestion &question : questions) {
        if (question.id == id)
            return &question;
    }
    return nullptr;
}

// Bank text as a reader sees it: backticks only mark code (README, bank format).
QString readableText(const QString &bankText)
{
    QString text = bankText;
    text.remove(u'`');
    return text.simplified();
}

// What a rich-text label shows, without its markup.
QString shownText(const QLabel *label)
{
    return QTextDocumentFragment::fromHtml(label->text()).toPlainText().simplified();
}

const QStringList englishOptionLabels{u"A"_s, u"B"_s, u"C"_s, u"D"_s};
const QStringList bengaliOptionLabels{u"ক"_s, u"খ"_s, u"গ"_s, u"ঘ"_s};

QString numberIn(int number, bool bengali)
{
    QString digits = QString::number(number);
    if (bengali) {
        for (QChar &digit : digits)
            digit = QChar(u'০' + (digit.unicode() - u'0'));
    }
    return digits;
}

const QString correctIcon = u":/icons/correct.svg"_s;
const QString incorrectIcon = u":/icons/incorrect.svg"_s;

// True when the label shows the icon rendered from this resource.
bool showsIcon(const QImage &shown, const QString &resource)
{
    return !shown.isNull() && shown == QIcon(resource).pixmap(shown.size()).toImage();
}

bool showsIcon(const QLabel *label, const QString &resource)
{
    return showsIcon(label->pixmap().toImage(), resource);
}

// Clicks a button of the next modal message box as soon as it appears.
void answerNextMessageBox(const QString &buttonObjectName)
{
    QTimer::singleShot(0, [buttonObjectName] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        QVERIFY(box);
        auto *button = box->findChild<QPushButton *>(buttonObjectName);
        QVERIFY(button);
        QTest::mouseClick(button, Qt::LeftButton);
    });
}

} // namespace

class TestMainWindow : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void answerByKeyboardInImmediateMode();
    void answerByMouse();
    void timeOnAQuestionCountsWhileItsAnswerCanChange();
    void switchLanguageKeepsAnswersAndScore();
    void languageMenuAndShortcut();
    void languageSwitchLeavesThePagesWhereTheyAre();
    void menuBarHasEachMenuOnceAndNamed_data();
    void menuBarHasEachMenuOnceAndNamed();
    void endModeNavigationAndSubmitConfirmation();
    void resultsFilterAndRetryWrong();
    void resumeAfterRestart();
    void retryWrongFromLibraryAfterRestart();
    void damagedProgressIsSetAsideAndReported();
    void damagedSettingsAreReported();
    void brokenBankDoesNotHideGoodOnes();
    void missingBengaliFontIsReported();
    void missingBengaliFontIsReportedInEnglishToo();
    void everyControlHasAnAccessibleName();
    void conceptButtonOpensChart();
    void optionsShowAndGradeTheShuffledText_data();
    void optionsShowAndGradeTheShuffledText();
    void immediateFeedbackGradesTheShownText_data();
    void immediateFeedbackGradesTheShownText();
    void bengaliScreensShowNoLatin_data();
    void bengaliScreensShowNoLatin();
    void attemptThatNoLongerMatchesCannotResume_data();
    void attemptThatNoLongerMatchesCannotResume();
    void openQuestionBankFromTheMenu_data();
    void openQuestionBankFromTheMenu();
    void closingSavesTheAttemptAndTheWindowGeometry();
    void resumeIsFirstAndNoButtonIsDefault();
    void cardTextsKeepToTheReadingColumn();
    void startAgainAsksFirst_data();
    void startAgainAsksFirst();

private:
    void makeWindow();
    QuestionPage *questionPage() const { return m_window->findChild<QuestionPage *>(); }
    QWidget *currentPage() const
    {
        return m_window->findChild<QStackedWidget *>(u"pages"_s)->currentWidget();
    }
    QRadioButton *option(int slot) const
    {
        return questionPage()->findChild<QRadioButton *>(u"optionRadio%1"_s.arg(slot));
    }
    void startQuizFromCard(const QString &bankId, FeedbackMode mode);
    void resumeAttemptWithKnownSeed(const QString &bankId, FeedbackMode mode);
    void verifyNoLatinOnScreen();
    QString progressPath() const { return m_dir->filePath(u"progress.json"_s); }
    QString optionTextAt(int slot) const
    {
        return shownText(questionPage()
                             ->findChild<QWidget *>(u"optionRow%1"_s.arg(slot))
                             ->findChild<QLabel *>(u"optionText"_s));
    }

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<LanguageManager> m_languages;
    std::unique_ptr<MainWindow> m_window;
};

void TestMainWindow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(u"ScaleStudyTest"_s);
    QCoreApplication::setApplicationName(u"tst_mainwindow"_s);
    // Right and wrong marks are told apart by the icon they show.
    const QImage correct = QIcon(correctIcon).pixmap(20, 20).toImage();
    QVERIFY(!correct.isNull());
    QVERIFY(correct != QIcon(incorrectIcon).pixmap(20, 20).toImage());
}

void TestMainWindow::init()
{
    QSettings().clear();
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_languages = std::make_unique<LanguageManager>();
    m_languages->setLanguage(Language::English);
    makeWindow();
}

void TestMainWindow::cleanup()
{
    m_window.reset();
    m_languages.reset();
    m_dir.reset();
}

void TestMainWindow::makeWindow()
{
    m_window = std::make_unique<MainWindow>(m_languages.get(), m_dir->filePath(u"progress.json"_s));
    m_window->loadBanks(BankLoader::builtInBankPaths());
    m_window->resize(1100, 760);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestMainWindow::startQuizFromCard(const QString &bankId, FeedbackMode mode)
{
    auto *card = m_window->findChild<LibraryPage *>()->card(bankId);
    QVERIFY(card);
    auto *combo = card->findChild<QComboBox *>(u"feedbackModeCombo"_s);
    combo->setCurrentIndex(mode == FeedbackMode::Immediate ? 0 : 1);
    QTest::mouseClick(card->startButton(), Qt::LeftButton);
    QCOMPARE(currentPage(), questionPage());
    QVERIFY(m_window->session());
    QCOMPARE(m_window->session()->mode(), mode);
}

// Saves an attempt started from a known seed, one that moves the first
// question's right answer away from its place in the bank (so that showing or
// grading in bank order would be seen), reopens the window and resumes it.
void TestMainWindow::resumeAttemptWithKnownSeed(const QString &bankId, FeedbackMode mode)
{
    const std::optional<QuestionBank> bank = BankLoader::loadFile(builtInBankPath(bankId)).bank;
    QVERIFY(bank);
    const int firstAnswer = bank->questions.constFirst().answer;
    quint32 seed = 1;
    auto movesFirstAnswer = [&](quint32 candidate) {
        const OptionOrder order = QuizSession::start(*bank, mode, candidate).optionOrder(0);
        return order[std::size_t(firstAnswer)] != firstAnswer;
    };
    while (!movesFirstAnswer(seed))
        ++seed;
    const QuizSession attempt = QuizSession::start(*bank, mode, seed);

    m_window.reset();
    ProgressStore store(progressPath());
    store.load();
    store.recordSession(attempt, QDateTime::currentDateTimeUtc());
    QVERIFY(store.save());
    makeWindow();
    auto *resume = m_window->findChild<LibraryPage *>()->card(bankId)->findChild<QPushButton *>(
        u"resumeButton"_s);
    QVERIFY(resume->isVisible());
    QTest::mouseClick(resume, Qt::LeftButton);
    QCOMPARE(currentPage(), questionPage());
    QCOMPARE(m_window->session()->seed(), seed);
    QCOMPARE(m_window->session()->optionOrder(0), attempt.optionOrder(0));
}

// In Bengali mode, no Latin words or digits on screen but for the names,
// symbols and key names that stay Latin.
void TestMainWindow::verifyNoLatinOnScreen()
{
    const QStringList found = latinOnScreen(m_window.get());
    QVERIFY2(found.isEmpty(), qPrintable(found.join(u'\n')));
}

void TestMainWindow::answerByKeyboardInImmediateMode()
{
    startQuizFromCard(u"parallelism"_s, FeedbackMode::Immediate);
    QuestionPage *page = questionPage();
    const int right = m_window->session()->correctSlot(0);
    auto *check = page->findChild<QPushButton *>(u"checkButton"_s);
    QVERIFY(!check->isEnabled()); // nothing chosen yet

    QTest::keyClick(page->focusWidget(), Qt::Key(Qt::Key_1 + right));
    QVERIFY(option(right)->isChecked());
    QVERIFY(check->isEnabled());
    QTest::keyClick(page->focusWidget(), Qt::Key_Return); // check
    QVERIFY(m_window->session()->isRevealed(0));
    auto *verdict = page->findChild<QLabel *>(u"verdictLabel"_s);
    QVERIFY(verdict->isVisible());
    QCOMPARE(verdict->text(), u"Correct."_s);
    QVERIFY(page->findChild<QLabel *>(u"explanationLabel"_s)->isVisible());
    QVERIFY(!page->findChild<QLabel *>(u"explanationLabel"_s)->text().isEmpty());
    QCOMPARE(m_window->session()->score(), (Score{1, 10}));

    // The answer is locked once checked.
    QTest::keyClick(page->focusWidget(), Qt::Key(Qt::Key_1 + (right + 1) % 4));
    QCOMPARE(m_window->session()->chosenSlot(0), std::optional<int>(right));

    QTest::keyClick(page->focusWidget(), Qt::Key_Return); // next
    QCOMPARE(m_window->session()->currentPosition(), 1);
    QCOMPARE(page->findChild<QLabel *>(u"positionLabel"_s)->text(), u"Question 2 of 10"_s);
}

// The time until the check counts, the time reading the explanation does not,
// and the time on a question is kept when the learner leaves the page.
void TestMainWindow::timeOnAQuestionCountsWhileItsAnswerCanChange()
{
    startQuizFromCard(u"parallelism"_s, FeedbackMode::Immediate);
    QuestionPage *page = questionPage();
    QTest::keyClick(page->focusWidget(), Qt::Key(Qt::Key_1 + m_window->session()->correctSlot(0)));
    QTest::qWait(60);
    QTest::keyClick(page->focusWidget(), Qt::Key_Return); // check
    const qint64 answering = m_window->session()->timeSpentMs(0);
    QVERIFY2(answering >= 60, qPrintable(QString::number(answering)));
    QTest::qWait(60); // reading the explanation
    QTest::keyClick(page->focusWidget(), Qt::Key_Return); // next
    QCOMPARE(m_window->session()->currentPosition(), 1);
    QCOMPARE(m_window->session()->timeSpentMs(0), answering);
    QTest::qWait(60);
    m_window->showLibrary(); // question 2 left unanswered
    QVERIFY(m_window->session()->timeSpentMs(1) >= 60);
}

void TestMainWindow::answerByMouse()
{
    startQuizFromCard(u"parallelism"_s, FeedbackMode::Immediate);
    QuestionPage *page = questionPage();
    const int wrong = (m_window->session()->correctSlot(0) + 1) % 4;
    // Clicking the option's text, not only its radio button, chooses it.
    auto *row = page->findChild<QWidget *>(u"optionRow%1"_s.arg(wrong));
    QTest::mouseClick(row->findChild<QLabel *>(u"optionText"_s), Qt::LeftButton);
    QVERIFY(option(wrong)->isChecked());
    QTest::mouseClick(page->findChild<QPushButton *>(u"checkButton"_s), Qt::LeftButton);
    const QString verdict = page->findChild<QLabel *>(u"verdictLabel"_s)->text();
    const QString rightLabel = QStringList{u"A"_s, u"B"_s, u"C"_s, u"D"_s}.at(
        m_window->session()->correctSlot(0));
    QCOMPARE(verdict, u"Incorrect. The right answer is %1."_s.arg(rightLabel));
    // Right and wrong are marked by icon and words, not colour alone.
    auto *wrongMark = row->findChild<QLabel *>(u"optionMarkText"_s);
    QVERIFY(wrongMark->isVisible());
    QCOMPARE(wrongMark->text(), u"Your answer: incorrect"_s);
    QVERIFY(!row->findChild<QLabel *>(u"optionMarkIcon"_s)->pixmap().isNull());
    QCOMPARE(m_window->session()->score(), (Score{0, 10}));
}

void TestMainWindow::switchLanguageKeepsAnswersAndScore()
{
    startQuizFromCard(u"parallelism"_s, FeedbackMode::Immediate);
    QuestionPage *page = questionPage();
    const int right0 = m_window->session()->correctSlot(0);
    QTest::keyClick(page->focusWidget(), Qt::Key(Qt::Key_1 + right0));
    QTest::keyClick(page->focusWidget(), Qt::Key_Return);
    QTest::keyClick(page->focusWidget(), Qt::Key_Return);
    const int wrong1 = (m_window->session()->correctSlot(1) + 1) % 4;
    QTest::keyClick(page->focusWidget(), Qt::Key(Qt::Key_1 + wrong1));
    const QString englishPrompt = page->findChild<QLabel *>(u"promptLabel"_s)->text();

    m_languages->setLanguage(Language::Bengali);
    settle();

    // Same place, same answers, same score.
    QCOMPARE(currentPage(), page);
    QCOMPARE(m_window->session()->currentPosition(), 1);
    QCOMPARE(m_window->session()->chosenSlot(1), std::optional<int>(wrong1));
    QVERIFY(option(wrong1)->isChecked());
    QCOMPARE(m_window->session()->score(), (Score{1, 10}));
    // Everything visible is Bengali now.
    QCOMPARE(page->findChild<QLabel *>(u"positionLabel"_s)->text(), u"প্রশ্ন ২ / ১০"_s);
    QCOMPARE(option(0)->text(), u"ক"_s);
    QCOMPARE(option(3)->text(), u"ঘ"_s);
    const QString bengaliPrompt = page->findChild<QLabel *>(u"promptLabel"_s)->text();
    QVERIFY(bengaliPrompt != englishPrompt);
    QVERIFY(hasBengaliLetters(bengaliPrompt));
    QCOMPARE(page->findChild<QPushButton *>(u"checkButton"_s)->text(), u"যাচাই করুন"_s);
    QVERIFY(hasBengaliLetters(m_window->windowTitle()));
    verifyNoLatinOnScreen();
    if (QTest::currentTestFailed())
        return;

    // Check in Bengali, then on the results page too.
    QTest::keyClick(page->focusWidget(), Qt::Key_Return);
    QCOMPARE(page->findChild<QLabel *>(u"verdictLabel"_s)->text(),
             u"ভুল। সঠিক উত্তর %1।"_s.arg(QStringList{u"ক"_s, u"খ"_s, u"গ"_s, u"ঘ"_s}.at(
                 m_window->session()->correctSlot(1))));
    verifyNoLatinOnScreen();
    if (QTest::currentTestFailed())
        return;

    m_languages->setLanguage(Language::English);
    settle();
    QCOMPARE(page->findChild<QLabel *>(u"positionLabel"_s)->text(), u"Question 2 of 10"_s);
    QCOMPARE(option(0)->text(), u"A"_s);
    QCOMPARE(m_window->session()->score(), (Score{1, 10}));
    QCOMPARE(QSettings().value(u"language"_s).toString(), u"en"_s);
}

void TestMainWindow::languageMenuAndShortcut()
{
    auto *bengali = m_window->findChild<QAction *>(u"bengaliAction"_s);
    auto *english = m_window->findChild<QAction *>(u"englishAction"_s);
    QVERIFY(english->isChecked());
    bengali->trigger();
    settle();
    QCOMPARE(m_languages->language(), Language::Bengali);
    QVERIFY(bengali->isChecked());
    QCOMPARE(QSettings().value(u"language"_s).toString(), u"bn"_s);
    QCOMPARE(m_window->findChild<QLabel *>(u"libraryHeading"_s)->text(), u"লাইব্রেরি"_s);
    verifyNoLatinOnScreen();
    if (QTest::currentTestFailed())
        return;

    QTest::keySequence(m_window.get(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L));
    settle();
    QCOMPARE(m_languages->language(), Language::English);
    QCOMPARE(m_window->findChild<QLabel *>(u"libraryHeading"_s)->text(), u"Library"_s);
    QVERIFY(english->isChecked());
}

// The menu bar is as tall in Bengali as in English (its titles' lines are of
// two fonts, a pixel apart): the pages under it keep their place and size on
// a switch, so a switch does not lay out and repaint the whole page for it.
void TestMainWindow::languageSwitchLeavesThePagesWhereTheyAre()
{
    const auto *pages = m_window->findChild<QStackedWidget *>(u"pages"_s);
    QVERIFY(pages);
    settle();
    const QRect english(pages->mapTo(m_window.get(), QPoint()), pages->size());
    const int menuBarHeight = m_window->menuBar()->height();
    m_languages->setLanguage(Language::Bengali);
    settle();
    QCOMPARE(m_window->menuBar()->height(), menuBarHeight);
    QCOMPARE(QRect(pages->mapTo(m_window.get(), QPoint()), pages->size()), english);
    m_languages->setLanguage(Language::English);
    settle();
    QCOMPARE(QRect(pages->mapTo(m_window.get(), QPoint()), pages->size()), english);
}

void TestMainWindow::menuBarHasEachMenuOnceAndNamed_data()
{
    QTest::addColumn<Language>("language");
    QTest::newRow("English") << Language::English;
    QTest::newRow("Bengali") << Language::Bengali;
}

// Every menu in the bar has a title and appears once; View (as issue 15 names
// it: View → Theme) holds the other-language toggle, text size and theme.
void TestMainWindow::menuBarHasEachMenuOnceAndNamed()
{
    QFETCH(Language, language);
    m_languages->setLanguage(language);
    settle();
    QStringList titles;
    const QList<QAction *> menus = m_window->menuBar()->actions();
    for (const QAction *menu : menus) {
        QVERIFY2(!menu->text().isEmpty(), "a menu in the menu bar has no title");
        titles.append(menu->text());
    }
    QCOMPARE(QSet<QString>(titles.cbegin(), titles.cend()).size(), titles.size());

    auto *view = m_window->findChild<QMenu *>(u"viewMenu"_s);
    QVERIFY(view);
    QVERIFY(menus.contains(view->menuAction()));
    const QList<QAction *> viewItems = view->actions();
    const auto holds = [&viewItems](const QString &name) {
        return std::any_of(viewItems.cbegin(), viewItems.cend(), [&name](const QAction *item) {
            return item->objectName() == name
                   || (item->menu() && item->menu()->objectName() == name);
        });
    };
    QVERIFY(holds(u"textSizeMenu"_s));
    QVERIFY(holds(u"themeMenu"_s));
    QVERIFY(holds(u"otherLanguageAction"_s));
}

void TestMainWindow::endModeNavigationAndSubmitConfirmation()
{
    startQuizFromCard(u"jax-gpu"_s, FeedbackMode::AtEnd);
    QuestionPage *page = questionPage();
    QCOMPARE(m_window->session()->questionCount(), 18);
    QVERIFY(page->findChild<QWidget *>(u"navigator"_s)->isVisible());
    QVERIFY(!page->findChild<QPushButton *>(u"checkButton"_s)->isVisible());

    // Answer 1 and 2 rightly, 3 wrongly, by keys; move with PageDown and the arrow key.
    for (int position = 0; position < 3; ++position) {
        const int right = m_window->session()->correctSlot(position);
        const int slot = position == 2 ? (right + 1) % 4 : right;
        QTest::keyClick(page->focusWidget(), Qt::Key(Qt::Key_1 + slot));
        QTest::keyClick(page->focusWidget(), position == 0 ? Qt::Key_PageDown : Qt::Key_Right);
    }
    QCOMPARE(m_window->session()->currentPosition(), 3);
    QTest::keyClick(page->focusWidget(), Qt::Key_PageUp);
    QCOMPARE(m_window->session()->currentPosition(), 2);
    // Nothing is revealed before submitting.
    QVERIFY(!page->findChild<QWidget *>(u"feedbackFrame"_s)->isVisible());
    QCOMPARE(m_window->session()->score().correct, 0);
    // The navigator marks answered questions with a check mark, not colour alone.
    auto *navigator = page->findChild<QListView *>(u"navigator"_s);
    QVERIFY(navigator);
    QCOMPARE(navigator->model()->rowCount(), 18);
    QCOMPARE(navigator->model()->index(0, 0).data().toString(), u"1 ✓"_s);
    QCOMPARE(navigator->model()->index(5, 0).data().toString(), u"6"_s);
    QCOMPARE(navigator->currentIndex().row(), 2);
    const QRect sixth = navigator->visualRect(navigator->model()->index(5, 0));
    QVERIFY(!sixth.isEmpty());
    QTest::mouseClick(navigator->viewport(), Qt::LeftButton, {}, sixth.center());
    QCOMPARE(m_window->session()->currentPosition(), 5);

    // Submitting with unanswered questions asks first; "keep answering" goes to the first gap.
    answerNextMessageBox(u"keepAnsweringButton"_s);
    QTest::mouseClick(page->findChild<QPushButton *>(u"submitButton"_s), Qt::LeftButton);
    QVERIFY(!m_window->session()->isSubmitted());
    QCOMPARE(m_window->session()->currentPosition(), 3);

    answerNextMessageBox(u"confirmSubmitButton"_s);
    QTest::mouseClick(page->findChild<QPushButton *>(u"submitButton"_s), Qt::LeftButton);
    QVERIFY(m_window->session()->isSubmitted());
    QCOMPARE(currentPage(), m_window->findChild<ResultsPage *>());
    QCOMPARE(m_window->session()->score(), (Score{2, 18}));
    // 2 / 18 = 11.1 %, shown 11 %.
    QCOMPARE(m_window->findChild<QLabel *>(u"scoreLabel"_s)->text(), u"Score: 2 of 18 (11%)"_s);
}

void TestMainWindow::resultsFilterAndRetryWrong()
{
    startQuizFromCard(u"parallelism"_s, FeedbackMode::Immediate);
    QuestionPage *page = questionPage();
    // Right on odd positions, wrong on even ones: 5 right, 5 wrong.
    for (int position = 0; position < 10; ++position) {
        const int right = m_window->session()->correctSlot(position);
        QTest::keyClick(page->focusWidget(),
                        Qt::Key(Qt::Key_1 + (position % 2 ? right : (right + 1) % 4)));
        QTest::keyClick(page->focusWidget(), Qt::Key_Return);
        QTest::keyClick(page->focusWidget(), Qt::Key_Return);
    }
    auto *results = m_window->findChild<ResultsPage *>();
    QCOMPARE(currentPage(), results);
    QCOMPARE(results->findChild<QLabel *>(u"scoreLabel"_s)->text(), u"Score: 5 of 10 (50%)"_s);
    auto entries = [results] {
        settle();
        return results->findChild<ResultsEntries *>()->positions().size();
    };
    QCOMPARE(entries(), 10);
    QTest::mouseClick(results->findChild<QCheckBox *>(u"onlyWrongCheckBox"_s), Qt::LeftButton);
    QCOMPARE(entries(), 5);

    QTest::mouseClick(results->findChild<QPushButton *>(u"retryWrongButton"_s), Qt::LeftButton);
    QCOMPARE(currentPage(), page);
    QVERIFY(m_window->session()->isRetry());
    // The wrong ones at positions 0, 2, 4, 6 and 8 of the bank (parallelism-08 is retired).
    QCOMPARE(m_window->session()->questionCount(), 5);
    QCOMPARE(m_window->session()->questionId(0), u"parallelism-01"_s);
    QCOMPARE(m_window->session()->questionId(3), u"parallelism-07"_s);
    QCOMPARE(m_window->session()->questionId(4), u"parallelism-10"_s);
}

void TestMainWindow::resumeAfterRestart()
{
    startQuizFromCard(u"jax-gpu"_s, FeedbackMode::AtEnd);
    QuestionPage *page = questionPage();
    QTest::keyClick(page->focusWidget(), Qt::Key_3);
    QTest::keyClick(page->focusWidget(), Qt::Key_PageDown);
    QTest::keyClick(page->focusWidget(), Qt::Key_2);
    const OptionOrder order = m_window->session()->optionOrder(1);

    m_window.reset(); // as if the app was closed
    makeWindow();
    // It reopens on the attempt that was open, where the learner was.
    QCOMPARE(currentPage(), questionPage());
    QVERIFY(m_window->findChild<QAction *>(u"backToQuizAction"_s)->isEnabled());
    QCOMPARE(m_window->session()->currentPosition(), 1);
    QCOMPARE(m_window->session()->chosenSlot(0), std::optional<int>(2));
    QCOMPARE(m_window->session()->chosenSlot(1), std::optional<int>(1));
    QCOMPARE(m_window->session()->optionOrder(1), order);
    QVERIFY(option(1)->isChecked());
}

void TestMainWindow::retryWrongFromLibraryAfterRestart()
{
    auto retryButton = [this] {
        return m_window->findChild<LibraryPage *>()
            ->card(u"parallelism"_s)
            ->findChild<QPushButton *>(u"retryWrongButton"_s);
    };
    QVERIFY(!retryButton()->isVisible()); // nothing to retry yet

    startQuizFromCard(u"parallelism"_s, FeedbackMode::Immediate);
    QuestionPage *page = questionPage();
    // Wrong on questions 2 and 5 only.
    for (int position = 0; position < 10; ++position) {
        const int right = m_window->session()->correctSlot(position);
        const bool wrong = position == 1 || position == 4;
        QTest::keyClick(page->focusWidget(), Qt::Key(Qt::Key_1 + (wrong ? (right + 1) % 4 : right)));
        QTest::keyClick(page->focusWidget(), Qt::Key_Return);
        QTest::keyClick(page->focusWidget(), Qt::Key_Return);
    }
    m_window.reset();
    makeWindow();
    QVERIFY(retryButton()->isVisible());
    QCOMPARE(retryButton()->text(), u"Retry wrong answers (2)"_s);
    auto *facts = m_window->findChild<LibraryPage *>()
                      ->card(u"parallelism"_s)
                      ->findChild<QLabel *>(u"cardFacts"_s);
    QVERIFY(facts->text().contains(u"Best score: 8 of 10 (80%)"_s));
    // In Bengali the date has Bengali month name and digits, and no Latin AM/PM.
    m_languages->setLanguage(Language::Bengali);
    settle();
    verifyNoLatinOnScreen();
    if (QTest::currentTestFailed())
        return;
    QVERIFY(facts->text().contains(u"সেরা স্কোর: ৮ / ১০ (৮০%)"_s));
    m_languages->setLanguage(Language::English);
    settle();
    QTest::mouseClick(retryButton(), Qt::LeftButton);
    QVERIFY(m_window->session()->isRetry());
    QCOMPARE(m_window->session()->questionCount(), 2);
    QCOMPARE(m_window->session()->questionId(0), u"parallelism-02"_s);
    QCOMPARE(m_window->session()->questionId(1), u"parallelism-05"_s);
}

void TestMainWindow::damagedProgressIsSetAsideAndReported()
{
    m_window.reset();
    const QString path = m_dir->filePath(u"progress.json"_s);
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("{ this is not json");
    file.close();
    makeWindow();
    auto *notices = m_window->findChild<NoticeBar *>();
    QVERIFY(notices->isVisible());
    QVERIFY(notices->text().contains(u"could not be read"_s));
    const QStringList aside = QDir(m_dir->path()).entryList({u"progress.json.damaged-*"_s});
    QCOMPARE(aside.size(), 1);
    QVERIFY(!QFile::exists(path));
    m_languages->setLanguage(Language::Bengali);
    settle();
    QVERIFY(hasBengaliLetters(notices->text()));
    QVERIFY(notices->text().contains(aside.constFirst()));
    // The app still works: a quiz starts and its progress is saved afresh.
    m_languages->setLanguage(Language::English);
    settle();
    startQuizFromCard(u"parallelism"_s, FeedbackMode::Immediate);
    QVERIFY(QFile::exists(path));
}

void TestMainWindow::damagedSettingsAreReported()
{
    // Finding the damage is main()'s (tst_process runs the real program on a
    // damaged file); the window names the file.
    const QString path = QSettings().fileName();
    auto *notices = m_window->findChild<NoticeBar *>();
    QVERIFY(!notices->isVisible());
    m_window->reportSettingsCheck(MainWindow::SettingsCheck::Damaged);
    QVERIFY(notices->isVisible());
    QVERIFY(notices->text().contains(u"Some settings"_s));
    QVERIFY(notices->text().contains(QFileInfo(path).fileName()));
    startQuizFromCard(u"parallelism"_s, FeedbackMode::Immediate); // and the app works
}

void TestMainWindow::brokenBankDoesNotHideGoodOnes()
{
    const QString broken = m_dir->filePath(u"broken.json"_s);
    QFile file(broken);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(R"({"format": 1, "id": "broken", "title": {"en": "Broken"}, "questions": []})");
    file.close();
    m_window->loadBanks(BankLoader::builtInBankPaths() << broken);
    auto *library = m_window->findChild<LibraryPage *>();
    QVERIFY(library->card(u"parallelism"_s));
    QVERIFY(library->card(u"jax-gpu"_s));
    QVERIFY(!library->card(u"broken"_s));
    QTest::mouseClick(library->findChild<QPushButton *>(u"bankProblemsDetailsButton"_s),
                      Qt::LeftButton);
    auto *problems = library->findChild<QLabel *>(u"bankProblemsLabel"_s);
    QVERIFY(problems->isVisible());
    QVERIFY(problems->text().contains(u"broken.json"_s));
    QVERIFY(problems->text().contains(u"title.bn"_s));
    m_languages->setLanguage(Language::Bengali);
    settle();
    QVERIFY(problems->text().contains(u"বাংলা টেক্সট নেই বা ফাঁকা"_s));
}

void TestMainWindow::missingBengaliFontIsReportedInEnglishToo()
{
    // In Bengali the notice's own words would show as boxes: English comes
    // first, then the Bengali of scalestudy_bn.ts.
    m_languages->setLanguage(Language::Bengali);
    settle();
    m_window->reportFontCheck(MainWindow::FontCheck::BengaliFontMissing);
    auto *notices = m_window->findChild<NoticeBar *>();
    QVERIFY(notices->isVisible());
    QVERIFY(notices->text().startsWith(u"No Bengali font was found"_s));
    QVERIFY(notices->text().contains(u"কোনো বাংলা ফন্ট পাওয়া যায়নি"_s));
    // In English once, and only in English.
    m_languages->setLanguage(Language::English);
    settle();
    QCOMPARE(notices->text().count(u"No Bengali font"_s), 1);
    QVERIFY(!notices->text().contains(u"বাংলা"_s));
}

void TestMainWindow::missingBengaliFontIsReported()
{
    m_window->reportFontCheck(MainWindow::FontCheck::BengaliFontMissing);
    auto *notices = m_window->findChild<NoticeBar *>();
    QVERIFY(notices->isVisible());
    QVERIFY(notices->text().contains(u"No Bengali font"_s));
    QTest::mouseClick(notices->findChild<QToolButton *>(u"dismissNoticeButton"_s), Qt::LeftButton);
    QVERIFY(!notices->isVisible());
    startQuizFromCard(u"parallelism"_s, FeedbackMode::Immediate); // keeps working
}

void TestMainWindow::everyControlHasAnAccessibleName()
{
    startQuizFromCard(u"jax-gpu"_s, FeedbackMode::AtEnd);
    for (Language language : allLanguages) {
        m_languages->setLanguage(language);
        settle();
        for (QWidget *widget : m_window->findChildren<QWidget *>()) {
            if (!widget->isVisible() || widget->focusPolicy() == Qt::NoFocus)
                continue;
            if (!qobject_cast<QAbstractButton *>(widget) && !qobject_cast<QComboBox *>(widget))
                continue;
            const QString name = widget->accessibleName().isEmpty()
                                     ? qobject_cast<QAbstractButton *>(widget)
                                           ? qobject_cast<QAbstractButton *>(widget)->text()
                                           : QString()
                                     : widget->accessibleName();
            QVERIFY2(!name.isEmpty(), qPrintable(widget->objectName()));
        }
    }
    // Tab walks from the options to the buttons without getting stuck.
    QWidget *start = questionPage()->focusWidget();
    QSet<QWidget *> visited;
    for (int i = 0; i < 40; ++i) {
        visited.insert(QApplication::focusWidget());
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    }
    QVERIFY(visited.contains(start));
    QVERIFY(visited.contains(questionPage()->findChild<QPushButton *>(u"submitButton"_s)));
    QVERIFY(visited.contains(questionPage()->findChild<QPushButton *>(u"nextButton"_s)));
    QVERIFY(visited.contains(questionPage()->findChild<QListView *>(u"navigator"_s)));
}

void TestMainWindow::conceptButtonOpensChart()
{
    startQuizFromCard(u"parallelism"_s, FeedbackMode::Immediate);
    QuestionPage *page = questionPage();
    for (int position = 0; position < 3; ++position) {
        QTest::keyClick(page->focusWidget(),
                        Qt::Key(Qt::Key_1 + m_window->session()->correctSlot(position)));
        QTest::keyClick(page->focusWidget(), Qt::Key_Return);
        auto *conceptButton = page->findChild<QPushButton *>(u"conceptButton"_s);
        // parallelism-01 opens the training memory chart, -02 the sharding
        // one, -03 the pipeline bubbles.
        QVERIFY(conceptButton->isVisible());
        if (position < 2)
            QTest::keyClick(page->focusWidget(), Qt::Key_Return);
    }
    QTest::mouseClick(page->findChild<QPushButton *>(u"conceptButton"_s), Qt::LeftButton);
    QCOMPARE(currentPage()->objectName(), u"pipelinePage"_s);
    // Set up as the bank's "chart" for parallelism-03 says: naive, p = 4, one
    // batch, with the note on what a bubble is.
    QCOMPARE(currentPage()->findChild<QComboBox *>(u"scheduleCombo"_s)->currentText(),
             u"Naive (no micro-batching)"_s);
    QCOMPARE(currentPage()->findChild<QSpinBox *>(u"stagesSpin"_s)->value(), 4);
    QCOMPARE(currentPage()->findChild<QSpinBox *>(u"microBatchesSpin"_s)->value(), 1);
    QVERIFY(currentPage()->findChild<QLabel *>(u"focusNoteLabel"_s)->isVisible());
    // The note names the question: the third of the bank, by its title.
    const QString note = currentPage()->findChild<QLabel *>(u"focusNoteLabel"_s)->text();
    QVERIFY2(note.startsWith(u"From question 3 of “Model and pipeline parallelism”."_s),
             qPrintable(note));
    // And back to the same question.
    m_window->findChild<QAction *>(u"backToQuizAction"_s)->trigger();
    QCOMPARE(currentPage(), page);
    QCOMPARE(m_window->session()->currentPosition(), 2);
}

void TestMainWindow::optionsShowAndGradeTheShuffledText_data()
{
    QTest::addColumn<QString>("bankId");
    QTest::addColumn<bool>("bengali");
    QTest::addColumn<QString>("score");
    // Right on even positions, wrong on odd ones: 5 of 10 (50 %) and 9 of 18 (50 %).
    QTest::newRow("parallelism, English") << u"parallelism"_s << false << u"Score: 5 of 10 (50%)"_s;
    QTest::newRow("parallelism, Bengali") << u"parallelism"_s << true << u"স্কোর: ৫ / ১০ (৫০%)"_s;
    QTest::newRow("jax-gpu, English") << u"jax-gpu"_s << false << u"Score: 9 of 18 (50%)"_s;
    QTest::newRow("jax-gpu, Bengali") << u"jax-gpu"_s << true << u"স্কোর: ৯ / ১৮ (৫০%)"_s;
}

// Each option slot shows the bank text the attempt's shuffled order puts
// there, the answer is graded on that text, and the results page repeats both.
void TestMainWindow::optionsShowAndGradeTheShuffledText()
{
    QFETCH(QString, bankId);
    QFETCH(bool, bengali);
    QFETCH(QString, score);
    const QList<BankFileQuestion> bankQuestions = readBankFile(builtInBankPath(bankId));
    QVERIFY(!bankQuestions.isEmpty());
    m_languages->setLanguage(bengali ? Language::Bengali : Language::English);
    resumeAttemptWithKnownSeed(bankId, FeedbackMode::AtEnd);
    if (QTest::currentTestFailed())
        return;
    const QuizSession *session = m_window->session();
    QCOMPARE(session->questionCount(), int(bankQuestions.size()));
    const QStringList &labels = bengali ? bengaliOptionLabels : englishOptionLabels;
    QuestionPage *page = questionPage();

    QList<int> chosenSlots;
    QList<int> rightSlots;
    int movedAnswers = 0;
    for (int position = 0; position < session->questionCount(); ++position) {
        clickNavigator(page, position);
        QCOMPARE(session->currentPosition(), position);
        const BankFileQuestion *question = findQuestion(bankQuestions,
                                                        session->questionId(position));
        QVERIFY(question);
        const OptionOrder &order = session->optionOrder(position);
        for (int slot = 0; slot < fixtureOptions; ++slot) {
            const QString expected = readableText(
                question->option(order[std::size_t(slot)], bengali));
            QCOMPARE(optionTextAt(slot), expected);
            QCOMPARE(option(slot)->text(), labels.at(slot));
            QCOMPARE(option(slot)->accessibleName(), labels.at(slot) + u": "_s + expected);
        }
        // The right answer is wherever its text is shown.
        const QString rightText = readableText(question->option(question->answer, bengali));
        QList<int> showingRightText;
        for (int slot = 0; slot < fixtureOptions; ++slot) {
            if (optionTextAt(slot) == rightText)
                showingRightText << slot;
        }
        QCOMPARE(showingRightText.size(), 1);
        const int rightSlot = showingRightText.constFirst();
        movedAnswers += rightSlot != question->answer ? 1 : 0;
        // Wrong choices take the slot numbered like the bank's answer when it is
        // not the right one: a grader in bank order would call it right.
        const int wrongSlot = rightSlot != question->answer ? question->answer
                                                            : (rightSlot + 1) % fixtureOptions;
        const int chosen = position % 2 == 0 ? rightSlot : wrongSlot;
        QTest::mouseClick(option(chosen), Qt::LeftButton);
        QVERIFY(option(chosen)->isChecked());
        chosenSlots << chosen;
        rightSlots << rightSlot;
    }
    QVERIFY(movedAnswers > 0); // the seed was chosen for it

    QTest::mouseClick(page->findChild<QPushButton *>(u"submitButton"_s), Qt::LeftButton);
    auto *results = m_window->findChild<ResultsPage *>();
    QCOMPARE(currentPage(), results);
    settle();
    QCOMPARE(results->findChild<QLabel *>(u"scoreLabel"_s)->text(), score);
    const QString questionWord = bengali ? u"প্রশ্ন"_s : u"Question"_s;
    const QString correctWord = bengali ? u"সঠিক"_s : u"Correct"_s;
    const QString incorrectWord = bengali ? u"ভুল"_s : u"Incorrect"_s;
    const QString yourAnswer = bengali ? u"আপনার উত্তর:"_s : u"Your answer:"_s;
    const QString rightAnswer = bengali ? u"সঠিক উত্তর:"_s : u"Right answer:"_s;
    for (int position = 0; position < session->questionCount(); ++position) {
        const auto *entries = results->findChild<ResultsEntries *>();
        QVERIFY(entries->positions().contains(position));
        const QString text = entries->entryText(position).simplified();
        const BankFileQuestion *question = findQuestion(bankQuestions,
                                                        session->questionId(position));
        const OptionOrder &order = session->optionOrder(position);
        const int chosen = chosenSlots.at(position);
        const int right = rightSlots.at(position);
        const bool answeredRightly = position % 2 == 0;
        const QString heading = questionWord + u' ' + numberIn(position + 1, bengali) + u" — "_s
                                + (answeredRightly ? correctWord : incorrectWord);
        QVERIFY2(text.startsWith(heading), qPrintable(text));
        const QString chosenLine = yourAnswer + u' ' + labels.at(chosen) + u". "_s
                                   + readableText(
                                       question->option(order[std::size_t(chosen)], bengali));
        QVERIFY2(text.contains(chosenLine), qPrintable(chosenLine + u"\nin: "_s + text));
        const QString rightLine = rightAnswer + u' ' + labels.at(right) + u". "_s
                                  + readableText(question->option(question->answer, bengali));
        if (answeredRightly)
            QVERIFY2(!text.contains(rightAnswer), qPrintable(text));
        else
            QVERIFY2(text.contains(rightLine), qPrintable(rightLine + u"\nin: "_s + text));
        QVERIFY(
            showsIcon(entries->entryMark(position), answeredRightly ? correctIcon : incorrectIcon));
    }
}

void TestMainWindow::immediateFeedbackGradesTheShownText_data()
{
    QTest::addColumn<bool>("bengali");
    QTest::addColumn<bool>("chooseRight");
    QTest::addColumn<QString>("verdict"); // %1: the label of the slot showing the right answer
    QTest::addColumn<QString>("chosenMark");
    QTest::addColumn<QString>("rightMark"); // on the right answer's row when the choice was wrong
    QTest::newRow("right, English")
        << false << true << u"Correct."_s << u"Your answer: correct"_s << QString();
    QTest::newRow("wrong, English") << false << false << u"Incorrect. The right answer is %1."_s
                                    << u"Your answer: incorrect"_s << u"Right answer"_s;
    QTest::newRow("right, Bengali")
        << true << true << u"সঠিক।"_s << u"আপনার উত্তর: সঠিক"_s << QString();
    QTest::newRow("wrong, Bengali")
        << true << false << u"ভুল। সঠিক উত্তর %1।"_s << u"আপনার উত্তর: ভুল"_s << u"সঠিক উত্তর"_s;
}

void TestMainWindow::immediateFeedbackGradesTheShownText()
{
    QFETCH(bool, bengali);
    QFETCH(bool, chooseRight);
    QFETCH(QString, verdict);
    QFETCH(QString, chosenMark);
    QFETCH(QString, rightMark);
    const BankFileQuestion question = readBankFile(builtInBankPath(u"parallelism"_s)).value(0);
    m_languages->setLanguage(bengali ? Language::Bengali : Language::English);
    resumeAttemptWithKnownSeed(u"parallelism"_s, FeedbackMode::Immediate);
    if (QTest::currentTestFailed())
        return;
    QCOMPARE(m_window->session()->questionId(0), question.id);

    int rightSlot = -1;
    for (int slot = 0; slot < fixtureOptions; ++slot) {
        if (optionTextAt(slot) == readableText(question.option(question.answer, bengali))) {
            QCOMPARE(rightSlot, -1);
            rightSlot = slot;
        }
    }
    QVERIFY(rightSlot >= 0);
    QVERIFY(rightSlot != question.answer); // the seed was chosen for it
    // The wrong choice is the slot numbered like the bank's answer: a grader in
    // bank order would call it right.
    const int chosen = chooseRight ? rightSlot : question.answer;
    QuestionPage *page = questionPage();
    QTest::mouseClick(option(chosen), Qt::LeftButton);
    QTest::mouseClick(page->findChild<QPushButton *>(u"checkButton"_s), Qt::LeftButton);

    const QStringList &labels = bengali ? bengaliOptionLabels : englishOptionLabels;
    const QString expectedVerdict = verdict.contains(u"%1"_s) ? verdict.arg(labels.at(rightSlot))
                                                              : verdict;
    QCOMPARE(page->findChild<QLabel *>(u"verdictLabel"_s)->text(), expectedVerdict);
    QVERIFY(showsIcon(page->findChild<QLabel *>(u"verdictIcon"_s),
                      chooseRight ? correctIcon : incorrectIcon));
    for (int slot = 0; slot < fixtureOptions; ++slot) {
        auto *row = page->findChild<QWidget *>(u"optionRow%1"_s.arg(slot));
        auto *markText = row->findChild<QLabel *>(u"optionMarkText"_s);
        auto *markIcon = row->findChild<QLabel *>(u"optionMarkIcon"_s);
        const QByteArray where = "slot " + QByteArray::number(slot);
        if (slot == chosen) {
            QVERIFY2(markText->isVisible(), where);
            QCOMPARE(markText->text(), chosenMark);
            QVERIFY2(showsIcon(markIcon, chooseRight ? correctIcon : incorrectIcon), where);
        } else if (slot == rightSlot) {
            QVERIFY2(markText->isVisible(), where);
            QCOMPARE(markText->text(), rightMark);
            QVERIFY2(showsIcon(markIcon, correctIcon), where);
        } else {
            QVERIFY2(!markText->isVisible() && !markIcon->isVisible(), where);
        }
    }
    QCOMPARE(m_window->session()->score(), (Score{chooseRight ? 1 : 0, 10}));
}

void TestMainWindow::bengaliScreensShowNoLatin_data()
{
    QTest::addColumn<QString>("screen");
    QTest::newRow("library") << u"library"_s;
    QTest::newRow("question, immediate, answered wrongly") << u"immediate"_s;
    QTest::newRow("question, at end, navigator") << u"navigator"_s;
    QTest::newRow("results") << u"results"_s;
    QTest::newRow("results, only wrong answers") << u"onlyWrong"_s;
    QTest::newRow("pipeline chart") << u"pipeline"_s;
}

void TestMainWindow::bengaliScreensShowNoLatin()
{
    QFETCH(QString, screen);
    m_languages->setLanguage(Language::Bengali);
    settle();
    if (screen == u"pipeline"_s) {
        m_window->findChild<QAction *>(u"pipelineAction"_s)->trigger();
        QCOMPARE(currentPage()->objectName(), u"pipelinePage"_s);
    } else if (screen == u"immediate"_s) {
        startQuizFromCard(u"parallelism"_s, FeedbackMode::Immediate);
        QuestionPage *page = questionPage();
        QTest::keyClick(page->focusWidget(),
                        Qt::Key(Qt::Key_1 + (m_window->session()->correctSlot(0) + 1) % 4));
        QTest::keyClick(page->focusWidget(), Qt::Key_Return);
        QVERIFY(page->findChild<QLabel *>(u"verdictLabel"_s)->isVisible());
    } else if (screen != u"library"_s) {
        // jax-gpu has 18 questions: the navigator numbers run to two digits.
        startQuizFromCard(u"jax-gpu"_s, FeedbackMode::AtEnd);
        QuestionPage *page = questionPage();
        for (int position = 0; position < 12; ++position) {
            QTest::keyClick(page->focusWidget(), Qt::Key(Qt::Key_1 + position % 4));
            QTest::keyClick(page->focusWidget(), Qt::Key_PageDown);
        }
        const QAbstractItemModel *navigator = page->findChild<QListView *>(u"navigator"_s)->model();
        QCOMPARE(navigator->index(11, 0).data().toString(), u"১২ ✓"_s);
        QCOMPARE(navigator->index(16, 0).data().toString(), u"১৭"_s);
        if (screen != u"navigator"_s) {
            answerNextMessageBox(u"confirmSubmitButton"_s);
            QTest::mouseClick(page->findChild<QPushButton *>(u"submitButton"_s), Qt::LeftButton);
            QCOMPARE(currentPage(), m_window->findChild<ResultsPage *>());
            if (screen == u"onlyWrong"_s)
                QTest::mouseClick(currentPage()->findChild<QCheckBox *>(u"onlyWrongCheckBox"_s),
                                  Qt::LeftButton);
        }
    }
    settle();
    verifyNoLatinOnScreen();
}

void TestMainWindow::attemptThatNoLongerMatchesCannotResume_data()
{
    QTest::addColumn<bool>("bengali");
    QTest::addColumn<QString>("title");
    QTest::addColumn<QString>("message");
    QTest::newRow("English")
        << false << u"Cannot resume"_s
        << u"The saved attempt no longer matches this quiz (its questions have changed), so it "
           "cannot be resumed. Start the quiz again."_s;
    QTest::newRow("Bengali")
        << true << u"চালিয়ে যাওয়া যাচ্ছে না"_s
        << u"সংরক্ষিত চেষ্টাটি এই কুইজের সঙ্গে আর মেলে না (প্রশ্নগুলো বদলে গেছে), তাই যেখানে "
           "থেমেছিলেন সেখান থেকে চালানো যাবে না। কুইজটি নতুন করে শুরু করুন।"_s;
}

void TestMainWindow::attemptThatNoLongerMatchesCannotResume()
{
    QFETCH(bool, bengali);
    QFETCH(QString, title);
    QFETCH(QString, message);
    m_window.reset();
    // Progress format 1 (README): an attempt whose second question the bank no longer has.
    QFile file(progressPath());
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(
        R"({"format": 1, "quizzes": {"parallelism": {"best": null, "last": null, "lastWrong": [],
        "attempt": {"bank": "parallelism", "mode": "immediate", "seed": 7, "retry": false, "current": 1,
                    "submitted": false, "questions": [
            {"id": "parallelism-01", "order": [0, 1, 2, 3], "chosen": 0, "checked": true},
            {"id": "parallelism-99", "order": [3, 2, 1, 0], "chosen": -1, "checked": false}]}}}})");
    file.close();
    m_languages->setLanguage(bengali ? Language::Bengali : Language::English);
    makeWindow();
    auto resumeButton = [this] {
        return m_window->findChild<LibraryPage *>()
            ->card(u"parallelism"_s)
            ->findChild<QPushButton *>(u"resumeButton"_s);
    };
    QVERIFY(resumeButton()->isVisible());

    QString shownTitle;
    QString shownMessage;
    QTimer::singleShot(0, [&] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        QVERIFY(box);
        shownTitle = box->windowTitle();
        shownMessage = box->text();
        QTest::mouseClick(box->findChild<QPushButton *>(u"okButton"_s), Qt::LeftButton);
    });
    QTest::mouseClick(resumeButton(), Qt::LeftButton);
    QCOMPARE(shownTitle, title);
    QCOMPARE(shownMessage, message);
    QVERIFY(!m_window->session());
    QCOMPARE(currentPage(), m_window->findChild<LibraryPage *>());
    QVERIFY(!resumeButton()->isVisible());
    // The attempt is gone from the file too: a new window offers no Resume.
    m_window.reset();
    makeWindow();
    QVERIFY(!resumeButton()->isVisible());
    QVERIFY(resumeButton()->parentWidget()->findChild<QPushButton *>(u"startButton"_s)->isVisible());
}

void TestMainWindow::openQuestionBankFromTheMenu_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<bool>("loads");
    QTest::addColumn<QString>("title");
    QTest::addColumn<QStringList>("mentions"); // in the message or its details; %1: the file's path

    const QByteArray question = R"({"id": "mini-01", "prompt": {"en": "Which?", "bn": "কোনটি?"},
        "options": [{"en": "One", "bn": "এক"}, {"en": "Two", "bn": "দুই"}, {"en": "Three", "bn": "তিন"},
                    {"en": "Four", "bn": "চার"}],
        "answer": 1, "explanation": {"en": "Because.", "bn": "কারণ।"}})";
    QByteArray good = R"({"format": 1, "id": "mini", "title": {"en": "Mini quiz", "bn": "ছোট কুইজ"},
        "questions": [QUESTION]})";
    good.replace("QUESTION", question);
    QByteArray noBengaliOption = good;
    noBengaliOption.replace(R"({"en": "Three", "bn": "তিন"})", R"({"en": "Three"})");
    QByteArray takenId = good;
    takenId.replace(R"("id": "mini")", R"("id": "parallelism")");

    QTest::newRow("good bank") << good << true << u"Question bank loaded"_s
                               << QStringList{u"“Mini quiz” was added to the library."_s};
    // Problems name the file, the question and the field (README, bank format).
    QTest::newRow("option without Bengali")
        << noBengaliOption << false << u"Question bank not loaded"_s
        << QStringList{u"%1 has problems and was not loaded:"_s, u"%1: mini-01: options[2].bn: "_s};
    QTest::newRow("id already in the library")
        << takenId << false << u"Question bank not loaded"_s
        << QStringList{u"A quiz with the id \"parallelism\" is already in the library."_s};
    QTest::newRow("not JSON") << QByteArray("{ \"format\": 1,") << false
                              << u"Question bank not loaded"_s
                              << QStringList{u"%1: not valid JSON"_s};
}

// Ctrl+O opens the file dialog; the bank chosen there joins the library, or
// the learner is told what is wrong with it.
void TestMainWindow::openQuestionBankFromTheMenu()
{
    QFETCH(QByteArray, content);
    QFETCH(bool, loads);
    QFETCH(QString, title);
    QFETCH(QStringList, mentions);
    const QString path = m_dir->filePath(u"mini.json"_s);
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(content);
    file.close();
    auto *library = m_window->findChild<LibraryPage *>();
    const int cardsBefore = int(library->findChildren<QuizCard *>().size());
    // the built-in banks: the two seed quizzes and scaling-numbers
    const int builtInBanks = 3;
    QCOMPARE(int(m_window->banks().size()), builtInBanks);

    bool dialogSeen = false;
    QString shownTitle;
    QString shownMessage;
    QTimer::singleShot(0, [&] {
        auto *dialog = qobject_cast<QFileDialog *>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        dialogSeen = true;
        QCOMPARE(dialog->fileMode(), QFileDialog::ExistingFile);
        QTimer::singleShot(0, [&] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            QVERIFY(box);
            shownTitle = box->windowTitle();
            shownMessage = box->text() + u'\n' + box->informativeText();
            QTest::mouseClick(box->findChild<QPushButton *>(u"okButton"_s), Qt::LeftButton);
        });
        dialog->selectFile(path);
        static_cast<QDialog *>(dialog)->accept(); // QFileDialog makes accept() protected
    });
    QTest::keySequence(m_window.get(), QKeySequence(Qt::CTRL | Qt::Key_O));
    QVERIFY(dialogSeen);
    QCOMPARE(shownTitle, title);
    for (const QString &mention : mentions) {
        const QString expected = mention.contains(u"%1"_s)
                                     ? mention.arg(QDir::toNativeSeparators(path))
                                     : mention;
        QVERIFY2(shownMessage.contains(expected), qPrintable(expected + u"\nin: "_s + shownMessage));
    }
    QCOMPARE(currentPage(), library);
    QCOMPARE(int(library->findChildren<QuizCard *>().size()), cardsBefore + (loads ? 1 : 0));
    QCOMPARE(library->card(u"mini"_s) != nullptr, loads);
    QCOMPARE(int(m_window->banks().size()), builtInBanks + (loads ? 1 : 0));
    // An opened bank is back in the next session's library.
    m_window.reset();
    makeWindow();
    QCOMPARE(m_window->findChild<LibraryPage *>()->card(u"mini"_s) != nullptr, loads);
    QVERIFY(!m_window->findChild<QLabel *>(u"bankProblemsLabel"_s)->isVisible());
}

void TestMainWindow::closingSavesTheAttemptAndTheWindowGeometry()
{
    startQuizFromCard(u"parallelism"_s, FeedbackMode::AtEnd);
    QTest::keyClick(questionPage()->focusWidget(), Qt::Key_3);
    QTest::keyClick(questionPage()->focusWidget(), Qt::Key_PageDown);
    QTest::keyClick(questionPage()->focusWidget(), Qt::Key_2);
    // Answers are saved as they are given; take the file away to see that
    // closing writes the attempt again.
    QVERIFY(QFile::remove(progressPath()));
    m_window->resize(1234, 777);
    settle();
    const QSize size = m_window->size();
    QCOMPARE(size, QSize(1234, 777));
    QVERIFY(m_window->close());
    QVERIFY(QFile::exists(progressPath()));

    m_window = std::make_unique<MainWindow>(m_languages.get(), progressPath());
    m_window->loadBanks(BankLoader::builtInBankPaths());
    // The saved size comes back as far as the screen holds it (the offscreen
    // screen is smaller than 1234 pixels).
    const QSize restored = size.boundedTo(m_window->screen()->availableGeometry().size());
    QCOMPARE(m_window->size(), restored);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    QCOMPARE(m_window->size(), restored);
    QCOMPARE(currentPage(), questionPage()); // reopened on the attempt
    QCOMPARE(m_window->session()->mode(), FeedbackMode::AtEnd);
    QCOMPARE(m_window->session()->currentPosition(), 1);
    QCOMPARE(m_window->session()->chosenSlot(0), std::optional<int>(2));
    QCOMPARE(m_window->session()->chosenSlot(1), std::optional<int>(1));
}

// With an attempt in progress the card says how far it has come, Resume comes
// first and has the focus, and Enter on it resumes. No button of the library
// is drawn as the default: with two cards none is what Enter does for the
// whole page; Enter presses the focused one.
void TestMainWindow::resumeIsFirstAndNoButtonIsDefault()
{
    startQuizFromCard(u"parallelism"_s, FeedbackMode::Immediate);
    QTest::keyClick(questionPage()->focusWidget(), Qt::Key_2);
    m_window->showLibrary();
    auto *library = m_window->findChild<LibraryPage *>();
    auto *card = library->card(u"parallelism"_s);
    QPushButton *resume = card->resumeButton();
    QVERIFY(resume->isVisible());
    for (const QPushButton *button : library->findChildren<QPushButton *>())
        QVERIFY2(!button->isDefault(), qPrintable(button->objectName()));
    QVERIFY(resume->x() < card->startButton()->x());
    QCOMPARE(m_window->focusWidget(), resume);
    // One answer chosen of the quiz's questions (10 when this was written;
    // the count is the bank's, in each language's digits).
    const qsizetype count = m_window->session()->questionCount();
    const auto *facts = card->findChild<QLabel *>(u"cardFacts"_s);
    QVERIFY2(facts->text().contains(u"Attempt in progress: 1 of %1 questions answered"_s.arg(count)),
             qPrintable(facts->text()));
    m_languages->setLanguage(Language::Bengali);
    settle();
    const QString bengaliCount = QLocale(QLocale::Bengali, QLocale::Bangladesh).toString(count);
    QVERIFY2(facts->text().contains(
                 u"চেষ্টা চলছে: %1টি প্রশ্নের ১টির উত্তর দেওয়া হয়েছে"_s.arg(bengaliCount)),
             qPrintable(facts->text()));
    m_languages->setLanguage(Language::English);
    settle();
    // Enter on it resumes: the attempt goes on with its answer, none is abandoned.
    QTest::keyClick(resume, Qt::Key_Return);
    QCOMPARE(currentPage(), questionPage());
    QCOMPARE(m_window->session()->chosenSlot(0), std::optional<int>(1));
    ProgressStore store(progressPath());
    QCOMPARE(store.load().status, ProgressStore::LoadStatus::Loaded);
    QVERIFY(store.history().isEmpty());
}

// At 1920 px a card's description keeps to the reading column (75 average
// characters of its font, ui/widgets/readingcolumn.h) rather than the card's
// whole width; at 1024 px it still takes the room it has.
void TestMainWindow::cardTextsKeepToTheReadingColumn()
{
    m_window->resize(1920, 1080);
    settle();
    auto *card = m_window->findChild<LibraryPage *>()->card(u"jax-gpu"_s);
    const auto *description = card->findChild<QLabel *>(u"cardDescription"_s);
    QVERIFY(description->isVisible());
    const int column = description->fontMetrics().averageCharWidth() * 75;
    QVERIFY2(card->width() > column + 100, qPrintable(QString::number(card->width())));
    QVERIFY2(description->width() <= column,
             qPrintable(u"%1 > %2"_s.arg(description->width()).arg(column)));
    m_window->resize(1024, 600);
    settle();
    QVERIFY2(description->width() > card->width() / 2,
             qPrintable(QString::number(description->width())));
}

void TestMainWindow::startAgainAsksFirst_data()
{
    QTest::addColumn<bool>("bengali");
    QTest::addColumn<bool>("confirm");
    QTest::addColumn<QString>("startNewText");
    QTest::addColumn<QString>("keepText");
    QTest::newRow("English, confirmed")
        << false << true << u"Start a new attempt"_s << u"Keep the attempt"_s;
    QTest::newRow("English, Escape")
        << false << false << u"Start a new attempt"_s << u"Keep the attempt"_s;
    QTest::newRow("Bengali, confirmed")
        << true << true << u"নতুন চেষ্টা শুরু করুন"_s << u"চেষ্টাটি রাখুন"_s;
    QTest::newRow("Bengali, Escape") << true << false << u"নতুন চেষ্টা শুরু করুন"_s << u"চেষ্টাটি রাখুন"_s;
}

void TestMainWindow::startAgainAsksFirst()
{
    QFETCH(bool, bengali);
    QFETCH(bool, confirm);
    QFETCH(QString, startNewText);
    QFETCH(QString, keepText);
    startQuizFromCard(u"parallelism"_s, FeedbackMode::Immediate);
    QTest::keyClick(questionPage()->focusWidget(), Qt::Key_3);
    QTest::keyClick(questionPage()->focusWidget(), Qt::Key_Return); // checked
    const OptionOrder firstOrder = m_window->session()->optionOrder(0);
    m_window->showLibrary();
    m_languages->setLanguage(bengali ? Language::Bengali : Language::English);
    settle();

    QStringList buttonTexts;
    QTimer::singleShot(0, [&] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        QVERIFY(box);
        for (QAbstractButton *button : box->buttons())
            buttonTexts << button->text();
        if (confirm)
            QTest::mouseClick(box->findChild<QPushButton *>(u"startNewAttemptButton"_s),
                              Qt::LeftButton);
        else
            QTest::keyClick(box, Qt::Key_Escape);
    });
    auto *card = m_window->findChild<LibraryPage *>()->card(u"parallelism"_s);
    QTest::mouseClick(card->startButton(), Qt::LeftButton);
    buttonTexts.sort();
    QStringList expectedTexts{startNewText, keepText};
    expectedTexts.sort();
    QCOMPARE(buttonTexts, expectedTexts);

    // Read back from the file: what the next start would find.
    ProgressStore store(progressPath());
    QCOMPARE(store.load().status, ProgressStore::LoadStatus::Loaded);
    if (!confirm) {
        QCOMPARE(currentPage(), m_window->findChild<LibraryPage *>());
        QVERIFY(store.history().isEmpty());
        QVERIFY(card->resumeButton()->isVisible());
        QCOMPARE(m_window->session()->optionOrder(0), firstOrder);
        QCOMPARE(m_window->session()->answeredCount(), 1);
        return;
    }
    QCOMPARE(currentPage(), questionPage());
    QCOMPARE(m_window->session()->answeredCount(), 0);
    QCOMPARE(store.history().size(), 1);
    const AttemptRecord &abandoned = store.history().constFirst();
    QCOMPARE(abandoned.bankId, u"parallelism"_s);
    QCOMPARE(abandoned.end, AttemptRecord::End::Abandoned);
    QCOMPARE(abandoned.questions.size(), 10); // every question of the parallelism bank
    QVERIFY(abandoned.questions.at(0).result != QuestionOutcome::Result::Unanswered);
    // Key 3 chose the third option shown: its index in the bank is kept.
    QCOMPARE(abandoned.questions.at(0).chosenOption, firstOrder[2]);
    QCOMPARE(abandoned.questions.at(1).result, QuestionOutcome::Result::Unanswered);
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
