#pragma once

// The GIFT format, as Moodle's documentation describes it (docs.moodle.org,
// "GIFT format"): questions apart by blank lines, "//" comment lines,
// "$CATEGORY:" lines naming the topic of those after, "::name::", a
// "[html]", "[moodle]", "[markdown]" or "[plain]" marker, and the answers in
// braces: "=" the right one, "~" a wrong one, "#" its feedback, "####" the
// general feedback, {T} or {F} for true or false; "\" escapes ~ = # { } :.
// A question marked [html] or [moodle] has HTML texts, which give both
// languages in Moodle's multilang spans (ImportText::fromMoodleHtml); a
// category's topic is its path's last name (ImportText::categoryName).
// Multiple choice with one right answer and true/false are read; short
// answer, numerical, matching, essay, descriptions and partial credit are
// skipped with the reason. QtCore only.

#include "core/importedquestion.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

class GiftReader
{
    Q_DECLARE_TR_FUNCTIONS(GiftReader)

public:
    static ImportResult parse(const QByteArray &data, const QString &fileLabel);
};
