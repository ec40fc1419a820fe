#pragma once

#include "core/textmatcher.h"

#include <QString>
#include <QStringView>

// A match shown in context: a few words either side of it, cut at spaces
// (or at least between grapheme clusters), for a list of search results.
struct SearchSnippet
{
    QString before;
    QString match;
    QString after;
    bool cutBefore = false; // text was left out before `before`
    bool cutAfter = false; // and after `after`

    friend bool operator==(const SearchSnippet &, const SearchSnippet &) = default;
};

// The context is about `context` UTF-16 units either side; the code-span
// backticks of RichText are dropped, as the list shows the text plain.
SearchSnippet snippetAround(QStringView text, TextMatch match, qsizetype context = 40);

// The start of a text to name it by ("Pipeline bubbles grow…"): whole words
// up to `length` UTF-16 units (a first word longer than that cut between
// grapheme clusters), an ellipsis where text was left out; RichText's
// backticks dropped and spacing simplified.
QString shortQuote(QStringView text, qsizetype length = 32);
