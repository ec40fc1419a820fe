#pragma once

#include <QString>

struct ChartOrigin;
class QLabel;
class QWidget;

// The note a chart page shows when a question opened it: what the question
// asks the learner to look at, in a framed, selectable, hidden-until-set
// label. Its texts are a bank's (never markup; `backticks` mark code, as in
// every bank text) and the page's own.
namespace SetupNote {
QLabel *create(QWidget *parent, const QString &objectName);

// Puts `text` (plain text in which `backticks` mark code) on `note`, escaped,
// for the eye and the screen reader; hides the note when it is empty.
void setText(QLabel *note, const QString &text);

// Shows on `note` which question set the page up and, while the controls
// still show its set-up, the question's own note in the interface language,
// else `pageNote` (what the page itself says of that set-up), else that the
// controls are as the question has them; once they differ, that the note no
// longer holds. Hidden when the page was opened from the Charts menu.
void show(QLabel *note, const ChartOrigin &origin, bool showsSetup, const QString &pageNote = {});
} // namespace SetupNote
