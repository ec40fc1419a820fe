#include "pipeline/pipelineactivationschart.h"

#include "charts/chartlook.h"
#include "charts/chartstyle.h"
#include "core/pipelinechartdata.h"
#include "pipeline/pipelinenumbers.h"

#include <QBarSeries>
#include <QBarSet>
#include <QCategoryAxis>
#include <QChart>
#include <QCursor>
#include <QEvent>
#include <QLegend>
#include <QLocale>
#include <QToolTip>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;
using pipeline::PipelineSimulator;
using pipeline::Schedule;

PipelineActivationsChart::PipelineActivationsChart(QWidget *parent)
    : ChartView(parent)
{
    QChart *activationsChart = chart();
    // The legend is a label under the chart (legendText()).
    auto *series = new QBarSeries(activationsChart);
    m_series = series;
    m_currentActivations = new QBarSet(QString(), series);
    m_currentActivations->setColor(ChartStyle::Pipeline::currentBars);
    m_comparedActivations = new QBarSet(QString(), series);
    m_comparedActivations->setColor(ChartStyle::Pipeline::comparedBars);
    series->append(m_currentActivations);
    series->append(m_comparedActivations);
    // Appended to the series only while a setting is pinned: the legend lists what is drawn.
    m_pinnedActivations = new QBarSet(QString(), this);
    QBrush hatched(ChartStyle::pinned.colour, Qt::BDiagPattern);
    m_pinnedActivations->setBrush(hatched);
    m_pinnedActivations->setPen(QPen(ChartStyle::pinned.colour, 1));
    m_pinnedActivations->setLabelColor(ChartStyle::pinned.colour);
    activationsChart->addSeries(series);
    // A value axis with labels only where they fit: bar i stands at x = i.
    m_axisX = new QCategoryAxis(activationsChart);
    m_axisX->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    m_axisX->setGridLineVisible(false);
    m_axisY = new QValueAxis(activationsChart);
    m_axisY->setLabelFormat(u"%.0f"_s);
    activationsChart->addAxis(m_axisX, Qt::AlignBottom);
    activationsChart->addAxis(m_axisY, Qt::AlignLeft);
    series->attachAxis(m_axisX);
    series->attachAxis(m_axisY);

    // Hover readouts: the GPU, the schedule and the micro-batches held.
    for (QBarSet *set : {m_currentActivations, m_comparedActivations, m_pinnedActivations}) {
        connect(set, &QBarSet::hovered, this, [this, set](bool on, int index) {
            if (!on || index < 0 || index >= set->count()) {
                QToolTip::hideText();
                return;
            }
            QToolTip::showText(QCursor::pos(),
                               tr("GPU %1, %2: %3")
                                   .arg(QLocale().toString(index + 1), set->label(),
                                        PipelineNumbers::units(set->at(index))),
                               this);
        });
    }

    setObjectName(u"activationsChartView"_s);
    setFocusPolicy(Qt::TabFocus);
    m_yIntervals = ChartStyle::maxRoundIntervals;
    ChartLook::onLabelRoomChanged(activationsChart, this, [this] { fitTicks(); });
    updateMinimumSize();
}

void PipelineActivationsChart::changeEvent(QEvent *event)
{
    ChartView::changeEvent(event);
    // After ChartLook has given the chart the new font.
    if (event->type() == QEvent::FontChange)
        updateMinimumSize();
}

void PipelineActivationsChart::updateMinimumSize()
{
    ChartLook::setMinimumForText(this, {chart()->title()}, 1, 4, ChartStyle::smallChartMinimum);
}

void PipelineActivationsChart::fitTicks()
{
    const QFont font = m_axisX->labelsFont();
    const QMargins margins = chart()->margins();
    const qreal width = chart()->size().width() - margins.left() - margins.right();
    const qreal widestGpu = ChartStyle::longestTickLabel(font,
                                                         {QLocale().toString(pipeline::maxStages)},
                                                         Qt::Horizontal);
    const int fitting = ChartStyle::tickLabelsThatFit(width, widestGpu);
    if (fitting != m_xLabelsFitting) {
        m_xLabelsFitting = fitting;
        if (m_stages > 0)
            updateAxisX(m_stages);
    }
    const int intervals = ChartStyle::roundIntervalsThatFit(chart()->plotArea().height(), font);
    if (intervals != m_yIntervals) {
        m_yIntervals = intervals;
        applyAxisY();
    }
}

void PipelineActivationsChart::retranslate()
{
    setAccessibleName(tr("Chart: peak activations held on each GPU"));
    m_axisX->setTitleText(tr("GPU"));
    m_axisY->setTitleText(tr("micro-batches"));
    chart()->setTitle(tr("Peak activations per GPU"));
    chart()->setLocale(QLocale());
    updateMinimumSize();
}

void PipelineActivationsChart::plot(const pipeline::Parameters &current,
                                    const pipeline::Result &result,
                                    const pipeline::Result &comparedResult)
{
    const Schedule comparedSchedule = pipeline::comparedSchedule(current.schedule);
    const bool pinned = m_pinned.has_value();
    updateAxisX(pinned && m_pinned->ok() ? std::max(current.stages, int(m_pinned->stages.size()))
                                         : current.stages);
    // New bars re-lay the chart out: only when the values change.
    const auto fill = [](QBarSet *set, const pipeline::Result &shown) {
        QList<qreal> values;
        for (const pipeline::StageTimeline &stage : shown.stages)
            values.append(stage.peakActivations);
        QList<qreal> before;
        for (int i = 0; i < set->count(); ++i)
            before.append(set->at(i));
        if (before == values)
            return;
        if (set->count() > 0)
            set->remove(0, set->count());
        set->append(values);
    };
    fill(m_currentActivations, result);
    fill(m_comparedActivations, comparedResult);
    if (pinned) {
        fill(m_pinnedActivations, *m_pinned);
        const QString pinnedName = tr("Pinned: %1").arg(m_pinnedLabel);
        if (m_pinnedActivations->label() != pinnedName)
            m_pinnedActivations->setLabel(pinnedName);
    }
    const bool pinChanged = pinned != m_series->barSets().contains(m_pinnedActivations);
    if (pinChanged) {
        if (pinned)
            m_series->append(m_pinnedActivations);
        else
            m_series->take(m_pinnedActivations);
    }
    bool legendChanged = false;
    for (const auto &[set, schedule] : {std::pair{m_currentActivations, current.schedule},
                                        std::pair{m_comparedActivations, comparedSchedule}}) {
        if (set->label() != PipelineSimulator::scheduleName(schedule)) {
            set->setLabel(PipelineSimulator::scheduleName(schedule));
            legendChanged = true;
        }
    }
    updateAxisY(std::max({result.ok() ? result.peakActivations() : 0.0,
                          comparedResult.ok() ? comparedResult.peakActivations() : 0.0,
                          pinned && m_pinned->ok() ? m_pinned->peakActivations() : 0.0}));
    if (legendChanged || pinChanged)
        updateMinimumSize();
    updateDescription(result, comparedSchedule, comparedResult);
}

void PipelineActivationsChart::setPinned(const QString &label, const pipeline::Result &pinned)
{
    m_pinnedLabel = label;
    m_pinned = pinned;
}

void PipelineActivationsChart::clearPinned()
{
    m_pinned.reset();
}

QString PipelineActivationsChart::legendText() const
{
    QStringList entries;
    const QList<QBarSet *> sets = m_series->barSets();
    for (const QBarSet *set : sets) {
        const QString sign = set == m_pinnedActivations ? u"▨"_s : u"■"_s;
        entries << ChartLook::legendEntry(set->brush().color(), sign, set->label());
    }
    return ChartLook::legendText(entries);
}

void PipelineActivationsChart::updateAxisX(int stages)
{
    // GPU numbers under the bars: every one up to ten GPUs, every third beyond,
    // and fewer where the chart has no room for them (a category axis counts
    // its start as a label).
    m_stages = stages;
    const QLocale locale;
    int labelStep = stages <= 10 ? 1 : 3;
    while (labelStep < stages && (stages + labelStep - 1) / labelStep + 1 > m_xLabelsFitting)
        ++labelStep;
    QStringList labels;
    for (int stage = 0; stage < stages; stage += labelStep)
        labels.append(locale.toString(stage + 1));
    if (m_axisX->categoriesLabels() == labels)
        return;
    for (const QString &label : m_axisX->categoriesLabels())
        m_axisX->remove(label);
    m_axisX->setStartValue(-0.5);
    for (int i = 0; i < labels.size(); ++i)
        m_axisX->append(labels[i], i * labelStep);
    m_axisX->setRange(-0.5, stages - 0.5);
}

void PipelineActivationsChart::updateAxisY(double largest)
{
    // Re-scaled only when the bars outgrow the axis or shrink well below it, so
    // small changes do not make the axis jump.
    if (largest <= m_axisY->max() && largest >= m_axisY->max() / 2.5)
        return;
    m_largestY = largest;
    applyAxisY();
}

void PipelineActivationsChart::applyAxisY()
{
    // Whole ticks: the bars count micro-batches.
    const ChartStyle::RoundAxis ticks = ChartStyle::roundAxis(m_largestY, m_yIntervals);
    if (m_axisY->max() != ticks.top || m_axisY->tickCount() != ticks.tickCount()) {
        m_axisY->setRange(0, ticks.top);
        m_axisY->setTickCount(ticks.tickCount());
        updateMinimumSize();
    }
}

void PipelineActivationsChart::updateDescription(const pipeline::Result &result,
                                                 Schedule comparedSchedule,
                                                 const pipeline::Result &compared)
{
    const QLocale locale;
    QStringList perStage;
    for (int stage = 0; stage < result.stages.size(); ++stage) {
        QString line = tr("GPU %1: %2")
                           .arg(locale.toString(stage + 1),
                                PipelineNumbers::units(result.stages[stage].peakActivations));
        if (stage < compared.stages.size())
            line += tr(" (%1: %2)")
                        .arg(PipelineSimulator::scheduleName(comparedSchedule),
                             PipelineNumbers::units(compared.stages[stage].peakActivations));
        perStage.append(line);
    }
    setAccessibleDescription(
        perStage.isEmpty()
            ? tr("No values for these settings.")
            : tr("Micro-batches of activations held at peak. %1").arg(perStage.join(u"; "_s)));
}
