#pragma once

#include <QFont>
#include <QObject>
#include <QPalette>

class LanguageManager;

// How the whole application looks: the text size and the theme (follow the
// system, light or dark), remembered in QSettings and applied app-wide through
// QApplication's font, style and palette. Bengali text is drawn a step larger
// than Latin at the same setting, as its glyphs read small.
class Appearance : public QObject
{
    Q_OBJECT

public:
    enum class Theme { System, Light, Dark };

    static constexpr int smallestTextSize = -2;
    static constexpr int largestTextSize = 4;
    // Bengali's font size against Latin's at the same text size.
    static constexpr double bengaliScale = 1.1;

    // Reads the saved choices and applies them.
    explicit Appearance(const LanguageManager *languages, QObject *parent = nullptr);

    int textSize() const { return m_textSize; }
    // Clamped to [smallestTextSize, largestTextSize]; 0 is the system's size.
    void setTextSize(int step);
    void enlargeText() { setTextSize(m_textSize + 1); }
    void shrinkText() { setTextSize(m_textSize - 1); }
    // The application font's size against the system's, language included.
    double fontScale() const;

    Theme theme() const { return m_theme; }
    void setTheme(Theme theme);

    // The palettes of the light and dark themes (Fusion style).
    static QPalette lightPalette();
    static QPalette darkPalette();

signals:
    void changed();

private:
    void applyFont();
    void applyTheme();

    const LanguageManager *m_languages = nullptr;
    int m_textSize = 0;
    Theme m_theme = Theme::System;
};
