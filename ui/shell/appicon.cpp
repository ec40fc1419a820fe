#include "shell/appicon.h"

#include "shell/themedicon.h"

#include <QIconEngine>
#include <QString>

#include <optional>

using namespace Qt::StringLiterals;

namespace {

// The icon's rendered PNGs, read the first time the icon is drawn or
// measured. A window's icon is asked for only by the window system and the
// About action's only when the Help menu opens, so neither is read for the
// first frame: reading goes through QImageReader, which opens every image
// format plug-in to choose PNG's handler.
class RenderedPngIconEngine : public QIconEngine
{
public:
    void paint(QPainter *painter, const QRect &rect, QIcon::Mode mode, QIcon::State state) override
    {
        icon().paint(painter, rect, Qt::AlignCenter, mode, state);
    }

    QPixmap pixmap(const QSize &size, QIcon::Mode mode, QIcon::State state) override
    {
        return icon().pixmap(size, mode, state);
    }

    QSize actualSize(const QSize &size, QIcon::Mode mode, QIcon::State state) override
    {
        return icon().actualSize(size, mode, state);
    }

    QList<QSize> availableSizes(QIcon::Mode mode, QIcon::State state) override
    {
        return icon().availableSizes(mode, state);
    }

    QIconEngine *clone() const override { return new RenderedPngIconEngine; }
    bool isNull() override { return false; } // the PNGs are compiled in

private:
    const QIcon &icon()
    {
        if (!m_icon) {
            m_icon.emplace();
            for (const char *size : {"32x32", "64x64"}) {
                m_icon->addFile(u":/icons/window/"_s + QLatin1StringView(size)
                                + u"/apps/org.scalestudy.ScaleStudy.png"_s);
            }
        }
        return *m_icon;
    }

    std::optional<QIcon> m_icon;
};

} // namespace

namespace AppIcon {

QIcon icon()
{
    return QIcon(new RenderedPngIconEngine);
}

QIcon inWindow()
{
    return ThemedIcon::rimmedWhenDark(icon());
}

} // namespace AppIcon
