#include "widgets/cachedtextbrowser.h"

CachedTextBrowser::CachedTextBrowser(QWidget *parent, PaintCache::BrowserContent content)
    : QTextBrowser(parent)
    , m_paintCache(viewport(), [this, content] { return PaintCache::lookOf(this, content); })
{ }

void CachedTextBrowser::paintEvent(QPaintEvent *event)
{
    if (!m_paintCache.paint())
        QTextBrowser::paintEvent(event);
}
