#pragma once

#include "core/reviewstatistics.h"

#include <QWidget>

class CalendarHeatmap;
class ChartTools;
class CountBarChart;
class QComboBox;
class QLabel;
class QScrollArea;
class RetentionChart;
class Study;
class WrappedLabel;

// Review statistics: the streaks and the past year's reviews in a sentence,
// the review calendar, the time spent per day over the past 30 days, the
// share recalled per week or month by stability class against the desired
// retention, what comes due in the next 30 days, and the questions by
// stability and by difficulty. Asks Study for the figures (ReviewStatistics)
// when shown and when the reviews or the banks change while it is in sight;
// the charts' Data view, copy and export go through ChartTools.
class StatisticsPage : public QWidget
{
    Q_OBJECT

public:
    static constexpr int timeSpentDays = 30;

    explicit StatisticsPage(const Study *study, QWidget *parent = nullptr);

    // The figures again from Study, drawn now.
    void refresh();
    const ReviewStatistics &statistics() const { return m_statistics; }
    // The retention chart by month rather than by week.
    void setRetentionByMonth(bool byMonth);

    CalendarHeatmap *calendar() const { return m_calendar; }
    RetentionChart *retentionChart() const { return m_retention; }
    CountBarChart *timeSpentChart() const { return m_timeSpent; }
    CountBarChart *upcomingChart() const { return m_upcoming; }
    CountBarChart *stabilityChart() const { return m_stability; }
    CountBarChart *difficultyChart() const { return m_difficulty; }
    ChartTools *tools() const { return m_tools; }
    QScrollArea *scrollArea() const { return m_scroll; }

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    QWidget *buildContent();
    QLabel *sectionHeading(const QString &objectName);
    void retranslate();
    void showStatistics();
    void showRetention();
    QWidget *placeAnchor() const;

    const Study *m_study;
    ReviewStatistics m_statistics;
    bool m_stale = true;
    QScrollArea *m_scroll = nullptr;
    QLabel *m_title = nullptr;
    WrappedLabel *m_summary = nullptr;
    QLabel *m_calendarHeading = nullptr;
    WrappedLabel *m_calendarNote = nullptr;
    CalendarHeatmap *m_calendar = nullptr;
    QLabel *m_timeSpentHeading = nullptr;
    CountBarChart *m_timeSpent = nullptr;
    QLabel *m_retentionHeading = nullptr;
    QLabel *m_periodLabel = nullptr;
    QComboBox *m_period = nullptr;
    RetentionChart *m_retention = nullptr;
    WrappedLabel *m_retentionLegend = nullptr;
    QLabel *m_upcomingHeading = nullptr;
    CountBarChart *m_upcoming = nullptr;
    QLabel *m_itemsHeading = nullptr;
    CountBarChart *m_stability = nullptr;
    CountBarChart *m_difficulty = nullptr;
    ChartTools *m_tools = nullptr;
};
