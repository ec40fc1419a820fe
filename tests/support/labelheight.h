#pragma once

// How tall a label must be to show all its text at its width.

#include <QLabel>

// What a fresh word-wrapped label needs for `label`'s text at its width: a
// label's own heightForWidth() is never below its minimum height.
inline int neededHeight(const QLabel *label)
{
    QLabel fresh;
    fresh.setWordWrap(true);
    fresh.setTextFormat(label->textFormat());
    fresh.setFont(label->font());
    fresh.setText(label->text());
    return fresh.heightForWidth(label->width());
}
