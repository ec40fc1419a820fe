// Both languages on screen: the "show the other language" toggle and its
// peek key on the question and results pages, in either interface language,
// with the learner's focus and answer kept and the choice remembered; what a
// screen reader hears first; and glossary terms in question text, which show
// their other form on hover and open their entry on a click. Expected texts
// are read straight from the bank and glossary files.

#include "common/mainwindow.h"
#include "common/otherlanguageview.h"
#include "core/bankloader.h"
#include "core/languagemanager.h"
#include "quiz/questionpage.h"
#include "quiz/resultspage.h"

#include <QAccessible>
#include <QAction>
#include <QApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QKeyEvent>
#include <QLabel>
#include <QRadioButton>
#include <QRegularExpression>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocumentFragment>
#include <QToolTip>

using namespace Qt::StringLiterals;

namespace {

QString plainOf(const QString &html)
{
    return QTextDocumentFragment::fromHtml(html).toPlainText();
}

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

// A question of the parallelism bank as its file writes it.
QJsonObject bankQuestion(const QString &id)
{
    const QJsonArray questions
        = jsonObjectFrom(u":/questions/parallelism.json"_s).value(u"questions"_s).toArray();
    for (const QJsonValue &question : questions) {
        if (question.toObject().value(u"id"_s).toString() == id)
            return question.toObject();
    }
    return {};
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

private:
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
    const QString otherPromptText = plainOf(otherPrompt->text());
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
        QString text = plainOf(otherOption->text());
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
    QVERIFY(plainOf(otherExplanation->text())
                .contains(readable(question.value(u"explanation"_s)[code(other)].toString())));

    // Off again: the other language goes, the current one stays.
    toggle()->trigger();
    QVERIFY(!otherPrompt->isVisible());
    QVERIFY(!otherExplanation->isVisible());
    QVERIFY(plainOf(label(u"promptLabel"_s)->text())
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
    QVERIFY(plainOf(label(u"otherPromptLabel"_s)->text())
                .contains(readable(question.value(u"prompt"_s)[u"bn"_s].toString())));

    // After a language switch (delivered as a posted event) the other
    // language is the one just left.
    m_languages->toggle();
    QTRY_VERIFY(plainOf(label(u"otherPromptLabel"_s)->text())
                    .contains(readable(question.value(u"prompt"_s)[u"en"_s].toString())));
    QVERIFY(toggle()->isChecked());
    QVERIFY(label(u"otherPromptLabel"_s)->isVisible());
    QVERIFY(plainOf(label(u"promptLabel"_s)->text())
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
    QVERIFY(plainOf(otherPrompt->text()).startsWith(u"English"_s));
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
    auto *entry = results->findChild<QWidget *>(u"resultEntry3"_s);
    QTRY_VERIFY(entry && entry->isVisible());
    auto *scroll = results->findChild<QScrollArea *>();
    QTRY_VERIFY(scroll->verticalScrollBar()->maximum() > entry->y());
    scroll->verticalScrollBar()->setValue(entry->y());
    QCOMPARE(entry->mapTo(scroll->viewport(), QPoint()).y(), 0);
    const int valueBefore = scroll->verticalScrollBar()->value();

    toggle()->trigger();
    QVERIFY(scroll->verticalScrollBar()->value() > valueBefore);
    QCOMPARE(entry->mapTo(scroll->viewport(), QPoint()).y(), 0);
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
    for (int position = 0; position < session->questionCount(); ++position) {
        QTest::keyClick(keyTarget(), Qt::Key_1);
        QTest::keyClick(keyTarget(), Qt::Key_Return);
        QTest::keyClick(keyTarget(), Qt::Key_Return);
    }
    auto *results = m_window->findChild<ResultsPage *>();
    QVERIFY(results->isVisible());
    QVERIFY(results->findChildren<QLabel *>(u"resultOtherLanguageText"_s).isEmpty());

    auto *entry = results->findChild<QWidget *>(u"resultEntry0"_s);
    QVERIFY(entry);
    QTRY_VERIFY(entry->isVisible()); // a layout shows a new child once events are processed
    toggle()->trigger();
    auto *otherText = entry->findChild<QLabel *>(u"resultOtherLanguageText"_s);
    QVERIFY(otherText && otherText->isVisible());
    const QJsonObject question = bankQuestion(session->questionId(0));
    const QString shown = plainOf(otherText->text());
    QVERIFY(shown.startsWith(nameOf(other)));
    QVERIFY(shown.contains(readable(question.value(u"prompt"_s)[code(other)].toString())));
    QVERIFY(shown.contains(readable(question.value(u"explanation"_s)[code(other)].toString())));
    auto *currentText = entry->findChild<QLabel *>(u"resultText"_s);
    QVERIFY(currentText->y() < otherText->y());

    toggle()->trigger();
    QVERIFY(!otherText->isVisible());
    QVERIFY(currentText->isVisible());
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
    const QString tip = plainOf(QToolTip::text());
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

QTEST_MAIN(TestBilingual)
#include "tst_bilingual.moc"
