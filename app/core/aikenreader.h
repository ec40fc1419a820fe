#pragma once

// The Aiken format, as Moodle imports it (question/format/aiken/format.php):
// a question's text, then its options one a line, each a capital letter, ")"
// or ".", a space and the option's text, then "ANSWER: X". Moodle wants the
// text on one line; lines before the first option are taken together here.
// Blank lines are ignored, a BOM and Windows or old Mac line ends are read.
// QtCore only.

#include "core/importedquestion.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

class AikenReader
{
    Q_DECLARE_TR_FUNCTIONS(AikenReader)

public:
    static ImportResult parse(const QByteArray &data, const QString &fileLabel);
};
