#include "shell/pagerouter.h"

#include "core/banktitles.h"
#include "core/languagemanager.h"
#include "core/study.h"
#include "glossary/glossarypage.h"
#include "help/helppage.h"
#include "history/historypage.h"
#include "question/otherlanguageview.h"
#include "quiz/librarypage.h"
#include "quiz/questionpage.h"
#include "quiz/resultspage.h"
#include "review/reviewduebar.h"
#include "review/reviewpage.h"
#include "search/flaggedpage.h"
#include "search/searchpage.h"
#include "shell/chartpages.h"
#include "shell/pagestack.h"
#include "shell/windowactions.h"
#include "statistics/statisticspage.h"
#include "widgets/hiddenpagelanguage.h"
#include "widgets/messageboxes.h"

#include <QAction>
#include <QMainWindow>
#include <QMenu>
#include <QSettings>

using namespace Qt::StringLiterals;

PageRouter::PageRouter(Study *study, LanguageManager *languages, QMainWindow *window)
    : QObject(window)
    , m_study(study)
    , m_languages(languages)
    , m_window(window)
{
    m_pages = new PageStack(window);
    m_charts = new ChartPages(m_pages, this);
    m_pages->setObjectName(u"pages"_s);
    // Every page, the chart pages too, follows a switch once it is in sight.
    auto *hiddenPageLanguage = new HiddenPageLanguage(this);
    hiddenPageLanguage->watchPagesOf(m_pages);
    m_library = new LibraryPage(m_languages, m_pages);
    m_pages->addWidget(m_library);
    m_reviewDue = new ReviewDueBar(m_study, m_library);
    m_library->addTopWidget(m_reviewDue);
    connectLibrary();

    connect(m_pages, &QStackedWidget::currentChanged, this, &PageRouter::updateWindowTitle);
    connect(m_pages, &QStackedWidget::currentChanged, this, &PageRouter::updateExportResultsAction);
    connect(m_study, &Study::banksChanged, this, &PageRouter::updateReadThroughMenu);
    connect(m_study, &Study::banksChanged, this, &PageRouter::showBanks);
    connect(m_study, &Study::sessionChanged, this, &PageRouter::showSession);
    connect(m_study, &Study::recordChanged, this, &PageRouter::showRecord);
    showBanks(); // those Study has read already
}

void PageRouter::connectWindow(WindowActions *actions, OtherLanguageView *otherLanguage)
{
    m_actions = actions;
    m_otherLanguage = otherLanguage;
    connect(m_otherLanguage, &OtherLanguageView::shownChanged, this, &PageRouter::showOtherLanguage);
}

void PageRouter::releaseAttempt()
{
    if (m_question)
        m_question->setAttempt({});
}

void PageRouter::connectLibrary()
{
    connect(m_library, &LibraryPage::startRequested, m_study, &Study::start);
    connect(m_library, &LibraryPage::retryWrongRequested, m_study, &Study::retryWrong);
    connect(m_library, &LibraryPage::resumeRequested, this, [this](const QString &bankId) {
        if (m_study->resume(bankId) != Study::Resumption::AttemptDiscarded)
            return;
        Dialogs::showError(m_window, tr("Cannot resume"),
                           tr("The saved attempt no longer matches this quiz (its questions have "
                              "changed), so it cannot be resumed. Start the quiz again."));
    });
    connect(m_library, &LibraryPage::removeBanksRequested, this, [this](const QStringList &paths) {
        m_study->removeBankFiles(paths);
        showLibrary();
    });
    connect(m_library, &LibraryPage::historyRequested, this, &PageRouter::showHistory);
    connect(m_library, &LibraryPage::readThroughRequested, this, &PageRouter::showReadThrough);
    connect(m_reviewDue, &ReviewDueBar::reviewRequested, this, &PageRouter::showDueReview);
    connect(m_reviewDue, &ReviewDueBar::flaggedRequested, this, &PageRouter::showFlaggedQuestions);
    connect(m_reviewDue, &ReviewDueBar::statisticsRequested, this, &PageRouter::showStatistics);
}

void PageRouter::showLibrary()
{
    m_pages->setCurrentWidget(m_library);
    m_library->focusPrimaryButton();
}

void PageRouter::showBanks()
{
    m_library->setBanks(m_study->banks());
    m_library->setProblems(m_study->bankProblems(), m_study->removableBankPaths());
    m_library->setWarnings(m_study->bankWarnings());
    for (const QuestionBank &bank : m_study->banks())
        showRecord(bank.id);
}

void PageRouter::showRecord(const QString &bankId)
{
    m_library->setRecord(bankId, m_study->record(bankId));
    m_library->setTrend(bankId, m_study->cardTrend(bankId));
}

void PageRouter::createQuizPages()
{
    if (m_question)
        return;
    m_question = new QuestionPage(m_study, m_languages, m_pages);
    m_results = new ResultsPage(m_languages, m_pages);
    m_pages->addWidget(m_question);
    m_pages->addWidget(m_results);
    connect(m_question, &QuestionPage::finished, this, &PageRouter::showResults);
    connect(m_question, &QuestionPage::conceptRequested, this, &PageRouter::showConcept);
    connect(m_results, &ResultsPage::conceptRequested, this, &PageRouter::showConcept);
    connect(m_question, &QuestionPage::glossaryEntryRequested, this, &PageRouter::showGlossaryEntry);
    connect(m_results, &ResultsPage::glossaryEntryRequested, this, &PageRouter::showGlossaryEntry);
    showOtherLanguage(m_otherLanguage->isShown());
    connect(m_results, &ResultsPage::libraryRequested, this, &PageRouter::showLibrary);
    connect(m_results, &ResultsPage::retryWrongRequested, this, [this] {
        if (const QuizSession *session = m_study->session())
            m_study->retryWrong(session->bankId(), session->mode());
    });
}

void PageRouter::showSession()
{
    createQuizPages();
    const QuizSession *session = m_study->session();
    m_question->setAttempt(m_study->attempt());
    m_results->setAttempt(m_study->attempt());
    m_actions->backToQuiz()->setEnabled(session != nullptr);
    updateExportResultsAction();
    if (!session)
        return;
    m_pages->setCurrentWidget(session->isFinished() ? static_cast<QWidget *>(m_results)
                                                    : static_cast<QWidget *>(m_question));
    if (!session->isFinished())
        m_question->focusAnswers();
    updateWindowTitle();
}

void PageRouter::showAttempt()
{
    if (!m_study->session())
        return;
    if (m_study->session()->isFinished() && m_pages->currentWidget() != m_question) {
        m_pages->setCurrentWidget(m_results);
    } else {
        m_pages->setCurrentWidget(m_question);
        m_question->focusAnswers();
    }
}

void PageRouter::showResults()
{
    if (m_study->session())
        m_pages->setCurrentWidget(m_results);
}

void PageRouter::exportResults()
{
    for (ResultsPage *page : {m_results, m_pastResults}) {
        if (page && m_pages->currentWidget() == page)
            page->exportResults();
    }
}

// Export works on the results in sight, a past attempt's too.
void PageRouter::updateExportResultsAction()
{
    bool canExport = false;
    for (ResultsPage *page : {m_results, m_pastResults})
        canExport = canExport || (page && m_pages->currentWidget() == page && page->canExport());
    m_actions->exportResults()->setEnabled(canExport);
}

ReviewPage *PageRouter::reviewPage()
{
    if (!m_review) {
        m_review = new ReviewPage(m_study, m_languages, m_pages);
        m_pages->addWidget(m_review);
        connect(m_review, &ReviewPage::libraryRequested, this, &PageRouter::showLibrary);
        connect(m_review, &ReviewPage::statisticsRequested, this, &PageRouter::showStatistics);
        connect(m_review, &ReviewPage::glossaryEntryRequested, this, &PageRouter::showGlossaryEntry);
        connect(m_review, &ReviewPage::guideRequested, this,
                [this] { showHelp(HelpTopic::ReviewGuide); });
        m_review->setOtherLanguageShown(m_otherLanguage->isShown());
    }
    return m_review;
}

void PageRouter::showReviewPage()
{
    m_pages->setCurrentWidget(reviewPage());
    m_review->setFocus();
}

void PageRouter::showDueReview()
{
    reviewPage()->startDue();
    showReviewPage();
}

void PageRouter::showFlaggedReview()
{
    reviewPage()->startFlagged();
    showReviewPage();
}

void PageRouter::showReadThrough(const QString &bankId)
{
    reviewPage()->startReadThrough(bankId);
    showReviewPage();
}

// Its "Review these" starts the flagged review.
void PageRouter::showFlaggedQuestions()
{
    if (!m_flagged) {
        m_flagged = new FlaggedPage(m_study, m_languages, m_pages);
        m_pages->addWidget(m_flagged);
        connect(m_flagged, &FlaggedPage::reviewRequested, this, &PageRouter::showFlaggedReview);
        connect(m_flagged, &FlaggedPage::libraryRequested, this, &PageRouter::showLibrary);
        connect(m_flagged, &FlaggedPage::glossaryEntryRequested, this,
                &PageRouter::showGlossaryEntry);
        m_flagged->setOtherLanguageShown(m_otherLanguage->isShown());
    }
    // Shown first: a language switch held back while it was hidden arrives now.
    m_pages->setCurrentWidget(m_flagged);
    m_flagged->activate();
}

// Built when first shown; it asks Study for its figures as it is shown.
void PageRouter::showStatistics()
{
    if (!m_statistics) {
        m_statistics = new StatisticsPage(m_study, m_pages);
        m_pages->addWidget(m_statistics);
    }
    m_pages->setCurrentWidget(m_statistics);
    m_statistics->setFocus();
}

void PageRouter::showHelp(HelpTopic topic)
{
    if (!m_help) {
        m_help = new HelpPage(m_languages, m_study->progressFilePath(), QSettings().fileName(),
                              m_pages);
        m_pages->addWidget(m_help);
        m_help->setShortcutActions(m_actions->menuActions());
    }
    m_pages->setCurrentWidget(m_help);
    if (topic == HelpTopic::Guide)
        m_help->showGuide();
    else if (topic == HelpTopic::ReviewGuide)
        m_help->showGuide(u"review"_s);
    else
        m_help->showShortcuts();
}

// The keyboard starts on a chart page itself, not in a number field that
// would take the first keys typed.
void PageRouter::showConcept(Concept chartConcept, const QString &questionId)
{
    const auto [setup, origin] = m_study->chartSetupFor(questionId);
    m_charts->show(chartConcept, setup, origin);
}

// As the library's Start and Retry: an attempt in progress ends only when
// the learner says so, and then it is kept in the history as abandoned.
void PageRouter::practiseHardest(const QString &bankId, const QStringList &questionIds)
{
    const QuestionBank *quizBank = m_study->bank(bankId);
    if (!quizBank)
        return;
    const bool inProgress = m_study->record(bankId).attempt.has_value()
                            || (m_study->session() && m_study->session()->bankId() == bankId
                                && !m_study->session()->isFinished());
    if (inProgress
        && Dialogs::askEndAttemptInProgress(m_window,
                                            BankTitles::distinct(*quizBank, m_study->banks(),
                                                                 m_languages->language()))
               != Dialogs::AttemptChoice::StartNew)
        return;
    m_study->practise(bankId, FeedbackMode::Immediate, questionIds);
}

void PageRouter::showHistory(const QString &bankId)
{
    if (!m_history) {
        m_history = new HistoryPage(m_languages, m_pages);
        m_pages->addWidget(m_history);
        m_history->setOtherLanguageShown(m_otherLanguage->isShown());
        connect(m_history, &HistoryPage::attemptRequested, this, &PageRouter::showPastAttempt);
        connect(m_history, &HistoryPage::practiceRequested, this, &PageRouter::practiseHardest);
        connect(m_history, &HistoryPage::glossaryEntryRequested, this,
                &PageRouter::showGlossaryEntry);
    }
    m_history->setHistory(m_study->banks(), m_study->history(), m_study->historyBankId(bankId));
    m_pages->setCurrentWidget(m_history);
}

// A past attempt's results, on a results page of their own: the attempt in
// progress keeps its page.
void PageRouter::showPastAttempt(const AttemptRecord &attempt, const QuestionBank &quizBank)
{
    if (!m_pastResults) {
        m_pastResults = new ResultsPage(m_languages, m_pages);
        m_pastResults->setObjectName(u"pastResultsPage"_s);
        m_pages->addWidget(m_pastResults);
        m_pastResults->setOtherLanguageShown(m_otherLanguage->isShown());
        connect(m_pastResults, &ResultsPage::conceptRequested, this, &PageRouter::showConcept);
        connect(m_pastResults, &ResultsPage::glossaryEntryRequested, this,
                &PageRouter::showGlossaryEntry);
        connect(m_pastResults, &ResultsPage::historyRequested, this, &PageRouter::showHistory);
    }
    if (!m_pastResults->setPastAttempt(attempt, quizBank))
        return;
    m_pages->setCurrentWidget(m_pastResults);
    m_pastResults->setFocus(Qt::OtherFocusReason);
    updateExportResultsAction();
}

void PageRouter::showGlossary()
{
    if (!m_glossary) {
        m_glossary = new GlossaryPage(m_languages, m_pages);
        m_pages->addWidget(m_glossary);
        m_glossary->setBanks(m_study->banks());
        connect(m_study, &Study::banksChanged, m_glossary,
                [this] { m_glossary->setBanks(m_study->banks()); });
        m_glossary->setOtherLanguageShown(m_otherLanguage->isShown());
    }
    m_pages->setCurrentWidget(m_glossary);
    m_glossary->setFocus();
}

void PageRouter::showGlossaryEntry(const QString &entryId)
{
    showGlossary();
    m_glossary->showEntry(entryId);
}

void PageRouter::showSearch()
{
    if (!m_search) {
        m_search = new SearchPage(m_languages, m_study, m_pages);
        m_pages->addWidget(m_search);
        connect(m_search, &SearchPage::glossaryEntryRequested, this, &PageRouter::showGlossaryEntry);
        m_search->setOtherLanguageShown(m_otherLanguage->isShown());
    }
    m_pages->setCurrentWidget(m_search);
    m_search->activate();
}

// Every page that shows a question's texts; a page takes the setting when it is built.
void PageRouter::showOtherLanguage(bool shown)
{
    if (m_question) {
        m_question->setOtherLanguageShown(shown);
        m_results->setOtherLanguageShown(shown);
    }
    if (m_pastResults)
        m_pastResults->setOtherLanguageShown(shown);
    if (m_history)
        m_history->setOtherLanguageShown(shown);
    if (m_review)
        m_review->setOtherLanguageShown(shown);
    if (m_search)
        m_search->setOtherLanguageShown(shown);
    if (m_flagged)
        m_flagged->setOtherLanguageShown(shown);
    if (m_glossary)
        m_glossary->setOtherLanguageShown(shown);
}

void PageRouter::retranslate()
{
    updateReadThroughMenu();
    m_actions->backToQuiz()->setEnabled(m_study->session() != nullptr);
    updateWindowTitle();
}

// One item per quiz, in the current language.
void PageRouter::updateReadThroughMenu()
{
    QMenu *menu = m_actions->readThroughMenu();
    menu->clear();
    for (const QuestionBank &quizBank : m_study->banks()) {
        const QString bankId = quizBank.id;
        QAction *action = menu->addAction(
            BankTitles::distinct(quizBank, m_study->banks(), m_languages->language()));
        connect(action, &QAction::triggered, this, [this, bankId] { showReadThrough(bankId); });
        action->setObjectName(u"readThrough-"_s + bankId);
    }
}

QString PageRouter::currentPageTitle() const
{
    const QWidget *current = m_pages->currentWidget();
    if (!current)
        return {};
    if (current == m_library)
        return tr("Library");
    if (current == m_question || current == m_results)
        return m_study->attempt().isOpen()
                   ? m_study->attempt().bank().title.text(m_languages->language())
                   : QString();
    if (QString chart = m_charts->titleOf(current); !chart.isEmpty())
        return chart;
    const std::initializer_list<std::pair<const QWidget *, const char *>> named{
        {m_help, QT_TR_NOOP("Help")},
        {m_glossary, QT_TR_NOOP("Glossary")},
        {m_search, QT_TR_NOOP("Search")},
        {m_history, QT_TR_NOOP("History")},
        {m_pastResults, QT_TR_NOOP("History")},
        {m_review, QT_TR_NOOP("Review")},
        {m_flagged, QT_TR_NOOP("Flagged questions")},
        {m_statistics, QT_TR_NOOP("Review statistics")},
    };
    for (const auto &[page, title] : named) {
        if (page == current)
            return tr(title);
    }
    return {};
}

void PageRouter::updateWindowTitle()
{
    const QString page = currentPageTitle();
    const QString app = tr("ScaleStudy");
    m_window->setWindowTitle(page.isEmpty() ? app
                                            : tr("%1 — %2", "page — application").arg(page, app));
}
