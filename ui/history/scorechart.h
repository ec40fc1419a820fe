#pragma once

#include "core/historystats.h"
#include "core/language.h"

#include <QCoreApplication>
#include <QtCharts/QChartView>

class QCategoryAxis;
class QLineSeries;

// A quiz's score over time: one point per finished attempt of the whole quiz,
// at the time it ended, on a 0–100 % scale ticked every 25 %. The axes are
// category axes whose labels the chart writes itself, so dates and digits are
// in the page's language. Translated in the page's context (HistoryPage).
class ScoreChart : public QChartView
{
    Q_DECLARE_TR_FUNCTIONS(HistoryPage)

public:
    explicit ScoreChart(QWidget *parent = nullptr);

    void setPoints(const QList<HistoryStats::ScorePoint> &points, Language language);
    // Titles, axis labels and the description in this language.
    void retranslate(Language language);

    // The times and percentages drawn (x: milliseconds since the epoch).
    QList<QPointF> drawnPoints() const;
    QStringList timeLabels() const;
    QStringList percentLabels() const;

private:
    void labelTimeAxis(Language language);
    void labelPercentAxis(Language language);
    void describe(Language language);

    QChart *m_chart = nullptr;
    QLineSeries *m_scores = nullptr;
    QCategoryAxis *m_timeAxis = nullptr;
    QCategoryAxis *m_percentAxis = nullptr;
    QList<HistoryStats::ScorePoint> m_points;
};
