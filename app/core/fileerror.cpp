#include "core/fileerror.h"

#include <cerrno>

FileError FileError::fromErrno(int error, const QString &systemText)
{
    switch (error) {
    case ENOSPC:
#ifdef EDQUOT
    case EDQUOT:
#endif
        return {Kind::DiskFull, systemText};
    case EFBIG:
        return {Kind::FileTooLarge, systemText};
    case EACCES:
    case EPERM:
        return {Kind::NoPermission, systemText};
    case EROFS:
        return {Kind::ReadOnly, systemText};
    case ENOENT:
        return {Kind::NotFound, systemText};
    case ENOTDIR:
        return {Kind::NotAFolder, systemText};
    case EISDIR:
        return {Kind::IsAFolder, systemText};
    case ELOOP:
        return {Kind::LinkLoop, systemText};
    case EIO:
        return {Kind::DeviceError, systemText};
    case EMFILE:
    case ENFILE:
        return {Kind::TooManyOpenFiles, systemText};
    case ENAMETOOLONG:
        return {Kind::NameTooLong, systemText};
    default:
        return {Kind::Other, systemText};
    }
}

QString FileError::describe() const
{
    switch (kind) {
    case Kind::DiskFull:
        return tr("the disk is full");
    case Kind::FileTooLarge:
        return tr("the file is larger than the system allows");
    case Kind::NoPermission:
        return tr("permission denied");
    case Kind::ReadOnly:
        return tr("the disk is read-only");
    case Kind::NotFound:
        return tr("the file or its folder does not exist");
    case Kind::NotAFolder:
        return tr("a part of its path is a file, not a folder");
    case Kind::IsAFolder:
        return tr("it is a folder, not a file");
    case Kind::LinkLoop:
        return tr("its path is a loop of symbolic links");
    case Kind::DeviceError:
        return tr("the disk reported a read or write error");
    case Kind::TooManyOpenFiles:
        return tr("too many files are open");
    case Kind::NameTooLong:
        return tr("its path is too long");
    case Kind::Incomplete:
        return tr("only part of the file could be written");
    case Kind::Other:
        break;
    }
    return systemText.isEmpty() ? tr("an unknown error")
                                : tr("the system reports: %1").arg(systemText);
}
