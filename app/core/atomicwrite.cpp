#include "core/atomicwrite.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSaveFile>

#include <cerrno>

#ifdef Q_OS_UNIX
#include <unistd.h>
#endif

namespace {

// Asks the system to put the file's data on the disk itself (fdatasync,
// retried when a signal interrupts it): a flush alone leaves it in the page
// cache, which a power cut loses. False with errno set when the disk refused it.
bool syncToDisk(QFileDevice &file)
{
#ifdef Q_OS_UNIX
    int result = 0;
    do {
#if defined(_POSIX_SYNCHRONIZED_IO) && _POSIX_SYNCHRONIZED_IO > 0
        result = ::fdatasync(file.handle());
#else
        result = ::fsync(file.handle());
#endif
    } while (result == -1 && errno == EINTR);
    return result == 0;
#else
    Q_UNUSED(file);
    return true;
#endif
}

// A temporary file of QSaveFile's for fileName: fileName, a dot and six
// letters or digits, old enough that no save in progress still writes it.
bool isOldLeftover(const QFileInfo &info, const QString &fileName)
{
    using namespace Qt::StringLiterals;
    static const QRegularExpression suffix(u"^\\.[A-Za-z0-9]{6}$"_s);
    constexpr int minimumAgeSeconds = 60;
    return info.isFile() && !info.isSymLink() && info.fileName().startsWith(fileName)
           && suffix.match(QStringView(info.fileName()).sliced(fileName.size())).hasMatch()
           && info.lastModified().secsTo(QDateTime::currentDateTime()) >= minimumAgeSeconds;
}

} // namespace

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
    // commit() syncs too but ignores a failure (an EIO) and renames anyway:
    // a file the disk may not hold must not replace the old one.
    if (!syncToDisk(file)) {
        const int error = errno;
        file.cancelWriting();
        return FileError::fromErrno(error, qt_error_string(error));
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
    if (!syncToDisk(file)) {
        const int error = errno;
        return FileError::fromErrno(error, qt_error_string(error));
    }
    return std::nullopt;
}

void removeLeftoverTemporaryFiles(const QString &path)
{
    const QFileInfo info(path);
    const QString fileName = info.fileName();
    const QFileInfoList candidates = info.dir().entryInfoList({fileName + QStringLiteral(".??????")},
                                                              QDir::Files | QDir::Hidden);
    for (const QFileInfo &candidate : candidates) {
        if (isOldLeftover(candidate, fileName))
            QFile::remove(candidate.filePath());
    }
}
