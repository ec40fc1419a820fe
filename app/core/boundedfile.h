#pragma once

#include "core/fileerror.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <functional>

// Reads a file that must be a regular file of at most maxBytes: a device such
// as /dev/zero never ends and a named pipe blocks, so neither is opened. The
// callers say what a failure means for their kind of file.
struct BoundedFile
{
    Q_DECLARE_TR_FUNCTIONS(BoundedFile)

public:
    enum class Failure { None, Missing, NotRegular, TooLarge, Unreadable };

    Failure failure = Failure::None;
    FileError error; // why it could not be read (Unreadable)
    QByteArray data; // the whole file when failure is None

    static BoundedFile read(const QString &path, qint64 maxBytes);

    // Why the file was not read, worded when called (in the language then
    // current); empty when it was read. A missing and a too-large file are
    // worded by the caller, which knows what kind of file it wanted.
    std::function<QString()> describeFailure(std::function<QString()> missing,
                                             std::function<QString()> tooLarge) const;
};
