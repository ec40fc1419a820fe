#pragma once

class QFont;
class QWidget;

// Fonts by the role a text plays, scaled from the application's font so that
// they follow the platform's size and the learner's text size. Every page uses
// these roles, not sizes.
namespace Fonts {

enum class Role {
    PageTitle, // a page's heading: "Library", "Pipeline bubbles"
    SectionTitle, // a quiz's title on its card, the question page, the results
    Figure, // a number the page is about: the score
    Prompt, // the question being asked
    Emphasis, // a bold word in running text: the verdict, a heading inside a frame
};

void apply(QWidget *widget, Role role);

// How tall one line of text is in `font` when it holds both scripts, Latin
// and Bengali (the app's font has no Bengali, so Bengali text comes from a
// fallback font a pixel taller or shorter). A row of one line as tall as this
// is as tall in either language.
int bothScriptsLineHeight(const QFont &font);

// The body text of an exported document (PDF): the interface's font, followed
// by the system's Bengali font, named outright so that the PDF embeds the
// Bengali glyphs the screen shows rather than whatever a fallback finds.
QFont document();
// Applies every widget's role again from the application's font, after the
// text size (QApplication::setFont) changed: a widget given a role has a font
// of its own, which an application font no longer reaches.
void reapplyAll();

} // namespace Fonts
