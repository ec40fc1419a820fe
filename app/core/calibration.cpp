#include "core/calibration.h"

QList<CalibrationPoint> calibrationOf(const QList<ReviewLogEntry> &log)
{
    QList<CalibrationPoint> points{{Confidence::Guessed, 0, 0},
                                   {Confidence::FairlySure, 0, 0},
                                   {Confidence::Certain, 0, 0}};
    for (const ReviewLogEntry &entry : log) {
        if (entry.fromQuiz || entry.confidence == Confidence::None)
            continue;
        for (CalibrationPoint &point : points) {
            if (point.confidence != entry.confidence)
                continue;
            ++point.answers;
            if (entry.grade != Grade::Again)
                ++point.right;
        }
    }
    return points;
}
