#pragma once

#include <QProgressBar>

// The question page's progress: a thin track outlined in the muted text
// colour (which each theme keeps 3:1 from the page, as it does a radio's
// ring), filled from the left in the link colour (the highlight is too dark
// on the dark page). Fusion's own bar is a box as tall as a line and white
// inside, which at 0 % reads as an empty text field.
class QuizProgressBar : public QProgressBar
{
    Q_OBJECT

public:
    explicit QuizProgressBar(QWidget *parent = nullptr);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    int thickness() const;
};
