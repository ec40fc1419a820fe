#include "shell/appearance.h"

#include "shell/themestyle.h"
#include "widgets/fonts.h"

#include <QApplication>
#include <QSettings>
#include <QStyle>
#include <QStyleFactory>

#include <algorithm>
#include <array>

using namespace Qt::StringLiterals;

namespace {

const auto textSizeKey = u"view/textSize"_s;
const auto themeKey = u"view/theme"_s;

// What the platform gave before any choice was applied: "follow the system"
// and text size 0 go back to these (taken once, as later windows see the
// application already changed).
struct SystemLook
{
    QFont font;
    QPalette palette;
    QString styleName;
};

const SystemLook &systemLook()
{
    static const SystemLook look{QApplication::font(), QApplication::palette(),
                                 QApplication::style()->name()};
    return look;
}

// The steps from smallestTextSize to largestTextSize, in percent.
constexpr std::array<int, 7> textSizePercent{80, 90, 100, 115, 130, 150, 175};
static_assert(int(textSizePercent.size())
              == Appearance::largestTextSize - Appearance::smallestTextSize + 1);

QString themeName(Appearance::Theme theme)
{
    switch (theme) {
    case Appearance::Theme::Light:
        return u"light"_s;
    case Appearance::Theme::Dark:
        return u"dark"_s;
    case Appearance::Theme::System:
        break;
    }
    return u"system"_s;
}

Appearance::Theme themeFromName(const QString &name)
{
    if (name == u"light")
        return Appearance::Theme::Light;
    if (name == u"dark")
        return Appearance::Theme::Dark;
    return Appearance::Theme::System;
}

void setColours(QPalette &palette, QPalette::ColorRole role, const QColor &active,
                const QColor &disabled)
{
    palette.setColor(QPalette::Active, role, active);
    palette.setColor(QPalette::Inactive, role, active);
    palette.setColor(QPalette::Disabled, role, disabled);
}

struct PaletteColours
{
    QColor window, windowText, base, alternateBase, text, button, disabledText, highlight,
        highlightedText, link, linkVisited, placeholder, light, midlight, mid, dark, shadow,
        toolTipBase, brightText;
};

QPalette paletteOf(const PaletteColours &c)
{
    QPalette palette;
    setColours(palette, QPalette::Window, c.window, c.window);
    setColours(palette, QPalette::WindowText, c.windowText, c.disabledText);
    setColours(palette, QPalette::Base, c.base, c.window);
    setColours(palette, QPalette::AlternateBase, c.alternateBase, c.window);
    setColours(palette, QPalette::Text, c.text, c.disabledText);
    setColours(palette, QPalette::Button, c.button, c.window);
    setColours(palette, QPalette::ButtonText, c.text, c.disabledText);
    setColours(palette, QPalette::Highlight, c.highlight, c.mid);
    setColours(palette, QPalette::HighlightedText, c.highlightedText, c.disabledText);
    setColours(palette, QPalette::Link, c.link, c.disabledText);
    setColours(palette, QPalette::LinkVisited, c.linkVisited, c.disabledText);
    setColours(palette, QPalette::PlaceholderText, c.placeholder, c.disabledText);
    setColours(palette, QPalette::Light, c.light, c.light);
    setColours(palette, QPalette::Midlight, c.midlight, c.midlight);
    setColours(palette, QPalette::Mid, c.mid, c.mid);
    setColours(palette, QPalette::Dark, c.dark, c.dark);
    setColours(palette, QPalette::Shadow, c.shadow, c.shadow);
    setColours(palette, QPalette::ToolTipBase, c.toolTipBase, c.toolTipBase);
    setColours(palette, QPalette::ToolTipText, c.text, c.text);
    setColours(palette, QPalette::BrightText, c.brightText, c.brightText);
    return palette;
}

} // namespace

Appearance::Appearance(Language startLanguage, QObject *parent)
    : QObject(parent)
{
    systemLook();
    const QSettings settings;
    const int unchosen = startLanguage == Language::Bengali ? 1 : 0;
    m_textSize = std::clamp(settings.value(textSizeKey, unchosen).toInt(), smallestTextSize,
                            largestTextSize);
    m_theme = themeFromName(settings.value(themeKey).toString());
    applyTheme();
    applyFont();
}

void Appearance::setTextSize(int step)
{
    step = std::clamp(step, smallestTextSize, largestTextSize);
    // Saved even when it is the size in sight: chosen, it no longer follows
    // the language the app starts in.
    QSettings().setValue(textSizeKey, step);
    if (step == m_textSize)
        return;
    m_textSize = step;
    applyFont();
}

double Appearance::fontScale() const
{
    // One font for both languages: a font that changed with the language would
    // lay out every page, shown or not, on each switch (three to four times
    // the switch's whole cost in bench_languageswitch).
    return textSizePercent.at(std::size_t(m_textSize - smallestTextSize)) / 100.0;
}

void Appearance::setTheme(Theme theme)
{
    if (theme == m_theme)
        return;
    m_theme = theme;
    QSettings().setValue(themeKey, themeName(m_theme));
    applyTheme();
    emit changed();
}

void Appearance::applyFont()
{
    QFont font = systemLook().font;
    if (font.pointSizeF() > 0)
        font.setPointSizeF(font.pointSizeF() * fontScale());
    else
        font.setPixelSize(qRound(font.pixelSize() * fontScale()));
    if (font == QApplication::font())
        return;
    QApplication::setFont(font);
    Fonts::reapplyAll();
    emit changed();
}

void Appearance::applyTheme()
{
    const SystemLook &system = systemLook();
    const bool themeStyleShown = qobject_cast<ThemeStyle *>(QApplication::style()) != nullptr;
    if (m_theme == Theme::System) {
        if (themeStyleShown
            || QApplication::style()->name().compare(system.styleName, Qt::CaseInsensitive) != 0)
            QApplication::setStyle(QStyleFactory::create(system.styleName));
    } else if (!themeStyleShown) {
        QApplication::setStyle(new ThemeStyle);
    }
    switch (m_theme) {
    case Theme::System:
        QApplication::setPalette(system.palette);
        break;
    case Theme::Light:
        QApplication::setPalette(lightPalette());
        break;
    case Theme::Dark:
        QApplication::setPalette(darkPalette());
        break;
    }
}

QPalette Appearance::lightPalette()
{
    return paletteOf({.window = QColor(0xef, 0xef, 0xef),
                      .windowText = QColor(0x1a, 0x1a, 0x1a),
                      .base = QColor(0xff, 0xff, 0xff),
                      .alternateBase = QColor(0xf5, 0xf5, 0xf5),
                      .text = QColor(0x1a, 0x1a, 0x1a),
                      .button = QColor(0xe6, 0xe6, 0xe6),
                      .disabledText = QColor(0x8c, 0x8c, 0x8c),
                      .highlight = QColor(0x2f, 0x65, 0xca),
                      .highlightedText = QColor(0xff, 0xff, 0xff),
                      .link = QColor(0x0b, 0x57, 0xd0),
                      .linkVisited = QColor(0x6a, 0x1b, 0x9a),
                      .placeholder = QColor(0x5f, 0x5f, 0x5f),
                      .light = QColor(0xff, 0xff, 0xff),
                      .midlight = QColor(0xf0, 0xf0, 0xf0),
                      .mid = QColor(0xb8, 0xb8, 0xb8),
                      .dark = QColor(0x9f, 0x9f, 0x9f),
                      .shadow = QColor(0x76, 0x76, 0x76),
                      .toolTipBase = QColor(0xff, 0xff, 0xdc),
                      .brightText = QColor(0xff, 0xff, 0xff)});
}

QPalette Appearance::darkPalette()
{
    return paletteOf({.window = QColor(0x2b, 0x2b, 0x2b),
                      .windowText = QColor(0xe8, 0xe8, 0xe8),
                      .base = QColor(0x1e, 0x1e, 0x1e),
                      .alternateBase = QColor(0x26, 0x26, 0x26),
                      .text = QColor(0xe8, 0xe8, 0xe8),
                      .button = QColor(0x3a, 0x3a, 0x3a),
                      .disabledText = QColor(0x80, 0x80, 0x80),
                      .highlight = QColor(0x2f, 0x65, 0xca),
                      .highlightedText = QColor(0xff, 0xff, 0xff),
                      .link = QColor(0x8a, 0xb4, 0xf8),
                      .linkVisited = QColor(0xc5, 0x9b, 0xf5),
                      .placeholder = QColor(0xa8, 0xa8, 0xa8),
                      .light = QColor(0x50, 0x50, 0x50),
                      .midlight = QColor(0x42, 0x42, 0x42),
                      .mid = QColor(0x5a, 0x5a, 0x5a),
                      .dark = QColor(0x20, 0x20, 0x20),
                      .shadow = QColor(0x10, 0x10, 0x10),
                      .toolTipBase = QColor(0x3a, 0x3a, 0x3a),
                      .brightText = QColor(0xff, 0x8a, 0x80)});
}
