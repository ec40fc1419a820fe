#pragma once

#include "core/chartsetup.h"
#include "core/quizsession.h"

#include <QObject>

struct AttemptRecord;
class ChartPages;
class FlaggedPage;
class GlossaryPage;
class HelpPage;
class HistoryPage;
class LanguageManager;
class LibraryPage;
class OtherLanguageView;
class PageStack;
class QMainWindow;
class QuestionPage;
struct QuestionBank;
class ResultsPage;
class ReviewDueBar;
class ReviewPage;
class SearchPage;
class StatisticsPage;
class Study;
class WindowActions;

// Which page is in sight, and the pages themselves: the library is built at
// start, every other page when it is first shown (start-up is what a learner
// waits through), each wired to Study and to the pages it leads to; the
// concept chart pages through ChartPages. The window's title names the page
// in sight.
class PageRouter : public QObject
{
    Q_OBJECT

public:
    enum class HelpTopic { Guide, ReviewGuide, Shortcuts };

    PageRouter(Study *study, LanguageManager *languages, QMainWindow *window);
    // The window's actions and the other-language toggle, made after the
    // pages (the library comes first in the window's focus chain).
    void connectWindow(WindowActions *actions, OtherLanguageView *otherLanguage);

    PageStack *stack() const { return m_pages; }

    void showLibrary();
    // The quiz in progress, or its results when it is finished and they are not in sight.
    void showAttempt();
    void showConcept(Concept chartConcept, const QString &questionId);
    void showHelp(HelpTopic topic);
    // The history of this quiz; with no id, of the one Study says (historyBankId).
    void showHistory(const QString &bankId = {});
    void showGlossary();
    void showGlossaryEntry(const QString &entryId);
    void showSearch();
    void showDueReview();
    void showFlaggedReview();
    void showReadThrough(const QString &bankId);
    void showFlaggedQuestions();
    void showStatistics();
    // The results in sight, written to a file the learner chooses.
    void exportResults();
    // The window's title and the read-through menu in the current language.
    void retranslate();
    // Before Study goes: the pages outlive it (they are the window's widgets)
    // and are hidden as the window goes, which must not reach the attempt.
    void releaseAttempt();

private:
    void showBanks();
    void showRecord(const QString &bankId);
    void showSession();
    void showResults();
    void showPastAttempt(const AttemptRecord &attempt, const QuestionBank &quizBank);
    void practiseHardest(const QString &bankId, const QStringList &questionIds);
    void createQuizPages();
    ReviewPage *reviewPage();
    void showReviewPage();
    void showOtherLanguage(bool shown);
    void updateWindowTitle();
    QString currentPageTitle() const;
    void updateExportResultsAction();
    void updateReadThroughMenu();
    void connectLibrary();

    Study *m_study = nullptr;
    LanguageManager *m_languages = nullptr;
    WindowActions *m_actions = nullptr;
    OtherLanguageView *m_otherLanguage = nullptr;
    QMainWindow *m_window = nullptr;

    PageStack *m_pages = nullptr;
    ChartPages *m_charts = nullptr; // the concept chart pages
    LibraryPage *m_library = nullptr;
    ReviewDueBar *m_reviewDue = nullptr;
    QuestionPage *m_question = nullptr;
    ResultsPage *m_results = nullptr;
    HelpPage *m_help = nullptr;
    GlossaryPage *m_glossary = nullptr;
    SearchPage *m_search = nullptr;
    HistoryPage *m_history = nullptr;
    ResultsPage *m_pastResults = nullptr; // a past attempt's, from the history
    ReviewPage *m_review = nullptr;
    FlaggedPage *m_flagged = nullptr;
    StatisticsPage *m_statistics = nullptr;
};
