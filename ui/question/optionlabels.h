#pragma once

#include "core/language.h"

#include <QString>

class Translations;

// The labels of the options as shown, by slot: A–F in English, ক–চ in
// Bengali. One translation context (OptionLabels) for every page that shows
// or writes them.
namespace OptionLabels {

// In the interface language.
QString label(int slot);
// In `language`, whichever is installed (the results export writes both).
QString label(int slot, Language language, const Translations &translations);

} // namespace OptionLabels
