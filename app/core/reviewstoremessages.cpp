// What ReviewStore tells the learner about its files.

#include "core/reviewstore.h"

#include <QDir>
#include <QLocale>

namespace {

QString native(const QString &path)
{
    return QDir::toNativeSeparators(path);
}

} // namespace

QString ReviewStore::LoadOutcome::message() const
{
    QStringList parts{statusMessage(), detailsMessage()};
    parts.removeAll(QString());
    return parts.join(u' ');
}

QString ReviewStore::LoadOutcome::statusMessage() const
{
    const QString path = native(filePath);
    switch (status) {
    case LoadStatus::Loaded:
    case LoadStatus::NoFile:
    case LoadStatus::PartlyLoaded:
        return {};
    case LoadStatus::SetAside: {
        const QString reason = setAsideReason == AsideReason::TooLarge
                                   ? ReviewStore::tr("it is too large to be saved reviews")
                                   : ReviewStore::tr("it is damaged");
        if (replayedChanges > 0) {
            return ReviewStore::tr("Your saved reviews could not be read (%1). The file was kept "
                                   "as %2; review scheduling starts again from the %Ln change(s) "
                                   "recorded after it was last written.",
                                   nullptr, replayedChanges)
                .arg(reason, native(setAsidePath));
        }
        return ReviewStore::tr("Your saved reviews could not be read (%1). The file was kept as "
                               "%2 and review scheduling starts afresh.")
            .arg(reason, native(setAsidePath));
    }
    case LoadStatus::Unreadable:
        return ReviewStore::tr("Your saved reviews in %1 could not be read. ScaleStudy will not "
                               "write over them: reviews from this session will not be saved.")
            .arg(path);
    case LoadStatus::NewerFormat:
        return ReviewStore::tr("Your saved reviews in %1 were written by a newer version of "
                               "ScaleStudy (format %2; this version reads format %3). They are "
                               "left as they are, and reviews from this session will not be "
                               "saved.")
            .arg(path, QLocale().toString(foundFormat), QLocale().toString(supportedFormat));
    }
    return {};
}

// The journal set aside, skipped entries and the copies kept of their files.
QString ReviewStore::LoadOutcome::detailsMessage() const
{
    QStringList parts;
    if (!journalSetAsidePath.isEmpty()) {
        const QString reason
            = journalReason == AsideReason::OtherGeneration
                  ? ReviewStore::tr("it continues another copy of your saved reviews: generation "
                                    "%1, where the saved reviews are generation %2")
                        .arg(QLocale().toString(journalGeneration),
                             QLocale().toString(snapshotGeneration))
              : journalReason == AsideReason::TooLarge
                  ? ReviewStore::tr("it is too large to be saved reviews")
                  : ReviewStore::tr("it is damaged");
        parts << ReviewStore::tr("The recent reviews in the journal beside your saved reviews "
                                 "were not added (%1). The journal was kept as %2.")
                     .arg(reason, native(journalSetAsidePath));
    }
    if (skippedEntries > 0) {
        parts << ReviewStore::tr("%Ln saved review(s) could not be read and were skipped; the "
                                 "rest was loaded.",
                                 nullptr, skippedEntries);
    }
    for (const KeptCopy &kept : keptCopies) {
        parts << ReviewStore::tr("The original %1 was kept as %2.")
                     .arg(native(kept.original), native(kept.copy));
    }
    for (const QString &path : uncopied) {
        parts << ReviewStore::tr("%1 could not be copied aside, so ScaleStudy will not write over "
                                 "it: reviews from this session will not be saved.")
                     .arg(native(path));
    }
    return parts.join(u' ');
}

QString ReviewStore::saveFailureMessage(const FileError &error)
{
    return tr("Your reviews could not be saved (%1). The saved reviews are kept as they were "
              "before; this session's reviews will be lost when ScaleStudy closes unless a later "
              "save succeeds.")
        .arg(error.describe());
}
