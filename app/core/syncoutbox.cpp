#include "core/syncoutbox.h"

#include "core/atomicwrite.h"

#include <QFile>

using namespace Qt::StringLiterals;

SyncOutbox::SyncOutbox(QString path)
    : m_path(std::move(path))
{ }

QString SyncOutbox::pathIn(const QString &dataFolder)
{
    return dataFolder + u"/sync-outbox.events"_s;
}

std::optional<FileError> SyncOutbox::add(const QList<SyncEvent> &events)
{
    QByteArray lines;
    for (const SyncEvent &event : events)
        lines += event.toLine();
    return appendToFile(m_path, lines);
}

QList<SyncEvent> SyncOutbox::events(const QString &deviceId) const
{
    QFile file(m_path);
    QList<SyncEvent> events;
    if (!file.open(QIODevice::ReadOnly))
        return events;
    const QByteArray data = file.readAll();
    const QList<QByteArray> lines = data.first(data.lastIndexOf('\n') + 1).split('\n');
    for (const QByteArray &line : lines) {
        if (line.isEmpty())
            continue;
        if (std::optional<SyncEvent> event = SyncEvent::fromLine(line, deviceId))
            events << std::move(*event);
    }
    return events;
}

bool SyncOutbox::isEmpty() const
{
    return QFile(m_path).size() == 0;
}

void SyncOutbox::clear()
{
    QFile::remove(m_path);
}
