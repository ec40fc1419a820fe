#pragma once

#include "core/language.h"

#include <QString>

// A piece of text given in every interface language.
struct LocalizedText
{
    QString en;
    QString bn;

    const QString &text(Language language) const { return language == Language::Bengali ? bn : en; }
    QString &text(Language language) { return language == Language::Bengali ? bn : en; }

    // No text in any language: an optional text that was left out.
    bool isEmpty() const { return en.isEmpty() && bn.isEmpty(); }

    friend bool operator==(const LocalizedText &, const LocalizedText &) = default;
};
