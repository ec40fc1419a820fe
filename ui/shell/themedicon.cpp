#include "shell/themedicon.h"

#include <QGuiApplication>
#include <QIconEngine>
#include <QPainter>
#include <QPalette>

#include <algorithm>

namespace {

// What both engines share: an icon drawn from the source's pixmaps, of the
// source's sizes and name. Each says how it changes the source's pixmap.
class SourceIconEngine : public QIconEngine
{
public:
    explicit SourceIconEngine(QIcon source)
        : m_source(std::move(source))
    { }

    void paint(QPainter *painter, const QRect &rect, QIcon::Mode mode, QIcon::State state) override
    {
        const qreal ratio = painter->device()->devicePixelRatioF();
        QPixmap drawn = pixmap(rect.size() * ratio, mode, state);
        drawn.setDevicePixelRatio(ratio);
        painter->drawPixmap(rect, drawn);
    }

    QSize actualSize(const QSize &size, QIcon::Mode mode, QIcon::State state) override
    {
        return m_source.actualSize(size, mode, state);
    }

    QList<QSize> availableSizes(QIcon::Mode mode, QIcon::State state) override
    {
        return m_source.availableSizes(mode, state);
    }

    QString iconName() override { return m_source.name(); }
    bool isNull() override { return m_source.isNull(); }

protected:
    const QIcon &source() const { return m_source; }

private:
    QIcon m_source;
};

// The source icon's shape, filled with the colour text has in the icon's mode.
class TintedIconEngine : public SourceIconEngine
{
public:
    using SourceIconEngine::SourceIconEngine;

    QPixmap pixmap(const QSize &size, QIcon::Mode mode, QIcon::State state) override
    {
        QPixmap shape = source().pixmap(size, QIcon::Normal, state);
        if (shape.isNull())
            return shape;
        const QPalette palette = QGuiApplication::palette();
        const QColor colour = palette.color(mode == QIcon::Disabled ? QPalette::Disabled
                                                                    : QPalette::Active,
                                            mode == QIcon::Selected ? QPalette::HighlightedText
                                                                    : QPalette::ButtonText);
        QPainter painter(&shape);
        painter.setCompositionMode(QPainter::CompositionMode_SourceIn);
        painter.fillRect(shape.rect(), colour);
        return shape;
    }

    QIconEngine *clone() const override { return new TintedIconEngine(source()); }
};

// The source icon on a rim of the window text's colour, as wide as a
// twenty-fourth of the icon, while the window is dark; as it is otherwise.
class RimmedIconEngine : public SourceIconEngine
{
public:
    using SourceIconEngine::SourceIconEngine;

    QPixmap pixmap(const QSize &size, QIcon::Mode mode, QIcon::State state) override
    {
        const QPixmap icon = source().pixmap(size, mode, state);
        const QPalette palette = QGuiApplication::palette();
        if (icon.isNull() || palette.color(QPalette::Window).lightness() >= 128)
            return icon;
        // The rim is the icon's shape in the text colour, drawn around it at
        // eight offsets; the icon is shrunk by the rim so that both fit.
        const int rim = std::max(1, std::min(size.width(), size.height()) / 24);
        QPixmap shape = icon;
        {
            QPainter painter(&shape);
            painter.setCompositionMode(QPainter::CompositionMode_SourceIn);
            painter.fillRect(shape.rect(), palette.color(QPalette::WindowText));
        }
        QPixmap rimmed(icon.size());
        rimmed.fill(Qt::transparent);
        QPainter painter(&rimmed);
        painter.setRenderHint(QPainter::SmoothPixmapTransform);
        const QRect inner = rimmed.rect().adjusted(rim, rim, -rim, -rim);
        for (int dx = -rim; dx <= rim; dx += rim) {
            for (int dy = -rim; dy <= rim; dy += rim)
                painter.drawPixmap(inner.translated(dx, dy), shape);
        }
        painter.drawPixmap(inner, icon);
        return rimmed;
    }

    QIconEngine *clone() const override { return new RimmedIconEngine(source()); }
};

} // namespace

namespace ThemedIcon {

QIcon fromTheme(const QString &name)
{
    return tinted(QIcon::fromTheme(name));
}

QIcon tinted(const QIcon &icon)
{
    return QIcon(new TintedIconEngine(icon));
}

QIcon rimmedWhenDark(const QIcon &icon)
{
    return QIcon(new RimmedIconEngine(icon));
}

} // namespace ThemedIcon
