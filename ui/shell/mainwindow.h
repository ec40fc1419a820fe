#pragma once

#include "core/study.h"

#include <QMainWindow>

class Appearance;
class AttentionPage;
class FlaggedPage;
class HelpPage;
class HistoryPage;
class GlossaryPage;
class HiddenPageLanguage;
class LanguageManager;
class LibraryPage;
class NoticeBar;
class OtherLanguageView;
class PipelinePage;
class QActionGroup;
class QKeyEvent;
class QStackedWidget;
class QuestionPage;
class ResultsPage;
class SearchPage;
class ReviewDueBar;
class ReviewPage;
class WindowActions;

// The application window: the library, the quiz and results pages, the two
// chart pages, and the menus and toolbar that move between them and switch
// the language. It builds the pages, routes the learner's actions to Study
// and shows what Study says; the rules live there.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    enum class FontCheck { BengaliFontPresent, BengaliFontMissing };

    MainWindow(LanguageManager *languages, const QString &progressFilePath,
               QWidget *parent = nullptr);
    ~MainWindow() override;

    // Built-in banks plus any the learner opened before.
    void loadBanks(const QStringList &paths);
    void reportFontCheck(FontCheck check);

    void showLibrary();
    void startQuiz(const QString &bankId, FeedbackMode mode);
    void resumeQuiz(const QString &bankId);
    void retryWrongAnswers(const QString &bankId, FeedbackMode mode);
    void showConcept(Concept chartConcept, const QString &questionId);
    enum class HelpTopic { Guide, Shortcuts };
    void showHelp(HelpTopic topic);
    // The history of this quiz; with no id, of the quiz in progress, else of
    // the quiz last attempted, else of the one shown before or the first.
    void showHistory(const QString &bankId = {});
    void openQuestionBankFile(const QString &path);
    // Takes a bank the learner opened out of the library (e.g. one whose file is gone).
    void removeQuestionBankFile(const QString &path);

    const QuizSession *session() const { return m_study.session(); }
    const QList<QuestionBank> &banks() const { return m_study.banks(); }
    Appearance *appearance() const { return m_appearance; }

protected:
    void changeEvent(QEvent *event) override;
    // Lets the window's shortcuts through a focused editor, and Enter press a focused button.
    bool eventFilter(QObject *watched, QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;

private:
    void connectActions();
    void fitOnScreen();
    void focusChartPage(QWidget *page);
    void retranslateUi();
    void updateWindowTitle();
    void updateMenuBarHeight();
    void createQuizPages();
    void showBanks();
    void showSession();
    void showResults();
    void refreshLibraryRecords();
    void showRecord(const QString &bankId);
    void askAndOpenQuestionBank();
    void showGlossary();
    void updateExportResultsAction();
    void showGlossaryEntry(const QString &entryId);
    void showOtherLanguage(bool shown);
    void showSearch();
    ReviewPage *reviewPage();
    void showReviewPage();
    void showReadThrough(const QString &bankId);
    void updateReadThroughMenu();
    void showFlaggedQuestions();

    LanguageManager *m_languages = nullptr;
    Study m_study;
    Appearance *m_appearance = nullptr;

    HiddenPageLanguage *m_hiddenPageLanguage = nullptr;
    NoticeBar *m_notices = nullptr;
    OtherLanguageView *m_otherLanguage = nullptr;
    QStackedWidget *m_pages = nullptr;
    LibraryPage *m_library = nullptr;
    QuestionPage *m_question = nullptr;
    ResultsPage *m_results = nullptr;
    PipelinePage *m_pipeline = nullptr;
    AttentionPage *m_attention = nullptr;
    HelpPage *m_help = nullptr;
    GlossaryPage *m_glossary = nullptr;
    SearchPage *m_search = nullptr;
    HistoryPage *m_history = nullptr;
    ReviewPage *m_review = nullptr;
    ReviewDueBar *m_reviewDue = nullptr;
    FlaggedPage *m_flagged = nullptr;

    WindowActions *m_actions = nullptr;
};
