#include "common/fonts.h"

#include <QFont>
#include <QWidget>

namespace Fonts {

namespace {

struct Look
{
    double scale;
    bool bold;
};

Look lookOf(Role role)
{
    switch (role) {
    case Role::PageTitle:
        return {1.5, true};
    case Role::SectionTitle:
        return {1.3, true};
    case Role::Figure:
        return {1.2, false};
    case Role::Prompt:
        return {1.15, false};
    case Role::Emphasis:
        break;
    }
    return {1.0, true};
}

} // namespace

void apply(QWidget *widget, Role role)
{
    const Look look = lookOf(role);
    QFont font = widget->font();
    font.setPointSizeF(font.pointSizeF() * look.scale);
    font.setBold(look.bold);
    widget->setFont(font);
}

} // namespace Fonts
