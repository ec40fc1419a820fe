#pragma once

#include "core/localizedtext.h"

#include <QCoreApplication>
#include <QString>

// The mark on a text a bank gives in the other language only (format 2),
// worded in the interface language: "only in Bengali", "শুধু ইংরেজিতে".
// Shown once per text, after it; the other-language view then shows nothing
// more, since the text on screen is already that language's.
class FallbackMark
{
    Q_DECLARE_TR_FUNCTIONS(FallbackMark)

public:
    // The words for `text` shown in `language`; empty when it is in `language`.
    static QString words(const LocalizedText &text, Language language);
    // The words as a dimmed span after the text's HTML; empty when none.
    static QString html(const LocalizedText &text, Language language);
    // The language the text on screen is written in.
    static Language shownLanguage(const LocalizedText &text, Language language);
    // What the other-language view shows: the other language's own text,
    // and nothing when only one language is given.
    static QString otherText(const LocalizedText &text, Language language);
};
