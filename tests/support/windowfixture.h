#pragma once

// The whole app as a learner starts it, for the GUI suites: a fresh data
// folder, the languages, and the main window keeping its progress there.
// Members are destroyed in reverse order: the window first, the folder last.

#include "core/language.h"
#include "core/languagemanager.h"

#include <QString>
#include <QTemporaryDir>

#include <memory>

class MainWindow;

class WindowFixture
{
public:
    explicit WindowFixture(Language language);
    ~WindowFixture();
    WindowFixture(const WindowFixture &) = delete;
    WindowFixture &operator=(const WindowFixture &) = delete;

    // Loads the built-in banks and shows the window; false when it was never exposed.
    [[nodiscard]] bool showWithBuiltInBanks();

    QString progressPath() const;
    LanguageManager &languages() { return m_languages; }
    MainWindow &window() { return *m_window; }

private:
    QTemporaryDir m_dir;
    LanguageManager m_languages;
    std::unique_ptr<MainWindow> m_window;
};
