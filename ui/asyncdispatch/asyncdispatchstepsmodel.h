#pragma once

#include "core/asyncdispatch.h"

#include <QAbstractTableModel>

// The Data view's table of an asynchronous-dispatch timeline: a row a step,
// its number (from 1) and its times in ms: dispatch start and end, when the
// host goes on, GPU start and end, and the host's wait. Cells are computed
// when asked, from the timeline's steps (implicitly shared, not copied), so
// 100,000 steps cost nothing until a view shows some of them; a new timeline
// resets the model. Raw numbers in
// Qt::DisplayRole; the Data view words them (ChartTextModel).
class AsyncDispatchStepsModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        StepColumn,
        DispatchStartColumn,
        DispatchEndColumn,
        HostFreeColumn,
        GpuStartColumn,
        GpuEndColumn,
        WaitColumn,
        ColumnCount
    };

    explicit AsyncDispatchStepsModel(QObject *parent = nullptr);

    void setTimeline(const DispatchTimeline &timeline);
    // The header in the current language.
    void retranslate();

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    QList<DispatchStep> m_steps;
};
