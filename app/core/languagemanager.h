#pragma once

#include "core/language.h"

#include <QObject>
#include <QTranslator>

#include <optional>

class QSettings;

// Owns the interface language: loads the translation, sets the default
// QLocale (Bengali digits) and tells everyone. Installing or removing a
// translator makes Qt send QEvent::LanguageChange to every widget.
class LanguageManager : public QObject
{
    Q_OBJECT

public:
    explicit LanguageManager(QObject *parent = nullptr);

    Language language() const { return m_language; }
    void setLanguage(Language language);
    void toggle();

    // Command line first, then the saved choice, then the system locale.
    static Language initialLanguage(std::optional<Language> commandLine, const QSettings &settings,
                                    const QLocale &systemLocale);
    static void remember(Language language, QSettings &settings);

signals:
    void languageChanged(Language language);

private:
    Language m_language = Language::English;
    QTranslator m_translator;
    bool m_installed = false;
    bool m_applied = false; // the first setLanguage always applies
};
