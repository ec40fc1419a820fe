#pragma once

// What the two files of AttentionChart share: the series and texts
// (attentionchart.cpp) and the axes, their ticks and where the names go
// (attentionchartaxes.cpp).

#include "attention/chartlabels.h"
#include "charts/chartstyle.h"
#include "core/attentionchartdata.h"

#include <QString>

#include <array>

namespace AttentionChartShared {

using namespace Qt::StringLiterals;

// The reference lines DESIGN.md names: the chips of each size and the stated size.
using ChartLabels::ReferenceGpu;
inline constexpr std::array<ReferenceGpu, 3> referenceGpus{{
    {"A100"_L1, 40},
    {"A100 / H100"_L1, 80},
    {"H200"_L1, 141},
}};

inline constexpr int lowestSequenceExponent = AttentionSweep::lowestExponent; // 512
inline constexpr int highestSequenceExponent = AttentionSweep::highestExponent; // 131072
// The sequence axis reaches a little beyond the sweep (in log₂ units), so a
// marker at the first or last length is drawn whole.
inline constexpr double sequencePadding = ChartStyle::axisPadding
                                          * (highestSequenceExponent - lowestSequenceExponent);

} // namespace AttentionChartShared
