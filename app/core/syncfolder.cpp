#include "core/syncfolder.h"

#include "core/atomicwrite.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>

#include <cerrno>

using namespace Qt::StringLiterals;

SyncFolder::SyncFolder(QString folder, SyncDevice device)
    : m_folder(std::move(folder))
    , m_device(std::move(device))
{ }

QString SyncFolder::eventsFolder() const
{
    return m_folder + u"/ScaleStudy"_s;
}

QString SyncFolder::ownFilePath() const
{
    return eventsFolder() + u'/' + m_device.id + u".events"_s;
}

QStringList SyncFolder::filePaths() const
{
    QStringList paths;
    for (const auto &[path, file] : m_files)
        paths << path;
    return paths;
}

QHash<QString, SyncEventFile::Place> SyncFolder::places() const
{
    QHash<QString, SyncEventFile::Place> places;
    for (const auto &[path, file] : m_files) {
        if (const std::optional<SyncEventFile::Place> place = file.place())
            places.insert(path, *place);
    }
    return places;
}

void SyncFolder::resume(const QHash<QString, SyncEventFile::Place> &places, QSet<QByteArray> ownIds)
{
    m_files.clear();
    for (auto it = places.cbegin(); it != places.cend(); ++it)
        m_files.try_emplace(it.key(), it.key()).first->second.resume(*it);
    m_ownIds = std::move(ownIds);
}

SyncFolder::Reading SyncFolder::read()
{
    Reading reading;
    if (!QFileInfo(m_folder).isDir()) {
        reading.folderMissing = true;
        return reading;
    }
    const QDir events(eventsFolder());
    QStringList paths{ownFilePath()};
    for (const QString &name : events.entryList({u"*.events"_s}, QDir::Files, QDir::Name)) {
        if (events.filePath(name) != ownFilePath())
            paths << events.filePath(name);
    }
    for (const QString &path : std::as_const(paths)) {
        auto [at, added] = m_files.try_emplace(path, path);
        readFile(at->second, reading);
    }
    // Files that went (a copy tidied, a device's file removed) are not looked for again.
    std::erase_if(m_files, [](const auto &entry) { return !QFile::exists(entry.first); });
    if (std::exchange(m_seenChanged, false))
        saveSeen();
    return reading;
}

void SyncFolder::readFile(SyncEventFile &file, Reading &reading)
{
    const QString name = QFileInfo(file.path()).fileName();
    SyncEventFile::Reading read = file.readNew();
    if (read.status == SyncEventFile::Status::NewerFormat) {
        if (m_toldNewer.contains(file.path()))
            return;
        m_toldNewer.insert(file.path());
        reading.problems << tr("%1 in the sync folder was written by a newer version of "
                               "ScaleStudy and is not read. Update ScaleStudy on this "
                               "computer to see that device's progress.")
                                .arg(name);
        return;
    }
    if (read.status != SyncEventFile::Status::Read || !file.device())
        return;
    if (read.damagedLines > 0)
        reading.problems << tr("%Ln line(s) of %1 in the sync folder could not be read and were "
                               "skipped.",
                               "", read.damagedLines)
                                .arg(name);
    reading.deviceNames.insert(file.device()->id, file.device()->name);
    countUnseen(name, read, reading);
    const bool own = file.device()->id == m_device.id;
    if (own && file.path() == ownFilePath()) {
        if (read.fromStart)
            m_ownIds.clear();
        for (const SyncEvent &event : std::as_const(read.events))
            m_ownIds.insert(event.id);
    } else if (own) {
        tidyOwnCopy(file.path(), read.events);
    }
    reading.events += std::move(read.events);
}

void SyncFolder::tidyOwnCopy(const QString &path, const QList<SyncEvent> &events)
{
    QList<SyncEvent> missing;
    for (const SyncEvent &event : events) {
        if (!m_ownIds.contains(event.id))
            missing << event;
    }
    // Removed only once its events are safe in the file; otherwise it is read again later.
    if (missing.isEmpty() || !append(missing))
        QFile::remove(path);
}

std::optional<FileError> SyncFolder::append(const QList<SyncEvent> &events)
{
    if (events.isEmpty())
        return std::nullopt;
    if (!QFileInfo(m_folder).isDir())
        return FileError::fromErrno(ENOENT, {});
    if (!QDir().mkpath(eventsFolder()))
        return FileError::fromErrno(QFileInfo::exists(eventsFolder()) ? ENOTDIR : EACCES, {});
    QByteArray lines;
    for (const SyncEvent &event : events)
        lines += event.toLine();
    if (std::optional<FileError> failed = SyncEventFile::append(ownFilePath(), m_device, lines))
        return failed;
    for (const SyncEvent &event : events)
        m_ownIds.insert(event.id);
    return std::nullopt;
}

void SyncFolder::countUnseen(const QString &name, const SyncEventFile::Reading &read,
                             Reading &reading)
{
    const qint64 seen = m_seen.value(name);
    for (qsizetype i = 0; i < read.events.size(); ++i) {
        if (read.ends.at(i) > seen)
            reading.unseen[read.events.at(i).deviceId] += SyncMerge::Counts::of(read.events.at(i));
    }
    if (!read.ends.isEmpty() && read.ends.constLast() > seen) {
        m_seen.insert(name, read.ends.constLast());
        m_seenChanged = true;
    }
}

void SyncFolder::keepSeenIn(const QString &path)
{
    m_seenPath = path;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return;
    const QJsonObject saved = QJsonDocument::fromJson(file.read(4 * 1024 * 1024)).object();
    if (saved.value(u"folder"_s).toString() != m_folder)
        return; // another folder's: all of this one is news
    const QJsonObject files = saved.value(u"files"_s).toObject();
    for (auto it = files.constBegin(); it != files.constEnd(); ++it)
        m_seen.insert(it.key(), it.value().toInteger());
}

void SyncFolder::saveSeen()
{
    if (m_seenPath.isEmpty())
        return;
    QJsonObject files;
    for (auto it = m_seen.cbegin(); it != m_seen.cend(); ++it)
        files.insert(it.key(), it.value());
    const QJsonObject saved{{u"format"_s, 1}, {u"folder"_s, m_folder}, {u"files"_s, files}};
    // Not written only makes the next start tell again what this one told.
    writeAtomically(m_seenPath, QJsonDocument(saved).toJson(QJsonDocument::Compact));
}
