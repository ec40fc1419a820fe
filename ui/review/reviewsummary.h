#pragma once

#include "core/reviewdeck.h"

#include <QWidget>

class CalibrationChart;
class QLabel;
class QPushButton;
class ReviewEmptyNotice;
class ReviewSession;
class ReviewSettingsRow;
class Study;
class WrappedLabel;

// The end of a review session: what it counted, or why it had nothing to
// ask; the questions due with the day's limit; the review settings; the
// calibration chart; buttons to the flagged review, the review statistics and the library.
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
    CalibrationChart *m_calibration = nullptr;
    QPushButton *m_reviewFlagged = nullptr;
    QPushButton *m_backToLibrary = nullptr;
    QPushButton *m_statistics = nullptr;
};
