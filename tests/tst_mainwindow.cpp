// Drives the real main window: takes quizzes by keyboard and mouse, switches
// language mid-quiz, and restarts to check that progress comes back.

#include "bankloader.h"
#include "languagemanager.h"
#include "librarypage.h"
#include "mainwindow.h"
#include "noticebar.h"
#include "questionpage.h"
#include "quizcard.h"
#include "resultspage.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QListView>
#include <QMessageBox>
#include <QPushButton>
#include <QRadioButton>
#include <QRegularExpression>
#include <QSettings>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolButton>

using namespace Qt::StringLiterals;

namespace {

// Latin-script words allowed on screen in Bengali mode: names, acronyms,
// units and the language switch's own name for English.
const QSet<QString> allowedLatinWords{
    u"ScaleStudy"_s, u"JAX"_s, u"NVIDIA"_s, u"GPU"_s, u"GPUs"_s, u"CPU"_s, u"TPU"_s, u"XLA"_s,
    u"cuDNN"_s, u"NVLink"_s, u"NVSwitch"_s, u"Megatron"_s, u"LM"_s, u"GPipe"_s, u"PipeDream"_s,
    u"Orbax"_s, u"StableHLO"_s, u"NumPy"_s, u"Flax"_s, u"NNX"_s, u"AOT"_s, u"HBM"_s,
    u"English"_s, u"A100"_s, u"H100"_s, u"H200"_s, u"GB"_s, u"GiB"_s, u"MiB"_s, u"KiB"_s,
    u"MB"_s, u"Adam"_s, u"MLP"_s, u"Shoeybi"_s, u"Narayanan"_s, u"Python"_s, u"jaxlib"_s,
    u"CUDA"_s, u"Docker"_s, u"Ampere"_s, u"scikit"_s, u"learn"_s, u"OpenCV"_s, u"pandas"_s,
    u"Noto"_s, u"Sans"_s, u"Bengali"_s, u"Debian"_s, u"fonts"_s, u"noto"_s, u"core"_s,
    u"p"_s, u"m"_s, u"v"_s, u"r"_s, u"B"_s, u"N"_s, u"T"_s, u"S"_s, u"d"_s,
};

QString visibleText(const QWidget *widget)
{
    if (auto *label = qobject_cast<const QLabel *>(widget)) {
        QString text = label->text();
        // Code spans are allowed to stay in Latin script.
        text.remove(QRegularExpression(u"<code[^>]*>.*?</code>"_s));
        text.remove(QRegularExpression(u"<[^>]*>"_s));
        return text;
    }
    if (auto *button = qobject_cast<const QAbstractButton *>(widget))
        return button->text();
    if (auto *combo = qobject_cast<const QComboBox *>(widget))
        return combo->currentText();
    return {};
}

QStringList englishWordsOnScreen(const QWidget *window)
{
    QStringList offending;
    static const QRegularExpression word(u"[A-Za-z][A-Za-z0-9]*"_s);
    QList<const QWidget *> widgets{window};
    for (const QWidget *child : window->findChildren<QWidget *>())
        widgets << child;
    for (const QWidget *widget : widgets) {
        if (!widget->isVisible())
            continue;
        const QString text = visibleText(widget);
        for (auto it = word.globalMatch(text); it.hasNext();) {
            const QString found = it.next().captured();
            if (!allowedLatinWords.contains(found))
                offending << widget->objectName() + u": "_s + found + u" in \""_s + text.left(60) + u'"';
        }
    }
    return offending;
}

bool hasBengaliLetters(const QString &text)
{
    return std::any_of(text.begin(), text.end(),
                       [](QChar c) { return c.unicode() >= 0x0980 && c.unicode() <= 0x09FF; });
}

void settle()
{
    QCoreApplication::processEvents();
    QCoreApplication::processEvents();
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
    void switchLanguageKeepsAnswersAndScore();
    void languageMenuAndShortcut();
    void endModeNavigationAndSubmitConfirmation();
    void resultsFilterAndRetryWrong();
    void resumeAfterRestart();
    void retryWrongFromLibraryAfterRestart();
    void damagedProgressIsSetAsideAndReported();
    void damagedSettingsAreReported();
    void brokenBankDoesNotHideGoodOnes();
    void missingBengaliFontIsReported();
    void everyControlHasAnAccessibleName();
    void conceptButtonOpensChart();

private:
    void makeWindow();
    QuestionPage *questionPage() const { return m_window->findChild<QuestionPage *>(); }
    QWidget *currentPage() const { return m_window->findChild<QStackedWidget *>(u"pages"_s)->currentWidget(); }
    QRadioButton *option(int slot) const
    {
        return questionPage()->findChild<QRadioButton *>(u"optionRadio%1"_s.arg(slot));
    }
    void startQuizFromCard(const QString &bankId, FeedbackMode mode);

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<LanguageManager> m_languages;
    std::unique_ptr<MainWindow> m_window;
};

void TestMainWindow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(u"ScaleStudyTest"_s);
    QCoreApplication::setApplicationName(u"tst_mainwindow"_s);
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
    QCOMPARE(m_window->session()->score(), (Score{1, 8}));

    // The answer is locked once checked.
    QTest::keyClick(page->focusWidget(), Qt::Key(Qt::Key_1 + (right + 1) % 4));
    QCOMPARE(m_window->session()->chosenSlot(0), std::optional<int>(right));

    QTest::keyClick(page->focusWidget(), Qt::Key_Return); // next
    QCOMPARE(m_window->session()->currentPosition(), 1);
    QCOMPARE(page->findChild<QLabel *>(u"positionLabel"_s)->text(), u"Question 2 of 8"_s);
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
    const QString rightLabel = QStringList{u"A"_s, u"B"_s, u"C"_s, u"D"_s}.at(m_window->session()->correctSlot(0));
    QCOMPARE(verdict, u"Incorrect. The right answer is %1."_s.arg(rightLabel));
    // Right and wrong are marked by icon and words, not colour alone.
    auto *wrongMark = row->findChild<QLabel *>(u"optionMarkText"_s);
    QVERIFY(wrongMark->isVisible());
    QCOMPARE(wrongMark->text(), u"Your answer: incorrect"_s);
    QVERIFY(!row->findChild<QLabel *>(u"optionMarkIcon"_s)->pixmap().isNull());
    QCOMPARE(m_window->session()->score(), (Score{0, 8}));
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
    QCOMPARE(m_window->session()->score(), (Score{1, 8}));
    // Everything visible is Bengali now.
    QCOMPARE(page->findChild<QLabel *>(u"positionLabel"_s)->text(), u"প্রশ্ন ২ / ৮"_s);
    QCOMPARE(option(0)->text(), u"ক"_s);
    QCOMPARE(option(3)->text(), u"ঘ"_s);
    const QString bengaliPrompt = page->findChild<QLabel *>(u"promptLabel"_s)->text();
    QVERIFY(bengaliPrompt != englishPrompt);
    QVERIFY(hasBengaliLetters(bengaliPrompt));
    QCOMPARE(page->findChild<QPushButton *>(u"checkButton"_s)->text(), u"যাচাই করুন"_s);
    QVERIFY(hasBengaliLetters(m_window->windowTitle()));
    QVERIFY2(englishWordsOnScreen(m_window.get()).isEmpty(),
             qPrintable(englishWordsOnScreen(m_window.get()).join(u'\n')));

    // Check in Bengali, then on the results page too.
    QTest::keyClick(page->focusWidget(), Qt::Key_Return);
    QCOMPARE(page->findChild<QLabel *>(u"verdictLabel"_s)->text(),
             u"ভুল। সঠিক উত্তর %1।"_s.arg(QStringList{u"ক"_s, u"খ"_s, u"গ"_s, u"ঘ"_s}.at(
                 m_window->session()->correctSlot(1))));
    QVERIFY2(englishWordsOnScreen(m_window.get()).isEmpty(),
             qPrintable(englishWordsOnScreen(m_window.get()).join(u'\n')));

    m_languages->setLanguage(Language::English);
    settle();
    QCOMPARE(page->findChild<QLabel *>(u"positionLabel"_s)->text(), u"Question 2 of 8"_s);
    QCOMPARE(option(0)->text(), u"A"_s);
    QCOMPARE(m_window->session()->score(), (Score{1, 8}));
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
    QVERIFY2(englishWordsOnScreen(m_window.get()).isEmpty(),
             qPrintable(englishWordsOnScreen(m_window.get()).join(u'\n')));

    QTest::keySequence(m_window.get(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L));
    settle();
    QCOMPARE(m_languages->language(), Language::English);
    QCOMPARE(m_window->findChild<QLabel *>(u"libraryHeading"_s)->text(), u"Library"_s);
    QVERIFY(english->isChecked());
}

void TestMainWindow::endModeNavigationAndSubmitConfirmation()
{
    startQuizFromCard(u"jax-gpu"_s, FeedbackMode::AtEnd);
    QuestionPage *page = questionPage();
    QCOMPARE(m_window->session()->questionCount(), 17);
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
    QCOMPARE(navigator->model()->rowCount(), 17);
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
    QCOMPARE(m_window->session()->score(), (Score{2, 17}));
    QCOMPARE(m_window->findChild<QLabel *>(u"scoreLabel"_s)->text(), u"Score: 2 of 17 (12%)"_s);
}

void TestMainWindow::resultsFilterAndRetryWrong()
{
    startQuizFromCard(u"parallelism"_s, FeedbackMode::Immediate);
    QuestionPage *page = questionPage();
    // Right on odd positions, wrong on even ones: 4 right, 4 wrong.
    for (int position = 0; position < 8; ++position) {
        const int right = m_window->session()->correctSlot(position);
        QTest::keyClick(page->focusWidget(), Qt::Key(Qt::Key_1 + (position % 2 ? right : (right + 1) % 4)));
        QTest::keyClick(page->focusWidget(), Qt::Key_Return);
        QTest::keyClick(page->focusWidget(), Qt::Key_Return);
    }
    auto *results = m_window->findChild<ResultsPage *>();
    QCOMPARE(currentPage(), results);
    QCOMPARE(results->findChild<QLabel *>(u"scoreLabel"_s)->text(), u"Score: 4 of 8 (50%)"_s);
    auto entries = [results] {
        settle(); // new entries are shown by a queued call
        int visible = 0;
        for (QWidget *entry : results->findChildren<QWidget *>(QRegularExpression(u"^resultEntry\\d+$"_s)))
            visible += entry->isVisibleTo(results) ? 1 : 0;
        return visible;
    };
    QCOMPARE(entries(), 8);
    QTest::mouseClick(results->findChild<QCheckBox *>(u"onlyWrongCheckBox"_s), Qt::LeftButton);
    QCOMPARE(entries(), 4);

    QTest::mouseClick(results->findChild<QPushButton *>(u"retryWrongButton"_s), Qt::LeftButton);
    QCOMPARE(currentPage(), page);
    QVERIFY(m_window->session()->isRetry());
    QCOMPARE(m_window->session()->questionCount(), 4);
    QCOMPARE(m_window->session()->questionId(0), u"parallelism-01"_s);
    QCOMPARE(m_window->session()->questionId(3), u"parallelism-07"_s);
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
    auto *card = m_window->findChild<LibraryPage *>()->card(u"jax-gpu"_s);
    auto *resume = card->findChild<QPushButton *>(u"resumeButton"_s);
    QVERIFY(resume->isVisible());
    QTest::mouseClick(resume, Qt::LeftButton);
    QCOMPARE(currentPage(), questionPage());
    QCOMPARE(m_window->session()->currentPosition(), 1);
    QCOMPARE(m_window->session()->chosenSlot(0), std::optional<int>(2));
    QCOMPARE(m_window->session()->chosenSlot(1), std::optional<int>(1));
    QCOMPARE(m_window->session()->optionOrder(1), order);
    QVERIFY(option(1)->isChecked());
}

void TestMainWindow::retryWrongFromLibraryAfterRestart()
{
    auto retryButton = [this] {
        return m_window->findChild<LibraryPage *>()->card(u"parallelism"_s)->findChild<QPushButton *>(
            u"retryWrongButton"_s);
    };
    QVERIFY(!retryButton()->isVisible()); // nothing to retry yet

    startQuizFromCard(u"parallelism"_s, FeedbackMode::Immediate);
    QuestionPage *page = questionPage();
    // Wrong on questions 2 and 5 only.
    for (int position = 0; position < 8; ++position) {
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
    auto *facts = m_window->findChild<LibraryPage *>()->card(u"parallelism"_s)->findChild<QLabel *>(u"cardFacts"_s);
    QVERIFY(facts->text().contains(u"Best score: 6 of 8 (75%)"_s));
    // In Bengali the date has Bengali month name and digits, and no Latin AM/PM.
    m_languages->setLanguage(Language::Bengali);
    settle();
    QVERIFY2(englishWordsOnScreen(m_window.get()).isEmpty(),
             qPrintable(englishWordsOnScreen(m_window.get()).join(u'\n')));
    QVERIFY(facts->text().contains(u"সেরা স্কোর: ৬ / ৮ (৭৫%)"_s));
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
    m_window.reset();
    const QString path = QSettings().fileName();
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("[General\nlanguage=bn\n"); // the section header is never closed
    file.close();
    makeWindow();
    auto *notices = m_window->findChild<NoticeBar *>();
    QVERIFY(notices->isVisible());
    QVERIFY(notices->text().contains(u"Some settings"_s));
    QVERIFY(notices->text().contains(QFileInfo(path).fileName()));
    startQuizFromCard(u"parallelism"_s, FeedbackMode::Immediate); // and the app works
    QFile::remove(path);
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
    auto *problems = library->findChild<QLabel *>(u"bankProblemsLabel"_s);
    QVERIFY(problems->isVisible());
    QVERIFY(problems->text().contains(u"broken.json"_s));
    QVERIFY(problems->text().contains(u"title.bn"_s));
    m_languages->setLanguage(Language::Bengali);
    settle();
    QVERIFY(problems->text().contains(u"বাংলা টেক্সট নেই বা ফাঁকা"_s));
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
        QTest::keyClick(page->focusWidget(), Qt::Key(Qt::Key_1 + m_window->session()->correctSlot(position)));
        QTest::keyClick(page->focusWidget(), Qt::Key_Return);
        auto *conceptButton = page->findChild<QPushButton *>(u"conceptButton"_s);
        // parallelism-01 and -02 have no chart; -03 is about pipeline bubbles.
        QCOMPARE(conceptButton->isVisible(), position == 2);
        if (position < 2)
            QTest::keyClick(page->focusWidget(), Qt::Key_Return);
    }
    QTest::mouseClick(page->findChild<QPushButton *>(u"conceptButton"_s), Qt::LeftButton);
    QCOMPARE(currentPage()->objectName(), u"pipelinePage"_s);
    // And back to the same question.
    m_window->findChild<QAction *>(u"backToQuizAction"_s)->trigger();
    QCOMPARE(currentPage(), page);
    QCOMPARE(m_window->session()->currentPosition(), 2);
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
