#pragma once

#include "core/reviewdeck.h"

#include <QWidget>

class CalibrationChart;
class QLabel;
class QPushButton;
class ReviewEmptyNotice;
class ReviewModelRow;
class ReviewSession;
class ReviewSettingsRow;
class Study;
class WrappedLabel;

// The end of a review session: what it counted, or why it had nothing to
// ask; the questions due with the day's limit; the review settings and the
// memory model's parameters; the calibration chart; buttons to the flagged
// review, the review statistics and the library.
class ReviewSummary : public QWidget
{
    Q_OBJECT

public:
    explicit ReviewSummary(const Study *study, QWidget *parent = nullptr);
    ~ReviewSummary() override;

    // The texts for this session, in the current language.
    void showSession(const ReviewSession &session);
    // The settings shown, as the learner has edited them.
    ReviewSettings editedSettings() const;

signals:
    void settingsEdited();
    // The learner asked to fit the parameters, or chose these (the defaults).
    void optimizeRequested();
    void parametersChosen(const Fsrs::Parameters &parameters);
    void flaggedRequested();
    void libraryRequested();
    void statisticsRequested();
    void guideRequested();

private:
    const Study *m_study;
    QLabel *m_heading = nullptr;
    ReviewEmptyNotice *m_emptyNotice = nullptr;
    WrappedLabel *m_text = nullptr;
    ReviewSettingsRow *m_settings = nullptr;
    ReviewModelRow *m_model = nullptr;
    CalibrationChart *m_calibration = nullptr;
    QPushButton *m_reviewFlagged = nullptr;
    QPushButton *m_backToLibrary = nullptr;
    QPushButton *m_statistics = nullptr;
};
