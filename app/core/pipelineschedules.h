#pragma once

// The per-stage operation order of each pipeline schedule. Only the order is
// decided here; when each operation runs is left to the simulator.

#include "core/pipelinetypes.h"

namespace pipeline::schedules {

Program naive(int stages, int microBatches, double backwardRatio);
Program gpipe(int stages, int microBatches, double backwardRatio);
Program oneFOneB(int stages, int microBatches, double backwardRatio);
Program interleaved(int stages, int microBatches, int chunks, double backwardRatio);
Program zeroBubbleH1(int stages, int microBatches, double backwardRatio);

Program build(const Parameters &parameters);

} // namespace pipeline::schedules
