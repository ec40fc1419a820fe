#pragma once

#include <QIcon>

// Icons from the desktop's icon theme, drawn in the palette's button text
// colour. A theme draws its icons for its own background, light or dark,
// which the app's theme need not match (the dark theme on a light desktop
// would show dark icons on a dark window); in the text's colour they stand out
// as well as the text does, in either theme, and follow a theme change.
namespace ThemedIcon {

QIcon fromTheme(const QString &name);
// Any one-colour icon (a glyph on nothing), drawn so.
QIcon tinted(const QIcon &icon);

// icon with a rim in the window text's colour while the palette is dark, for a
// dark icon of its own colours (the application's) that would otherwise sink
// into a dark window.
QIcon rimmedWhenDark(const QIcon &icon);

} // namespace ThemedIcon
