#pragma once

// The shipped glossary file as plain JSON, for the expected texts of the GUI suites.

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QString>

inline QJsonArray glossaryEntries()
{
    QFile file(QStringLiteral(":/glossary/glossary.json"));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read the glossary");
    return QJsonDocument::fromJson(file.readAll())
        .object()
        .value(QStringLiteral("entries"))
        .toArray();
}

inline QJsonObject glossaryEntry(const QString &id)
{
    for (const QJsonValue &value : glossaryEntries()) {
        if (value.toObject().value(QStringLiteral("id")).toString() == id)
            return value.toObject();
    }
    qFatal("no glossary entry %s", qPrintable(id));
}
