#pragma once

// The library through sync (issue 29): the banks/ folder beside the events
// files, where each bank a device adds to its library is copied (another
// device cannot read a path on this one), and which of the merged library
// changes this device's library lacks. QtCore only.
//
// A bank is named by its id, not by the name of the file it was opened from:
// the copy is banks/<fileNameFor(id)> and the bank events carry that name as
// their key. The library already holds one bank an id (a second file with
// the same id is refused), so two devices that add different banks under one
// file name ("quiz.json") both reach every device, and two that add the same
// bank from files named differently are one bank. Two devices that add
// different banks with the same id are one bank, as on one device: the newest
// add's copy is the folder's, and a device that already holds a bank of that
// id keeps its own.

#include "core/bankloader.h"
#include "core/fileerror.h"
#include "core/syncevent.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>

#include <optional>
#include <utility>

class SyncBanks
{
    Q_DECLARE_TR_FUNCTIONS(SyncBanks)

public:
    // eventsFolder: the sync folder's ScaleStudy folder.
    explicit SyncBanks(const QString &eventsFolder);

    // The file name of a bank's copy and the key of its events: the id when it
    // is a plain name (lower-case letters, digits, '-', '_', '.', not first,
    // at most 100), so that it means one file on every file system, including
    // those that ignore case; otherwise "bank-" and a hash of the id. Never a
    // path: an event's name is used only when it is this of the event's id.
    static QString fileNameFor(const QString &bankId);

    struct Plan
    {
        // The newest change is an add and the library has no bank of that id.
        QList<SyncEvent::BankChange> add;
        // The newest change is a removal of a bank the learner opened here
        // (built-in banks are never in `opened`): their ids.
        QStringList remove;
    };
    // From each bank's newest change (SyncMerge::banks()), by file name.
    // Changes whose name is not fileNameFor(their id) are left alone.
    static Plan plan(const QHash<QString, SyncEvent::BankChange> &latest,
                     const QSet<QString> &library, const QSet<QString> &opened);

    QString folder() const { return m_folder; }
    QString filePath(const QString &fileName) const;
    bool has(const QString &fileName) const;

    // Writes the bank's JSON as its copy (the folder made when missing),
    // unless the copy there already has these bytes. A message for the
    // learner, in the current language, naming the bank's file here (label),
    // when it cannot be written: the first time until a copy is written
    // again; empty otherwise.
    QString publish(const QString &fileName, const QByteArray &json, const QString &label);

    struct Arrival
    {
        QByteArray json; // the copy's bytes
        BankLoadResult loaded; // its bank
    };
    // The bank of an add read from its copy. Nullopt while the copy has not
    // arrived (the sync tool still copying it: asked again at the next look)
    // and when it does not hold that bank; then problem is set, once for each
    // version of the file, to a message for the learner.
    std::optional<Arrival> take(const SyncEvent::BankChange &change, QString &problem);

    // For the learner: an arrived bank could not be kept in the data folder.
    // Once for each file until it is kept.
    QString keepProblem(const QString &path, const FileError &error);
    void kept(const QString &path) { m_toldKeep.remove(path); }

private:
    QString m_folder;
    // Copies that did not hold their bank: size and modification time, so
    // that one is read again only once it changed.
    QHash<QString, std::pair<qint64, qint64>> m_broken;
    QSet<QString> m_toldKeep;
    bool m_publishFailing = false;
};
