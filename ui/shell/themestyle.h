#pragma once

#include <QProxyStyle>

// The light and dark themes' style: Fusion, with the outline of radio buttons
// and check boxes drawn in the palette's placeholder-text colour. Fusion
// draws it in a shade of the window colour, under 3:1 against the window in
// either theme (WCAG's least for a control's edge): in the dark theme an
// unchecked option could hardly be seen.
class ThemeStyle : public QProxyStyle
{
    Q_OBJECT

public:
    ThemeStyle();

    void drawPrimitive(PrimitiveElement element, const QStyleOption *option, QPainter *painter,
                       const QWidget *widget = nullptr) const override;

    // The colour the outline of an indicator in this state is drawn in.
    static QColor indicatorOutline(const QPalette &palette, State state);
};
