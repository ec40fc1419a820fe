#pragma once

#include <QLockFile>
#include <QString>

// The data folder belongs to one running copy of the app at a time. Each copy
// saves the whole progress file from its own memory, so two copies on one
// folder would undo each other's work; the copy that holds this lock is the
// only one that saves. A lock left behind by a copy that is no longer running
// (it crashed, was killed, the machine lost power) is taken over; a lock held
// by a running copy never is, however long it has been held. QtCore only.
class DataFolderLock
{
public:
    enum class Outcome {
        Acquired,
        // A running process holds the lock.
        HeldByAnother,
        // No lock file can be made here (the folder cannot be created or
        // written): the stores will meet the same problem and report it.
        Unavailable,
    };

    // The lock file is made in folder (created if missing) by tryAcquire().
    explicit DataFolderLock(const QString &folder);
    DataFolderLock(const DataFolderLock &) = delete;
    DataFolderLock &operator=(const DataFolderLock &) = delete;

    // Never waits. Released when this object is destroyed.
    Outcome tryAcquire();
    bool isHeld() const { return m_lock.isLocked(); }
    const QString &folder() const { return m_folder; }
    static QString lockFilePathIn(const QString &folder);

private:
    QString m_folder;
    QLockFile m_lock;
};
