#pragma once

// One device's events file in the sync folder: a header line
//   {"scalestudySync":1,"device":"<uuid>","name":"<host name>"}
// then one SyncEvent a line, only ever appended to by its own device.
// A reader keeps its place (the byte after the last whole line read) and reads
// only what was added since. A last line without its newline is a write or a
// sync in progress: it is left for a later read. A file that shrank, or whose
// bytes before the place changed (the sync tool put an older or another copy
// in its place), is read again from the start; the merge drops what it has
// already. Damaged lines in between are skipped and counted. QtCore only.

#include "core/fileerror.h"
#include "core/syncevent.h"

#include <QByteArray>
#include <QFile>
#include <QList>
#include <QString>

#include <optional>

struct SyncDevice
{
    QString id;
    QString name;
    friend bool operator==(const SyncDevice &, const SyncDevice &) = default;
};

class SyncEventFile
{
public:
    static constexpr int supportedFormat = 1;

    explicit SyncEventFile(QString path);
    const QString &path() const { return m_path; }

    enum class Status { Read, Missing, Unreadable, NotEvents, NewerFormat };
    struct Reading
    {
        Status status = Status::Read;
        QList<SyncEvent> events; // the whole lines added since the last read
        QList<qint64> ends; // the byte after each event's line, from the file's start
        int damagedLines = 0;
        bool fromStart = false; // the file was read again from its start
        int foundFormat = 0; // NewerFormat
    };
    Reading readNew();
    // The header's device, once the file has been read.
    const std::optional<SyncDevice> &device() const { return m_device; }

    // Where reading stopped, to go on from there in a later run (SyncCache).
    struct Place
    {
        qint64 bytes = 0;
        QByteArray before; // the bytes just before it
        SyncDevice device;
        friend bool operator==(const Place &, const Place &) = default;
    };
    // Nullopt until the header has been read.
    std::optional<Place> place() const;
    void resume(const Place &place);

    static QByteArray headerLine(const SyncDevice &device);
    // Appends the lines to the device's file, writing the header first when
    // the file is new and a newline first when its last line is torn (so that
    // the new lines stay whole). Nullopt on success.
    static std::optional<FileError> append(const QString &path, const SyncDevice &device,
                                           const QByteArray &lines);

private:
    // The file still has, just before the place, the bytes read there last.
    bool placeStillHolds(QFile &file) const;
    void readLines(QByteArrayView lines, qint64 offset, Reading &reading) const;
    void readLinesOf(QByteArrayView lines, qint64 offset, Reading &reading) const;
    Reading readHeader(QByteArrayView data, qsizetype &headerEnd);

    QString m_path;
    std::optional<SyncDevice> m_device;
    qint64 m_place = 0; // bytes read, up to the end of the last whole line
    QByteArray m_beforePlace; // the bytes just before m_place, to notice a replaced file
};
