#pragma once

// How often the learner was right at each confidence they gave in review
// sessions: the figures of the calibration chart. QtCore only.

#include "core/reviewdeck.h"

#include <QList>

struct CalibrationPoint
{
    Confidence confidence = Confidence::FairlySure;
    int answers = 0;
    int right = 0;

    // 0..1; 0 when there were no answers.
    double shareRight() const { return answers > 0 ? double(right) / answers : 0.0; }
    friend bool operator==(const CalibrationPoint &, const CalibrationPoint &) = default;
};

// One point per confidence level (guessed, fairly sure, certain), in that order.
// Reviews without a confidence (quiz answers) are left out; a review was right
// unless it was graded Again.
QList<CalibrationPoint> calibrationOf(const QList<ReviewLogEntry> &log);
