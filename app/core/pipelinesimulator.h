#pragma once

// Pipeline-parallel schedule simulator (DESIGN.md, "Pipeline bubbles").
//
// Each stage (one GPU) runs an ordered list of operations. An operation starts
// when the stage is free and its input has arrived: the forward of the stage
// before, the backward of the stage after (communication is ignored). The
// timeline is therefore simulated, never taken from a closed form; the closed
// forms live beside it only to draw the formula curve and to check against.
//
// Time unit: one micro-batch forward on one stage, t_f = 1.

#include "core/pipelinetypes.h"

#include <QList>
#include <QString>

#include <array>
#include <optional>

namespace pipeline {

struct Block
{
    BlockKind kind = BlockKind::Forward;
    int microBatch = 0;
    int chunk = 0;
    double start = 0.0;
    double end = 0.0;
};

struct StageTimeline
{
    QList<Block> blocks; // in the order the stage ran them
    double busyTime = 0.0;
    double idleTime = 0.0; // makespan − busy time: the stage's bubble
    double peakActivations = 0.0; // micro-batches' worth of this stage's activations
};

enum class Problem {
    None,
    StagesOutOfRange,
    MicroBatchesOutOfRange,
    ChunksOutOfRange,
    BackwardRatioOutOfRange,
    MicroBatchesNotMultipleOfStages, // interleaved 1F1B
    InvalidProgram, // an operation out of range or listed twice
    Deadlock, // no stage can start its next operation
};

struct Result
{
    Problem problem = Problem::None;
    int stuckStage = -1; // Deadlock: the first stage that waits forever

    QList<StageTimeline> stages;
    // Naive schedule: each block stands for the whole batch of m micro-batches.
    int microBatchesPerBlock = 1;
    double makespan = 0.0;
    double idealCompute = 0.0; // busy time of one stage: m·(t_f + t_b)
    double idleTimePerStage = 0.0; // the same on every stage: each does the same work
    double bubbleOverTotal = 0.0; // idle ÷ makespan (the GPipe paper's definition)
    double bubbleOverIdeal = 0.0; // idle ÷ ideal compute (Megatron-LM's definition)

    bool ok() const { return problem == Problem::None; }
    double peakActivations() const; // the largest over all stages
};

// Closed forms of DESIGN.md for the same parameters, where one exists.
struct ClosedForm
{
    double idleTimePerStage = 0.0;
    double makespan = 0.0;
    double bubbleOverTotal = 0.0;
    double bubbleOverIdeal = 0.0;
};

// Translated texts use the context "PipelineSimulator".
class PipelineSimulator
{
public:
    static Problem check(const Parameters &parameters);
    // The per-stage operation order of the schedule (parameters must pass check()).
    static Program program(const Parameters &parameters);
    static Result simulate(const Parameters &parameters);
    // Runs any program; a program that can never finish ends with Problem::Deadlock.
    static Result run(const Program &program);

    static std::optional<ClosedForm> closedForm(const Parameters &parameters);

    // A sentence for the learner, in the current language, saying why these
    // parameters (or this result) give no timeline. Empty for Problem::None.
    static QString describe(Problem problem, const Parameters &parameters);
    static QString scheduleName(Schedule schedule);
};

} // namespace pipeline
