#pragma once

#include <QString>

// The pieces the attention page's two explanations are written in.
namespace ExplanationHtml {

inline QString heading(const QString &text)
{
    return QStringLiteral("<h3>") + text + QStringLiteral("</h3>");
}

inline QString paragraph(const QString &text)
{
    return QStringLiteral("<p>") + text + QStringLiteral("</p>");
}

} // namespace ExplanationHtml
