#include "pipeline/pipelinebubblechart.h"

#include "charts/chartlook.h"
#include "charts/chartstyle.h"
#include "charts/seriesmapping.h"
#include "core/models/bubblesweepmodel.h"
#include "pipeline/pipelinenumbers.h"

#include <QChart>
#include <QEvent>
#include <QFontMetrics>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QScatterSeries>
#include <QValueAxis>

#include <algorithm>

using namespace Qt::StringLiterals;
using pipeline::BubblePoint;
using pipeline::Parameters;
using pipeline::PipelineSimulator;
namespace Style = ChartStyle::Pipeline;

namespace {

// A title as lines: broken after its first colon ("Bubble against m:" and the
// schedule), where it has one.
QStringList titleLines(const QString &title)
{
    const qsizetype colon = title.indexOf(u": "_s);
    if (colon < 0)
        return {title};
    return {title.left(colon + 1), title.mid(colon + 2)};
}

// The points of one measure, in percent.
QList<QPointF> percentPoints(const QList<BubblePoint> &points, PipelineBubbleChart::Measure measure)
{
    QList<QPointF> shown;
    shown.reserve(points.size());
    const bool overTotal = measure == PipelineBubbleChart::Measure::OverTotalTime;
    for (const BubblePoint &point : points)
        shown.append(
            QPointF(point.microBatches, 100.0 * (overTotal ? point.overTotal : point.overIdeal)));
    return shown;
}

} // namespace

PipelineBubbleChart::PipelineBubbleChart(QWidget *parent)
    : ChartView(parent)
{
    QChart *bubbleChart = chart();
    // The legend is a label under the chart (legendText()).
    m_formulaSeries = new QLineSeries(bubbleChart);
    m_formulaSeries->setPen(Style::closedForm.pen());
    m_simulatedSeries = new QScatterSeries(bubbleChart);
    // Hollow markers, so the closed-form line shows through where they agree.
    m_simulatedSeries->setMarkerSize(Style::simulatedMarkerSize);
    m_simulatedSeries->setColor(Qt::transparent);
    m_simulatedSeries->setPen(Style::simulatedOutline.pen());
    m_currentSeries = new QScatterSeries(bubbleChart);
    m_currentSeries->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
    m_currentSeries->setMarkerSize(Style::currentMicroBatches.size);
    m_currentSeries->setColor(Style::currentMicroBatches.colour);
    m_pinnedSeries = new QLineSeries(bubbleChart);
    m_pinnedSeries->setPen(ChartStyle::pinned.pen());
    m_pinnedSeries->setVisible(false);
    // The closed form over the simulated markers: where the two agree the
    // markers (one for each m) lie so close that a line under them would be
    // hidden, as on the naive and ZB-H1 schedules, and the legend would name a
    // line no one sees.
    bubbleChart->addSeries(m_pinnedSeries);
    bubbleChart->addSeries(m_simulatedSeries);
    bubbleChart->addSeries(m_formulaSeries);
    bubbleChart->addSeries(m_currentSeries);
    // Ticks at round values from 0 (TicksDynamic), on axes a little longer than
    // the data so the markers at either end are drawn whole.
    // m = 1…64: a tick every 16, as 64 is a power of two.
    m_axisX = new QValueAxis(bubbleChart);
    const double xPadding = ChartStyle::axisPadding * pipeline::maxMicroBatches;
    m_axisX->setRange(-xPadding, pipeline::maxMicroBatches + xPadding);
    m_axisX->setTickType(QValueAxis::TicksDynamic);
    m_axisX->setTickAnchor(0);
    m_axisX->setTickInterval(pipeline::maxMicroBatches / 4);
    m_axisX->setLabelFormat(u"%.0f"_s);
    m_axisY = new QValueAxis(bubbleChart);
    m_axisY->setLabelFormat(u"%.0f"_s);
    m_axisY->setTickType(QValueAxis::TicksDynamic);
    m_axisY->setTickAnchor(0);
    bubbleChart->addAxis(m_axisX, Qt::AlignBottom);
    bubbleChart->addAxis(m_axisY, Qt::AlignLeft);
    for (QScatterSeries *series : {m_simulatedSeries, m_currentSeries}) {
        series->attachAxis(m_axisX);
        series->attachAxis(m_axisY);
    }
    for (QLineSeries *series : {m_formulaSeries, m_pinnedSeries}) {
        series->attachAxis(m_axisX);
        series->attachAxis(m_axisY);
    }

    // Hover readouts: the nearest point's m and value, in the current language's digits.
    for (QXYSeries *series :
         {static_cast<QXYSeries *>(m_formulaSeries), static_cast<QXYSeries *>(m_simulatedSeries),
          static_cast<QXYSeries *>(m_currentSeries), static_cast<QXYSeries *>(m_pinnedSeries)})
        addReadout(series);

    setObjectName(u"bubbleChartView"_s);
    setFocusPolicy(Qt::TabFocus);
    m_yIntervals = ChartStyle::maxRoundIntervals;
    ChartLook::onLabelRoomChanged(bubbleChart, this, [this] { fitTicks(); });
    updateMinimumSize();
}

void PipelineBubbleChart::changeEvent(QEvent *event)
{
    ChartView::changeEvent(event);
    // After ChartLook has given the chart the new font.
    if (event->type() == QEvent::FontChange)
        updateMinimumSize();
}

QString PipelineBubbleChart::title(pipeline::Schedule schedule, int stages) const
{
    return tr("Bubble against m: %1, p = %2")
        .arg(PipelineSimulator::scheduleName(schedule), QLocale().toString(stages));
}

void PipelineBubbleChart::updateMinimumSize()
{
    // Every title the chart can show, so that it keeps its size as the controls change.
    // On two lines at their narrowest (showTitle()).
    QStringList titles;
    for (pipeline::Schedule schedule : pipeline::allSchedules)
        titles << titleLines(title(schedule, pipeline::maxStages));
    ChartLook::setMinimumForText(this, titles, 2, 4, ChartStyle::smallChartMinimum);
}

void PipelineBubbleChart::showTitle()
{
    const QMargins margins = chart()->margins();
    // The chart's background and the title's padding inside its margins.
    constexpr int padding = 24;
    const int room = int(chart()->size().width()) - margins.left() - margins.right() - padding;
    const bool fits = QFontMetrics(chart()->titleFont()).horizontalAdvance(m_title) <= room;
    const QString shown = fits ? m_title : titleLines(m_title).join(u"<br>"_s);
    if (chart()->title() != shown)
        chart()->setTitle(shown);
}

void PipelineBubbleChart::fitTicks()
{
    showTitle();
    const QFont font = m_axisX->labelsFont();
    // m = 0…64: a tick every 16, else every 32, else at the ends only.
    const QMargins margins = chart()->margins();
    const qreal width = chart()->size().width() - margins.left() - margins.right();
    const qreal widestM = ChartStyle::longestTickLabel(font,
                                                       {QLocale().toString(
                                                           pipeline::maxMicroBatches)},
                                                       Qt::Horizontal);
    const int fitting = ChartStyle::tickLabelsThatFit(width, widestM);
    int interval = pipeline::maxMicroBatches / 4;
    while (interval < pipeline::maxMicroBatches
           && pipeline::maxMicroBatches / interval + 1 > fitting)
        interval *= 2;
    if (m_axisX->tickInterval() != interval)
        m_axisX->setTickInterval(interval);

    const int intervals = ChartStyle::roundIntervalsThatFit(chart()->plotArea().height(), font);
    if (intervals != m_yIntervals) {
        m_yIntervals = intervals;
        applyAxisY();
    }
}

QString PipelineBubbleChart::readout(const QXYSeries *series, qsizetype index) const
{
    const QPointF nearest = series->at(int(index));
    return tr("%1, m = %2: %3")
        .arg(series->name(), QLocale().toString(qRound(nearest.x())),
             PipelineNumbers::percent(nearest.y() / 100.0));
}

void PipelineBubbleChart::retranslate()
{
    setAccessibleName(tr("Chart: bubble against the number of micro-batches"));
    m_formulaSeries->setName(tr("closed form"));
    m_simulatedSeries->setName(tr("simulated"));
    m_currentSeries->setName(tr("current m"));
    m_axisX->setTitleText(tr("micro-batches m"));
    chart()->setLocale(QLocale());
    updateMinimumSize();
}

void PipelineBubbleChart::setModel(BubbleSweepModel *model)
{
    SeriesMapping::feed(m_simulatedSeries, model, BubbleSweepModel::MicroBatchesColumn,
                        BubbleSweepModel::SimulatedColumn);
    SeriesMapping::feed(m_formulaSeries, model, BubbleSweepModel::MicroBatchesColumn,
                        BubbleSweepModel::ClosedFormColumn);
}

void PipelineBubbleChart::plot(const Parameters &current, const pipeline::Result &result,
                               Measure measure)
{
    const QList<QPointF> simulated = m_simulatedSeries->points();

    double currentValue = 0;
    QList<QPointF> currentPoints;
    if (result.ok()) {
        currentValue = 100.0
                       * (measure == Measure::OverTotalTime ? result.bubbleOverTotal
                                                            : result.bubbleOverIdeal);
        currentPoints.append(QPointF(current.microBatches, currentValue));
    }
    ChartLook::replaceIfChanged(m_currentSeries, currentPoints);

    // The legend lists the pinned line only while it is drawn.
    const bool pinned = m_pinnedSweep.has_value();
    ChartLook::replaceIfChanged(m_pinnedSeries,
                                pinned ? percentPoints(m_pinnedSweep->simulated, measure)
                                       : QList<QPointF>{});
    const QString pinnedName = tr("Pinned: %1").arg(m_pinnedLabel);
    if (pinned && m_pinnedSeries->name() != pinnedName)
        m_pinnedSeries->setName(pinnedName);
    if (m_pinnedSeries->isVisible() != pinned) {
        m_pinnedSeries->setVisible(pinned);
        chart()->legend()->markers(m_pinnedSeries).value(0)->setVisible(pinned);
        updateMinimumSize();
    }
    // The axis reaches the pinned line's top as well.
    const double largestShown = pinned && measure == Measure::OverIdealCompute
                                    ? std::max(currentValue,
                                               100.0 * m_pinnedSweep->largestOverIdeal())
                                    : currentValue;
    updateAxisY(measure, largestShown);
    m_title = title(current.schedule, current.stages);
    showTitle();
    updateDescription(current, result, simulated, currentValue);
}

void PipelineBubbleChart::setPinned(const QString &label, const pipeline::BubbleSweep &sweep)
{
    m_pinnedLabel = label;
    m_pinnedSweep = sweep;
}

void PipelineBubbleChart::clearPinned()
{
    m_pinnedSweep.reset();
}

QString PipelineBubbleChart::legendText() const
{
    // Only what is drawn: some schedules have no closed form.
    QStringList entries;
    // In the colours drawn, which the dark theme lightens (ChartLook).
    if (m_formulaSeries->count() > 0)
        entries << ChartLook::legendEntry(m_formulaSeries->pen().color(), u"━━"_s,
                                          m_formulaSeries->name());
    entries << ChartLook::legendEntry(m_simulatedSeries->pen().color(), u"○"_s,
                                      m_simulatedSeries->name());
    if (m_currentSeries->count() > 0)
        entries << ChartLook::legendEntry(m_currentSeries->color(), u"■"_s, m_currentSeries->name());
    if (m_pinnedSeries->isVisible())
        entries << ChartLook::legendEntry(m_pinnedSeries->pen().color(), u"╌╌"_s,
                                          m_pinnedSeries->name());
    return ChartLook::legendText(entries);
}

double PipelineBubbleChart::largestDrawn() const
{
    double largest = 0.0;
    for (const QXYSeries *series : {static_cast<const QXYSeries *>(m_simulatedSeries),
                                    static_cast<const QXYSeries *>(m_formulaSeries)}) {
        for (const QPointF &point : series->points())
            largest = std::max(largest, point.y());
    }
    return largest;
}

void PipelineBubbleChart::updateAxisY(Measure measure, double currentValue)
{
    // Over total time the bubble is at most 100 %; over ideal compute it can be
    // several times the work, so the axis ends at the first round tick above the largest value.
    m_largestY = measure == Measure::OverTotalTime ? 100.0 : std::max(currentValue, largestDrawn());
    applyAxisY();
    // Short: a vertical title longer than the plot is cut; the measure box and
    // the figures say what each measure divides by.
    const QString axisTitle = measure == Measure::OverTotalTime ? tr("bubble ÷ total (%)")
                                                                : tr("bubble ÷ ideal (%)");
    if (m_axisY->titleText() != axisTitle) {
        m_axisY->setTitleText(axisTitle);
        updateMinimumSize();
    }
}

void PipelineBubbleChart::applyAxisY()
{
    const ChartStyle::RoundAxis ticks = ChartStyle::roundAxis(m_largestY, m_yIntervals);
    const double padding = ChartStyle::axisPadding * ticks.top;
    if (m_axisY->max() != ticks.top + padding || m_axisY->tickInterval() != ticks.step) {
        m_axisY->setRange(-padding, ticks.top + padding);
        m_axisY->setTickInterval(ticks.step);
        updateMinimumSize();
    }
}

void PipelineBubbleChart::updateDescription(const Parameters &current,
                                            const pipeline::Result &result,
                                            const QList<QPointF> &simulated, double currentValue)
{
    QString description;
    if (simulated.isEmpty()) {
        description = tr("No values for these settings.");
    } else {
        const QLocale locale;
        description = tr("Simulated %1: %2 at m = %3, %4 at m = %5.")
                          .arg(m_axisY->titleText(),
                               PipelineNumbers::percent(simulated.first().y() / 100.0),
                               locale.toString(int(simulated.first().x())),
                               PipelineNumbers::percent(simulated.last().y() / 100.0),
                               locale.toString(int(simulated.last().x())));
        if (result.ok())
            description += u' '
                           + tr("Now, at m = %1: %2.")
                                 .arg(locale.toString(current.microBatches),
                                      PipelineNumbers::percent(currentValue / 100.0));
    }
    setAccessibleDescription(description);
}
