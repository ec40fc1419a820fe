// The window's actions, menus and toolbar as a learner meets them: every text
// is there and in the language shown, a switch retitles them all, the keys the
// README documents do what it says and no two actions share one, the language
// toggle names the other language and switches, and the text size and theme
// actions change the app's appearance and show its state. The actions are
// made on a bare QMainWindow as MainWindow makes them. Expected texts are
// written by hand from the README and translations/scalestudy_bn.ts.

#include "core/languagemanager.h"
#include "question/otherlanguageview.h"
#include "shell/appearance.h"
#include "shell/windowactions.h"
#include "support/latinwords.h"

#include <QAction>
#include <QEvent>
#include <QMainWindow>
#include <QMap>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QToolBar>
#include <QToolButton>

#include <memory>
#include <tuple>

using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(Language)
Q_DECLARE_METATYPE(Appearance::Theme)

namespace {

// The actions on a window of their own, as MainWindow makes them; retitled on
// a language switch, as MainWindow::changeEvent has them.
class ActionsWindow : public QMainWindow
{
public:
    explicit ActionsWindow(LanguageManager *languages)
    {
        appearance = new Appearance(languages->language(), this);
        actions = new WindowActions(this, languages, appearance, new OtherLanguageView(this));
        actions->retranslate();
    }

    QAction *action(const QString &objectName) const { return findChild<QAction *>(objectName); }

    Appearance *appearance = nullptr;
    WindowActions *actions = nullptr;

protected:
    void changeEvent(QEvent *event) override
    {
        if (event->type() == QEvent::LanguageChange && actions)
            actions->retranslate();
        QMainWindow::changeEvent(event);
    }
};

struct ShownText
{
    QString where;
    QString text;
};

void addMenuTexts(const QMenu *menu, QList<ShownText> &texts)
{
    texts.append({u"menu "_s + menu->title(), menu->title()});
    for (const QAction *action : menu->actions()) {
        if (action->isSeparator())
            continue;
        if (const QMenu *submenu = action->menu()) {
            addMenuTexts(submenu, texts);
            continue;
        }
        texts.append({action->objectName(), action->text()});
        texts.append({action->objectName() + u" tooltip"_s, action->toolTip()});
    }
}

// What the learner reads or hears of the menus and the toolbar: titles, items,
// tooltips, the toolbar's buttons and the names a screen reader gives them.
QList<ShownText> menuAndToolBarTexts(const QMainWindow &window)
{
    QList<ShownText> texts;
    for (const QAction *menu : window.menuBar()->actions())
        addMenuTexts(menu->menu(), texts);
    for (const QToolBar *toolBar : window.findChildren<QToolBar *>()) {
        texts.append({u"toolbar title"_s, toolBar->windowTitle()});
        for (QAction *action : toolBar->actions()) {
            if (action->isSeparator())
                continue;
            const QWidget *button = toolBar->widgetForAction(action);
            texts.append({action->objectName() + u" button"_s, action->iconText()});
            texts.append({action->objectName() + u" button's name"_s, button->accessibleName()});
        }
    }
    return texts;
}

// A menu text as it reads: "কুইজ (&Q)" as "কুইজ", "&Quiz" as "Quiz".
QString withoutMnemonic(QString text)
{
    static const QRegularExpression bracketed(u"\\s*\\(&[^&]\\)"_s);
    return text.remove(bracketed).remove(u'&');
}

// A menu's items and titles whose access key (the letter after "&") is
// missing or taken by an earlier one, its submenus' too; the items of
// Quiz → Read through are quizzes' titles, which bring none.
QStringList accessKeyProblems(const QList<QAction *> &items, const QString &menu)
{
    QStringList problems;
    QMap<QString, QString> taken; // key, the item that has it
    for (const QAction *item : items) {
        if (item->isSeparator())
            continue;
        const QString key = QKeySequence::mnemonic(item->text()).toString();
        if (key.isEmpty())
            problems << u"%1: \"%2\" has no access key"_s.arg(menu, item->text());
        else if (taken.contains(key))
            problems << u"%1: \"%2\" has %3, as \"%4\" has"_s.arg(menu, item->text(), key,
                                                                  taken.value(key));
        else
            taken.insert(key, item->text());
        if (item->menu() && item->menu()->objectName() != u"readThroughMenu")
            problems << accessKeyProblems(item->menu()->actions(), item->text());
    }
    return problems;
}

} // namespace

class TestWindowActions : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void textsAreInTheLanguageShown_data();
    void textsAreInTheLanguageShown();
    void languageToggleNamesTheOtherLanguage_data();
    void languageToggleNamesTheOtherLanguage();
    void languageMenuChecksTheLanguageShown();
    void readmeKeysTriggerTheirActions_data();
    void readmeKeysTriggerTheirActions();
    void f10OpensTheQuizMenu();
    void noTwoActionsShareAKey();
    void exportWaitsUntilEnabled();
    void shortcutSheetListsTheTextSizeKeys();
    void textSizeStepsChangeTheAppearance();
    void themeActionsAreOneChoice_data();
    void themeActionsAreOneChoice();
    void readThroughIsAQuizSubmenu();
    void everyMenuItemHasItsOwnAccessKey_data();
    void everyMenuItemHasItsOwnAccessKey();
    void menuTextsClearTheirShortcuts_data();
    void menuTextsClearTheirShortcuts();

private:
    // Switches as the Language menu does and delivers the LanguageChange that
    // Qt posts to every window.
    void switchTo(Language language);
    [[nodiscard]] bool showAndActivate();

    std::unique_ptr<LanguageManager> m_languages;
    std::unique_ptr<ActionsWindow> m_window;
};

void TestWindowActions::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(u"ScaleStudyTest"_s);
    QCoreApplication::setApplicationName(u"tst_windowactions"_s);
}

void TestWindowActions::init()
{
    QSettings().clear(); // no saved language, text size or theme
    m_languages = std::make_unique<LanguageManager>();
    m_languages->setLanguage(Language::English);
}

void TestWindowActions::cleanup()
{
    if (m_window) {
        // The appearance is app-wide: the next test starts from the system's.
        m_window->appearance->setTextSize(0);
        m_window->appearance->setTheme(Appearance::Theme::System);
    }
    m_window.reset();
    m_languages.reset();
}

void TestWindowActions::switchTo(Language language)
{
    m_languages->setLanguage(language);
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
}

bool TestWindowActions::showAndActivate()
{
    m_window->show();
    m_window->activateWindow();
    return QTest::qWaitForWindowActive(m_window.get());
}

void TestWindowActions::textsAreInTheLanguageShown_data()
{
    QTest::addColumn<Language>("start");
    QTest::addColumn<Language>("shown");
    QTest::newRow("English") << Language::English << Language::English;
    QTest::newRow("Bengali") << Language::Bengali << Language::Bengali;
    QTest::newRow("English, switched to Bengali") << Language::English << Language::Bengali;
    QTest::newRow("Bengali, switched to English") << Language::Bengali << Language::English;
}

// Every title, item, tooltip and toolbar button has a text in the language shown.
// Bengali keeps Latin script only for the names and acronyms the Bengali-mode
// suites allow (support/latinwords.h: JAX, PDF, "English", ...); English shows
// Bengali only in Bengali's own name. The toggle reads in the other language.
void TestWindowActions::textsAreInTheLanguageShown()
{
    QFETCH(Language, start);
    QFETCH(Language, shown);
    m_languages->setLanguage(start);
    m_window = std::make_unique<ActionsWindow>(m_languages.get());
    if (shown != start)
        switchTo(shown);

    const QList<ShownText> texts = menuAndToolBarTexts(*m_window);
    QVERIFY(texts.size() > 40); // seven menus, their items and tooltips, the toolbar
    QStringList wrong;
    for (const ShownText &shownText : texts) {
        if (shownText.text.trimmed().isEmpty()) {
            wrong << shownText.where + u": empty"_s;
            continue;
        }
        // The toggle names the other language, on its button and to a screen reader.
        if (shownText.where.startsWith(u"toggleLanguageAction")
            && !shownText.where.endsWith(u"tooltip"))
            continue;
        if (shown == Language::Bengali) {
            for (const QString &word : unexpectedLatinWords(shownText.text))
                wrong << shownText.where + u": "_s + word + u" in \""_s + shownText.text + u'"';
        } else if (hasBengaliLetters(shownText.text)
                   && !shownText.where.startsWith(u"bengaliAction")) {
            wrong << shownText.where + u": \""_s + shownText.text + u'"';
        }
    }
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(u'\n')));

    // A few by hand: the English source texts and their Bengali in scalestudy_bn.ts.
    const bool bengali = shown == Language::Bengali;
    QCOMPARE(withoutMnemonic(m_window->action(u"libraryAction"_s)->text()),
             bengali ? u"লাইব্রেরি"_s : u"Library"_s);
    QCOMPARE(withoutMnemonic(m_window->action(u"exportResultsAction"_s)->text()),
             bengali ? u"ফলাফল এক্সপোর্ট করুন…"_s : u"Export results…"_s);
    QCOMPARE(withoutMnemonic(m_window->findChild<QMenu *>(u"textSizeMenu"_s)->title()),
             bengali ? u"লেখার আকার"_s : u"Text size"_s);
    QCOMPARE(withoutMnemonic(m_window->menuBar()->actions().constFirst()->text()),
             bengali ? u"কুইজ"_s : u"Quiz"_s);
}

void TestWindowActions::languageToggleNamesTheOtherLanguage_data()
{
    QTest::addColumn<Language>("language");
    QTest::addColumn<Language>("other");
    QTest::addColumn<QString>("otherName");
    QTest::addColumn<QString>("ownName");
    // Each language named in its own script (README, "Both languages").
    QTest::newRow("English") << Language::English << Language::Bengali << u"বাংলা"_s
                             << u"English"_s;
    QTest::newRow("Bengali") << Language::Bengali << Language::English << u"English"_s
                             << u"বাংলা"_s;
}

// The toolbar button names the language it switches to, and the menu item says
// what it does in that language, so whoever needs the switch can read it. A
// click switches, and the button then names the first language.
void TestWindowActions::languageToggleNamesTheOtherLanguage()
{
    QFETCH(Language, language);
    QFETCH(Language, other);
    QFETCH(QString, otherName);
    QFETCH(QString, ownName);
    m_languages->setLanguage(language);
    m_window = std::make_unique<ActionsWindow>(m_languages.get());
    QVERIFY(showAndActivate());

    QAction *toggle = m_window->action(u"toggleLanguageAction"_s);
    auto *button = qobject_cast<QToolButton *>(
        m_window->findChild<QToolBar *>()->widgetForAction(toggle));
    QVERIFY(button);
    QCOMPARE(button->text(), otherName);
    const QString menuText = withoutMnemonic(toggle->text());
    QCOMPARE(hasBengaliLetters(menuText), other == Language::Bengali);
    QCOMPARE(menuText.contains(u"English"_s), other == Language::English);
    if (other == Language::Bengali)
        QVERIFY2(unexpectedLatinWords(menuText).isEmpty(), qPrintable(menuText));

    QTest::mouseClick(button, Qt::LeftButton);
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
    QCOMPARE(m_languages->language(), other);
    QCOMPARE(button->text(), ownName);
}

// The Language menu's two items are one choice: the language shown is checked,
// and choosing the other switches to it and moves the check.
void TestWindowActions::languageMenuChecksTheLanguageShown()
{
    m_window = std::make_unique<ActionsWindow>(m_languages.get());
    QAction *english = m_window->action(u"englishAction"_s);
    QAction *bengali = m_window->action(u"bengaliAction"_s);
    QVERIFY(english->isChecked() && !bengali->isChecked());
    for (const auto &[chosen, other, language] : {std::tuple{bengali, english, Language::Bengali},
                                                  std::tuple{english, bengali, Language::English}}) {
        chosen->trigger();
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
        QCOMPARE(m_languages->language(), language);
        QVERIFY(chosen->isChecked() && !other->isChecked());
    }
}

void TestWindowActions::readmeKeysTriggerTheirActions_data()
{
    QTest::addColumn<QString>("keys");
    QTest::addColumn<QString>("action");
    // The README's keyboard table, for the keys the window's actions take (not the
    // pages' own); its "Ctrl+Plus" is "Ctrl++" to QKeySequence. F1, not in the
    // table, opens the user guide (docs/ARCHITECTURE.md).
    const QStringList rows = QString::fromLatin1(
                                 "Ctrl+Shift+L toggleLanguageAction|Ctrl+Shift+P pipelineAction|"
                                 "Ctrl+Shift+A attentionAction|Ctrl+Shift+M trainingMemoryAction|"
                                 "Ctrl+Shift+S shardingAction|Ctrl+Shift+C communicationAction|"
                                 "Ctrl+Shift+J jitCacheAction|Ctrl+Shift+D asyncDispatchAction|"
                                 "Ctrl+Home libraryAction|"
                                 "Ctrl+Backspace backToQuizAction|Ctrl+O openBankAction|"
                                 "Ctrl+E exportResultsAction|Ctrl+H historyAction|"
                                 "Ctrl+R reviewAction|Ctrl+Shift+F flaggedQuestionsAction|"
                                 "Ctrl+Shift+T reviewStatisticsAction|"
                                 "Ctrl+G glossaryAction|F2 glossaryAction|"
                                 "Ctrl+Shift+O otherLanguageAction|Ctrl+F searchAction|"
                                 "Ctrl++ largerTextAction|Ctrl+- smallerTextAction|"
                                 "Ctrl+0 defaultTextAction|F1 guideAction")
                                 .split(u'|');
    for (const QString &row : rows) {
        const QStringList keysAndAction = row.split(u' ');
        QTest::newRow(qPrintable(row)) << keysAndAction.at(0) << keysAndAction.at(1);
    }
}

// The key, pressed in the window, triggers its action once.
void TestWindowActions::readmeKeysTriggerTheirActions()
{
    QFETCH(QString, keys);
    QFETCH(QString, action);
    m_window = std::make_unique<ActionsWindow>(m_languages.get());
    QVERIFY(showAndActivate());
    QAction *bound = m_window->action(action);
    QVERIFY2(bound, qPrintable(action));
    bound->setEnabled(true); // export waits for results in sight (the router enables it)
    QSignalSpy triggered(bound, &QAction::triggered);

    QTest::keySequence(m_window.get(), QKeySequence::fromString(keys, QKeySequence::PortableText));
    QCOMPARE(triggered.size(), 1);
}

void TestWindowActions::f10OpensTheQuizMenu()
{
    m_window = std::make_unique<ActionsWindow>(m_languages.get());
    QVERIFY(showAndActivate());
    QTest::keyClick(m_window.get(), Qt::Key_F10);
    const QAction *active = m_window->menuBar()->activeAction();
    QVERIFY(active);
    QCOMPARE(withoutMnemonic(active->text()), u"Quiz"_s);
    if (active->menu())
        active->menu()->hide();
}

// Every action counts, enabled or not: each can be enabled at some point
// (export with results in sight, both text steps between the ends), and two
// with one key would then both claim it and neither run.
void TestWindowActions::noTwoActionsShareAKey()
{
    m_window = std::make_unique<ActionsWindow>(m_languages.get());
    QMap<QKeySequence, QString> owners;
    QStringList shared;
    int keys = 0;
    for (const QAction *action : m_window->findChildren<QAction *>()) {
        for (const QKeySequence &sequence : action->shortcuts()) {
            ++keys;
            const QString name = action->objectName(); // F10's has none
            if (owners.contains(sequence))
                shared << sequence.toString() + u": "_s + owners.value(sequence) + u", "_s + name;
            owners.insert(sequence, name);
        }
    }
    // At least the 18 keys of the README's table checked above, and F10.
    QVERIFY2(keys >= 19, qPrintable(QString::number(keys)));
    QVERIFY2(shared.isEmpty(), qPrintable(shared.join(u'\n')));
}

// Export results starts disabled (no results are in sight yet): its key does
// nothing and goes to a focused editor, as WindowActions::isShortcut says.
// Enabled, both work; the other menu keys are the window's from the start.
void TestWindowActions::exportWaitsUntilEnabled()
{
    m_window = std::make_unique<ActionsWindow>(m_languages.get());
    QVERIFY(showAndActivate());
    QAction *exportResults = m_window->actions->exportResults();
    QVERIFY(!exportResults->isEnabled());
    QSignalSpy triggered(exportResults, &QAction::triggered);
    const QKeySequence ctrlE(u"Ctrl+E"_s);
    QTest::keySequence(m_window.get(), ctrlE);
    QCOMPARE(triggered.size(), 0);
    QVERIFY(!m_window->actions->isShortcut(ctrlE));
    QVERIFY(m_window->actions->isShortcut(QKeySequence(u"Ctrl+Shift+L"_s)));

    exportResults->setEnabled(true);
    QVERIFY(m_window->actions->isShortcut(ctrlE));
    QTest::keySequence(m_window.get(), ctrlE);
    QCOMPARE(triggered.size(), 1);
}

// The shortcut sheet (Help → Keyboard shortcuts) lists menuActions(): the
// README's text-size keys live in View → Text size and should be on it too.
void TestWindowActions::shortcutSheetListsTheTextSizeKeys()
{
    m_window = std::make_unique<ActionsWindow>(m_languages.get());
    const QList<QAction *> listed = m_window->actions->menuActions();
    QVERIFY(listed.contains(m_window->action(u"historyAction"_s)));
    for (const QString &name : {u"largerTextAction"_s, u"smallerTextAction"_s,
                                u"defaultTextAction"_s, u"darkThemeAction"_s})
        QVERIFY2(listed.contains(m_window->action(name)), qPrintable(name)); // in submenus
}

// Larger and smaller step the app's text size one at a time and stop at its
// ends, where the step that would pass it is disabled; Default goes back to
// the system's size. A size set elsewhere (a saved one) is reflected too.
void TestWindowActions::textSizeStepsChangeTheAppearance()
{
    m_window = std::make_unique<ActionsWindow>(m_languages.get());
    Appearance *appearance = m_window->appearance;
    QAction *larger = m_window->action(u"largerTextAction"_s);
    QAction *smaller = m_window->action(u"smallerTextAction"_s);
    QCOMPARE(appearance->textSize(), 0); // English, nothing saved: the system's size
    larger->trigger();
    QCOMPARE(appearance->textSize(), 1);
    smaller->trigger();
    smaller->trigger();
    QCOMPARE(appearance->textSize(), -1);
    m_window->action(u"defaultTextAction"_s)->trigger();
    QCOMPARE(appearance->textSize(), 0);

    // Steps taken until the action is disabled, at most 20.
    const auto stepToTheEnd = [](QAction *step) {
        int steps = 0;
        for (; step->isEnabled() && steps < 20; ++steps)
            step->trigger();
        return steps;
    };
    QCOMPARE(stepToTheEnd(larger), Appearance::largestTextSize);
    QCOMPARE(appearance->textSize(), Appearance::largestTextSize);
    QCOMPARE(stepToTheEnd(smaller), Appearance::largestTextSize - Appearance::smallestTextSize);
    QCOMPARE(appearance->textSize(), Appearance::smallestTextSize);
    QVERIFY(larger->isEnabled());

    appearance->setTextSize(0);
    QVERIFY(larger->isEnabled());
    QVERIFY(smaller->isEnabled());
}

void TestWindowActions::themeActionsAreOneChoice_data()
{
    QTest::addColumn<Appearance::Theme>("saved");
    QTest::addColumn<QString>("savedAction");
    QTest::newRow("system") << Appearance::Theme::System << u"systemThemeAction"_s;
    QTest::newRow("light") << Appearance::Theme::Light << u"lightThemeAction"_s;
    QTest::newRow("dark") << Appearance::Theme::Dark << u"darkThemeAction"_s;
}

// The theme chosen last time is the one checked at start; choosing another
// applies it and moves the check: one theme is checked at a time.
void TestWindowActions::themeActionsAreOneChoice()
{
    QFETCH(Appearance::Theme, saved);
    QFETCH(QString, savedAction);
    Appearance(Language::English).setTheme(saved); // as the last run left it
    m_window = std::make_unique<ActionsWindow>(m_languages.get());
    QCOMPARE(m_window->appearance->theme(), saved);

    const auto checkedThemes = [this] {
        QStringList checked;
        for (const QAction *theme : m_window->findChild<QMenu *>(u"themeMenu"_s)->actions()) {
            if (theme->isChecked())
                checked << theme->objectName();
        }
        return checked;
    };
    QCOMPARE(checkedThemes(), QStringList{savedAction});
    for (const auto &[name, theme] : {std::pair{"systemThemeAction", Appearance::Theme::System},
                                      std::pair{"lightThemeAction", Appearance::Theme::Light},
                                      std::pair{"darkThemeAction", Appearance::Theme::Dark}}) {
        m_window->action(QString::fromLatin1(name))->trigger();
        QCOMPARE(m_window->appearance->theme(), theme);
        QCOMPARE(checkedThemes(), QStringList{QString::fromLatin1(name)});
    }
    m_window->appearance->setTheme(saved); // set elsewhere (the tour): the check follows
    QCOMPARE(checkedThemes(), QStringList{savedAction});
}

// Quiz → Read through: a submenu of the Quiz menu, titled in the language
// shown, that the window fills with the quizzes (none here).
void TestWindowActions::readThroughIsAQuizSubmenu()
{
    m_window = std::make_unique<ActionsWindow>(m_languages.get());
    QMenu *readThrough = m_window->actions->readThroughMenu();
    QMenu *quizMenu = m_window->menuBar()->actions().constFirst()->menu();
    QVERIFY(quizMenu->actions().contains(readThrough->menuAction()));
    QVERIFY(quizMenu->actions().contains(m_window->action(u"libraryAction"_s)));
    QVERIFY(readThrough->actions().isEmpty());
    QCOMPARE(withoutMnemonic(readThrough->title()), u"Read through"_s);
    switchTo(Language::Bengali);
    QCOMPARE(withoutMnemonic(readThrough->title()), u"পড়ে দেখুন"_s);
}

void TestWindowActions::everyMenuItemHasItsOwnAccessKey_data()
{
    QTest::addColumn<Language>("language");
    QTest::newRow("English") << Language::English;
    QTest::newRow("Bengali") << Language::Bengali;
}

// Alt and a letter reach every menu and, in it, every item, in both
// languages: the Bengali ones keep the English letters, in brackets.
void TestWindowActions::everyMenuItemHasItsOwnAccessKey()
{
    QFETCH(Language, language);
    m_languages->setLanguage(language);
    m_window = std::make_unique<ActionsWindow>(m_languages.get());
    const QStringList problems = accessKeyProblems(m_window->menuBar()->actions(), u"menu bar"_s);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    // Two by hand (translations/scalestudy_bn.ts): the Quiz menu is Alt+Q
    // and the guide is U, both languages.
    QCOMPARE(QKeySequence::mnemonic(m_window->menuBar()->actions().constFirst()->text()),
             QKeySequence(Qt::ALT | Qt::Key_Q));
    QCOMPARE(QKeySequence::mnemonic(m_window->action(u"guideAction"_s)->text()),
             QKeySequence(Qt::ALT | Qt::Key_U));
    if (language == Language::Bengali)
        QCOMPARE(m_window->menuBar()->actions().constFirst()->text(), u"কুইজ (&Q)"_s);
}

void TestWindowActions::menuTextsClearTheirShortcuts_data()
{
    QTest::addColumn<Language>("language");
    QTest::addColumn<Appearance::Theme>("theme");
    for (Language language : allLanguages) {
        for (const auto &[theme, name] : {std::pair{Appearance::Theme::Light, "light"},
                                          std::pair{Appearance::Theme::Dark, "dark"}}) {
            QTest::addRow("%s %s", qPrintable(languageCode(language)), name) << language << theme;
        }
    }
}

// At the largest text size each item of the View menu keeps its text clear of
// its shortcut. Fusion (the themes' style) draws an item as 4 px, the check
// column (0.79 x the item's height at least), 3 px, the text, then the
// shortcut column and 15 px, with 2 px of the text's room given back: so the
// item must be 20 px wider than the check column, text and shortcut, and a
// gap of one average character keeps them apart.
void TestWindowActions::menuTextsClearTheirShortcuts()
{
    QFETCH(Language, language);
    QFETCH(Appearance::Theme, theme);
    m_languages->setLanguage(language);
    m_window = std::make_unique<ActionsWindow>(m_languages.get());
    m_window->appearance->setTheme(theme);
    m_window->appearance->setTextSize(Appearance::largestTextSize);
    QVERIFY(showAndActivate());
    auto *view = m_window->findChild<QMenu *>(u"viewMenu"_s);
    view->popup(m_window->mapToGlobal(QPoint(0, 0)));
    QVERIFY(QTest::qWaitForWindowExposed(view));
    QStringList crowded;
    for (QAction *action : view->actions()) {
        if (action->isSeparator() || action->shortcut().isEmpty())
            continue;
        const QRect item = view->actionGeometry(action);
        const QFontMetrics metrics(view->font());
        const int needed = 20 + int(item.height() * 0.79)
                           + metrics.horizontalAdvance(withoutMnemonic(action->text()))
                           + metrics.averageCharWidth()
                           + metrics.horizontalAdvance(
                               action->shortcut().toString(QKeySequence::NativeText));
        if (item.width() < needed)
            crowded << u"%1: %2 px wide, needs %3"_s.arg(action->text())
                           .arg(item.width())
                           .arg(needed);
    }
    view->close();
    QVERIFY2(crowded.isEmpty(), qPrintable(crowded.join(u'\n')));
}

QTEST_MAIN(TestWindowActions)
#include "tst_windowactions.moc"
