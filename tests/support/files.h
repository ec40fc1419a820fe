#pragma once

// Files a test writes for the code under test to read.

#include <QByteArray>
#include <QFile>
#include <QString>

// Writes bytes to path; false when any of them were not written.
inline bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

// The file's bytes; empty when it cannot be read.
inline QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

#ifdef SCALESTUDY_TEST_DATA_DIR
// A teacher's quiz file of tests/data/import, written by hand from the formats' documentation.
inline QString importFixture(const QString &name)
{
    return QStringLiteral(SCALESTUDY_TEST_DATA_DIR "/import/") + name;
}
#endif
