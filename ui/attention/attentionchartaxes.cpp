#include "attention/attentionchart.h"

#include "attention/attentionchartshared.h"
#include "attention/attentionformat.h"
#include "attention/chartlabels.h"
#include "charts/chartstyle.h"

#include <QFontMetrics>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QLocale>
#include <QtCharts/QCategoryAxis>
#include <QtCharts/QChart>
#include <QtCharts/QLineSeries>
#include <QtCharts/QLogValueAxis>
#include <QtCharts/QScatterSeries>

#include <cmath>
#include <optional>
#include <utility>

// The axes (log axes for the series, category axes for ticks and labels in the
// current language), how many labels fit, and where the names on the lines go.

using namespace Qt::StringLiterals;
using namespace AttentionChartShared;
using AttentionFormat::count;

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
    ChartLabels::Placer labels(m_chart, drawnSeries());
    const auto heightOf = [this](double bytes) {
        return m_chart
            ->mapToPosition(QPointF(double(AttentionLimits::minSequence), bytes), m_naiveSeries)
            .y();
    };
    // The fit limits first, the point of the chart: beside their markers, below
    // the GPU line if it can be, else above, else further away.
    labels.besideFirstMarker(m_naiveLimitSeries, m_naiveLimitBox, m_naiveLimitLabel);
    labels.besideFirstMarker(m_fusedLimitSeries, m_fusedLimitBox, m_fusedLimitLabel);

    // The chosen GPU's name near the right end of its line; it is in the legend too.
    labels.alongLine(m_gpuSeries, heightOf(m_gpuBytes), true, m_gpuLabelBox, m_gpuLabelItem);

    // The reference sizes from the left; a line of the chosen GPU's size is not
    // drawn, nor named twice. The legend names every one drawn.
    for (std::size_t i = 0; i < m_referenceLabels.size(); ++i) {
        const double bytes = double(gpuMemoryBytes(referenceGpus[i].statedGigabytes));
        labels.alongLine(m_referenceSeries[i], heightOf(bytes), false, m_referenceBoxes[i],
                         m_referenceLabels[i]);
    }
}
