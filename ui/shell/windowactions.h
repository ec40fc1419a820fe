#pragma once

#include <QObject>

class Appearance;
class LanguageManager;
class OtherLanguageView;
class QAction;
class QKeySequence;
class QMainWindow;
class QMenu;
class QToolBar;

// The main window's actions, menus and toolbar: their icons, shortcuts and
// texts in the current language. The actions that only change the view (the
// language, the text size, the theme, F10 for the menu bar) work here; the
// window connects the ones that move between pages to its own routing.
class WindowActions : public QObject
{
    Q_OBJECT

public:
    WindowActions(QMainWindow *window, LanguageManager *languages, Appearance *appearance,
                  OtherLanguageView *otherLanguage);

    // Every text in the current language.
    void retranslate();
    // An enabled action of a menu has this shortcut: it goes before a focused
    // editor's own use of the keys.
    bool isShortcut(const QKeySequence &keys) const;
    // The menus' items, their submenus' too, in menu order, for the shortcut sheet.
    QList<QAction *> menuActions() const;
    // Emptied and filled by the window as quizzes come and go.
    QMenu *readThroughMenu() const { return m_readThroughMenu; }

    // Page navigation, for the window to connect: read-only, so that only
    // this class makes, names and places them.
    QAction *library() const { return m_library; }
    QAction *backToQuiz() const { return m_backToQuiz; }
    QAction *history() const { return m_history; }
    QAction *openBank() const { return m_openBank; }
    QAction *exportBank() const { return m_exportBank; }
    QAction *exportResults() const { return m_exportResults; }
    QAction *search() const { return m_search; }
    QAction *review() const { return m_review; }
    QAction *flaggedQuestions() const { return m_flaggedQuestions; }
    QAction *reviewFlagged() const { return m_reviewFlagged; }
    QAction *reviewStatistics() const { return m_reviewStatistics; }
    QAction *quit() const { return m_quit; }
    QAction *pipeline() const { return m_pipeline; }
    QAction *attention() const { return m_attention; }
    QAction *sharding() const { return m_sharding; }
    QAction *communication() const { return m_communication; }
    QAction *trainingMemory() const { return m_trainingMemory; }
    QAction *jitCache() const { return m_jitCache; }
    QAction *asyncDispatch() const { return m_asyncDispatch; }
    QAction *guide() const { return m_guide; }
    QAction *shortcuts() const { return m_shortcuts; }
    QAction *glossary() const { return m_glossary; }
    QAction *about() const { return m_about; }
    QAction *syncFolder() const { return m_syncFolder; }

private:
    void createNavigationActions();
    void createLanguageActions();
    void createViewActions();
    void createMenus();
    void createToolBar();
    void updateTextSizeActions();
    void updateThemeActions();
    QList<QMenu *> menus() const;

    QMainWindow *m_window = nullptr;
    LanguageManager *m_languages = nullptr;
    Appearance *m_appearance = nullptr;
    OtherLanguageView *m_otherLanguage = nullptr;

    QAction *m_library = nullptr;
    QAction *m_backToQuiz = nullptr;
    QAction *m_history = nullptr;
    QAction *m_openBank = nullptr;
    QAction *m_exportBank = nullptr;
    QAction *m_exportResults = nullptr;
    QAction *m_search = nullptr;
    QAction *m_review = nullptr;
    QAction *m_flaggedQuestions = nullptr;
    QAction *m_reviewFlagged = nullptr;
    QAction *m_reviewStatistics = nullptr;
    QAction *m_quit = nullptr;
    QAction *m_pipeline = nullptr;
    QAction *m_attention = nullptr;
    QAction *m_sharding = nullptr;
    QAction *m_communication = nullptr;
    QAction *m_trainingMemory = nullptr;
    QAction *m_jitCache = nullptr;
    QAction *m_asyncDispatch = nullptr;
    QAction *m_guide = nullptr;
    QAction *m_shortcuts = nullptr;
    QAction *m_glossary = nullptr;
    QAction *m_about = nullptr;
    QAction *m_syncFolder = nullptr;
    QAction *m_english = nullptr;
    QAction *m_bengali = nullptr;
    QAction *m_toggleLanguage = nullptr;
    QAction *m_largerText = nullptr;
    QAction *m_smallerText = nullptr;
    QAction *m_defaultText = nullptr;
    QAction *m_systemTheme = nullptr;
    QAction *m_lightTheme = nullptr;
    QAction *m_darkTheme = nullptr;

    QMenu *m_quizMenu = nullptr;
    QMenu *m_readThroughMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_textSizeMenu = nullptr;
    QMenu *m_themeMenu = nullptr;
    QMenu *m_chartsMenu = nullptr;
    QMenu *m_languageMenu = nullptr;
    QMenu *m_settingsMenu = nullptr;
    QMenu *m_helpMenu = nullptr;
    QToolBar *m_toolBar = nullptr;
};
