#pragma once

// A teacher's quiz file (Moodle XML, GIFT, Aiken) made a ScaleStudy bank of
// format 2: the questions QuizFileImport read, the bank's id and title from
// the file's name, its categories as topics, each question's id from its
// name where it has one. The bank is written as JSON (BankJsonWriter) and
// read back by BankLoader, so an imported bank is held to every rule a bank
// file is (a text past its limit, a code span left open). What was skipped
// or left out is in the report, one line each: nothing is dropped silently.
// QtCore only.

#include "core/bankloader.h"
#include "core/importedquestion.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>

class QuizFileConversion
{
    Q_DECLARE_TR_FUNCTIONS(QuizFileConversion)

public:
    struct Result
    {
        std::optional<QuestionBank> bank; // none when no question could be imported
        QByteArray json; // the bank as ScaleStudy JSON, when there is one
        QList<LengthWarning> warnings; // the bank's, as BankLoader gives them
        ImportResult import; // what the reader found, skipped and left out
        QList<BankProblem> problems; // the file's, or the converted bank's

        // The report, in the current language: what was imported, then a line
        // for each question skipped, each thing left out, each problem.
        QStringList reportLines(const QString &fileLabel) const;
    };

    // Whether the file is one of the teacher's formats, by its name (.xml,
    // .gift, .txt), rather than a ScaleStudy bank.
    static bool isQuizFile(const QString &path);
    static Result convert(const QString &path);

    // The bank the imported questions make, named after the file at path.
    static QuestionBank toBank(const ImportResult &import, const QString &path);
    // A bank or question id made of a name: lower case, letters and digits
    // kept, every other run of characters one "-".
    static QString idFrom(const QString &name);
};
