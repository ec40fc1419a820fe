#include "quiz/resultsexport.h"

#include "core/atomicwrite.h"
#include "quiz/resultsreport.h"
#include "widgets/fonts.h"

#include <QAbstractTextDocumentLayout>
#include <QBuffer>
#include <QFontMetricsF>
#include <QMarginsF>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QTextDocument>

using namespace Qt::StringLiterals;

namespace ResultsExport {

QString suffix(Format format)
{
    return format == Format::Pdf ? u"pdf"_s : u"html"_s;
}

QByteArray pdf(const QString &html, const QString &title,
               const std::function<QString(int, int)> &footer)
{
    QByteArray data;
    QBuffer buffer(&data);
    buffer.open(QIODevice::WriteOnly);
    {
        QPdfWriter writer(&buffer);
        writer.setTitle(title);
        writer.setCreator(u"ScaleStudy"_s);
        writer.setResolution(300);
        writer.setPageSize(QPageSize(QPageSize::A4));
        writer.setPageMargins(QMarginsF(20, 20, 20, 15), QPageLayout::Millimeter);
        QTextDocument document;
        document.documentLayout()->setPaintDevice(&writer);
        document.setDefaultFont(Fonts::document());
        document.setHtml(html);
        // QTextDocument::print() would number the pages itself, in Latin
        // digits whatever the language: these pages leave room for a footer.
        const QRectF page = writer.pageLayout().paintRectPixels(writer.resolution());
        const QFontMetricsF footerMetrics(document.defaultFont(), &writer);
        const qreal footerHeight = 2 * footerMetrics.height();
        const QSizeF body(page.width(), page.height() - footerHeight);
        document.setPageSize(body);
        QPainter painter(&writer);
        painter.setFont(document.defaultFont());
        const int pageCount = document.pageCount();
        for (int index = 0; index < pageCount; ++index) {
            if (index > 0)
                writer.newPage();
            painter.save();
            painter.translate(0, -index * body.height());
            document.drawContents(&painter, QRectF(QPointF(0, index * body.height()), body));
            painter.restore();
            painter.drawText(QRectF(0, body.height(), body.width(), footerHeight),
                             Qt::AlignHCenter | Qt::AlignBottom, footer(index + 1, pageCount));
        }
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
    const Language numbering = languages.value(0, Language::English);
    const auto footer = [&report, numbering](int page, int pageCount) {
        return report.pageFooter(page, pageCount, numbering);
    };
    return writeAtomically(path, pdf(html, titles.join(u" / "_s), footer));
}

} // namespace ResultsExport
