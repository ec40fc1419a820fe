#pragma once

#include "core/collectives.h"
#include "core/models/sweeptablemodel.h"

// The Communication page's two line charts, as they draw them and the Data
// view lists them, headers in the page's
// words (its CommunicationPage context). Times are in milliseconds (double)
// in Qt::DisplayRole, as the charts' time axes read them; a time of zero (no
// communication: t = 1, or N_d = 1) is blank, as a log axis has no zero.

// One collective's time against n: a row for each n of the sweep, then a
// column for each link preset (linkPresets()' order) and one for the custom
// bandwidth, blank unless the page shows it.
class CollectiveTimeModel : public SweepTableModel
{
    Q_OBJECT

public:
    enum Column { GpusColumn, FirstLinkColumn, CustomColumn = FirstLinkColumn + 6, ColumnCount };

    explicit CollectiveTimeModel(QObject *parent = nullptr);

    // `sweep`'s seconds: the presets' first, then the custom bandwidth's when
    // `withCustom`.
    void setSweep(const QList<CollectiveSweepPoint> &sweep, bool withCustom);

private:
    QString columnTitle(int column) const override;
};

// Communication per training step against t: the tensor-parallel all-reduces
// inside a node and across nodes, and the data-parallel gradient all-reduce.
class StepTimeModel : public SweepTableModel
{
    Q_OBJECT

public:
    enum Column { TensorColumn, InsideColumn, AcrossColumn, DataColumn, ColumnCount };

    explicit StepTimeModel(QObject *parent = nullptr);

    void setSweep(const QList<StepCost> &sweep);

private:
    QString columnTitle(int column) const override;
};
