#pragma once

#include <QFont>
#include <QList>
#include <QPixmap>
#include <QRect>
#include <QString>

class QLabel;

// Keeps pictures of a label's last few looks and paints from them. A rich
// text is shaped again each time it is painted (Qt keeps only where its lines
// break), so a long label costs milliseconds per paint; a language switch
// repaints every label on the page, and switching back shows the same texts
// again. A look is kept once it has been painted twice (a look seen once may
// never come back), drawn off the paint path, and used while the text, size,
// font, palette and state are those it was drawn with; all labels' pictures
// share a budget of memory.
class LabelPaintCache
{
public:
    explicit LabelPaintCache(QLabel *label);
    ~LabelPaintCache();
    LabelPaintCache(const LabelPaintCache &) = delete;
    LabelPaintCache &operator=(const LabelPaintCache &) = delete;

    // True when the label was painted from a picture; the label's
    // paintEvent() paints itself otherwise.
    bool paint();

private:
    struct Look
    {
        QString text;
        QSize size;
        qreal pixelRatio = 1;
        qint64 paletteKey = 0;
        QFont font;
        bool enabled = true;
        Qt::Alignment alignment;
        QRect contents; // margins, indent and frame
        bool operator==(const Look &other) const = default;
    };
    struct Picture
    {
        Look look;
        QPixmap pixmap;
    };

    Look currentLook() const;
    bool isCacheable() const;
    void draw(const Look &look);
    void forget(qsizetype index);

    // Pictures of all labels together stay within this many bytes.
    static constexpr qint64 budgetBytes = 48 * 1024 * 1024;
    static qint64 s_keptBytes;

    QLabel *m_label;
    QList<Picture> m_pictures; // most recent first
    Look m_lastPainted;
    bool m_drawing = false;
    bool m_drawQueued = false;
};
