#pragma once

// The "Figures" box of a chart page: labels of plain text in a frameless
// scroll area, so that long Bengali text at the largest settings scrolls
// rather than being cut off.

#include <QList>
#include <QString>

class QGroupBox;
class QLabel;

namespace FiguresBox {

// A figures label. Plain text: a rich-text label takes several times longer
// to lay out again, and the figures change with every control (see
// bench_attentionpage). Reachable with Tab so that a screen reader reads it
// (its name, then the text as description); not selectable, since a
// selectable label lays its text out through a text document, several times
// slower on every change.
QLabel *newLabel(const QString &objectName);

// Fills `box` with a scroll area (named `scrollName` when given) holding
// `labels` one above the other over a stretch, and keeps the box readable
// when the page's column scrolls on a small screen.
void fill(QGroupBox *box, const QList<QLabel *> &labels, const QString &scrollName = {});

} // namespace FiguresBox
