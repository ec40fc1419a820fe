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

#include <QList>
#include <QString>

#include <array>
#include <optional>

namespace pipeline {

enum class Schedule {
    Naive,          // no micro-batching: the whole batch is one block
    GPipe,          // all forwards, then all backwards
    OneFOneB,       // PipeDream-Flush: warm-up forwards, then one forward one backward
    Interleaved,    // Megatron-LM interleaved 1F1B with v model chunks per GPU
    ZeroBubbleH1,   // ZB-H1: backward split into input-gradient B and weight-gradient W
};
inline constexpr int scheduleCount = 5;
inline constexpr std::array<Schedule, scheduleCount> allSchedules{Schedule::Naive, Schedule::GPipe, Schedule::OneFOneB,
                                                                  Schedule::Interleaved, Schedule::ZeroBubbleH1};

enum class BlockKind {
    Forward,
    Backward,        // a full backward (input and weight gradients together)
    BackwardInput,   // ZB-H1's B: gradient with respect to the stage's input
    BackwardWeight,  // ZB-H1's W: gradient with respect to the stage's weights
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
    int stages = 4;             // p
    int microBatches = 8;       // m
    int chunks = 2;             // v, used by the interleaved schedule only
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
    QList<Block> blocks;         // in the order the stage ran them
    double busyTime = 0.0;
    double idleTime = 0.0;       // makespan − busy time: the stage's bubble
    double peakActivations = 0.0; // micro-batches' worth of this stage's activations
};

enum class Problem {
    None,
    StagesOutOfRange,
    MicroBatchesOutOfRange,
    ChunksOutOfRange,
    BackwardRatioOutOfRange,
    MicroBatchesNotMultipleOfStages, // interleaved 1F1B
    InvalidProgram,                  // an operation out of range or listed twice
    Deadlock,                        // no stage can start its next operation
};

struct Result
{
    Problem problem = Problem::None;
    int stuckStage = -1; // Deadlock: the first stage that waits forever

    QList<StageTimeline> stages;
    // Naive schedule: each block stands for the whole batch of m micro-batches.
    int microBatchesPerBlock = 1;
    double makespan = 0.0;
    double idealCompute = 0.0;    // busy time of one stage: m·(t_f + t_b)
    double idleTimePerStage = 0.0; // the same on every stage: each does the same work
    double bubbleOverTotal = 0.0;  // idle ÷ makespan (the GPipe paper's definition)
    double bubbleOverIdeal = 0.0;  // idle ÷ ideal compute (Megatron-LM's definition)

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
