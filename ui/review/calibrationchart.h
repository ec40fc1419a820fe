#pragma once

#include "common/charttable.h"
#include "core/calibration.h"

#include <QPointer>
#include <QtCharts/QChartView>

class ChartTools;
class QBarSet;
class QBarCategoryAxis;
class QCategoryAxis;

// For each confidence the learner gave in review sessions, the share of those
// answers that were right, as bars; each category names how many answers it
// rests on. Every number comes from QLocale, so Bengali mode shows Bengali digits.
// A hover over a bar reads it out; its tools show the figures as a table,
// copy them, and save the chart.
class CalibrationChart : public QChartView
{
    Q_OBJECT

public:
    explicit CalibrationChart(QWidget *parent = nullptr);

    void setPoints(const QList<CalibrationPoint> &points);
    const QList<CalibrationPoint> &points() const { return m_points; }
    // The category labels as shown, for tests.
    QStringList categoryLabels() const;

    // The "Data", "Copy figures" and "Save chart as…" buttons for this chart,
    // made once, for the page to place beside it.
    ChartTools *makeTools(QWidget *parent);
    // One row per confidence level, in the current language.
    ChartTable dataTable() const;
    // The chart's title and the table as text, for "Copy figures".
    QString figures() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void updateTexts();
    void showReadout(bool on, int index);
    QString levelName(Confidence confidence) const;
    QString shareText(const CalibrationPoint &point) const;

    QList<CalibrationPoint> m_points;
    QBarSet *m_shares = nullptr;
    QBarCategoryAxis *m_categories = nullptr;
    QCategoryAxis *m_percentAxis = nullptr;
    QPointer<ChartTools> m_tools;
};
