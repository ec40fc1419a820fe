#include "common/mainwindow.h"

#include "attention/attentionpage.h"
#include "common/appicon.h"
#include "common/chartstyle.h"
#include "common/dialogs.h"
#include "common/hiddenpagelanguage.h"
#include "common/noticebar.h"
#include "common/pagestack.h"
#include "core/languagemanager.h"
#include "glossary/glossarypage.h"
#include "help/helppage.h"
#include "pipeline/pipelinepage.h"
#include "quiz/librarypage.h"
#include "quiz/questionpage.h"
#include "quiz/resultspage.h"
#include "review/reviewduebar.h"
#include "review/reviewpage.h"

#include <QAction>
#include <QActionGroup>
#include <QCloseEvent>
#include <QDir>
#include <QEvent>
#include <QIcon>
#include <QMenuBar>
#include <QSettings>
#include <QStackedWidget>
#include <QToolBar>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace {
const auto geometryKey = u"window/geometry"_s;

// How the question's bank sets its chart up (the quiz's own bank first); the
// defaults for the Charts menu (no id) and a question without a set-up.
ChartSetup chartSetupOf(const QString &questionId, const QuestionBank &quizBank,
                        const QList<QuestionBank> &banks)
{
    if (questionId.isEmpty())
        return {};
    QList<const QuestionBank *> searched{&quizBank};
    for (const QuestionBank &bank : banks)
        searched << &bank;
    for (const QuestionBank *bank : std::as_const(searched)) {
        if (const int row = bank->rowOf(questionId); row >= 0)
            return bank->questions.at(row).chart;
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
    connect(m_pages, &QStackedWidget::currentChanged, this, &MainWindow::updateWindowTitle);
    connect(m_reviewDue, &ReviewDueBar::reviewRequested, this, [this] {
        reviewPage()->startDue();
        showReviewPage();
    });
    connect(m_reviewDue, &ReviewDueBar::flaggedRequested, this, [this] {
        reviewPage()->startFlagged();
        showReviewPage();
    });
    connect(&m_study, &Study::banksChanged, this, &MainWindow::updateReadThroughMenu);
    connect(&m_study, &Study::banksChanged, this, &MainWindow::showBanks);
    connect(&m_study, &Study::sessionChanged, this, &MainWindow::showSession);
    connect(&m_study, &Study::recordChanged, this, [this](const QString &bankId) {
        m_library->setRecord(bankId, m_study.record(bankId));
    });
    connect(&m_study, &Study::saveFailed, this, [this](const ProgressStore::SaveFailure &failure) {
        m_notices->addNotice([failure] { return failure.message(); });
    });

    createActions();

    if (!m_study.progressLoad().message().isEmpty())
        m_notices->addNotice([this] { return m_study.progressLoad().message(); });
    if (!m_study.reviewLoad().message().isEmpty())
        m_notices->addNotice([this] { return m_study.reviewLoad().message(); });

    QSettings settings;
    if (settings.status() == QSettings::FormatError) {
        const QString file = QDir::toNativeSeparators(settings.fileName());
        m_notices->addNotice([file] {
            return tr("Some settings in %1 could not be read; ScaleStudy uses its defaults for "
                      "them. Your progress is not affected.")
                .arg(file);
        });
    }
    // The chart pages need about this much room to show their figures uncut.
    setMinimumSize(1000, 680);
    if (!restoreGeometry(settings.value(geometryKey).toByteArray()))
        resize(1180, 800);
    retranslateUi();
}

MainWindow::~MainWindow() = default;

void MainWindow::createActions()
{
    m_libraryAction = new QAction(QIcon::fromTheme(u"go-home"_s), QString(), this);
    m_libraryAction->setObjectName(u"libraryAction"_s);
    m_libraryAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Home));
    connect(m_libraryAction, &QAction::triggered, this, &MainWindow::showLibrary);

    m_backToQuizAction = new QAction(QIcon::fromTheme(u"go-previous"_s), QString(), this);
    m_backToQuizAction->setObjectName(u"backToQuizAction"_s);
    m_backToQuizAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Backspace));
    connect(m_backToQuizAction, &QAction::triggered, this, [this] {
        if (!m_study.session())
            return;
        if (m_study.session()->isFinished() && m_pages->currentWidget() != m_question) {
            m_pages->setCurrentWidget(m_results);
        } else {
            m_pages->setCurrentWidget(m_question);
            m_question->focusAnswers();
        }
    });

    m_openBankAction = new QAction(QIcon::fromTheme(u"document-open"_s), QString(), this);
    m_openBankAction->setObjectName(u"openBankAction"_s);
    m_openBankAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_O));
    connect(m_openBankAction, &QAction::triggered, this, &MainWindow::askAndOpenQuestionBank);

    m_quitAction = new QAction(QIcon::fromTheme(u"application-exit"_s), QString(), this);
    m_quitAction->setObjectName(u"quitAction"_s);
    m_quitAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Q));
    connect(m_quitAction, &QAction::triggered, this, &QWidget::close);

    m_pipelineAction = new QAction(QString(), this);
    m_pipelineAction->setObjectName(u"pipelineAction"_s);
    m_pipelineAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P));
    connect(m_pipelineAction, &QAction::triggered, this,
            [this] { showConcept(Concept::PipelineBubbles, {}); });

    m_attentionAction = new QAction(QString(), this);
    m_attentionAction->setObjectName(u"attentionAction"_s);
    m_attentionAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A));
    connect(m_attentionAction, &QAction::triggered, this,
            [this] { showConcept(Concept::AttentionMemory, {}); });

    // Languages are named in their own script, as language pickers do.
    auto *languageGroup = new QActionGroup(this);
    m_englishAction = new QAction(u"English"_s, languageGroup);
    m_englishAction->setObjectName(u"englishAction"_s);
    m_bengaliAction = new QAction(u"বাংলা"_s, languageGroup);
    m_bengaliAction->setObjectName(u"bengaliAction"_s);
    for (QAction *action : {m_englishAction, m_bengaliAction})
        action->setCheckable(true);
    connect(m_englishAction, &QAction::triggered, this,
            [this] { m_languages->setLanguage(Language::English); });
    connect(m_bengaliAction, &QAction::triggered, this,
            [this] { m_languages->setLanguage(Language::Bengali); });

    m_toggleLanguageAction = new QAction(this);
    m_toggleLanguageAction->setObjectName(u"toggleLanguageAction"_s);
    m_toggleLanguageAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L));
    connect(m_toggleLanguageAction, &QAction::triggered, m_languages, &LanguageManager::toggle);

    m_guideAction = new QAction(QIcon::fromTheme(u"help-contents"_s), QString(), this);
    m_guideAction->setObjectName(u"guideAction"_s);
    m_guideAction->setShortcut(QKeySequence(Qt::Key_F1));
    connect(m_guideAction, &QAction::triggered, this, [this] { showHelp(HelpTopic::Guide); });
    m_shortcutsAction = new QAction(QString(), this);
    m_shortcutsAction->setObjectName(u"shortcutsAction"_s);
    connect(m_shortcutsAction, &QAction::triggered, this,
            [this] { showHelp(HelpTopic::Shortcuts); });
    m_glossaryAction = new QAction(QString(), this);
    m_glossaryAction->setObjectName(u"glossaryAction"_s);
    m_glossaryAction->setShortcut(QKeySequence(Qt::Key_F2));
    connect(m_glossaryAction, &QAction::triggered, this, &MainWindow::showGlossary);

    m_aboutAction = new QAction(AppIcon::icon(), QString(), this);
    m_aboutAction->setObjectName(u"aboutAction"_s);
    connect(m_aboutAction, &QAction::triggered, this, [this] {
        Dialogs::showAbout(this, m_study.progressFilePath(), QSettings().fileName());
    });

    // Bengali labels carry no mnemonics (an underline splits conjuncts), so F10
    // opens the menu bar from the keyboard in either language.
    auto *menuKey = new QAction(this);
    menuKey->setShortcut(QKeySequence(Qt::Key_F10));
    connect(menuKey, &QAction::triggered, this,
            [this] { menuBar()->setActiveAction(m_quizMenu->menuAction()); });
    addAction(menuKey);

    m_reviewAction = new QAction(QString(), this);
    m_reviewAction->setObjectName(u"reviewAction"_s);
    m_reviewAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
    connect(m_reviewAction, &QAction::triggered, this, [this] {
        reviewPage()->startDue();
        showReviewPage();
    });
    m_reviewFlaggedAction = new QAction(QString(), this);
    m_reviewFlaggedAction->setObjectName(u"reviewFlaggedAction"_s);
    connect(m_reviewFlaggedAction, &QAction::triggered, this, [this] {
        reviewPage()->startFlagged();
        showReviewPage();
    });

    m_quizMenu = menuBar()->addMenu(QString());
    m_quizMenu->addActions({m_libraryAction, m_backToQuizAction, m_openBankAction});
    m_quizMenu->addSeparator();
    m_quizMenu->addActions({m_reviewAction, m_reviewFlaggedAction});
    m_readThroughMenu = m_quizMenu->addMenu(QString());
    m_readThroughMenu->setObjectName(u"readThroughMenu"_s);
    m_quizMenu->addSeparator();
    m_quizMenu->addAction(m_quitAction);
    m_chartsMenu = menuBar()->addMenu(QString());
    m_chartsMenu->addActions({m_pipelineAction, m_attentionAction});
    m_languageMenu = menuBar()->addMenu(QString());
    m_languageMenu->setObjectName(u"languageMenu"_s);
    m_languageMenu->addActions({m_englishAction, m_bengaliAction});
    m_languageMenu->addSeparator();
    m_languageMenu->addAction(m_toggleLanguageAction);
    m_helpMenu = menuBar()->addMenu(QString());
    m_helpMenu->addActions({m_guideAction, m_shortcutsAction, m_glossaryAction});
    m_helpMenu->addSeparator();
    m_helpMenu->addAction(m_aboutAction);

    m_toolBar = addToolBar(QString());
    m_toolBar->setObjectName(u"mainToolBar"_s);
    m_toolBar->setMovable(false);
    m_toolBar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_toolBar->addActions({m_libraryAction, m_backToQuizAction});
    m_toolBar->addSeparator();
    m_toolBar->addActions({m_pipelineAction, m_attentionAction});
    m_toolBar->addSeparator();
    m_toolBar->addAction(m_toggleLanguageAction);
}

void MainWindow::retranslateUi()
{
    const bool bengali = m_languages->language() == Language::Bengali;
    m_quizMenu->setTitle(tr("&Quiz"));
    m_chartsMenu->setTitle(tr("&Charts"));
    m_languageMenu->setTitle(tr("&Language"));
    m_helpMenu->setTitle(tr("&Help"));
    m_toolBar->setWindowTitle(tr("Main toolbar"));

    m_libraryAction->setText(tr("&Library"));
    m_libraryAction->setToolTip(tr("Show all quizzes"));
    m_backToQuizAction->setText(tr("&Back to the quiz"));
    m_backToQuizAction->setToolTip(tr("Return to the quiz you are taking"));
    m_openBankAction->setText(tr("&Open question bank…"));
    m_openBankAction->setToolTip(tr("Load a question bank from a JSON file"));
    m_quitAction->setText(tr("&Quit"));
    m_reviewAction->setText(tr("&Review due questions"));
    m_reviewFlaggedAction->setText(tr("Review &flagged questions"));
    m_readThroughMenu->setTitle(tr("Read &through"));
    updateReadThroughMenu();
    m_pipelineAction->setText(tr("&Pipeline bubbles"));
    m_pipelineAction->setToolTip(tr("Interactive chart: where pipeline stages sit idle"));
    m_attentionAction->setText(tr("&Attention memory"));
    m_attentionAction->setToolTip(
        tr("Interactive chart: how attention memory grows with sequence length"));
    m_guideAction->setText(tr("User &guide"));
    m_shortcutsAction->setText(tr("&Keyboard shortcuts"));
    m_glossaryAction->setText(tr("&Glossary"));
    m_aboutAction->setText(tr("&About ScaleStudy"));

    m_englishAction->setChecked(!bengali);
    m_bengaliAction->setChecked(bengali);
    // The toggle names the language it switches to, in that language.
    m_toggleLanguageAction->setText(bengali ? u"English"_s : u"বাংলা"_s);
    m_toggleLanguageAction->setProperty("helpText", tr("Switch the language"));
    m_toggleLanguageAction->setToolTip(
        tr("Switch the language (%1)")
            .arg(m_toggleLanguageAction->shortcut().toString(QKeySequence::NativeText)));
    for (QAction *action : m_toolBar->actions()) {
        if (QWidget *button = m_toolBar->widgetForAction(action))
            button->setAccessibleName(action->toolTip().isEmpty() ? action->iconText()
                                                                  : action->toolTip());
    }
    m_backToQuizAction->setEnabled(m_study.session() != nullptr);
    // A Bengali menu title is a pixel taller. A menu bar that changed height
    // would resize the page below it, and a chart that is resized lays itself
    // out again: most of a switch's time on the chart pages.
    ChartStyle::holdTallestHeight(menuBar());
    updateWindowTitle();
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
    else if (current && current == m_review)
        page = tr("Review");
    const QString app = tr("ScaleStudy");
    setWindowTitle(page.isEmpty() ? app : tr("%1 — %2", "page — application").arg(page, app));
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
    }
    QMainWindow::changeEvent(event);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    m_study.recordProgress();
    QSettings settings;
    settings.setValue(geometryKey, saveGeometry());
    QMainWindow::closeEvent(event);
}

void MainWindow::loadBanks(const QStringList &paths)
{
    m_study.loadBanks(paths);
    showLibrary();
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
        m_library->setRecord(candidate.id, m_study.record(candidate.id));
}

void MainWindow::showLibrary()
{
    m_pages->setCurrentWidget(m_library);
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
    m_backToQuizAction->setEnabled(session != nullptr);
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
    }
    return m_review;
}

void MainWindow::showReviewPage()
{
    m_pages->setCurrentWidget(reviewPage());
    m_review->setFocus();
}

// One item per quiz, in the current language.
void MainWindow::updateReadThroughMenu()
{
    if (!m_readThroughMenu)
        return;
    m_readThroughMenu->clear();
    for (const QuestionBank &quizBank : m_study.banks()) {
        const QString bankId = quizBank.id;
        QAction *action = m_readThroughMenu->addAction(quizBank.title.text(m_languages->language()));
        connect(action, &QAction::triggered, this, [this, bankId] {
            reviewPage()->startReadThrough(bankId);
            showReviewPage();
        });
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
        QList<QAction *> actions;
        for (QMenu *menu : {m_quizMenu, m_chartsMenu, m_languageMenu, m_helpMenu})
            actions += menu->actions();
        m_help->setShortcutActions(actions);
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
    const ChartSetup setup = chartSetupOf(questionId, quizBank ? *quizBank : noBank,
                                          m_study.banks());
    if (chartConcept == Concept::PipelineBubbles) {
        if (!m_pipeline) {
            m_pipeline = new PipelinePage(m_pages);
            m_pages->addWidget(m_pipeline);
        }
        m_pipeline->showSetup(setup.pipeline);
        m_pages->setCurrentWidget(m_pipeline);
    } else if (chartConcept == Concept::AttentionMemory) {
        if (!m_attention) {
            m_attention = new AttentionPage(m_pages);
            m_pages->addWidget(m_attention);
        }
        m_attention->showSetup(setup.attention);
        m_pages->setCurrentWidget(m_attention);
    }
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
