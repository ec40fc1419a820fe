#pragma once

#include "core/models/sweeptablemodel.h"
#include "core/trainingmemory.h"

// The Training memory page's memory per GPU against N_d, as its line chart
// draws it and its Data view lists it: a row for each N_d of the sweep (1, 2,
// 4, …, 1024), then the total bytes per GPU (quint64) of ZeRO stage 0, 1, 2
// and 3; a blank cell where a figure overflows. The header is in the current
// language, in the page's words (its TrainingMemoryPage context).
class TrainingMemoryModel : public SweepTableModel
{
    Q_OBJECT

public:
    enum Column {
        DataParallelColumn,
        Stage0Column,
        Stage1Column,
        Stage2Column,
        Stage3Column,
        ColumnCount
    };

    explicit TrainingMemoryModel(QObject *parent = nullptr);

    // Shows `sweep`: only the rows and cells that changed are announced.
    void setSweep(const QList<DataParallelSweepPoint> &sweep);

private:
    QString columnTitle(int column) const override;
};
