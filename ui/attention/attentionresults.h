#pragma once

#include "core/attentionmemory.h"

#include <QString>

// What the Attention memory page works out from its controls on every change;
// the figures and the chart both show it.

// The chosen GPU: a preset or the size typed in.
struct AttentionGpu
{
    QString name;
    quint64 memoryBytes = 0;
    ComputeCapability computeCapability;
    bool custom = false;
};

// The longest T = S whose memory fits the chosen GPU, naive and fused.
struct AttentionFitLimits
{
    quint64 naive = 0;
    quint64 fused = 0;
};

struct AttentionResults
{
    AttentionShape shape;
    AttentionMemory memory; // at the shape's T = S
    AttentionGpu gpu;
    CudnnAttentionSupport cudnn;
    AttentionFitLimits limits;
};
