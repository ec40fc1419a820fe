#pragma once

// How a concept chart page is set up when a question opens it: the values of
// its controls and what it says beside them. A question bank may give one per
// question ("chart" in README.md's format table); a question that names only
// a concept, and the Charts menu, open the page with these defaults. QtCore only.

#include "core/asyncdispatchsetup.h"
#include "core/attentionmemory.h"
#include "core/communicationsetup.h"
#include "core/jitcachesetup.h"
#include "core/kvcache.h"
#include "core/localizedtext.h"
#include "core/pipelinesimulator.h"
#include "core/shardingsetup.h"
#include "core/trainingmemorysetup.h"

#include <QLatin1StringView>
#include <QString>

#include <array>
#include <optional>
#include <utility>

// What the Pipeline bubbles page says beside its controls: nothing, what a
// bubble is (with the naive schedule at the set-up's p), or why micro-batches
// help (GPipe at the set-up's p, with the two compared numbers of micro-batches).
enum class PipelineNote { None, WhatIsABubble, MicroBatching };
inline constexpr std::array<PipelineNote, 2> allPipelineNotes{PipelineNote::WhatIsABubble,
                                                              PipelineNote::MicroBatching};
inline constexpr std::array<AttentionPass, 2> allAttentionPasses{AttentionPass::Inference,
                                                                 AttentionPass::Training};

struct PipelineChartSetup
{
    // The page's defaults: 1F1B, p = 4, m = 8, v = 2, r = 2.
    pipeline::Parameters parameters;
    PipelineNote note = PipelineNote::None;
    // Two numbers of micro-batches, the smaller first, each with a button that
    // shows the pipeline with it; none when not set.
    std::optional<std::pair<int, int>> compareMicroBatches;

    friend bool operator==(const PipelineChartSetup &, const PipelineChartSetup &) = default;
};

// Which of the attention page's two views a set-up opens.
enum class AttentionView { Activation, Serving };

// The serving view (KV cache). Its defaults: Llama 2 7B in bfloat16, 16
// sequences of 4,096 tokens on an A100 80 GB, the weights counted.
struct ServingChartSetup
{
    // One of kvCachePresets()' ids, or customModelId for the shape below.
    QString model = QString(defaultModelId);
    // Layers, KV heads, head dim and parameters count only for the custom
    // model; the data type always.
    KvCacheShape shape;
    quint64 batch = 16;
    quint64 contextTokens = 4096;
    QString gpu = QString(defaultGpuId); // one of knownGpus()' ids, or customGpuId
    int customGigabytes = 24;
    WeightsOffset weights = WeightsOffset::Included;

    static constexpr QLatin1StringView defaultModelId{"llama-2-7b"};
    static constexpr QLatin1StringView customModelId{"custom"};
    static constexpr QLatin1StringView defaultGpuId{"a100-80gb"};
    static constexpr QLatin1StringView customGpuId{"custom"};

    friend bool operator==(const ServingChartSetup &, const ServingChartSetup &) = default;
};

struct AttentionChartSetup
{
    // The view the page opens: a question's set-up may open either.
    AttentionView view = AttentionView::Activation;
    // The page's defaults, the worked example of DESIGN.md: B = 1, N = 32,
    // d = 128, T = S = 8192, bfloat16, no mask, inference.
    AttentionShape shape;
    // One of knownGpus()' ids, or customGpuId for a size typed in.
    QString gpu = QString(defaultGpuId);
    int customGigabytes = 24; // the size shown when the GPU is custom
    ServingChartSetup serving; // the serving view's settings

    static constexpr QLatin1StringView defaultGpuId{"a100-80gb"};
    static constexpr QLatin1StringView customGpuId{"custom"};

    friend bool operator==(const AttentionChartSetup &, const AttentionChartSetup &) = default;
};

// A question's set-up of the chart of its concept; the part for the other
// chart stays at its defaults.
struct ChartSetup
{
    PipelineChartSetup pipeline;
    AttentionChartSetup attention;
    ShardingChartSetup sharding;
    CommunicationChartSetup communication;
    TrainingMemoryChartSetup trainingMemory;
    JitCacheChartSetup jitCache;
    AsyncDispatchChartSetup asyncDispatch;
    // What the question asks the learner to look at on a training-memory,
    // sharding, communication, jit-cache or async-dispatch page set up so
    // ("chart.note"); none when empty.
    LocalizedText note;

    friend bool operator==(const ChartSetup &, const ChartSetup &) = default;
};

// The question whose set-up a chart page shows, to name it beside the note:
// its number in its quiz (from 1) and the quiz's title. None (number 0) when
// the page was opened from the Charts menu.
struct ChartOrigin
{
    int questionNumber = 0;
    LocalizedText quizTitle;
    LocalizedText note; // the set-up's note (ChartSetup::note)

    bool isQuestion() const { return questionNumber > 0; }
    friend bool operator==(const ChartOrigin &, const ChartOrigin &) = default;
};

// Whether the controls still show `setup`, so that its note still holds: every
// setting as the set-up has it, except that m may also be either of the compared
// numbers of micro-batches, and v counts only for the interleaved schedule.
bool showsSetup(const PipelineChartSetup &setup, const pipeline::Parameters &shown);
// The same for the attention page: the shape (T = S) and the GPU; the custom
// size counts only when the GPU is the custom one.
bool showsSetup(const AttentionChartSetup &setup, const AttentionShape &shape, const QString &gpuId,
                int customGigabytes);
// The same for the serving view: the model (and, for the custom one, its
// shape and parameters), data type, batch, context, GPU and whether the
// weights count; the custom size only when the GPU is the custom one.
bool showsSetup(const ServingChartSetup &setup, const ServingChartSetup &shown);

// The names the bank format uses: "naive", "gpipe", "1f1b", "interleaved",
// "zb-h1"; "what-is-a-bubble", "micro-batching"; "inference", "training".
QLatin1StringView scheduleKey(pipeline::Schedule schedule);
std::optional<pipeline::Schedule> scheduleFromKey(QStringView key);
QLatin1StringView pipelineNoteKey(PipelineNote note); // empty for None
std::optional<PipelineNote> pipelineNoteFromKey(QStringView key);
QLatin1StringView passKey(AttentionPass pass);
std::optional<AttentionPass> passFromKey(QStringView key);
// One of attentionDtypes (an attention chart offers no other), as dtypeName() writes it.
std::optional<Dtype> attentionDtypeFromName(QStringView name);
// "activation", "serving".
QLatin1StringView attentionViewKey(AttentionView view);
std::optional<AttentionView> attentionViewFromKey(QStringView key);
// One of kvCacheDtypes, as dtypeName() writes it.
std::optional<Dtype> servingDtypeFromName(QStringView name);
