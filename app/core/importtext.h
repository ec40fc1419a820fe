#pragma once

// Texts from formats that do not say which language they are in (Aiken,
// GIFT, Moodle XML without multilang spans): a text in Bengali script is
// Bengali, any other English. QtCore only.

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

} // namespace ImportText
