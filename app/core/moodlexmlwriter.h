#pragma once

// A question bank as Moodle XML (docs.moodle.org, "Moodle XML format"), laid
// out as Moodle's own export writes it (question/format/xml/format.php): a
// <quiz> with a "category" question, $course$/top/ and the topic's name,
// before each topic's questions, and each question a single-answer
// "multichoice" named by its id, its options fraction 100 (the right one) or
// 0 with their feedback, the explanation as the general feedback, and
// <shuffleanswers> 0 where the bank keeps the options in order. Texts are
// HTML in CDATA (MoodleExport::moodleHtml), read back by MoodleXmlReader to
// the bank's texts. QtCore only.

#include "core/questionbank.h"

#include <QByteArray>

class MoodleXmlWriter
{
public:
    static QByteArray write(const QuestionBank &bank);
};
