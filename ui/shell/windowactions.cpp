#include "shell/windowactions.h"

#include "core/languagemanager.h"
#include "question/otherlanguageview.h"
#include "shell/appearance.h"
#include "shell/appicon.h"
#include "shell/themedicon.h"

#include <QAction>
#include <QActionGroup>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QToolBar>

#include <array>
#include <utility>

using namespace Qt::StringLiterals;

namespace {
// A menu text as it reads on a button: "কুইজ (&Q)" as "কুইজ", "&Quiz" as "Quiz".
QString withoutAccessKey(QString text)
{
    static const QRegularExpression bracketed(u"\\s*\\(&[^&]\\)"_s);
    text.remove(bracketed);
    text.replace(u"&&"_s, u"\x01"_s);
    text.remove(u'&');
    text.replace(u'\x01', u'&');
    return text;
}

QAction *newAction(const QString &objectName, QObject *parent, const QString &iconName = {})
{
    auto *action = iconName.isEmpty()
                       ? new QAction(parent)
                       : new QAction(ThemedIcon::fromTheme(iconName), QString(), parent);
    action->setObjectName(objectName);
    return action;
}
} // namespace

WindowActions::WindowActions(QMainWindow *window, LanguageManager *languages,
                             Appearance *appearance, OtherLanguageView *otherLanguage)
    : QObject(window)
    , m_window(window)
    , m_languages(languages)
    , m_appearance(appearance)
    , m_otherLanguage(otherLanguage)
{
    createNavigationActions();
    createLanguageActions();
    createViewActions();
    createMenus();
    createToolBar();
}

void WindowActions::createNavigationActions()
{
    m_library = newAction(u"libraryAction"_s, this, u"go-home"_s);
    m_library->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Home));
    m_backToQuiz = newAction(u"backToQuizAction"_s, this, u"go-previous"_s);
    m_backToQuiz->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Backspace));
    m_history = newAction(u"historyAction"_s, this, u"view-history"_s);
    m_history->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_H));
    m_openBank = newAction(u"openBankAction"_s, this, u"document-open"_s);
    m_openBank->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_O));
    m_exportBank = newAction(u"exportBankAction"_s, this, u"document-export"_s);
    m_exportResults = newAction(u"exportResultsAction"_s, this, u"document-save-as"_s);
    m_exportResults->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    m_exportResults->setEnabled(false);
    m_search = newAction(u"searchAction"_s, this, u"edit-find"_s);
    m_search->setShortcut(QKeySequence::Find);
    m_review = newAction(u"reviewAction"_s, this);
    m_review->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
    m_flaggedQuestions = newAction(u"flaggedQuestionsAction"_s, this);
    m_flaggedQuestions->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F));
    m_reviewFlagged = newAction(u"reviewFlaggedAction"_s, this);
    m_reviewStatistics = newAction(u"reviewStatisticsAction"_s, this);
    m_reviewStatistics->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_T));
    m_quit = newAction(u"quitAction"_s, this, u"application-exit"_s);
    m_quit->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Q));

    m_pipeline = newAction(u"pipelineAction"_s, this);
    m_pipeline->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P));
    m_attention = newAction(u"attentionAction"_s, this);
    m_attention->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A));
    m_sharding = newAction(u"shardingAction"_s, this);
    m_sharding->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    m_communication = newAction(u"communicationAction"_s, this);
    m_communication->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    m_trainingMemory = newAction(u"trainingMemoryAction"_s, this);
    m_trainingMemory->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_M));
    m_jitCache = newAction(u"jitCacheAction"_s, this);
    m_jitCache->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_J));
    m_asyncDispatch = newAction(u"asyncDispatchAction"_s, this);
    m_asyncDispatch->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_D));

    m_guide = newAction(u"guideAction"_s, this, u"help-contents"_s);
    m_guide->setShortcut(QKeySequence(Qt::Key_F1));
    m_shortcuts = newAction(u"shortcutsAction"_s, this);
    m_glossary = newAction(u"glossaryAction"_s, this);
    m_glossary->setShortcuts({QKeySequence(Qt::CTRL | Qt::Key_G), QKeySequence(Qt::Key_F2)});
    m_about = new QAction(AppIcon::inWindow(), QString(), this);
    m_about->setObjectName(u"aboutAction"_s);
    m_syncFolder = newAction(u"syncFolderAction"_s, this);
}

void WindowActions::createLanguageActions()
{
    // Languages are named in their own script, as language pickers do.
    auto *languageGroup = new QActionGroup(this);
    // Each with its access key; Bengali's in brackets, as on the other items.
    m_english = new QAction(u"&English"_s, languageGroup);
    m_english->setObjectName(u"englishAction"_s);
    m_bengali = new QAction(u"বাংলা (&B)"_s, languageGroup);
    m_bengali->setObjectName(u"bengaliAction"_s);
    for (QAction *action : {m_english, m_bengali})
        action->setCheckable(true);
    connect(m_english, &QAction::triggered, this,
            [this] { m_languages->setLanguage(Language::English); });
    connect(m_bengali, &QAction::triggered, this,
            [this] { m_languages->setLanguage(Language::Bengali); });

    m_toggleLanguage = newAction(u"toggleLanguageAction"_s, this);
    m_toggleLanguage->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L));
    connect(m_toggleLanguage, &QAction::triggered, m_languages, &LanguageManager::toggle);
}

void WindowActions::createViewActions()
{
    m_largerText = newAction(u"largerTextAction"_s, this, u"zoom-in"_s);
    // Ctrl+= as well: on many keyboards "+" needs Shift.
    m_largerText->setShortcuts(
        {QKeySequence(QKeySequence::ZoomIn), QKeySequence(Qt::CTRL | Qt::Key_Equal)});
    connect(m_largerText, &QAction::triggered, m_appearance, &Appearance::enlargeText);
    m_smallerText = newAction(u"smallerTextAction"_s, this, u"zoom-out"_s);
    m_smallerText->setShortcut(QKeySequence(QKeySequence::ZoomOut));
    connect(m_smallerText, &QAction::triggered, m_appearance, &Appearance::shrinkText);
    m_defaultText = newAction(u"defaultTextAction"_s, this, u"zoom-original"_s);
    m_defaultText->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
    connect(m_defaultText, &QAction::triggered, this, [this] { m_appearance->setTextSize(0); });
    connect(m_appearance, &Appearance::changed, this, &WindowActions::updateTextSizeActions);
    updateTextSizeActions();

    auto *themes = new QActionGroup(this);
    m_systemTheme = newAction(u"systemThemeAction"_s, themes);
    m_lightTheme = newAction(u"lightThemeAction"_s, themes);
    m_darkTheme = newAction(u"darkThemeAction"_s, themes);
    const std::array<std::pair<QAction *, Appearance::Theme>, 3> themeActions{
        {{m_systemTheme, Appearance::Theme::System},
         {m_lightTheme, Appearance::Theme::Light},
         {m_darkTheme, Appearance::Theme::Dark}}};
    for (const auto &[action, theme] : themeActions) {
        action->setCheckable(true);
        connect(action, &QAction::triggered, this,
                [this, theme = theme] { m_appearance->setTheme(theme); });
    }
    connect(m_appearance, &Appearance::changed, this, &WindowActions::updateThemeActions);
    updateThemeActions();
}

// The check follows the theme however it was set: the menu, a saved choice, a test.
void WindowActions::updateThemeActions()
{
    m_systemTheme->setChecked(m_appearance->theme() == Appearance::Theme::System);
    m_lightTheme->setChecked(m_appearance->theme() == Appearance::Theme::Light);
    m_darkTheme->setChecked(m_appearance->theme() == Appearance::Theme::Dark);
}

void WindowActions::updateTextSizeActions()
{
    m_largerText->setEnabled(m_appearance->textSize() < Appearance::largestTextSize);
    m_smallerText->setEnabled(m_appearance->textSize() > Appearance::smallestTextSize);
}

void WindowActions::createMenus()
{
    QMenuBar *bar = m_window->menuBar();
    m_quizMenu = bar->addMenu(QString());
    m_quizMenu->addActions(
        {m_library, m_backToQuiz, m_history, m_openBank, m_exportBank, m_exportResults, m_search});
    m_quizMenu->addSeparator();
    m_quizMenu->addActions({m_review, m_flaggedQuestions, m_reviewFlagged, m_reviewStatistics});
    m_readThroughMenu = m_quizMenu->addMenu(QString());
    m_readThroughMenu->setObjectName(u"readThroughMenu"_s);
    m_quizMenu->addSeparator();
    m_quizMenu->addAction(m_quit);

    m_viewMenu = bar->addMenu(QString());
    m_viewMenu->setObjectName(u"viewMenu"_s);
    m_viewMenu->addAction(m_otherLanguage->action());
    m_viewMenu->addSeparator();
    m_textSizeMenu = m_viewMenu->addMenu(QString());
    m_textSizeMenu->setObjectName(u"textSizeMenu"_s);
    m_textSizeMenu->addActions({m_largerText, m_smallerText, m_defaultText});
    m_themeMenu = m_viewMenu->addMenu(QString());
    m_themeMenu->setObjectName(u"themeMenu"_s);
    m_themeMenu->addActions({m_systemTheme, m_lightTheme, m_darkTheme});

    m_chartsMenu = bar->addMenu(QString());
    m_chartsMenu->addActions(
        {m_pipeline, m_attention, m_trainingMemory, m_sharding, m_communication});
    m_chartsMenu->addSeparator();
    m_chartsMenu->addActions({m_jitCache, m_asyncDispatch});
    m_languageMenu = bar->addMenu(QString());
    m_languageMenu->setObjectName(u"languageMenu"_s);
    m_languageMenu->addActions({m_english, m_bengali});
    m_languageMenu->addSeparator();
    m_languageMenu->addAction(m_toggleLanguage);
    m_settingsMenu = bar->addMenu(QString());
    m_settingsMenu->setObjectName(u"settingsMenu"_s);
    m_settingsMenu->addAction(m_syncFolder);
    m_helpMenu = bar->addMenu(QString());
    m_helpMenu->addActions({m_guide, m_shortcuts, m_glossary});
    m_helpMenu->addSeparator();
    m_helpMenu->addAction(m_about);

    // Bengali labels carry their access keys as Latin letters in brackets,
    // "কুইজ (&Q)" (an underline inside a Bengali word splits its conjuncts, and
    // Alt with a Bengali letter needs a Bengali layout); F10 opens the menu
    // bar too, in either language.
    auto *menuKey = new QAction(this);
    menuKey->setShortcut(QKeySequence(Qt::Key_F10));
    connect(menuKey, &QAction::triggered, this,
            [this] { m_window->menuBar()->setActiveAction(m_quizMenu->menuAction()); });
    m_window->addAction(menuKey);
}

void WindowActions::createToolBar()
{
    m_toolBar = m_window->addToolBar(QString());
    m_toolBar->setObjectName(u"mainToolBar"_s);
    m_toolBar->setMovable(false);
    m_toolBar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_toolBar->addActions({m_library, m_backToQuiz});
    m_toolBar->addSeparator();
    m_toolBar->addActions({m_pipeline, m_attention});
    m_toolBar->addSeparator();
    m_toolBar->addActions({m_toggleLanguage, m_otherLanguage->action()});
}

QList<QMenu *> WindowActions::menus() const
{
    return {m_quizMenu,   m_viewMenu,     m_textSizeMenu, m_themeMenu,
            m_chartsMenu, m_languageMenu, m_settingsMenu, m_helpMenu};
}

bool WindowActions::isShortcut(const QKeySequence &keys) const
{
    for (const QMenu *menu : menus()) {
        const QList<QAction *> actions = menu->actions();
        for (const QAction *action : actions) {
            if (action->isEnabled() && action->shortcuts().contains(keys))
                return true;
        }
    }
    return false;
}

namespace {
// A menu's items and its submenus' items, in menu order; not the submenus themselves.
void appendItems(const QMenu *menu, QList<QAction *> &items)
{
    for (QAction *action : menu->actions()) {
        if (action->menu())
            appendItems(action->menu(), items);
        else
            items.append(action);
    }
}
} // namespace

QList<QAction *> WindowActions::menuActions() const
{
    QList<QAction *> actions;
    for (const QMenu *menu :
         {m_quizMenu, m_chartsMenu, m_viewMenu, m_languageMenu, m_settingsMenu, m_helpMenu})
        appendItems(menu, actions);
    return actions;
}

void WindowActions::retranslate()
{
    const bool bengali = m_languages->language() == Language::Bengali;
    m_quizMenu->setTitle(tr("&Quiz"));
    m_chartsMenu->setTitle(tr("&Charts"));
    m_viewMenu->setTitle(tr("&View"));
    m_otherLanguage->retranslate();
    m_languageMenu->setTitle(tr("&Language"));
    m_textSizeMenu->setTitle(tr("Text &size"));
    m_themeMenu->setTitle(tr("&Theme"));
    m_largerText->setText(tr("&Larger text"));
    m_smallerText->setText(tr("&Smaller text"));
    m_defaultText->setText(tr("&Default text size"));
    m_systemTheme->setText(tr("&Follow the system"));
    m_lightTheme->setText(tr("&Light"));
    m_darkTheme->setText(tr("&Dark"));
    m_settingsMenu->setTitle(tr("&Settings"));
    m_syncFolder->setText(tr("Sync &folder…"));
    m_syncFolder->setToolTip(
        tr("Study on more than one computer through a folder a sync tool already carries"));
    m_helpMenu->setTitle(tr("&Help"));
    m_toolBar->setWindowTitle(tr("Main toolbar"));

    m_library->setText(tr("&Library"));
    m_library->setToolTip(tr("Show all quizzes"));
    m_backToQuiz->setText(tr("&Back to the quiz"));
    m_backToQuiz->setToolTip(tr("Return to the quiz you are taking"));
    m_history->setText(tr("&History"));
    m_history->setToolTip(tr("Your attempts and scores over time"));
    m_openBank->setText(tr("&Open question bank…"));
    m_openBank->setToolTip(tr("Load a question bank: ScaleStudy JSON, Moodle XML, GIFT or Aiken"));
    m_exportBank->setText(tr("E&xport question bank…"));
    m_exportBank->setToolTip(
        tr("Save a quiz of the library as Moodle XML, GIFT or ScaleStudy JSON"));
    m_exportResults->setText(tr("&Export results…"));
    m_exportResults->setToolTip(tr("Save the results on screen as a PDF or HTML file"));
    m_search->setText(tr("&Search…"));
    m_search->setToolTip(tr("Search every quiz and the glossary"));
    m_quit->setText(tr("&Quit"));
    m_review->setText(tr("&Review due questions"));
    m_reviewFlagged->setText(tr("Review &flagged questions"));
    m_flaggedQuestions->setText(tr("Fl&agged questions"));
    m_reviewStatistics->setText(tr("Review stat&istics"));
    m_readThroughMenu->setTitle(tr("Read &through"));
    m_pipeline->setText(tr("&Pipeline bubbles"));
    m_pipeline->setToolTip(tr("Interactive chart: where pipeline stages sit idle"));
    m_attention->setText(tr("&Attention memory"));
    m_attention->setToolTip(
        tr("Interactive chart: how attention memory grows with sequence length"));
    m_sharding->setText(tr("&Sharding a JAX array"));
    m_sharding->setToolTip(tr("Interactive chart: which part of an array each device holds"));
    m_communication->setText(tr("What &communication costs"));
    m_communication->setToolTip(tr("Interactive chart: what an all-reduce, all-gather or "
                                   "reduce-scatter costs, and why tensor parallelism stays in a "
                                   "node"));
    m_trainingMemory->setText(tr("&Training memory"));
    m_trainingMemory->setToolTip(
        tr("Interactive chart: memory per GPU for training with ZeRO, FSDP, tensor and "
           "pipeline parallelism"));
    m_jitCache->setText(tr("The c&ompilation cache"));
    m_jitCache->setToolTip(tr("Interactive chart: which calls of a jitted training step trace "
                              "and compile, and which run from the cache"));
    m_asyncDispatch->setText(tr("Asynchronous &dispatch"));
    m_asyncDispatch->setToolTip(tr("Interactive chart: the host and the GPU on one time axis, "
                                   "and what a synchronization costs"));
    m_guide->setText(tr("&User guide"));
    m_shortcuts->setText(tr("&Keyboard shortcuts"));
    m_glossary->setText(tr("&Glossary"));
    m_about->setText(tr("&About ScaleStudy"));

    m_english->setChecked(!bengali);
    m_bengali->setChecked(bengali);
    // The toggle says what it does in the language it switches to, so that it
    // does not repeat the choice above it and reads to whoever needs it.
    m_toggleLanguage->setText(bengali ? u"&Switch to English"_s : u"বাংলায় দেখুন (&S)"_s);
    // The toolbar has room for the language's name alone.
    m_toggleLanguage->setIconText(bengali ? u"English"_s : u"বাংলা"_s);
    m_toggleLanguage->setProperty("helpText", tr("Switch the language"));
    m_toggleLanguage->setToolTip(
        tr("Switch the language (%1)")
            .arg(m_toggleLanguage->shortcut().toString(QKeySequence::NativeText)));
    // The items with no tooltip of their own get their text as one: Qt would
    // make it of the text with its "(R)".
    for (QAction *action :
         {m_review, m_reviewFlagged, m_flaggedQuestions, m_reviewStatistics, m_quit, m_largerText,
          m_smallerText, m_defaultText, m_systemTheme, m_lightTheme, m_darkTheme, m_guide,
          m_shortcuts, m_glossary, m_about, m_english, m_bengali})
        action->setToolTip(withoutAccessKey(action->text()));
    // The toolbar's buttons read without the access key: Qt would keep "(L)".
    for (QAction *action : {m_library, m_backToQuiz, m_pipeline, m_attention})
        action->setIconText(withoutAccessKey(action->text()));
    // A button's name is what it shows (WCAG 2.5.3: a learner who says
    // "Library" finds it), its tooltip what it does.
    for (QAction *action : m_toolBar->actions()) {
        if (QWidget *button = m_toolBar->widgetForAction(action)) {
            button->setAccessibleName(action->iconText());
            button->setAccessibleDescription(action->toolTip());
        }
    }
}
