#pragma once

// The types a pipeline schedule is written in (DESIGN.md, "Pipeline
// bubbles"): which schedule, its parameters, and the program of operations
// each stage runs. Shared by the schedules, which write programs, and the
// simulator, which runs them, so that neither includes the other.
//
// Time unit: one micro-batch forward on one stage, t_f = 1.

#include <QList>

#include <array>

namespace pipeline {

enum class Schedule {
    Naive, // no micro-batching: the whole batch is one block
    GPipe, // all forwards, then all backwards
    OneFOneB, // PipeDream-Flush: warm-up forwards, then one forward one backward
    Interleaved, // Megatron-LM interleaved 1F1B with v model chunks per GPU
    ZeroBubbleH1, // ZB-H1: backward split into input-gradient B and weight-gradient W
};
inline constexpr int scheduleCount = 5;
inline constexpr std::array<Schedule, scheduleCount> allSchedules{Schedule::Naive, Schedule::GPipe,
                                                                  Schedule::OneFOneB,
                                                                  Schedule::Interleaved,
                                                                  Schedule::ZeroBubbleH1};

enum class BlockKind {
    Forward,
    Backward, // a full backward (input and weight gradients together)
    BackwardInput, // ZB-H1's B: gradient with respect to the stage's input
    BackwardWeight, // ZB-H1's W: gradient with respect to the stage's weights
};
inline constexpr int blockKindCount = 4;

inline constexpr int minStages = 1;
inline constexpr int maxStages = 16;
inline constexpr int minMicroBatches = 1;
inline constexpr int maxMicroBatches = 64;
inline constexpr int minChunks = 1;
inline constexpr int maxChunks = 4;
inline constexpr double minBackwardRatio = 1.0;
inline constexpr double maxBackwardRatio = 3.0;

struct Parameters
{
    Schedule schedule = Schedule::OneFOneB;
    int stages = 4; // p
    int microBatches = 8; // m
    int chunks = 2; // v, used by the interleaved schedule only
    double backwardRatio = 2.0; // r = t_b / t_f

    friend bool operator==(const Parameters &, const Parameters &) = default;
};

// One operation a stage runs: which pass, for which micro-batch, on which of the
// stage's model chunks (always 0 except in the interleaved schedule).
struct Operation
{
    BlockKind kind = BlockKind::Forward;
    int microBatch = 0;
    int chunk = 0;
};

struct Durations
{
    double forward = 1.0;
    double backward = 2.0;
    double backwardInput = 1.0;
    double backwardWeight = 1.0;
};

// What every stage runs, in order. Chunk c of stage s is virtual stage c·p + s:
// a forward leaves the last stage's chunk c for the first stage's chunk c + 1.
struct Program
{
    int stages = 1;
    int microBatches = 1;
    int chunks = 1;
    Durations durations;
    QList<QList<Operation>> order; // order[stage]
};

} // namespace pipeline
