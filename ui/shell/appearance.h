#pragma once

#include "core/language.h"

#include <QFont>
#include <QObject>
#include <QPalette>

// How the whole application looks: the text size and the theme (follow the
// system, light or dark), remembered in QSettings and applied app-wide through
// QApplication's font, style and palette. One text size serves both
// languages (see fontScale()); Bengali learners start one step up.
class Appearance : public QObject
{
    Q_OBJECT

public:
    enum class Theme { System, Light, Dark };

    static constexpr int smallestTextSize = -2;
    static constexpr int largestTextSize = 4;

    // Reads the saved choices and applies them. Until the learner chooses a
    // text size, it comes from the language the app starts in: Bengali one
    // step up, its glyphs reading small at the size that suits Latin script.
    // A switch of language keeps the size: a font that changed with the
    // language would lay out every page on each switch.
    explicit Appearance(Language startLanguage, QObject *parent = nullptr);

    int textSize() const { return m_textSize; }
    // Clamped to [smallestTextSize, largestTextSize]; 0 is the system's size.
    void setTextSize(int step);
    void enlargeText() { setTextSize(m_textSize + 1); }
    void shrinkText() { setTextSize(m_textSize - 1); }
    // The application font's size against the system's.
    double fontScale() const;

    Theme theme() const { return m_theme; }
    void setTheme(Theme theme);

    // The palettes of the light and dark themes (drawn by ThemeStyle, Fusion).
    static QPalette lightPalette();
    static QPalette darkPalette();

signals:
    void changed();

private:
    void applyFont();
    void applyTheme();

    int m_textSize = 0;
    Theme m_theme = Theme::System;
};
