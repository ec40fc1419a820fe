#pragma once

#include <QPointer>
#include <QWidget>

class GuideBrowser;
class LanguageManager;
class QAction;
class QTabWidget;
class QTableWidget;

// Help in the app: the user guide (resource HTML in each language, with the
// learner's own data locations filled in) and the keyboard shortcuts, read
// from the window's actions so that the sheet never goes out of date.
class HelpPage : public QWidget
{
    Q_OBJECT

public:
    HelpPage(const LanguageManager *languages, QString progressPath, QString settingsPath,
             QWidget *parent = nullptr);

    void setShortcutActions(const QList<QAction *> &actions);
    // The guide at the top, or at one of its sections (its anchors: "review").
    void showGuide(const QString &section = {});
    void showShortcuts();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void fillShortcuts();

    const LanguageManager *m_languages = nullptr;
    QString m_progressPath;
    QString m_settingsPath;
    QList<QPointer<QAction>> m_actions; // a menu filled at run time deletes its items
    QTabWidget *m_tabs = nullptr;
    GuideBrowser *m_guide = nullptr;
    QTableWidget *m_shortcuts = nullptr;
};
