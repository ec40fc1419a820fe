#include "core/syncbanks.h"

#include "core/atomicwrite.h"
#include "core/boundedfile.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>

#include <algorithm>
#include <cerrno>

using namespace Qt::StringLiterals;

namespace {
constexpr qsizetype maxPlainId = 100;

bool isPlainName(const QString &id)
{
    if (id.isEmpty() || id.size() > maxPlainId || id.front() == u'.')
        return false;
    return std::all_of(id.cbegin(), id.cend(), [](QChar c) {
        return (c >= u'a' && c <= u'z') || (c >= u'0' && c <= u'9') || c == u'-' || c == u'_'
               || c == u'.';
    });
}

// The copy's size and modification time: a new version of it is read again.
std::pair<qint64, qint64> versionOf(const QFileInfo &info)
{
    return {info.size(), info.lastModified().toMSecsSinceEpoch()};
}
} // namespace

SyncBanks::SyncBanks(const QString &eventsFolder)
    : m_folder(eventsFolder + u"/banks"_s)
{ }

QString SyncBanks::fileNameFor(const QString &bankId)
{
    if (isPlainName(bankId))
        return bankId + u".json"_s;
    const QByteArray hash = QCryptographicHash::hash(bankId.toUtf8(), QCryptographicHash::Sha256);
    return u"bank-"_s + QString::fromLatin1(hash.toHex().left(32)) + u".json"_s;
}

SyncBanks::Plan SyncBanks::plan(const QHash<QString, SyncEvent::BankChange> &latest,
                                const QSet<QString> &library, const QSet<QString> &opened)
{
    Plan plan;
    QStringList names = latest.keys();
    names.sort(); // the same order on every device
    for (const QString &name : std::as_const(names)) {
        const SyncEvent::BankChange &change = latest.value(name);
        if (change.bankId.isEmpty() || change.fileName != fileNameFor(change.bankId))
            continue; // an event of an earlier version, keyed by a file name on its device
        if (change.added && !library.contains(change.bankId))
            plan.add << change;
        else if (!change.added && opened.contains(change.bankId))
            plan.remove << change.bankId;
    }
    return plan;
}

QString SyncBanks::filePath(const QString &fileName) const
{
    return m_folder + u'/' + fileName;
}

bool SyncBanks::has(const QString &fileName) const
{
    return QFileInfo(filePath(fileName)).isFile();
}

QString SyncBanks::publish(const QString &fileName, const QByteArray &json, const QString &label)
{
    const QString path = filePath(fileName);
    const BoundedFile there = BoundedFile::read(path, BankLoader::maxFileBytes);
    std::optional<FileError> failed;
    if (there.failure != BoundedFile::Failure::None || there.data != json) {
        const int madeFolder = QDir().mkpath(m_folder) ? 0 : errno;
        failed = madeFolder != 0 ? FileError::fromErrno(madeFolder, {})
                                 : writeAtomically(path, json);
    }
    if (!failed) {
        m_publishFailing = false;
        return {};
    }
    if (std::exchange(m_publishFailing, true))
        return {};
    //: %1: the bank's file on this computer; %2: why it cannot be written
    return tr("The question bank %1 cannot be copied to the sync folder (%2). Your other "
              "computers get it once the folder can be written again.")
        .arg(label, failed->describe());
}

std::optional<SyncBanks::Arrival> SyncBanks::take(const SyncEvent::BankChange &change,
                                                  QString &problem)
{
    const QString path = filePath(change.fileName);
    const QFileInfo info(path);
    if (!info.exists())
        return std::nullopt; // not yet arrived
    const auto version = versionOf(info);
    const auto broken = m_broken.constFind(change.fileName);
    if (broken != m_broken.cend() && *broken == version)
        return std::nullopt; // as it was when it did not load: told already
    Arrival arrival;
    const BoundedFile file = BoundedFile::read(path, BankLoader::maxFileBytes);
    arrival.json = file.data;
    if (file.failure == BoundedFile::Failure::None) {
        arrival.loaded = BankLoader::parse(file.data, QDir::toNativeSeparators(path));
    } else {
        arrival.loaded = BankLoader::loadFile(path); // its problem, worded as for any bank
    }
    if (arrival.loaded.bank && arrival.loaded.bank->id != change.bankId) {
        const QString held = arrival.loaded.bank->id;
        const QString wanted = change.bankId;
        arrival.loaded.bank.reset();
        arrival.loaded.problems = {{QDir::toNativeSeparators(path), {}, u"id"_s, [held, wanted] {
                                        //: %1: the id in the file; %2: the id its name is for
                                        return tr("the id is \"%1\", not \"%2\"").arg(held, wanted);
                                    }}};
    }
    if (arrival.loaded.bank) {
        m_broken.remove(change.fileName);
        return arrival;
    }
    m_broken.insert(change.fileName, version);
    const QString why = arrival.loaded.problems.isEmpty()
                            ? QDir::toNativeSeparators(path)
                            : arrival.loaded.problems.constFirst().toString();
    //: %1: the file in the sync folder and what is wrong with it
    problem = tr("A question bank added on another computer cannot be opened here: %1").arg(why);
    return std::nullopt;
}

QString SyncBanks::keepProblem(const QString &path, const FileError &error)
{
    if (m_toldKeep.contains(path))
        return {};
    m_toldKeep.insert(path);
    //: %1: where it is kept in the progress (data) folder; %2: why it cannot be written
    return tr("A question bank added on another computer cannot be kept in your progress folder as "
              "%1 (%2). ScaleStudy tries again the next time it looks at the sync folder.")
        .arg(QDir::toNativeSeparators(path), error.describe());
}
