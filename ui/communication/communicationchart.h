#pragma once

#include "charts/chartstyle.h"
#include "charts/chartview.h"

#include <QList>
#include <QPointF>

class QAbstractItemModel;
class QLineSeries;
class QCategoryAxis;
class QLogValueAxis;

// A Communication page chart: times in milliseconds against a count of GPUs,
// both on log axes, one line for each of a model's columns that the page
// shows (CollectiveTimeModel, StepTimeModel), and a pinned setting's line.
class CommunicationChart : public ChartView
{
    Q_OBJECT

public:
    struct Line
    {
        int column = 0; // of the model
        QString name; // in the current language
        ChartStyle::Line look;
    };

    CommunicationChart(const QString &objectName, QAbstractItemModel *model, double lowestCount,
                       double highestCount, QWidget *parent = nullptr);

    // The lines shown, in the legend's order; the model's other columns are hidden.
    void setLines(const QList<Line> &lines);
    void setTitles(const QString &title, const QString &countTitle);
    // The pinned setting's line (milliseconds against the count); none when empty.
    void setPinned(const QString &name, const QList<QPointF> &points);
    // The legend as rich text, the signs in the series' colours.
    QString legendText() const;
    // The time axis fitted to what the lines and the pin show.
    void fitTimeAxis();
    // The axes' labels in the current language.
    void retranslate();

protected:
    QString readout(const QXYSeries *series, qsizetype index) const override;

private:
    QAbstractItemModel *m_model = nullptr;
    QList<QLineSeries *> m_series; // one for each column after the first
    QList<Line> m_lines;
    QLineSeries *m_pinned = nullptr;
    QString m_pinnedName;
    // The series are drawn on hidden log axes; the labels are category axes
    // over the exponents, in the language's digits and the time's units.
    QLogValueAxis *m_countAxis = nullptr;
    QLogValueAxis *m_timeAxis = nullptr;
    QCategoryAxis *m_countLabels = nullptr;
    QCategoryAxis *m_timeLabels = nullptr;
    QString m_countTitle;
    void labelCounts();
    void labelTimes(int lowDecade, int highDecade);
};
