#pragma once

// What the Moodle XML and GIFT writers share: a bank's text as the HTML that
// ImportText::fromHtml reads back to the same text, both languages in
// Moodle's multilang spans (docs.moodle.org, "Multi-language content
// filter"), a topic's category path as Moodle's question/format.php
// assembles it (assemble_category_path), and the order the questions are
// written in. QtCore only.

#include "core/localizedtext.h"
#include "core/questionbank.h"

#include <QList>
#include <QString>
#include <QStringView>

namespace MoodleExport {

// The text escaped as HTML ("&" and "<"; a ">" is text as it is, so a "]]>"
// stays for the CDATA section to keep), its `code` spans as <code>…</code>,
// its line ends as <br>.
QString html(QStringView text);

// Both languages as multilang spans, <span lang="en" class="multilang">…</span>
// then <span lang="bn" class="multilang">…</span>; a text in one language
// plain, or in its one span where its script would say the other language
// (ImportText::inItsLanguage); an empty text empty.
QString moodleHtml(const LocalizedText &text);

// "$course$/top/NAME", the name as moodleHtml writes it with each "/" in it
// doubled, so that ImportText::categoryName reads the name back.
QString categoryPath(const LocalizedText &name);

// The bank's questions in its order, those without a topic first: a Moodle
// import can switch to a category but not back to none.
QList<const Question *> questionsInOrder(const QuestionBank &bank);

// The name of the topic with this id; empty for none.
LocalizedText topicName(const QuestionBank &bank, const QString &topicId);

} // namespace MoodleExport
