#pragma once

#include <QIcon>

namespace AppIcon {

// The application icon at the sizes windows and dialogs ask for. It comes from
// the rendered PNGs: decoding those is much cheaper at start-up than parsing
// the SVG.
QIcon icon();

// The icon as the app draws it on its own windows (About, the Help menu): on
// a dark window it has a light rim, the tile's dark blue sinking into it
// otherwise.
QIcon inWindow();

} // namespace AppIcon
