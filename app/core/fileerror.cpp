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
    case Kind::Incomplete:
        return tr("only part of the file could be written");
    case Kind::Other:
        break;
    }
    return systemText.isEmpty() ? tr("an unknown error")
                                : tr("the system reports: %1").arg(systemText);
}
