#include "core/boundedfile.h"

#include <QFile>
#include <QFileInfo>

#include <algorithm>
#include <cerrno>
#include <cstring>

namespace {

// Why the file cannot be opened for reading: errno, or 0 when it can.
int openError(const QString &path)
{
    QFile file(path);
    errno = 0;
    return file.open(QIODevice::ReadOnly) ? 0 : errno;
}

} // namespace

BoundedFile BoundedFile::read(const QString &path, qint64 maxBytes)
{
    BoundedFile result;
    const QFileInfo info(path);
    if (!info.exists()) {
        // Missing, or not to be found: a loop of links, a file where a folder should be.
        result.failure = Failure::Missing;
        const int error = openError(path);
        if (error != 0 && error != ENOENT) {
            result.failure = Failure::Unreadable;
            result.error = FileError::fromErrno(error, QString::fromLocal8Bit(std::strerror(error)));
        }
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
    // In pieces, not read(maxBytes + 1): that allocates the whole limit for
    // every file. No more than the limit, even if the file grew since it was measured.
    constexpr qint64 piece = 64 * 1024;
    result.data.reserve(std::min(info.size(), maxBytes) + 1);
    while (result.data.size() <= maxBytes) {
        const QByteArray more = file.read(std::min(piece, maxBytes + 1 - result.data.size()));
        if (more.isEmpty())
            break;
        result.data += more;
    }
    if (result.data.size() > maxBytes) {
        result.data.clear();
        result.failure = Failure::TooLarge;
    }
    return result;
}

std::function<QString()> BoundedFile::describeFailure(std::function<QString()> missing,
                                                      std::function<QString()> tooLarge) const
{
    switch (failure) {
    case Failure::None:
        return {};
    case Failure::Missing:
        return missing;
    case Failure::NotRegular:
        return [] {
            return tr("not a regular file");
        };
    case Failure::TooLarge:
        return tooLarge;
    case Failure::Unreadable:
        return [readError = error] {
            return tr("cannot be read: %1").arg(readError.describe());
        };
    }
    return {};
}
