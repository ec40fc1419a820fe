#pragma once

// What the learner reads, without markup: the GUI suites compare it with
// texts taken from the banks or written by hand.

#include <QString>

class QLabel;

// HTML read as Qt reads a rich-text fragment (QTextDocumentFragment::fromHtml).
QString plain(const QString &html);

// A label's text as shown: its HTML read as above when it is rich text, else as it is.
QString plain(const QLabel *label);
