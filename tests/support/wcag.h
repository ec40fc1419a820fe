#pragma once

#include <QColor>

#include <algorithm>
#include <cmath>

// WCAG 2.1 relative luminance and contrast ratio, written out from the
// definitions (https://www.w3.org/TR/WCAG21/#dfn-relative-luminance and
// #dfn-contrast-ratio): each sRGB channel c in [0, 1] is linearised as
// c / 12.92 when c <= 0.03928, else ((c + 0.055) / 1.055)^2.4; L = 0.2126 R +
// 0.7152 G + 0.0722 B; contrast = (L_lighter + 0.05) / (L_darker + 0.05).
namespace Wcag {

inline double linear(int channel)
{
    const double c = channel / 255.0;
    return c <= 0.03928 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

inline double luminance(const QColor &colour)
{
    return 0.2126 * linear(colour.red()) + 0.7152 * linear(colour.green())
           + 0.0722 * linear(colour.blue());
}

inline double contrast(const QColor &a, const QColor &b)
{
    const double la = luminance(a);
    const double lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

// WCAG AA: 4.5:1 for text, 3:1 for the graphics one reads (1.4.11).
inline constexpr double textContrast = 4.5;
inline constexpr double graphicsContrast = 3.0;

} // namespace Wcag
