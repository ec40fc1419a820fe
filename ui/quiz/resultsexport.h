#pragma once

#include "core/fileerror.h"
#include "core/language.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <functional>
#include <optional>

class ResultsReport;

// Writes a results report to a file: the HTML document as it is (UTF-8), or
// that document printed to an A4 PDF with Qt's own QPdfWriter, the Bengali
// font embedded. The old file, if any, is replaced only by a complete one.
namespace ResultsExport {

enum class Format { Pdf, Html };

QString suffix(Format format); // "pdf", "html"

// Nullopt when the file was written.
std::optional<FileError> write(const ResultsReport &report, const QList<Language> &languages,
                               Format format, const QString &path);

// An HTML document printed as a PDF, with title as the PDF's own title and
// footer(page, pageCount) at the foot of each page.
QByteArray pdf(const QString &html, const QString &title,
               const std::function<QString(int, int)> &footer);

} // namespace ResultsExport
