#include "core/models/communicationmodels.h"

#include <QCoreApplication>

namespace {

// The headers speak in the page's words, as its legends do.
struct PageText
{
    Q_DECLARE_TR_FUNCTIONS(CommunicationPage)
};

QVariant milliseconds(double seconds)
{
    return seconds > 0 ? QVariant(seconds * 1000) : QVariant();
}

} // namespace

CollectiveTimeModel::CollectiveTimeModel(QObject *parent)
    : SweepTableModel(ColumnCount, parent)
{ }

void CollectiveTimeModel::setSweep(const QList<CollectiveSweepPoint> &sweep, bool withCustom)
{
    QList<Row> rows;
    rows.reserve(sweep.size());
    for (const CollectiveSweepPoint &point : sweep) {
        QList<QVariant> values;
        for (int link = 0; link < CustomColumn - FirstLinkColumn; ++link)
            values.append(link < point.seconds.size() ? milliseconds(point.seconds.at(link))
                                                      : QVariant());
        const qsizetype custom = CustomColumn - FirstLinkColumn;
        values.append(withCustom && custom < point.seconds.size()
                          ? milliseconds(point.seconds.at(custom))
                          : QVariant());
        rows.append({point.gpus, values});
    }
    setRows(rows);
}

QString CollectiveTimeModel::columnTitle(int column) const
{
    if (column == GpusColumn)
        return PageText::tr("GPUs (n)");
    if (column == CustomColumn)
        return PageText::tr("Custom link");
    const int link = column - FirstLinkColumn;
    if (link >= 0 && link < int(linkPresets().size()))
        return QString(linkPresets().at(std::size_t(link)).name);
    return {};
}

StepTimeModel::StepTimeModel(QObject *parent)
    : SweepTableModel(ColumnCount, parent)
{ }

void StepTimeModel::setSweep(const QList<StepCost> &sweep)
{
    QList<Row> rows;
    rows.reserve(sweep.size());
    for (const StepCost &cost : sweep)
        rows.append({cost.tensorParallel,
                     {milliseconds(cost.tensorInsideSeconds),
                      milliseconds(cost.tensorAcrossSeconds), milliseconds(cost.dataSeconds)}});
    setRows(rows);
}

QString StepTimeModel::columnTitle(int column) const
{
    switch (column) {
    case TensorColumn:
        return PageText::tr("Tensor-parallel degree (t)");
    case InsideColumn:
        return PageText::tr("Tensor parallel inside a node");
    case AcrossColumn:
        return PageText::tr("Tensor parallel across nodes");
    case DataColumn:
        return PageText::tr("Data-parallel gradient all-reduce");
    default:
        return {};
    }
}
