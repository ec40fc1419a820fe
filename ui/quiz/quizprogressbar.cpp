#include "quiz/quizprogressbar.h"

#include <QPainter>

#include <algorithm>

QuizProgressBar::QuizProgressBar(QWidget *parent)
    : QProgressBar(parent)
{
    setTextVisible(false);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
}

// A third of a line: it grows with the text size.
int QuizProgressBar::thickness() const
{
    return std::max(6, fontMetrics().height() / 3);
}

QSize QuizProgressBar::sizeHint() const
{
    return {QProgressBar::sizeHint().width(), thickness()};
}

QSize QuizProgressBar::minimumSizeHint() const
{
    return {thickness() * 4, thickness()};
}

void QuizProgressBar::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing, true);
    const int height = std::min(thickness(), this->height());
    // Half a pixel in: the one-pixel outline falls on whole pixels.
    const QRectF track = QRectF(0, (this->height() - height) / 2, width(), height)
                             .adjusted(0.5, 0.5, -0.5, -0.5);
    const qreal radius = track.height() / 2;
    painter.setPen(QPen(palette().color(QPalette::PlaceholderText), 1));
    painter.setBrush(palette().color(QPalette::Window));
    painter.drawRoundedRect(track, radius, radius);
    const int range = maximum() - minimum();
    if (range <= 0 || value() <= minimum())
        return;
    const qreal share = qreal(value() - minimum()) / range;
    QRectF filled = track;
    filled.setWidth(std::max(track.height(), track.width() * share));
    painter.setPen(Qt::NoPen);
    painter.setBrush(palette().color(QPalette::Link));
    painter.drawRoundedRect(filled, radius, radius);
}
