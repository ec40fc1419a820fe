#include "quiz/resultsexport.h"

#include "common/fonts.h"
#include "core/atomicwrite.h"
#include "quiz/resultsreport.h"

#include <QBuffer>
#include <QMarginsF>
#include <QPageLayout>
#include <QPageSize>
#include <QPdfWriter>
#include <QTextDocument>

using namespace Qt::StringLiterals;

namespace ResultsExport {

QString suffix(Format format)
{
    return format == Format::Pdf ? u"pdf"_s : u"html"_s;
}

QByteArray pdf(const QString &html, const QString &title)
{
    QByteArray data;
    QBuffer buffer(&data);
    buffer.open(QIODevice::WriteOnly);
    {
        QPdfWriter writer(&buffer);
        writer.setTitle(title);
        writer.setCreator(u"ScaleStudy"_s);
        writer.setPageSize(QPageSize(QPageSize::A4));
        // QTextDocument::print() sets a 2 cm margin inside the page's own and
        // puts the page numbers in it: that margin alone is the page's.
        writer.setPageMargins(QMarginsF(0, 0, 0, 0), QPageLayout::Millimeter);
        QTextDocument document;
        document.setDefaultFont(Fonts::document());
        document.setHtml(html);
        document.print(&writer);
    } // the writer finishes the file when it goes
    return data;
}

std::optional<FileError> write(const ResultsReport &report, const QList<Language> &languages,
                               Format format, const QString &path)
{
    const QString html = report.document(languages);
    if (format == Format::Html)
        return writeAtomically(path, html.toUtf8());
    QStringList titles;
    for (Language language : languages)
        titles << report.title(language);
    return writeAtomically(path, pdf(html, titles.join(u" / "_s)));
}

} // namespace ResultsExport
