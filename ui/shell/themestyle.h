#pragma once

#include <QProxyStyle>

class QStyleOptionMenuItem;

// The light and dark themes' style: Fusion, with the outline of radio buttons
// and check boxes drawn in the palette's placeholder-text colour. Fusion
// draws it in a shade of the window colour, under 3:1 against the window in
// either theme (WCAG's least for a control's edge): in the dark theme an
// unchecked option could hardly be seen. Menu items are sized for the check
// column Fusion draws (see menuCheckColumnShortfall).
class ThemeStyle : public QProxyStyle
{
    Q_OBJECT

public:
    ThemeStyle();

    void drawPrimitive(PrimitiveElement element, const QStyleOption *option, QPainter *painter,
                       const QWidget *widget = nullptr) const override;
    QSize sizeFromContents(ContentsType type, const QStyleOption *option, const QSize &contents,
                           const QWidget *widget = nullptr) const override;

    // How much wider Fusion draws a menu item's check column than it sizes it.
    static int menuCheckColumnShortfall(const QStyleOptionMenuItem &item, int itemHeight);

    // The colour the outline of an indicator in this state is drawn in.
    static QColor indicatorOutline(const QPalette &palette, State state);
};
