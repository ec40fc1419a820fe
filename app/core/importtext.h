#pragma once

// Texts from formats that do not say which language they are in (Aiken,
// GIFT, Moodle XML without multilang spans): a text in Bengali script is
// Bengali, any other English. An HTML text of GIFT or Moodle XML in Moodle's
// multilang spans, which its multilang filter shows in any HTML text
// (docs.moodle.org, "Multi-language content filter"), gives both languages.
// QtCore only.

#include "core/localizedtext.h"

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <QStringView>

namespace ImportText {

// Whether the text holds a letter of the Bengali block (U+0980 to U+09FF).
bool isBengali(QStringView text);

// The text, trimmed, in the one language its script says.
LocalizedText inItsLanguage(const QString &text);

// A text file's lines: UTF-8, a BOM dropped, Windows and old Mac line ends read.
QStringList lines(const QByteArray &data);

// HTML as a bank's text: <code> as `code`, paragraphs and line breaks as
// line ends, list items on lines of their own, other tags dropped (scripts
// and styles with their content), the common entities read.
QString fromHtml(const QString &html);

// An HTML text as Moodle holds it: in multilang spans, <span lang="en"
// class="multilang"> and <span lang="bn" class="multilang"> (or the legacy
// <lang lang="en">), each language its span's text; without them, the one
// language its script says. Each as fromHtml reads it.
LocalizedText fromMoodleHtml(const QString &html);

// The name of the category a Moodle category path names, the topic of the
// questions after it: "$course$/top/Parallelism" gives "Parallelism". As
// Moodle's question/format.php splits it: names apart by "/", a "/" within a
// name doubled, a context such as "$course$" first and the "top" category
// (Moodle 3.5 on) no topic of their own. The name is read by fromMoodleHtml;
// none for the top category alone.
LocalizedText categoryName(const QString &path);

} // namespace ImportText
