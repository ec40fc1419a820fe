#pragma once

#include "core/attentionchartdata.h"
#include "core/models/sweeptablemodel.h"

// The Attention memory page's memory against T = S, as its chart draws it and
// its Data view lists it: a row for each sequence length of the sweep
// (increasing), then the bytes naive attention and the fused cuDNN kernel
// hold (quint64). The fused column holds the kernel's memory whether or not it
// can run on the chosen GPU; the page says whether its line and column show.
// The header is in the current language, in the page's words (its
// AttentionPage context).
class AttentionMemoryModel : public SweepTableModel
{
    Q_OBJECT

public:
    enum Column { SequenceColumn, NaiveColumn, FusedColumn, ColumnCount };

    explicit AttentionMemoryModel(QObject *parent = nullptr);

    // Shows `sweep`: only the rows and cells that changed are announced.
    void setSweep(const QList<AttentionSweepPoint> &sweep);

private:
    QString columnTitle(int column) const override;
};
