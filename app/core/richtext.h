#pragma once

#include <QList>
#include <QString>
#include <QStringView>

// Question text is plain text in which `backticks` mark inline code.
namespace RichText {

// HTML for a QLabel: the text escaped, code spans in a monospace font.
QString toHtml(QStringView text);

// A link over part of the text, in UTF-16 units of the text as given; links
// lie outside code spans and do not overlap.
struct Link
{
    qsizetype start = 0;
    qsizetype length = 0;
    QString href;
    QString style; // CSS for the anchor
};

// The same HTML with the links as anchors.
QString toHtml(QStringView text, const QList<Link> &links);

// Plain text with the backticks removed, for accessible names and tooltips.
QString toPlain(QStringView text);

// True when every code span is closed.
bool hasBalancedBackticks(QStringView text);

} // namespace RichText
