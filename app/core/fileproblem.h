#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QJsonObject>
#include <QJsonParseError>
#include <QString>

#include <functional>
#include <optional>

// One thing wrong with a file the app reads (a question bank, the glossary),
// located as precisely as possible.
struct FileProblem
{
    QString file;
    QString item; // the question's or entry's id; empty in the file's header
    QString field; // e.g. "options[2].bn" or "term.bn"; empty for the file as a whole
    // Produces the message in the current language, so that a list of
    // problems follows the language switch without reading the files again.
    std::function<QString()> describe;

    QString message() const;
    QString toString() const;
};

// The one JSON object a bank or glossary file holds, or, in `problem`, why
// it holds none (not JSON at all, or JSON of another shape).
struct JsonObjectFile
{
    Q_DECLARE_TR_FUNCTIONS(JsonObjectFile)

public:
    std::optional<QJsonObject> object;
    std::function<QString()> problem;

    static JsonObjectFile parse(const QByteArray &json);
    // What is wrong with a text that is not JSON, in the current language.
    static QString describe(QJsonParseError::ParseError error);
};
