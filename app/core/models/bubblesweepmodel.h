#pragma once

#include "core/models/sweeptablemodel.h"
#include "core/pipelinechartdata.h"

// The Pipeline bubbles page's bubble against m, as its chart draws it and its
// Data view lists it: a row for each m either the simulation or the closed
// form has (increasing), then the simulated bubble and the closed form's, in
// percent of the chosen measure (27.3 for 27.3 %); a blank cell (an invalid
// QVariant) where one of them has no value at that m. The header is in the
// current language, in the page's words (its PipelinePage context).
class BubbleSweepModel : public SweepTableModel
{
    Q_OBJECT

public:
    enum Column { MicroBatchesColumn, SimulatedColumn, ClosedFormColumn, ColumnCount };

    explicit BubbleSweepModel(QObject *parent = nullptr);

    // Shows `sweep` in `measure`: only the rows and cells that changed are announced.
    void setSweep(const pipeline::BubbleSweep &sweep, pipeline::BubbleMeasure measure);
    pipeline::BubbleMeasure measure() const { return m_measure; }

private:
    QString columnTitle(int column) const override;

    pipeline::BubbleMeasure m_measure = pipeline::BubbleMeasure::OverTotalTime;
};
