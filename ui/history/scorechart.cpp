#include "history/scorechart.h"

#include "charts/chartlook.h"
#include "charts/chartstyle.h"
#include "charts/charttools.h"
#include "core/historyformat.h"

#include <QFontMetricsF>
#include <QtCharts/QCategoryAxis>
#include <QtCharts/QChart>
#include <QtCharts/QLineSeries>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace {

// More dates than this say nothing more, even where they would fit.
constexpr int maxTimeTicks = 7;
// Markers on each point only while they stay apart; thousands would hide the line.
constexpr int maxMarkedPoints = 60;
// Qt Charts strokes every segment of a line to find what the mouse is over:
// beyond a few hundred points that costs more than the rest of the page.
constexpr int maxDrawnPoints = 300;
constexpr qint64 msPerMinute = 60 * 1000;
constexpr qint64 msPerHour = 60 * msPerMinute;
constexpr qint64 msPerDay = 24 * msPerHour;
// Room on the right for half of a date centred near the plot's edge.
constexpr QMargins chartMargins{4, 4, 16, 4};
const ChartStyle::Line scoreLine{ChartStyle::scoreBlue, 2.5};

void removeAllLabels(QCategoryAxis *axis)
{
    const QStringList labels = axis->categoriesLabels();
    for (const QString &label : labels)
        axis->remove(label);
}

// Round steps of a time axis, shortest first.
enum class Unit { Minute, Hour, Day, Week, Month, Year };
struct TimeStep
{
    Unit unit;
    int count;
};
constexpr TimeStep timeSteps[]{{Unit::Minute, 1},  {Unit::Minute, 2},  {Unit::Minute, 5},
                               {Unit::Minute, 10}, {Unit::Minute, 15}, {Unit::Minute, 30},
                               {Unit::Hour, 1},    {Unit::Hour, 2},    {Unit::Hour, 3},
                               {Unit::Hour, 6},    {Unit::Hour, 12},   {Unit::Day, 1},
                               {Unit::Day, 2},     {Unit::Week, 1},    {Unit::Week, 2},
                               {Unit::Month, 1},   {Unit::Month, 2},   {Unit::Month, 3},
                               {Unit::Month, 6},   {Unit::Year, 1},    {Unit::Year, 2},
                               {Unit::Year, 5},    {Unit::Year, 10},   {Unit::Year, 25},
                               {Unit::Year, 50},   {Unit::Year, 100}};

qint64 shortestLength(TimeStep step)
{
    switch (step.unit) {
    case Unit::Minute:
        return step.count * msPerMinute;
    case Unit::Hour:
        return step.count * msPerHour;
    case Unit::Day:
        return step.count * msPerDay;
    case Unit::Week:
        return step.count * 7 * msPerDay;
    case Unit::Month:
        return step.count * 28 * msPerDay;
    case Unit::Year:
        return step.count * 365 * msPerDay;
    }
    return msPerDay;
}

QDateTime advance(const QDateTime &at, TimeStep step)
{
    switch (step.unit) {
    case Unit::Minute:
        return at.addSecs(step.count * 60);
    case Unit::Hour:
        return at.addSecs(step.count * 3600);
    case Unit::Day:
        return at.addDays(step.count);
    case Unit::Week:
        return at.addDays(7 * step.count);
    case Unit::Month:
        return at.addMonths(step.count);
    case Unit::Year:
        return at.addYears(step.count);
    }
    return at.addDays(1);
}

// The last round time of this step at or before `from` (local time): a
// multiple of the step within its hour, day or year; every other day or week
// counted from the same day for every range.
QDateTime roundDown(const QDateTime &from, TimeStep step)
{
    const QDate day = from.date();
    const QTime time = from.time();
    const int count = step.count;
    switch (step.unit) {
    case Unit::Minute:
        return QDateTime(day, QTime(time.hour(), time.minute() - time.minute() % count));
    case Unit::Hour:
        return QDateTime(day, QTime(time.hour() - time.hour() % count, 0));
    case Unit::Day:
        return QDateTime(day.addDays(-(day.toJulianDay() % count)), QTime(0, 0));
    case Unit::Week: {
        const QDate monday = day.addDays(1 - day.dayOfWeek());
        return QDateTime(monday.addDays(-7 * (monday.toJulianDay() / 7 % count)), QTime(0, 0));
    }
    case Unit::Month:
        return QDateTime(QDate(day.year(), day.month() - (day.month() - 1) % count, 1), QTime(0, 0));
    case Unit::Year:
        return QDateTime(QDate(day.year() - day.year() % count, 1, 1), QTime(0, 0));
    }
    return QDateTime(day, QTime(0, 0));
}

// The round times of `step` from `from` to `to`; stops past `limit`.
QList<QDateTime> roundTimes(qint64 from, qint64 to, TimeStep step, int limit)
{
    QList<QDateTime> times;
    const QDateTime first = QDateTime::fromMSecsSinceEpoch(from).toLocalTime();
    for (QDateTime at = roundDown(first, step); at.toMSecsSinceEpoch() <= to;
         at = advance(at, step)) {
        if (at.toMSecsSinceEpoch() >= from)
            times.append(at);
        if (times.size() > limit)
            break;
    }
    return times;
}

// The date in full at the first tick and where it changes; the rest shorter.
QStringList timeLabels(const QList<QDateTime> &times, Unit unit, const QLocale &locale)
{
    QStringList labels;
    for (qsizetype i = 0; i < times.size(); ++i) {
        const QDateTime &at = times.at(i);
        const QDate before = i > 0 ? times.at(i - 1).date() : QDate();
        const bool newDay = i == 0 || before != at.date();
        const bool newYear = i == 0 || before.year() != at.date().year();
        QString format;
        switch (unit) {
        case Unit::Minute:
        case Unit::Hour:
            format = newDay ? u"d MMM, HH:mm"_s : u"HH:mm"_s;
            break;
        case Unit::Day:
        case Unit::Week:
            format = newYear ? u"d MMM yyyy"_s : u"d MMM"_s;
            break;
        case Unit::Month:
            format = newYear ? u"MMM yyyy"_s : u"MMM"_s;
            break;
        case Unit::Year:
            format = u"yyyy"_s;
            break;
        }
        labels << locale.toString(at, format);
    }
    return labels;
}

// Where a time axis's labels may go: `plot` spans `from` to `to`, the labels
// stay within 0..`width` and `gap` apart.
struct TimeRoom
{
    qint64 from = 0;
    qint64 to = 1;
    QRectF plot;
    qreal width = 0;
    qreal gap = 0;
};

bool labelsFit(const QList<QDateTime> &times, const QStringList &labels, const TimeRoom &room,
               const QFontMetricsF &metrics)
{
    QList<qreal> centres;
    for (const QDateTime &at : times) {
        const double share = double(at.toMSecsSinceEpoch() - room.from)
                             / double(room.to - room.from);
        centres.append(room.plot.left() + share * room.plot.width());
    }
    for (qsizetype i = 0; i < centres.size(); ++i) {
        const qreal width = metrics.horizontalAdvance(labels.at(i));
        const qreal centre = centres.at(i);
        if (centre - width / 2 < 0 || centre + width / 2 > room.width)
            return false;
        // Qt Charts cuts a label short that is wider than the space between
        // its tick and the next one on either side.
        if (i > 0 && width + room.gap > centre - centres.at(i - 1))
            return false;
        if (i + 1 < centres.size() && width + room.gap > centres.at(i + 1) - centre)
            return false;
    }
    return true;
}

struct TimeTicks
{
    QList<QDateTime> times;
    QStringList labels;
};

// The shortest round step with two to maxTimeTicks labels that fit side by
// side; else one label that fits; else the longest step with any tick.
TimeTicks placeTimeTicks(const TimeRoom &room, const QLocale &locale, const QFontMetricsF &metrics)
{
    const qint64 span = room.to - room.from;
    TimeTicks single;
    TimeTicks last;
    for (const TimeStep step : timeSteps) {
        if (span / shortestLength(step) > 2 * maxTimeTicks)
            continue;
        TimeTicks ticks;
        ticks.times = roundTimes(room.from, room.to, step, maxTimeTicks);
        if (ticks.times.isEmpty() || ticks.times.size() > maxTimeTicks)
            continue;
        ticks.labels = timeLabels(ticks.times, step.unit, locale);
        const bool fits = labelsFit(ticks.times, ticks.labels, room, metrics);
        if (fits && ticks.times.size() >= 2)
            return ticks;
        if (fits && single.times.isEmpty())
            single = ticks;
        last = ticks;
    }
    return single.times.isEmpty() ? last : single;
}

} // namespace

ScoreChart::ScoreChart(QWidget *parent)
    : ChartView(parent)
    , m_chart(chart())
{
    setObjectName(u"scoreChartView"_s);
    m_chart->setMargins(chartMargins);

    m_timeAxis = new QCategoryAxis;
    m_timeAxis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    m_percentAxis = new QCategoryAxis;
    m_percentAxis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    // Room above 100 % and below 0 % for a whole marker.
    m_percentAxis->setRange(-100 * ChartStyle::axisPadding, 100 * (1 + ChartStyle::axisPadding));
    m_chart->addAxis(m_timeAxis, Qt::AlignBottom);
    m_chart->addAxis(m_percentAxis, Qt::AlignLeft);

    m_scores = new QLineSeries;
    m_scores->setObjectName(u"scoreSeries"_s);
    m_scores->setPen(scoreLine.pen());
    m_chart->addSeries(m_scores);
    m_scores->attachAxis(m_timeAxis);
    m_scores->attachAxis(m_percentAxis);
    addReadout(m_scores);
    // The dates that fit depend on the plot's width.
    connect(m_chart, &QChart::plotAreaChanged, this, [this](const QRectF &) { labelTimeAxis(); });

    updateMinimumSize();
}

void ScoreChart::changeEvent(QEvent *event)
{
    ChartView::changeEvent(event);
    // After ChartLook has given the chart the new font.
    if (event->type() == QEvent::FontChange)
        updateMinimumSize();
}

// Tall enough for the five percent ticks and wide enough for the titles at
// the current text size: the page scrolls rather than squeeze the chart.
void ScoreChart::updateMinimumSize()
{
    ChartLook::setMinimumForText(this, {m_chart->title()}, 1, 6, ChartStyle::smallChartMinimum);
}

void ScoreChart::setPoints(const QList<HistoryStats::ScorePoint> &points, Language language)
{
    m_points = points;
    m_language = language;
    m_scores->replace(HistoryStats::chartPoints(points, maxDrawnPoints));
    m_scores->setPointsVisible(points.size() <= maxMarkedPoints);
    setTimeRange();
    labelTimeAxis();
    describe();
    if (m_tools)
        m_tools->dataChanged();
}

void ScoreChart::retranslate(Language language)
{
    m_language = language;
    m_chart->setTitle(tr("Score over time"));
    m_timeAxis->setTitleText(tr("Date of the attempt"));
    m_percentAxis->setTitleText(tr("Score"));
    updateMinimumSize();
    m_scores->setName(tr("Score"));
    setAccessibleName(tr("Score over time"));
    labelPercentAxis();
    labelTimeAxis();
    describe();
    if (m_tools)
        m_tools->dataChanged();
}

ChartTools *ScoreChart::makeTools(QWidget *parent)
{
    if (m_tools)
        return m_tools;
    m_tools = new ChartTools(ChartTools::Pin::LeftOut, parent);
    m_tools->setObjectName(u"scoreChartTools"_s);
    m_tools->setCharts({{this, [] { return tr("Score over time"); },
                         [] {
                             return QStringLiteral("history-score-over-time");
                         }}});
    m_tools->setTables([this] { return QList<ChartTable>{dataTable()}; });
    m_tools->setFigures([this] { return figures(); });
    return m_tools;
}

ChartTable ScoreChart::dataTable() const
{
    const QLocale locale = localeFor(m_language);
    ChartTable table;
    table.title = tr("Score over time");
    table.headers = {tr("Attempt"), tr("Finished"), tr("Right"), tr("Questions"), tr("Score")};
    table.rows.reserve(m_points.size());
    for (qsizetype i = 0; i < m_points.size(); ++i) {
        const HistoryStats::ScorePoint &point = m_points.at(i);
        table.rows.append({locale.toString(i + 1), HistoryFormat::dateTime(point.ended, m_language),
                           locale.toString(point.score.correct), locale.toString(point.score.total),
                           HistoryFormat::percent(point.score.percent(), m_language)});
    }
    return table;
}

QString ScoreChart::figures() const
{
    return accessibleDescription() + u"\n\n"_s + tabSeparated(dataTable());
}

// The whole range of the attempts with room at each end for a whole marker;
// at least an hour (a day around a single moment), so that round times fall in it.
void ScoreChart::setTimeRange()
{
    const QList<QPointF> drawn = m_scores->points();
    if (drawn.isEmpty())
        return;
    double first = drawn.constFirst().x();
    double last = drawn.constLast().x();
    const double middle = (first + last) / 2;
    if (last - first < 1) {
        first = middle - msPerDay / 2;
        last = middle + msPerDay / 2;
    } else if (last - first < msPerHour) {
        first = middle - msPerHour / 2;
        last = middle + msPerHour / 2;
    }
    const double padding = (last - first) * ChartStyle::axisPadding;
    m_timeAxis->setRange(first - padding, last + padding);
}

void ScoreChart::labelPercentAxis()
{
    removeAllLabels(m_percentAxis);
    const ChartStyle::RoundAxis axis = ChartStyle::roundAxis(100);
    m_percentAxis->setStartValue(m_percentAxis->min() - 1);
    for (int tick = 0; tick < axis.tickCount(); ++tick) {
        const int percent = qRound(tick * axis.step);
        m_percentAxis->append(HistoryFormat::percent(percent, m_language), percent);
    }
}

// Round dates, as many as stand apart at the plot's width (see placeTimeTicks).
void ScoreChart::labelTimeAxis()
{
    if (m_points.isEmpty()) {
        removeAllLabels(m_timeAxis);
        return;
    }
    TimeRoom room;
    room.from = qint64(std::ceil(m_timeAxis->min()));
    room.to = qint64(std::floor(m_timeAxis->max()));
    room.plot = m_chart->plotArea();
    room.width = m_chart->size().width();
    if (room.plot.width() <= 0 || room.width <= 0) { // not laid out yet
        room.width = std::max(width(), minimumWidth());
        room.plot = QRectF(60, 0, room.width - 60 - chartMargins.right(), 1);
    }
    const QFontMetricsF metrics(m_timeAxis->labelsFont());
    room.gap = metrics.horizontalAdvance(u"  "_s);
    const TimeTicks ticks = placeTimeTicks(room, localeFor(m_language), metrics);
    QList<double> values;
    for (const QDateTime &at : ticks.times)
        values.append(double(at.toMSecsSinceEpoch()));
    // Relabelling lays the chart out again, and so calls here again: only on a change.
    const double start = m_timeAxis->min() - 1;
    const QStringList shown = m_timeAxis->categoriesLabels();
    bool unchanged = shown == ticks.labels && m_timeAxis->startValue() == start;
    for (qsizetype i = 0; unchanged && i < shown.size(); ++i)
        unchanged = m_timeAxis->endValue(shown.at(i)) == values.at(i);
    if (unchanged)
        return;
    removeAllLabels(m_timeAxis);
    m_timeAxis->setStartValue(start);
    for (qsizetype i = 0; i < ticks.times.size(); ++i)
        m_timeAxis->append(ticks.labels.at(i), values.at(i));
}

// What the chart shows, in words, for screen readers.
void ScoreChart::describe()
{
    if (m_points.isEmpty()) {
        setAccessibleDescription(tr("No finished attempt of the whole quiz yet."));
        return;
    }
    const HistoryStats::ScorePoint &first = m_points.constFirst();
    const HistoryStats::ScorePoint &last = m_points.constLast();
    const auto best = std::max_element(m_points.cbegin(), m_points.cend(),
                                       [](const auto &a, const auto &b) {
                                           return a.score.percent() < b.score.percent();
                                       });
    setAccessibleDescription(
        tr("%Ln finished attempt(s) of the whole quiz: %1 on %2, the last %3 on %4; best %5.",
           nullptr, int(m_points.size()))
            .arg(HistoryFormat::percent(first.score.percent(), m_language),
                 HistoryFormat::dateTime(first.ended, m_language),
                 HistoryFormat::percent(last.score.percent(), m_language),
                 HistoryFormat::dateTime(last.ended, m_language),
                 HistoryFormat::percent(best->score.percent(), m_language)));
}

// The drawn point nearest the hover in time.
QString ScoreChart::readout(const QXYSeries *, qsizetype drawnIndex) const
{
    const QLocale locale = localeFor(m_language);
    // The run of attempts HistoryStats::chartPoints drew as this point.
    const qsizetype count = m_points.size();
    const qsizetype groups = m_scores->count();
    const qsizetype first = count * drawnIndex / groups;
    const qsizetype last = count * (drawnIndex + 1) / groups - 1;
    const HistoryStats::ScorePoint &point = m_points.at(first);
    if (first == last) {
        return tr("Attempt %1, %2: %3")
            .arg(locale.toString(first + 1), HistoryFormat::dateTime(point.ended, m_language),
                 HistoryFormat::score(point.score, m_language));
    }
    return tr("Attempts %1 to %2, %3 to %4: %5 on average")
        .arg(locale.toString(first + 1), locale.toString(last + 1),
             HistoryFormat::dateTime(point.ended, m_language),
             HistoryFormat::dateTime(m_points.at(last).ended, m_language),
             HistoryFormat::percent(qRound(m_scores->at(int(drawnIndex)).y()), m_language));
}

QList<QPointF> ScoreChart::drawnPoints() const
{
    return m_scores->points();
}

QStringList ScoreChart::timeLabels() const
{
    return m_timeAxis->categoriesLabels();
}

QStringList ScoreChart::percentLabels() const
{
    return m_percentAxis->categoriesLabels();
}
