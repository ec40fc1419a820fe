#pragma once

#include "core/chartsetup.h"
#include "core/questionbank.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>

#include <functional>

// Reads a question's "chart" object of a question bank (README.md, "chart"):
// the concept and the set-up of its page. Every problem is reported with its
// field ("chart.stages") through the callback, in the bank loader's
// translation context; a field with a problem keeps its default.
class ChartSetupReader
{
    Q_DECLARE_TR_FUNCTIONS(BankLoader)

public:
    using Report = std::function<void(const QString &field, std::function<QString()> describe)>;

    explicit ChartSetupReader(Report report);

    // The concept the object names (Concept::None when it has a problem) and fills `setup`.
    Concept read(const QJsonValue &value, ChartSetup &setup);

private:
    void readPipeline(const QJsonObject &object, PipelineChartSetup &setup);
    void readAttention(const QJsonObject &object, AttentionChartSetup &setup);
    // communicationsetupreader.cpp: the communication chart's settings.
    void readCommunication(const QJsonObject &object, CommunicationChartSetup &setup);
    // Its message size, custom bandwidth and latency.
    void readCommunicationNumbers(const QJsonObject &object, CommunicationChartSetup &setup);
    // The attention chart's serving view ("view": "serving").
    void readServing(const QJsonObject &object, ServingChartSetup &setup);
    // trainingmemorysetupreader.cpp: the training-memory chart's fields.
    void readTrainingMemory(const QJsonObject &object, TrainingMemoryChartSetup &setup);
    // The custom model's Ψ, layers, hidden size and heads.
    void readTrainingModel(const QJsonObject &object, TrainingMemoryChartSetup &setup);
    // A true/false field.
    void readSwitch(const QJsonObject &object, const QString &key, bool &target);
    // The custom model's layers, KV heads, head dim and parameters.
    void readShape(const QJsonObject &object, KvCacheShape &shape);
    // shardingsetupreader.cpp: the sharding page's settings.
    void readSharding(const QJsonObject &object, ShardingChartSetup &setup);
    void readShardingMesh(const QJsonObject &object, sharding::Mesh &mesh);
    void readShardingArray(const QJsonObject &object, sharding::ArrayLayoutInput &array);
    void readShardingSpec(const QJsonObject &object, sharding::ArrayLayoutInput &array);
    // timingsetupreader.cpp: the jit-cache and async-dispatch pages' settings.
    void readJitCache(const QJsonObject &object, JitCacheChartSetup &setup);
    void readAsyncDispatch(const QJsonObject &object, AsyncDispatchChartSetup &setup);
    // A number in [minimum, maximum] (a whole one when `whole`), or a report.
    void readNumber(const QJsonObject &object, const QString &key, double minimum, double maximum,
                    bool whole, double &target);
    void reportNames(const QString &key, const QStringList &names); // "must be one of: …"
    void readGpu(const QJsonObject &object, QString &gpuId, int &customGigabytes);
    // Reports every key that is not "concept" or one of `known` (of the
    // serving view's settings when `servingView`).
    void checkKeys(const QJsonObject &object, const QStringList &known, bool servingView = false);
    // The value of `key` when it is a whole number in [minimum, maximum]; nothing when the key is absent.
    std::optional<int> readWholeNumber(const QJsonObject &object, const QString &key, int minimum,
                                       int maximum);
    void readRatio(const QJsonObject &object, const QString &key, double &target);
    void readMicroBatchPair(const QJsonObject &object, const QString &key,
                            std::optional<std::pair<int, int>> &target);
    template<typename Value>
    void readName(const QJsonObject &object, const QString &key,
                  std::optional<Value> (*fromKey)(QStringView), const QStringList &names,
                  Value &target);
    void report(const QString &key, std::function<QString()> describe);

    Report m_report;
};
