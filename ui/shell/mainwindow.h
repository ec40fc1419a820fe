#pragma once

#include "core/readonlycopy.h"
#include "core/study.h"
#include "shell/pagerouter.h"

#include <QMainWindow>

#include <memory>

class Appearance;
class LanguageManager;
class NoticeBar;
class OtherLanguageView;
class QSettings;
class WindowActions;

// The application window: its menus and toolbar (WindowActions), the notices
// above the pages, and the pages below them (PageRouter). It hands the
// learner's actions to the router and Study, and keeps its place on screen.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    enum class FontCheck { BengaliFontPresent, BengaliFontMissing };
    enum class SettingsCheck { Readable, Damaged };
    using HelpTopic = PageRouter::HelpTopic;
    // ReadOnly: another copy of the app holds the data folder; this window
    // saves nothing (Study::setReadOnly) and says so.
    enum class FolderAccess { ReadWrite, ReadOnly };

    // With bank paths, the window opens on them as loadBanks() does.
    MainWindow(LanguageManager *languages, const QString &progressFilePath,
               const QStringList &bankPaths = {}, FolderAccess access = FolderAccess::ReadWrite,
               QWidget *parent = nullptr);
    ~MainWindow() override;

    // Built-in banks plus any the learner opened before; reopens the attempt
    // left open when the app last closed.
    void loadBanks(const QStringList &paths);
    void reportFontCheck(FontCheck check);
    // QSettings tells only the first reader of a damaged settings file (it
    // keeps the file it parsed), so main() asks before anything reads it.
    void reportSettingsCheck(SettingsCheck check);

    void showLibrary() { m_router->showLibrary(); }
    void startQuiz(const QString &bankId, FeedbackMode mode) { m_study.start(bankId, mode); }
    void showConcept(Concept chartConcept, const QString &questionId)
    {
        m_router->showConcept(chartConcept, questionId);
    }
    void showHelp(HelpTopic topic) { m_router->showHelp(topic); }
    // The history of this quiz; with no id, of the quiz in progress, else of
    // the quiz last attempted, else of the one shown before or the first.
    void showHistory(const QString &bankId = {}) { m_router->showHistory(bankId); }
    void openQuestionBankFile(const QString &path);

    const QuizSession *session() const { return m_study.session(); }
    const QList<QuestionBank> &banks() const { return m_study.banks(); }
    Appearance *appearance() const { return m_appearance; }

protected:
    void changeEvent(QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;
    // A question bank or a teacher's quiz file dropped on the window opens as
    // Quiz → Open question bank… would open it.
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    void connectActions();
    void reopenWhereLeft();
    void addLoadNotices();
    void reportSettingsNotWritten();
    void restoreGeometryOnScreen();
    void fitOnScreen();
    void retranslateUi();
    void updateMenuBarHeight();
    void askAndOpenQuestionBank();
    void askAndExportQuestionBank();

    LanguageManager *m_languages = nullptr;
    QString m_progressFilePath; // the learner's, also when Study reads a ReadOnlyCopy
    std::unique_ptr<ReadOnlyCopy> m_readOnlyCopy; // before m_study, which reads it
    Study m_study;
    Appearance *m_appearance = nullptr;
    NoticeBar *m_notices = nullptr;
    OtherLanguageView *m_otherLanguage = nullptr;
    WindowActions *m_actions = nullptr;
    PageRouter *m_router = nullptr;
    int m_saveFailureNotice = 0; // NoticeBar's id of the notice that progress was not saved
    int m_reviewSaveFailureNotice = 0; // and of the one that the reviews were not
    QSettings *m_settingsWatch = nullptr; // open while the window is, see reportSettingsNotWritten
    bool m_settingsWriteReported = false;
};
