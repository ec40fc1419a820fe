#pragma once

#include "core/language.h"

#include <QString>

// A piece of text given in every interface language.
struct LocalizedText
{
    QString en;
    QString bn;

    // The text to show in `language`: its own, or the other language's where it has none (isOnlyInOther).
    const QString &text(Language language) const
    {
        const QString &own = written(language);
        return own.isEmpty() ? (language == Language::Bengali ? en : bn) : own;
    }
    // The text as written in `language`, empty where it has none.
    const QString &written(Language language) const
    {
        return language == Language::Bengali ? bn : en;
    }
    QString &written(Language language) { return language == Language::Bengali ? bn : en; }
    bool has(Language language) const { return !written(language).isEmpty(); }
    bool isOnlyInOther(Language language) const { return !has(language) && !isEmpty(); }

    // No text in any language: an optional text that was left out.
    bool isEmpty() const { return en.isEmpty() && bn.isEmpty(); }

    friend bool operator==(const LocalizedText &, const LocalizedText &) = default;
};
