#pragma once

#include "charts/charttable.h"
#include "charts/chartview.h"
#include "core/reviewstatistics.h"

#include <QList>
#include <QStringList>

class QBarSet;
class QCategoryAxis;
class QLineSeries;

// Counts as bars, one a category: what comes due per day and the items by
// stability or difficulty. The categories' labels are written under the bars
// where they are not empty (a sparse axis for the 30 days to come); a hover
// reads a bar out by its full name. Every number in QLocale's digits.
class CountBarChart : public ChartView
{
    Q_OBJECT

public:
    explicit CountBarChart(QWidget *parent = nullptr);

    // names: each bar's full name (readout and Data view); axisLabels: what
    // the axis writes under each, empty for none. Texts in the current language.
    void setBars(const QString &title, const QList<int> &counts, const QStringList &names,
                 const QStringList &axisLabels, const QString &nameHeader,
                 const QString &countHeader);
    const QList<int> &counts() const { return m_counts; }
    QStringList axisLabels() const;
    ChartTable dataTable() const;

private:
    void showReadout(bool on, int index);

    QList<int> m_counts;
    QStringList m_names;
    QString m_nameHeader;
    QString m_countHeader;
    QBarSet *m_bars = nullptr;
    QCategoryAxis *m_categoryAxis = nullptr;
    QCategoryAxis *m_countAxis = nullptr;
};

// The share of reviews recalled per week or month, one line for items of
// short stability and one for long, against the desired retention as a dashed
// line. A period without reviews in a class leaves its line out there.
class RetentionChart : public ChartView
{
    Q_OBJECT

public:
    explicit RetentionChart(QWidget *parent = nullptr);

    void setPeriods(const QList<RetentionPeriod> &periods, bool byMonth, double desiredRetention);
    // In percent, x the period's index from 0.
    QList<QPointF> youngPoints() const;
    QList<QPointF> maturePoints() const;
    QList<QPointF> desiredPoints() const;
    QStringList periodLabels() const;
    // The legend's text (rich text) for the label under the chart.
    QString legend() const;
    ChartTable dataTable() const;

protected:
    void changeEvent(QEvent *event) override;
    QString readout(const QXYSeries *series, qsizetype index) const override;

private:
    void updateTexts();
    QString periodName(const RetentionPeriod &period) const;

    QList<RetentionPeriod> m_periods;
    bool m_byMonth = false;
    double m_desired = 0.9;
    QLineSeries *m_young = nullptr;
    QLineSeries *m_mature = nullptr;
    QLineSeries *m_desiredLine = nullptr;
    QCategoryAxis *m_periodAxis = nullptr;
    QCategoryAxis *m_percentAxis = nullptr;
};
