#pragma once

// This device's events that the sync folder could not take (it was
// removed, read-only or full), kept in the data folder as event lines
// (sync-outbox.events) so that none is lost across a restart, and written to
// the folder when it is back. QtCore only.

#include "core/fileerror.h"
#include "core/syncevent.h"

#include <QList>
#include <QString>

#include <optional>

class SyncOutbox
{
public:
    explicit SyncOutbox(QString path);
    static QString pathIn(const QString &dataFolder);
    const QString &path() const { return m_path; }

    std::optional<FileError> add(const QList<SyncEvent> &events);
    // Every whole line kept; a torn last one (the app stopped while adding) is left out.
    QList<SyncEvent> events(const QString &deviceId) const;
    bool isEmpty() const;
    void clear();

private:
    QString m_path;
};
