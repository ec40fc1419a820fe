#pragma once

// What sync had read when a run last looked, kept in the data folder
// (sync-cache.bin) so that a start reads only what was added since (issue 29:
// a year of two devices' events merges at start within 200 ms). It holds the
// merge of every event read and, for each events file, the place reading
// stopped and the bytes before it; a start resumes there, and a file that was
// replaced since is read again from its start (SyncEventFile), the merge
// dropping what it already has. It is only a cache: the events files rebuild
// it, so a missing, damaged, foreign or newer one is left aside and the whole
// folder read again.
//
// The file: the magic "ScaleStudy sync cache\n", the format (quint32), the
// MD5 of the rest, then a QDataStream (Qt 6.4) of the sync folder, this
// device, the files' places, the ids of this device's own file and the merge,
// every string once in a table. QtCore only.

#include "core/fileerror.h"
#include "core/synceventfile.h"
#include "core/syncmerge.h"

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QSet>
#include <QString>

#include <optional>

class SyncCache
{
public:
    static constexpr quint32 format = 1;

    struct State
    {
        QString folder; // the sync folder it was read from
        QString deviceId; // this device
        QHash<QString, SyncEventFile::Place> files; // by path
        QSet<QByteArray> ownIds; // the events in this device's own file
        SyncMerge merge;
    };

    static QString pathIn(const QString &dataFolder);
    static QByteArray encode(const State &state);
    // Nullopt for anything but a whole cache of this format.
    static std::optional<State> decode(const QByteArray &bytes);

    static std::optional<FileError> save(const QString &path, const State &state);
    static std::optional<State> load(const QString &path);
};
