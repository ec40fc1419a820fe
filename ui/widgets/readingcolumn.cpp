#include "widgets/readingcolumn.h"

#include <QFontMetrics>
#include <QHBoxLayout>
#include <QWidget>

namespace ReadingColumn {

void cap(QWidget *column, const QFont &font)
{
    column->setMaximumWidth(QFontMetrics(font).averageCharWidth() * comfortableLineLength);
    column->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
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
