#include "core/study.h"

// The library's side of Study: the built-in banks, the files the learner
// opened (remembered in QSettings) and teachers' quiz files converted into
// the data folder.

#include "core/atomicwrite.h"
#include "core/quizfileconversion.h"

#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QSettings>

#include <cerrno>

using namespace Qt::StringLiterals;

namespace {
const auto openedBanksKey = u"openedBanks"_s;

QStringList openedBankPaths()
{
    return QSettings().value(openedBanksKey).toStringList();
}

void setOpenedBankPaths(const QStringList &paths)
{
    QSettings().setValue(openedBanksKey, paths);
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
    emit banksChanged();
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
    m_banks << std::move(*result.bank);
    m_bankWarnings += result.warnings;
    recordSyncEvents({SyncEvent::bank(opening.bankId, QFileInfo(path).fileName(), true,
                                      QDateTime::currentMSecsSinceEpoch())});
    opening.outcome = BankOpening::Outcome::Added;
    emit banksChanged();
    return opening;
}

void Study::removeBankFiles(const QStringList &paths)
{
    QStringList opened = openedBankPaths();
    for (const QString &path : paths) {
        opened.removeAll(path);
        recordSyncEvents({SyncEvent::bank({}, QFileInfo(path).fileName(), false,
                                          QDateTime::currentMSecsSinceEpoch())});
    }
    setOpenedBankPaths(opened);
    loadBanks(m_builtInPaths);
}
