#pragma once

// Moodle XML, as Moodle writes it (question/format/xml/format.php): a <quiz>
// of <question>s; "category" ones name the topic of those after (the last
// name of the category's path, ImportText::categoryName), "multichoice" with
// <single>true</single> and "truefalse" are read with their <name>,
// <questiontext>, per-answer fraction (100 the right one) and <feedback>,
// <generalfeedback> as the explanation and <shuffleanswers>. Texts are HTML;
// Moodle's multilang spans, <span lang="en" class="multilang"> and the legacy
// <lang lang="en">, give the two languages (ImportText::fromMoodleHtml). A
// DTD is refused, so no entity is ever expanded. Other question types are
// skipped with the reason, embedded <file> images reported as dropped.
// QtCore only.

#include "core/importedquestion.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <QXmlStreamReader>

class MoodleXmlReader
{
    Q_DECLARE_TR_FUNCTIONS(MoodleXmlReader)

public:
    static ImportResult parse(const QByteArray &data, const QString &fileLabel);
    // What is wrong with a file that is not well-formed XML, in the current language.
    static QString describe(QXmlStreamReader::Error error);
};
