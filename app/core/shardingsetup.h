#pragma once

// How the sharding page is set up when a question opens it (README.md,
// "sharding `chart` field"). QtCore only.

#include "core/sharding.h"

#include <QLatin1StringView>

#include <array>
#include <optional>

// The page's two views: an array's layout, or one data-parallel training step.
enum class ShardingView { Layout, TrainingStep };

// The data types the page offers, in its list's order.
inline constexpr std::array<Dtype, 4> shardingDtypes{Dtype::Float32, Dtype::BFloat16,
                                                     Dtype::Float16, Dtype::Int8};

struct ShardingChartSetup
{
    // The page's defaults: the worked example, mesh (2, 4) and an
    // (8, 16) float32 array as P('data', 'model').
    ShardingView view = ShardingView::Layout;
    sharding::Mesh mesh;
    sharding::ArrayLayoutInput array;
    // The training step's batch and parameters (added fields "batch" and
    // "parameters"; the dtype is the array's).
    quint64 batch = 16;
    quint64 parameters = 1'000'000'000;

    friend bool operator==(const ShardingChartSetup &, const ShardingChartSetup &) = default;
};

// Whether the page still shows `setup`: every setting, the view included.
bool showsSetup(const ShardingChartSetup &setup, const ShardingChartSetup &shown);

// "layout", "training-step".
QLatin1StringView shardingViewKey(ShardingView view);
std::optional<ShardingView> shardingViewFromKey(QStringView key);
// One of shardingDtypes, as dtypeName() writes it.
std::optional<Dtype> shardingDtypeFromName(QStringView name);
