#include "shell/appicon.h"

#include "shell/themedicon.h"

#include <QString>

using namespace Qt::StringLiterals;

namespace AppIcon {

QIcon icon()
{
    QIcon icon;
    for (const char *size : {"32x32", "64x64"}) {
        icon.addFile(u":/icons/window/"_s + QLatin1StringView(size)
                     + u"/apps/org.scalestudy.ScaleStudy.png"_s);
    }
    return icon;
}

QIcon inWindow()
{
    return ThemedIcon::rimmedWhenDark(icon());
}

} // namespace AppIcon
