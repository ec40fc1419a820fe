#include "common/labelpaintcache.h"

#include <QLabel>
#include <QMetaObject>
#include <QPainter>

namespace {
// Both languages' texts of a label.
constexpr qsizetype keptPictures = 2;

qint64 bytesOf(const QPixmap &pixmap)
{
    return qint64(pixmap.width()) * pixmap.height() * (pixmap.depth() / 8);
}
} // namespace

qint64 LabelPaintCache::s_keptBytes = 0;

LabelPaintCache::LabelPaintCache(QLabel *label)
    : m_label(label)
{ }

LabelPaintCache::~LabelPaintCache()
{
    while (!m_pictures.isEmpty())
        forget(m_pictures.size() - 1);
}

void LabelPaintCache::forget(qsizetype index)
{
    s_keptBytes -= bytesOf(m_pictures.at(index).pixmap);
    m_pictures.removeAt(index);
}

LabelPaintCache::Look LabelPaintCache::currentLook() const
{
    return {m_label->text(),
            m_label->size(),
            m_label->devicePixelRatioF(),
            m_label->palette().cacheKey(),
            m_label->font(),
            m_label->isEnabled(),
            m_label->alignment(),
            m_label->contentsRect()};
}

// A focused link or a selection is drawn over the text; those looks are painted as they are.
bool LabelPaintCache::isCacheable() const
{
    return !m_label->hasFocus() && !m_label->hasSelectedText() && m_label->pixmap().isNull()
           && !m_label->size().isEmpty();
}

bool LabelPaintCache::paint()
{
    if (m_drawing || !isCacheable())
        return false;
    const Look look = currentLook();
    for (qsizetype i = 0; i < m_pictures.size(); ++i) {
        if (m_pictures.at(i).look == look) {
            m_pictures.move(i, 0);
            QPainter(m_label).drawPixmap(0, 0, m_pictures.first().pixmap);
            return true;
        }
    }
    if (look == m_lastPainted && !m_drawQueued) {
        m_drawQueued = true;
        QMetaObject::invokeMethod(
            m_label,
            [this, look] {
                m_drawQueued = false;
                if (isCacheable() && currentLook() == look)
                    draw(look);
            },
            Qt::QueuedConnection);
    }
    m_lastPainted = look;
    return false;
}

void LabelPaintCache::draw(const Look &look)
{
    if (m_pictures.size() == keptPictures)
        forget(m_pictures.size() - 1);
    const QSize pixels = look.size * look.pixelRatio;
    if (s_keptBytes + qint64(pixels.width()) * pixels.height() * 4 > budgetBytes)
        return;
    QPixmap pixmap(pixels);
    pixmap.setDevicePixelRatio(look.pixelRatio);
    pixmap.fill(Qt::transparent);
    m_drawing = true;
    m_label->render(&pixmap, QPoint(), QRegion(),
                    m_label->autoFillBackground() ? QWidget::DrawWindowBackground
                                                  : QWidget::RenderFlags());
    m_drawing = false;
    s_keptBytes += bytesOf(pixmap);
    m_pictures.prepend({look, pixmap});
}
