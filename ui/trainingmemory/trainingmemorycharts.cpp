#include "trainingmemory/trainingmemorycharts.h"

#include "charts/chartlook.h"
#include "charts/chartstyle.h"
#include "charts/seriesmapping.h"
#include "core/models/trainingmemorymodel.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QCategoryAxis>
#include <QEvent>
#include <QLineSeries>
#include <QLocale>
#include <QLogValueAxis>
#include <QScatterSeries>
#include <QStackedBarSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace {
// Weights, gradients, optimizer states, activations: blue, orange, green,
// purple, apart also for most colour-blind readers; the legend names them.
constexpr std::array<QColor, 4> partColours{QColor(0x1f, 0x5f, 0xbf), QColor(0xc4, 0x55, 0x00),
                                            QColor(0x2e, 0x8b, 0x3a), QColor(0x7b, 0x3f, 0x9e)};
// The four stages' lines: solid, dashed, dotted, dash-dotted, so that they
// differ without colour too.
constexpr std::array<Qt::PenStyle, 4> stageStyles{Qt::SolidLine, Qt::DashLine, Qt::DotLine,
                                                  Qt::DashDotLine};
constexpr ChartStyle::Line gpuLine{QColor(0xc6, 0x28, 0x28), 2.5, Qt::DashDotLine};

// The smallest size at which no axis text is cut short, at the current fonts.
void fitMinimumSize(QChartView *view)
{
    ChartLook::setMinimumForText(view, {}, 0, 6, ChartStyle::smallChartMinimum);
}

double toGb(quint64 bytes)
{
    return double(bytes) / 1e9;
}

QString gbText(double gb, int decimals = 1)
{
    return QCoreApplication::translate("TrainingMemoryPage", "%1 GB")
        .arg(QLocale().toString(gb, 'f', decimals));
}
} // namespace

TrainingStageChart::TrainingStageChart(QWidget *parent)
    : ChartView(parent)
{
    setObjectName(u"trainingStageChart"_s);
    m_chart = chart();
    m_bars = new QStackedBarSeries(m_chart);
    for (std::size_t i = 0; i < m_sets.size(); ++i) {
        m_sets[i] = new QBarSet(QString(), m_bars);
        m_sets[i]->setColor(partColours[i]);
        m_sets[i]->setBorderColor(partColours[i].darker(140));
        m_bars->append(m_sets[i]);
    }
    m_chart->addSeries(m_bars);
    m_gpuLine = new QLineSeries(m_chart);
    m_gpuLine->setPen(gpuLine.pen());
    m_chart->addSeries(m_gpuLine);
    m_pinnedMarkers = new QScatterSeries(m_chart);
    m_pinnedMarkers->setColor(ChartStyle::pinned.colour);
    m_pinnedMarkers->setMarkerSize(12);
    m_pinnedMarkers->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
    m_chart->addSeries(m_pinnedMarkers);
    m_chosenMarker = new QScatterSeries(m_chart);
    m_chosenMarker->setColor(ChartStyle::Attention::current.colour);
    m_chosenMarker->setBorderColor(ChartStyle::Attention::markerBorder);
    m_chosenMarker->setMarkerSize(ChartStyle::Attention::current.size);
    m_chosenMarker->setMarkerShape(QScatterSeries::MarkerShapeTriangle);
    m_chart->addSeries(m_chosenMarker);
    m_stageAxis = new QBarCategoryAxis(m_chart);
    m_memoryAxis = new QValueAxis(m_chart);
    m_memoryAxis->setLabelFormat(u"%.0f"_s);
    m_chart->addAxis(m_stageAxis, Qt::AlignBottom);
    m_chart->addAxis(m_memoryAxis, Qt::AlignLeft);
    for (QAbstractSeries *series :
         {static_cast<QAbstractSeries *>(m_bars), static_cast<QAbstractSeries *>(m_gpuLine),
          static_cast<QAbstractSeries *>(m_pinnedMarkers),
          static_cast<QAbstractSeries *>(m_chosenMarker)}) {
        series->attachAxis(m_stageAxis);
        series->attachAxis(m_memoryAxis);
    }
    m_chart->legend()->hide();
    m_chart->setMargins(ChartStyle::chartMargins);
    addReadout(m_gpuLine);
    addReadout(m_pinnedMarkers);
    addReadout(m_chosenMarker);
    setMinimumSize(ChartStyle::smallChartMinimum);
    retranslate();
}

void TrainingStageChart::retranslate()
{
    const QStringList parts{tr("Weights"), tr("Gradients"), tr("Optimizer states"),
                            tr("Activations")};
    for (std::size_t i = 0; i < m_sets.size(); ++i)
        m_sets[i]->setLabel(parts.at(int(i)));
    QStringList stages;
    for (int stage = 0; stage < TrainingLimits::stageCount; ++stage)
        stages << QLocale().toString(stage);
    m_stageAxis->setCategories(stages);
    m_stageAxis->setTitleText(tr("ZeRO stage (3 = FSDP)"));
    m_memoryAxis->setTitleText(tr("Memory per GPU (GB)"));
    m_gpuLine->setName(tr("GPU memory"));
    m_pinnedMarkers->setName(tr("Pinned setting"));
    m_chosenMarker->setName(tr("Chosen stage"));
    fitMinimumSize(this);
}

void TrainingStageChart::changeEvent(QEvent *event)
{
    ChartView::changeEvent(event);
    // After ChartLook has given the chart the new font.
    if (event->type() == QEvent::FontChange)
        fitMinimumSize(this);
}

void TrainingStageChart::plot(const TrainingMemoryResults &results)
{
    m_activations = results.config.activations;
    double highest = toGb(results.memoryBytes);
    for (std::size_t part = 0; part < m_sets.size(); ++part) {
        QList<qreal> values;
        for (const auto &memory : results.stages) {
            const quint64 bytes = !memory     ? 0
                                  : part == 0 ? memory->weights
                                  : part == 1 ? memory->gradients
                                  : part == 2 ? memory->optimizer
                                              : memory->activations;
            values << toGb(bytes);
        }
        if (m_sets[part]->count() != values.size())
            m_sets[part]->remove(0, m_sets[part]->count());
        for (int i = 0; i < values.size(); ++i) {
            if (i < m_sets[part]->count())
                m_sets[part]->replace(i, values.at(i));
            else
                m_sets[part]->append(values.at(i));
        }
    }
    for (const auto &memory : results.stages) {
        if (memory)
            highest = std::max(highest, toGb(memory->total()));
    }
    QList<QPointF> pinned;
    for (int stage = 0; m_hasPin && stage < TrainingLimits::stageCount; ++stage) {
        if (const auto &total = m_pinned[std::size_t(stage)]) {
            pinned.append({double(stage), toGb(*total)});
            highest = std::max(highest, toGb(*total));
        }
    }
    ChartLook::replaceIfChanged(m_pinnedMarkers, pinned);
    const int chosen = results.config.zeroStage;
    QList<QPointF> chosenPoint;
    if (const auto &memory = results.stages[std::size_t(chosen)]) {
        m_chosenTotalGb = toGb(memory->total());
        chosenPoint.append({double(chosen), m_chosenTotalGb + highest * 0.04});
    }
    ChartLook::replaceIfChanged(m_chosenMarker, chosenPoint);
    const double gpu = toGb(results.memoryBytes);
    ChartLook::replaceIfChanged(m_gpuLine, {{-0.5, gpu}, {3.5, gpu}});
    const ChartStyle::RoundAxis axis = ChartStyle::roundAxis(highest * 1.05);
    m_memoryAxis->setRange(0, axis.top);
    m_memoryAxis->setTickCount(axis.tickCount());
    QStringList description;
    for (int stage = 0; stage < TrainingLimits::stageCount; ++stage)
        description << TrainingMemoryText::fitSentence(results, stage);
    setAccessibleName(tr("Memory per GPU by ZeRO stage"));
    setAccessibleDescription(description.join(u' '));
}

void TrainingStageChart::setPinned(
    const std::array<std::optional<quint64>, TrainingLimits::stageCount> &totals)
{
    m_pinned = totals;
    m_hasPin = true;
}

void TrainingStageChart::clearPinned()
{
    m_hasPin = false;
    m_pinnedMarkers->clear();
}

QString TrainingStageChart::legendText() const
{
    QStringList entries;
    for (std::size_t i = 0; i < m_sets.size(); ++i) {
        if (i == 3 && !m_activations)
            continue;
        entries << ChartLook::legendEntry(partColours[i], u"■"_s, m_sets[i]->label());
    }
    entries << ChartLook::legendEntry(gpuLine.colour, u"━"_s, m_gpuLine->name());
    entries << ChartLook::legendEntry(ChartStyle::Attention::current.colour, u"▲"_s,
                                      m_chosenMarker->name());
    if (m_hasPin)
        entries << ChartLook::legendEntry(ChartStyle::pinned.colour, u"■"_s, tr("Pinned total"));
    return ChartLook::legendText(entries);
}

QString TrainingStageChart::readout(const QXYSeries *series, qsizetype index) const
{
    if (index < 0 || index >= series->count())
        return {};
    const double gb = series == m_chosenMarker ? m_chosenTotalGb : series->at(index).y();
    return series->name() + u": "_s + gbText(gb);
}

TrainingSweepChart::TrainingSweepChart(const TrainingMemoryModel *model, QWidget *parent)
    : ChartView(parent)
{
    setObjectName(u"trainingSweepChart"_s);
    m_chart = chart();
    m_dataParallelAxis = new QLogValueAxis(m_chart);
    m_dataParallelAxis->setBase(4); // labels at 1, 4, 16, …, 1024: room for each
    m_dataParallelAxis->setLabelFormat(u"%.0f"_s);
    m_dataParallelAxis->setRange(1, double(TrainingLimits::maxDataParallel));
    m_memoryAxis = new QLogValueAxis(m_chart);
    m_memoryAxis->setBase(10);
    m_memoryAxis->setVisible(false);
    m_memoryLabels = new QCategoryAxis(m_chart);
    m_memoryLabels->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    m_chart->addAxis(m_dataParallelAxis, Qt::AlignBottom);
    m_chart->addAxis(m_memoryAxis, Qt::AlignLeft);
    m_chart->addAxis(m_memoryLabels, Qt::AlignLeft);
    const auto attach = [this](QLineSeries *series) {
        m_chart->addSeries(series);
        series->attachAxis(m_dataParallelAxis);
        series->attachAxis(m_memoryAxis);
        addReadout(series);
    };
    for (int stage = 0; stage < TrainingLimits::stageCount; ++stage) {
        auto *series = new QLineSeries(m_chart);
        series->setPen(
            ChartStyle::Line{partColours[std::size_t(stage)], 2.5, stageStyles[std::size_t(stage)]}
                .pen());
        SeriesMapping::feed(series, model, TrainingMemoryModel::DataParallelColumn, stage + 1);
        m_stages[std::size_t(stage)] = series;
        attach(series);
    }
    m_gpuLine = new QLineSeries(m_chart);
    m_gpuLine->setPen(gpuLine.pen());
    attach(m_gpuLine);
    m_pinnedLine = new QLineSeries(m_chart);
    m_pinnedLine->setPen(ChartStyle::pinned.pen());
    attach(m_pinnedLine);
    m_chart->legend()->hide();
    m_chart->setMargins(ChartStyle::chartMargins);
    setMinimumSize(ChartStyle::smallChartMinimum);
    retranslate();
}

void TrainingSweepChart::retranslate()
{
    for (int stage = 0; stage < TrainingLimits::stageCount; ++stage)
        m_stages[std::size_t(stage)]->setName(TrainingMemoryText::stageName(stage));
    m_gpuLine->setName(tr("GPU memory"));
    m_pinnedLine->setName(tr("Pinned setting"));
    m_dataParallelAxis->setTitleText(tr("Data-parallel GPUs N_d"));
    m_memoryLabels->setTitleText(tr("Memory per GPU (GB, log scale)"));
    m_labelledExponents = {0, 0}; // the labels' digits follow the language
}

void TrainingSweepChart::changeEvent(QEvent *event)
{
    ChartView::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        fitMinimumSize(this);
}

void TrainingSweepChart::plot(const TrainingMemoryResults &results,
                              const QList<DataParallelSweepPoint> &sweep)
{
    // The series hold bytes, the model's numbers, on a hidden log axis; the
    // axis shown labels its powers of ten in GB.
    double lowest = double(results.memoryBytes);
    double highest = lowest;
    for (const DataParallelSweepPoint &point : sweep) {
        for (const auto &bytes : point.totalBytes) {
            if (bytes && *bytes > 0) {
                lowest = std::min(lowest, double(*bytes));
                highest = std::max(highest, double(*bytes));
            }
        }
    }
    for (const QPointF &point : m_pinnedLine->points())
        highest = std::max(highest, point.y());
    const int low = int(std::floor(std::log10(std::max(lowest, 1.0))));
    const int high = std::max(low + 1, int(std::ceil(std::log10(std::max(highest, 1.0)))));
    m_memoryAxis->setRange(std::pow(10.0, low), std::pow(10.0, high));
    m_memoryLabels->setRange(low, high);
    if (m_labelledExponents != std::pair{low, high}) {
        m_labelledExponents = {low, high};
        const QStringList old = m_memoryLabels->categoriesLabels();
        for (const QString &label : old)
            m_memoryLabels->remove(label);
        m_memoryLabels->setStartValue(low - 1);
        for (int exponent = low; exponent <= high; ++exponent)
            m_memoryLabels->append(gbText(std::pow(10.0, exponent - 9), std::max(0, 9 - exponent)),
                                   exponent);
        fitMinimumSize(this);
    }
    const double gpu = double(results.memoryBytes);
    ChartLook::replaceIfChanged(m_gpuLine,
                                {{1, gpu}, {double(TrainingLimits::maxDataParallel), gpu}});
    setAccessibleName(tr("Memory per GPU against N_d"));
    setAccessibleDescription(TrainingMemoryText::fitSentence(results, results.config.zeroStage));
}

void TrainingSweepChart::setPinned(const QList<DataParallelSweepPoint> &sweep, int stage)
{
    QList<QPointF> points;
    for (const DataParallelSweepPoint &point : sweep) {
        if (const auto &bytes = point.totalBytes[std::size_t(stage)])
            points.append({double(point.dataParallel), double(*bytes)});
    }
    ChartLook::replaceIfChanged(m_pinnedLine, points);
}

void TrainingSweepChart::clearPinned()
{
    m_pinnedLine->clear();
}

QString TrainingSweepChart::legendText() const
{
    QStringList entries;
    for (int stage = 0; stage < TrainingLimits::stageCount; ++stage) {
        static const std::array<QString, 4> signs{u"━"_s, u"╍"_s, u"┅"_s, u"━·"_s};
        entries << ChartLook::legendEntry(partColours[std::size_t(stage)],
                                          signs[std::size_t(stage)],
                                          m_stages[std::size_t(stage)]->name());
    }
    entries << ChartLook::legendEntry(gpuLine.colour, u"━"_s, m_gpuLine->name());
    if (m_pinnedLine->count() > 0)
        entries << ChartLook::legendEntry(ChartStyle::pinned.colour, u"╍"_s, m_pinnedLine->name());
    return ChartLook::legendText(entries);
}

QString TrainingSweepChart::readout(const QXYSeries *series, qsizetype index) const
{
    if (index < 0 || index >= series->count())
        return {};
    const QPointF point = series->at(index);
    return tr("%1 at N_d = %2: %3")
        .arg(series->name(), QLocale().toString(qRound64(point.x())), gbText(point.y() / 1e9));
}
