#include "core/study.h"

// The library's side of Study: the built-in banks, the files the learner
// opened (remembered in QSettings) and teachers' quiz files converted into
// the data folder.

#include "core/atomicwrite.h"
#include "core/quizfileconversion.h"
#include "core/syncbanks.h"

#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QSettings>

#include <algorithm>
#include <cerrno>

using namespace Qt::StringLiterals;

namespace {
const auto openedBanksKey = u"openedBanks"_s;
// The id each opened file gave when it last loaded: a file gone or broken
// is removed from the library by that id, which sync tells the other devices.
const auto openedBankIdsKey = u"openedBankIds"_s;

QStringList openedBankPaths()
{
    return QSettings().value(openedBanksKey).toStringList();
}

void setOpenedBankPaths(const QStringList &paths)
{
    QSettings().setValue(openedBanksKey, paths);
}

QVariantMap openedBankIds()
{
    return QSettings().value(openedBankIdsKey).toMap();
}

void setOpenedBankIds(const QVariantMap &ids)
{
    if (ids.isEmpty())
        QSettings().remove(openedBankIdsKey);
    else
        QSettings().setValue(openedBankIdsKey, ids);
}

bool loadedFrom(const QuestionBank &quizBank, const QString &path)
{
    return quizBank.source == QDir::toNativeSeparators(path);
}
} // namespace

void Study::loadBanks(const QStringList &builtInPaths)
{
    m_builtInPaths = builtInPaths;
    QStringList all = builtInPaths;
    const QStringList opened = openedBankPaths();
    for (const QString &path : opened) {
        if (!all.contains(path))
            all << path;
    }
    LibraryLoadResult result = BankLoader::loadAll(all);
    m_banks = std::move(result.banks);
    m_bankProblems = std::move(result.problems);
    m_bankWarnings = std::move(result.warnings);
    m_removableBankPaths = std::move(result.failedPaths);
    m_removableBankPaths.removeIf([&opened](const QString &path) { return !opened.contains(path); });
    QVariantMap ids = openedBankIds();
    const QVariantMap known = ids;
    for (const QString &path : opened) {
        for (const QuestionBank &quizBank : std::as_const(m_banks)) {
            if (loadedFrom(quizBank, path))
                ids.insert(path, quizBank.id);
        }
    }
    if (ids != known && !m_readOnly)
        setOpenedBankIds(ids);
    emit banksChanged();
}

QString Study::openedBankId(const QString &path) const
{
    for (const QuestionBank &quizBank : m_banks) {
        if (loadedFrom(quizBank, path))
            return quizBank.id;
    }
    return openedBankIds().value(path).toString();
}

QStringList Study::openedPathsOf(const QStringList &bankIds) const
{
    QStringList paths;
    for (const QString &path : openedBankPaths()) {
        if (bankIds.contains(openedBankId(path)))
            paths << path;
    }
    return paths;
}

bool Study::isBuiltIn(const QuestionBank &quizBank) const
{
    return std::any_of(m_builtInPaths.cbegin(), m_builtInPaths.cend(),
                       [&quizBank](const QString &path) { return loadedFrom(quizBank, path); });
}

QString Study::importedBanksFolder() const
{
    return QFileInfo(progressFilePath()).absolutePath() + u"/imported"_s;
}

Study::BankOpening Study::openBankFile(const QString &path)
{
    if (QuizFileConversion::isQuizFile(path))
        return openQuizFile(path);
    return openBankJson(path, BankLoader::loadFile(path));
}

Study::BankOpening Study::openQuizFile(const QString &path)
{
    auto conversion = std::make_shared<QuizFileConversion::Result>(
        QuizFileConversion::convert(path));
    const QString label = QFileInfo(path).fileName();
    BankOpening opening;
    opening.importReport = [conversion, label] {
        return conversion->reportLines(label);
    };
    if (!conversion->bank) {
        opening.problems = conversion->problems;
        return opening;
    }
    // Kept beside the progress it gathers; the learner's own file is left as it is.
    const QString kept = importedBanksFolder() + u'/' + conversion->bank->id + u".json"_s;
    if (bank(conversion->bank->id)) {
        opening.outcome = BankOpening::Outcome::IdTaken;
        opening.bankId = conversion->bank->id;
        return opening;
    }
    const int madeFolder = QDir().mkpath(importedBanksFolder()) ? 0 : errno;
    const std::optional<FileError> failed = madeFolder != 0
                                                ? FileError::fromErrno(madeFolder, {})
                                                : writeAtomically(kept, conversion->json);
    if (failed) {
        const FileError error = *failed;
        opening.problems.append({QDir::toNativeSeparators(kept), {}, {}, [error] {
                                     return error.describe();
                                 }});
        return opening;
    }
    // The bank read back from its JSON already: not read a second time.
    BankLoadResult converted;
    converted.bank = conversion->bank;
    converted.warnings = conversion->warnings;
    BankOpening added = openBankJson(kept, std::move(converted));
    added.importReport = opening.importReport;
    return added;
}

Study::BankOpening Study::openBankJson(const QString &path, BankLoadResult result)
{
    BankOpening opening = addBank(path, std::move(result));
    if (opening.outcome != BankOpening::Outcome::Added)
        return opening;
    // The copy first: a device that reads the event finds the bank there.
    publishBank(path, opening.bankId);
    recordSyncEvents({SyncEvent::bank(opening.bankId, SyncBanks::fileNameFor(opening.bankId), true,
                                      QDateTime::currentMSecsSinceEpoch())});
    emit banksChanged();
    return opening;
}

Study::BankOpening Study::addBank(const QString &path, BankLoadResult result)
{
    BankOpening opening;
    if (!result.bank) {
        opening.outcome = BankOpening::Outcome::NotLoaded;
        opening.problems = std::move(result.problems);
        return opening;
    }
    opening.bankId = result.bank->id;
    if (bank(result.bank->id)) {
        opening.outcome = BankOpening::Outcome::IdTaken;
        return opening;
    }
    QStringList opened = openedBankPaths();
    if (!opened.contains(path)) {
        opened << path;
        setOpenedBankPaths(opened);
    }
    QVariantMap ids = openedBankIds();
    ids.insert(path, opening.bankId);
    setOpenedBankIds(ids);
    m_banks << std::move(*result.bank);
    m_bankWarnings += result.warnings;
    opening.outcome = BankOpening::Outcome::Added;
    return opening;
}

void Study::removeBankFiles(const QStringList &paths)
{
    QStringList ids;
    for (const QString &path : paths) {
        if (const QString id = openedBankId(path); !id.isEmpty() && !ids.contains(id))
            ids << id;
    }
    forgetBankFiles(paths);
    // Sync tells the other devices of each bank that left the library; one
    // still there from another file (this one refused, its id taken) did not,
    // and a file that never loaded here has no id to tell.
    QList<SyncEvent> events;
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    for (const QString &id : std::as_const(ids)) {
        if (!bank(id))
            events << SyncEvent::bank(id, SyncBanks::fileNameFor(id), false, now);
    }
    recordSyncEvents(events);
}

void Study::forgetBankFiles(const QStringList &paths)
{
    QStringList opened = openedBankPaths();
    QVariantMap ids = openedBankIds();
    for (const QString &path : paths) {
        opened.removeAll(path);
        ids.remove(path);
    }
    setOpenedBankPaths(opened);
    setOpenedBankIds(ids);
    loadBanks(m_builtInPaths);
}
