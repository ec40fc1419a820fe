#pragma once

#include "core/reviewdeck.h"

#include <QWidget>

class QLabel;
class QSpinBox;

// The review summary's settings: questions per day, desired retention and
// the hour a new study day starts, each a spin box with its label. Applied
// as typed (changed()): Enter belongs to the page (it moves on), and a value
// left in a box when the window closes must not be lost.
class ReviewSettingsRow : public QWidget
{
    Q_OBJECT

public:
    explicit ReviewSettingsRow(QWidget *parent = nullptr);
    ~ReviewSettingsRow() override;

    // Shows the settings in the current locale's digits; showing is not changing.
    void showSettings(const ReviewSettings &settings);
    // stored with the values shown; the retention stays as stored (0.905)
    // unless the learner changed its whole percent.
    ReviewSettings edited(ReviewSettings stored) const;

signals:
    void changed();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();

    QLabel *m_limitLabel = nullptr;
    QSpinBox *m_limit = nullptr;
    QLabel *m_retentionLabel = nullptr;
    QSpinBox *m_retention = nullptr; // percent
    QLabel *m_dayStartLabel = nullptr;
    QSpinBox *m_dayStart = nullptr; // hour
};
