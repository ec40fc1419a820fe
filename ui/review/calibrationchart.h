#pragma once

#include "charts/charttable.h"
#include "core/calibration.h"

#include "charts/chartview.h"
#include <QPointer>

class ChartTools;
class QBarSet;
class QBarCategoryAxis;
class QCategoryAxis;

// For each confidence the learner gave in review sessions, the share of those
// answers that were right, as bars; each category names how many answers it
// rests on. Every number comes from QLocale, so Bengali mode shows Bengali digits.
// A hover over a bar reads it out; its tools show the figures as a table,
// copy them, and save the chart. The labels break between words to the room
// they have, and the chart is as large as they need at the text size: its
// page scrolls rather than cut a label short.
class CalibrationChart : public ChartView
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
    void updateMinimumSize();
    // The category labels broken into lines to the room each has now.
    void labelCategories();
    // Each category's lines, each broken between words where it is wider
    // than `room` pixels (a word wider than that stays whole).
    QStringList wrappedLabels(qreal room) const;
    qreal longestWord() const;
    void showReadout(bool on, int index);
    QString levelName(Confidence confidence) const;
    QString shareText(const CalibrationPoint &point) const;

    QList<CalibrationPoint> m_points;
    QList<QStringList> m_labelLines; // each category's label, line by line
    QBarSet *m_shares = nullptr;
    QBarCategoryAxis *m_categories = nullptr;
    QCategoryAxis *m_percentAxis = nullptr;
    QPointer<ChartTools> m_tools;
};
