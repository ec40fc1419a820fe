#include "core/syncengine.h"

#include "core/atomicwrite.h"
#include "core/synccache.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSysInfo>
#include <QUuid>

using namespace Qt::StringLiterals;

namespace {
// A sync tool writes a file in several steps: wait until it is quiet.
constexpr int settleMs = 300;
// The cache is saved when the app closes, and at once after a look that read
// this many events (a first start): a run that ends without closing (killed,
// the power lost) then does not cost the next start a whole reading again.
constexpr qsizetype saveCacheAfterEvents = 1000;

QString deviceFilePath(const QString &dataFolder)
{
    return dataFolder + u"/sync-device.json"_s;
}

QString problemMessage(const QString &folder, const FileError &error)
{
    return SyncEngine::tr("The sync folder %1 cannot be written to (%2). Your study is kept on "
                          "this computer and copied there when the folder can be written again.")
        .arg(QDir::toNativeSeparators(folder), error.describe());
}
} // namespace

SyncEngine::SyncEngine(const QString &syncFolder, const QString &dataFolder, QObject *parent)
    : QObject(parent)
    , m_folder(syncFolder, deviceIn(dataFolder))
    , m_outbox(SyncOutbox::pathIn(dataFolder))
    , m_banks(m_folder.eventsFolder())
    , m_cachePath(SyncCache::pathIn(dataFolder))
{
    m_folder.keepSeenIn(dataFolder + u"/sync-seen.json"_s);
    resumeFromCache();
    m_settle.setSingleShot(true);
    m_settle.setInterval(settleMs);
    connect(&m_settle, &QTimer::timeout, this, &SyncEngine::folderChanged);
    connect(&m_watcher, &QFileSystemWatcher::directoryChanged, &m_settle,
            qOverload<>(&QTimer::start));
    connect(&m_watcher, &QFileSystemWatcher::fileChanged, &m_settle, qOverload<>(&QTimer::start));
}

SyncEngine::~SyncEngine()
{
    if (m_cacheBehind)
        saveCache();
}

void SyncEngine::resumeFromCache()
{
    std::optional<SyncCache::State> cached = SyncCache::load(m_cachePath);
    if (!cached || cached->folder != m_folder.folder() || cached->deviceId != device().id)
        return;
    // A file gone since (a conflict copy tidied elsewhere, a device's file
    // deleted) may have held events no file holds now: the folder is read
    // again as it is, and what this device has that it lacks is written back.
    for (auto it = cached->files.cbegin(); it != cached->files.cend(); ++it) {
        if (!QFileInfo::exists(it.key()))
            return;
    }
    m_merged = std::move(cached->merge);
    m_folder.resume(cached->files, std::move(cached->ownIds));
}

void SyncEngine::saveCache()
{
    // Not saved only makes the next start read more of the folder.
    if (!SyncCache::save(m_cachePath, {m_folder.folder(), device().id, m_folder.places(),
                                       m_folder.ownIds(), m_merged}))
        m_cacheBehind = false;
}

SyncDevice SyncEngine::deviceIn(const QString &dataFolder, const QString &name)
{
    QFile file(deviceFilePath(dataFolder));
    SyncDevice device;
    if (file.open(QIODevice::ReadOnly)) {
        const QJsonObject saved = QJsonDocument::fromJson(file.readAll()).object();
        device = {saved.value(u"id"_s).toString(), saved.value(u"name"_s).toString()};
    }
    const bool known = !device.id.isEmpty() && (name.isEmpty() || name == device.name);
    if (known)
        return device;
    if (device.id.isEmpty())
        device.id = QUuid::createUuid().toString(QUuid::WithoutBraces);
    device.name = !name.isEmpty() ? name : QSysInfo::machineHostName();
    const QJsonObject json{{u"id"_s, device.id}, {u"name"_s, device.name}};
    // Not written is not fatal: a new id next time only makes this a new device.
    QDir().mkpath(dataFolder);
    writeAtomically(deviceFilePath(dataFolder), QJsonDocument(json).toJson());
    return device;
}

QString SyncEngine::deviceName(const QString &deviceId) const
{
    const QString renamed = m_merged.deviceName(deviceId);
    if (!renamed.isEmpty())
        return renamed;
    const QString name = m_deviceNames.value(deviceId);
    return name.isEmpty() ? deviceId : name;
}

void SyncEngine::record(const QList<SyncEvent> &events)
{
    QList<SyncEvent> own = events;
    for (SyncEvent &event : own)
        event.deviceId = device().id;
    m_merged.add(own);
    m_cacheBehind = true;
    // Behind the outbox's events, never ahead of them: a file keeps its device's order.
    if (!m_outbox.isEmpty() && !flushOutbox()) {
        m_outbox.add(own);
        return;
    }
    if (const std::optional<FileError> error = m_folder.append(own)) {
        m_outbox.add(own);
        failed(*error);
        return;
    }
    if (std::exchange(m_failing, false))
        emit writingAgain();
}

bool SyncEngine::flushOutbox()
{
    const QList<SyncEvent> waiting = m_outbox.events(device().id);
    if (const std::optional<FileError> error = m_folder.append(waiting)) {
        failed(*error);
        return false;
    }
    m_outbox.clear();
    if (std::exchange(m_failing, false))
        emit writingAgain();
    return true;
}

void SyncEngine::failed(const FileError &error)
{
    if (std::exchange(m_failing, true))
        return;
    emit problem(problemMessage(m_folder.folder(), error));
}

SyncMerge::Added SyncEngine::readChanges()
{
    if (!m_outbox.isEmpty()) {
        const QList<SyncEvent> waiting = m_outbox.events(device().id);
        m_merged.add(waiting); // after a restart they are known only here
        flushOutbox();
    }
    SyncFolder::Reading reading = m_folder.read();
    if (reading.folderMissing && !m_failing) {
        m_failing = true;
        emit problem(problemMessage(m_folder.folder(), FileError::fromErrno(ENOENT, {})));
    }
    m_deviceNames.insert(reading.deviceNames);
    m_unseen = reading.unseen;
    for (const QString &message : std::as_const(reading.problems))
        emit problem(message);
    const SyncMerge::Added added = m_merged.add(reading.events);
    m_cacheBehind = m_cacheBehind || !reading.events.isEmpty();
    if (reading.events.size() >= saveCacheAfterEvents)
        saveCache();
    watch();
    return added;
}

void SyncEngine::watch()
{
    // The banks folder too: a bank's copy may arrive after its event.
    QStringList wanted{m_folder.folder(), m_folder.eventsFolder(), m_banks.folder()};
    wanted += m_folder.filePaths();
    // A file a sync tool replaced is a new file: it is watched again.
    const QStringList watched = m_watcher.files() + m_watcher.directories();
    QStringList missing;
    for (const QString &path : std::as_const(wanted)) {
        if (!watched.contains(path) && QFileInfo::exists(path))
            missing << path;
    }
    if (!missing.isEmpty())
        m_watcher.addPaths(missing);
}
