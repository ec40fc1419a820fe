#include "support/windowfixture.h"

#include "core/bankloader.h"
#include "shell/mainwindow.h"

#include <QTest>

using namespace Qt::StringLiterals;

WindowFixture::WindowFixture(Language language)
{
    m_languages.setLanguage(language);
    m_window = std::make_unique<MainWindow>(&m_languages, progressPath());
}

WindowFixture::~WindowFixture() = default;

bool WindowFixture::showWithBuiltInBanks()
{
    m_window->loadBanks(BankLoader::builtInBankPaths());
    m_window->show();
    return QTest::qWaitForWindowExposed(m_window.get());
}

QString WindowFixture::progressPath() const
{
    return m_dir.filePath(u"progress.json"_s);
}
