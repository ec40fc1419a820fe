#pragma once

#include "core/calibration.h"

#include <QtCharts/QChartView>

class QBarSet;
class QBarCategoryAxis;
class QCategoryAxis;

// For each confidence the learner gave in review sessions, the share of those
// answers that were right, as bars; each category names how many answers it
// rests on. Every number comes from QLocale, so Bengali mode shows Bengali digits.
class CalibrationChart : public QChartView
{
    Q_OBJECT

public:
    explicit CalibrationChart(QWidget *parent = nullptr);

    void setPoints(const QList<CalibrationPoint> &points);
    const QList<CalibrationPoint> &points() const { return m_points; }
    // The category labels as shown, for tests.
    QStringList categoryLabels() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void updateTexts();

    QList<CalibrationPoint> m_points;
    QBarSet *m_shares = nullptr;
    QBarCategoryAxis *m_categories = nullptr;
    QCategoryAxis *m_percentAxis = nullptr;
};
