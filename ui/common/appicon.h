#pragma once

#include <QIcon>

namespace AppIcon {

// The application icon at the sizes windows and dialogs ask for. It comes from
// the rendered PNGs: decoding those is much cheaper at start-up than parsing
// the SVG.
QIcon icon();

} // namespace AppIcon
