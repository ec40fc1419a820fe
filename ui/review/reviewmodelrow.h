#pragma once

#include "core/reviewdeck.h"

#include <QWidget>

class QLabel;
class QPushButton;

// The review summary's line about the memory model: FSRS-6 with its default
// parameters or with parameters fitted to the learner's own reviews, a button
// to fit them ("Optimize…") and one to go back to the defaults.
class ReviewModelRow : public QWidget
{
    Q_OBJECT

public:
    explicit ReviewModelRow(QWidget *parent = nullptr);

    void showSettings(const ReviewSettings &settings);

signals:
    void optimizeRequested();
    void defaultsRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();

    QLabel *m_text = nullptr;
    QPushButton *m_optimize = nullptr;
    QPushButton *m_defaults = nullptr;
    bool m_fitted = false;
};
