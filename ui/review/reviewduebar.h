#pragma once

#include <QWidget>

class QLabel;
class QPushButton;
class QTimer;
class Study;

// The library's line on review: how many questions of all quizzes are due and
// how many of them the day's limit leaves for today, with buttons to review them, to list the flagged ones and to the review statistics. The count is
// redrawn when the study day rolls over, by a timer set to the next rollover.
// That timer counts monotonic time, which stands still in a suspend and
// ignores a clock set forward, so the count is also redrawn against the wall
// clock when the bar is shown, when its window is activated, and every minute.
class ReviewDueBar : public QWidget
{
    Q_OBJECT

public:
    explicit ReviewDueBar(const Study *study, QWidget *parent = nullptr);

signals:
    void reviewRequested();
    void flaggedRequested();
    void statisticsRequested();

protected:
    void changeEvent(QEvent *event) override;
    bool event(QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void updateTexts();
    void refresh();
    // Sets the timer to the next rollover by the study's clock and day-start hour.
    void armRollover();

    const Study *m_study;
    QLabel *m_due = nullptr;
    QPushButton *m_review = nullptr;
    QPushButton *m_flagged = nullptr;
    QPushButton *m_statistics = nullptr;
    QTimer *m_rollover = nullptr;
    QTimer *m_wallClockCheck = nullptr;
};
