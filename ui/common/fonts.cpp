#include "common/fonts.h"

#include <QFont>
#include <QWidget>

namespace Fonts {

void emphasize(QWidget *widget, double scale, Weight weight)
{
    QFont font = widget->font();
    font.setPointSizeF(font.pointSizeF() * scale);
    font.setBold(weight == Weight::Bold);
    widget->setFont(font);
}

} // namespace Fonts
