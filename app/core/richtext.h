#pragma once

#include <QString>
#include <QStringView>

// Question text is plain text in which `backticks` mark inline code.
namespace RichText {

// HTML for a QLabel: the text escaped, code spans in a monospace font.
QString toHtml(QStringView text);

// Plain text with the backticks removed, for accessible names and tooltips.
QString toPlain(QStringView text);

// True when every code span is closed.
bool hasBalancedBackticks(QStringView text);

} // namespace RichText
