#include "widgets/wrappedlabel.h"

#include <QResizeEvent>

WrappedLabel::WrappedLabel(QWidget *parent)
    : QLabel(parent)
{
    setWordWrap(true);
}

WrappedLabel::Hints &WrappedLabel::hints() const
{
    const QString &shown = text();
    const Qt::TextFormat format = textFormat();
    const QFont &shownFont = font();
    if (m_hints.isEmpty() || m_hints.first().text != shown || m_hints.first().format != format
        || m_hints.first().font != shownFont)
        m_hints = {Hints{shown, format, shownFont, {}, {}, {}}};
    return m_hints.first();
}

QSize WrappedLabel::sizeHint() const
{
    Hints &known = hints();
    if (!known.sizeHint.isValid())
        known.sizeHint = QLabel::sizeHint();
    return known.sizeHint;
}

QSize WrappedLabel::minimumSizeHint() const
{
    Hints &known = hints();
    if (!known.minimumSizeHint.isValid())
        known.minimumSizeHint = QLabel::minimumSizeHint();
    return known.minimumSizeHint;
}

int WrappedLabel::heightForWidth(int width) const
{
    Hints &known = hints();
    for (const auto &[knownWidth, height] : std::as_const(known.heights)) {
        if (knownWidth == width)
            return height;
    }
    const int height = QLabel::heightForWidth(width);
    // A layout asks a handful of widths; a resized window asks new ones.
    constexpr int rememberedWidths = 8;
    if (known.heights.size() == rememberedWidths)
        known.heights.removeFirst();
    known.heights.append({width, height});
    return height;
}

bool WrappedLabel::event(QEvent *event)
{
    // QLabel lays its text out again after every resize, and a label shown
    // again gets one even when its size did not change; only the width
    // changes where the lines break.
    if (event->type() == QEvent::Resize) {
        const int width = static_cast<QResizeEvent *>(event)->size().width();
        const bool sameWidth = width == m_width;
        m_width = width;
        if (sameWidth)
            return QFrame::event(event);
    }
    return QLabel::event(event);
}

void WrappedLabel::changeEvent(QEvent *event)
{
    // What the hints were measured with (the font is part of each one's key).
    switch (event->type()) {
    case QEvent::StyleChange:
    case QEvent::ContentsRectChange:
    case QEvent::LayoutDirectionChange:
        m_hints.clear();
        break;
    default:
        break;
    }
    QLabel::changeEvent(event);
}
