#include "widgets/paintcache.h"

#include <QLabel>
#include <QMetaObject>
#include <QPainter>
#include <QScrollBar>
#include <QTextBrowser>

using namespace Qt::StringLiterals;

namespace {
// Both languages' texts of a widget.
constexpr qsizetype keptPictures = 2;

qint64 bytesOf(const QPixmap &pixmap)
{
    return qint64(pixmap.width()) * pixmap.height() * (pixmap.depth() / 8);
}

PaintCache::Look commonLook(const QWidget *widget, const QWidget *surface)
{
    PaintCache::Look look;
    look.size = surface->size();
    look.pixelRatio = surface->devicePixelRatioF();
    look.paletteKey = widget->palette().cacheKey();
    look.font = widget->font();
    look.enabled = widget->isEnabled();
    return look;
}
} // namespace

qint64 PaintCache::s_keptBytes = 0;

PaintCache::PaintCache(QWidget *surface, LookOf lookOf)
    : m_surface(surface)
    , m_lookOf(std::move(lookOf))
{ }

PaintCache::~PaintCache()
{
    while (!m_pictures.isEmpty())
        forget(m_pictures.size() - 1);
}

PaintCache::Look PaintCache::lookOf(const QWidget *widget, const QString &content)
{
    Look look = commonLook(widget, widget);
    look.content = content;
    return look;
}

std::optional<PaintCache::Look> PaintCache::lookOf(const QLabel *label)
{
    if (label->hasFocus() || label->hasSelectedText() || !label->pixmap().isNull())
        return std::nullopt;
    Look look = commonLook(label, label);
    look.content = label->text();
    look.alignment = int(label->alignment());
    look.contents = label->contentsRect();
    return look;
}

std::optional<PaintCache::Look> PaintCache::lookOf(const QTextBrowser *browser,
                                                   BrowserContent content)
{
    if (browser->hasFocus() || browser->textCursor().hasSelection())
        return std::nullopt;
    Look look = commonLook(browser, browser->viewport());
    // A document's revision counts its edits; the pointer tells documents apart.
    const QString text = content == BrowserContent::PlainText
                             ? browser->toPlainText()
                             : u"%1 %2"_s.arg(quintptr(browser->document()))
                                   .arg(browser->document()->revision());
    // Joined, not arg(): a text may itself hold "%1".
    look.content = text + u' ' + QString::number(browser->horizontalScrollBar()->value()) + u' '
                   + QString::number(browser->verticalScrollBar()->value());
    return look;
}

void PaintCache::forget(qsizetype index)
{
    s_keptBytes -= bytesOf(m_pictures.at(index).pixmap);
    m_pictures.removeAt(index);
}

bool PaintCache::paint()
{
    if (m_drawing)
        return false;
    const std::optional<Look> look = m_lookOf();
    if (!look || look->size.isEmpty())
        return false;
    for (qsizetype i = 0; i < m_pictures.size(); ++i) {
        if (m_pictures.at(i).look == *look) {
            m_pictures.move(i, 0);
            QPainter(m_surface).drawPixmap(0, 0, m_pictures.first().pixmap);
            return true;
        }
    }
    // Back after another look (a language switch back) or painted again as it was.
    if (m_recentlyPainted.contains(*look) && !m_drawQueued) {
        m_drawQueued = true;
        QMetaObject::invokeMethod(
            m_surface,
            [this, look] {
                m_drawQueued = false;
                if (m_lookOf() == look)
                    draw(*look);
            },
            Qt::QueuedConnection);
    }
    m_recentlyPainted.removeOne(*look);
    m_recentlyPainted.prepend(*look);
    if (m_recentlyPainted.size() > keptPictures)
        m_recentlyPainted.removeLast();
    return false;
}

void PaintCache::draw(const Look &look)
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
    m_surface->render(&pixmap, QPoint(), QRegion(),
                      m_surface->autoFillBackground() ? QWidget::DrawWindowBackground
                                                      : QWidget::RenderFlags());
    m_drawing = false;
    s_keptBytes += bytesOf(pixmap);
    m_pictures.prepend({look, pixmap});
}
