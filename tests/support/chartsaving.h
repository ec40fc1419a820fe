#pragma once

// Saving a chart through ChartTools' real "Save chart as…" dialog, and reading
// the SVG written, for the GUI tests of the pages with charts.

#include "charts/charttools.h"

#include <QFile>
#include <QFileDialog>
#include <QLineEdit>
#include <QMenu>
#include <QPair>
#include <QTimer>
#include <QXmlStreamReader>

// Chooses "Save chart as…"'s chart number `chart` (the first by default) and
// saves it as `path` in the dialog, with the PNG (0) or SVG (1) file type.
// `proposed`, when given, receives the file name the dialog proposed.
inline void saveThroughTheDialog(ChartTools *tools, const QString &path, int fileType,
                                 int chart = 0, QString *proposed = nullptr)
{
    using namespace Qt::StringLiterals;
    QTimer answer;
    answer.setInterval(10);
    QObject::connect(&answer, &QTimer::timeout, tools, [&] {
        auto *dialog = tools->findChild<QFileDialog *>(u"saveChartDialog"_s);
        if (!dialog || !dialog->isVisible())
            return;
        answer.stop();
        if (proposed) {
            if (auto *name = dialog->findChild<QLineEdit *>(u"fileNameEdit"_s))
                *proposed = name->text();
        }
        dialog->selectNameFilter(dialog->nameFilters().at(fileType));
        dialog->selectFile(path);
        // selectFile() leaves the name field alone once it has the focus
        // (QFileDialog's rule): type the path there, as a learner would.
        if (auto *name = dialog->findChild<QLineEdit *>(u"fileNameEdit"_s))
            name->setText(path);
        // QFileDialog::accept is protected; through QDialog it still checks the name.
        static_cast<QDialog *>(dialog)->accept();
    });
    answer.start();
    tools->findChild<QMenu *>(u"saveChartMenu"_s)->actions().at(chart)->trigger();
}

// The name of an SVG file's root element and all its text; the root names the
// error when the XML does not parse.
inline QPair<QString, QString> svgRootAndText(const QString &path)
{
    using namespace Qt::StringLiterals;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {u"unreadable"_s, QString()};
    QXmlStreamReader reader(&file);
    QString root;
    QString text;
    while (!reader.atEnd()) {
        reader.readNext();
        if (reader.isStartElement() && root.isEmpty())
            root = reader.name().toString();
        if (reader.isCharacters())
            text += reader.text();
    }
    if (reader.hasError())
        return {u"error: "_s + reader.errorString(), QString()};
    return {root, text};
}
