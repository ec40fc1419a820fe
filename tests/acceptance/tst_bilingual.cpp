// Both languages on screen: the "show the other language" toggle and its
// peek key on the question, results, review, read-through and search's
// question pages, in either interface language,
// with the learner's focus and answer kept and the choice remembered; what a
// screen reader hears first; and glossary terms in question texts (prompt,
// explanation, why an option is wrong, results), which show their other form
// on hover and open their entry on a click. Expected texts
// are read straight from the bank and glossary files.

#include "core/bankloader.h"
#include "core/languagemanager.h"
#include "question/otherlanguageview.h"
#include "quiz/questionpage.h"
#include "quiz/resultsentries.h"
#include "quiz/resultspage.h"
#include "review/reviewpage.h"
#include "search/questionreadview.h"
#include "shell/mainwindow.h"
#include "support/plaintext.h"

#include <QAccessible>
#include <QAction>
#include <QApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QRadioButton>
#include <QRegularExpression>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextDocumentFragment>
#include <QToolTip>

#include <cstdlib>
#include <optional>

using namespace Qt::StringLiterals;

namespace {

// Bank text as a reader sees it: backticks only mark code.
QString readable(const QString &bankText)
{
    return QString(bankText).remove(u'`');
}

QJsonObject jsonObjectFrom(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(file.readAll()).object();
}

// A question of the built-in banks as its file writes it.
QJsonObject bankQuestion(const QString &id)
{
    for (const QString &path : BankLoader::builtInBankPaths()) {
        const QJsonArray questions = jsonObjectFrom(path).value(u"questions"_s).toArray();
        for (const QJsonValue &question : questions) {
            if (question.toObject().value(u"id"_s).toString() == id)
                return question.toObject();
        }
    }
    return {};
}

// The question's four options in one language, as a reader sees them, sorted.
QStringList sortedOptions(const QJsonObject &question, const QString &languageCode)
{
    QStringList options;
    for (const QJsonValue &option : question.value(u"options"_s).toArray())
        options << readable(option[languageCode].toString());
    options.sort();
    return options;
}

QJsonObject glossaryEntry(const QString &id)
{
    const QJsonArray entries
        = jsonObjectFrom(u":/glossary/glossary.json"_s).value(u"entries"_s).toArray();
    for (const QJsonValue &entry : entries) {
        if (entry.toObject().value(u"id"_s).toString() == id)
            return entry.toObject();
    }
    return {};
}

QString code(Language language)
{
    return language == Language::Bengali ? u"bn"_s : u"en"_s;
}

// Languages name themselves on screen.
QString nameOf(Language language)
{
    return language == Language::Bengali ? u"বাংলা"_s : u"English"_s;
}

Language otherThan(Language language)
{
    return language == Language::Bengali ? Language::English : Language::Bengali;
}

// Where a widget is on screen, to compare which is above which.
int screenY(const QWidget *widget)
{
    return widget->mapToGlobal(QPoint()).y();
}

// The pages other than the question page that show a question's texts, and
// the object names of those texts on each.
enum class ReadingPage { ReadThrough, FlaggedReview, SearchedQuestion };

struct PageTexts
{
    QString prompt, otherPrompt, otherExplanation;
    QString otherOption; // %1: the slot
};

PageTexts textsOf(ReadingPage page)
{
    if (page == ReadingPage::SearchedQuestion)
        return {u"readPrompt"_s, u"readOtherPrompt"_s, u"readOtherExplanation"_s, u"readOption%1"_s};
    return {u"reviewPrompt"_s, u"reviewOtherPrompt"_s, u"reviewOtherFeedback"_s,
            u"reviewOption%1"_s};
}

void sendKey(QWidget *to, QEvent::Type type, bool autoRepeat)
{
    QKeyEvent event(type, Qt::Key_F4, Qt::NoModifier, QString(), autoRepeat);
    QApplication::sendEvent(to, &event);
}

} // namespace

class TestBilingual : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void toggleShowsTheOtherLanguage_data();
    void toggleShowsTheOtherLanguage();
    void screenReaderHearsTheCurrentLanguageFirst_data();
    void screenReaderHearsTheCurrentLanguageFirst();
    void choiceIsRememberedAcrossWindowsAndSwitches();
    void peekShowsWhileHeld();
    void placeIsKept();
    void resultsShowTheOtherLanguage_data();
    void resultsShowTheOtherLanguage();
    void termHoverAndClick_data();
    void termHoverAndClick();
    void readingPagesShowTheOtherLanguage_data();
    void readingPagesShowTheOtherLanguage();
    void termLinksBeyondThePrompt_data();
    void termLinksBeyondThePrompt();

private:
    // Opens the page; the question it shows is returned through questionId.
    void openReadingPage(ReadingPage page, QString *questionId);
    // Hovers over the label's first glossary link, checks the tooltip against
    // the glossary file, clicks it and checks that its entry opened.
    void checkTermLink(QLabel *label, Language language);
    void checkResultsTermLink(ResultsEntries *list, Language language);
    void checkOtherLanguageIsQuieter(QTextBrowser *view, const QString &otherText);
    QWidget *currentPage() const;
    void makeWindow(Language language);
    void startQuiz(FeedbackMode mode);
    QuestionPage *page() const { return m_window->findChild<QuestionPage *>(); }
    // Where a learner's key goes: the page's focused widget (a focused button
    // takes Enter for itself), or the page.
    QWidget *keyTarget() const { return page()->focusWidget() ? page()->focusWidget() : page(); }
    QLabel *label(const QString &name) const { return page()->findChild<QLabel *>(name); }
    QAction *toggle() const { return m_window->findChild<QAction *>(u"otherLanguageAction"_s); }
    QJsonObject currentQuestion() const;

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<LanguageManager> m_languages;
    std::unique_ptr<MainWindow> m_window;
};

void TestBilingual::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(u"ScaleStudyTest"_s);
    QCoreApplication::setApplicationName(u"tst_bilingual"_s);
}

void TestBilingual::init()
{
    QSettings().clear();
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

void TestBilingual::cleanup()
{
    m_window.reset();
    m_languages.reset();
}

void TestBilingual::makeWindow(Language language)
{
    m_window.reset();
    m_languages = std::make_unique<LanguageManager>();
    m_languages->setLanguage(language);
    m_window = std::make_unique<MainWindow>(m_languages.get(), m_dir->filePath(u"progress.json"_s));
    m_window->loadBanks(BankLoader::builtInBankPaths());
    m_window->resize(1024, 600);
    m_window->show();
    QApplication::setActiveWindow(m_window.get());
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
}

void TestBilingual::startQuiz(FeedbackMode mode)
{
    m_window->startQuiz(u"parallelism"_s, mode);
    QVERIFY(page()->isVisible());
}

QJsonObject TestBilingual::currentQuestion() const
{
    const QuizSession *session = m_window->session();
    return bankQuestion(session->questionId(session->currentPosition()));
}

void TestBilingual::toggleShowsTheOtherLanguage_data()
{
    QTest::addColumn<Language>("language");
    QTest::newRow("English interface") << Language::English;
    QTest::newRow("Bengali interface") << Language::Bengali;
}

void TestBilingual::toggleShowsTheOtherLanguage()
{
    QFETCH(Language, language);
    const Language other = otherThan(language);
    makeWindow(language);
    startQuiz(FeedbackMode::Immediate);
    const QJsonObject question = currentQuestion();
    QVERIFY(!question.isEmpty());

    QTest::keyClick(page(), Qt::Key_3);
    auto *chosen = page()->findChild<QRadioButton *>(u"optionRadio2"_s);
    QVERIFY(chosen->isChecked());
    QWidget *focus = QApplication::focusWidget();
    QVERIFY(focus && page()->isAncestorOf(focus));
    QVERIFY(!label(u"otherPromptLabel"_s)->isVisible());

    QTest::keyClick(QApplication::focusWidget(), Qt::Key_O, Qt::ControlModifier | Qt::ShiftModifier);
    QVERIFY(toggle()->isChecked());

    // The prompt in the other language, named in it, under the current one.
    QLabel *otherPrompt = label(u"otherPromptLabel"_s);
    QVERIFY(otherPrompt->isVisible());
    const QString otherPromptText = plain(otherPrompt->text());
    QVERIFY2(otherPromptText.startsWith(nameOf(other)), qPrintable(otherPromptText));
    QVERIFY2(otherPromptText.contains(readable(question.value(u"prompt"_s)[code(other)].toString())),
             qPrintable(otherPromptText));
    QVERIFY(otherPrompt->y() > label(u"promptLabel"_s)->y());

    // Each option in the other language under it: the four are the file's four.
    QStringList shownOptions;
    for (int slot = 0; slot < 4; ++slot) {
        auto *row = page()->findChild<QWidget *>(u"optionRow%1"_s.arg(slot));
        auto *otherOption = row->findChild<QLabel *>(u"optionOtherText"_s);
        QVERIFY(otherOption->isVisible());
        QString text = plain(otherOption->text());
        QVERIFY(text.startsWith(nameOf(other)));
        shownOptions << text.sliced(nameOf(other).size()).trimmed();
    }
    QStringList fileOptions;
    for (const QJsonValue &option : question.value(u"options"_s).toArray())
        fileOptions << readable(option[code(other)].toString());
    shownOptions.sort();
    fileOptions.sort();
    QCOMPARE(shownOptions, fileOptions);

    // The learner's focus and answer are where they were.
    QCOMPARE(QApplication::focusWidget(), focus);
    QVERIFY(chosen->isChecked());

    // Checking shows the explanation in both languages.
    QTest::keyClick(page(), Qt::Key_Return);
    QLabel *otherExplanation = label(u"otherExplanationLabel"_s);
    QVERIFY(otherExplanation->isVisible());
    QVERIFY(plain(otherExplanation->text())
                .contains(readable(question.value(u"explanation"_s)[code(other)].toString())));

    // Off again: the other language goes, the current one stays.
    toggle()->trigger();
    QVERIFY(!otherPrompt->isVisible());
    QVERIFY(!otherExplanation->isVisible());
    QVERIFY(plain(label(u"promptLabel"_s)->text())
                .contains(readable(question.value(u"prompt"_s)[code(language)].toString())));
}

void TestBilingual::screenReaderHearsTheCurrentLanguageFirst_data()
{
    toggleShowsTheOtherLanguage_data();
}

void TestBilingual::screenReaderHearsTheCurrentLanguageFirst()
{
    QFETCH(Language, language);
    const Language other = otherThan(language);
    makeWindow(language);
    toggle()->trigger();
    startQuiz(FeedbackMode::Immediate);
    const QJsonObject question = currentQuestion();

    // An option is heard as "A: current text. English: other text".
    auto *radio = page()->findChild<QRadioButton *>(u"optionRadio0"_s);
    const QString heard = QAccessible::queryAccessibleInterface(radio)->text(QAccessible::Name);
    QStringList current, others;
    for (const QJsonValue &option : question.value(u"options"_s).toArray()) {
        current << readable(option[code(language)].toString());
        others << readable(option[code(other)].toString());
    }
    const auto at = [&heard](const QStringList &texts) {
        for (const QString &text : texts) {
            if (heard.contains(text))
                return heard.indexOf(text);
        }
        return qsizetype(-1);
    };
    const qsizetype currentAt = at(current);
    const qsizetype otherAt = heard.indexOf(nameOf(other) + u": "_s);
    QVERIFY2(currentAt >= 0 && otherAt > currentAt, qPrintable(heard));
    QVERIFY2(at(others) > otherAt, qPrintable(heard));

    // The other prompt comes after the prompt among the page's accessible children.
    QLabel *prompt = label(u"promptLabel"_s);
    QLabel *otherPrompt = label(u"otherPromptLabel"_s);
    QAccessibleInterface *parent = QAccessible::queryAccessibleInterface(prompt)->parent();
    QCOMPARE(QAccessible::queryAccessibleInterface(otherPrompt)->parent(), parent);
    QVERIFY(parent->indexOfChild(QAccessible::queryAccessibleInterface(prompt))
            < parent->indexOfChild(QAccessible::queryAccessibleInterface(otherPrompt)));
    QCOMPARE(QAccessible::queryAccessibleInterface(otherPrompt)->text(QAccessible::Name),
             nameOf(other) + u": "_s
                 + readable(question.value(u"prompt"_s)[code(other)].toString()));
}

void TestBilingual::choiceIsRememberedAcrossWindowsAndSwitches()
{
    makeWindow(Language::English);
    QVERIFY(!toggle()->isChecked());
    toggle()->trigger();
    QCOMPARE(QSettings().value(QString::fromLatin1(OtherLanguageView::settingsKey)).toBool(), true);

    makeWindow(Language::English); // a restart
    QVERIFY(toggle()->isChecked());
    startQuiz(FeedbackMode::Immediate);
    const QJsonObject question = currentQuestion();
    QVERIFY(label(u"otherPromptLabel"_s)->isVisible());
    QVERIFY(plain(label(u"otherPromptLabel"_s)->text())
                .contains(readable(question.value(u"prompt"_s)[u"bn"_s].toString())));

    // After a language switch (delivered as a posted event) the other
    // language is the one just left.
    m_languages->toggle();
    QTRY_VERIFY(plain(label(u"otherPromptLabel"_s)->text())
                    .contains(readable(question.value(u"prompt"_s)[u"en"_s].toString())));
    QVERIFY(toggle()->isChecked());
    QVERIFY(label(u"otherPromptLabel"_s)->isVisible());
    QVERIFY(plain(label(u"promptLabel"_s)->text())
                .contains(readable(question.value(u"prompt"_s)[u"bn"_s].toString())));

    toggle()->trigger();
    makeWindow(Language::English);
    QVERIFY(!toggle()->isChecked());
}

void TestBilingual::peekShowsWhileHeld()
{
    makeWindow(Language::Bengali);
    startQuiz(FeedbackMode::Immediate);
    QLabel *otherPrompt = label(u"otherPromptLabel"_s);
    QWidget *focus = QApplication::focusWidget();
    QVERIFY(focus && page()->isAncestorOf(focus));
    QVERIFY(!otherPrompt->isVisible());

    sendKey(focus, QEvent::KeyPress, false);
    QVERIFY(otherPrompt->isVisible());
    QVERIFY(plain(otherPrompt->text()).startsWith(u"English"_s));
    // Held: the key repeats as release and press pairs, which change nothing.
    for (int repeat = 0; repeat < 3; ++repeat) {
        sendKey(focus, QEvent::KeyRelease, true);
        sendKey(focus, QEvent::KeyPress, true);
        QVERIFY(otherPrompt->isVisible());
    }
    sendKey(focus, QEvent::KeyRelease, false);
    QVERIFY(!otherPrompt->isVisible());
    QVERIFY(!toggle()->isChecked());
    QCOMPARE(QApplication::focusWidget(), focus);
    QVERIFY(!QSettings().value(QString::fromLatin1(OtherLanguageView::settingsKey)).toBool());
}

void TestBilingual::placeIsKept()
{
    // On the results (long enough to scroll at any size), the entry at the
    // top of the view stays there while the entries above it grow.
    makeWindow(Language::English);
    startQuiz(FeedbackMode::Immediate);
    for (int position = 0; position < m_window->session()->questionCount(); ++position) {
        QTest::keyClick(keyTarget(), Qt::Key_1);
        QTest::keyClick(keyTarget(), Qt::Key_Return);
        QTest::keyClick(keyTarget(), Qt::Key_Return);
    }
    auto *results = m_window->findChild<ResultsPage *>();
    QTRY_VERIFY(results->isVisible());
    auto *entries = results->findChild<ResultsEntries *>();
    QVERIFY(entries->positions().contains(3));
    QScrollBar *bar = entries->view()->verticalScrollBar();
    QTRY_VERIFY(bar->maximum() > bar->value() + entries->entryRect(3).top());
    const int entryTop = bar->value() + entries->entryRect(3).top();
    bar->setValue(entryTop);
    QCOMPARE(entries->entryRect(3).top(), 0);
    const int valueBefore = bar->value();

    toggle()->trigger();
    QVERIFY(bar->value() > valueBefore);
    QCOMPARE(entries->entryRect(3).top(), 0);
}

void TestBilingual::resultsShowTheOtherLanguage_data()
{
    toggleShowsTheOtherLanguage_data();
}

void TestBilingual::resultsShowTheOtherLanguage()
{
    QFETCH(Language, language);
    const Language other = otherThan(language);
    makeWindow(language);
    startQuiz(FeedbackMode::Immediate);
    const QuizSession *session = m_window->session();
    // The first answer wrong (every wrong option of this bank says why), the others A.
    const int wrong = (session->correctSlot(0) + 1) % 4;
    const int wrongOption = session->optionOrder(0)[std::size_t(wrong)];
    for (int position = 0; position < session->questionCount(); ++position) {
        QTest::keyClick(keyTarget(), Qt::Key(Qt::Key_1 + (position == 0 ? wrong : 0)));
        QTest::keyClick(keyTarget(), Qt::Key_Return);
        QTest::keyClick(keyTarget(), Qt::Key_Return);
    }
    auto *results = m_window->findChild<ResultsPage *>();
    QVERIFY(results->isVisible());
    auto *entries = results->findChild<ResultsEntries *>();
    const QJsonObject question = bankQuestion(session->questionId(0));
    const QString otherPrompt = readable(question.value(u"prompt"_s)[code(other)].toString());
    QVERIFY(!entries->entryText(0).contains(otherPrompt));

    toggle()->trigger();
    const QString shown = entries->entryText(0);
    // Beneath the current language's text, led by the other language's name.
    const qsizetype otherStart = shown.indexOf(nameOf(other));
    QVERIFY2(otherStart > 0, qPrintable(shown));
    const QString otherText = shown.sliced(otherStart);
    QVERIFY(otherText.contains(otherPrompt));
    QVERIFY(otherText.contains(readable(question.value(u"explanation"_s)[code(other)].toString())));
    const QString why = readable(
        question.value(u"options"_s)[wrongOption][u"feedback"_s][code(other)].toString());
    QVERIFY(!why.isEmpty());
    QVERIFY2(otherText.contains(why), qPrintable(otherText));
    QVERIFY(shown.startsWith(language == Language::English ? u"Question 1"_s : u"প্রশ্ন ১"_s));
    checkOtherLanguageIsQuieter(entries->view(), otherPrompt);

    toggle()->trigger();
    QVERIFY(!entries->entryText(0).contains(otherPrompt));
    QVERIFY(entries->entryText(0).startsWith(language == Language::English ? u"Question 1"_s
                                                                           : u"প্রশ্ন ১"_s));
}

void TestBilingual::termHoverAndClick_data()
{
    toggleShowsTheOtherLanguage_data();
}

void TestBilingual::termHoverAndClick()
{
    QFETCH(Language, language);
    const Language other = otherThan(language);
    makeWindow(language);
    startQuiz(FeedbackMode::AtEnd);
    // The first question whose prompt links a glossary term.
    QLabel *prompt = label(u"promptLabel"_s);
    static const QRegularExpression link(u"href=\"glossary:([^\"]+)\""_s);
    for (int step = 0;
         step < m_window->session()->questionCount() && !link.match(prompt->text()).hasMatch();
         ++step)
        QTest::keyClick(page(), Qt::Key_PageDown);
    const QString entryId = link.match(prompt->text()).captured(1);
    QVERIFY2(!entryId.isEmpty(), "no question of the bank links a term in its prompt");
    const QJsonObject entry = glossaryEntry(entryId);
    QVERIFY(!entry.isEmpty());

    // Move the mouse over the prompt until the term's tooltip shows.
    QToolTip::hideText();
    QPoint over;
    for (int y = 2; y < prompt->height() && over.isNull(); y += 4) {
        for (int x = 2; x < prompt->width() && over.isNull(); x += 6) {
            QTest::mouseMove(prompt, QPoint(x, y));
            if (QToolTip::isVisible())
                over = QPoint(x, y);
        }
    }
    QVERIFY2(!over.isNull(), "no tooltip over the prompt's terms");
    const QString tip = plain(QToolTip::text());
    QVERIFY2(tip.contains(entry.value(u"term"_s)[code(other)].toString()), qPrintable(tip));
    QVERIFY2(tip.contains(nameOf(other)), qPrintable(tip));
    const QString definition = readable(entry.value(u"definition"_s)[code(language)].toString());
    QVERIFY2(tip.contains(definition), qPrintable(tip));

    // A click opens that entry on the glossary page.
    QTest::mouseClick(prompt, Qt::LeftButton, {}, over);
    auto *pages = m_window->findChild<QStackedWidget *>(u"pages"_s);
    QCOMPARE(pages->currentWidget()->objectName(), u"glossaryPage"_s);
    auto *term = pages->currentWidget()->findChild<QLabel *>(u"glossaryTerm"_s);
    QCOMPARE(term->text(), entry.value(u"term"_s)[code(language)].toString());
}

QWidget *TestBilingual::currentPage() const
{
    return m_window->findChild<QStackedWidget *>(u"pages"_s)->currentWidget();
}

void TestBilingual::openReadingPage(ReadingPage page, QString *questionId)
{
    if (page == ReadingPage::SearchedQuestion) {
        // The question found for a word of its Bengali text (not a glossary
        // term, so the first result is a question), opened from the keyboard.
        m_window->findChild<QAction *>(u"searchAction"_s)->trigger();
        auto *query = currentPage()->findChild<QLineEdit *>(u"searchQuery"_s);
        QVERIFY(query && query->hasFocus());
        auto *status = currentPage()->findChild<QLabel *>(u"searchStatus"_s);
        const QString before = status->text();
        // One character at a time: QTest::keyClicks sends only Latin-1.
        for (QChar c : u"অনিচ্ছাকৃত"_s)
            QTest::sendKeyEvent(QTest::Click, query, Qt::Key_unknown, QString(c), Qt::NoModifier);
        QVERIFY(QTest::qWaitFor([&] { return status->text() != before; }));
        QTest::keyClick(query, Qt::Key_Return);
        auto *view = currentPage()->findChild<QuestionReadView *>();
        QTRY_VERIFY(view->isVisible());
        *questionId = view->questionId();
        return;
    }
    m_window->findChild<QAction *>(u"readThrough-parallelism"_s)->trigger();
    auto *review = m_window->findChild<ReviewPage *>();
    QVERIFY(review && review->isVisible());
    QCOMPARE(review->mode(), ReviewPage::Mode::ReadThrough);
    if (page == ReadingPage::FlaggedReview) {
        QTest::keyClick(review, Qt::Key_D, Qt::ControlModifier);
        m_window->findChild<QAction *>(u"reviewFlaggedAction"_s)->trigger();
        QCOMPARE(review->mode(), ReviewPage::Mode::Flagged);
        QCOMPARE(review->itemCount(), 1);
    }
    *questionId = review->currentItem().questionId;
}

void TestBilingual::readingPagesShowTheOtherLanguage_data()
{
    QTest::addColumn<ReadingPage>("readingPage");
    QTest::addColumn<Language>("language");
    QTest::newRow("read-through, English") << ReadingPage::ReadThrough << Language::English;
    QTest::newRow("read-through, Bengali") << ReadingPage::ReadThrough << Language::Bengali;
    QTest::newRow("flagged review, English") << ReadingPage::FlaggedReview << Language::English;
    QTest::newRow("flagged review, Bengali") << ReadingPage::FlaggedReview << Language::Bengali;
    QTest::newRow("searched question, English")
        << ReadingPage::SearchedQuestion << Language::English;
    QTest::newRow("searched question, Bengali")
        << ReadingPage::SearchedQuestion << Language::Bengali;
}

void TestBilingual::readingPagesShowTheOtherLanguage()
{
    QFETCH(ReadingPage, readingPage);
    QFETCH(Language, language);
    const Language other = otherThan(language);
    makeWindow(language);
    QString questionId;
    openReadingPage(readingPage, &questionId);
    if (QTest::currentTestFailed())
        return;
    const QJsonObject question = bankQuestion(questionId);
    QVERIFY2(!question.isEmpty(), qPrintable(questionId));
    QWidget *page = currentPage();
    const PageTexts names = textsOf(readingPage);
    auto *prompt = page->findChild<QLabel *>(names.prompt);
    auto *otherPrompt = page->findChild<QLabel *>(names.otherPrompt);
    QVERIFY(prompt && otherPrompt);
    QVERIFY(!otherPrompt->isVisible());
    QWidget *focus = QApplication::focusWidget();
    QVERIFY(focus && (focus == page || page->isAncestorOf(focus)));

    QTest::keyClick(focus, Qt::Key_O, Qt::ControlModifier | Qt::ShiftModifier);
    QVERIFY(toggle()->isChecked());
    QCOMPARE(QApplication::focusWidget(), focus);

    // The prompt in the other language, named in it, under the current one.
    QVERIFY(otherPrompt->isVisible());
    QString shown = plain(otherPrompt->text());
    QVERIFY2(shown.startsWith(nameOf(other)), qPrintable(shown));
    QVERIFY2(shown.contains(readable(question.value(u"prompt"_s)[code(other)].toString())),
             qPrintable(shown));
    QVERIFY(plain(prompt->text())
                .contains(readable(question.value(u"prompt"_s)[code(language)].toString())));
    QVERIFY(screenY(otherPrompt) > screenY(prompt));
    QCOMPARE(QAccessible::queryAccessibleInterface(otherPrompt)->text(QAccessible::Name),
             nameOf(other) + u": "_s
                 + readable(question.value(u"prompt"_s)[code(other)].toString()));

    // Each option in the other language under it, the four the file's four;
    // a screen reader hears the option, then the other language's, named.
    QStringList shownOptions;
    for (int slot = 0; slot < 4; ++slot) {
        auto *holder = page->findChild<QWidget *>(names.otherOption.arg(slot));
        QVERIFY(holder);
        auto *otherOption = qobject_cast<QLabel *>(holder);
        if (!otherOption)
            otherOption = holder->findChild<QLabel *>(u"optionOtherText"_s);
        QVERIFY(otherOption && otherOption->isVisible());
        const QString text = plain(otherOption->text());
        QVERIFY(text.startsWith(nameOf(other)));
        shownOptions << text.sliced(nameOf(other).size()).trimmed();
    }
    QCOMPARE(shownOptions.size(), 4);
    shownOptions.sort();
    QCOMPARE(shownOptions, sortedOptions(question, code(other)));
    for (QRadioButton *radio : page->findChildren<QRadioButton *>()) {
        if (!radio->objectName().contains(u"ption"_s) || !radio->isVisible())
            continue;
        const QString heard = QAccessible::queryAccessibleInterface(radio)->text(QAccessible::Name);
        const qsizetype otherAt = heard.indexOf(nameOf(other) + u": "_s);
        QVERIFY2(otherAt > 0, qPrintable(heard));
        bool currentFirst = false;
        for (const QString &option : sortedOptions(question, code(language)))
            currentFirst = currentFirst || heard.left(otherAt).contains(option);
        QVERIFY2(currentFirst, qPrintable(heard));
    }

    // The explanation in both languages (a review shows it once checked).
    if (readingPage == ReadingPage::FlaggedReview) {
        QTest::keyClick(page, Qt::Key_1);
        QTest::keyClick(page, Qt::Key_Return);
    }
    auto *otherExplanation = page->findChild<QLabel *>(names.otherExplanation);
    QVERIFY(otherExplanation && otherExplanation->isVisible());
    QVERIFY(plain(otherExplanation->text())
                .contains(readable(question.value(u"explanation"_s)[code(other)].toString())));

    // After a language switch the other language is the one just left, still shown.
    m_languages->toggle();
    QTRY_VERIFY(plain(otherPrompt->text())
                    .contains(readable(question.value(u"prompt"_s)[code(language)].toString())));
    QVERIFY(toggle()->isChecked());
    QVERIFY(otherPrompt->isVisible());
    QVERIFY(plain(prompt->text())
                .contains(readable(question.value(u"prompt"_s)[code(other)].toString())));
    m_languages->toggle();
    QTRY_VERIFY(plain(prompt->text())
                    .contains(readable(question.value(u"prompt"_s)[code(language)].toString())));

    // Off: only the current language; a held F4 shows the other for a moment.
    toggle()->trigger();
    QVERIFY(!otherPrompt->isVisible());
    QVERIFY(!otherExplanation->isVisible());
    focus = QApplication::focusWidget();
    sendKey(focus, QEvent::KeyPress, false);
    QVERIFY(otherPrompt->isVisible());
    QVERIFY(plain(otherPrompt->text()).startsWith(nameOf(other)));
    sendKey(focus, QEvent::KeyRelease, false);
    QVERIFY(!otherPrompt->isVisible());
    QVERIFY(!toggle()->isChecked());
    QCOMPARE(QApplication::focusWidget(), focus);
}

void TestBilingual::checkTermLink(QLabel *label, Language language)
{
    static const QRegularExpression link(u"href=\"glossary:([^\"]+)\""_s);
    const QString entryId = link.match(label->text()).captured(1);
    QVERIFY2(!entryId.isEmpty(), qPrintable(label->objectName() + u" links no term"_s));
    const QJsonObject entry = glossaryEntry(entryId);
    QVERIFY(!entry.isEmpty());
    const Language other = otherThan(language);

    // In sight, where the mouse can reach it; then move the mouse over it
    // until a term's tooltip shows.
    for (QWidget *parent = label->parentWidget(); parent; parent = parent->parentWidget()) {
        if (auto *scroll = qobject_cast<QScrollArea *>(parent)) {
            if (label->height() < scroll->viewport()->height())
                scroll->ensureWidgetVisible(label, 0, 0);
            else
                scroll->verticalScrollBar()->setValue(label->mapTo(scroll->widget(), QPoint()).y());
            break;
        }
    }
    QCoreApplication::processEvents();
    QToolTip::hideText();
    QPoint over;
    for (int y = 2; y < label->height() && over.isNull(); y += 4) {
        for (int x = 2; x < label->width() && over.isNull(); x += 6) {
            QTest::mouseMove(label, QPoint(x, y));
            if (QToolTip::isVisible())
                over = QPoint(x, y);
        }
    }
    QVERIFY2(!over.isNull(), qPrintable(u"no tooltip over "_s + label->objectName()));
    // The first term the mouse met may be another one than the first linked.
    const QString tip = plain(QToolTip::text());
    QJsonObject hovered;
    for (const QRegularExpressionMatch &each : link.globalMatch(label->text())) {
        const QJsonObject candidate = glossaryEntry(each.captured(1));
        if (tip.contains(candidate.value(u"term"_s)[code(other)].toString())
            && tip.contains(readable(candidate.value(u"definition"_s)[code(language)].toString()))) {
            hovered = candidate;
            break;
        }
    }
    QVERIFY2(!hovered.isEmpty(), qPrintable(tip));
    QVERIFY2(tip.contains(nameOf(other)), qPrintable(tip));

    // A click opens that entry on the glossary page.
    QTest::mouseClick(label, Qt::LeftButton, {}, over);
    QCOMPARE(currentPage()->objectName(), u"glossaryPage"_s);
    auto *term = currentPage()->findChild<QLabel *>(u"glossaryTerm"_s);
    QCOMPARE(term->text(), hovered.value(u"term"_s)[code(language)].toString());
}

// The results' first glossary link, as checkTermLink checks a label's: the
// mouse over it shows the term's tooltip, a click opens its entry.
// The other language's text is drawn quieter than the current one's: in a
// colour strictly between the palette's text and its base (each channel's
// distance to the text colour grows), as the question pages draw it.
void TestBilingual::checkOtherLanguageIsQuieter(QTextBrowser *view, const QString &otherText)
{
    const QColor text = view->palette().color(QPalette::Text);
    const QColor base = view->palette().color(QPalette::Base);
    std::optional<QColor> drawn;
    for (QTextBlock block = view->document()->begin(); block.isValid() && !drawn;
         block = block.next()) {
        for (auto fragment = block.begin(); !fragment.atEnd(); ++fragment) {
            const QString piece = fragment.fragment().text().trimmed();
            if (piece.size() >= 12 && otherText.contains(piece)) {
                drawn = fragment.fragment().charFormat().foreground().color();
                break;
            }
        }
    }
    QVERIFY2(drawn, "the other language's prompt is in the document");
    const auto distance = [](const QColor &a, const QColor &b) {
        return std::abs(a.red() - b.red()) + std::abs(a.green() - b.green())
               + std::abs(a.blue() - b.blue());
    };
    QVERIFY2(distance(*drawn, text) > 0 && distance(*drawn, base) > 0
                 && distance(*drawn, text) < distance(text, base),
             qPrintable(drawn->name() + u" between "_s + text.name() + u" and "_s + base.name()));
}

void TestBilingual::checkResultsTermLink(ResultsEntries *list, Language language)
{
    QVERIFY(list && list->view());
    QTextBrowser *entries = list->view();
    QStringList entryIds;
    QTextCursor first;
    for (QTextBlock block = entries->document()->begin(); block.isValid(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QString href = it.fragment().charFormat().anchorHref();
            if (!href.startsWith(u"glossary:"_s))
                continue;
            entryIds << href.sliced(9);
            if (first.isNull()) {
                first = QTextCursor(entries->document());
                first.setPosition(it.fragment().position());
            }
        }
    }
    QVERIFY2(!entryIds.isEmpty(), "no results entry links a glossary term");
    const Language other = otherThan(language);
    entries->setTextCursor(first);
    entries->ensureCursorVisible();
    QCoreApplication::processEvents();
    QToolTip::hideText();
    const QRect line = entries->cursorRect(first);
    QPoint over;
    for (int x = line.left() + 2; x < entries->viewport()->width() && over.isNull(); x += 4) {
        QTest::mouseMove(entries->viewport(), QPoint(x, line.center().y()));
        if (QToolTip::isVisible())
            over = QPoint(x, line.center().y());
    }
    QVERIFY2(!over.isNull(), "no tooltip over the results' first term");
    const QString tip = plain(QToolTip::text());
    QJsonObject hovered;
    for (const QString &entryId : std::as_const(entryIds)) {
        const QJsonObject candidate = glossaryEntry(entryId);
        if (tip.contains(candidate.value(u"term"_s)[code(other)].toString())
            && tip.contains(readable(candidate.value(u"definition"_s)[code(language)].toString()))) {
            hovered = candidate;
            break;
        }
    }
    QVERIFY2(!hovered.isEmpty(), qPrintable(tip));
    QVERIFY2(tip.contains(nameOf(other)), qPrintable(tip));

    QTest::mouseClick(entries->viewport(), Qt::LeftButton, {}, over);
    QCOMPARE(currentPage()->objectName(), u"glossaryPage"_s);
    auto *term = currentPage()->findChild<QLabel *>(u"glossaryTerm"_s);
    QCOMPARE(term->text(), hovered.value(u"term"_s)[code(language)].toString());
}

void TestBilingual::termLinksBeyondThePrompt_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<Language>("language");
    for (const auto &[name, language] :
         {std::pair{"English", Language::English}, std::pair{"Bengali", Language::Bengali}}) {
        for (const char *text :
             {"explanation", "why an option is wrong", "results entry", "read-through explanation"})
            QTest::addRow("%s, %s", text, name) << QString::fromLatin1(text) << language;
    }
}

void TestBilingual::termLinksBeyondThePrompt()
{
    QFETCH(QString, text);
    QFETCH(Language, language);
    makeWindow(language);
    static const QRegularExpression link(u"href=\"glossary:"_s);
    const auto links = [](const QLabel *label) {
        return label && label->isVisible() && label->text().contains(link);
    };

    if (text == u"read-through explanation") {
        QString questionId;
        openReadingPage(ReadingPage::ReadThrough, &questionId);
        auto *review = m_window->findChild<ReviewPage *>();
        auto *explanation = review->findChild<QLabel *>(u"reviewFeedback"_s);
        for (int step = 0; step < review->itemCount() && !links(explanation); ++step)
            QTest::keyClick(review, Qt::Key_PageDown);
        checkTermLink(explanation, language);
        return;
    }

    // Each question answered wrongly and checked, until the text links a term.
    startQuiz(FeedbackMode::Immediate);
    const QuizSession *session = m_window->session();
    QLabel *found = nullptr;
    for (int position = 0; position < session->questionCount() && !found; ++position) {
        const int wrong = (session->correctSlot(position) + 1) % 4;
        QTest::keyClick(keyTarget(), Qt::Key(Qt::Key_1 + wrong));
        QTest::keyClick(keyTarget(), Qt::Key_Return);
        QLabel *candidate = text == u"explanation" ? label(u"explanationLabel"_s)
                            : text == u"why an option is wrong"
                                ? page()
                                      ->findChild<QWidget *>(u"optionRow%1"_s.arg(wrong))
                                      ->findChild<QLabel *>(u"optionFeedback"_s)
                                : nullptr;
        if (links(candidate))
            found = candidate;
        else
            QTest::keyClick(keyTarget(), Qt::Key_Return);
    }
    if (text == u"results entry") {
        auto *results = m_window->findChild<ResultsPage *>();
        QTRY_VERIFY(results->isVisible());
        checkResultsTermLink(results->findChild<ResultsEntries *>(), language);
        return;
    }
    QVERIFY2(found, qPrintable(u"no "_s + text + u" links a glossary term"_s));
    checkTermLink(found, language);
}

QTEST_MAIN(TestBilingual)
#include "tst_bilingual.moc"
