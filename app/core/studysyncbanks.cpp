#include "core/study.h"

// Study's library through sync (issue 29). A bank the learner opens is
// copied into the sync folder's banks/ folder (SyncBanks) before its event is
// written; a device that reads the event copies the bank into its own data
// folder's imported/ folder and opens it from there, as an imported quiz
// file is, so it stays when the sync folder goes. Removals follow by the
// bank's id; built-in banks are never removed. What sync applies records no
// event of its own: the merge already has the one it applies.

#include "core/atomicwrite.h"
#include "core/boundedfile.h"
#include "core/syncbanks.h"
#include "core/syncengine.h"

#include <QDir>

#include <cerrno>

using namespace Qt::StringLiterals;

void Study::publishBank(const QString &path, const QString &bankId)
{
    if (!m_sync || m_readOnly)
        return;
    const BoundedFile file = BoundedFile::read(path, BankLoader::maxFileBytes);
    if (file.failure != BoundedFile::Failure::None)
        return; // gone since it loaded: the next look offers it again
    const QString problem = m_sync->banks().publish(SyncBanks::fileNameFor(bankId), file.data,
                                                    QDir::toNativeSeparators(path));
    if (!problem.isEmpty())
        emit syncProblem(problem);
}

QList<SyncEvent> Study::offerOpenedBanks()
{
    QList<SyncEvent> events;
    if (!m_sync || m_readOnly)
        return events;
    const QHash<QString, SyncEvent::BankChange> latest = m_sync->merged().banks();
    for (const QuestionBank &quizBank : std::as_const(m_banks)) {
        if (isBuiltIn(quizBank))
            continue;
        const QString name = SyncBanks::fileNameFor(quizBank.id);
        const auto change = latest.constFind(name);
        // Opened before sync began (or the folder lost its events): at 0,
        // as flags are, so any change a device made since is newer and wins,
        // and two devices offering the same bank write one event.
        if (change == latest.cend())
            events << SyncEvent::bank(quizBank.id, name, true, 0);
        else if (!change->added)
            continue; // removed elsewhere: applySyncedBanks takes it out
        // A copy the folder refused or lost is written again.
        if (!m_sync->banks().has(name))
            publishBank(QDir::fromNativeSeparators(quizBank.source), quizBank.id);
    }
    return events;
}

void Study::applySyncedBanks()
{
    if (!m_sync || m_readOnly)
        return;
    recordSyncEvents(offerOpenedBanks());
    QSet<QString> library;
    QSet<QString> opened;
    for (const QuestionBank &quizBank : std::as_const(m_banks)) {
        library.insert(quizBank.id);
        if (!isBuiltIn(quizBank))
            opened.insert(quizBank.id);
    }
    // A bank the learner opened here whose file is gone or broken is still in
    // the library, as a problem: not brought back from the folder, so that
    // removing it there tells the other devices; and removed with the rest.
    for (const QString &path : std::as_const(m_removableBankPaths)) {
        if (const QString id = openedBankId(path); !id.isEmpty()) {
            library.insert(id);
            opened.insert(id);
        }
    }
    const SyncBanks::Plan plan = SyncBanks::plan(m_sync->merged().banks(), library, opened);
    if (!plan.remove.isEmpty())
        forgetBankFiles(openedPathsOf(plan.remove)); // says banksChanged
    bool added = false;
    for (const SyncEvent::BankChange &change : plan.add) {
        QString problem;
        std::optional<SyncBanks::Arrival> arrival = m_sync->banks().take(change, problem);
        if (!problem.isEmpty())
            emit syncProblem(problem);
        if (!arrival)
            continue; // not arrived yet, or broken: looked at again at the next look
        const QString kept = importedBanksFolder() + u'/' + change.fileName;
        const int madeFolder = QDir().mkpath(importedBanksFolder()) ? 0 : errno;
        const std::optional<FileError> failed = madeFolder != 0
                                                    ? FileError::fromErrno(madeFolder, {})
                                                    : writeAtomically(kept, arrival->json);
        if (failed) {
            if (const QString told = m_sync->banks().keepProblem(kept, *failed); !told.isEmpty())
                emit syncProblem(told);
            continue;
        }
        m_sync->banks().kept(kept);
        added |= addBank(kept, std::move(arrival->loaded)).outcome == BankOpening::Outcome::Added;
    }
    if (added)
        emit banksChanged();
}
