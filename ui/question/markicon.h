#pragma once

#include <QPixmap>

// The marks of answers (right, wrong, left unanswered), rendered from their
// SVGs once per size: a page refresh would otherwise load and render an SVG
// per mark.
namespace MarkIcon {

enum class Kind { Correct, Incorrect, Unanswered };

QPixmap pixmap(Kind kind, int size);

} // namespace MarkIcon
