#include "core/models/trainingmemorymodel.h"

#include <QCoreApplication>

namespace {

// The header speaks in the page's words, as the chart's legend does.
struct PageText
{
    Q_DECLARE_TR_FUNCTIONS(TrainingMemoryPage)
};

} // namespace

TrainingMemoryModel::TrainingMemoryModel(QObject *parent)
    : SweepTableModel(ColumnCount, parent)
{ }

void TrainingMemoryModel::setSweep(const QList<DataParallelSweepPoint> &sweep)
{
    QList<Row> rows;
    rows.reserve(sweep.size());
    for (const DataParallelSweepPoint &point : sweep) {
        QList<QVariant> values;
        for (const std::optional<quint64> &bytes : point.totalBytes)
            values.append(bytes ? QVariant(*bytes) : QVariant());
        rows.append({point.dataParallel, values});
    }
    setRows(rows);
}

QString TrainingMemoryModel::columnTitle(int column) const
{
    switch (column) {
    case DataParallelColumn:
        return PageText::tr("N_d");
    case Stage0Column:
        return PageText::tr("ZeRO stage 0 (plain data parallelism)");
    case Stage1Column:
        return PageText::tr("ZeRO stage 1");
    case Stage2Column:
        return PageText::tr("ZeRO stage 2");
    case Stage3Column:
        return PageText::tr("ZeRO stage 3 (FSDP)");
    default:
        return {};
    }
}
