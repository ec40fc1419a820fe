#include "core/datafolderlock.h"

#include <QDir>

using namespace Qt::StringLiterals;

DataFolderLock::DataFolderLock(const QString &folder)
    : m_folder(QDir(folder).absolutePath())
    , m_lock(lockFilePathIn(m_folder))
{
    // QLockFile's default (30 s) calls a lock stale once its file is that old,
    // even while its copy still runs. On Linux the flock() QLockFile also holds
    // keeps such a lock from being removed, but not where the file system
    // refuses flock(): a second start would then take it and both copies would
    // save. With 0 only a lock whose process is gone is stale (QLockFile checks
    // the process id, its program's name and the boot).
    m_lock.setStaleLockTime(0);
}

QString DataFolderLock::lockFilePathIn(const QString &folder)
{
    return QDir(folder).absoluteFilePath(u"scalestudy.lock"_s);
}

DataFolderLock::Outcome DataFolderLock::tryAcquire()
{
    if (m_lock.isLocked())
        return Outcome::Acquired;
    if (!QDir().mkpath(m_folder))
        return Outcome::Unavailable;
    if (m_lock.tryLock(0))
        return Outcome::Acquired;
    return m_lock.error() == QLockFile::LockFailedError ? Outcome::HeldByAnother
                                                        : Outcome::Unavailable;
}
