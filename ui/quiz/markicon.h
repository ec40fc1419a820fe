#pragma once

#include <QPixmap>

// The right and wrong marks of answers, rendered from their SVGs once per
// size: a page refresh would otherwise load and render an SVG per mark.
namespace MarkIcon {

enum class Kind { Correct, Incorrect };

QPixmap pixmap(Kind kind, int size);

} // namespace MarkIcon
