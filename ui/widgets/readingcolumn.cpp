#include "widgets/readingcolumn.h"

#include <QFontMetrics>
#include <QHBoxLayout>
#include <QWidget>

namespace ReadingColumn {

void cap(QWidget *column, const QFont &font)
{
    column->setMaximumWidth(QFontMetrics(font).averageCharWidth() * comfortableLineLength);
    // Its height for width kept: a word-wrapped label capped so still tells
    // its layout how tall it is at the width it gets.
    QSizePolicy policy = column->sizePolicy();
    policy.setHorizontalPolicy(QSizePolicy::Expanding);
    policy.setVerticalPolicy(QSizePolicy::Preferred);
    column->setSizePolicy(policy);
}

QWidget *centred(QWidget *column)
{
    auto *holder = new QWidget;
    auto *centring = new QHBoxLayout(holder);
    centring->addStretch(1);
    // The column takes all but a sliver until it reaches its cap.
    centring->addWidget(column, 100);
    centring->addStretch(1);
    return holder;
}

} // namespace ReadingColumn
