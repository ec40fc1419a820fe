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

using namespace Qt::StringLiterals;

namespace {

// More numbers than this say nothing more, even where they would fit.
constexpr int maxTicks = 7;
// Markers on each point only while they stay apart; thousands would hide the line.
constexpr int maxMarkedPoints = 60;
// Qt Charts strokes every segment of a line to find what the mouse is over:
// beyond a few hundred points that costs more than the rest of the page.
constexpr int maxDrawnPoints = 300;
// Room on the right for half of a number centred near the plot's edge.
constexpr QMargins chartMargins{4, 4, 16, 4};
const ChartStyle::Line scoreLine{ChartStyle::scoreBlue, 2.5};

void removeAllLabels(QCategoryAxis *axis)
{
    const QStringList labels = axis->categoriesLabels();
    for (const QString &label : labels)
        axis->remove(label);
}

// Where the attempt axis's labels may go: `plot` spans `from` to `to`, the
// labels stay within 0..`width` and `gap` apart.
struct AxisRoom
{
    double from = 0;
    double to = 1;
    QRectF plot;
    qreal width = 0;
    qreal gap = 0;
};

bool labelsFit(const QList<int> &numbers, const QStringList &labels, const AxisRoom &room,
               const QFontMetricsF &metrics)
{
    QList<qreal> centres;
    for (const int number : numbers)
        centres.append(room.plot.left()
                       + (number - room.from) / (room.to - room.from) * room.plot.width());
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

struct AttemptTicks
{
    QList<int> numbers;
    QStringList labels;
};

// Every attempt's number while they fit, else every 2nd, 5th, 10th, 20th, …
// (the multiples of the step): the shortest round step with at most
// maxTicks labels that fit side by side; else the longest step tried.
AttemptTicks placeAttemptTicks(int count, const AxisRoom &room, const QLocale &locale,
                               const QFontMetricsF &metrics)
{
    AttemptTicks ticks;
    for (qint64 magnitude = 1; magnitude <= count; magnitude *= 10) {
        for (const int factor : {1, 2, 5}) {
            const qint64 step = magnitude * factor;
            if (count / step > maxTicks)
                continue;
            ticks = {};
            for (qint64 number = step > 1 ? step : 1; number <= count; number += step) {
                ticks.numbers.append(int(number));
                ticks.labels.append(locale.toString(number));
            }
            if (ticks.numbers.isEmpty()) // fewer attempts than the step: the first alone
                ticks = {{1}, {locale.toString(1)}};
            if (ticks.numbers.size() <= maxTicks
                && labelsFit(ticks.numbers, ticks.labels, room, metrics))
                return ticks;
        }
    }
    return ticks;
}

} // namespace

ScoreChart::ScoreChart(QWidget *parent)
    : ChartView(parent)
    , m_chart(chart())
{
    setObjectName(u"scoreChartView"_s);
    m_chart->setMargins(chartMargins);

    m_attemptAxis = new QCategoryAxis;
    m_attemptAxis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    m_percentAxis = new QCategoryAxis;
    m_percentAxis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    // Room above 100 % and below 0 % for a whole marker.
    m_percentAxis->setRange(-100 * ChartStyle::axisPadding, 100 * (1 + ChartStyle::axisPadding));
    m_chart->addAxis(m_attemptAxis, Qt::AlignBottom);
    m_chart->addAxis(m_percentAxis, Qt::AlignLeft);

    m_scores = new QLineSeries;
    m_scores->setObjectName(u"scoreSeries"_s);
    m_scores->setPen(scoreLine.pen());
    m_chart->addSeries(m_scores);
    m_scores->attachAxis(m_attemptAxis);
    m_scores->attachAxis(m_percentAxis);
    addReadout(m_scores);
    // The numbers that fit depend on the plot's width.
    connect(m_chart, &QChart::plotAreaChanged, this, [this](const QRectF &) { labelAttemptAxis(); });

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
    setAttemptRange();
    labelAttemptAxis();
    describe();
    if (m_tools)
        m_tools->dataChanged();
}

void ScoreChart::retranslate(Language language)
{
    m_language = language;
    m_chart->setTitle(tr("Score over time"));
    m_attemptAxis->setTitleText(tr("Attempt, in order"));
    m_percentAxis->setTitleText(tr("Score"));
    updateMinimumSize();
    m_scores->setName(tr("Score"));
    setAccessibleName(tr("Score over time"));
    labelPercentAxis();
    labelAttemptAxis();
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

// Attempt 1 to the last, with room at each end for a whole marker; one
// attempt stands in the middle of 0 to 2.
void ScoreChart::setAttemptRange()
{
    const auto count = double(m_points.size());
    if (count == 0)
        return;
    double first = 1;
    double last = count;
    if (count == 1) {
        first = 0;
        last = 2;
    }
    const double padding = (last - first) * ChartStyle::axisPadding;
    m_attemptAxis->setRange(first - padding, last + padding);
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

// The attempts' numbers, as many as stand apart at the plot's width (see placeAttemptTicks).
void ScoreChart::labelAttemptAxis()
{
    if (m_points.isEmpty()) {
        removeAllLabels(m_attemptAxis);
        return;
    }
    AxisRoom room;
    room.from = m_attemptAxis->min();
    room.to = m_attemptAxis->max();
    room.plot = m_chart->plotArea();
    room.width = m_chart->size().width();
    if (room.plot.width() <= 0 || room.width <= 0) { // not laid out yet
        room.width = std::max(width(), minimumWidth());
        room.plot = QRectF(60, 0, room.width - 60 - chartMargins.right(), 1);
    }
    const QFontMetricsF metrics(m_attemptAxis->labelsFont());
    room.gap = metrics.horizontalAdvance(u"  "_s);
    const AttemptTicks ticks = placeAttemptTicks(int(m_points.size()), room, localeFor(m_language),
                                                 metrics);
    // Relabelling lays the chart out again, and so calls here again: only on a change.
    const double start = m_attemptAxis->min() - 1;
    const QStringList shown = m_attemptAxis->categoriesLabels();
    bool unchanged = shown == ticks.labels && m_attemptAxis->startValue() == start;
    for (qsizetype i = 0; unchanged && i < shown.size(); ++i)
        unchanged = m_attemptAxis->endValue(shown.at(i)) == ticks.numbers.at(i);
    if (unchanged)
        return;
    removeAllLabels(m_attemptAxis);
    m_attemptAxis->setStartValue(start);
    for (qsizetype i = 0; i < ticks.numbers.size(); ++i)
        m_attemptAxis->append(ticks.labels.at(i), ticks.numbers.at(i));
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

// The drawn point nearest the hover.
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

QStringList ScoreChart::attemptLabels() const
{
    return m_attemptAxis->categoriesLabels();
}

QStringList ScoreChart::percentLabels() const
{
    return m_percentAxis->categoriesLabels();
}
