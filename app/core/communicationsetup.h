#pragma once

// How the Communication page is set up when a question opens it (README.md,
// "communication `chart` field"). QtCore only.

#include "core/collectives.h"

#include <QLatin1StringView>
#include <QString>

// One collective's time, or communication per step against t.
enum class CommunicationView { Collective, TensorVsData };

struct CommunicationChartSetup
{
    CommunicationView view = CommunicationView::Collective;
    Collective collective = Collective::AllReduce;
    int gpus = 8; // n; t in the tensor-vs-data view
    double messageBytes = 1e9; // S, the full buffer
    QString link = QString(defaultLinkId); // one of linkPresets()' ids, or customLinkId
    // The link across nodes in the tensor-vs-data view (a field added to spec25.md's).
    QString acrossLink = QString(defaultAcrossLinkId);
    double customBandwidth = 100; // GB/s per direction
    double latencyMicroseconds = 0; // α per step
    QString model = QString(defaultModelId); // one of transformerPresets()' ids
    int sequence = 4096;
    int microBatch = 1;
    int microBatches = 8;
    int dataParallel = 8; // N_d (a field added to spec25.md's)

    static constexpr QLatin1StringView defaultLinkId{"nvlink4-h100"};
    static constexpr QLatin1StringView defaultAcrossLinkId{"ib-ndr"};
    static constexpr QLatin1StringView defaultModelId{"llama-2-7b"};

    friend bool operator==(const CommunicationChartSetup &, const CommunicationChartSetup &)
        = default;
};

// "collective", "tensor-vs-data".
QLatin1StringView communicationViewKey(CommunicationView view);
std::optional<CommunicationView> communicationViewFromKey(QStringView key);

// Whether the controls still show `setup`: the settings of its view (the
// custom bandwidth only where a link is custom).
bool showsSetup(const CommunicationChartSetup &setup, const CommunicationChartSetup &shown);
