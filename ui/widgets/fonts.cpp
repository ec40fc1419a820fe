#include "widgets/fonts.h"

#include <QApplication>
#include <QFont>
#include <QFontDatabase>
#include <QFontMetrics>
#include <QVariant>
#include <QWidget>

#include <algorithm>

namespace Fonts {

namespace {

constexpr char roleProperty[] = "scalestudyFontRole";

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
    QFont font = QApplication::font(widget);
    font.setPointSizeF(font.pointSizeF() * look.scale);
    font.setBold(look.bold);
    widget->setFont(font);
    widget->setProperty(roleProperty, int(role));
}

int bothScriptsLineHeight(const QFont &font)
{
    return QFontMetrics(font).size(Qt::TextShowMnemonic, QStringLiteral("Ag \u0985")).height();
}

void reapplyAll()
{
    const QWidgetList widgets = QApplication::allWidgets();
    for (QWidget *widget : widgets) {
        const QVariant role = widget->property(roleProperty);
        if (role.isValid())
            apply(widget, Role(role.toInt()));
    }
}

QFont document()
{
    QFont font = QApplication::font();
    font.setPointSizeF(10.5);
    QStringList families{font.family()};
    const QStringList bengali = QFontDatabase::families(QFontDatabase::Bengali);
    // A sans face matches the interface's; serif only when it is all there is.
    const auto sans = std::find_if(bengali.cbegin(), bengali.cend(), [](const QString &family) {
        return family.contains(QLatin1String("Sans"));
    });
    if (sans != bengali.cend())
        families << *sans;
    else if (!bengali.isEmpty())
        families << bengali.constFirst();
    font.setFamilies(families);
    return font;
}

} // namespace Fonts
