#pragma once

#include "core/fileerror.h"

#include <QByteArray>
#include <QString>

// Reads a file that must be a regular file of at most maxBytes: a device such
// as /dev/zero never ends and a named pipe blocks, so neither is opened. The
// callers say what a failure means for their kind of file.
struct BoundedFile
{
    enum class Failure { None, Missing, NotRegular, TooLarge, Unreadable };

    Failure failure = Failure::None;
    FileError error; // why it could not be read (Unreadable)
    QByteArray data; // the whole file when failure is None

    static BoundedFile read(const QString &path, qint64 maxBytes);
};
