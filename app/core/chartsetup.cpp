#include "core/chartsetup.h"

#include <array>

using namespace Qt::StringLiterals;
using pipeline::Schedule;

namespace {

template<typename Value, std::size_t count>
std::optional<Value> fromKey(const std::array<Value, count> &values,
                             QLatin1StringView (*key)(Value), QStringView wanted)
{
    for (Value value : values) {
        if (!key(value).isEmpty() && wanted == key(value))
            return value;
    }
    return std::nullopt;
}

} // namespace

QLatin1StringView scheduleKey(Schedule schedule)
{
    switch (schedule) {
    case Schedule::Naive:
        return "naive"_L1;
    case Schedule::GPipe:
        return "gpipe"_L1;
    case Schedule::OneFOneB:
        return "1f1b"_L1;
    case Schedule::Interleaved:
        return "interleaved"_L1;
    case Schedule::ZeroBubbleH1:
        return "zb-h1"_L1;
    }
    return {};
}

std::optional<Schedule> scheduleFromKey(QStringView key)
{
    return fromKey(pipeline::allSchedules, &scheduleKey, key);
}

QLatin1StringView pipelineNoteKey(PipelineNote note)
{
    switch (note) {
    case PipelineNote::None:
        return {};
    case PipelineNote::WhatIsABubble:
        return "what-is-a-bubble"_L1;
    case PipelineNote::MicroBatching:
        return "micro-batching"_L1;
    }
    return {};
}

std::optional<PipelineNote> pipelineNoteFromKey(QStringView key)
{
    return fromKey(allPipelineNotes, &pipelineNoteKey, key);
}

QLatin1StringView passKey(AttentionPass pass)
{
    return pass == AttentionPass::Training ? "training"_L1 : "inference"_L1;
}

std::optional<AttentionPass> passFromKey(QStringView key)
{
    return fromKey(allAttentionPasses, &passKey, key);
}

std::optional<Dtype> attentionDtypeFromName(QStringView name)
{
    return fromKey(attentionDtypes, &dtypeName, name);
}

QLatin1StringView attentionViewKey(AttentionView view)
{
    return view == AttentionView::Serving ? "serving"_L1 : "activation"_L1;
}

std::optional<AttentionView> attentionViewFromKey(QStringView key)
{
    constexpr std::array<AttentionView, 2> views{AttentionView::Activation, AttentionView::Serving};
    return fromKey(views, &attentionViewKey, key);
}

std::optional<Dtype> servingDtypeFromName(QStringView name)
{
    return fromKey(kvCacheDtypes, &dtypeName, name);
}

bool showsSetup(const PipelineChartSetup &setup, const pipeline::Parameters &shown)
{
    const pipeline::Parameters &wanted = setup.parameters;
    if (shown.schedule != wanted.schedule || shown.stages != wanted.stages
        || shown.backwardRatio != wanted.backwardRatio)
        return false;
    if (wanted.schedule == Schedule::Interleaved && shown.chunks != wanted.chunks)
        return false;
    if (shown.microBatches == wanted.microBatches)
        return true;
    return setup.compareMicroBatches
           && (shown.microBatches == setup.compareMicroBatches->first
               || shown.microBatches == setup.compareMicroBatches->second);
}

bool showsSetup(const AttentionChartSetup &setup, const AttentionShape &shape, const QString &gpuId,
                int customGigabytes)
{
    if (shape != setup.shape || gpuId != setup.gpu)
        return false;
    return gpuId != AttentionChartSetup::customGpuId || customGigabytes == setup.customGigabytes;
}

bool showsSetup(const ServingChartSetup &setup, const ServingChartSetup &shown)
{
    if (shown.model != setup.model || shown.shape.dtype != setup.shape.dtype
        || shown.batch != setup.batch || shown.contextTokens != setup.contextTokens
        || shown.gpu != setup.gpu || shown.weights != setup.weights)
        return false;
    if (setup.gpu == ServingChartSetup::customGpuId
        && shown.customGigabytes != setup.customGigabytes)
        return false;
    return setup.model != ServingChartSetup::customModelId || shown.shape == setup.shape;
}
