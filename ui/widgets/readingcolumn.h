#pragma once

class QFont;
class QWidget;

// A column of running text that stops growing at a comfortable line length
// and stays centred on wide windows: long lines are hard to follow back to
// their start. The question page and the results page read in such a column.
namespace ReadingColumn {

// The widest a line grows, in average characters of the text's font.
inline constexpr int comfortableLineLength = 75;

// Caps column at comfortableLineLength average characters of font (a Bengali
// font's average is its own, so the cap suits either script) and lets it grow
// up to that cap. Called again when the font changes.
void cap(QWidget *column, const QFont &font);

// A new widget holding column centred between equal stretches, for a scroll
// area or a layout; column keeps its own cap.
QWidget *centred(QWidget *column);

} // namespace ReadingColumn
