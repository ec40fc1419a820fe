#include "attention/kvcachechart.h"

#include "charts/chartlook.h"

#include "attention/attentionformat.h"
#include "attention/chartlabels.h"
#include "attention/chartseries.h"
#include "charts/chartstyle.h"
#include "core/attentionmemory.h"

#include <QEvent>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QLocale>
#include <QtCharts/QChart>
#include <QtCharts/QLineSeries>
#include <QtCharts/QScatterSeries>
#include <QtCharts/QValueAxis>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;
using AttentionFormat::count;
using AttentionFormat::dataSize;
namespace Style = ChartStyle::Attention;

namespace {

constexpr double bytesPerGib = double(quint64(1) << 30);

// The reference lines the serving view draws: the two A100 sizes.
constexpr std::array<ChartLabels::ReferenceGpu, 2> referenceGpus{{
    {"A100"_L1, 40},
    {"A100 / H100"_L1, 80},
}};

} // namespace

KvCacheChart::KvCacheChart(QWidget *parent)
    : ChartView(parent)
    , m_chart(chart())
{
    setObjectName(u"kvCacheChartView"_s);
    m_chart->setMargins(Style::chartMargins);
    buildAxes();
    buildSeries();
    m_tokenLabelsFitting = ChartStyle::maxRoundIntervals + 1;
    m_memoryIntervals = ChartStyle::maxRoundIntervals;
    updateMinimumSize();
    ChartLook::onLabelRoomChanged(m_chart, this, [this] { fitTicks(); });
    connect(m_chart, &QChart::plotAreaChanged, this, [this](const QRectF &) { placeLabels(); });
    for (QXYSeries *series :
         {static_cast<QXYSeries *>(m_memorySeries), static_cast<QXYSeries *>(m_contextSeries),
          static_cast<QXYSeries *>(m_limitSeries)})
        addReadout(series);
}

void KvCacheChart::changeEvent(QEvent *event)
{
    ChartView::changeEvent(event);
    // After ChartLook has given the chart the new font.
    if (event->type() == QEvent::FontChange)
        updateMinimumSize();
}

void KvCacheChart::updateMinimumSize()
{
    ChartLook::setMinimumForText(this, {m_chart->title()}, 1, 6, ChartStyle::smallChartMinimum);
}

void KvCacheChart::fitTicks()
{
    const QFont font = m_tokenAxis->labelsFont();
    const QMargins margins = m_chart->margins();
    const qreal width = m_chart->size().width() - margins.left() - margins.right();
    const qreal widestTokens = ChartStyle::longestTickLabel(font,
                                                            {QLocale().toString(
                                                                qRound(m_tokenAxisEnd))},
                                                            Qt::Horizontal);
    const int tokenLabels = ChartStyle::tickLabelsThatFit(width, widestTokens);
    if (tokenLabels != m_tokenLabelsFitting) {
        m_tokenLabelsFitting = tokenLabels;
        applyTokenTicks();
    }
    const int intervals = ChartStyle::roundIntervalsThatFit(m_chart->plotArea().height(), font);
    if (intervals != m_memoryIntervals) {
        m_memoryIntervals = intervals;
        m_memoryAxisTop = 0;
        setMemoryAxisRange(m_highestGib);
    }
}

void KvCacheChart::applyTokenTicks()
{
    // The axis ends where the sweep does (tokenAxisEnd): fewer labels take a
    // multiple of its round step that divides the whole.
    const ChartStyle::RoundAxis round = ChartStyle::roundAxis(m_tokenAxisEnd);
    const int intervals = round.tickCount() - 1;
    int every = 1;
    while (every < intervals
           && (intervals % every != 0 || intervals / every + 1 > m_tokenLabelsFitting))
        ++every;
    const double interval = round.step * every;
    if (m_tokenAxis->tickInterval() != interval)
        m_tokenAxis->setTickInterval(interval);
}

void KvCacheChart::buildAxes()
{
    m_tokenAxis = new QValueAxis;
    m_memoryAxis = new QValueAxis;
    for (QValueAxis *axis : {m_tokenAxis, m_memoryAxis}) {
        // Round ticks from 0 (ChartStyle::roundAxis), on axes a little longer
        // than the data so the markers at either end are drawn whole.
        axis->setTickType(QValueAxis::TicksDynamic);
        axis->setTickAnchor(0);
        axis->setLabelFormat(u"%.0f"_s);
    }
    m_chart->addAxis(m_tokenAxis, Qt::AlignBottom);
    m_chart->addAxis(m_memoryAxis, Qt::AlignLeft);
}

void KvCacheChart::buildSeries()
{
    auto attach = [this](auto *series) {
        m_chart->addSeries(series);
        series->attachAxis(m_tokenAxis);
        series->attachAxis(m_memoryAxis);
        return series;
    };
    for (std::size_t i = 0; i < m_referenceSeries.size(); ++i) {
        m_referenceSeries[i] = attach(ChartSeries::line(Style::referenceGpu));
        m_referenceLabels[i] = ChartLabels::add(m_chart, &m_referenceBoxes[i],
                                                Style::referenceLabel);
    }
    m_gpuLabel = ChartLabels::add(m_chart, &m_gpuLabelBox, Style::chosenGpuLabel);
    m_weightsLabel = ChartLabels::add(m_chart, &m_weightsLabelBox,
                                      ChartStyle::KvCache::weights.colour);
    m_limitLabel = ChartLabels::add(m_chart, &m_limitLabelBox, Style::chosenGpuLabel);
    m_limitLabelBox->setZValue(10); // the point of the chart: on top of everything

    // Each series is drawn over the ones added before it: the pinned line under all.
    m_pinnedSeries = attach(ChartSeries::line(ChartStyle::pinned));
    m_pinnedSeries->setVisible(false);
    m_weightsSeries = attach(ChartSeries::line(ChartStyle::KvCache::weights));
    m_gpuSeries = attach(ChartSeries::line(Style::chosenGpu));
    m_memorySeries = attach(ChartSeries::line(ChartStyle::KvCache::cache));
    // The star (larger) under the circle: where they coincide, the batch just
    // fitting at the context length, the star's points show around it.
    m_limitSeries = attach(ChartSeries::markers(QScatterSeries::MarkerShapeStar, Style::naiveLimit));
    m_contextSeries = attach(
        ChartSeries::markers(QScatterSeries::MarkerShapeCircle, Style::current));
}

quint64 KvCacheChart::tokenAxisEnd(quint64 contextTokens, quint64 longestContext)
{
    const quint64 runsOut = longestContext <= KvCacheLimits::maxTokens ? longestContext : 0;
    return quint64(ChartStyle::roundAxis(double(std::max(contextTokens, runsOut))).top);
}

void KvCacheChart::setPinned(const QString &label, const QList<KvCacheSweepPoint> &sweep)
{
    m_pinnedLabel = label;
    QList<QPointF> points;
    points.reserve(sweep.size());
    for (const KvCacheSweepPoint &point : sweep)
        points.append(QPointF(double(point.tokens), double(point.totalBytes) / bytesPerGib));
    ChartLook::replaceIfChanged(m_pinnedSeries, points);
    const QString name = tr("Pinned: %1").arg(label);
    if (m_pinnedSeries->name() != name)
        m_pinnedSeries->setName(name);
    m_pinnedSeries->setVisible(true);
}

void KvCacheChart::clearPinned()
{
    m_pinnedLabel.clear();
    m_pinnedSeries->setVisible(false);
}

void KvCacheChart::retranslate()
{
    m_chart->setLocale(QLocale());
    setAccessibleName(tr("KV cache chart"));
    m_chart->setTitle(tr("KV cache while generating"));
    m_tokenAxis->setTitleText(tr("Tokens generated per sequence"));
    m_memoryAxis->setTitleText(tr("Memory (GiB)"));
    m_weightsSeries->setName(tr("Model weights"));
    m_contextSeries->setName(tr("At the context length"));
    m_limitSeries->setName(tr("Where the batch runs out"));
    m_weightsLabel->setText(tr("weights"));
    updateMinimumSize();
    for (std::size_t i = 0; i < m_referenceLabels.size(); ++i)
        m_referenceLabels[i]->setText(ChartLabels::name(referenceGpus[i]));
}

void KvCacheChart::plot(const KvCacheResults &results, const QList<KvCacheSweepPoint> &sweep,
                        const QString &gpuName, const QStringList &fitSentences)
{
    const bool weightsCounted = results.weights == WeightsOffset::Included;
    const QString memoryName = weightsCounted ? tr("Weights + KV cache of the batch")
                                              : tr("KV cache of the batch");
    if (m_memorySeries->name() != memoryName)
        m_memorySeries->setName(memoryName);

    QList<QPointF> memoryPoints;
    memoryPoints.reserve(sweep.size());
    for (const KvCacheSweepPoint &point : sweep)
        memoryPoints.append(QPointF(double(point.tokens), double(point.totalBytes) / bytesPerGib));
    ChartLook::replaceIfChanged(m_memorySeries, memoryPoints);

    m_tokenAxisEnd = sweep.isEmpty() ? 1.0 : double(sweep.constLast().tokens);
    const double padding = ChartStyle::axisPadding * m_tokenAxisEnd;
    if (m_tokenAxis->max() != m_tokenAxisEnd + padding) {
        m_tokenAxis->setRange(-padding, m_tokenAxisEnd + padding);
        applyTokenTicks();
        updateMinimumSize();
    }

    m_gpuGib = double(results.memoryBytes) / bytesPerGib;
    m_weightsGib = double(results.weightsBytes) / bytesPerGib;
    const QList<QPointF> span{QPointF(0, 0), QPointF(m_tokenAxisEnd, 0)};
    const auto level = [&span](double gib) {
        return QList<QPointF>{QPointF(span[0].x(), gib), QPointF(span[1].x(), gib)};
    };
    ChartLook::replaceIfChanged(m_gpuSeries, level(m_gpuGib));
    ChartLook::replaceIfChanged(m_weightsSeries, level(m_weightsGib));
    m_weightsSeries->setVisible(weightsCounted);
    const QString gpuSeriesName = tr("%1: %2").arg(gpuName, dataSize(results.memoryBytes));
    if (m_gpuSeries->name() != gpuSeriesName)
        m_gpuSeries->setName(gpuSeriesName);
    if (m_gpuLabel->text() != gpuName)
        m_gpuLabel->setText(gpuName);
    double highest = m_gpuGib;
    for (std::size_t i = 0; i < m_referenceSeries.size(); ++i) {
        const quint64 bytes = gpuMemoryBytes(referenceGpus[i].statedGigabytes);
        ChartLook::replaceIfChanged(m_referenceSeries[i], level(double(bytes) / bytesPerGib));
        m_referenceSeries[i]->setVisible(bytes != results.memoryBytes);
        highest = std::max(highest, double(bytes) / bytesPerGib);
    }
    if (!memoryPoints.isEmpty())
        highest = std::max(highest, memoryPoints.constLast().y());
    if (m_pinnedSeries->isVisible() && m_pinnedSeries->count() > 0)
        highest = std::max(highest, m_pinnedSeries->at(m_pinnedSeries->count() - 1).y());

    const double contextGib = double(results.totalBytes) / bytesPerGib;
    ChartLook::replaceIfChanged(m_contextSeries,
                                {QPointF(double(results.contextTokens), contextGib)});
    // The star where the batch's line meets the GPU's, when that lies on the chart.
    const bool limitShown = results.longestContext > 0
                            && double(results.longestContext) <= m_tokenAxisEnd;
    ChartLook::replaceIfChanged(m_limitSeries,
                                limitShown ? QList<QPointF>{QPointF(double(results.longestContext),
                                                                    m_gpuGib)}
                                           : QList<QPointF>{});
    m_limitSeries->setVisible(limitShown);
    const QString limitText = tr("runs out beyond %1 tokens").arg(count(results.longestContext));
    if (m_limitLabel->text() != limitText)
        m_limitLabel->setText(limitText);

    setMemoryAxisRange(highest);

    QStringList description;
    description << tr("Chart of memory against tokens generated per sequence.");
    if (!memoryPoints.isEmpty()) {
        description << tr("%1: %2 at %3 tokens.")
                           .arg(memoryName, dataSize(sweep.constLast().totalBytes),
                                count(sweep.constLast().tokens));
    }
    description << fitSentences;
    setAccessibleDescription(description.join(u' '));
    placeLabels();
}

void KvCacheChart::setMemoryAxisRange(double highestGib)
{
    // Round ticks up to the highest line; a little room above it for the markers.
    m_highestGib = highestGib;
    const ChartStyle::RoundAxis axis = ChartStyle::roundAxis(highestGib, m_memoryIntervals);
    const double top = axis.top * (1 + ChartStyle::axisPadding);
    if (top == m_memoryAxisTop)
        return;
    m_memoryAxisTop = top;
    m_memoryAxis->setRange(0, top);
    m_memoryAxis->setTickInterval(axis.step);
    updateMinimumSize();
}

double KvCacheChart::heightOf(double gib) const
{
    return m_chart->mapToPosition(QPointF(0, gib), m_gpuSeries).y();
}

ChartStyle::ChartObstacles KvCacheChart::drawnSeries() const
{
    QList<QLineSeries *> lines{m_weightsSeries, m_gpuSeries, m_memorySeries};
    if (m_pinnedSeries->isVisible())
        lines.append(m_pinnedSeries);
    lines += QList<QLineSeries *>(m_referenceSeries.cbegin(), m_referenceSeries.cend());
    return ChartLabels::obstacles(m_chart, lines, {m_contextSeries, m_limitSeries});
}

void KvCacheChart::placeLabels()
{
    ChartLabels::Placer labels(m_chart, drawnSeries());
    labels.besideFirstMarker(m_limitSeries, m_limitLabelBox, m_limitLabel);
    labels.alongLine(m_gpuSeries, heightOf(m_gpuGib), true, m_gpuLabelBox, m_gpuLabel);
    labels.alongLine(m_weightsSeries, heightOf(m_weightsGib), true, m_weightsLabelBox,
                     m_weightsLabel);
    for (std::size_t i = 0; i < m_referenceLabels.size(); ++i) {
        const double gib = double(gpuMemoryBytes(referenceGpus[i].statedGigabytes)) / bytesPerGib;
        labels.alongLine(m_referenceSeries[i], heightOf(gib), false, m_referenceBoxes[i],
                         m_referenceLabels[i]);
    }
}

QString KvCacheChart::readout(const QXYSeries *series, qsizetype index) const
{
    const QPointF nearest = series->at(int(index));
    return tr("%1, %2 tokens: %3")
        .arg(series->name(), count(quint64(nearest.x())),
             dataSize(quint64(std::llround(nearest.y() * bytesPerGib))));
}

QString KvCacheChart::legendText() const
{
    const auto entry = [](const QColor &colour, const QString &sign, const QString &name) {
        return ChartLook::legendEntry(colour, sign, name);
    };
    QStringList entries;
    entries << entry(m_memorySeries->pen().color(), u"━━"_s, m_memorySeries->name());
    if (m_weightsSeries->isVisible())
        entries << entry(m_weightsSeries->pen().color(), u"┈┈"_s, m_weightsSeries->name());
    entries << entry(m_gpuSeries->pen().color(), u"━·━"_s, m_gpuSeries->name());
    entries << entry(m_contextSeries->color(), u"●"_s, m_contextSeries->name());
    if (m_limitSeries->isVisible())
        entries << entry(m_limitSeries->color(), u"★"_s, m_limitSeries->name());
    if (m_pinnedSeries->isVisible())
        entries << entry(m_pinnedSeries->pen().color(), u"╌╌"_s, m_pinnedSeries->name());
    const QStringList references = ChartLabels::shownTexts(m_referenceSeries, m_referenceLabels);
    if (!references.isEmpty())
        entries << entry(m_referenceSeries[0]->pen().color(), u"┄┄"_s, references.join(u", "_s));
    return entries.join(u" &nbsp;&nbsp; "_s);
}
