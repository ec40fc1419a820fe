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

JsonObjectFile JsonObjectFile::parse(const QByteArray &json)
{
    JsonObjectFile file;
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError) {
        file.problem = [error] {
            return tr("not valid JSON: %1 at character %2")
                .arg(error.errorString(), QLocale().toString(error.offset));
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
