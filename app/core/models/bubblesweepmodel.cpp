#include "core/models/bubblesweepmodel.h"

#include <QCoreApplication>

#include <optional>

using pipeline::BubbleMeasure;
using pipeline::BubblePoint;

namespace {

// The header speaks in the page's words, as the chart's axis and legend do.
struct PageText
{
    Q_DECLARE_TR_FUNCTIONS(PipelinePage)
};

QVariant percent(const BubblePoint &point, BubbleMeasure measure)
{
    return 100.0 * (measure == BubbleMeasure::OverTotalTime ? point.overTotal : point.overIdeal);
}

} // namespace

BubbleSweepModel::BubbleSweepModel(QObject *parent)
    : SweepTableModel(ColumnCount, parent)
{ }

void BubbleSweepModel::setSweep(const pipeline::BubbleSweep &sweep, BubbleMeasure measure)
{
    if (measure != m_measure) {
        m_measure = measure;
        emit headerDataChanged(Qt::Horizontal, SimulatedColumn, ClosedFormColumn);
    }
    // Every m either list has, in increasing m; a blank cell where one has none.
    QList<Row> rows;
    qsizetype s = 0;
    qsizetype c = 0;
    while (s < sweep.simulated.size() || c < sweep.closedForm.size()) {
        std::optional<int> m;
        if (s < sweep.simulated.size())
            m = sweep.simulated[s].microBatches;
        if (c < sweep.closedForm.size() && (!m || sweep.closedForm[c].microBatches < *m))
            m = sweep.closedForm[c].microBatches;
        Row row{*m, {QVariant(), QVariant()}};
        if (s < sweep.simulated.size() && sweep.simulated[s].microBatches == *m)
            row.values[0] = percent(sweep.simulated[s++], measure);
        if (c < sweep.closedForm.size() && sweep.closedForm[c].microBatches == *m)
            row.values[1] = percent(sweep.closedForm[c++], measure);
        rows.append(row);
    }
    setRows(rows);
}

QString BubbleSweepModel::columnTitle(int column) const
{
    const QString measured = m_measure == BubbleMeasure::OverTotalTime
                                 ? PageText::tr("bubble ÷ total time")
                                 : PageText::tr("bubble ÷ ideal compute");
    switch (column) {
    case MicroBatchesColumn:
        return PageText::tr("m");
    case SimulatedColumn:
        return PageText::tr("Simulated, %1").arg(measured);
    case ClosedFormColumn:
        return PageText::tr("Closed form, %1").arg(measured);
    default:
        return {};
    }
}
