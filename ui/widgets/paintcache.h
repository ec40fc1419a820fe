#pragma once

#include <QFont>
#include <QList>
#include <QPixmap>
#include <QRect>
#include <QString>

#include <functional>
#include <optional>

class QLabel;
class QTextBrowser;
class QWidget;

// Keeps pictures of a widget's last two looks and paints from them. A rich
// text is shaped again each time it is painted (Qt keeps only where its lines
// break), so a long label or browser costs milliseconds per paint; a language
// switch repaints every text of the page, and switching back shows the same
// texts again. A look is kept once it comes back (a look seen once may never
// come back), drawn off the paint path, and used while everything
// it was drawn with is the same. All widgets' pictures share a memory budget.
class PaintCache
{
public:
    // What a widget's paint depends on; no look (nullopt) when the widget
    // must paint itself (a focused link, a selection).
    struct Look
    {
        QString content;
        QSize size;
        qreal pixelRatio = 1;
        qint64 paletteKey = 0;
        QFont font;
        bool enabled = true;
        int alignment = 0;
        QRect contents;
        bool operator==(const Look &other) const = default;
    };
    using LookOf = std::function<std::optional<Look>()>;

    // surface: the widget painted on (a scroll area's viewport).
    PaintCache(QWidget *surface, LookOf lookOf);
    ~PaintCache();
    PaintCache(const PaintCache &) = delete;
    PaintCache &operator=(const PaintCache &) = delete;

    // A widget that draws itself: content names what it shows (a revision of its data, say).
    static Look lookOf(const QWidget *widget, const QString &content);
    static std::optional<Look> lookOf(const QLabel *label);
    // What tells a browser's texts apart: its document's edits, for a text set
    // once; the plain text itself, for one that is set again to texts shown before.
    enum class BrowserContent { Edits, PlainText };
    static std::optional<Look> lookOf(const QTextBrowser *browser,
                                      BrowserContent content = BrowserContent::Edits);

    // True when the surface was painted from a picture; the widget's
    // paintEvent() paints itself otherwise.
    bool paint();

private:
    struct Picture
    {
        Look look;
        QPixmap pixmap;
    };

    void draw(const Look &look);
    void forget(qsizetype index);

    // Pictures of all widgets together stay within this many bytes.
    static constexpr qint64 budgetBytes = 48 * 1024 * 1024;
    static qint64 s_keptBytes;

    QWidget *m_surface;
    LookOf m_lookOf;
    QList<Picture> m_pictures; // most recent first
    QList<Look> m_recentlyPainted; // most recent first, keptPictures of them
    bool m_drawing = false;
    bool m_drawQueued = false;
};
