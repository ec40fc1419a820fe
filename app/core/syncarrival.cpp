#include "core/syncarrival.h"

#include <QStringList>

QString SyncArrival::message() const
{
    QStringList parts;
    if (counts.answers > 0)
        parts << tr("%Ln answer(s)", "", counts.answers);
    if (counts.reviews > 0)
        parts << tr("%Ln review(s)", "", counts.reviews);
    if (counts.attempts > 0)
        parts << tr("%Ln quiz attempt(s)", "", counts.attempts);
    const int changes = counts.flags + counts.settings + counts.banks;
    if (changes > 0)
        parts << tr("%Ln other change(s)", "", changes);
    //: %1: what was added, e.g. "3 answers, 1 review"; %2: the other device's name
    return tr("%1 from %2 added").arg(parts.join(tr(", ")), deviceName);
}
