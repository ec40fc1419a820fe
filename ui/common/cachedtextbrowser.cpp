#include "common/cachedtextbrowser.h"

CachedTextBrowser::CachedTextBrowser(QWidget *parent)
    : QTextBrowser(parent)
    , m_paintCache(viewport(), [this] { return PaintCache::lookOf(this); })
{ }

void CachedTextBrowser::paintEvent(QPaintEvent *event)
{
    if (!m_paintCache.paint())
        QTextBrowser::paintEvent(event);
}
