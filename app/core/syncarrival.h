#pragma once

// What came from another device in one look at the sync folder, for the
// notice the window shows ("3 answers from desktop added"). QtCore only.

#include "core/syncmerge.h"

#include <QCoreApplication>
#include <QMetaType>
#include <QString>

struct SyncArrival
{
    Q_DECLARE_TR_FUNCTIONS(SyncArrival)

public:
    QString deviceId;
    QString deviceName; // as the device's file names it
    SyncMerge::Counts counts;

    // For the learner, in the current language; translated when called.
    QString message() const;
};
Q_DECLARE_METATYPE(SyncArrival)
