#include "quiz/markicon.h"

#include <QIcon>
#include <QPixmapCache>

using namespace Qt::StringLiterals;

namespace MarkIcon {

QPixmap pixmap(Kind kind, int size)
{
    const QString resource = kind == Kind::Correct ? u":/icons/correct.svg"_s
                                                   : u":/icons/incorrect.svg"_s;
    const QString key = u"scalestudy-mark:"_s + resource + u':' + QString::number(size);
    QPixmap found;
    if (QPixmapCache::find(key, &found))
        return found;
    found = QIcon(resource).pixmap(size, size);
    QPixmapCache::insert(key, found);
    return found;
}

} // namespace MarkIcon
