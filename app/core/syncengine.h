#pragma once

// Sync for one data folder: this device (its id and name, kept in the data
// folder's sync-device.json), the sync folder, the merge of every device's
// events, the outbox for what the folder could not take, the copies of the
// library's banks (SyncBanks), and a watcher that says when the folder's
// files changed. Study turns what arrives into the
// progress and reviews it shows. QtCore only.

#include "core/syncbanks.h"
#include "core/syncevent.h"
#include "core/syncfolder.h"
#include "core/syncmerge.h"
#include "core/syncoutbox.h"

#include <QCoreApplication>
#include <QFileSystemWatcher>
#include <QObject>
#include <QTimer>

class SyncEngine : public QObject
{
    Q_OBJECT

public:
    // Goes on from where the last run stopped reading (SyncCache), or reads
    // the whole folder at the first readChanges.
    SyncEngine(const QString &syncFolder, const QString &dataFolder, QObject *parent = nullptr);
    ~SyncEngine() override;

    // This device as sync-device.json keeps it, made once with a new id and
    // the host name; name, when given, renames the device.
    static SyncDevice deviceIn(const QString &dataFolder, const QString &name = {});
    const SyncDevice &device() const { return m_folder.device(); }
    const SyncFolder &folder() const { return m_folder; }
    const SyncMerge &merged() const { return m_merged; }
    SyncBanks &banks() { return m_banks; }
    // The name a device's file gives, or its id when no file said.
    QString deviceName(const QString &deviceId) const;

    // New events of this device: merged, and written to the folder, or kept
    // in the outbox when the folder cannot take them.
    void record(const QList<SyncEvent> &events);
    // What is new in the folder's files merged; the outbox written first.
    SyncMerge::Added readChanges();
    // Of the last readChanges, by device: what no run before had read (the
    // news of a start, when everything read is new to the merge).
    const QHash<QString, SyncMerge::Counts> &unseen() const { return m_unseen; }
    // The folder has refused this device's events since it was last written.
    bool isFailing() const { return m_failing; }

signals:
    // The folder or its files changed (debounced): readChanges() has news.
    void folderChanged();
    // For the learner, in the current language: said once for a folder that
    // cannot be written until it can again, and once for each unreadable file.
    void problem(const QString &message);
    // The folder took this device's events again after a problem.
    void writingAgain();

private:
    bool flushOutbox();
    void failed(const FileError &error);
    void watch();
    void resumeFromCache();
    void saveCache();

    SyncFolder m_folder;
    SyncOutbox m_outbox;
    SyncMerge m_merged;
    SyncBanks m_banks;
    QHash<QString, QString> m_deviceNames;
    QHash<QString, SyncMerge::Counts> m_unseen;
    bool m_failing = false;
    QString m_cachePath;
    bool m_cacheBehind = false; // events merged since the cache was saved
    QFileSystemWatcher m_watcher;
    QTimer m_settle;
};
