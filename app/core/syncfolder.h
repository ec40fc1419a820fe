#pragma once

// The sync folder the learner chose, as ScaleStudy uses it: its "ScaleStudy"
// folder of events files, one a device (<device id>.events), each read from
// where the last read stopped. Every *.events file is read, whatever its
// name, so the copies a sync tool makes on a conflict (Syncthing's
// ".sync-conflict-…", Dropbox's "(… conflicted copy …)", Nextcloud's
// "(conflicted copy …)") are merged as more events; the header says whose
// events they are. This device's own copies are tidied: the events its file
// lacks are appended to it, then the copy is removed. QtCore only.

#include "core/fileerror.h"
#include "core/syncevent.h"
#include "core/synceventfile.h"
#include "core/syncmerge.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>

#include <map>
#include <optional>

class SyncFolder
{
    Q_DECLARE_TR_FUNCTIONS(SyncFolder)

public:
    SyncFolder(QString folder, SyncDevice device);
    const QString &folder() const { return m_folder; }
    QString eventsFolder() const;
    QString ownFilePath() const;
    const SyncDevice &device() const { return m_device; }

    struct Reading
    {
        QList<SyncEvent> events; // new lines of every file, this device's too
        QHash<QString, QString> deviceNames; // by device id, from the files' headers
        // For the learner, in the current language: files skipped or with damaged lines.
        QStringList problems;
        bool folderMissing = false; // the folder the learner chose is not there
        // By device: the events past what the last look before this run had
        // read of their file (kept with keepSeenIn), the news of a start.
        QHash<QString, SyncMerge::Counts> unseen;
    };
    Reading read();
    // This device's events, appended to its file (the folder made when missing).
    std::optional<FileError> append(const QList<SyncEvent> &events);
    // Where what was read of each file is kept between runs.
    void keepSeenIn(const QString &path);
    // The files read so far, for a watcher.
    QStringList filePaths() const;

    // Where reading stopped in each file, and the events of this device's own
    // file: kept by SyncCache for the next run to go on from.
    QHash<QString, SyncEventFile::Place> places() const;
    const QSet<QByteArray> &ownIds() const { return m_ownIds; }
    void resume(const QHash<QString, SyncEventFile::Place> &places, QSet<QByteArray> ownIds);

private:
    void readFile(SyncEventFile &file, Reading &reading);
    void countUnseen(const QString &name, const SyncEventFile::Reading &read, Reading &reading);
    void saveSeen();
    // The events of a copy of this device's own file that the file lacks are
    // appended to it; then the copy goes.
    void tidyOwnCopy(const QString &path, const QList<SyncEvent> &events);

    QString m_folder;
    SyncDevice m_device;
    std::map<QString, SyncEventFile> m_files; // by path; the own file first to read
    QSet<QByteArray> m_ownIds; // events in this device's own file
    QSet<QString> m_toldNewer; // files of a newer format, told once
    QString m_seenPath;
    QHash<QString, qint64> m_seen; // by file name: bytes read of it by the last look
    bool m_seenChanged = false;
};
