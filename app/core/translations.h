#pragma once

#include "core/language.h"

#include <QTranslator>

#include <array>
#include <memory>

// Every interface language's translation, loaded aside from the one that is
// installed, so that a text can be given in a language other than the current
// one (results exported in both languages). Texts are marked for lupdate with
// QT_TRANSLATE_NOOP(context, source) or found under a class's tr() context.
class Translations
{
public:
    Translations();
    ~Translations();

    // The source text's translation into language, with %n and %Ln filled in
    // from n as QCoreApplication::translate does (%Ln in that language's
    // digits). The source text itself when there is no translation: English
    // is written in the sources and its file carries only plural forms.
    QString translate(Language language, const char *context, const char *sourceText,
                      const char *disambiguation = nullptr, int n = -1) const;

private:
    std::array<std::unique_ptr<QTranslator>, allLanguages.size()> m_translators;
};
