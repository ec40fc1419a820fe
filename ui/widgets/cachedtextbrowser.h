#pragma once

#include "widgets/paintcache.h"

#include <QTextBrowser>

// A QTextBrowser that paints a page it showed before from a picture
// (PaintCache): a language switch shows a long text again without shaping it.
class CachedTextBrowser : public QTextBrowser
{
    Q_OBJECT

public:
    explicit CachedTextBrowser(QWidget *parent = nullptr, PaintCache::BrowserContent content
                                                          = PaintCache::BrowserContent::Edits);

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    PaintCache m_paintCache;
};
