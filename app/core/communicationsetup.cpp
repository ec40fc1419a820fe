#include "core/communicationsetup.h"

using namespace Qt::StringLiterals;

QLatin1StringView communicationViewKey(CommunicationView view)
{
    return view == CommunicationView::TensorVsData ? "tensor-vs-data"_L1 : "collective"_L1;
}

std::optional<CommunicationView> communicationViewFromKey(QStringView key)
{
    for (CommunicationView view : {CommunicationView::Collective, CommunicationView::TensorVsData}) {
        if (key == communicationViewKey(view))
            return view;
    }
    return std::nullopt;
}

bool showsSetup(const CommunicationChartSetup &setup, const CommunicationChartSetup &shown)
{
    if (shown.view != setup.view || shown.gpus != setup.gpus || shown.link != setup.link
        || shown.latencyMicroseconds != setup.latencyMicroseconds)
        return false;
    bool custom = setup.link == customLinkId;
    if (setup.view == CommunicationView::Collective) {
        if (shown.collective != setup.collective || shown.messageBytes != setup.messageBytes)
            return false;
    } else {
        if (shown.acrossLink != setup.acrossLink || shown.model != setup.model
            || shown.sequence != setup.sequence || shown.microBatch != setup.microBatch
            || shown.microBatches != setup.microBatches || shown.dataParallel != setup.dataParallel)
            return false;
        custom = custom || setup.acrossLink == customLinkId;
    }
    return !custom || shown.customBandwidth == setup.customBandwidth;
}
