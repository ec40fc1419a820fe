#include "core/collectives.h"

#include <QCoreApplication>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

// bf16 activations and gradients.
constexpr double bytesPerElement = 2;

double ringAllReduceSeconds(int gpus, double bytes, double bytesPerSecond, double latency)
{
    return collectiveCost({Collective::AllReduce, gpus, bytes, bytesPerSecond, latency}).seconds;
}

} // namespace

QLatin1StringView collectiveKey(Collective collective)
{
    switch (collective) {
    case Collective::AllReduce:
        return "all-reduce"_L1;
    case Collective::AllGather:
        return "all-gather"_L1;
    case Collective::ReduceScatter:
        return "reduce-scatter"_L1;
    }
    return {};
}

std::optional<Collective> collectiveFromKey(QStringView key)
{
    for (Collective collective : allCollectives) {
        if (key == collectiveKey(collective))
            return collective;
    }
    return std::nullopt;
}

double busBandwidthFactor(Collective collective, int gpus)
{
    const double n = gpus;
    return collective == Collective::AllReduce ? 2 * (n - 1) / n : (n - 1) / n;
}

int ringSteps(Collective collective, int gpus)
{
    return collective == Collective::AllReduce ? 2 * (gpus - 1) : gpus - 1;
}

CollectiveCost collectiveCost(const CollectiveInputs &inputs)
{
    CollectiveCost cost;
    const double factor = busBandwidthFactor(inputs.collective, inputs.gpus);
    cost.transferSeconds = factor * inputs.bytes / inputs.bytesPerSecond;
    cost.latencySeconds = ringSteps(inputs.collective, inputs.gpus) * inputs.latencySeconds;
    cost.seconds = cost.transferSeconds + cost.latencySeconds;
    if (cost.seconds > 0) {
        cost.algorithmBandwidth = inputs.bytes / cost.seconds;
        cost.busBandwidth = cost.algorithmBandwidth * factor;
    }
    return cost;
}

const std::array<LinkPreset, 6> &linkPresets()
{
    // Per direction: NVIDIA's data sheets give NVLink's total over both
    // directions; InfiniBand's rate is per port and direction, one port a GPU
    // as in NVIDIA's DGX A100 (8 HDR) and DGX H100 (8 NDR) systems.
    static const std::array<LinkPreset, 6> presets{{
        {"nvlink3-a100"_L1, "NVLink 3 (A100)"_L1, 300,
         QLatin1StringView(
             QT_TRANSLATE_NOOP("CommunicationControls",
                               "NVIDIA A100 Tensor Core GPU data sheet: NVLink 600 GB/s in total")),
         true},
        {"nvlink4-h100"_L1, "NVLink 4 (H100)"_L1, 450,
         QLatin1StringView(
             QT_TRANSLATE_NOOP("CommunicationControls",
                               "NVIDIA H100 Tensor Core GPU data sheet: NVLink 900 GB/s in total")),
         true},
        {"pcie4-x16"_L1, "PCIe 4.0 x16"_L1, 32,
         QLatin1StringView(
             QT_TRANSLATE_NOOP("CommunicationControls",
                               "PCI Express 4.0: 16 GT/s a lane, about 32 GB/s over 16 lanes")),
         true},
        {"pcie5-x16"_L1, "PCIe 5.0 x16"_L1, 64,
         QLatin1StringView(
             QT_TRANSLATE_NOOP("CommunicationControls",
                               "PCI Express 5.0: 32 GT/s a lane, about 64 GB/s over 16 lanes")),
         true},
        {"ib-hdr"_L1, "InfiniBand HDR"_L1, 25,
         QLatin1StringView(QT_TRANSLATE_NOOP(
             "CommunicationControls",
             "InfiniBand HDR: 200 Gb/s a port (NVIDIA ConnectX-6), one port a GPU")),
         false},
        {"ib-ndr"_L1, "InfiniBand NDR"_L1, 50,
         QLatin1StringView(QT_TRANSLATE_NOOP(
             "CommunicationControls",
             "InfiniBand NDR: 400 Gb/s a port (NVIDIA ConnectX-7), one port a GPU")),
         false},
    }};
    return presets;
}

std::optional<LinkPreset> linkPresetById(QStringView id)
{
    for (const LinkPreset &preset : linkPresets()) {
        if (id == preset.id)
            return preset;
    }
    return std::nullopt;
}

const std::array<TransformerPreset, 6> &transformerPresets()
{
    // h and layers from the models' published configurations (Hugging Face
    // meta-llama/Llama-2-7b-hf, -13b-hf, -70b-hf, Meta-Llama-3-8B, -70B:
    // hidden_size, num_hidden_layers; parameters as their safetensors count
    // them); GPT-3 from Brown et al. 2020, Table 2.1 (d_model 12288, 96 layers).
    static const std::array<TransformerPreset, 6> presets{{
        {"llama-2-7b"_L1, "Llama 2 7B"_L1, 4096, 32, 6'738'415'616},
        {"llama-2-13b"_L1, "Llama 2 13B"_L1, 5120, 40, 13'015'864'320},
        {"llama-2-70b"_L1, "Llama 2 70B"_L1, 8192, 80, 68'976'648'192},
        {"llama-3-8b"_L1, "Llama 3 8B"_L1, 4096, 32, 8'030'261'248},
        {"llama-3-70b"_L1, "Llama 3 70B"_L1, 8192, 80, 70'553'706'496},
        {"gpt-3-175b"_L1, "GPT-3 175B"_L1, 12288, 96, 175e9},
    }};
    return presets;
}

std::optional<TransformerPreset> transformerPresetById(QStringView id)
{
    for (const TransformerPreset &preset : transformerPresets()) {
        if (id == preset.id)
            return preset;
    }
    return std::nullopt;
}

double StepCost::acrossOverInside() const
{
    return tensorInsideSeconds > 0 ? tensorAcrossSeconds / tensorInsideSeconds : 0;
}

StepCost stepCost(const StepInputs &inputs, int tensorParallel)
{
    StepCost cost;
    cost.tensorParallel = tensorParallel;
    cost.activationBytes = bytesPerElement * inputs.microBatch * double(inputs.sequence)
                           * inputs.hidden;
    if (tensorParallel > 1) {
        cost.tensorAllReduces = static_cast<long long>(tensorAllReducesPerLayer) * inputs.layers
                                * inputs.microBatches;
        const double count = double(cost.tensorAllReduces);
        cost.tensorInsideSeconds = count
                                   * ringAllReduceSeconds(tensorParallel, cost.activationBytes,
                                                          inputs.insideBytesPerSecond,
                                                          inputs.latencySeconds);
        cost.tensorAcrossSeconds = count
                                   * ringAllReduceSeconds(tensorParallel, cost.activationBytes,
                                                          inputs.acrossBytesPerSecond,
                                                          inputs.latencySeconds);
    }
    cost.gradientBytes = bytesPerElement * inputs.parameters / tensorParallel;
    if (inputs.dataParallel > 1)
        cost.dataSeconds = ringAllReduceSeconds(inputs.dataParallel, cost.gradientBytes,
                                                inputs.acrossBytesPerSecond, inputs.latencySeconds);
    return cost;
}

QList<StepCost> sweepTensorParallel(const StepInputs &inputs)
{
    QList<StepCost> sweep;
    for (int t = 1; t <= StepLimits::maxTensorParallel; t *= 2)
        sweep.append(stepCost(inputs, t));
    return sweep;
}

QList<CollectiveSweepPoint> sweepGpus(const CollectiveInputs &inputs,
                                      const QList<double> &bytesPerSecond)
{
    QList<int> counts;
    for (int n = CollectiveLimits::minGpus; n <= CollectiveLimits::maxGpus; n *= 2)
        counts.append(n);
    if (!counts.contains(inputs.gpus)) {
        counts.append(inputs.gpus);
        std::sort(counts.begin(), counts.end());
    }
    QList<CollectiveSweepPoint> sweep;
    sweep.reserve(counts.size());
    for (int n : counts) {
        CollectiveSweepPoint point{n, {}};
        for (double bandwidth : bytesPerSecond) {
            CollectiveInputs at = inputs;
            at.gpus = n;
            at.bytesPerSecond = bandwidth;
            point.seconds.append(collectiveCost(at).seconds);
        }
        sweep.append(point);
    }
    return sweep;
}
