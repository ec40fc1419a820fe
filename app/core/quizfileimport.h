#pragma once

// A teacher's quiz file read for import: which format it is in (Moodle XML,
// GIFT or Aiken, by its name's ending and, for a .txt, by what it holds),
// read within the bank loader's size limit, by that format's reader.
// QtCore only.

#include "core/importedquestion.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <optional>

class QuizFileImport
{
    Q_DECLARE_TR_FUNCTIONS(QuizFileImport)

public:
    enum class Format { MoodleXml, Gift, Aiken };

    // The format a file of this name and contents is in: .xml Moodle XML,
    // .gift GIFT, .txt GIFT when it holds an answer block ("{") and Aiken
    // when it has an "ANSWER:" line; std::nullopt for any other.
    static std::optional<Format> formatOf(const QString &path, const QByteArray &contents);

    static ImportResult parse(Format format, const QByteArray &contents, const QString &fileLabel);
    static ImportResult loadFile(const QString &path);
};
