#include "attention/attentionchart.h"

#include "attention/attentionformat.h"
#include "attention/chartlabels.h"
#include "charts/chartlook.h"
#include "charts/chartstyle.h"

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

namespace {

// The reference lines DESIGN.md names: the chips of each size and the stated size.
struct ReferenceGpu
{
    QLatin1StringView chips; // as shown, e.g. "A100 / H100"
    int statedGigabytes;
};
constexpr std::array<ReferenceGpu, 3> referenceGpus{{
    {"A100"_L1, 40},
    {"A100 / H100"_L1, 80},
    {"H200"_L1, 141},
}};

constexpr int lowestSequenceExponent = AttentionSweep::lowestExponent; // 512
constexpr int highestSequenceExponent = AttentionSweep::highestExponent; // 131072
// The sequence axis reaches a little beyond the sweep (in log₂ units), so a
// marker at the first or last length is drawn whole.
constexpr double sequencePadding = ChartStyle::axisPadding
                                   * (highestSequenceExponent - lowestSequenceExponent);

QLineSeries *makeLineSeries(const ChartStyle::Line &line)
{
    auto *series = new QLineSeries;
    series->setPen(line.pen());
    return series;
}

QScatterSeries *makeMarkerSeries(QScatterSeries::MarkerShape shape, const ChartStyle::Marker &marker)
{
    auto *series = new QScatterSeries;
    series->setMarkerShape(shape);
    series->setMarkerSize(marker.size);
    series->setColor(marker.colour);
    series->setBorderColor(Style::markerBorder);
    return series;
}

} // namespace

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
    QChartView::changeEvent(event);
    // After ChartLook has given the chart the new font.
    if (event->type() == QEvent::FontChange)
        updateMinimumSize();
}

void AttentionChart::updateMinimumSize()
{
    ChartLook::setMinimumForText(this, {m_chart->title()}, 1, 6, Style::chartMinimum);
}

void AttentionChart::fitMemoryLabels()
{
    const QFont font = m_memoryLabels->labelsFont();
    const qreal labelHeight = ChartStyle::longestTickLabel(font, {u"0"_s}, Qt::Vertical);
    const qreal plotHeight = m_chart->plotArea().height();
    // Qt Charts centres the top memory label on the plot's top edge and sets
    // the title right above that edge (a category axis claims no room beyond
    // the plot), so at a large text size the two met. The axis reaches past
    // its top tick by half a label and a descent: the label keeps below the edge.
    const qreal clearance = labelHeight / 2 + QFontMetricsF(font).descent();
    const double headroom = plotHeight > 3 * clearance ? clearance / plotHeight : 0.0;
    // A category axis counts its start as a label.
    const int fitting = ChartStyle::tickLabelsThatFit(plotHeight, labelHeight) - 1;
    if (fitting == m_memoryLabelsFitting && std::abs(headroom - m_memoryHeadroom) < 1e-3)
        return;
    m_memoryLabelsFitting = fitting;
    m_memoryHeadroom = headroom;
    m_memoryLabelsStale = true;
    setMemoryAxisRange(m_lowestBytes, m_highestBytes);
}

void AttentionChart::buildAxes()
{
    m_sequenceAxis = new QLogValueAxis;
    m_sequenceAxis->setBase(2);
    m_sequenceAxis->setRange(std::exp2(lowestSequenceExponent - sequencePadding),
                             std::exp2(highestSequenceExponent + sequencePadding));
    m_memoryAxis = new QLogValueAxis;
    m_memoryAxis->setBase(2);
    for (QLogValueAxis *axis : {m_sequenceAxis, m_memoryAxis})
        axis->setVisible(false);
    m_chart->addAxis(m_sequenceAxis, Qt::AlignBottom);
    m_chart->addAxis(m_memoryAxis, Qt::AlignLeft);

    m_sequenceLabels = new QCategoryAxis;
    m_sequenceLabels->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    m_sequenceLabels->setRange(lowestSequenceExponent - sequencePadding,
                               highestSequenceExponent + sequencePadding);
    m_memoryLabels = new QCategoryAxis;
    m_memoryLabels->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    m_chart->addAxis(m_sequenceLabels, Qt::AlignBottom);
    m_chart->addAxis(m_memoryLabels, Qt::AlignLeft);
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
        auto *line = attach(makeLineSeries(Style::referenceGpu));
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
    m_pinnedNaiveSeries = attach(makeLineSeries(ChartStyle::pinned));
    m_pinnedFusedSeries = attach(makeLineSeries(ChartStyle::pinnedSecond));
    m_pinnedNaiveSeries->setVisible(false);
    m_pinnedFusedSeries->setVisible(false);
    m_gpuSeries = attach(makeLineSeries(Style::chosenGpu));
    m_naiveSeries = attach(makeLineSeries(Style::naive));
    m_fusedSeries = attach(makeLineSeries(Style::fused));
    m_currentSeries = attach(makeMarkerSeries(QScatterSeries::MarkerShapeCircle, Style::current));
    m_naiveLimitSeries = attach(
        makeMarkerSeries(QScatterSeries::MarkerShapeStar, Style::naiveLimit));
    m_fusedLimitSeries = attach(
        makeMarkerSeries(QScatterSeries::MarkerShapeTriangle, Style::fusedLimit));
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

    for (std::size_t i = 0; i < m_referenceLabels.size(); ++i) {
        m_referenceLabels[i]->setText(
            tr("%1 %2 GB")
                .arg(QString(referenceGpus[i].chips),
                     QLocale().toString(referenceGpus[i].statedGigabytes)));
    }
}

void AttentionChart::plot(const AttentionResults &results, const QList<AttentionSweepPoint> &sweep,
                          const QStringList &gpuSentences)
{
    const AttentionShape &shape = results.shape;
    const AttentionGpu &gpu = results.gpu;
    const CudnnAttentionSupport &cudnn = results.cudnn;

    QList<QPointF> naivePoints;
    QList<QPointF> fusedPoints;
    naivePoints.reserve(sweep.size());
    fusedPoints.reserve(sweep.size());
    for (const AttentionSweepPoint &point : sweep) {
        naivePoints.append(QPointF(double(point.sequence), double(point.naiveBytes)));
        fusedPoints.append(QPointF(double(point.sequence), double(point.fusedBytes)));
    }
    ChartLook::replaceIfChanged(m_naiveSeries, naivePoints);
    ChartLook::replaceIfChanged(m_fusedSeries, fusedPoints);
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
    QStringList references;
    for (std::size_t i = 0; i < m_referenceLabels.size(); ++i) {
        if (m_referenceSeries[i]->isVisible())
            references << m_referenceLabels[i]->text();
    }
    if (!references.isEmpty())
        entries << entry(m_referenceSeries[0]->pen(), u"┄┄"_s, references.join(u", "_s));
    if (m_pinnedNaiveSeries->isVisible())
        entries << entry(m_pinnedNaiveSeries->pen(), u"╌╌"_s,
                         m_pinnedFusedSeries->isVisible()
                             ? tr("Pinned: %1 (naive; dotted: fused)").arg(m_pinnedLabel)
                             : tr("Pinned: %1 (naive)").arg(m_pinnedLabel));
    return entries.join(u" &nbsp;&nbsp; "_s);
}

void AttentionChart::setMemoryAxisRange(double lowestBytes, double highestBytes)
{
    m_lowestBytes = lowestBytes;
    m_highestBytes = highestBytes;
    const ChartStyle::Log2Axis axis = ChartStyle::log2Axis(lowestBytes, highestBytes,
                                                           m_memoryLabelsFitting);
    const int low = axis.low;
    const int high = axis.high;
    // The share m_memoryHeadroom of the plot above the top tick, in log₂ units.
    const double top = high + (high - low) * m_memoryHeadroom / (1 - m_memoryHeadroom);
    if (m_memoryAxis->min() != std::exp2(low) || m_memoryAxis->max() != std::exp2(top))
        m_memoryAxis->setRange(std::exp2(low), std::exp2(top));
    if (m_memoryLabels->min() != low || m_memoryLabels->max() != top)
        m_memoryLabels->setRange(low, top);
    if (!m_memoryLabelsStale && low == m_memoryAxisLowExponent && high == m_memoryAxisHighExponent
        && axis.step == m_memoryAxisStep)
        return;
    m_memoryAxisLowExponent = low;
    m_memoryAxisHighExponent = high;
    m_memoryAxisStep = axis.step;
    m_memoryLabelsStale = false;

    const QStringList oldLabels = m_memoryLabels->categoriesLabels();
    for (const QString &label : oldLabels)
        m_memoryLabels->remove(label);
    m_memoryLabels->setStartValue(low - axis.step);
    // QLocale formats a size as a qint64. A chart laid out too short for more
    // than two labels (hidden, say) can round its top tick up past 2^62 bytes:
    // that tick goes without a label rather than shift past the integer's width.
    constexpr int largestLabelledExponent = 62;
    for (int exponent = low; exponent <= high; exponent += axis.step) {
        if (exponent < 0 || exponent > largestLabelledExponent)
            continue;
        const QString label = QLocale().formattedDataSize(qint64(1) << exponent, 0,
                                                          QLocale::DataSizeIecFormat);
        m_memoryLabels->append(label, exponent);
    }
    updateMinimumSize();
}

void AttentionChart::updateSequenceLabels()
{
    // A label under every power of two where the longest fits between two of
    // them and Qt Charts gives it room enough; else under every other, fourth
    // or eighth one. Measured on the chart's width less room for the memory
    // labels, not the plot's: the plot narrows a little when the memory labels
    // grow, and labels that came and went with it would lay the chart out twice
    // on each change of a control.
    const QFont font = m_sequenceLabels->labelsFont();
    const QMargins margins = m_chart->margins();
    const qreal width = m_chart->size().width() - margins.left() - margins.right();
    const qreal memoryLabelsRoom
        = ChartStyle::tickLabelSize(font, QLocale().formattedDataSize(qint64(256) << 20, 0,
                                                                      QLocale::DataSizeIecFormat))
              .width()
          + QFontMetricsF(m_memoryLabels->titleFont()).lineSpacing() + 40;
    const double spacing = (width - memoryLabelsRoom)
                           / (highestSequenceExponent - lowestSequenceExponent
                              + 2 * sequencePadding);
    const qreal widest = ChartStyle::longestTickLabel(font, {count(AttentionLimits::maxSequence)},
                                                      Qt::Horizontal);
    const int fitting = ChartStyle::tickLabelsThatFit(width, widest);
    constexpr int widestStep = 8;
    int step = 1;
    while (step < widestStep) {
        const int labels = (highestSequenceExponent - lowestSequenceExponent) / step + 1;
        // With room to spare between neighbours; the axis' start counts as a label.
        if (spacing * step >= widest + 12 && labels + 1 <= fitting)
            break;
        step *= 2;
    }
    if (step == m_sequenceLabelStep)
        return;
    m_sequenceLabelStep = step;
    const QStringList oldLabels = m_sequenceLabels->categoriesLabels();
    for (const QString &label : oldLabels)
        m_sequenceLabels->remove(label);
    // From the highest down, so the sweep's last length is always labelled.
    m_sequenceLabels->setStartValue(lowestSequenceExponent - sequencePadding);
    QList<int> exponents;
    for (int exponent = highestSequenceExponent; exponent >= lowestSequenceExponent;
         exponent -= step)
        exponents.prepend(exponent);
    for (int exponent : std::as_const(exponents))
        m_sequenceLabels->append(count(quint64(1) << exponent), exponent);
}

ChartStyle::ChartObstacles AttentionChart::drawnSeries() const
{
    QList<QLineSeries *> lines{m_gpuSeries, m_naiveSeries, m_fusedSeries, m_pinnedNaiveSeries,
                               m_pinnedFusedSeries};
    lines += QList<QLineSeries *>(m_referenceSeries.cbegin(), m_referenceSeries.cend());
    return ChartLabels::obstacles(m_chart, lines,
                                  {m_currentSeries, m_naiveLimitSeries, m_fusedLimitSeries});
}

void AttentionChart::placeLabels()
{
    const QRectF plot = m_chart->plotArea();
    ChartStyle::ChartObstacles taken = drawnSeries();
    const auto heightOf = [this](double bytes) {
        return m_chart
            ->mapToPosition(QPointF(double(AttentionLimits::minSequence), bytes), m_naiveSeries)
            .y();
    };
    // Puts the label at its first clear candidate and keeps that place taken.
    const auto place = [&](QGraphicsRectItem *box, QGraphicsSimpleTextItem *text,
                           const QList<QPointF> &candidates) {
        const std::optional<QRectF> where = ChartStyle::firstClearPlace(ChartLabels::size(text),
                                                                        candidates, plot, taken);
        if (where)
            taken.boxes << *where;
        return ChartLabels::show(box, text, where);
    };
    // The fit limits first, the point of the chart: beside their markers, below
    // the GPU line if it can be, else above, else further away.
    const auto besideMarker = [&](QScatterSeries *series, QGraphicsRectItem *box,
                                  QGraphicsSimpleTextItem *label) {
        if (!series->isVisible() || series->count() == 0) {
            box->setVisible(false);
            return true;
        }
        const QPointF marker = m_chart->mapToPosition(series->at(0), series);
        const QList<QPointF> candidates = ChartLabels::besideMarker(marker, series->markerSize(),
                                                                    ChartLabels::size(label));
        return place(box, label, candidates);
    };
    besideMarker(m_naiveLimitSeries, m_naiveLimitBox, m_naiveLimitLabel);
    besideMarker(m_fusedLimitSeries, m_fusedLimitBox, m_fusedLimitLabel);

    // The chosen GPU's name near the right end of its line; it is in the legend too.
    place(m_gpuLabelBox, m_gpuLabelItem,
          ChartLabels::alongLine(plot, heightOf(m_gpuBytes), ChartLabels::size(m_gpuLabelItem),
                                 true));

    // The reference sizes from the left; a line of the chosen GPU's size is not
    // drawn, nor named twice. The legend names every one drawn.
    for (std::size_t i = 0; i < m_referenceLabels.size(); ++i) {
        const double bytes = double(gpuMemoryBytes(referenceGpus[i].statedGigabytes));
        if (!m_referenceSeries[i]->isVisible()) {
            m_referenceBoxes[i]->setVisible(false);
            continue;
        }
        place(m_referenceBoxes[i], m_referenceLabels[i],
              ChartLabels::alongLine(plot, heightOf(bytes), ChartLabels::size(m_referenceLabels[i]),
                                     false));
    }
}
