#include "core/study.h"

// Study's sync side (issue 29): this device's changes written as events, and
// what the other devices wrote merged into the progress and reviews shown.
// The progress and review files stay a cache of the merge: after news from
// elsewhere they are rebuilt from it and saved. The library's changes are
// applied in studysyncbanks.cpp.

#include "core/syncengine.h"

#include <QDateTime>
#include <QFileInfo>
#include <QSettings>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {
const auto syncFolderKey = u"syncFolder"_s;
// At a start, the records of the day before this device's newest event are
// checked against the folder: those an interrupted write left out (the app
// killed between saving and writing the event) are that recent.
constexpr qint64 recentMs = 24 * 60 * 60 * 1000;
} // namespace

QString Study::syncFolder() const
{
    return QSettings().value(syncFolderKey).toString();
}

void Study::setSyncFolder(const QString &folder)
{
    if (m_readOnly)
        return;
    m_sync.reset();
    QSettings().setValue(syncFolderKey, folder);
    if (folder.isEmpty())
        return;
    startSync(folder, true);
}

QString Study::syncDeviceName() const
{
    return SyncEngine::deviceIn(QFileInfo(progressFilePath()).absolutePath()).name;
}

void Study::setSyncDeviceName(const QString &name)
{
    const QString before = syncDeviceName();
    const SyncDevice device = SyncEngine::deviceIn(QFileInfo(progressFilePath()).absolutePath(),
                                                   name);
    // The file's header keeps the name it began with: the others learn the new one from an event.
    if (device.name != before)
        recordSyncEvents(
            {SyncEvent::deviceName(device.id, device.name, QDateTime::currentMSecsSinceEpoch())});
}

void Study::startSync(const QString &folder, bool migrate)
{
    m_sync = std::make_unique<SyncEngine>(folder, QFileInfo(progressFilePath()).absolutePath());
    connect(m_sync.get(), &SyncEngine::folderChanged, this, &Study::syncNow);
    connect(m_sync.get(), &SyncEngine::problem, this, &Study::syncProblem);
    connect(m_sync.get(), &SyncEngine::writingAgain, this, &Study::syncWritingAgain);
    m_sync->readChanges();
    const SyncMerge &merged = m_sync->merged();
    // A folder with fewer records than here (its files lost, or new) is given all of them.
    writeMissingEvents(migrate || merged.history().size() < history().size()
                       || merged.log().size() < m_reviews.deck().log().size());
    const bool differs = merged.history().size() != history().size()
                         || merged.log().size() != m_reviews.deck().log().size()
                         || merged.flags() != m_reviews.flags()
                         || (merged.settings() && *merged.settings() != reviewSettings());
    if (differs)
        rebuildFromSync();
    applySyncedBanks();
    // All of the folder is new to this run's merge: the news are what no
    // earlier run had read.
    announceArrivals(m_sync->unseen());
}

void Study::syncNow()
{
    if (m_sync)
        applySync(m_sync->readChanges());
    else if (!m_readOnly && !syncFolder().isEmpty())
        startSync(syncFolder()); // the first look of this run
}

void Study::recordSyncEvents(const QList<SyncEvent> &events)
{
    if (m_sync && !m_readOnly && !events.isEmpty())
        m_sync->record(events);
}

void Study::syncNewAttempts()
{
    if (!m_sync || m_syncedAttempts >= history().size()) {
        m_syncedAttempts = std::min(m_syncedAttempts, history().size());
        return;
    }
    QList<SyncEvent> events;
    for (qsizetype i = m_syncedAttempts; i < history().size(); ++i)
        events << SyncEvent::attempt(history().at(i));
    m_syncedAttempts = history().size();
    m_sync->record(events);
}

void Study::writeMissingEvents(bool all)
{
    const SyncMerge &merged = m_sync->merged();
    const qint64 from = all ? std::numeric_limits<qint64>::min()
                            : merged.newestOf(m_sync->device().id) - recentMs;
    QList<SyncEvent> missing;
    const auto add = [&](const SyncEvent &event) {
        if (!merged.contains(event.id))
            missing << event;
    };
    for (const AttemptRecord &attempt : history()) {
        if (attempt.ended.toMSecsSinceEpoch() >= from)
            add(SyncEvent::attempt(attempt));
    }
    for (const ReviewLogEntry &entry : m_reviews.deck().log()) {
        if (entry.time.toMSecsSinceEpoch() >= from)
            add(SyncEvent::review(entry));
    }
    // Flags and settings have no time of their own here: at 0, any change a
    // device made since sync began is newer and wins.
    for (const ReviewItemKey &key : m_reviews.flags())
        add(SyncEvent::flag(key, true, 0));
    if (reviewSettings() != ReviewSettings())
        add(SyncEvent::settings(reviewSettings(), 0));
    // The banks the learner opened, with their copies (at 0 too).
    for (const SyncEvent &event : offerOpenedBanks())
        add(event);
    m_syncedAttempts = history().size();
    if (!missing.isEmpty())
        m_sync->record(missing);
}

void Study::applySync(const SyncMerge::Added &added)
{
    // At every look, news or not: a bank's copy may arrive after its event.
    applySyncedBanks();
    if (added.total().total() == 0)
        return;
    if (added.historyReordered)
        m_store.replaceHistory(m_sync->merged().history());
    else
        m_store.appendAttempts(added.attempts);
    m_syncedAttempts = history().size();
    if (added.logReordered) {
        m_reviews.setLog(m_sync->merged().log());
    } else {
        for (const ReviewLogEntry &entry : added.reviews)
            m_reviews.record(entry);
    }
    applySyncedFlagsAndSettings();
    save();
    saveReviews();
    for (const AttemptRecord &attempt : added.attempts)
        emit recordChanged(attempt.bankId);
    emit reviewsChanged();
    announceArrivals(added.byDevice);
}

void Study::rebuildFromSync()
{
    const SyncMerge &merged = m_sync->merged();
    m_store.replaceHistory(merged.history());
    m_syncedAttempts = history().size();
    m_reviews.setLog(merged.log());
    applySyncedFlagsAndSettings();
    save();
    saveReviews();
    for (const QuestionBank &quizBank : std::as_const(m_banks))
        emit recordChanged(quizBank.id);
    emit reviewsChanged();
}

void Study::applySyncedFlagsAndSettings()
{
    const SyncMerge &merged = m_sync->merged();
    const QSet<ReviewItemKey> flags = merged.flags();
    const QSet<ReviewItemKey> local = m_reviews.flags();
    for (const ReviewItemKey &key : local) {
        if (!flags.contains(key))
            m_reviews.setFlagged(key, false);
    }
    for (const ReviewItemKey &key : flags) {
        if (!local.contains(key))
            m_reviews.setFlagged(key, true);
    }
    if (merged.settings() && *merged.settings() != reviewSettings())
        m_reviews.setSettings(*merged.settings());
}

void Study::announceArrivals(const QHash<QString, SyncMerge::Counts> &byDevice)
{
    for (auto it = byDevice.cbegin(); it != byDevice.cend(); ++it) {
        if (it.key() == m_sync->device().id || it->total() == 0)
            continue;
        emit syncChangesArrived(SyncArrival{it.key(), m_sync->deviceName(it.key()), *it});
    }
}
