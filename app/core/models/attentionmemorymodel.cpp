#include "core/models/attentionmemorymodel.h"

#include <QCoreApplication>

namespace {

// The header speaks in the page's words, as the chart's legend does.
struct PageText
{
    Q_DECLARE_TR_FUNCTIONS(AttentionPage)
};

} // namespace

AttentionMemoryModel::AttentionMemoryModel(QObject *parent)
    : SweepTableModel(ColumnCount, parent)
{ }

void AttentionMemoryModel::setSweep(const QList<AttentionSweepPoint> &sweep)
{
    QList<Row> rows;
    rows.reserve(sweep.size());
    for (const AttentionSweepPoint &point : sweep)
        rows.append({point.sequence, {point.naiveBytes, point.fusedBytes}});
    setRows(rows);
}

QString AttentionMemoryModel::columnTitle(int column) const
{
    switch (column) {
    case SequenceColumn:
        return PageText::tr("T = S");
    case NaiveColumn:
        return PageText::tr("Naive attention");
    case FusedColumn:
        return PageText::tr("Fused cuDNN kernel");
    default:
        return {};
    }
}
