#include "core/boundedfile.h"

#include <QFile>
#include <QFileInfo>

#include <cerrno>

BoundedFile BoundedFile::read(const QString &path, qint64 maxBytes)
{
    BoundedFile result;
    const QFileInfo info(path);
    if (!info.exists()) {
        result.failure = Failure::Missing;
        return result;
    }
    if (!info.isFile()) {
        result.failure = Failure::NotRegular;
        return result;
    }
    if (info.size() > maxBytes) {
        result.failure = Failure::TooLarge;
        return result;
    }
    QFile file(path);
    errno = 0;
    if (!file.open(QIODevice::ReadOnly)) {
        result.failure = Failure::Unreadable;
        result.error = FileError::fromErrno(errno, file.errorString());
        return result;
    }
    // No more than the limit, even if the file grew since it was measured.
    result.data = file.read(maxBytes + 1);
    if (result.data.size() > maxBytes) {
        result.data.clear();
        result.failure = Failure::TooLarge;
    }
    return result;
}
