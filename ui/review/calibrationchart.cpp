#include "review/calibrationchart.h"

#include <QEvent>
#include <QLocale>
#include <QtCharts/QBarCategoryAxis>
#include <QtCharts/QBarSeries>
#include <QtCharts/QBarSet>
#include <QtCharts/QCategoryAxis>
#include <QtCharts/QChart>

// Given its chart at once: QChartView's own default chart, once replaced by
// setChart(), belongs to nobody and would leak.
CalibrationChart::CalibrationChart(QWidget *parent)
    : QChartView(new QChart, parent)
{
    setObjectName(QStringLiteral("calibrationChart"));
    setRenderHint(QPainter::Antialiasing);
    QChart *chart = this->chart();
    chart->legend()->hide();
    m_shares = new QBarSet(QString());
    m_shares->setColor(QColor(0x1f, 0x5f, 0xbf));
    auto *series = new QBarSeries;
    series->append(m_shares);
    chart->addSeries(series);
    m_categories = new QBarCategoryAxis;
    chart->addAxis(m_categories, Qt::AlignBottom);
    series->attachAxis(m_categories);
    m_percentAxis = new QCategoryAxis;
    m_percentAxis->setRange(0, 100);
    m_percentAxis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    chart->addAxis(m_percentAxis, Qt::AlignLeft);
    series->attachAxis(m_percentAxis);
    setMinimumHeight(220);
    setPoints(calibrationOf({}));
}

void CalibrationChart::setPoints(const QList<CalibrationPoint> &points)
{
    m_points = points;
    if (m_shares->count() > 0)
        m_shares->remove(0, m_shares->count());
    for (const CalibrationPoint &point : m_points)
        m_shares->append(point.shareRight() * 100);
    updateTexts();
}

QStringList CalibrationChart::categoryLabels() const
{
    return m_categories->categories();
}

void CalibrationChart::updateTexts()
{
    const QLocale locale;
    chart()->setTitle(tr("How often you were right, by how sure you were"));
    QStringList labels;
    for (const CalibrationPoint &point : m_points) {
        QString level;
        switch (point.confidence) {
        case Confidence::Guessed:
            level = tr("I guessed");
            break;
        case Confidence::FairlySure:
            level = tr("Fairly sure");
            break;
        case Confidence::Certain:
        case Confidence::None:
            level = tr("Certain");
            break;
        }
        const QString share = point.answers > 0
                                  ? tr("%1 % right")
                                        .arg(locale.toString(qRound(point.shareRight() * 100)))
                                  : tr("no answers yet");
        // Axis labels are rich text: a line break must be <br>.
        labels << tr("%1\n%2\n%Ln answer(s)", nullptr, point.answers)
                      .arg(level, share)
                      .replace(u'\n', QStringLiteral("<br>"));
    }
    m_categories->setCategories(labels);
    for (const QString &label : m_percentAxis->categoriesLabels())
        m_percentAxis->remove(label);
    m_percentAxis->setStartValue(0);
    for (int percent = 0; percent <= 100; percent += 25)
        m_percentAxis->append(tr("%1 %").arg(locale.toString(percent)), percent);
}

void CalibrationChart::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        updateTexts();
    QChartView::changeEvent(event);
}
