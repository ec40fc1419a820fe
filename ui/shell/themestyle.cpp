#include "shell/themestyle.h"

#include <QPainter>
#include <QStyleFactory>
#include <QStyleOption>

#include <algorithm>

using namespace Qt::StringLiterals;

ThemeStyle::ThemeStyle()
    : QProxyStyle(QStyleFactory::create(u"Fusion"_s))
{ }

QColor ThemeStyle::indicatorOutline(const QPalette &palette, State state)
{
    return palette.color(state & State_Enabled ? QPalette::Active : QPalette::Disabled,
                         QPalette::PlaceholderText);
}

// Qt 6.4's Fusion sizes a menu item with a check column of
// max(icon width, 16 px) but draws it max(0.79 x the item's height, icon
// width, 21 px) wide, and the text after it: at the largest text size the
// column is 15 px wider than sized, and the widest item's text (in Bengali,
// "অন্য ভাষাও দেখান") runs into its shortcut. The item is made that much wider.
int ThemeStyle::menuCheckColumnShortfall(const QStyleOptionMenuItem &item, int itemHeight)
{
    const qreal scale = item.fontMetrics.fontDpi() / 96.0;
    const int sized = std::max(item.maxIconWidth, int(16 * scale));
    const int drawn = std::max({int(itemHeight * 0.79), item.maxIconWidth, int(21 * scale)});
    return std::max(0, drawn - sized);
}

QSize ThemeStyle::sizeFromContents(ContentsType type, const QStyleOption *option,
                                   const QSize &contents, const QWidget *widget) const
{
    QSize size = QProxyStyle::sizeFromContents(type, option, contents, widget);
    if (type != CT_MenuItem)
        return size;
    if (const auto *item = qstyleoption_cast<const QStyleOptionMenuItem *>(option)) {
        if (item->menuItemType != QStyleOptionMenuItem::Separator)
            size.rwidth() += menuCheckColumnShortfall(*item, size.height());
    }
    return size;
}

void ThemeStyle::drawPrimitive(PrimitiveElement element, const QStyleOption *option,
                               QPainter *painter, const QWidget *widget) const
{
    QProxyStyle::drawPrimitive(element, option, painter, widget);
    const bool radio = element == PE_IndicatorRadioButton;
    if (!radio && element != PE_IndicatorCheckBox)
        return;
    // Fusion's own focus ring (in the highlight colour) stays as it is.
    if ((option->state & State_HasFocus) && (option->state & State_KeyboardFocusChange))
        return;
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, true);
    painter->setPen(QPen(indicatorOutline(option->palette, option->state), 1));
    painter->setBrush(Qt::NoBrush);
    // Half a pixel in: the one-pixel line falls on the indicator's edge pixels.
    const QRectF edge = QRectF(option->rect).adjusted(0.5, 0.5, -0.5, -0.5);
    if (radio)
        painter->drawEllipse(edge);
    else
        painter->drawRect(edge);
    painter->restore();
}
