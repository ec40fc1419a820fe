#pragma once

#include "core/language.h"

#include <QObject>
#include <QTranslator>

#include <optional>

class QSettings;

// Owns the interface language, the one place that knows it: loads the
// translation, sets the default QLocale (Bengali digits), saves a switch and
// tells everyone. Installing or removing a translator makes Qt send
// QEvent::LanguageChange to every widget: widgets update their texts on that
// event alone, reading language() (languageChanged is for non-widgets).
class LanguageManager : public QObject
{
    Q_OBJECT

public:
    explicit LanguageManager(QObject *parent = nullptr);

    Language language() const { return m_language; }
    // The first call applies the start-up language; each later change is a
    // switch, saved in the application's QSettings for the next start. The
    // start-up choice is saved by whoever knows the program will run (main).
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
