#include "question/markicon.h"

#include <QIcon>
#include <QPixmapCache>

using namespace Qt::StringLiterals;

namespace MarkIcon {

QPixmap pixmap(Kind kind, int size)
{
    QString resource;
    switch (kind) {
    case Kind::Correct:
        resource = u":/icons/correct.svg"_s;
        break;
    case Kind::Incorrect:
        resource = u":/icons/incorrect.svg"_s;
        break;
    case Kind::Unanswered:
        resource = u":/icons/unanswered.svg"_s;
        break;
    }
    const QString key = u"scalestudy-mark:"_s + resource + u':' + QString::number(size);
    QPixmap found;
    if (QPixmapCache::find(key, &found))
        return found;
    found = QIcon(resource).pixmap(size, size);
    QPixmapCache::insert(key, found);
    return found;
}

} // namespace MarkIcon
