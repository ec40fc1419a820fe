#include "history/scorechart.h"

#include "common/chartstyle.h"
#include "history/historyformat.h"

#include <QtCharts/QCategoryAxis>
#include <QtCharts/QChart>
#include <QtCharts/QLineSeries>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

constexpr int percentStep = 25;
constexpr int maxTimeTicks = 5;
// Markers on each point only while they stay apart; thousands would hide the line.
constexpr int maxMarkedPoints = 60;
// Qt Charts strokes every segment of a line to find what the mouse is over:
// beyond a few hundred points that costs more than the rest of the page.
constexpr int maxDrawnPoints = 300;
constexpr qint64 msPerDay = 24 * 3600 * 1000;
// Room on the right for half of the last date, centred on the plot's edge.
constexpr QMargins chartMargins{4, 4, 48, 4};
const ChartStyle::Line scoreLine{ChartStyle::scoreBlue, 2.5};

void removeAllLabels(QCategoryAxis *axis)
{
    const QStringList labels = axis->categoriesLabels();
    for (const QString &label : labels)
        axis->remove(label);
}

} // namespace

ScoreChart::ScoreChart(QWidget *parent)
    : QChartView(new QChart, parent)
    , m_chart(chart())
{
    setObjectName(u"scoreChartView"_s);
    m_chart->legend()->hide();
    m_chart->setMargins(chartMargins);

    m_timeAxis = new QCategoryAxis;
    m_timeAxis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    m_percentAxis = new QCategoryAxis;
    m_percentAxis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    m_percentAxis->setRange(0, 100);
    m_chart->addAxis(m_timeAxis, Qt::AlignBottom);
    m_chart->addAxis(m_percentAxis, Qt::AlignLeft);

    m_scores = new QLineSeries;
    m_scores->setObjectName(u"scoreSeries"_s);
    m_scores->setPen(scoreLine.pen());
    m_chart->addSeries(m_scores);
    m_scores->attachAxis(m_timeAxis);
    m_scores->attachAxis(m_percentAxis);

    setRenderHint(QPainter::Antialiasing);
    setFocusPolicy(Qt::StrongFocus);
    setMinimumSize(ChartStyle::smallChartMinimum);
}

void ScoreChart::setPoints(const QList<HistoryStats::ScorePoint> &points, Language language)
{
    m_points = points;
    const QList<QPointF> drawn = HistoryStats::chartPoints(points, maxDrawnPoints);
    m_scores->replace(drawn);
    m_scores->setPointsVisible(points.size() <= maxMarkedPoints);

    if (!points.isEmpty()) {
        double first = drawn.constFirst().x();
        double last = drawn.constLast().x();
        // One attempt, or several at one moment: a day around them.
        if (last - first < 1) {
            first -= msPerDay / 2;
            last += msPerDay / 2;
        }
        m_timeAxis->setRange(first, last);
    }
    labelTimeAxis(language);
    describe(language);
}

void ScoreChart::retranslate(Language language)
{
    m_chart->setTitle(tr("Score over time"));
    m_timeAxis->setTitleText(tr("Date of the attempt"));
    m_percentAxis->setTitleText(tr("Score"));
    m_scores->setName(tr("Score"));
    setAccessibleName(tr("Score over time"));
    labelPercentAxis(language);
    labelTimeAxis(language);
    describe(language);
}

void ScoreChart::labelPercentAxis(Language language)
{
    removeAllLabels(m_percentAxis);
    m_percentAxis->setStartValue(-1);
    for (int percent = 0; percent <= 100; percent += percentStep)
        m_percentAxis->append(HistoryFormat::percent(percent, language), percent);
}

// Up to five evenly spaced dates across the attempts; with the time of day
// when they all fall within two days. A label that would repeat the one
// before it (two ticks on one day) is left out.
void ScoreChart::labelTimeAxis(Language language)
{
    removeAllLabels(m_timeAxis);
    if (m_points.isEmpty())
        return;
    const double first = m_timeAxis->min();
    const double last = m_timeAxis->max();
    const bool withTime = last - first < 2.0 * msPerDay;
    const QString format = withTime ? u"d MMM, HH:mm"_s : u"d MMM yyyy"_s;
    const QLocale locale = localeFor(language);
    const int ticks = int(
        std::min<qsizetype>(maxTimeTicks, std::max<qsizetype>(2, m_points.size())));
    m_timeAxis->setStartValue(first - 1);
    for (int tick = 0; tick < ticks; ++tick) {
        const double at = first + (last - first) * tick / (ticks - 1);
        const QString label
            = locale.toString(QDateTime::fromMSecsSinceEpoch(qint64(at)).toLocalTime(), format);
        if (!m_timeAxis->categoriesLabels().contains(label))
            m_timeAxis->append(label, at);
    }
}

// What the chart shows, in words, for screen readers.
void ScoreChart::describe(Language language)
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
            .arg(HistoryFormat::percent(first.score.percent(), language),
                 HistoryFormat::dateTime(first.ended, language),
                 HistoryFormat::percent(last.score.percent(), language),
                 HistoryFormat::dateTime(last.ended, language),
                 HistoryFormat::percent(best->score.percent(), language)));
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
