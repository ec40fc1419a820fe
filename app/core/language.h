#pragma once

#include <QLocale>
#include <QString>
#include <QStringView>

#include <array>
#include <optional>

enum class Language { English, Bengali };

inline constexpr std::array<Language, 2> allLanguages{Language::English, Language::Bengali};

// "en" or "bn": the keys of localized text in the question banks and the
// values of --lang and of the saved setting.
QString languageCode(Language language);
std::optional<Language> languageFromCode(QStringView code);

// The locale whose digits and separators the interface uses for a language.
QLocale localeFor(Language language);
Language languageForLocale(const QLocale &locale);
