#include "core/shardingsetup.h"

using namespace Qt::StringLiterals;

bool showsSetup(const ShardingChartSetup &setup, const ShardingChartSetup &shown)
{
    return setup == shown;
}

QLatin1StringView shardingViewKey(ShardingView view)
{
    return view == ShardingView::TrainingStep ? "training-step"_L1 : "layout"_L1;
}

std::optional<ShardingView> shardingViewFromKey(QStringView key)
{
    for (ShardingView view : {ShardingView::Layout, ShardingView::TrainingStep}) {
        if (key == shardingViewKey(view))
            return view;
    }
    return std::nullopt;
}

std::optional<Dtype> shardingDtypeFromName(QStringView name)
{
    for (Dtype dtype : shardingDtypes) {
        if (name == dtypeName(dtype))
            return dtype;
    }
    return std::nullopt;
}
