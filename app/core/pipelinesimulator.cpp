#include "core/pipelinesimulator.h"

#include "core/pipelineschedules.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <vector>

using namespace Qt::StringLiterals;

namespace pipeline {

double Result::peakActivations() const
{
    double peak = 0.0;
    for (const StageTimeline &stage : stages)
        peak = std::max(peak, stage.peakActivations);
    return peak;
}

namespace {

constexpr double notYet = -1.0; // end time of an operation that has not run

// Durations and end times are kept in arrays indexed by BlockKind.
static_assert(int(BlockKind::Forward) == 0 && int(BlockKind::Backward) == 1
              && int(BlockKind::BackwardInput) == 2 && int(BlockKind::BackwardWeight) == 3
              && blockKindCount == 4);

// Every operation of a program, addressed by (kind, virtual stage, micro-batch)
// in one flat array: index = (kind · virtual stages + virtual stage) · m + micro-batch.
struct OperationIndex
{
    OperationIndex(int virtualStages, int microBatches)
        : perStage(static_cast<std::size_t>(microBatches))
        , perKind(static_cast<std::size_t>(virtualStages) * perStage)
    { }

    std::size_t size() const { return static_cast<std::size_t>(blockKindCount) * perKind; }

    std::size_t of(BlockKind kind, int virtualStage, int microBatch) const
    {
        return static_cast<std::size_t>(kind) * perKind
               + static_cast<std::size_t>(virtualStage) * perStage
               + static_cast<std::size_t>(microBatch);
    }

    std::size_t perStage;
    std::size_t perKind;
};

// Where an operation's inputs are in the end times (at most two): a forward needs
// the forward of the virtual stage before; a backward needs its own stage's
// forward (the stored activations) and the gradient from the virtual stage
// after, or on the last one the loss from its own forward; a weight gradient W
// needs the input gradient B of the same stage.
struct Inputs
{
    std::size_t index[2];
    int count = 0;
};

Inputs inputsOf(const OperationIndex &operations, BlockKind kind, int virtualStage,
                int lastVirtualStage, int microBatch)
{
    Inputs inputs;
    switch (kind) {
    case BlockKind::Forward:
        if (virtualStage > 0)
            inputs.index[inputs.count++] = operations.of(BlockKind::Forward, virtualStage - 1,
                                                         microBatch);
        break;
    case BlockKind::Backward:
    case BlockKind::BackwardInput:
        inputs.index[inputs.count++] = operations.of(BlockKind::Forward, virtualStage, microBatch);
        if (virtualStage < lastVirtualStage)
            inputs.index[inputs.count++] = operations.of(kind, virtualStage + 1, microBatch);
        break;
    case BlockKind::BackwardWeight:
        inputs.index[inputs.count++] = operations.of(BlockKind::BackwardInput, virtualStage,
                                                     microBatch);
        break;
    }
    return inputs;
}

bool programIsWellFormed(const Program &program)
{
    if (program.stages < 1 || program.microBatches < 1 || program.chunks < 1
        || program.order.size() != program.stages)
        return false;
    const OperationIndex index(program.stages * program.chunks, program.microBatches);
    std::vector<char> listed(index.size(), 0);
    for (int stage = 0; stage < program.stages; ++stage) {
        const Operation *order = program.order[stage].constData();
        for (qsizetype i = 0, size = program.order[stage].size(); i < size; ++i) {
            const Operation &op = order[i];
            if (op.microBatch < 0 || op.microBatch >= program.microBatches || op.chunk < 0
                || op.chunk >= program.chunks)
                return false;
            const std::size_t at = index.of(op.kind, op.chunk * program.stages + stage,
                                            op.microBatch);
            if (listed[at])
                return false;
            listed[at] = 1;
        }
    }
    return true;
}

// Activations of a micro-batch stay on the stage from its forward until its
// backward work there is complete (for ZB-H1 that is the weight-gradient pass W,
// which still needs the stage's inputs). One chunk holds 1/v of the stage's layers.
double peakActivationsOf(const QList<Operation> &order, int chunks)
{
    int held = 0;
    int peak = 0;
    const Operation *ops = order.constData();
    for (qsizetype i = 0, size = order.size(); i < size; ++i) {
        const BlockKind kind = ops[i].kind;
        if (kind == BlockKind::Forward)
            peak = std::max(peak, ++held);
        else if (kind == BlockKind::Backward || kind == BlockKind::BackwardWeight)
            --held;
    }
    return double(peak) / chunks;
}

Result runWellFormed(const Program &program);

} // namespace

Problem PipelineSimulator::check(const Parameters &parameters)
{
    if (parameters.stages < minStages || parameters.stages > maxStages)
        return Problem::StagesOutOfRange;
    if (parameters.microBatches < minMicroBatches || parameters.microBatches > maxMicroBatches)
        return Problem::MicroBatchesOutOfRange;
    if (parameters.chunks < minChunks || parameters.chunks > maxChunks)
        return Problem::ChunksOutOfRange;
    if (!(parameters.backwardRatio >= minBackwardRatio
          && parameters.backwardRatio <= maxBackwardRatio))
        return Problem::BackwardRatioOutOfRange;
    if (parameters.schedule == Schedule::Interleaved
        && parameters.microBatches % parameters.stages != 0)
        return Problem::MicroBatchesNotMultipleOfStages;
    return Problem::None;
}

Program PipelineSimulator::program(const Parameters &parameters)
{
    return schedules::build(parameters);
}

Result PipelineSimulator::simulate(const Parameters &parameters)
{
    Result result;
    result.problem = check(parameters);
    if (!result.ok())
        return result;
    // The schedules' own programs are well formed by construction (and tested).
    result = runWellFormed(program(parameters));
    if (result.ok() && parameters.schedule == Schedule::Naive) {
        // One block carries the whole batch, and so do its activations.
        result.microBatchesPerBlock = parameters.microBatches;
        for (StageTimeline &stage : result.stages)
            stage.peakActivations *= parameters.microBatches;
    }
    return result;
}

Result PipelineSimulator::run(const Program &program)
{
    if (!programIsWellFormed(program)) {
        Result result;
        result.problem = Problem::InvalidProgram;
        return result;
    }
    return runWellFormed(program);
}

namespace {

std::vector<Block *> placeBlocks(Result &result, const Program &program);
void markDeadlock(Result &result, const Program &program, const std::vector<qsizetype> &next);
void summarise(Result &result, const Program &program, const std::vector<double> &freeAt);

Result runWellFormed(const Program &program)
{
    Result result;

    const int virtualStages = program.stages * program.chunks;
    const OperationIndex operations(virtualStages, program.microBatches);
    // End times of every operation, notYet until it has run.
    std::vector<double> endTimes(operations.size(), notYet);
    double *ends = endTimes.data();
    const double durations[blockKindCount] = {program.durations.forward, program.durations.backward,
                                              program.durations.backwardInput,
                                              program.durations.backwardWeight};
    std::vector<qsizetype> next(static_cast<std::size_t>(program.stages), 0);
    std::vector<double> freeAt(static_cast<std::size_t>(program.stages), 0.0);
    const std::vector<Block *> blocksOut = placeBlocks(result, program);
    qsizetype remaining = 0;
    for (const QList<Operation> &order : program.order)
        remaining += order.size();

    // Event-driven: a stage runs its next operations for as long as their inputs
    // have arrived; each operation starts at max(stage free, inputs arrived).
    // When a stage finishes an operation, the neighbours that may have been
    // waiting for it get another look. If no stage is left to look at while
    // operations remain, every stage waits for something that never comes.
    std::vector<int> toVisit;
    std::vector<char> queued(static_cast<std::size_t>(program.stages), 1);
    for (int stage = program.stages - 1; stage >= 0; --stage)
        toVisit.push_back(stage);
    const auto wake = [&](int stage) {
        if (!queued[static_cast<std::size_t>(stage)]) {
            queued[static_cast<std::size_t>(stage)] = 1;
            toVisit.push_back(stage);
        }
    };
    while (!toVisit.empty()) {
        const int stage = toVisit.back();
        toVisit.pop_back();
        queued[static_cast<std::size_t>(stage)] = 0;
        const Operation *order = program.order[stage].constData();
        const qsizetype orderSize = program.order[stage].size();
        Block *out = blocksOut[static_cast<std::size_t>(stage)];
        auto &position = next[static_cast<std::size_t>(stage)];
        auto &stageFree = freeAt[static_cast<std::size_t>(stage)];
        const qsizetype startPosition = position;
        while (position < orderSize) {
            const Operation &op = order[position];
            const int virtualStage = op.chunk * program.stages + stage;
            const Inputs inputs = inputsOf(operations, op.kind, virtualStage, virtualStages - 1,
                                           op.microBatch);
            double start = stageFree;
            bool ready = true;
            for (int i = 0; i < inputs.count; ++i) {
                const double arrives = ends[inputs.index[i]];
                ready = ready && arrives != notYet;
                start = arrives > start ? arrives : start;
            }
            if (!ready)
                break;
            const double end = start + durations[static_cast<std::size_t>(op.kind)];
            out[position] = Block{op.kind, op.microBatch, op.chunk, start, end};
            ends[operations.of(op.kind, virtualStage, op.microBatch)] = end;
            stageFree = end;
            ++position;
            --remaining;
        }
        if (position != startPosition) {
            // Forwards feed the next stage, backwards the one before; with
            // chunks the last stage feeds the first and the other way round.
            wake((stage + 1) % program.stages);
            wake((stage + program.stages - 1) % program.stages);
        }
    }
    if (remaining > 0)
        markDeadlock(result, program, next);
    else
        summarise(result, program, freeAt);
    return result;
}

// Each stage runs exactly the operations listed for it: its blocks are
// written in place (the simulation runs for every point of the page's chart).
std::vector<Block *> placeBlocks(Result &result, const Program &program)
{
    result.stages.resize(program.stages);
    std::vector<Block *> blocksOut(static_cast<std::size_t>(program.stages));
    for (int stage = 0; stage < program.stages; ++stage) {
        result.stages[stage].blocks.resize(program.order[stage].size());
        blocksOut[static_cast<std::size_t>(stage)] = result.stages[stage].blocks.data();
    }
    return blocksOut;
}

// Operations remain that no stage can start: the first stage left with some is stuck.
void markDeadlock(Result &result, const Program &program, const std::vector<qsizetype> &next)
{
    result.problem = Problem::Deadlock;
    for (int stage = 0; stage < program.stages && result.stuckStage < 0; ++stage) {
        if (next[static_cast<std::size_t>(stage)] < program.order[stage].size())
            result.stuckStage = stage;
    }
    result.stages.clear();
}

// Each stage's busy, idle and peak figures, the makespan (the last stage to
// be free) and the bubble fractions, from the blocks run.
void summarise(Result &result, const Program &program, const std::vector<double> &freeAt)
{
    for (int stage = 0; stage < program.stages; ++stage) {
        StageTimeline &timeline = result.stages[stage];
        for (const Block &block : std::as_const(timeline.blocks))
            timeline.busyTime += block.end - block.start;
        timeline.peakActivations = peakActivationsOf(program.order[stage], program.chunks);
        result.makespan = std::max(result.makespan, freeAt[static_cast<std::size_t>(stage)]);
    }
    double idleSum = 0.0;
    double busySum = 0.0;
    for (StageTimeline &timeline : result.stages) {
        timeline.idleTime = result.makespan - timeline.busyTime;
        idleSum += timeline.idleTime;
        busySum += timeline.busyTime;
    }
    result.idleTimePerStage = idleSum / program.stages;
    result.idealCompute = busySum / program.stages;
    result.bubbleOverTotal = result.makespan > 0.0 ? result.idleTimePerStage / result.makespan
                                                   : 0.0;
    result.bubbleOverIdeal = result.idealCompute > 0.0
                                 ? result.idleTimePerStage / result.idealCompute
                                 : 0.0;
}

} // namespace

std::optional<ClosedForm> PipelineSimulator::closedForm(const Parameters &parameters)
{
    if (check(parameters) != Problem::None)
        return std::nullopt;
    const double p = parameters.stages;
    const double m = parameters.microBatches;
    const double r = parameters.backwardRatio;
    const double ideal = m * (1.0 + r);
    double idle = 0.0;
    switch (parameters.schedule) {
    case Schedule::Naive:
        // One block of the whole batch: (p−1)(t_f+t_b) with t_f = m.
        idle = (p - 1.0) * ideal;
        break;
    case Schedule::GPipe:
    case Schedule::OneFOneB:
        idle = (p - 1.0) * (1.0 + r);
        break;
    case Schedule::Interleaved:
        idle = (p - 1.0) * (1.0 + r) / parameters.chunks;
        break;
    case Schedule::ZeroBubbleH1:
        // (p−1)(t_F + t_B − t_W) with t_B = t_W = r/2. It assumes enough
        // micro-batches to fill the pipeline (m ≥ p) and W no longer than F.
        if (parameters.microBatches < parameters.stages || r / 2.0 > 1.0)
            return std::nullopt;
        idle = (p - 1.0) * (1.0 + r / 2.0 - r / 2.0);
        break;
    }
    ClosedForm form;
    form.idleTimePerStage = idle;
    form.makespan = ideal + idle;
    form.bubbleOverTotal = idle / form.makespan;
    form.bubbleOverIdeal = idle / ideal;
    return form;
}

QString PipelineSimulator::describe(Problem problem, const Parameters &parameters)
{
    const QLocale locale;
    switch (problem) {
    case Problem::None:
        return {};
    case Problem::StagesOutOfRange:
        return QCoreApplication::translate("PipelineSimulator",
                                           "The number of stages p must be between %1 and %2.")
            .arg(locale.toString(minStages), locale.toString(maxStages));
    case Problem::MicroBatchesOutOfRange:
        return QCoreApplication::translate(
                   "PipelineSimulator", "The number of micro-batches m must be between %1 and %2.")
            .arg(locale.toString(minMicroBatches), locale.toString(maxMicroBatches));
    case Problem::ChunksOutOfRange:
        return QCoreApplication::translate(
                   "PipelineSimulator", "The number of chunks per GPU v must be between %1 and %2.")
            .arg(locale.toString(minChunks), locale.toString(maxChunks));
    case Problem::BackwardRatioOutOfRange:
        return QCoreApplication::translate(
                   "PipelineSimulator", "The backward/forward ratio r must be between %1 and %2.")
            .arg(locale.toString(minBackwardRatio, 'f', 1),
                 locale.toString(maxBackwardRatio, 'f', 1));
    case Problem::MicroBatchesNotMultipleOfStages:
        return QCoreApplication::translate("PipelineSimulator",
                                           "Interleaved 1F1B sends micro-batches round the GPUs in "
                                           "groups of p, so m must be a "
                                           "multiple of p = %1 (m = %2 is not). Try m = %3.")
            .arg(locale.toString(parameters.stages), locale.toString(parameters.microBatches),
                 locale.toString(
                     std::max(parameters.stages,
                              parameters.microBatches / parameters.stages * parameters.stages)));
    case Problem::InvalidProgram:
        return QCoreApplication::translate(
            "PipelineSimulator", "The schedule lists an operation twice or outside the pipeline.");
    case Problem::Deadlock:
        return QCoreApplication::translate(
            "PipelineSimulator",
            "The schedule cannot finish: every GPU waits for an input that never comes.");
    }
    return {};
}

QString PipelineSimulator::scheduleName(Schedule schedule)
{
    switch (schedule) {
    case Schedule::Naive:
        return QCoreApplication::translate("PipelineSimulator", "Naive (no micro-batching)");
    case Schedule::GPipe:
        return QCoreApplication::translate("PipelineSimulator", "GPipe");
    case Schedule::OneFOneB:
        return QCoreApplication::translate("PipelineSimulator", "1F1B (PipeDream-Flush)");
    case Schedule::Interleaved:
        return QCoreApplication::translate("PipelineSimulator", "Interleaved 1F1B");
    case Schedule::ZeroBubbleH1:
        return QCoreApplication::translate("PipelineSimulator", "Zero bubble (ZB-H1)");
    }
    return {};
}

} // namespace pipeline
