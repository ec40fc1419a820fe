#pragma once

#include "core/fileerror.h"

#include <QByteArray>
#include <QString>

#include <optional>

// Replaces the file at path with data, or leaves the old file untouched.
// QSaveFile alone is not enough: in Qt 6.4 a write that fails when its buffer
// is flushed (a full disk) is not noticed by commit(), which then renames a
// short file over the old one, and neither is a failed sync to the disk (an
// I/O error). Nullopt on success.
std::optional<FileError> writeAtomically(const QString &path, const QByteArray &data);

// Adds data at the end of the file at path (created when missing), flushes
// it to the system and waits until the system has it on the disk, so that it
// outlives the app being killed and a power cut. On failure part of data may
// have been written. Nullopt on success.
std::optional<FileError> appendToFile(const QString &path, const QByteArray &data);

// Removes the temporary files (path.XXXXXX) that writeAtomically leaves when
// the program is killed between writing one and renaming it over path. Only
// files of that name, and only those older than a minute: a younger one may
// belong to a save that another ScaleStudy is making now.
void removeLeftoverTemporaryFiles(const QString &path);
