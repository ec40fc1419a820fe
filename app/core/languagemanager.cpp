#include "core/languagemanager.h"

#include <QCoreApplication>
#include <QSettings>

using namespace Qt::StringLiterals;

namespace {
const auto languageKey = u"language"_s;
}

LanguageManager::LanguageManager(QObject *parent)
    : QObject(parent)
{
    QLocale::setDefault(localeFor(m_language));
}

void LanguageManager::setLanguage(Language language)
{
    if (language == m_language && m_applied)
        return;
    const bool switching = m_applied;
    m_applied = true;

    if (m_installed) {
        QCoreApplication::removeTranslator(&m_translator);
        m_installed = false;
    }
    // Both translations are compiled in (English only carries plural forms). If
    // one failed to load, the source strings still give a working English UI.
    if (m_translator.load(u":/i18n/scalestudy_"_s + languageCode(language) + u".qm"_s))
        m_installed = QCoreApplication::installTranslator(&m_translator);
    m_language = language;
    QLocale::setDefault(localeFor(language));
    if (switching) {
        QSettings settings;
        remember(language, settings);
    }
    emit languageChanged(language);
}

void LanguageManager::toggle()
{
    setLanguage(m_language == Language::English ? Language::Bengali : Language::English);
}

Language LanguageManager::initialLanguage(std::optional<Language> commandLine,
                                          const QSettings &settings, const QLocale &systemLocale)
{
    if (commandLine)
        return *commandLine;
    if (const auto saved = languageFromCode(settings.value(languageKey).toString()))
        return *saved;
    return languageForLocale(systemLocale);
}

void LanguageManager::remember(Language language, QSettings &settings)
{
    // Unchanged: no write, so a normal start does not touch the settings file.
    if (settings.value(languageKey).toString() != languageCode(language))
        settings.setValue(languageKey, languageCode(language));
}
