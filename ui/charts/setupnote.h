#pragma once

class QLabel;
class QString;
class QWidget;

// The note a chart page shows when a question opened it: what the question
// asks the learner to look at, in a framed, selectable, hidden-until-set
// label. Plain text: it names the quiz, and a bank's title is never markup.
namespace SetupNote {
QLabel *create(QWidget *parent, const QString &objectName);
}
