#include "shell/mainwindow.h"

#include "core/atomicwrite.h"
#include "core/bankexport.h"
#include "core/languagemanager.h"
#include "question/otherlanguageview.h"
#include "shell/afterfirstframe.h"
#include "shell/appearance.h"
#include "shell/noticebar.h"
#include "shell/pagestack.h"
#include "shell/windowactions.h"
#include "shell/windowdialogs.h"
#include "shell/windowkeys.h"
#include "shell/windowsync.h"
#include "widgets/fonts.h"
#include "widgets/messageboxes.h"

#include <QAction>
#include <QCloseEvent>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QEvent>
#include <QMenuBar>
#include <QMimeData>
#include <QScreen>
#include <QSettings>
#include <QUrl>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {
const auto geometryKey = u"window/geometry"_s;
} // namespace

MainWindow::MainWindow(LanguageManager *languages, const QString &progressFilePath,
                       const QStringList &bankPaths, FolderAccess access, QWidget *parent)
    : QMainWindow(parent)
    , m_languages(languages)
    , m_progressFilePath(progressFilePath)
    , m_readOnlyCopy(access == FolderAccess::ReadOnly
                         ? std::make_unique<ReadOnlyCopy>(progressFilePath)
                         : nullptr)
    , m_study(m_readOnlyCopy ? m_readOnlyCopy->progressFilePath() : progressFilePath)
{
    setObjectName(u"mainWindow"_s);
    setAcceptDrops(true);
    // Before the banks: reopening an attempt may save.
    m_study.setReadOnly(access == FolderAccess::ReadOnly);
    // Read before any page is built: the library is laid out once, with its
    // cards, and the reading needs no font, so it overlaps StartUpWarmUp.
    if (!bankPaths.isEmpty())
        m_study.loadBanks(bankPaths);
    m_appearance = new Appearance(m_languages->language(), this);
    m_notices = new NoticeBar(this);
    m_router = new PageRouter(&m_study, m_languages, this);
    auto *central = new QWidget(this);
    auto *layout = new QVBoxLayout(central);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_notices);
    layout->addWidget(m_router->stack(), 1);
    setCentralWidget(central);

    m_otherLanguage = new OtherLanguageView(this);
    m_otherLanguage->watchPeekKeyIn(this);
    m_actions = new WindowActions(this, m_languages, m_appearance, m_otherLanguage);
    m_router->connectWindow(m_actions, m_otherLanguage);

    connect(&m_study, &Study::saveFailed, this, [this](const ProgressStore::SaveFailure &failure) {
        m_saveFailureNotice = m_notices->addNotice([failure] { return failure.message(); });
    });
    connect(&m_study, &Study::reviewSaveFailed, this, [this](const FileError &error) {
        m_reviewSaveFailureNotice = m_notices->addNotice(
            [error] { return ReviewStore::saveFailureMessage(error); });
    });
    connect(&m_study, &Study::reviewsSavedAgain, this,
            [this] { m_notices->removeNotice(m_reviewSaveFailureNotice); });
    connect(&m_study, &Study::savedAgain, this,
            [this] { m_notices->removeNotice(m_saveFailureNotice); });
    // Each of these has just written a setting.
    connect(m_languages, &LanguageManager::languageChanged, this,
            &MainWindow::reportSettingsNotWritten);
    connect(m_appearance, &Appearance::changed, this, &MainWindow::reportSettingsNotWritten);
    connect(m_otherLanguage, &OtherLanguageView::shownChanged, this,
            &MainWindow::reportSettingsNotWritten);
    connect(&m_study, &Study::banksChanged, this, &MainWindow::reportSettingsNotWritten);
    connectActions();
    addLoadNotices();
    (new WindowSync(&m_study, m_notices, this))
        ->connectActions(m_actions->syncFolder(), m_actions->library());
    // Kept open: a change it could not write stays known (reportSettingsNotWritten).
    m_settingsWatch = new QSettings(this);
    restoreGeometryOnScreen();
    retranslateUi();
    new WindowKeys(this, m_actions);
    if (!bankPaths.isEmpty())
        reopenWhereLeft();
    // The sync folder's first look, once the window is on screen: a year of
    // another device's events is read after the first frame, not before it.
    AfterFirstFrame::run(this, [this] { m_study.syncNow(); });
}

MainWindow::~MainWindow()
{
    m_router->releaseAttempt();
}

// What could not be read at start: the progress, the reviews; and that
// nothing is saved when another copy holds the data folder.
void MainWindow::addLoadNotices()
{
    if (m_study.isReadOnly()) {
        m_notices->addNotice([] {
            return tr("Another ScaleStudy is using your progress folder, so this window only "
                      "shows it: nothing you do here is saved. Close the other window and start "
                      "ScaleStudy again to study.");
        });
    }
    if (!m_study.progressLoad().message().isEmpty())
        m_notices->addNotice([this] { return m_study.progressLoad().message(); });
    if (!m_study.reviewLoad().message().isEmpty())
        m_notices->addNotice([this] { return m_study.reviewLoad().message(); });
    QSettings settings;
    m_otherLanguage->restore(settings);
}

// Each QSettings that wrote is gone by now, and its status with it; but the
// change it could not write is kept for every QSettings on the file while one
// is open (m_settingsWatch), and each later sync fails on it too. Once is enough.
void MainWindow::reportSettingsNotWritten()
{
    if (!m_settingsWatch || m_settingsWriteReported)
        return;
    m_settingsWatch->sync();
    if (m_settingsWatch->status() != QSettings::AccessError)
        return;
    m_settingsWriteReported = true;
    const QString file = QDir::toNativeSeparators(m_settingsWatch->fileName());
    m_notices->addNotice([file] {
        return tr("Your settings could not be saved in %1, so changes to them (language, text "
                  "size, theme, opened quizzes) will be lost when ScaleStudy closes. Your "
                  "progress is not affected.")
            .arg(file);
    });
}

void MainWindow::reportSettingsCheck(SettingsCheck check)
{
    if (check == SettingsCheck::Readable)
        return;
    const QString file = QDir::toNativeSeparators(QSettings().fileName());
    m_notices->addNotice([file] {
        return tr("Some settings in %1 could not be read; ScaleStudy uses its defaults for "
                  "them. Your progress is not affected.")
            .arg(file);
    });
}

void MainWindow::restoreGeometryOnScreen()
{
    // A netbook's 1024x600 screen; pages scroll what does not fit.
    setMinimumSize(1000, 600);
    if (!restoreGeometry(QSettings().value(geometryKey).toByteArray()))
        resize(1180, 800);
    fitOnScreen();
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

void MainWindow::connectActions()
{
    PageRouter *router = m_router;
    connect(m_actions->library(), &QAction::triggered, router, &PageRouter::showLibrary);
    connect(m_actions->backToQuiz(), &QAction::triggered, router, &PageRouter::showAttempt);
    connect(m_actions->history(), &QAction::triggered, router, [router] { router->showHistory(); });
    connect(m_actions->openBank(), &QAction::triggered, this, &MainWindow::askAndOpenQuestionBank);
    connect(m_actions->exportBank(), &QAction::triggered, this,
            &MainWindow::askAndExportQuestionBank);
    connect(m_actions->exportResults(), &QAction::triggered, router, &PageRouter::exportResults);
    connect(m_actions->search(), &QAction::triggered, router, &PageRouter::showSearch);
    connect(m_actions->review(), &QAction::triggered, router, &PageRouter::showDueReview);
    connect(m_actions->reviewFlagged(), &QAction::triggered, router, &PageRouter::showFlaggedReview);
    connect(m_actions->flaggedQuestions(), &QAction::triggered, router,
            &PageRouter::showFlaggedQuestions);
    connect(m_actions->reviewStatistics(), &QAction::triggered, router, &PageRouter::showStatistics);
    connect(m_actions->quit(), &QAction::triggered, this, &QWidget::close);
    connect(m_actions->pipeline(), &QAction::triggered, router,
            [router] { router->showConcept(Concept::PipelineBubbles, {}); });
    connect(m_actions->attention(), &QAction::triggered, router,
            [router] { router->showConcept(Concept::AttentionMemory, {}); });
    connect(m_actions->sharding(), &QAction::triggered, router,
            [router] { router->showConcept(Concept::Sharding, {}); });
    connect(m_actions->communication(), &QAction::triggered, router,
            [router] { router->showConcept(Concept::Communication, {}); });
    connect(m_actions->trainingMemory(), &QAction::triggered, router,
            [router] { router->showConcept(Concept::TrainingMemory, {}); });
    connect(m_actions->jitCache(), &QAction::triggered, router,
            [router] { router->showConcept(Concept::JitCache, {}); });
    connect(m_actions->asyncDispatch(), &QAction::triggered, router,
            [router] { router->showConcept(Concept::AsyncDispatch, {}); });
    connect(m_actions->guide(), &QAction::triggered, router,
            [router] { router->showHelp(HelpTopic::Guide); });
    connect(m_actions->shortcuts(), &QAction::triggered, router,
            [router] { router->showHelp(HelpTopic::Shortcuts); });
    connect(m_actions->glossary(), &QAction::triggered, router, &PageRouter::showGlossary);
    connect(m_actions->about(), &QAction::triggered, this,
            [this] { Dialogs::showAbout(this, m_progressFilePath, QSettings().fileName()); });
}

void MainWindow::retranslateUi()
{
    m_actions->retranslate();
    m_router->retranslate();
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

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QMainWindow::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange)
        updateMenuBarHeight(); // a new text size or theme
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!m_study.stopTiming()) // which records the attempt when it adds time
        m_study.recordProgress();
    QSettings settings;
    settings.setValue(geometryKey, saveGeometry());
    QMainWindow::closeEvent(event);
}

void MainWindow::loadBanks(const QStringList &paths)
{
    m_study.loadBanks(paths);
    reopenWhereLeft();
}

void MainWindow::reopenWhereLeft()
{
    m_router->showLibrary();
    // Where the learner was: the attempt open when the app last closed.
    if (m_study.reopenOpenAttempt() == Study::Resumption::AttemptDiscarded) {
        m_notices->addNotice([] {
            return tr("The attempt you had open no longer matches its quiz (its questions have "
                      "changed), so it could not be reopened. Start the quiz again.");
        });
    }
}

void MainWindow::reportFontCheck(FontCheck check)
{
    if (check == FontCheck::BengaliFontPresent)
        return;
    static const char *const notice = QT_TR_NOOP(
        "No Bengali font was found, so Bengali text may show as empty boxes. Install a "
        "Bengali font such as Noto Sans Bengali (Debian package fonts-noto-core) and "
        "restart ScaleStudy. Everything else works as usual.");
    m_notices->addNotice([this] {
        if (m_languages->language() != Language::Bengali)
            return tr(notice);
        // Its Bengali shows as boxes for want of the font: English first, which any font shows.
        return QString::fromUtf8(notice) + u'\n' + tr(notice);
    });
}

void MainWindow::askAndOpenQuestionBank()
{
    const QString path = Dialogs::askQuestionBankFile(this);
    if (!path.isEmpty())
        openQuestionBankFile(path);
}

void MainWindow::askAndExportQuestionBank()
{
    const std::optional<Dialogs::BankExportChoice> choice
        = Dialogs::askBankExport(this, m_study.banks(), m_languages->language());
    const QuestionBank *bank = choice ? m_study.bank(choice->bankId) : nullptr;
    if (!bank)
        return;
    if (const std::optional<FileError> failed
        = writeAtomically(choice->path, BankExport::write(*bank, choice->format))) {
        Dialogs::showError(this, tr("Question bank not exported"),
                           tr("%1 could not be written.").arg(QDir::toNativeSeparators(choice->path)),
                           failed->describe());
        return;
    }
    m_notices->addNotice([path = choice->path] {
        return tr("The quiz was exported to %1.").arg(QDir::toNativeSeparators(path));
    });
}

namespace {
// The local files among what is dragged, or none when anything else is.
QStringList droppedFiles(const QMimeData *data)
{
    QStringList paths;
    if (!data || !data->hasUrls())
        return paths;
    for (const QUrl &url : data->urls()) {
        if (!url.isLocalFile())
            return {};
        paths << url.toLocalFile();
    }
    return paths;
}
} // namespace

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    if (!droppedFiles(event->mimeData()).isEmpty())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *event)
{
    const QStringList paths = droppedFiles(event->mimeData());
    if (paths.isEmpty())
        return;
    event->acceptProposedAction();
    for (const QString &path : paths)
        openQuestionBankFile(path);
}

void MainWindow::openQuestionBankFile(const QString &path)
{
    const Study::BankOpening opening = m_study.openBankFile(path);
    const QuestionBank *added = opening.outcome == Study::BankOpening::Outcome::Added
                                    ? m_study.bank(opening.bankId)
                                    : nullptr;
    if (added)
        m_router->showLibrary();
    Dialogs::showBankOpening(this, opening, path,
                             added ? added->title.text(m_languages->language()) : QString());
}
