#pragma once

#include "charts/charttable.h"
#include "core/historystats.h"
#include "core/language.h"

#include "charts/chartview.h"
#include <QCoreApplication>
#include <QPointer>

class ChartTools;
class QCategoryAxis;
class QLineSeries;

// A quiz's score over time: one point per finished attempt of the whole quiz,
// in the order they were made (attempt 1, 2, …: two attempts minutes apart
// stay apart, as a clock-time axis would not keep them), on a 0–100 % scale
// ticked every 25 %. The axes are category axes whose labels the chart writes
// itself, so digits are in the page's language; the attempts' numbers are
// round (every one, or every 2nd, 5th, 10th, …), as many as fit side by side
// at the chart's width. A hover over a point reads it out with its date; its
// tools show the attempts with their dates as a table, copy them, and save the
// chart. Translated in the page's context (HistoryPage).
class ScoreChart : public ChartView
{
    Q_DECLARE_TR_FUNCTIONS(HistoryPage)

public:
    explicit ScoreChart(QWidget *parent = nullptr);

    void setPoints(const QList<HistoryStats::ScorePoint> &points, Language language);
    // Titles, axis labels and the description in this language.
    void retranslate(Language language);

    // The "Data", "Copy figures" and "Save chart as…" buttons for this chart,
    // made once, for the page to place beside it.
    ChartTools *makeTools(QWidget *parent);
    // Every attempt drawn, one row each, in the chart's language.
    ChartTable dataTable() const;
    // The description and the table as text, for "Copy figures".
    QString figures() const;

    // The attempts and percentages drawn (x: the attempt's number, from 1).
    QList<QPointF> drawnPoints() const;
    QStringList attemptLabels() const;
    QStringList percentLabels() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void updateMinimumSize();
    void setAttemptRange();
    void labelAttemptAxis();
    void labelPercentAxis();
    void describe();
    QString readout(const QXYSeries *series, qsizetype drawnIndex) const override;

    QChart *m_chart = nullptr;
    QLineSeries *m_scores = nullptr;
    QCategoryAxis *m_attemptAxis = nullptr;
    QCategoryAxis *m_percentAxis = nullptr;
    QPointer<ChartTools> m_tools;
    QList<HistoryStats::ScorePoint> m_points;
    Language m_language = Language::English;
};
