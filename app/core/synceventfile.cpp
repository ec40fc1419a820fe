#include "core/synceventfile.h"

#include "core/atomicwrite.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QThread>
#include <QThreadPool>

#include <cerrno>
#include <vector>

using namespace Qt::StringLiterals;

namespace {
// Enough to tell one append-only history from another that replaced it.
constexpr qsizetype checkedBytes = 64;
// Past this many bytes (a start's whole file) the lines are parsed on every
// core; a change arriving is a few lines, not worth a thread.
constexpr qsizetype parallelFromBytes = 256 * 1024;
constexpr int partsPerThread = 8;
} // namespace

SyncEventFile::SyncEventFile(QString path)
    : m_path(std::move(path))
{ }

QByteArray SyncEventFile::headerLine(const SyncDevice &device)
{
    const QJsonObject header{{u"scalestudySync"_s, supportedFormat},
                             {u"device"_s, device.id},
                             {u"name"_s, device.name}};
    return QJsonDocument(header).toJson(QJsonDocument::Compact) + '\n';
}

std::optional<SyncEventFile::Place> SyncEventFile::place() const
{
    if (!m_device || m_place == 0)
        return std::nullopt;
    return Place{m_place, m_beforePlace, *m_device};
}

void SyncEventFile::resume(const Place &place)
{
    m_place = place.bytes;
    m_beforePlace = place.before;
    m_device = place.device;
}

bool SyncEventFile::placeStillHolds(QFile &file) const
{
    if (m_place == 0 || file.size() < m_place)
        return false;
    return file.seek(m_place - m_beforePlace.size())
           && file.read(m_beforePlace.size()) == m_beforePlace;
}

SyncEventFile::Reading SyncEventFile::readHeader(QByteArrayView data, qsizetype &headerEnd)
{
    Reading reading;
    headerEnd = data.indexOf('\n');
    if (headerEnd < 0) { // not even the header is whole yet
        reading.status = Status::Read;
        headerEnd = 0;
        return reading;
    }
    const QJsonObject header = QJsonDocument::fromJson(data.first(headerEnd).toByteArray()).object();
    const QJsonValue format = header.value(u"scalestudySync"_s);
    const QString deviceId = header.value(u"device"_s).toString();
    if (!format.isDouble() || format.toInteger() < 1 || deviceId.isEmpty()) {
        reading.status = Status::NotEvents;
    } else if (format.toInteger() > supportedFormat) {
        reading.status = Status::NewerFormat;
        reading.foundFormat = int(format.toInteger());
    } else {
        m_device = SyncDevice{deviceId, header.value(u"name"_s).toString()};
    }
    ++headerEnd;
    return reading;
}

SyncEventFile::Reading SyncEventFile::readNew()
{
    QFile file(m_path);
    if (!file.open(QIODevice::ReadOnly)) {
        Reading failed;
        failed.status = file.exists() ? Status::Unreadable : Status::Missing;
        return failed;
    }
    const bool fromStart = !placeStillHolds(file);
    Reading reading;
    qsizetype start = 0;
    QByteArray data;
    if (fromStart) {
        m_device.reset();
        m_place = 0;
        m_beforePlace.clear();
        file.seek(0);
        data = file.readAll();
        reading = readHeader(data, start);
        if (reading.status != Status::Read || start == 0)
            return reading;
        reading.fromStart = true;
    } else {
        data = file.readAll(); // from the place on
    }
    const qsizetype end = data.lastIndexOf('\n') + 1;
    const qint64 base = fromStart ? 0 : m_place;
    readLines(QByteArrayView(data).sliced(start, std::max(start, end) - start), base + start,
              reading);
    const qsizetype kept = std::max(start, end);
    if (kept > 0) {
        // Past the header or the last whole line; the bytes before it tell a replaced file.
        const QByteArray before
            = m_beforePlace
              + QByteArrayView(data).first(kept).last(std::min(kept, checkedBytes)).toByteArray();
        m_place = base + kept;
        m_beforePlace = before.right(checkedBytes);
    }
    return reading;
}

void SyncEventFile::readLines(QByteArrayView lines, qint64 offset, Reading &reading) const
{
    // Many parts more than cores, each ending at a line's end: an attempt's
    // line costs more to read than a review's, so the threads take parts as
    // they finish rather than one fixed half each.
    const int threads = lines.size() < parallelFromBytes ? 1 : QThread::idealThreadCount();
    const qsizetype parts = threads > 1 ? qsizetype(threads) * partsPerThread : 1;
    std::vector<qsizetype> bounds{0};
    for (qsizetype part = 1; part < parts; ++part) {
        const qsizetype from = std::max(bounds.back(), lines.size() * part / parts);
        const qsizetype end = lines.indexOf('\n', from);
        if (end < 0)
            break;
        bounds.push_back(end + 1);
    }
    bounds.push_back(lines.size());
    std::vector<Reading> read(bounds.size() - 1);
    const auto readPart = [&](std::size_t part) {
        readLinesOf(lines.sliced(bounds[part], bounds[part + 1] - bounds[part]),
                    offset + bounds[part], read[part]);
    };
    if (read.size() == 1) {
        readPart(0);
    } else {
        QThreadPool pool;
        pool.setMaxThreadCount(threads);
        for (std::size_t part = 0; part < read.size(); ++part)
            pool.start([&readPart, part] { readPart(part); });
        pool.waitForDone();
    }
    for (Reading &part : read) {
        reading.events += std::move(part.events);
        reading.ends += std::move(part.ends);
        reading.damagedLines += part.damagedLines;
    }
}

void SyncEventFile::readLinesOf(QByteArrayView lines, qint64 offset, Reading &reading) const
{
    for (qsizetype lineStart = 0; lineStart < lines.size();) {
        const qsizetype lineEnd = lines.indexOf('\n', lineStart);
        const QByteArrayView line = lines.sliced(lineStart, lineEnd - lineStart);
        lineStart = lineEnd + 1;
        if (line.trimmed().isEmpty())
            continue;
        if (std::optional<SyncEvent> event = SyncEvent::fromLine(line, m_device->id)) {
            reading.events << std::move(*event);
            reading.ends << offset + lineStart;
        } else {
            ++reading.damagedLines;
        }
    }
}

std::optional<FileError> SyncEventFile::append(const QString &path, const SyncDevice &device,
                                               const QByteArray &lines)
{
    QByteArray data;
    QFile file(path);
    if (!file.exists()) {
        data = headerLine(device);
    } else if (file.size() > 0) {
        if (!file.open(QIODevice::ReadOnly))
            return FileError::fromErrno(EACCES, file.errorString());
        file.seek(file.size() - 1);
        if (file.read(1) != "\n")
            data = "\n"; // the torn line stays torn (and is skipped), the new ones whole
        file.close();
    }
    return appendToFile(path, data + lines);
}
