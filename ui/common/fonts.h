#pragma once

class QWidget;

namespace Fonts {

enum class Weight { Regular, Bold };

// Scales the widget's own font (so it follows the platform's size) and sets its weight.
void emphasize(QWidget *widget, double scale, Weight weight);

} // namespace Fonts
