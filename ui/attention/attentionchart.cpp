#include "attention/attentionchart.h"

#include "attention/attentionchartshared.h"

#include "attention/attentionformat.h"
#include "attention/chartlabels.h"
#include "attention/chartseries.h"
#include "charts/chartlook.h"
#include "charts/chartstyle.h"
#include "charts/seriesmapping.h"
#include "core/models/attentionmemorymodel.h"

#include <QEvent>
#include <QFontMetrics>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QLocale>
#include <QtCharts/QCategoryAxis>
#include <QtCharts/QChart>
#include <QtCharts/QLineSeries>
#include <QtCharts/QLogValueAxis>
#include <QtCharts/QScatterSeries>

#include <algorithm>
#include <cmath>
#include <optional>
#include <utility>

using namespace Qt::StringLiterals;
using AttentionFormat::count;
using AttentionFormat::dataSize;
namespace Style = ChartStyle::Attention;
using namespace AttentionChartShared;

AttentionChart::AttentionChart(QWidget *parent)
    : ChartView(parent)
    , m_chart(chart())
{
    setObjectName(u"attentionChartView"_s);
    // The legend is the page's attentionLegendLabel.
    m_chart->setMargins(Style::chartMargins);

    buildAxes();
    buildSeries();

    updateMinimumSize();

    ChartLook::onLabelRoomChanged(m_chart, this, [this] {
        updateSequenceLabels();
        fitMemoryLabels();
    });
    connect(m_chart, &QChart::plotAreaChanged, this, [this](const QRectF &) { placeLabels(); });

    // Hover readouts: the nearest point's T and memory, in the current language's digits.
    for (QXYSeries *series :
         {static_cast<QXYSeries *>(m_naiveSeries), static_cast<QXYSeries *>(m_fusedSeries),
          static_cast<QXYSeries *>(m_currentSeries), static_cast<QXYSeries *>(m_naiveLimitSeries),
          static_cast<QXYSeries *>(m_fusedLimitSeries),
          static_cast<QXYSeries *>(m_pinnedNaiveSeries),
          static_cast<QXYSeries *>(m_pinnedFusedSeries)})
        addReadout(series);
}

void AttentionChart::changeEvent(QEvent *event)
{
    ChartView::changeEvent(event);
    // After ChartLook has given the chart the new font.
    if (event->type() == QEvent::FontChange)
        updateMinimumSize();
}

void AttentionChart::updateMinimumSize()
{
    ChartLook::setMinimumForText(this, {m_chart->title()}, 1, 6, Style::chartMinimum);
}

void AttentionChart::buildSeries()
{
    auto attach = [this](auto *series) {
        m_chart->addSeries(series);
        series->attachAxis(m_sequenceAxis);
        series->attachAxis(m_memoryAxis);
        return series;
    };

    // Reference lines span the sweep at fixed heights.
    for (std::size_t i = 0; i < m_referenceSeries.size(); ++i) {
        auto *line = attach(ChartSeries::line(Style::referenceGpu));
        const double bytes = double(gpuMemoryBytes(referenceGpus[i].statedGigabytes));
        line->replace({QPointF(double(AttentionLimits::minSequence), bytes),
                       QPointF(double(AttentionLimits::maxSequence), bytes)});
        m_referenceSeries[i] = line;
        m_referenceLabels[i] = ChartLabels::add(m_chart, &m_referenceBoxes[i],
                                                Style::referenceLabel);
    }

    m_gpuLabelItem = ChartLabels::add(m_chart, &m_gpuLabelBox, Style::chosenGpuLabel);
    m_naiveLimitLabel = ChartLabels::add(m_chart, &m_naiveLimitBox, Style::chosenGpuLabel);
    m_fusedLimitLabel = ChartLabels::add(m_chart, &m_fusedLimitBox, Style::fusedLimitLabel);
    // The fit limits are the point of the chart: their labels go on top of everything.
    m_naiveLimitBox->setZValue(10);
    m_fusedLimitBox->setZValue(10);

    // Each series is drawn over the ones added before it: the pinned lines under all.
    m_pinnedNaiveSeries = attach(ChartSeries::line(ChartStyle::pinned));
    m_pinnedFusedSeries = attach(ChartSeries::line(ChartStyle::pinnedSecond));
    m_pinnedNaiveSeries->setVisible(false);
    m_pinnedFusedSeries->setVisible(false);
    m_gpuSeries = attach(ChartSeries::line(Style::chosenGpu));
    m_naiveSeries = attach(ChartSeries::line(Style::naive));
    m_fusedSeries = attach(ChartSeries::line(Style::fused));
    // The limits' larger markers under the current one: where they coincide
    // (the GPU just full at this T) the star's points show around the circle.
    m_naiveLimitSeries = attach(
        ChartSeries::markers(QScatterSeries::MarkerShapeStar, Style::naiveLimit));
    m_fusedLimitSeries = attach(
        ChartSeries::markers(QScatterSeries::MarkerShapeTriangle, Style::fusedLimit));
    m_currentSeries = attach(
        ChartSeries::markers(QScatterSeries::MarkerShapeCircle, Style::current));
}

qsizetype AttentionChart::nearestPoint(const QXYSeries *series, const QPointF &point) const
{
    const QList<QPointF> points = series->points();
    if (points.isEmpty() || point.x() <= 0)
        return -1;
    const auto distance = [&point](const QPointF &candidate) {
        return std::abs(std::log2(candidate.x()) - std::log2(point.x()));
    };
    return std::min_element(points.cbegin(), points.cend(),
                            [&distance](const QPointF &a, const QPointF &b) {
                                return distance(a) < distance(b);
                            })
           - points.cbegin();
}

QString AttentionChart::readout(const QXYSeries *series, qsizetype index) const
{
    const QPointF nearest = series->at(int(index));
    return tr("%1, T = %2: %3")
        .arg(series->name(), count(quint64(nearest.x())), dataSize(quint64(nearest.y())));
}

void AttentionChart::retranslate()
{
    m_chart->setLocale(QLocale());
    setAccessibleName(tr("Memory chart"));

    m_chart->setTitle(tr("Memory of one attention layer"));
    // On two lines, before its parenthesis: on one the chart would need more
    // than a small window has beside the controls at a large text size.
    QString sequenceTitle = tr("Sequence length T = S (tokens, log scale)");
    const qsizetype parenthesis = sequenceTitle.lastIndexOf(u" ("_s);
    if (parenthesis > 0)
        sequenceTitle.replace(parenthesis, 1, u"<br>"_s);
    m_sequenceLabels->setTitleText(sequenceTitle);
    m_memoryLabels->setTitleText(tr("Memory (log scale)"));
    m_fusedSeries->setName(tr("Fused cuDNN kernel"));
    m_currentSeries->setName(tr("Current T = S"));
    m_naiveLimitSeries->setName(tr("Where naive runs out"));
    m_fusedLimitSeries->setName(tr("Where fused runs out"));

    // Axis labels: digits of the current language.
    m_sequenceLabelStep = 0;
    updateSequenceLabels();
    m_memoryLabelsStale = true;
    updateMinimumSize();

    for (std::size_t i = 0; i < m_referenceLabels.size(); ++i)
        m_referenceLabels[i]->setText(ChartLabels::name(referenceGpus[i]));
}

void AttentionChart::setModel(AttentionMemoryModel *model)
{
    SeriesMapping::feed(m_naiveSeries, model, AttentionMemoryModel::SequenceColumn,
                        AttentionMemoryModel::NaiveColumn);
    SeriesMapping::feed(m_fusedSeries, model, AttentionMemoryModel::SequenceColumn,
                        AttentionMemoryModel::FusedColumn);
}

void AttentionChart::plot(const AttentionResults &results, const QStringList &gpuSentences)
{
    const AttentionShape &shape = results.shape;
    const AttentionGpu &gpu = results.gpu;
    const CudnnAttentionSupport &cudnn = results.cudnn;

    const QList<QPointF> naivePoints = m_naiveSeries->points();
    const QList<QPointF> fusedPoints = m_fusedSeries->points();
    m_fusedSeries->setVisible(cudnn.available());
    // Series names stay fixed while the numbers change (a new name relayouts the
    // chart); the numbers are in the figures.
    const QString naiveName = shape.pass == AttentionPass::Training
                                  ? tr("Naive attention (scores + probabilities)")
                                  : tr("Naive attention (score matrix)");
    if (m_naiveSeries->name() != naiveName)
        m_naiveSeries->setName(naiveName);

    const double gpuBytes = double(gpu.memoryBytes);
    if (gpuBytes != m_gpuBytes) {
        m_gpuSeries->replace({QPointF(double(AttentionLimits::minSequence), gpuBytes),
                              QPointF(double(AttentionLimits::maxSequence), gpuBytes)});
    }
    const QString gpuSeriesName = tr("%1: %2").arg(gpu.name, dataSize(gpu.memoryBytes));
    if (m_gpuSeries->name() != gpuSeriesName)
        m_gpuSeries->setName(gpuSeriesName);
    if (m_gpuLabelItem->text() != gpu.name)
        m_gpuLabelItem->setText(gpu.name);
    m_gpuBytes = gpuBytes;
    for (std::size_t i = 0; i < m_referenceSeries.size(); ++i) {
        const bool sameAsChosen = gpuMemoryBytes(referenceGpus[i].statedGigabytes)
                                  == gpu.memoryBytes;
        m_referenceSeries[i]->setVisible(!sameAsChosen);
    }

    const quint64 t = shape.queryLength;
    QList<QPointF> currentPoints{QPointF(double(t), double(results.memory.naiveTotalBytes))};
    if (cudnn.available())
        currentPoints.append(QPointF(double(t), double(results.memory.fusedTotalBytes)));
    ChartLook::replaceIfChanged(m_currentSeries, currentPoints);

    showLimit(m_naiveLimitSeries, m_naiveLimitLabel, results.limits.naive, true);
    showLimit(m_fusedLimitSeries, m_fusedLimitLabel, results.limits.fused, cudnn.available());

    // Memory range: everything drawn, widened to whole labelled ticks.
    double lowest = gpuBytes;
    double highest = gpuBytes;
    for (const ReferenceGpu &reference : referenceGpus) {
        lowest = std::min(lowest, double(gpuMemoryBytes(reference.statedGigabytes)));
        highest = std::max(highest, double(gpuMemoryBytes(reference.statedGigabytes)));
    }
    const QList<QPointF> &lowestLine = cudnn.available() ? fusedPoints : naivePoints;
    if (!lowestLine.isEmpty())
        lowest = std::min(lowest, lowestLine.constFirst().y());
    if (!naivePoints.isEmpty())
        highest = std::max(highest, naivePoints.constLast().y());
    for (QLineSeries *pinned : {m_pinnedNaiveSeries, m_pinnedFusedSeries}) {
        if (!pinned->isVisible() || pinned->count() == 0)
            continue;
        lowest = std::min(lowest, pinned->at(0).y());
        highest = std::max(highest, pinned->at(pinned->count() - 1).y());
    }
    if (m_fixedRange) {
        lowest = std::min(lowest, double(m_fixedRange->lowest));
        highest = std::max(highest, double(m_fixedRange->highest));
    }
    setMemoryAxisRange(lowest, highest);

    setAccessibleDescription(describe(naivePoints, fusedPoints, cudnn, gpuSentences));
    placeLabels();
}

void AttentionChart::showLimit(QScatterSeries *series, QGraphicsSimpleTextItem *label,
                               quint64 limit, bool shown)
{
    const bool inRange = shown && limit >= AttentionLimits::minSequence
                         && limit < AttentionLimits::maxSequence;
    const QList<QPointF> points = inRange ? QList<QPointF>{QPointF(double(limit), m_gpuBytes)}
                                          : QList<QPointF>{};
    if (series->points() != points)
        series->replace(points);
    series->setVisible(inRange);
    const QString text = tr("runs out beyond T = %1").arg(count(limit));
    if (label->text() != text)
        label->setText(text);
}

// What the chart shows, in words, for screen readers.
QString AttentionChart::describe(const QList<QPointF> &naivePoints,
                                 const QList<QPointF> &fusedPoints,
                                 const CudnnAttentionSupport &cudnn,
                                 const QStringList &gpuSentences) const
{
    QStringList description;
    description << tr("Chart of memory against sequence length, both on log scales.");
    if (!naivePoints.isEmpty()) {
        description << tr("Naive attention: %1 at T = %2, %3 at T = %4.")
                           .arg(dataSize(quint64(naivePoints.constFirst().y())),
                                count(AttentionLimits::minSequence),
                                dataSize(quint64(naivePoints.constLast().y())),
                                count(AttentionLimits::maxSequence));
    }
    if (cudnn.available() && !fusedPoints.isEmpty()) {
        description << tr("Fused cuDNN kernel: %1 at T = %2, %3 at T = %4.")
                           .arg(dataSize(quint64(fusedPoints.constFirst().y())),
                                count(AttentionLimits::minSequence),
                                dataSize(quint64(fusedPoints.constLast().y())),
                                count(AttentionLimits::maxSequence));
    } else {
        description << tr("No fused line: the cuDNN kernel is not available.");
    }
    description << gpuSentences;
    return description.join(u' ');
}

void AttentionChart::setPinned(const QString &label, const QList<AttentionSweepPoint> &sweep,
                               bool withFused)
{
    m_pinnedLabel = label;
    QList<QPointF> naive;
    QList<QPointF> fused;
    for (const AttentionSweepPoint &point : sweep) {
        naive.append(QPointF(double(point.sequence), double(point.naiveBytes)));
        fused.append(QPointF(double(point.sequence), double(point.fusedBytes)));
    }
    if (!withFused)
        fused.clear();
    // Given again on every refresh: new points or names would lay the chart out again.
    if (m_pinnedNaiveSeries->points() != naive)
        m_pinnedNaiveSeries->replace(naive);
    if (m_pinnedFusedSeries->points() != fused)
        m_pinnedFusedSeries->replace(fused);
    const QString naiveName = tr("Pinned: %1, naive").arg(label);
    if (m_pinnedNaiveSeries->name() != naiveName)
        m_pinnedNaiveSeries->setName(naiveName);
    const QString fusedName = tr("Pinned: %1, fused").arg(label);
    if (m_pinnedFusedSeries->name() != fusedName)
        m_pinnedFusedSeries->setName(fusedName);
    if (!m_pinnedNaiveSeries->isVisible())
        m_pinnedNaiveSeries->setVisible(true);
    if (m_pinnedFusedSeries->isVisible() != withFused)
        m_pinnedFusedSeries->setVisible(withFused);
}

void AttentionChart::clearPinned()
{
    m_pinnedLabel.clear();
    m_pinnedNaiveSeries->setVisible(false);
    m_pinnedFusedSeries->setVisible(false);
}

void AttentionChart::setFixedMemoryRange(const std::optional<AttentionMemoryEnvelope> &envelope)
{
    m_fixedRange = envelope;
}

QString AttentionChart::legendText(const CudnnAttentionSupport &cudnn) const
{
    // One entry per drawn series: a coloured sign like the line or marker, then its
    // name; entries break only between each other.
    const auto entry = [](const QPen &pen, const QString &sign, const QString &name) {
        return ChartLook::legendEntry(pen.color(), sign, name);
    };
    const auto markerEntry = [&entry](const QScatterSeries *series, const QString &sign) {
        return entry(QPen(series->color()), sign, series->name());
    };
    // Only what is drawn now; the fused line's entry says why it is missing.
    QStringList entries;
    entries << entry(m_naiveSeries->pen(), u"━━"_s, m_naiveSeries->name());
    if (cudnn.available())
        entries << entry(m_fusedSeries->pen(), u"╍╍"_s, m_fusedSeries->name());
    else
        entries << entry(m_fusedSeries->pen(), u"╍╍"_s, tr("no fused line: not available"));
    entries << entry(m_gpuSeries->pen(), u"━·━"_s, m_gpuSeries->name());
    entries << markerEntry(m_currentSeries, u"●"_s);
    if (m_naiveLimitSeries->isVisible())
        entries << markerEntry(m_naiveLimitSeries, u"★"_s);
    if (m_fusedLimitSeries->isVisible())
        entries << markerEntry(m_fusedLimitSeries, u"▲"_s);
    // The reference sizes drawn, named here whether or not their names found a
    // clear place on the chart: a legend that changed with the placement would
    // lay the page out again as the lines move.
    const QStringList references = ChartLabels::shownTexts(m_referenceSeries, m_referenceLabels);
    if (!references.isEmpty())
        entries << entry(m_referenceSeries[0]->pen(), u"┄┄"_s, references.join(u", "_s));
    if (m_pinnedNaiveSeries->isVisible())
        entries << entry(m_pinnedNaiveSeries->pen(), u"╌╌"_s,
                         m_pinnedFusedSeries->isVisible()
                             ? tr("Pinned: %1 (naive; dotted: fused)").arg(m_pinnedLabel)
                             : tr("Pinned: %1 (naive)").arg(m_pinnedLabel));
    return entries.join(u" &nbsp;&nbsp; "_s);
}
