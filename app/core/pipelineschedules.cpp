#include "core/pipelineschedules.h"

#include <algorithm>

namespace pipeline::schedules {

namespace {

Program emptyProgram(int stages, int microBatches, int chunks)
{
    Program program;
    program.stages = stages;
    program.microBatches = microBatches;
    program.chunks = chunks;
    program.order.resize(stages);
    return program;
}

// Writes one stage's order into a list sized up front (programs are rebuilt for
// every point of the page's chart, so no appending one by one).
class OrderWriter
{
public:
    OrderWriter(QList<Operation> &order, qsizetype size)
        : m_order(order)
    {
        m_order.resize(size);
        m_next = m_order.data();
        m_end = m_next + size;
    }
    OrderWriter(const OrderWriter &) = delete;
    OrderWriter &operator=(const OrderWriter &) = delete;
    ~OrderWriter() { m_order.resize(m_next - m_order.data()); }

    void add(BlockKind kind, int microBatch, int chunk = 0)
    {
        if (m_next != m_end)
            *m_next++ = Operation{kind, microBatch, chunk};
    }
    void forward(int microBatch) { add(BlockKind::Forward, microBatch); }
    void backward(int microBatch) { add(BlockKind::Backward, microBatch); }

private:
    QList<Operation> &m_order;
    Operation *m_next = nullptr;
    Operation *m_end = nullptr;
};

// Forwards a stage runs before its first backward in 1F1B: enough to keep the
// stages after it busy until the first gradient comes back.
int warmUpForwards(int stages, int stage, int microBatches)
{
    return std::min(stages - stage - 1, microBatches);
}

} // namespace

Program naive(int stages, int microBatches, double backwardRatio)
{
    // The whole batch goes through as one block, so one "micro-batch" of m units.
    Program program = emptyProgram(stages, 1, 1);
    program.durations.forward = microBatches;
    program.durations.backward = microBatches * backwardRatio;
    for (QList<Operation> &order : program.order) {
        OrderWriter write(order, 2);
        write.forward(0);
        write.backward(0);
    }
    return program;
}

Program gpipe(int stages, int microBatches, double backwardRatio)
{
    Program program = emptyProgram(stages, microBatches, 1);
    program.durations.backward = backwardRatio;
    for (QList<Operation> &order : program.order) {
        OrderWriter write(order, 2 * microBatches);
        for (int mb = 0; mb < microBatches; ++mb)
            write.forward(mb);
        for (int mb = 0; mb < microBatches; ++mb)
            write.backward(mb);
    }
    return program;
}

Program oneFOneB(int stages, int microBatches, double backwardRatio)
{
    Program program = emptyProgram(stages, microBatches, 1);
    program.durations.backward = backwardRatio;
    for (int stage = 0; stage < stages; ++stage) {
        OrderWriter write(program.order[stage], 2 * microBatches);
        const int warmUp = warmUpForwards(stages, stage, microBatches);
        for (int mb = 0; mb < warmUp; ++mb)
            write.forward(mb);
        for (int mb = 0; mb < microBatches - warmUp; ++mb) {
            write.forward(mb + warmUp);
            write.backward(mb);
        }
        for (int mb = microBatches - warmUp; mb < microBatches; ++mb)
            write.backward(mb);
    }
    return program;
}

Program interleaved(int stages, int microBatches, int chunks, double backwardRatio)
{
    // Megatron-LM's order: micro-batches go round in groups of p; within a group
    // each stage runs chunk 0 for p micro-batches, then chunk 1, and so on;
    // backwards visit the chunks in reverse.
    Program program = emptyProgram(stages, microBatches, chunks);
    program.durations.forward = 1.0 / chunks;
    program.durations.backward = backwardRatio / chunks;
    const int perGroup = stages * chunks;
    const int total = microBatches * chunks;
    for (int stage = 0; stage < stages; ++stage) {
        OrderWriter write(program.order[stage], 2 * total);
        // The k-th forward (or backward) this stage runs.
        const auto nth = [&](int k, BlockKind kind) {
            const int inGroup = k % perGroup;
            const int microBatch = k / perGroup * stages + k % stages;
            int chunk = inGroup / stages;
            if (kind != BlockKind::Forward)
                chunk = chunks - 1 - chunk;
            write.add(kind, microBatch, chunk);
        };
        const int warmUp = std::min((stages - stage - 1) * 2 + (chunks - 1) * stages, total);
        for (int k = 0; k < warmUp; ++k)
            nth(k, BlockKind::Forward);
        for (int k = 0; k < total - warmUp; ++k) {
            nth(k + warmUp, BlockKind::Forward);
            nth(k, BlockKind::Backward);
        }
        for (int k = total - warmUp; k < total; ++k)
            nth(k, BlockKind::Backward);
    }
    return program;
}

Program zeroBubbleH1(int stages, int microBatches, double backwardRatio)
{
    // 1F1B with the backward split in two. The input-gradient pass B is on the
    // critical path and runs where 1F1B's backward ran; stage i holds back its
    // weight-gradient passes W by i micro-batches, so they fill the time the
    // stage would otherwise wait, and the last ones fill the drain at the end.
    Program program = emptyProgram(stages, microBatches, 1);
    program.durations.backwardInput = backwardRatio / 2.0;
    program.durations.backwardWeight = backwardRatio / 2.0;
    for (int stage = 0; stage < stages; ++stage) {
        OrderWriter write(program.order[stage], 3 * microBatches);
        const int warmUp = warmUpForwards(stages, stage, microBatches);
        const int heldBackWeights = stage;
        int nextWeight = 0;
        const auto inputGradient = [&](int mb) {
            write.add(BlockKind::BackwardInput, mb);
            if (mb + 1 - nextWeight > heldBackWeights)
                write.add(BlockKind::BackwardWeight, nextWeight++);
        };
        for (int mb = 0; mb < warmUp; ++mb)
            write.forward(mb);
        for (int mb = 0; mb < microBatches - warmUp; ++mb) {
            write.forward(mb + warmUp);
            inputGradient(mb);
        }
        for (int mb = microBatches - warmUp; mb < microBatches; ++mb)
            inputGradient(mb);
        while (nextWeight < microBatches)
            write.add(BlockKind::BackwardWeight, nextWeight++);
    }
    return program;
}

Program build(const Parameters &parameters)
{
    switch (parameters.schedule) {
    case Schedule::Naive:
        return naive(parameters.stages, parameters.microBatches, parameters.backwardRatio);
    case Schedule::GPipe:
        return gpipe(parameters.stages, parameters.microBatches, parameters.backwardRatio);
    case Schedule::OneFOneB:
        return oneFOneB(parameters.stages, parameters.microBatches, parameters.backwardRatio);
    case Schedule::Interleaved:
        return interleaved(parameters.stages, parameters.microBatches, parameters.chunks,
                           parameters.backwardRatio);
    case Schedule::ZeroBubbleH1:
        return zeroBubbleH1(parameters.stages, parameters.microBatches, parameters.backwardRatio);
    }
    return {};
}

} // namespace pipeline::schedules
