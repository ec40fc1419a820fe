#pragma once

// A question bank as GIFT (docs.moodle.org, "GIFT format"), laid out as
// Moodle's own export writes it (question/format/gift/format.php): a "//"
// comment naming the bank, a "$CATEGORY: $course$/top/NAME" line before each
// topic's questions, and each question "::id::[html]prompt{", its options one
// a line, "=" the right one and "~" the others, each with "#" and its
// feedback, then "####" and the explanation, and "}", a blank line between
// questions. Texts are [html] (MoodleExport::moodleHtml), both languages in
// multilang spans, with GIFT's escapes ("\" before ~ = # { } : and "\"
// itself), read back by GiftReader to the bank's texts. GIFT has no way to
// say that a question's options keep their order: a question whose shuffle
// is false gets only a comment saying so. QtCore only.

#include "core/questionbank.h"

#include <QByteArray>

class GiftWriter
{
public:
    static QByteArray write(const QuestionBank &bank);
};
