#include "shell/themestyle.h"

#include <QPainter>
#include <QStyleFactory>
#include <QStyleOption>

using namespace Qt::StringLiterals;

ThemeStyle::ThemeStyle()
    : QProxyStyle(QStyleFactory::create(u"Fusion"_s))
{ }

QColor ThemeStyle::indicatorOutline(const QPalette &palette, State state)
{
    return palette.color(state & State_Enabled ? QPalette::Active : QPalette::Disabled,
                         QPalette::PlaceholderText);
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
