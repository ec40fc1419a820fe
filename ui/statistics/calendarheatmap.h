#pragma once

#include "charts/charttable.h"

#include <QDate>
#include <QList>
#include <QWidget>

// The review calendar: the past year as columns of weeks (the locale's first
// day of the week at the top), one cell a study day, shaded by its reviews
// against the busiest day's; the months named above in the interface
// language (QLocale's names, so Bengali's in Bengali), three weekdays beside.
// A hover shows the day, its count and the time its answers took; the arrow
// keys move a focused cell
// (up and down a day, left and right a week, Home and End to the first and
// last day), whose date and count are the widget's accessible name. The
// cells fit the width they are given, up to a size set by the font.
class CalendarHeatmap : public QWidget
{
    Q_OBJECT

public:
    explicit CalendarHeatmap(QWidget *parent = nullptr);

    // counts[i] is the reviews on start + i days, timesMs[i] the time their
    // answers took (none where it is empty); the last day is the focused one
    // until the learner moves.
    void setCounts(const QDate &start, const QList<int> &counts, const QList<qint64> &timesMs = {});
    QDate firstDay() const { return m_start; }
    QDate lastDay() const;
    int countOn(const QDate &day) const;
    qint64 timeOn(const QDate &day) const;

    QDate focusedDay() const { return m_focused; }
    void setFocusedDay(const QDate &day);
    // "3 March 2026: 4 reviews, 2 min 5 s", in the current language; no time
    // where none was measured.
    QString dayText(const QDate &day) const;
    // 0 (none) to 4 (the busiest days).
    int shade(const QDate &day) const;
    // The month names written above the columns, in order.
    QStringList monthLabels() const;
    QStringList weekdayLabels() const;

    // A row for each day, for the Data view.
    ChartTable dataTable() const;

    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    bool event(QEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    struct Geometry
    {
        int labelWidth = 0; // the weekday labels' column
        int monthHeight = 0; // the month labels' row
        int step = 0; // a cell and its gap
        int legendHeight = 0;
    };
    Geometry geometryFor(int width) const;
    int columns() const;
    // The cell's column and row for a day of the calendar.
    QPoint place(const QDate &day) const;
    QRect cellRect(const QDate &day, const Geometry &geometry) const;
    QDate dayAt(const QPoint &position) const;
    QColor shadeColour(int level) const;
    void updateAccessibleName();
    void paintLabels(QPainter &painter, const Geometry &geometry);
    void paintLegend(QPainter &painter, const Geometry &geometry);

    QDate m_start;
    QList<int> m_counts;
    QList<qint64> m_timesMs;
    int m_busiest = 0;
    QDate m_focused;
};
