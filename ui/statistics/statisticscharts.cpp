#include "statistics/statisticscharts.h"

#include "charts/chartlook.h"
#include "charts/chartstyle.h"
#include "core/percentformat.h"

#include <QCursor>
#include <QEvent>
#include <QLocale>
#include <QToolTip>
#include <QtCharts/QBarSeries>
#include <QtCharts/QBarSet>
#include <QtCharts/QCategoryAxis>
#include <QtCharts/QChart>
#include <QtCharts/QLineSeries>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace {
const QColor youngColour = ChartStyle::scoreBlue;
const QColor matureColour{0xc4, 0x55, 0x00};
const ChartStyle::Line desiredLine{QColor(0x60, 0x60, 0x60), 1.5, Qt::DashLine};
constexpr int maxPeriodLabels = 7;

void clearLabels(QCategoryAxis *axis)
{
    const QStringList labels = axis->categoriesLabels();
    for (const QString &label : labels)
        axis->remove(label);
}

// 0 to a round top, every tick a whole count in the interface's digits.
void labelCounts(QCategoryAxis *axis, int largest)
{
    const QLocale locale;
    clearLabels(axis);
    const ChartStyle::RoundAxis round = ChartStyle::roundAxis(std::max(largest, 1));
    axis->setStartValue(0);
    for (int tick = 0; tick < round.tickCount(); ++tick) {
        const double value = tick * round.step;
        axis->append(locale.toString(qRound(value)), value);
    }
    axis->setRange(0, round.top);
}

void labelPercent(QCategoryAxis *axis)
{
    const QLocale locale;
    clearLabels(axis);
    axis->setStartValue(-1);
    const ChartStyle::RoundAxis round = ChartStyle::roundAxis(100);
    for (int tick = 0; tick < round.tickCount(); ++tick) {
        const int percent = qRound(tick * round.step);
        axis->append(PercentFormat::text(percent, locale), percent);
    }
    axis->setRange(0, 100);
}

QCategoryAxis *onValueAxis()
{
    auto *axis = new QCategoryAxis;
    axis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    return axis;
}
} // namespace

CountBarChart::CountBarChart(QWidget *parent)
    : ChartView(parent)
{
    m_bars = new QBarSet(QString());
    m_bars->setColor(ChartStyle::scoreBlue);
    auto *series = new QBarSeries;
    series->setBarWidth(0.8);
    series->append(m_bars);
    chart()->addSeries(series);
    m_categoryAxis = onValueAxis();
    m_countAxis = onValueAxis();
    chart()->addAxis(m_categoryAxis, Qt::AlignBottom);
    chart()->addAxis(m_countAxis, Qt::AlignLeft);
    series->attachAxis(m_categoryAxis);
    series->attachAxis(m_countAxis);
    connect(m_bars, &QBarSet::hovered, this, &CountBarChart::showReadout);
    setMinimumSize(ChartStyle::smallChartMinimum.width(), 220);
}

void CountBarChart::setBars(const QString &title, const QList<int> &counts,
                            const QStringList &names, const QStringList &axisLabels,
                            const QString &nameHeader, const QString &countHeader)
{
    m_counts = counts;
    m_names = names;
    m_nameHeader = nameHeader;
    m_countHeader = countHeader;
    chart()->setTitle(title);
    setAccessibleName(title);
    if (m_bars->count() > 0)
        m_bars->remove(0, m_bars->count());
    for (int count : counts)
        m_bars->append(count);
    clearLabels(m_categoryAxis);
    m_categoryAxis->setStartValue(-0.5);
    for (qsizetype i = 0; i < axisLabels.size(); ++i) {
        if (!axisLabels.at(i).isEmpty())
            m_categoryAxis->append(axisLabels.at(i).toHtmlEscaped(), double(i)); // rich text
    }
    m_categoryAxis->setRange(-0.5, double(counts.size()) - 0.5);
    labelCounts(m_countAxis,
                counts.isEmpty() ? 0 : *std::max_element(counts.cbegin(), counts.cend()));
    ChartLook::setMinimumForText(this, {title}, 1, 5,
                                 QSize(ChartStyle::smallChartMinimum.width(), 220));
}

QStringList CountBarChart::axisLabels() const
{
    return m_categoryAxis->categoriesLabels();
}

ChartTable CountBarChart::dataTable() const
{
    const QLocale locale;
    ChartTable table;
    table.title = chart()->title();
    table.headers = {m_nameHeader, m_countHeader};
    for (qsizetype i = 0; i < m_counts.size() && i < m_names.size(); ++i)
        table.rows.append({m_names.at(i), locale.toString(m_counts.at(i))});
    return table;
}

void CountBarChart::showReadout(bool on, int index)
{
    if (!on || index < 0 || index >= m_counts.size() || index >= m_names.size()) {
        QToolTip::hideText();
        return;
    }
    QToolTip::showText(QCursor::pos(),
                       tr("%1: %2").arg(m_names.at(index), QLocale().toString(m_counts.at(index))),
                       this);
}

RetentionChart::RetentionChart(QWidget *parent)
    : ChartView(parent)
{
    setObjectName(u"retentionChart"_s);
    m_young = new QLineSeries;
    m_young->setPen(ChartStyle::Line{youngColour, 2.5}.pen());
    m_young->setPointsVisible(true);
    m_mature = new QLineSeries;
    m_mature->setPen(ChartStyle::Line{matureColour, 2.5}.pen());
    m_mature->setPointsVisible(true);
    m_desiredLine = new QLineSeries;
    m_desiredLine->setPen(desiredLine.pen());
    m_periodAxis = onValueAxis();
    m_percentAxis = onValueAxis();
    chart()->addAxis(m_periodAxis, Qt::AlignBottom);
    chart()->addAxis(m_percentAxis, Qt::AlignLeft);
    for (QLineSeries *series : {m_desiredLine, m_young, m_mature}) {
        chart()->addSeries(series);
        series->attachAxis(m_periodAxis);
        series->attachAxis(m_percentAxis);
    }
    addReadout(m_young);
    addReadout(m_mature);
    setMinimumSize(ChartStyle::smallChartMinimum.width(), 260);
}

void RetentionChart::setPeriods(const QList<RetentionPeriod> &periods, bool byMonth,
                                double desiredRetention)
{
    m_periods = periods;
    m_byMonth = byMonth;
    m_desired = desiredRetention;
    QList<QPointF> young;
    QList<QPointF> mature;
    for (qsizetype i = 0; i < periods.size(); ++i) {
        const RetentionPeriod &period = periods.at(i);
        if (period.young.reviews > 0)
            young.append({double(i), period.young.share() * 100});
        if (period.mature.reviews > 0)
            mature.append({double(i), period.mature.share() * 100});
    }
    ChartLook::replaceIfChanged(m_young, young);
    ChartLook::replaceIfChanged(m_mature, mature);
    const double last = std::max<double>(0, double(periods.size()) - 1);
    ChartLook::replaceIfChanged(m_desiredLine,
                                {{0, desiredRetention * 100}, {last, desiredRetention * 100}});
    updateTexts();
}

QList<QPointF> RetentionChart::youngPoints() const
{
    return m_young->points();
}

QList<QPointF> RetentionChart::maturePoints() const
{
    return m_mature->points();
}

QList<QPointF> RetentionChart::desiredPoints() const
{
    return m_desiredLine->points();
}

QStringList RetentionChart::periodLabels() const
{
    return m_periodAxis->categoriesLabels();
}

QString RetentionChart::periodName(const RetentionPeriod &period) const
{
    const QLocale locale;
    if (m_byMonth)
        return locale.toString(period.start, u"MMMM yyyy"_s);
    return tr("week of %1").arg(locale.toString(period.start, u"d MMMM yyyy"_s));
}

QString RetentionChart::legend() const
{
    const QLocale locale;
    return ChartLook::legendText(
        {ChartLook::legendEntry(youngColour, u"—"_s, tr("stability under 21 days")),
         ChartLook::legendEntry(matureColour, u"—"_s, tr("21 days or more")),
         ChartLook::legendEntry(desiredLine.colour, u"- -"_s,
                                tr("desired retention (%1)")
                                    .arg(PercentFormat::text(qRound(m_desired * 100), locale)))});
}

ChartTable RetentionChart::dataTable() const
{
    const QLocale locale;
    ChartTable table;
    table.title = chart()->title();
    table.headers = {m_byMonth ? tr("Month") : tr("Week"), tr("Reviews, under 21 days"),
                     tr("Recalled, under 21 days"), tr("Reviews, 21 days or more"),
                     tr("Recalled, 21 days or more")};
    const auto share = [&locale](const RetentionCount &count) {
        return count.reviews > 0
                   ? u"%1 (%2)"_s.arg(locale.toString(count.recalled),
                                      PercentFormat::text(qRound(count.share() * 100), locale))
                   : u"—"_s;
    };
    for (const RetentionPeriod &period : m_periods) {
        table.rows.append({periodName(period), locale.toString(period.young.reviews),
                           share(period.young), locale.toString(period.mature.reviews),
                           share(period.mature)});
    }
    return table;
}

QString RetentionChart::readout(const QXYSeries *series, qsizetype index) const
{
    if (index < 0 || index >= series->count())
        return {};
    const qsizetype periodIndex = qRound(series->at(index).x());
    if (periodIndex < 0 || periodIndex >= m_periods.size())
        return {};
    const RetentionPeriod &period = m_periods.at(periodIndex);
    const RetentionCount &count = series == m_young ? period.young : period.mature;
    const QLocale locale;
    return tr("%1: %2 recalled (%3 of %4)")
        .arg(periodName(period), PercentFormat::text(qRound(count.share() * 100), locale),
             locale.toString(count.recalled), locale.toString(count.reviews));
}

void RetentionChart::updateTexts()
{
    const QLocale locale;
    const QString title = m_byMonth ? tr("Share of reviews recalled, by month")
                                    : tr("Share of reviews recalled, by week");
    chart()->setTitle(title);
    setAccessibleName(title);
    clearLabels(m_periodAxis);
    m_periodAxis->setStartValue(-0.5);
    const qsizetype count = m_periods.size();
    const qsizetype stride = std::max<qsizetype>(1, (count + maxPeriodLabels - 1) / maxPeriodLabels);
    for (qsizetype i = 0; i < count; i += stride) {
        const QDate start = m_periods.at(i).start;
        const QString label = m_byMonth ? locale.monthName(start.month(), QLocale::ShortFormat)
                                        : locale.toString(start, u"d MMM"_s);
        // A category axis keys its labels by text: a month met again a year on
        // is told apart by its year.
        const QString unique = m_periodAxis->categoriesLabels().contains(label)
                                   ? locale.toString(start, u"MMM yyyy"_s)
                                   : label;
        m_periodAxis->append(unique, double(i));
    }
    m_periodAxis->setRange(-0.5, std::max<double>(0.5, double(count) - 0.5));
    labelPercent(m_percentAxis);
    ChartLook::setMinimumForText(this, {title}, 1, 6,
                                 QSize(ChartStyle::smallChartMinimum.width(), 260));
}

void RetentionChart::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        updateTexts();
    ChartView::changeEvent(event);
}
