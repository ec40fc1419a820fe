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
// at the time it ended, on a 0–100 % scale ticked every 25 %. The axes are
// category axes whose labels the chart writes itself, so dates and digits are
// in the page's language; the dates are round (whole hours, days, weeks,
// months or years), as many as fit side by side at the chart's width. A hover
// over a point reads it out; its tools show the attempts as a table, copy
// them, and save the chart. Translated in the page's context (HistoryPage).
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

    // The times and percentages drawn (x: milliseconds since the epoch).
    QList<QPointF> drawnPoints() const;
    QStringList timeLabels() const;
    QStringList percentLabels() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void updateMinimumSize();
    void setTimeRange();
    void labelTimeAxis();
    void labelPercentAxis();
    void describe();
    QString readout(const QXYSeries *series, qsizetype drawnIndex) const override;

    QChart *m_chart = nullptr;
    QLineSeries *m_scores = nullptr;
    QCategoryAxis *m_timeAxis = nullptr;
    QCategoryAxis *m_percentAxis = nullptr;
    QPointer<ChartTools> m_tools;
    QList<HistoryStats::ScorePoint> m_points;
    Language m_language = Language::English;
};
