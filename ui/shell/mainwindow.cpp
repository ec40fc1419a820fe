#include "shell/mainwindow.h"

#include "attention/attentionpage.h"
#include "core/historystats.h"
#include "core/languagemanager.h"
#include "glossary/glossarypage.h"
#include "help/helppage.h"
#include "history/historypage.h"
#include "pipeline/pipelinepage.h"
#include "question/otherlanguageview.h"
#include "quiz/librarypage.h"
#include "quiz/questionpage.h"
#include "quiz/resultspage.h"
#include "review/reviewduebar.h"
#include "review/reviewpage.h"
#include "search/flaggedpage.h"
#include "search/searchpage.h"
#include "shell/appearance.h"
#include "shell/appicon.h"
#include "shell/noticebar.h"
#include "shell/pagestack.h"
#include "shell/windowactions.h"
#include "shell/windowdialogs.h"
#include "widgets/fonts.h"
#include "widgets/hiddenpagelanguage.h"
#include "widgets/messageboxes.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QEvent>
#include <QIcon>
#include <QKeyEvent>
#include <QMenuBar>
#include <QPushButton>
#include <QScreen>
#include <QSettings>
#include <QStackedWidget>
#include <QToolBar>
#include <QVBoxLayout>

#include <algorithm>
#include <array>
#include <utility>

using namespace Qt::StringLiterals;

namespace {
const auto geometryKey = u"window/geometry"_s;
// How many of a quiz's last scores its library card draws.
constexpr int cardTrendLength = 10;

// How the question's bank sets its chart up (the quiz's own bank first) and
// which question that is: its number in the whole bank (a retry's copy holds
// only some questions) and the bank's title. The defaults and no question for
// the Charts menu (no id).
std::pair<ChartSetup, ChartOrigin> chartSetupOf(const QString &questionId,
                                                const QuestionBank &quizBank,
                                                const QList<QuestionBank> &banks)
{
    if (questionId.isEmpty())
        return {};
    QList<const QuestionBank *> searched;
    for (const QuestionBank &bank : banks) {
        if (bank.id == quizBank.id)
            searched << &bank;
    }
    searched << &quizBank;
    for (const QuestionBank &bank : banks)
        searched << &bank;
    for (const QuestionBank *bank : std::as_const(searched)) {
        if (const int row = bank->rowOf(questionId); row >= 0)
            return {bank->questions.at(row).chart, ChartOrigin{row + 1, bank->title}};
    }
    return {};
}
} // namespace

MainWindow::MainWindow(LanguageManager *languages, const QString &progressFilePath, QWidget *parent)
    : QMainWindow(parent)
    , m_languages(languages)
    , m_study(progressFilePath)
{
    setObjectName(u"mainWindow"_s);
    // Asked first: a second QSettings reuses the file already parsed and no
    // longer reports that it could not be read.
    const bool settingsUnreadable = QSettings().status() == QSettings::FormatError;
    m_appearance = new Appearance(m_languages->language(), this);

    m_notices = new NoticeBar(this);
    m_pages = new PageStack(this);
    m_pages->setObjectName(u"pages"_s);
    // Every page, the chart pages too, follows a switch once it is in sight.
    m_hiddenPageLanguage = new HiddenPageLanguage(this);
    m_hiddenPageLanguage->watchPagesOf(m_pages);
    m_library = new LibraryPage(m_languages, m_pages);
    m_pages->addWidget(m_library);
    m_reviewDue = new ReviewDueBar(&m_study, m_library);
    m_library->addTopWidget(m_reviewDue);
    // The other pages are built when first opened: every session starts with
    // the library, and start-up time is what a learner waits through.

    auto *central = new QWidget(this);
    auto *layout = new QVBoxLayout(central);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_notices);
    layout->addWidget(m_pages, 1);
    setCentralWidget(central);

    connect(m_library, &LibraryPage::startRequested, this, &MainWindow::startQuiz);
    connect(m_library, &LibraryPage::resumeRequested, this, &MainWindow::resumeQuiz);
    connect(m_library, &LibraryPage::retryWrongRequested, this, &MainWindow::retryWrongAnswers);
    connect(m_library, &LibraryPage::removeBankRequested, this, &MainWindow::removeQuestionBankFile);
    connect(m_library, &LibraryPage::historyRequested, this, &MainWindow::showHistory);
    connect(m_library, &LibraryPage::readThroughRequested, this, &MainWindow::showReadThrough);
    connect(m_pages, &QStackedWidget::currentChanged, this, &MainWindow::updateWindowTitle);
    connect(m_pages, &QStackedWidget::currentChanged, this, &MainWindow::updateExportResultsAction);
    connect(m_reviewDue, &ReviewDueBar::reviewRequested, this, [this] {
        reviewPage()->startDue();
        showReviewPage();
    });
    connect(m_reviewDue, &ReviewDueBar::flaggedRequested, this, &MainWindow::showFlaggedQuestions);
    connect(&m_study, &Study::banksChanged, this, &MainWindow::updateReadThroughMenu);
    connect(&m_study, &Study::banksChanged, this, &MainWindow::showBanks);
    connect(&m_study, &Study::sessionChanged, this, &MainWindow::showSession);
    connect(&m_study, &Study::recordChanged, this, &MainWindow::showRecord);
    connect(&m_study, &Study::saveFailed, this, [this](const ProgressStore::SaveFailure &failure) {
        m_notices->addNotice([failure] { return failure.message(); });
    });

    m_otherLanguage = new OtherLanguageView(this);
    m_otherLanguage->watchPeekKeyIn(this);
    connect(m_otherLanguage, &OtherLanguageView::shownChanged, this, &MainWindow::showOtherLanguage);
    m_actions = new WindowActions(this, m_languages, m_appearance, m_otherLanguage);
    connectActions();

    if (!m_study.progressLoad().message().isEmpty())
        m_notices->addNotice([this] { return m_study.progressLoad().message(); });
    if (!m_study.reviewLoad().message().isEmpty())
        m_notices->addNotice([this] { return m_study.reviewLoad().message(); });

    QSettings settings;
    if (settingsUnreadable) {
        const QString file = QDir::toNativeSeparators(settings.fileName());
        m_notices->addNotice([file] {
            return tr("Some settings in %1 could not be read; ScaleStudy uses its defaults for "
                      "them. Your progress is not affected.")
                .arg(file);
        });
    }
    // Read after the check above: a damaged file reports its error only to its first reader.
    m_otherLanguage->restore(settings);
    // A netbook's 1024x600 screen; pages scroll what does not fit.
    setMinimumSize(1000, 600);
    if (!restoreGeometry(settings.value(geometryKey).toByteArray()))
        resize(1180, 800);
    fitOnScreen();
    retranslateUi();
    qApp->installEventFilter(this);
}

// A saved or default size larger than this screen (a smaller laptop, a
// projector) would open with its edges, and the menu bar, out of reach.
void MainWindow::fitOnScreen()
{
    const QRect available = screen()->availableGeometry();
    setMinimumSize(minimumSize().boundedTo(available.size()));
    const QSize frameExtra = frameGeometry().size() - geometry().size();
    resize(size().boundedTo(available.size() - frameExtra));
    QRect frame = frameGeometry();
    frame.moveLeft(std::clamp(frame.left(), available.left(),
                              std::max(available.left(), available.right() - frame.width() + 1)));
    frame.moveTop(std::clamp(frame.top(), available.top(),
                             std::max(available.top(), available.bottom() - frame.height() + 1)));
    move(frame.topLeft());
}

bool MainWindow::eventFilter(QObject *watched, QEvent *event)
{
    const bool shortcutOverride = event->type() == QEvent::ShortcutOverride;
    if ((shortcutOverride || event->type() == QEvent::KeyPress) && watched->isWidgetType()
        && static_cast<QWidget *>(watched)->window() == this) {
        auto *key = static_cast<QKeyEvent *>(event);
        // A spin box or a line edit claims Ctrl+Home and Ctrl+Backspace for
        // itself; the window's navigation comes first.
        if (shortcutOverride && m_actions->isShortcut(QKeySequence(key->keyCombination()))) {
            event->ignore();
            return true;
        }
        // Outside dialogs Qt presses a button with Space only; Enter should too.
        const bool enter = (key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter)
                           && (key->modifiers() & ~Qt::KeypadModifier) == Qt::NoModifier;
        auto *button = qobject_cast<QPushButton *>(watched);
        if (enter && button && button->isEnabled() && !button->autoDefault()
            && !button->isDefault()) {
            if (!shortcutOverride)
                button->click();
            event->accept();
            return true;
        }
    }
    return QMainWindow::eventFilter(watched, event);
}

MainWindow::~MainWindow()
{
    // The question page outlives the attempt (Study goes first) and is
    // hidden as the window goes: that must not reach a deleted attempt.
    if (m_question)
        m_question->setSession(nullptr, nullptr);
}

void MainWindow::connectActions()
{
    connect(m_actions->library, &QAction::triggered, this, &MainWindow::showLibrary);
    connect(m_actions->backToQuiz, &QAction::triggered, this, [this] {
        if (!m_study.session())
            return;
        if (m_study.session()->isFinished() && m_pages->currentWidget() != m_question) {
            m_pages->setCurrentWidget(m_results);
        } else {
            m_pages->setCurrentWidget(m_question);
            m_question->focusAnswers();
        }
    });
    connect(m_actions->history, &QAction::triggered, this, [this] { showHistory(); });
    connect(m_actions->openBank, &QAction::triggered, this, &MainWindow::askAndOpenQuestionBank);
    connect(m_actions->exportResults, &QAction::triggered, this, [this] {
        if (m_results && m_pages->currentWidget() == m_results)
            m_results->exportResults();
    });
    connect(m_actions->search, &QAction::triggered, this, &MainWindow::showSearch);
    connect(m_actions->review, &QAction::triggered, this, [this] {
        reviewPage()->startDue();
        showReviewPage();
    });
    connect(m_actions->reviewFlagged, &QAction::triggered, this, [this] {
        reviewPage()->startFlagged();
        showReviewPage();
    });
    connect(m_actions->flaggedQuestions, &QAction::triggered, this,
            &MainWindow::showFlaggedQuestions);
    connect(m_actions->quit, &QAction::triggered, this, &QWidget::close);
    connect(m_actions->pipeline, &QAction::triggered, this,
            [this] { showConcept(Concept::PipelineBubbles, {}); });
    connect(m_actions->attention, &QAction::triggered, this,
            [this] { showConcept(Concept::AttentionMemory, {}); });
    connect(m_actions->guide, &QAction::triggered, this, [this] { showHelp(HelpTopic::Guide); });
    connect(m_actions->shortcuts, &QAction::triggered, this,
            [this] { showHelp(HelpTopic::Shortcuts); });
    connect(m_actions->glossary, &QAction::triggered, this, &MainWindow::showGlossary);
    connect(m_actions->about, &QAction::triggered, this, [this] {
        Dialogs::showAbout(this, m_study.progressFilePath(), QSettings().fileName());
    });
}

void MainWindow::retranslateUi()
{
    m_actions->retranslate();
    updateReadThroughMenu();
    m_actions->backToQuiz->setEnabled(m_study.session() != nullptr);
    updateWindowTitle();
    updateMenuBarHeight();
}

void MainWindow::updateMenuBarHeight()
{
    // A menu bar that changed height on a switch would move, lay out and
    // repaint the whole page below it (most of a switch's time). At least as
    // tall as a line of both scripts, it has one height in both languages.
    QMenuBar *bar = menuBar();
    const QFontMetrics metrics(bar->font());
    int tallestTitle = 0;
    for (const QAction *menu : bar->actions())
        tallestTitle = std::max(tallestTitle,
                                metrics.size(Qt::TextShowMnemonic, menu->text()).height());
    const int line = std::max(tallestTitle, Fonts::bothScriptsLineHeight(bar->font()));
    bar->setMinimumHeight(bar->sizeHint().height() - tallestTitle + line);
}

void MainWindow::updateWindowTitle()
{
    QString page;
    QWidget *current = m_pages->currentWidget();
    if (current == m_library)
        page = tr("Library");
    else if ((current == m_question || current == m_results) && m_study.sessionBank())
        page = m_study.sessionBank()->title.text(m_languages->language());
    else if (current == m_pipeline)
        page = tr("Pipeline bubbles");
    else if (current == m_attention)
        page = tr("Attention memory");
    else if (current && current == m_help)
        page = tr("Help");
    else if (current == m_glossary)
        page = tr("Glossary");
    else if (current == m_search)
        page = tr("Search");
    else if (current == m_history)
        page = tr("History");
    else if (current && current == m_review)
        page = tr("Review");
    else if (current && current == m_flagged)
        page = tr("Flagged questions");
    const QString app = tr("ScaleStudy");
    setWindowTitle(page.isEmpty() ? app : tr("%1 — %2", "page — application").arg(page, app));
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
    }
    QMainWindow::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange)
        updateMenuBarHeight(); // a new text size or theme
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (m_question)
        m_question->recordTimeSpent();
    m_study.recordProgress();
    QSettings settings;
    settings.setValue(geometryKey, saveGeometry());
    QMainWindow::closeEvent(event);
}

void MainWindow::loadBanks(const QStringList &paths)
{
    m_study.loadBanks(paths);
    showLibrary();
    // Where the learner was: the attempt open when the app last closed.
    if (m_study.reopenOpenAttempt() == Study::Resumption::AttemptDiscarded) {
        m_notices->addNotice([] {
            return tr("The attempt you had open no longer matches its quiz (its questions have "
                      "changed), so it could not be reopened. Start the quiz again.");
        });
    }
}

void MainWindow::showBanks()
{
    m_library->setBanks(m_study.banks());
    m_library->setProblems(m_study.bankProblems(), m_study.removableBankPaths());
    refreshLibraryRecords();
}

void MainWindow::removeQuestionBankFile(const QString &path)
{
    m_study.removeBankFile(path);
    showLibrary();
}

void MainWindow::reportFontCheck(FontCheck check)
{
    if (check == FontCheck::BengaliFontPresent)
        return;
    m_notices->addNotice([] {
        return tr("No Bengali font was found, so Bengali text may show as empty boxes. Install a "
                  "Bengali font such as Noto Sans Bengali (Debian package fonts-noto-core) and "
                  "restart ScaleStudy. Everything else works as usual.");
    });
}

void MainWindow::refreshLibraryRecords()
{
    for (const QuestionBank &candidate : m_study.banks())
        showRecord(candidate.id);
}

void MainWindow::showRecord(const QString &bankId)
{
    m_library->setRecord(bankId, m_study.record(bankId));
    m_library->setTrend(bankId,
                        HistoryStats::lastScores(m_study.history(), bankId, cardTrendLength));
}

void MainWindow::showLibrary()
{
    m_pages->setCurrentWidget(m_library);
    m_library->focusPrimaryButton();
}

void MainWindow::createQuizPages()
{
    if (m_question)
        return;
    m_question = new QuestionPage(m_languages, m_pages);
    m_results = new ResultsPage(m_languages, m_pages);
    m_pages->addWidget(m_question);
    m_pages->addWidget(m_results);
    connect(m_question, &QuestionPage::sessionChanged, &m_study, &Study::recordProgress);
    connect(m_question, &QuestionPage::finished, this, &MainWindow::showResults);
    connect(m_question, &QuestionPage::conceptRequested, this, &MainWindow::showConcept);
    connect(m_results, &ResultsPage::conceptRequested, this, &MainWindow::showConcept);
    connect(m_question, &QuestionPage::glossaryEntryRequested, this, &MainWindow::showGlossaryEntry);
    connect(m_results, &ResultsPage::glossaryEntryRequested, this, &MainWindow::showGlossaryEntry);
    showOtherLanguage(m_otherLanguage->isShown());
    connect(m_results, &ResultsPage::libraryRequested, this, &MainWindow::showLibrary);
    connect(m_results, &ResultsPage::retryWrongRequested, this, [this] {
        if (const QuizSession *session = m_study.session())
            retryWrongAnswers(session->bankId(), session->mode());
    });
}

void MainWindow::showSession()
{
    createQuizPages();
    QuizSession *session = m_study.session();
    m_question->setSession(session, m_study.sessionBank());
    m_results->setSession(session, m_study.sessionBank());
    m_actions->backToQuiz->setEnabled(session != nullptr);
    updateExportResultsAction();
    if (!session)
        return;
    m_pages->setCurrentWidget(session->isFinished() ? static_cast<QWidget *>(m_results)
                                                    : static_cast<QWidget *>(m_question));
    if (!session->isFinished())
        m_question->focusAnswers();
    updateWindowTitle();
}

void MainWindow::startQuiz(const QString &bankId, FeedbackMode mode)
{
    m_study.start(bankId, mode);
}

void MainWindow::resumeQuiz(const QString &bankId)
{
    if (m_study.resume(bankId) != Study::Resumption::AttemptDiscarded)
        return;
    Dialogs::showError(this, tr("Cannot resume"),
                       tr("The saved attempt no longer matches this quiz (its questions have "
                          "changed), so it cannot be resumed. Start the quiz again."));
}

void MainWindow::retryWrongAnswers(const QString &bankId, FeedbackMode mode)
{
    m_study.retryWrong(bankId, mode);
}

ReviewPage *MainWindow::reviewPage()
{
    if (!m_review) {
        m_review = new ReviewPage(&m_study, m_languages, m_pages);
        m_pages->addWidget(m_review);
        connect(m_review, &ReviewPage::libraryRequested, this, &MainWindow::showLibrary);
        connect(m_review, &ReviewPage::glossaryEntryRequested, this, &MainWindow::showGlossaryEntry);
        m_review->setOtherLanguageShown(m_otherLanguage->isShown());
    }
    return m_review;
}

void MainWindow::showReviewPage()
{
    m_pages->setCurrentWidget(reviewPage());
    m_review->setFocus();
}

void MainWindow::showReadThrough(const QString &bankId)
{
    reviewPage()->startReadThrough(bankId);
    showReviewPage();
}

// Built when first opened; its "Review these" starts the flagged review.
void MainWindow::showFlaggedQuestions()
{
    if (!m_flagged) {
        m_flagged = new FlaggedPage(&m_study, m_languages, m_pages);
        m_pages->addWidget(m_flagged);
        connect(m_flagged, &FlaggedPage::reviewRequested, m_actions->reviewFlagged,
                &QAction::trigger);
        connect(m_flagged, &FlaggedPage::libraryRequested, this, &MainWindow::showLibrary);
        connect(m_flagged, &FlaggedPage::glossaryEntryRequested, this,
                &MainWindow::showGlossaryEntry);
        m_flagged->setOtherLanguageShown(m_otherLanguage->isShown());
    }
    // Shown first: a language switch held back while it was hidden arrives now.
    m_pages->setCurrentWidget(m_flagged);
    m_flagged->activate();
}

// One item per quiz, in the current language.
void MainWindow::updateReadThroughMenu()
{
    if (!m_actions)
        return;
    QMenu *menu = m_actions->readThroughMenu();
    menu->clear();
    for (const QuestionBank &quizBank : m_study.banks()) {
        const QString bankId = quizBank.id;
        QAction *action = menu->addAction(quizBank.title.text(m_languages->language()));
        connect(action, &QAction::triggered, this, [this, bankId] { showReadThrough(bankId); });
        action->setObjectName(u"readThrough-"_s + bankId);
    }
}

void MainWindow::showResults()
{
    if (!m_study.session())
        return;
    m_pages->setCurrentWidget(m_results);
}

void MainWindow::showHelp(HelpTopic topic)
{
    if (!m_help) {
        m_help = new HelpPage(m_languages, m_study.progressFilePath(), QSettings().fileName(),
                              m_pages);
        m_pages->addWidget(m_help);
        m_help->setShortcutActions(m_actions->menuActions());
    }
    m_pages->setCurrentWidget(m_help);
    if (topic == HelpTopic::Guide)
        m_help->showGuide();
    else
        m_help->showShortcuts();
}

void MainWindow::showConcept(Concept chartConcept, const QString &questionId)
{
    const QuestionBank noBank;
    const QuestionBank *quizBank = m_study.sessionBank();
    const auto [setup, origin] = chartSetupOf(questionId, quizBank ? *quizBank : noBank,
                                              m_study.banks());
    if (chartConcept == Concept::PipelineBubbles) {
        if (!m_pipeline) {
            m_pipeline = new PipelinePage(m_pages);
            m_pages->addWidget(m_pipeline);
        }
        m_pipeline->showSetup(setup.pipeline, origin);
        m_pages->setCurrentWidget(m_pipeline);
        focusChartPage(m_pipeline);
    } else if (chartConcept == Concept::AttentionMemory) {
        if (!m_attention) {
            m_attention = new AttentionPage(m_pages);
            m_pages->addWidget(m_attention);
        }
        m_attention->showSetup(setup.attention, origin);
        m_pages->setCurrentWidget(m_attention);
        focusChartPage(m_attention);
    }
}

// Export works on the results in sight.
void MainWindow::updateExportResultsAction()
{
    if (!m_actions)
        return;
    m_actions->exportResults->setEnabled(m_results && m_pages->currentWidget() == m_results
                                         && m_results->canExport());
}

// The keyboard starts on the page itself, not in a number field that would
// take the first keys typed.
void MainWindow::focusChartPage(QWidget *page)
{
    page->setFocus(Qt::OtherFocusReason);
}

void MainWindow::showHistory(const QString &bankId)
{
    if (!m_history) {
        m_history = new HistoryPage(m_languages, m_pages);
        m_pages->addWidget(m_history);
    }
    QString shown = bankId;
    if (shown.isEmpty() && m_study.session())
        shown = m_study.session()->bankId();
    if (shown.isEmpty() && !m_study.history().isEmpty())
        shown = m_study.history().constLast().bankId;
    m_history->setHistory(m_study.banks(), m_study.history(), shown);
    m_pages->setCurrentWidget(m_history);
}

void MainWindow::showGlossary()
{
    if (!m_glossary) {
        m_glossary = new GlossaryPage(m_pages);
        m_pages->addWidget(m_glossary);
    }
    m_pages->setCurrentWidget(m_glossary);
    m_glossary->setFocus();
}

void MainWindow::showGlossaryEntry(const QString &entryId)
{
    showGlossary();
    m_glossary->showEntry(entryId);
}

// Every page that shows a question's texts; a page takes the setting when it is built.
void MainWindow::showOtherLanguage(bool shown)
{
    if (m_question) {
        m_question->setOtherLanguageShown(shown);
        m_results->setOtherLanguageShown(shown);
    }
    if (m_review)
        m_review->setOtherLanguageShown(shown);
    if (m_search)
        m_search->setOtherLanguageShown(shown);
    if (m_flagged)
        m_flagged->setOtherLanguageShown(shown);
}

void MainWindow::showSearch()
{
    if (!m_search) {
        m_search = new SearchPage(m_languages, &m_study, m_pages);
        m_pages->addWidget(m_search);
        connect(m_search, &SearchPage::glossaryEntryRequested, this, &MainWindow::showGlossaryEntry);
        m_search->setOtherLanguageShown(m_otherLanguage->isShown());
    }
    m_pages->setCurrentWidget(m_search);
    m_search->activate();
}

void MainWindow::askAndOpenQuestionBank()
{
    const QString path = Dialogs::askQuestionBankFile(this);
    if (!path.isEmpty())
        openQuestionBankFile(path);
}

void MainWindow::openQuestionBankFile(const QString &path)
{
    const Study::BankOpening opening = m_study.openBankFile(path);
    switch (opening.outcome) {
    case Study::BankOpening::Outcome::NotLoaded: {
        // A badly broken file can have thousands of problems; the first ones say enough.
        constexpr int shownProblems = 20;
        QStringList lines;
        for (const BankProblem &problem :
             opening.problems.first(std::min<qsizetype>(opening.problems.size(), shownProblems)))
            lines << problem.toString();
        if (opening.problems.size() > shownProblems)
            lines << tr("… and %Ln more problem(s).", nullptr,
                        int(opening.problems.size() - shownProblems));
        Dialogs::showError(this, tr("Question bank not loaded"),
                           tr("%1 has problems and was not loaded:")
                               .arg(QDir::toNativeSeparators(path)),
                           lines.join(u'\n'));
        return;
    }
    case Study::BankOpening::Outcome::IdTaken:
        Dialogs::showError(this, tr("Question bank not loaded"),
                           tr("A quiz with the id \"%1\" is already in the library.")
                               .arg(opening.bankId));
        return;
    case Study::BankOpening::Outcome::Added:
        showLibrary();
        Dialogs::showInformation(this, tr("Question bank loaded"),
                                 tr("“%1” was added to the library.")
                                     .arg(m_study.bank(opening.bankId)
                                              ->title.text(m_languages->language())));
        return;
    }
}
