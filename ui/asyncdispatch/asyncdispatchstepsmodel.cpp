#include "asyncdispatch/asyncdispatchstepsmodel.h"

AsyncDispatchStepsModel::AsyncDispatchStepsModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

void AsyncDispatchStepsModel::setTimeline(const DispatchTimeline &timeline)
{
    // A reset, not cell by cell: a proxy over the model (the Data view's
    // words) then forgets its mapping at once, and maps the rows again only
    // when a view asks for them, instead of going through 100,000 rows at
    // each turn of a control.
    beginResetModel();
    m_steps = timeline.steps;
    endResetModel();
}

void AsyncDispatchStepsModel::retranslate()
{
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
}

int AsyncDispatchStepsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_steps.size());
}

int AsyncDispatchStepsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant AsyncDispatchStepsModel::data(const QModelIndex &index, int role) const
{
    if (role != Qt::DisplayRole || !index.isValid() || index.row() >= m_steps.size())
        return {};
    const DispatchStep &step = m_steps.at(index.row());
    switch (index.column()) {
    case StepColumn:
        return index.row() + 1;
    case DispatchStartColumn:
        return step.dispatchStart;
    case DispatchEndColumn:
        return step.dispatchEnd;
    case HostFreeColumn:
        return step.hostFree;
    case GpuStartColumn:
        return step.gpuStart;
    case GpuEndColumn:
        return step.gpuEnd;
    case WaitColumn:
        return step.hostWaitMs();
    default:
        return {};
    }
}

QVariant AsyncDispatchStepsModel::headerData(int section, Qt::Orientation orientation,
                                             int role) const
{
    if (role != Qt::DisplayRole || orientation != Qt::Horizontal)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case StepColumn:
        return tr("Step");
    case DispatchStartColumn:
        return tr("Dispatch start (ms)");
    case DispatchEndColumn:
        return tr("Dispatch end (ms)");
    case HostFreeColumn:
        return tr("Host free (ms)");
    case GpuStartColumn:
        return tr("GPU start (ms)");
    case GpuEndColumn:
        return tr("GPU end (ms)");
    case WaitColumn:
        return tr("Host wait (ms)");
    default:
        return {};
    }
}
