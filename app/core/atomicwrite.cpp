#include "core/atomicwrite.h"

#include <QFile>
#include <QSaveFile>

#include <cerrno>

std::optional<FileError> writeAtomically(const QString &path, const QByteArray &data)
{
    QSaveFile file(path);
    auto failure = [&file] {
        const int error = errno;
        const FileError reason = FileError::fromErrno(error, file.errorString());
        file.cancelWriting();
        return reason;
    };
    errno = 0;
    if (!file.open(QIODevice::WriteOnly))
        return failure();
    if (file.write(data) != data.size())
        return failure();
    // The write above may only have filled Qt's buffer; flushing is where a
    // full disk shows. A short temporary file must never replace the old one.
    if (!file.flush())
        return failure();
    if (file.size() != data.size()) {
        file.cancelWriting();
        return FileError{FileError::Kind::Incomplete, {}};
    }
    if (!file.commit())
        return FileError::fromErrno(errno, file.errorString());
    return std::nullopt;
}

std::optional<FileError> appendToFile(const QString &path, const QByteArray &data)
{
    QFile file(path);
    errno = 0;
    if (!file.open(QIODevice::WriteOnly | QIODevice::Append) || file.write(data) != data.size()
        || !file.flush())
        return FileError::fromErrno(errno, file.errorString());
    return std::nullopt;
}
