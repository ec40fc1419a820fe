#include "core/fileproblem.h"

#include <QJsonDocument>
#include <QJsonParseError>
#include <QLocale>
#include <QStringList>

using namespace Qt::StringLiterals;

QString FileProblem::message() const
{
    return describe ? describe() : QString();
}

QString FileProblem::toString() const
{
    QStringList parts{file};
    if (!item.isEmpty())
        parts << item;
    if (!field.isEmpty())
        parts << field;
    return parts.join(u": "_s) + u": "_s + message();
}

// Qt's own QJsonParseError::errorString() has no Bengali (there is no
// qtbase_bn): what went wrong is worded here, by the error's kind.
QString JsonObjectFile::describe(QJsonParseError::ParseError error)
{
    switch (error) {
    case QJsonParseError::UnterminatedObject:
        return tr("an object is not closed");
    case QJsonParseError::MissingNameSeparator:
        return tr("a colon is missing after a name");
    case QJsonParseError::UnterminatedArray:
        return tr("a list is not closed");
    case QJsonParseError::MissingValueSeparator:
        return tr("a comma is missing between values");
    case QJsonParseError::IllegalValue:
        return tr("a value is not valid");
    case QJsonParseError::TerminationByNumber:
        return tr("the text ends in the middle of a number");
    case QJsonParseError::IllegalNumber:
        return tr("a number is not valid");
    case QJsonParseError::IllegalEscapeSequence:
        return tr("an escape sequence is not valid");
    case QJsonParseError::IllegalUTF8String:
        return tr("the text is not valid UTF-8");
    case QJsonParseError::UnterminatedString:
        return tr("a string is not closed");
    case QJsonParseError::MissingObject:
        return tr("an object is missing after a comma");
    case QJsonParseError::DeepNesting:
        return tr("the document is nested too deeply");
    case QJsonParseError::DocumentTooLarge:
        return tr("the document is too large");
    case QJsonParseError::GarbageAtEnd:
        return tr("there is more text after the document");
    case QJsonParseError::NoError:
        break;
    }
    return tr("the text is not valid");
}

JsonObjectFile JsonObjectFile::parse(const QByteArray &json)
{
    JsonObjectFile file;
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError) {
        file.problem = [error] {
            return tr("not valid JSON: %1 at character %2")
                .arg(describe(error.error), QLocale().toString(error.offset));
        };
    } else if (!document.isObject()) {
        file.problem = [] {
            return tr("the file must hold one JSON object");
        };
    } else {
        file.object = document.object();
    }
    return file;
}
